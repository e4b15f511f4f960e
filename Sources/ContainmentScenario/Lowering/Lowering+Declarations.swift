import Containment

/// Lowering of declarations and of assignments to properties (scenario
/// language §2).
extension Lowering {
  // MARK: Declarations

  func declaration(_ value: Expression) throws(Diagnostic) -> DeclarationAction {
    if case .call(.name("UINavigationController", _), let arguments, let location) = value,
      !arguments.isEmpty
    {
      let values = try expect(
        arguments, "rootViewController:", "UINavigationController(rootViewController:)",
        at: location)
      return DeclarationAction(made: .navigationController, root: try controller(values[0]))
    }
    if case .array = value {
      // `let pages = [a, b, c]`: a constant list (scenario language §5).
      return DeclarationAction(made: .list(try self.value(value)))
    }
    return DeclarationAction(made: try plainDeclaration(value))
  }

  private func plainDeclaration(_ value: Expression) throws(Diagnostic) -> Declaration {
    guard case .call(let callee, let arguments, let location) = value else {
      switch value {
      case .boolean, .number, .none:
        // Swift's `let flag = false`: a scenario keeps values in variables.
        throw Diagnostic(
          "a 'let' declares a controller, a view or a list; write 'var' for a Boolean, a "
            + "number or an optional (scenario language §5): 'var isOpen = false'",
          at: value.location)
      case .string, .enumCase, .array, .member, .call, .closure, .binary, .not, .subscript,
        .unwrap, .forceUnwrap, .ternary, .optionalBinding, .name:
        throw Diagnostic(
          "expected an initializer such as 'UIViewController()'", at: value.location)
      }
    }
    switch callee {
    case .name("UIViewController", _):
      try expectNoArguments(arguments, "UIViewController()", at: location)
      return .viewController
    case .name("UIView", _):
      try expectNoArguments(arguments, "UIView()", at: location)
      return .view
    case .name("UIWindow", _):
      try expectNoArguments(arguments, "UIWindow()", at: location)
      return .window
    case .name("UIStoryboard", _):
      let values = try expect(
        arguments, "identifiers:", "UIStoryboard(identifiers:)", at: location)
      guard case .array(let elements, _) = values[0] else {
        throw Diagnostic("expected a list of strings", at: values[0].location)
      }
      var identifiers: [String] = []
      for element in elements {
        guard case .string(let identifier, _) = element else {
          throw Diagnostic("expected a string", at: element.location)
        }
        identifiers.append(identifier)
      }
      return .storyboard(identifiers: identifiers)
    case .name("UINavigationController", _):
      try expectNoArguments(arguments, "UINavigationController()", at: location)
      return .navigationController
    case .name("UITabBarController", _):
      try expectNoArguments(arguments, "UITabBarController()", at: location)
      return .tabBarController
    case .name("UIPageViewController", _):
      return try pageViewControllerDeclaration(arguments, at: location)
    case .member(let base, "instantiateViewController", _):
      guard case .storyboard(let storyboard) = try self.value(base) else {
        throw Diagnostic(
          "'\(base.path?.joined(separator: ".") ?? "")' is not a storyboard",
          at: base.location)
      }
      let values = try expect(
        arguments, "withIdentifier:", "instantiateViewController(withIdentifier:)",
        at: location)
      guard case .string(let identifier, _) = values[0] else {
        throw Diagnostic("expected a string", at: values[0].location)
      }
      return .instantiate(storyboard, identifier: identifier)
    case .name(let name, let nameLocation):
      throw Diagnostic("'\(name)' is not a type the scenario language knows", at: nameLocation)
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      throw Diagnostic("expected an initializer such as 'UIViewController()'", at: location)
    }
  }

  // MARK: Assignments

  /// `object.property = value`; `nil` when the object is an optional chain
  /// that met nil.
  func assignment(_ target: Expression, _ value: Expression) throws(Diagnostic)
    -> Call?
  {
    guard case .member(let base, let property, let location) = target else {
      throw Diagnostic("expected 'object.property = value'", at: target.location)
    }
    // Rule 5.3a's properties sit behind an optional chain:
    // `b.presentationController?.delegate = d`,
    // `b.sheetPresentationController?.detents = [.medium, .large]`,
    // `b.sheetPresentationController?.selectedDetentIdentifier = .large`.
    if case .unwrap(.member(let owner, let controllerName, _), _) = base,
      controllerName == "presentationController"
        || controllerName == "sheetPresentationController"
    {
      return try sheetAssignment(owner, controllerName, property, value, at: location)
    }
    switch (try receiver(base), property) {
    case (.nothing, _):
      // `shown?.view.isHidden = true` with `shown` nil.
      return nil
    case (.window(let window), "rootViewController"):
      if case .none = value { return .setRootViewController(nil, of: window) }
      return .setRootViewController(try controller(value), of: window)
    case (.window(let window), "isHidden"):
      return .setWindowHidden(window, try boolean(value))
    case (.view(let view), "isHidden"):
      return .setViewHidden(view, try boolean(value))
    case (.controller(let controller, _), "shouldAutomaticallyForwardAppearanceMethods"):
      return .setForwardsAppearance(controller, try boolean(value))
    case (.controller(let controller, _), "shouldAutomaticallyForwardRotationMethods"):
      return .setForwardsRotation(controller, try boolean(value))
    case (.controller(let container, .navigationController), "viewControllers"):
      // `nav.viewControllers = […]`: UIKit's setter is
      // `setViewControllers(_:animated: false)` (rule 5.1).
      return .setViewControllers(try controllers(value), of: container, animated: false)
    case (.controller(let tabs, let kind), "viewControllers"):
      try require(.tabBarController, kind, base, "viewControllers")
      return .setViewControllers(try controllers(value), of: tabs, animated: false)
    case (.controller(let tabs, let kind), "selectedIndex"):
      try require(.tabBarController, kind, base, "selectedIndex")
      return .setSelectedIndex(try integer(value), of: tabs)
    case (.controller(let tabs, let kind), "selectedViewController"):
      try require(.tabBarController, kind, base, "selectedViewController")
      return .setSelectedViewController(try controller(value), of: tabs)
    case (.controller(let pages, .pageViewController), "dataSource"):
      return .pageView(.setDataSource(try controllers(value), of: pages))
    case (.controller(let pages, .pageViewController), "isDoubleSided"):
      return .pageView(.setDoubleSided(try boolean(value), of: pages))
    case (.controller(let controller, _), "definesPresentationContext"):
      return .sheet(.setDefinesPresentationContext(try boolean(value), of: controller))
    case (.controller(let controller, _), "isModalInPresentation"):
      return .sheet(.setModalInPresentation(try boolean(value), of: controller))
    case (.controller(let controller, _), "presentationControllerShouldDismissAnswer"):
      // What `on d.presentationControllerShouldDismiss { _ in return … }`
      // reads as (the parser's spelling of that handler).
      return .sheet(.setShouldDismiss(try boolean(value), of: controller))
    case (.controller(let controller, _), "modalPresentationStyle"):
      guard let style = try enumValue(value, ModalPresentationStyle.init(rawValue:)) else {
        if case .enumCase(let name, let caseLocation) = value {
          throw Diagnostic("'.\(name)' is not a modal presentation style", at: caseLocation)
        }
        throw Diagnostic("expected a style such as '.fullScreen'", at: value.location)
      }
      return .setModalPresentationStyle(style, of: controller)
    case (let receiver, _):
      throw Diagnostic("\(receiver.kind) has no settable property '\(property)'", at: location)
    }
  }

  /// `UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)`,
  /// with `spineLocation:` for page curl (scenario language §8, rule 5.4).
  private func pageViewControllerDeclaration(
    _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Declaration {
    let usage =
      "UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)"
    let labels = arguments.map(\.label)
    guard
      labels == ["transitionStyle", "navigationOrientation"]
        || labels == ["transitionStyle", "navigationOrientation", "spineLocation"]
    else {
      throw Diagnostic("expected '\(usage)', with 'spineLocation:' for page curl", at: location)
    }
    func enumCase(_ argument: Argument) throws(Diagnostic) -> String {
      guard case .enumCase(let name, _) = argument.value else {
        throw Diagnostic("expected a case such as '.scroll'", at: argument.value.location)
      }
      return name
    }
    guard let style = PageTransitionStyle(rawValue: try enumCase(arguments[0])) else {
      throw Diagnostic(
        "a transition style is '.scroll' or '.pageCurl'", at: arguments[0].value.location)
    }
    let orientation = try enumCase(arguments[1])
    guard orientation == "horizontal" || orientation == "vertical" else {
      throw Diagnostic(
        "an orientation is '.horizontal' or '.vertical'", at: arguments[1].value.location)
    }
    var spine = PageSpineLocation.min
    if arguments.count == 3 {
      guard let named = PageSpineLocation(rawValue: try enumCase(arguments[2])), named != .none
      else {
        throw Diagnostic(
          "a spine location is '.min', '.mid' or '.max'", at: arguments[2].value.location)
      }
      spine = named
    }
    return .pageViewController(style, spine: spine)
  }

  /// An assignment to a sheet's presentation controller (rule 5.3a).
  private func sheetAssignment(
    _ owner: Expression, _ controllerName: String, _ property: String, _ value: Expression,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    let isSheet = controllerName == "sheetPresentationController"
    let sheet = try controller(owner)
    switch property {
    case "delegate":
      if case .none = value { return .sheet(.setDelegate(nil, of: sheet)) }
      return .sheet(.setDelegate(try controller(value), of: sheet))
    case "selectedDetentIdentifier" where isSheet:
      guard case .enumCase(let name, _) = value else {
        throw Diagnostic("expected a detent such as '.large'", at: value.location)
      }
      return .sheet(.selectDetent(name, of: sheet))
    case "detents" where isSheet:
      guard case .array(let elements, _) = value else {
        throw Diagnostic("expected detents such as '[.medium, .large]'", at: value.location)
      }
      var detents: [String] = []
      for element in elements {
        // `.medium` as the language writes it, `.medium()` as UIKit's Swift
        // does (`UISheetPresentationController.Detent.medium()`).
        guard case .enumCase(let name, _) = element.removingEmptyCall else {
          throw Diagnostic("expected a detent such as '.medium'", at: element.location)
        }
        detents.append(name)
      }
      return .sheet(.setDetents(detents, of: sheet))
    default:
      throw Diagnostic(
        "'\(controllerName)?.\(property)' is not a property the scenario language sets",
        at: location)
    }
  }
}

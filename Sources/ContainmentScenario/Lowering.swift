import Containment

/// What one checked statement does when it runs.
enum Action: Hashable, Sendable {
  /// Declares a name, then performs the calls its initializer makes
  /// (`UINavigationController(rootViewController:)`).
  case declare(String, DeclarationAction, at: SourceLocation)
  /// Performs an operation on the world.
  case perform(Call)
  /// Performs several, in order: a statement that UIKit runs as a block
  /// with a start and an end (`UIView.animate`, rule 4.6).
  case performAll([Call])
  /// Registers a handler: from now on, the block runs each time the callback
  /// is delivered to the controller.
  case handle(ControllerID, Callback.Name, body: HandlerBody)
}

/// What a `let` makes, and what its initializer then does.
struct DeclarationAction: Hashable, Sendable {
  var made: Declaration
  /// The root of `UINavigationController(rootViewController:)`.
  var root: ControllerID?
}

/// What a `let` makes.
enum Declaration: Hashable, Sendable {
  case viewController
  case navigationController
  case tabBarController
  case view
  case window
  case storyboard(identifiers: [String])
  case instantiate(Storyboard, identifier: String)
}

/// Checks statements against the names in scope and turns them into actions.
///
/// The statements are those of scenario language §2. Every mistake is a ``Diagnostic`` at its
/// location.
struct Lowering {
  let scope: Scope
  /// The name a handler's body binds, and its value there (scenario
  /// language §5): looked up before the scope, as a closure's parameter is.
  var argument: (name: String, value: Symbol)? = nil

  /// The action of one statement.
  func action(for statement: Statement) throws(Diagnostic) -> Action {
    switch statement {
    case .declaration(let name, let value, let location):
      return .declare(name, try declaration(value), at: location)
    case .handler(let target, let method, let parameter, let body, let location):
      let controller = try controller(target)
      guard let name = Callback.Name(rawValue: method) else {
        throw Diagnostic("'\(method)' is not a callback a handler can name", at: location)
      }
      if let parameter {
        guard name.placeholderArgument != nil else {
          throw Diagnostic(
            "\(method) passes nothing to bind: write '{ … }' or '{ _ in … }' without "
              + "'\(parameter.name) in'", at: parameter.location)
        }
        if argument?.name == parameter.name {
          throw Diagnostic("'\(parameter.name)' is already declared", at: parameter.location)
        }
        try scope.checkDeclarable(parameter.name, at: parameter.location)
      }
      return .handle(controller, name, body: HandlerBody(parameter: parameter, statements: body))
    case .assignment(let target, let value, _):
      return .perform(try assignment(target, value))
    case .discard(let value, let location):
      guard case .member(let base, "view", _) = value else {
        throw Diagnostic("only '_ = c.view' is a discard statement", at: location)
      }
      return .perform(.loadViewIfNeeded(try controller(base)))
    case .call(let expression, let trailing, _):
      if case .call(let callee, _, _) = expression, callee.rootName.isSpelled("UIView") {
        return .performAll(try viewAnimation(expression, trailing: trailing))
      }
      return .perform(try call(expression, trailing: trailing))
    }
  }

  /// The operations of a completion block, which may hold operations only.
  func operations(in block: [Statement]) throws(Diagnostic) -> [Call] {
    var operations: [Call] = []
    for statement in block {
      switch try action(for: statement) {
      case .perform(let operation):
        operations.append(operation)
      case .performAll(let calls):
        operations.append(contentsOf: calls)
      case .declare, .handle:
        throw Diagnostic(
          "a block holds calls and assignments only; declare names and handlers at the top level",
          at: statement.location)
      }
    }
    return operations
  }

  // MARK: Declarations

  private func declaration(_ value: Expression) throws(Diagnostic) -> DeclarationAction {
    if case .call(.name("UINavigationController", _), let arguments, let location) = value,
      !arguments.isEmpty
    {
      let values = try expect(
        arguments, "rootViewController:", "UINavigationController(rootViewController:)",
        at: location)
      return DeclarationAction(made: .navigationController, root: try controller(values[0]))
    }
    return DeclarationAction(made: try plainDeclaration(value))
  }

  private func plainDeclaration(_ value: Expression) throws(Diagnostic) -> Declaration {
    guard case .call(let callee, let arguments, let location) = value else {
      throw Diagnostic("expected an initializer such as 'UIViewController()'", at: value.location)
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
    case .member(let base, "instantiateViewController", _):
      guard case .storyboard(let storyboard) = try symbol(base) else {
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
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure, .sum:
      throw Diagnostic("expected an initializer such as 'UIViewController()'", at: location)
    }
  }

  // MARK: Assignments

  private func assignment(_ target: Expression, _ value: Expression) throws(Diagnostic)
    -> Call
  {
    guard case .member(let base, let property, let location) = target else {
      throw Diagnostic("expected 'object.property = value'", at: target.location)
    }
    switch (try receiver(base), property) {
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
    case (.controller(let tabs, let kind), "viewControllers"):
      try require(.tabBarController, kind, base, "viewControllers")
      return .setViewControllers(try controllers(value), of: tabs, animated: false)
    case (.controller(let tabs, let kind), "selectedIndex"):
      try require(.tabBarController, kind, base, "selectedIndex")
      return .setSelectedIndex(try integer(value), of: tabs)
    case (.controller(let tabs, let kind), "selectedViewController"):
      try require(.tabBarController, kind, base, "selectedViewController")
      return .setSelectedViewController(try controller(value), of: tabs)
    case (.controller(let controller, _), "modalPresentationStyle"):
      guard case .enumCase(let name, let caseLocation) = value else {
        throw Diagnostic("expected a style such as '.fullScreen'", at: value.location)
      }
      guard let style = ModalPresentationStyle(rawValue: name) else {
        throw Diagnostic("'.\(name)' is not a modal presentation style", at: caseLocation)
      }
      return .setModalPresentationStyle(style, of: controller)
    case (let receiver, _):
      throw Diagnostic("\(receiver.kind) has no settable property '\(property)'", at: location)
    }
  }

  // MARK: Calls

  private func call(_ expression: Expression, trailing: [Statement]?) throws(Diagnostic)
    -> Call
  {
    guard case .call(let callee, let arguments, let location) = expression else {
      throw Diagnostic("expected a call", at: expression.location)
    }
    // Most calls are methods of a declared name: the two global receivers
    // are recognised by their first name before a path is built.
    let root = callee.rootName
    if root.isSpelled("RunLoop") {
      return try runLoop(callee, arguments, trailing, at: location)
    }
    if root.isSpelled("DispatchQueue") {
      return try mainQueue(callee, arguments, trailing, at: location)
    }
    if root.isSpelled("app"), case .member(.name, "didReceiveMemoryWarning", _) = callee {
      try expectNoArguments(arguments, "app.didReceiveMemoryWarning()", at: location)
      return .didReceiveMemoryWarning
    }
    guard case .member(let base, let method, let methodLocation) = callee else {
      throw Diagnostic("expected a method call such as 'p.addChild(c)'", at: callee.location)
    }
    let receiver = try receiver(base)
    if trailing != nil, !Self.methodsTakingBlocks.contains(method) {
      throw Diagnostic("'\(method)' takes no trailing block", at: location)
    }
    switch receiver {
    case .controller(let controller, let kind):
      return try controllerCall(
        controller, kind, base, method, arguments, trailing, at: location,
        methodAt: methodLocation)
    case .view(let view):
      switch method {
      case "addSubview":
        let values = try expect(arguments, "_:", "addSubview(_:)", at: location)
        return .addSubview(try viewReference(values[0]), to: view)
      case "removeFromSuperview":
        try expectNoArguments(arguments, "removeFromSuperview()", at: location)
        return .removeFromSuperview(view)
      default:
        throw Diagnostic("a view has no method '\(method)' here", at: methodLocation)
      }
    case .window(let window):
      switch method {
      case "makeKeyAndVisible":
        try expectNoArguments(arguments, "makeKeyAndVisible()", at: location)
        return .makeKeyAndVisible(window)
      case "rotate":
        let values = try expect(
          arguments, "to:duration:", "rotate(to:duration:)", at: location)
        guard case .enumCase(let name, let caseLocation) = values[0] else {
          throw Diagnostic(
            "expected an orientation such as '.landscapeLeft'", at: values[0].location)
        }
        guard let orientation = Orientation(rawValue: name) else {
          throw Diagnostic("'.\(name)' is not an interface orientation", at: caseLocation)
        }
        return .rotate(window, to: orientation, duration: try duration(values[1]))
      default:
        throw Diagnostic("a window has no method '\(method)' here", at: methodLocation)
      }
    case .storyboard:
      throw Diagnostic(
        "use 'let name = sb.instantiateViewController(withIdentifier: \"…\")'", at: location)
    case .boolean:
      // A handler's bound `animated` has no methods.
      throw Diagnostic("'\(base.path?.joined(separator: ".") ?? "")' is a Boolean", at: location)
    case .optionalController:
      // A handler's bound parent may be nil; Swift would want `parent?.…`.
      throw Diagnostic(
        "'\(base.path?.joined(separator: ".") ?? "")' is a UIViewController? and may be nil: "
          + "call methods on a declared controller", at: base.location)
    }
  }

  private func controllerCall(
    _ controller: ControllerID, _ kind: ControllerKind, _ receiver: Expression, _ method: String,
    _ arguments: [Argument], _ trailing: [Statement]?, at location: SourceLocation,
    methodAt methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch method {
    case "addChild":
      let values = try expect(arguments, "_:", "addChild(_:)", at: location)
      return .addChild(try self.controller(values[0]), to: controller)
    case "removeFromParent":
      try expectNoArguments(arguments, "removeFromParent()", at: location)
      return .removeFromParent(controller)
    case "willMove", "didMove":
      let values = try expect(arguments, "toParent:", "\(method)(toParent:)", at: location)
      let parent = try optionalController(values[0])
      let callback: Callback.Method =
        method == "willMove" ? .willMove(toParent: parent) : .didMove(toParent: parent)
      return .directCall(callback, on: controller)
    case "loadViewIfNeeded":
      try expectNoArguments(arguments, "loadViewIfNeeded()", at: location)
      return .loadViewIfNeeded(controller)
    case "loadView", "viewDidLoad":
      try expectNoArguments(arguments, "\(method)()", at: location)
      return .directCall(method == "loadView" ? .loadView : .viewDidLoad, on: controller)
    case "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
      "viewDidDisappear":
      let values = try expect(arguments, "_:", "\(method)(_:)", at: location)
      let animated = try boolean(values[0])
      let callback: Callback.Method =
        switch method {
        case "viewWillAppear": .viewWillAppear(animated)
        case "viewIsAppearing": .viewIsAppearing(animated)
        case "viewDidAppear": .viewDidAppear(animated)
        case "viewWillDisappear": .viewWillDisappear(animated)
        default: .viewDidDisappear(animated)
        }
      return .directCall(callback, on: controller)
    case "beginAppearanceTransition":
      let values = try expect(
        arguments, "_:animated:", "beginAppearanceTransition(_:animated:)", at: location)
      return .beginAppearanceTransition(
        controller, isAppearing: try boolean(values[0]), animated: try boolean(values[1]))
    case "endAppearanceTransition":
      try expectNoArguments(arguments, "endAppearanceTransition()", at: location)
      return .endAppearanceTransition(controller)
    case "transition":
      let values = try expect(
        arguments, "from:to:duration:", "transition(from:to:duration:)", at: location)
      return .transition(
        in: controller, from: try self.controller(values[0]), to: try self.controller(values[1]),
        duration: try duration(values[2]), completion: try trailing.map(operations(in:)))
    case "pushViewController":
      try require(.navigationController, kind, receiver, method)
      let values = try expect(
        arguments, "_:animated:", "pushViewController(_:animated:)", at: location)
      return .pushViewController(
        try self.controller(values[0]), onto: controller, animated: try boolean(values[1]))
    case "popViewController", "popToRootViewController":
      try require(.navigationController, kind, receiver, method)
      let values = try expect(arguments, "animated:", "\(method)(animated:)", at: location)
      let animated = try boolean(values[0])
      return method == "popViewController"
        ? .popViewController(controller, animated: animated)
        : .popToRootViewController(controller, animated: animated)
    case "popToViewController":
      try require(.navigationController, kind, receiver, method)
      let values = try expect(
        arguments, "_:animated:", "popToViewController(_:animated:)", at: location)
      return .popToViewController(
        try self.controller(values[0]), in: controller, animated: try boolean(values[1]))
    case "setViewControllers":
      if kind != .tabBarController { try require(.navigationController, kind, receiver, method) }
      let values = try expect(
        arguments, "_:animated:", "setViewControllers(_:animated:)", at: location)
      return .setViewControllers(
        try controllers(values[0]), of: controller, animated: try boolean(values[1]))
    case "beginInteractivePop", "cancelInteractivePop", "finishInteractivePop":
      try require(.navigationController, kind, receiver, method)
      try expectNoArguments(arguments, "\(method)()", at: location)
      return method == "beginInteractivePop"
        ? .beginInteractivePop(controller)
        : method == "finishInteractivePop"
          ? .finishInteractivePop(controller) : .cancelInteractivePop(controller)
    case "tapTab":
      try require(.tabBarController, kind, receiver, method)
      let values = try expect(arguments, "at:", "tapTab(at:)", at: location)
      return .tapTab(at: try integer(values[0]), of: controller)
    case "present":
      let values = try expect(arguments, "_:animated:", "present(_:animated:)", at: location)
      return .present(
        try self.controller(values[0]), from: controller, animated: try boolean(values[1]),
        completion: try trailing.map(operations(in:)))
    case "dismiss":
      let values = try expect(arguments, "animated:", "dismiss(animated:)", at: location)
      return .dismiss(
        controller, animated: try boolean(values[0]),
        completion: try trailing.map(operations(in:)))
    default:
      throw Diagnostic(
        "'\(method)' is not a view-controller call of the scenario language"
          + Suggestion.didYouMean(method, among: Suggestion.controllerCalls), at: methodLocation)
    }
  }

  /// A call on `RunLoop`, whose callee is a chain of plain members from
  /// `RunLoop`: matched as written, with no list of its names.
  private func runLoop(
    _ callee: Expression, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call {
    if trailing != nil {
      let path = callee.path?.joined(separator: ".") ?? "RunLoop"
      throw Diagnostic("'\(path)' takes no trailing block", at: location)
    }
    switch callee {
    case .member(.member(.name("RunLoop", _), "main", _), "turn", _):
      try expectNoArguments(arguments, "RunLoop.main.turn()", at: location)
      return .endTurn
    case .member(.member(.name("RunLoop", _), "main", _), "run", _):
      let values = try expect(arguments, "for:", "RunLoop.main.run(for:)", at: location)
      let seconds = try duration(values[0])
      return .run(for: seconds)
    case .member(.member(.name("RunLoop", _), "main", _), "runUntilIdle", _):
      try expectNoArguments(arguments, "RunLoop.main.runUntilIdle()", at: location)
      return .runUntilIdle
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .sum:
      // Any other member of RunLoop, or a longer or shorter chain.
      throw Diagnostic(
        "expected 'RunLoop.main.turn()', 'run(for:)' or 'runUntilIdle()'", at: location)
    }
  }

  /// The calls a completion block may follow.
  private static let methodsTakingBlocks: Set<String> = ["transition", "present", "dismiss"]

  // MARK: Names and values

  /// What the receiver of a call or assignment is: a name, or `c.view`.
  private func receiver(_ expression: Expression) throws(Diagnostic) -> Symbol {
    if case .member(let base, "view", _) = expression {
      return .view(.view(of: try controller(base)))
    }
    return try symbol(expression)
  }

  private func symbol(_ expression: Expression) throws(Diagnostic) -> Symbol {
    guard case .name(let name, let location) = expression else {
      throw Diagnostic("expected a name", at: expression.location)
    }
    if let argument, argument.name == name { return argument.value }
    guard let symbol = scope.symbol(name) else {
      if name == "app" || name == "RunLoop" {
        throw Diagnostic("'\(name)' cannot be used here", at: location)
      }
      if name == "self" || name == "view" || name == "super" {
        throw Diagnostic(
          "unknown name '\(name)': a scenario has no implicit self; name the controller, "
            + "as in 'p.view.addSubview(c.view)'", at: location)
      }
      throw Diagnostic(
        "unknown name '\(name)'"
          + Suggestion.didYouMean(name, among: scope.symbols.keys.sorted() + ["window", "app"]),
        at: location)
    }
    return symbol
  }

  private func controller(_ expression: Expression) throws(Diagnostic) -> ControllerID {
    let symbol = try symbol(expression)
    if case .optionalController = symbol {
      throw Diagnostic(
        "'\(expression.path?.joined(separator: ".") ?? "")' is a UIViewController? and may be "
          + "nil: pass it where nil is accepted, as in 'c.willMove(toParent: parent)'",
        at: expression.location)
    }
    guard case .controller(let controller, _) = symbol else {
      throw Diagnostic(
        "'\(expression.path?.joined(separator: ".") ?? "")' is \(symbol.kind), not a view controller",
        at: expression.location)
    }
    return controller
  }

  private func optionalController(_ expression: Expression) throws(Diagnostic) -> ControllerID? {
    if case .none = expression { return nil }
    if case .name = expression, case .optionalController(let controller) = try symbol(expression) {
      // A handler's bound parent.
      return controller
    }
    return try controller(expression)
  }

  func viewReference(_ expression: Expression) throws(Diagnostic) -> ViewReference {
    switch try receiver(expression) {
    case .view(let view): return view
    case .controller, .window, .storyboard, .boolean, .optionalController:
      throw Diagnostic("expected a view, such as 'c.view' or a UIView()", at: expression.location)
    }
  }

  private func boolean(_ expression: Expression) throws(Diagnostic) -> Bool {
    if case .name = expression, case .boolean(let value) = try symbol(expression) {
      // A handler's bound `animated`.
      return value
    }
    guard case .boolean(let value, _) = expression else {
      throw Diagnostic("expected 'true', 'false' or a bound Boolean", at: expression.location)
    }
    return value
  }

  private func controllers(_ expression: Expression) throws(Diagnostic) -> [ControllerID] {
    guard case .array(let elements, _) = expression else {
      throw Diagnostic("expected a list of view controllers", at: expression.location)
    }
    var list: [ControllerID] = []
    for element in elements { list.append(try controller(element)) }
    return list
  }

  /// The largest whole number a scenario writes exactly: numbers are read
  /// as Swift reads a `Double`, which holds every whole number up to 2^53.
  static let largestExactWholeNumber = 9_007_199_254_740_992.0

  private func integer(_ expression: Expression) throws(Diagnostic) -> Int {
    guard case .number(let value, _) = expression else {
      throw Diagnostic("expected a whole number", at: expression.location)
    }
    let limit = Self.largestExactWholeNumber
    // Past 2^53 every Double is whole but most whole numbers are not exact:
    // 9223372036854775807 reads as 2^63. Say so, with the range.
    guard value >= -limit, value <= limit else {
      throw Diagnostic(
        "this number is out of range: write a whole number from -9007199254740992 to "
          + "9007199254740992", at: expression.location)
    }
    guard let integer = value.exactInteger else {
      throw Diagnostic("expected a whole number", at: expression.location)
    }
    return integer
  }

  /// Checks that a container call goes to a controller of the right class.
  private func require(
    _ kind: ControllerKind, _ actual: ControllerKind, _ receiver: Expression, _ method: String
  ) throws(Diagnostic) {
    guard kind == actual else {
      throw Diagnostic(
        "'\(receiver.path?.joined(separator: ".") ?? "")' is a \(actual), "
          + "which has no '\(method)'; declare it as a \(kind)",
        at: receiver.location)
    }
  }

  /// A duration in seconds: a number from 0 to a billion (scenario language
  /// §1; the model's limit, rule 4.2).
  func duration(_ expression: Expression) throws(Diagnostic) -> Double {
    guard case .number(let value, _) = expression else {
      throw Diagnostic("expected a number", at: expression.location)
    }
    guard value >= 0, value <= Self.longestDuration else {
      throw Diagnostic(
        "a duration must be from 0 to 1000000000 seconds", at: expression.location)
    }
    return value
  }

  /// The longest duration a scenario may write, in seconds.
  static let longestDuration = 1_000_000_000.0

  /// The argument values of a call whose labels must be exactly `labels`,
  /// spelled as a selector spells them: `"_:animated:"` for
  /// `present(_:animated:)`.
  ///
  /// `signature` names the call in the error, and is built only for one.
  /// Neither the labels nor the values are copied into arrays: lowering
  /// checks every call of a scenario this way.
  func expect(
    _ arguments: [Argument], _ labels: StaticString, _ signature: @autoclosure () -> String,
    at location: SourceLocation
  ) throws(Diagnostic) -> ArgumentValues {
    guard ArgumentValues.labels(of: arguments, are: labels) else {
      throw Diagnostic("expected \(signature())", at: arguments.first?.value.location ?? location)
    }
    return ArgumentValues(arguments: arguments)
  }

  func expectNoArguments(
    _ arguments: [Argument], _ signature: @autoclosure () -> String, at location: SourceLocation
  ) throws(Diagnostic) {
    guard let first = arguments.first else { return }
    throw Diagnostic("expected \(signature())", at: first.value.location)
  }
}

extension Lowering {
  /// The calls of a statement's completion blocks, nested ones too, each with
  /// the line it is written on.
  ///
  /// The audit reports mistakes in completion blocks there. Statements
  /// were checked when the scenario was parsed, so lowering them again works;
  /// one that does not is left out.
  func completionLines(of statement: Statement) -> [(Call, Int)] {
    var lines: [(Call, Int)] = []
    var pending = [statement]
    while let next = pending.popLast() {
      guard case .call(_, let block?, _) = next else { continue }
      for inner in block {
        if let call = try? operations(in: [inner]).first {
          lines.append((call, inner.location.line))
        }
        pending.append(inner)
      }
    }
    return lines
  }
}

extension String? {
  /// Whether this is `word`: the lengths are compared first, which costs no
  /// call, so that the names of most statements (`p`, `nav`) are told apart
  /// from the global receivers without a string comparison.
  fileprivate func isSpelled(_ word: String) -> Bool {
    guard let self, self.utf8.count == word.utf8.count else { return false }
    return self == word
  }
}

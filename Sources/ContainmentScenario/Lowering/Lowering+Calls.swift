import Containment

/// Lowering of calls (scenario language §2): a receiver, a method, its
/// arguments and its block.
extension Lowering {
  /// The operation of a call statement; `nil` when its receiver is an
  /// optional chain that met nil (`shown?.removeFromParent()`).
  mutating func call(_ expression: Expression, trailing: [Statement]?) throws(Diagnostic)
    -> Call?
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
    if root.isSpelled("scene") || root.isSpelled("app"),
      let event = try sceneEvent(callee, arguments, at: location)
    {
      return .scene(event)
    }
    guard case .member(let base, let method, let methodLocation) = callee else {
      throw Diagnostic("expected a method call such as 'p.addChild(c)'", at: callee.location)
    }
    if method == "animate", case .unwrap(.member(let owner, "transitionCoordinator", _), _) = base {
      return try animateAlongsideTransition(owner, arguments, trailing, at: location)
    }
    let known = ScenarioMethod(rawValue: method)
    // Revision 4's methods are outside the table: looked for only when the
    // table does not know the name, so that the common calls pay nothing.
    if known == nil,
      let pull = try interactiveDismissal(callee, arguments, at: location)
    {
      return .sheet(pull)
    }
    let receiver = try receiver(base)
    if case .controller(let pages, .pageViewController) = receiver,
      let call = try pageViewCall(pages, method, arguments, trailing, at: location)
    {
      return call
    }
    if trailing != nil, known?.takesCompletion != true {
      throw Diagnostic("'\(method)' takes no trailing block", at: location)
    }
    guard let target = try methodTarget(receiver, base, method, at: location) else {
      return nil  // An optional chain that met nil: nothing happens, as in Swift.
    }
    return try methodCall(
      known, method, on: target, base, arguments, trailing, at: location,
      methodAt: methodLocation)
  }

  /// What a method is called on: a controller, a view or a window; `nil`
  /// for an optional chain that met nil; any other value has no methods.
  private func methodTarget(
    _ receiver: Symbol, _ base: Expression, _ method: String, at location: SourceLocation
  ) throws(Diagnostic) -> MethodTarget? {
    switch receiver {
    case .nothing:
      return nil
    case .controller(let controller, let kind):
      return .controller(controller, kind)
    case .view(let view):
      return .view(view)
    case .window(let window):
      return .window(window)
    case .storyboard:
      throw Diagnostic(
        "use 'let name = sb.instantiateViewController(withIdentifier: \"…\")'", at: location)
    case .boolean:
      // A handler's bound `animated` has no methods.
      throw Diagnostic("'\(spelling(of: base))' is a Boolean", at: location)
    case .optionalController:
      // A bound parent or an optional variable may be nil; Swift wants `?.`.
      throw Diagnostic(
        "'\(spelling(of: base))' is a UIViewController? and may be nil: "
          + "call methods on a declared controller, or write '\(spelling(of: base))?.\(method)(…)'",
        at: base.location)
    case .integer, .list, .optionalView, .presence, .transitionContext:
      // Values a condition reads: no methods here.
      throw Diagnostic(
        "'\(spelling(of: base))' is \(receiver.kind), which has no method '\(method)'", at: location
      )
    }
  }

  /// A method call on a view, a window or a controller, as the method
  /// table (``ScenarioMethod``) spells it: its name, its arguments' labels,
  /// its completion block.
  ///
  /// `known` is the table's entry for `method`, if any.
  private mutating func methodCall(
    _ known: ScenarioMethod?, _ method: String, on receiver: MethodTarget, _ base: Expression,
    _ arguments: [Argument],
    _ trailing: [Statement]?, at location: SourceLocation, methodAt methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch receiver {
    case .controller(let controller, let kind):
      guard let known, known.isControllerMethod else {
        throw Diagnostic(
          "'\(method)' is not a view-controller call of the scenario language"
            + Suggestion.didYouMean(method, among: ScenarioMethod.controllerMethodNames),
          at: methodLocation)
      }
      try requireKind(of: known, kind, base)
      let (values, completion) = try argumentValues(of: known, arguments, trailing, at: location)
      return try controllerCall(known, controller, values, completion, at: methodLocation)
    case .view(let view):
      guard let known, known.receiver == .view else {
        throw Diagnostic("a view has no method '\(method)' here", at: methodLocation)
      }
      let (values, _) = try argumentValues(of: known, arguments, trailing, at: location)
      return try viewCall(known, view, values, at: methodLocation)
    case .window(let window):
      guard let known, known.receiver == .window else {
        throw Diagnostic("a window has no method '\(method)' here", at: methodLocation)
      }
      let (values, _) = try argumentValues(of: known, arguments, trailing, at: location)
      return try windowCall(known, window, values, at: methodLocation)
    }
  }

  /// The method pasted Swift's `view.subviews.forEach { $0.removeFromSuperview() }`
  /// expands to (scenario language §6): a name no scenario's text can write.
  static let removingEverySubview = "#removeEverySubview"

  /// The removals of every subview `base` has now, in order.
  ///
  /// `view.removeFromSuperview()` for each, as Swift's loop over a snapshot
  /// of `subviews` does: a controller's root view among them disappears
  /// (rule 2.3). `base`'s controller's view is loaded first if it is not, as
  /// reading `view` does.
  func subviewRemovals(of base: Expression) throws(Diagnostic) -> [Call] {
    guard case .view(let reference) = try receiver(base) else {
      throw Diagnostic("'subviews' is read of a view only", at: base.location)
    }
    guard let world = reading?.world else { return [] }
    let owner: ViewID
    switch reference {
    case .view(let controller):
      guard let view = world.view(of: controller) else { return [.loadViewIfNeeded(controller)] }
      owner = view
    case .plain(let view):
      owner = view
    }
    return world.subviews(of: owner).map { .removeFromSuperview(world.reference(to: $0)) }
  }

  /// What a method is called on.
  private enum MethodTarget {
    case controller(ControllerID, ControllerKind)
    case view(ViewReference)
    case window(WindowID)
  }

  /// Refuses a method of UIKit's containers on a controller of the wrong
  /// class, as Objective-C does.
  private func requireKind(
    of method: ScenarioMethod, _ kind: ControllerKind, _ base: Expression
  ) throws(Diagnostic) {
    switch method.receiver {
    case .navigationController:
      try require(.navigationController, kind, base, method.name)
    case .tabBarController:
      try require(.tabBarController, kind, base, method.name)
    case .navigationOrTabBarController:
      if kind != .tabBarController { try require(.navigationController, kind, base, method.name) }
    case .controller, .view, .window:
      // Any controller; views and windows are refused before.
      break
    }
  }

  /// The arguments of a call of `method`, checked against its labels, and
  /// its completion block, if it takes one.
  private mutating func argumentValues(
    of method: ScenarioMethod, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> (ArgumentValues, CallBlock?) {
    guard method.takesCompletion else {
      return (try expect(arguments, method.labels, method.signature, at: location), nil)
    }
    // UIKit's full form of `transition`, `options:animations:completion:`,
    // may follow its leading arguments.
    let count = method.labels.withUTF8Buffer { $0.count { $0 == UInt8(ascii: ":") } }
    let extras: Set<String> = method == .transition ? ["options", "animations"] : []
    let (leading, completion) = try completionArgument(
      arguments, trailing, after: count, allowing: extras, at: location)
    return (try expect(leading, method.labels, method.signature, at: location), completion)
  }

  /// The ``Call`` of a controller's method, its arguments checked.
  private mutating func controllerCall(
    _ method: ScenarioMethod, _ controller: ControllerID, _ values: ArgumentValues,
    _ completion: CallBlock?, at methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch method {
    case .addChild: return .addChild(try self.controller(values[0]), to: controller)
    case .removeFromParent: return .removeFromParent(controller)
    case .willMove:
      return .directCall(.willMove(toParent: try optionalController(values[0])), on: controller)
    case .didMove:
      return .directCall(.didMove(toParent: try optionalController(values[0])), on: controller)
    case .loadViewIfNeeded: return .loadViewIfNeeded(controller)
    case .loadView: return .directCall(.loadView, on: controller)
    case .viewDidLoad: return .directCall(.viewDidLoad, on: controller)
    case .viewWillAppear:
      return .directCall(.viewWillAppear(try boolean(values[0])), on: controller)
    case .viewIsAppearing:
      return .directCall(.viewIsAppearing(try boolean(values[0])), on: controller)
    case .viewDidAppear: return .directCall(.viewDidAppear(try boolean(values[0])), on: controller)
    case .viewWillDisappear:
      return .directCall(.viewWillDisappear(try boolean(values[0])), on: controller)
    case .viewDidDisappear:
      return .directCall(.viewDidDisappear(try boolean(values[0])), on: controller)
    case .beginAppearanceTransition:
      return .beginAppearanceTransition(
        controller, isAppearing: try boolean(values[0]), animated: try boolean(values[1]))
    case .endAppearanceTransition: return .endAppearanceTransition(controller)
    case .transition:
      return .transition(
        in: controller, from: try self.controller(values[0]), to: try self.controller(values[1]),
        duration: try duration(values[2]), completion: completion)
    case .pushViewController:
      return .pushViewController(
        try self.controller(values[0]), onto: controller, animated: try boolean(values[1]))
    case .popViewController: return .popViewController(controller, animated: try boolean(values[0]))
    case .popToRootViewController:
      return .popToRootViewController(controller, animated: try boolean(values[0]))
    case .popToViewController:
      return .popToViewController(
        try self.controller(values[0]), in: controller, animated: try boolean(values[1]))
    case .setViewControllers:
      return .setViewControllers(
        try controllers(values[0]), of: controller, animated: try boolean(values[1]))
    case .beginInteractivePop: return .beginInteractivePop(controller)
    case .cancelInteractivePop: return .cancelInteractivePop(controller)
    case .finishInteractivePop: return .finishInteractivePop(controller)
    case .tapTab: return .tapTab(at: try integer(values[0]), of: controller)
    case .present:
      return .present(
        try self.controller(values[0]), from: controller, animated: try boolean(values[1]),
        completion: completion)
    case .dismiss:
      return .dismiss(controller, animated: try boolean(values[0]), completion: completion)
    case .addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded, .makeKeyAndVisible,
      .rotate:
      // A view's or a window's: refused before, as here.
      throw Diagnostic(
        "'\(method.name)' is not a view-controller call of the scenario language",
        at: methodLocation)
    }
  }

  /// The ``Call`` of a view's method, its arguments checked.
  private mutating func viewCall(
    _ method: ScenarioMethod, _ view: ViewReference, _ values: ArgumentValues,
    at methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch method {
    case .addSubview: return .addSubview(try viewReference(values[0]), to: view)
    case .removeFromSuperview: return .removeFromSuperview(view)
    case .setNeedsLayout: return .setNeedsLayout(view)
    case .layoutIfNeeded: return .layoutIfNeeded(view)
    case .addChild, .removeFromParent, .willMove, .didMove, .loadViewIfNeeded, .loadView,
      .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear, .beginAppearanceTransition, .endAppearanceTransition, .transition,
      .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
      .setViewControllers, .beginInteractivePop, .cancelInteractivePop, .finishInteractivePop,
      .tapTab, .present, .dismiss, .makeKeyAndVisible, .rotate:
      // Another receiver's: refused before, as here.
      throw Diagnostic("a view has no method '\(method.name)' here", at: methodLocation)
    }
  }

  /// The ``Call`` of a window's method, its arguments checked.
  private mutating func windowCall(
    _ method: ScenarioMethod, _ window: WindowID, _ values: ArgumentValues,
    at methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch method {
    case .makeKeyAndVisible: return .makeKeyAndVisible(window)
    case .rotate:
      guard let orientation = try enumValue(values[0], Orientation.init(rawValue:)) else {
        if case .enumCase(let name, let caseLocation) = values[0] {
          throw Diagnostic("'.\(name)' is not an interface orientation", at: caseLocation)
        }
        throw Diagnostic(
          "expected an orientation such as '.landscapeLeft'", at: values[0].location)
      }
      return .rotate(window, to: orientation, duration: try duration(values[1]))
    case .addChild, .removeFromParent, .willMove, .didMove, .loadViewIfNeeded, .loadView,
      .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear, .beginAppearanceTransition, .endAppearanceTransition, .transition,
      .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
      .setViewControllers, .beginInteractivePop, .cancelInteractivePop, .finishInteractivePop,
      .tapTab, .present, .dismiss, .addSubview, .removeFromSuperview, .setNeedsLayout,
      .layoutIfNeeded:
      // Another receiver's: refused before, as here.
      throw Diagnostic("a window has no method '\(method.name)' here", at: methodLocation)
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
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // Any other member of RunLoop, or a longer or shorter chain.
      throw Diagnostic(
        "expected 'RunLoop.main.turn()', 'run(for:)' or 'runUntilIdle()'", at: location)
    }
  }

  /// Splits UIKit's labelled completion off a call's arguments: the first
  /// `count` arguments, and the completion given as `completion: { … }`,
  /// `completion: nil` or a trailing closure.
  ///
  /// The labels in `allowing` may come between them, as UIKit's full
  /// signatures write them (`options: [], animations: nil`); `options` takes
  /// any list or case, and `animations` only `nil` or an empty block, as
  /// the model moves no frames.
  private mutating func completionArgument(
    _ arguments: [Argument], _ trailing: [Statement]?, after count: Int,
    allowing extras: Set<String> = [], at location: SourceLocation
  ) throws(Diagnostic) -> (leading: [Argument], completion: CallBlock?) {
    guard arguments.count > count else { return (arguments, try optionalBlock(trailing)) }
    var completion: CallBlock?
    var completionGiven = false
    for argument in arguments[count...] {
      switch argument.label {
      case "completion"?:
        completionGiven = true
        if case .none = argument.value { continue }
        guard case .closure(let statements, _) = argument.value else {
          throw Diagnostic("expected a block '{ … }' or nil", at: argument.value.location)
        }
        completion = try block(statements)
      case "options"? where extras.contains("options"):
        switch argument.value {
        case .array, .enumCase: continue
        case .name, .number, .string, .boolean, .none, .member, .call, .closure, .binary, .not,
          .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          throw Diagnostic("expected options such as '[]'", at: argument.value.location)
        }
      case "animations"? where extras.contains("animations"):
        switch argument.value {
        case .none: continue
        case .closure(let statements, _) where statements.isEmpty: continue
        case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .closure,
          .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          throw Diagnostic(
            "the model moves no frames: write 'animations: nil' and put view moves before "
              + "the call or in its completion", at: argument.value.location)
        }
      default:
        return (arguments, nil)  // Not UIKit's form: the labels check says what is expected.
      }
    }
    if trailing != nil {
      guard !completionGiven else {
        throw Diagnostic("this call takes no more blocks", at: location)
      }
      completion = try optionalBlock(trailing)
    }
    return (Array(arguments[..<count]), completion)
  }

  /// `c.transitionCoordinator?.animate(alongsideTransition: nil) { _ in … }`.
  ///
  /// Rule 5.5: the completion waits for the end of the transition UIKit
  /// drives that moves `c`; `nil` when `owner` is an optional chain that
  /// met nil. The animations block may only be `nil` or empty, as the model
  /// moves no frames.
  private mutating func animateAlongsideTransition(
    _ owner: Expression, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    let form = "'animate(alongsideTransition: nil) { _ in … }'"
    guard let controller = try optionalChainController(owner) else { return nil }
    guard let first = arguments.first, first.label == "alongsideTransition" else {
      throw Diagnostic("expected \(form)", at: location)
    }
    switch first.value {
    case .none:
      break
    case .closure(let statements, _) where statements.isEmpty:
      break
    case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      throw Diagnostic(
        "the model moves no frames: write 'alongsideTransition: nil' and put the calls in the "
          + "completion", at: first.value.location)
    }
    // The completion's parameter is the transition's context, read when
    // the completion runs (`context.isCancelled`).
    func bindingContext(_ statements: [Statement]) -> [Statement] {
      guard statements.count == 1, let (parameter, body) = statements[0].blockBinding else {
        return statements
      }
      return [
        .bound(parameter, value: .name(Self.transitionContext, parameter.location), body: body)
      ]
    }
    var arguments = arguments
    for index in arguments.indices where arguments[index].label == "completion" {
      if case .closure(let statements, let closureAt) = arguments[index].value {
        arguments[index].value = .closure(bindingContext(statements), closureAt)
      }
    }
    let (leading, completion) = try completionArgument(
      arguments, trailing.map(bindingContext), after: 1, at: location)
    guard leading.count == 1 else { throw Diagnostic("expected \(form)", at: location) }
    return .animateAlongsideTransition(of: controller, completion: completion)
  }

  /// The name a coordinator's completion binds its parameter to: the
  /// transition's context, which no scenario's text can write.
  static let transitionContext = "#transitionContext"

  /// The block of a trailing closure, if there is one.
  private mutating func optionalBlock(_ trailing: [Statement]?) throws(Diagnostic) -> CallBlock? {
    guard let trailing else { return nil }
    return try block(trailing)
  }

  /// The calls a completion block may follow.

}

extension Lowering {
  /// The scene event a call on `scene` or `app` names, if it is one.
  ///
  /// Scenario language §8, rule 6.4: `scene.enterBackground()`,
  /// `app.enterForeground()`, `scene.disconnect()`. `app` names the two
  /// the app delegate knows; `scene` all five.
  func sceneEvent(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> SceneEvent?
  {
    guard case .member(.name(let receiver, _), let method, _) = callee,
      receiver == "scene" || receiver == "app"
    else { return nil }
    guard let event = SceneEvent(rawValue: method) else {
      guard receiver == "scene" else { return nil }
      throw Diagnostic(
        "'scene.\(method)' is not a scene event: write one of "
          + SceneEvent.allCases.map { "scene.\($0.rawValue)()" }.joined(separator: ", "),
        at: callee.location)
    }
    if receiver == "app", event != .enterBackground, event != .enterForeground {
      throw Diagnostic(
        "the app goes to the background and comes back ('app.enterBackground()', "
          + "'app.enterForeground()'); write 'scene.\(method)()'", at: callee.location)
    }
    try expectNoArguments(arguments, "\(receiver).\(method)()", at: location)
    return event
  }
}

extension Lowering {
  /// The pull a call on a controller names, if it is one (rule 5.3a):
  /// `b.beginInteractiveDismiss()`, `b.finishInteractiveDismiss()`,
  /// `b.cancelInteractiveDismiss()`.
  func interactiveDismissal(
    _ callee: Expression, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> SheetCall? {
    guard case .member(let base, let method, _) = callee else { return nil }
    let make: (ControllerID) -> SheetCall
    switch method {
    case "beginInteractiveDismiss": make = SheetCall.beginInteractiveDismiss
    case "finishInteractiveDismiss": make = SheetCall.finishInteractiveDismiss
    case "cancelInteractiveDismiss": make = SheetCall.cancelInteractiveDismiss
    case "dragSheet":
      guard arguments.count == 1, arguments[0].label == "to",
        case .enumCase(let detent, _) = arguments[0].value
      else { throw Diagnostic("expected 'dragSheet(to: .medium)'", at: location) }
      return .dragSheet(to: detent, of: try controller(base))
    default: return nil
    }
    try expectNoArguments(arguments, "\(method)()", at: location)
    return make(try controller(base))
  }
}

extension Lowering {
  /// A page view controller's own methods (scenario language §8, rule 5.4):
  /// `setViewControllers(_:direction:animated:)` with an optional
  /// completion, and the interactive swipe; `nil` for any other method.
  mutating func pageViewCall(
    _ pages: ControllerID, _ method: String, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    switch method {
    case "setViewControllers":
      return try setPages(of: pages, arguments, trailing, at: location)
    case "beginInteractiveSwipe":
      guard arguments.count == 1 else {
        throw Diagnostic(
          "expected 'beginInteractiveSwipe(to: b)' or 'beginInteractiveSwipe(direction: .forward)'",
          at: location)
      }
      if arguments[0].label == "direction" {
        return .pageView(.beginSwipeInDirection(try direction(arguments[0].value), of: pages))
      }
      guard arguments[0].label == "to" else {
        throw Diagnostic("expected 'beginInteractiveSwipe(to: b)'", at: location)
      }
      return .pageView(.beginSwipeToward(try controller(arguments[0].value), of: pages))
    case "finishInteractiveSwipe":
      try expectNoArguments(arguments, "finishInteractiveSwipe()", at: location)
      return .pageView(.finishSwipe(pages))
    case "cancelInteractiveSwipe":
      try expectNoArguments(arguments, "cancelInteractiveSwipe()", at: location)
      return .pageView(.cancelSwipe(pages))
    default:
      return nil
    }
  }

  /// A page view controller's direction: `.forward` or `.reverse`.
  private func direction(_ value: Expression) throws(Diagnostic) -> PageNavigationDirection {
    guard let direction = try enumValue(value, PageNavigationDirection.init(rawValue:)) else {
      throw Diagnostic("a direction is '.forward' or '.reverse'", at: value.location)
    }
    return direction
  }

  /// `pages.setViewControllers([b], direction: .forward, animated: true)`
  /// with an optional completion, as an argument or a trailing block (rule
  /// 5.4).
  private mutating func setPages(
    of pages: ControllerID, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call {
    let labels = arguments.map(\.label)
    let usage = "setViewControllers([b], direction: .forward, animated: true)"
    guard
      labels == [nil, "direction", "animated"]
        || labels == [nil, "direction", "animated", "completion"]
    else { throw Diagnostic("expected '\(usage)'", at: location) }
    let direction = try direction(arguments[1].value)
    var block = trailing
    if arguments.count == 4 {
      switch arguments[3].value {
      case .closure(let statements, _): block = statements
      case .none: block = nil
      case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        throw Diagnostic(
          "expected a completion block or nil", at: arguments[3].value.location)
      }
    }
    return .setPages(
      try controllers(arguments[0].value), of: pages, direction: direction,
      animated: try boolean(arguments[2].value),
      completion: try block.map { (statements) throws(Diagnostic) in try self.block(statements) })
  }
}

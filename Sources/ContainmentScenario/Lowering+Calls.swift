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
    guard case .member(let base, let method, let methodLocation) = callee else {
      throw Diagnostic("expected a method call such as 'p.addChild(c)'", at: callee.location)
    }
    let receiver = try receiver(base)
    if trailing != nil, !Self.methodsTakingBlocks.contains(method) {
      throw Diagnostic("'\(method)' takes no trailing block", at: location)
    }
    switch receiver {
    case .nothing:
      // An optional chain that met nil: nothing happens, as in Swift.
      return nil
    case .controller(let controller, let kind):
      return try controllerCall(
        controller, kind, base, method, arguments, trailing, at: location,
        methodAt: methodLocation)
    case .view(let view):
      return try viewCall(view, method, arguments, at: location, methodAt: methodLocation)
    case .window(let window):
      return try windowCall(window, method, arguments, at: location, methodAt: methodLocation)
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
    case .integer, .list, .optionalView, .presence:
      // Values a condition reads: no methods here.
      throw Diagnostic(
        "'\(spelling(of: base))' is \(receiver.kind), which has no method '\(method)'", at: location
      )
    }
  }

  /// A call on a view (scenario language §2): its subviews and layout.
  private mutating func viewCall(
    _ view: ViewReference, _ method: String, _ arguments: [Argument],
    at location: SourceLocation, methodAt methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    switch method {
    case "addSubview":
      let values = try expect(arguments, "_:", "addSubview(_:)", at: location)
      return .addSubview(try viewReference(values[0]), to: view)
    case "removeFromSuperview":
      try expectNoArguments(arguments, "removeFromSuperview()", at: location)
      return .removeFromSuperview(view)
    case "setNeedsLayout":
      try expectNoArguments(arguments, "setNeedsLayout()", at: location)
      return .setNeedsLayout(view)
    case "layoutIfNeeded":
      try expectNoArguments(arguments, "layoutIfNeeded()", at: location)
      return .layoutIfNeeded(view)
    default:
      throw Diagnostic("a view has no method '\(method)' here", at: methodLocation)
    }
  }

  /// A call on a window (scenario language §2): showing and rotating it.
  private mutating func windowCall(
    _ window: WindowID, _ method: String, _ arguments: [Argument],
    at location: SourceLocation, methodAt methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
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
  }

  private mutating func controllerCall(
    _ controller: ControllerID, _ kind: ControllerKind, _ receiver: Expression, _ method: String,
    _ arguments: [Argument], _ trailing: [Statement]?, at location: SourceLocation,
    methodAt methodLocation: SourceLocation
  ) throws(Diagnostic) -> Call {
    if let call = try containerCall(controller, kind, receiver, method, arguments, at: location) {
      return call
    }
    if let call = try presentationCall(controller, method, arguments, trailing, at: location) {
      return call
    }
    if let call = try directCallbackCall(controller, method, arguments, at: location) {
      return call
    }
    switch method {
    case "addChild":
      let values = try expect(arguments, "_:", "addChild(_:)", at: location)
      return .addChild(try self.controller(values[0]), to: controller)
    case "removeFromParent":
      try expectNoArguments(arguments, "removeFromParent()", at: location)
      return .removeFromParent(controller)
    case "loadViewIfNeeded":
      try expectNoArguments(arguments, "loadViewIfNeeded()", at: location)
      return .loadViewIfNeeded(controller)
    case "beginAppearanceTransition":
      let values = try expect(
        arguments, "_:animated:", "beginAppearanceTransition(_:animated:)", at: location)
      return .beginAppearanceTransition(
        controller, isAppearing: try boolean(values[0]), animated: try boolean(values[1]))
    case "endAppearanceTransition":
      try expectNoArguments(arguments, "endAppearanceTransition()", at: location)
      return .endAppearanceTransition(controller)
    case "transition":
      // UIKit's full form, `options:animations:completion:`, may follow.
      let (leading, completion) = try completionArgument(
        arguments, trailing, after: 3, allowing: ["options", "animations"], at: location)
      let values = try expect(
        leading, "from:to:duration:", "transition(from:to:duration:options:animations:completion:)",
        at: location)
      return .transition(
        in: controller, from: try self.controller(values[0]), to: try self.controller(values[1]),
        duration: try duration(values[2]), completion: completion)
    default:
      throw Diagnostic(
        "'\(method)' is not a view-controller call of the scenario language"
          + Suggestion.didYouMean(method, among: Suggestion.controllerCalls), at: methodLocation)
    }
  }

  /// A callback called directly, as a container calls it on a child
  /// (rules 1.3, 2.6); `nil` for any other method.
  private mutating func directCallbackCall(
    _ controller: ControllerID, _ method: String, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    switch method {
    case "willMove", "didMove":
      let values = try expect(arguments, "toParent:", "\(method)(toParent:)", at: location)
      let parent = try optionalController(values[0])
      let callback: Callback.Method =
        method == "willMove" ? .willMove(toParent: parent) : .didMove(toParent: parent)
      return .directCall(callback, on: controller)
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
    default:
      return nil
    }
  }

  /// A call of UIKit's containers on a controller (rules 5.1, 5.2); `nil`
  /// for any other method.
  private mutating func containerCall(
    _ controller: ControllerID, _ kind: ControllerKind, _ receiver: Expression, _ method: String,
    _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    switch method {
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
    default:
      return nil
    }
  }

  /// `present` and `dismiss` (rule 5.3); `nil` for any other method.
  private mutating func presentationCall(
    _ controller: ControllerID, _ method: String, _ arguments: [Argument],
    _ trailing: [Statement]?, at location: SourceLocation
  ) throws(Diagnostic) -> Call? {
    switch method {
    case "present":
      let (leading, completion) = try completionArgument(
        arguments, trailing, after: 2, at: location)
      let values = try expect(
        leading, "_:animated:", "present(_:animated:completion:)", at: location)
      return .present(
        try self.controller(values[0]), from: controller, animated: try boolean(values[1]),
        completion: completion)
    case "dismiss":
      let (leading, completion) = try completionArgument(
        arguments, trailing, after: 1, at: location)
      let values = try expect(leading, "animated:", "dismiss(animated:completion:)", at: location)
      return .dismiss(controller, animated: try boolean(values[0]), completion: completion)
    default:
      return nil
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
      .binary, .not, .subscript, .unwrap:
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
  ) throws(Diagnostic) -> (leading: [Argument], completion: [Call]?) {
    guard arguments.count > count else { return (arguments, try optionalBlock(trailing)) }
    var completion: [Call]?
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
          .subscript, .unwrap:
          throw Diagnostic("expected options such as '[]'", at: argument.value.location)
        }
      case "animations"? where extras.contains("animations"):
        switch argument.value {
        case .none: continue
        case .closure(let statements, _) where statements.isEmpty: continue
        case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .closure,
          .binary, .not, .subscript, .unwrap:
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

  /// The block of a trailing closure, if there is one.
  private mutating func optionalBlock(_ trailing: [Statement]?) throws(Diagnostic) -> [Call]? {
    guard let trailing else { return nil }
    return try block(trailing)
  }

  /// The calls a completion block may follow.
  private static let methodsTakingBlocks: Set<String> = ["transition", "present", "dismiss"]

}

import Containment

/// Lowering of the language's timing constructs (scenario language §5;
/// rules 4.5, 4.6): the main queue and UIView's animations.
extension Lowering {
  /// `DispatchQueue.main.async { … }` and
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }`.
  mutating func mainQueue(
    _ callee: Expression, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Call {
    guard let path = callee.path, path.count == 3, path[0] == "DispatchQueue", path[1] == "main"
    else {
      throw Diagnostic(
        "expected 'DispatchQueue.main.async { … }' or "
          + "'DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }'", at: location)
    }
    switch path[2] {
    case "async":
      try expectNoArguments(arguments, "DispatchQueue.main.async { … }", at: location)
      return .mainQueueAsync(try block(trailing, of: "DispatchQueue.main.async", at: location))
    case "asyncAfter":
      let values = try expect(
        arguments, "deadline:", "DispatchQueue.main.asyncAfter(deadline: .now() + seconds)",
        at: location)
      guard case .binary(.plus, .call(.enumCase("now", _), let now, _), let offset, _) = values[0],
        now.isEmpty
      else {
        throw Diagnostic("expected a deadline '.now() + seconds'", at: values[0].location)
      }
      return .mainQueueAsyncAfter(
        seconds: try deadlineOffset(offset),
        try block(trailing, of: "DispatchQueue.main.asyncAfter", at: location))
    default:
      throw Diagnostic(
        "'DispatchQueue.main.\(path[2])' is not a call of the scenario language"
          + Suggestion.didYouMean(path[2], among: ["async", "asyncAfter"]), at: location)
    }
  }

  /// A deadline's offset in seconds: a number, or Dispatch's
  /// `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)` or
  /// `.nanoseconds(n)` of a whole number.
  private func deadlineOffset(_ offset: Expression) throws(Diagnostic) -> Double {
    guard case .call(.enumCase(let unit, _), let arguments, _) = offset,
      let scale = Self.dispatchUnitSeconds(unit)
    else { return try duration(offset) }
    guard arguments.count == 1, arguments[0].label == nil,
      case .number(let count, _) = arguments[0].value, let whole = count.exactInteger
    else {
      throw Diagnostic("expected '.\(unit)(n)' of a whole number", at: offset.location)
    }
    let seconds = Double(whole) * scale
    guard seconds >= 0, seconds <= Self.longestDuration else {
      throw Diagnostic("a duration must be from 0 to 1000000000 seconds", at: offset.location)
    }
    return seconds
  }

  /// `UIView.animate(…)`, `UIView.transition(with:…)` and
  /// `UIView.performWithoutAnimation { … }`: the start of the block, its
  /// statements, which run at once, and its end.
  mutating func viewAnimation(_ expression: Expression, trailing: [Statement]?)
    throws(Diagnostic) -> Action
  {
    guard
      case .call(.member(.name("UIView", _), let method, _), let arguments, let location) =
        expression
    else {
      throw Diagnostic(
        "expected 'UIView.animate(withDuration:…)', 'UIView.transition(with:…)' or "
          + "'UIView.performWithoutAnimation { … }'", at: expression.location)
    }
    switch method {
    case "performWithoutAnimation":
      try expectNoArguments(arguments, "UIView.performWithoutAnimation { … }", at: location)
      guard let trailing else {
        throw Diagnostic("'UIView.performWithoutAnimation' needs a block '{ … }'", at: location)
      }
      if isChecking { try check(trailing) }
      return .animate(begin: .disableViewAnimations, body: trailing, end: .enableViewAnimations)
    case "transition" where arguments.first?.label == "from":
      return try viewTransition(arguments, trailing, at: location)
    case "animate", "transition":
      let parts = try animationParts(method, arguments, trailing, at: location)
      if isChecking { try check(parts.animations) }
      return .animate(
        begin: .beginViewAnimations(
          duration: parts.duration, delay: parts.delay, completion: parts.completion),
        body: parts.animations, end: .commitViewAnimations)
    default:
      throw Diagnostic(
        "'UIView.\(method)' is not a call of the scenario language"
          + Suggestion.didYouMean(
            method, among: ["animate", "transition", "performWithoutAnimation"]),
        at: location)
    }
  }

  /// The seconds in one of Dispatch's units; `nil` for another name.
  private static func dispatchUnitSeconds(_ unit: String) -> Double? {
    switch unit {
    case "seconds": 1
    case "milliseconds": 1e-3
    case "microseconds": 1e-6
    case "nanoseconds": 1e-9
    default: nil
    }
  }

  /// The duration, delay, animations and completion of `UIView.animate` or
  /// `UIView.transition(with:…)`, as their arguments give them.
  private struct AnimationParts {
    var duration = 0.0
    var delay = 0.0
    var animations: [Statement]?
    var completion: CallBlock?
    var completionGiven = false
    /// `UIView.transition(with:)`'s view.
    var transitioned: Expression?
  }

  /// The duration, delay, animations and completion of `UIView.animate` or
  /// `UIView.transition`, in the forms of scenario language §5.
  private mutating func animationParts(
    _ method: String, _ arguments: [Argument], _ trailing: [Statement]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> (
    duration: Double, delay: Double, animations: [Statement], completion: CallBlock?
  ) {
    var parts = AnimationParts()
    for argument in arguments { try read(argument, of: method, into: &parts) }
    if let trailing {
      // A trailing closure is the last block the call takes: the animations
      // when no animations were given, else the completion.
      if parts.animations == nil {
        parts.animations = trailing
      } else if !parts.completionGiven {
        parts.completion = try block(trailing)
      } else {
        throw Diagnostic("this call takes no more blocks", at: location)
      }
    }
    guard var animations = parts.animations else {
      throw Diagnostic("expected an animations block: 'animations: { … }'", at: location)
    }
    // Swift's animations block takes no argument: `{ finished in … }` is a
    // completion's.
    if animations.count == 1, let (parameter, _) = animations[0].blockBinding {
      throw Diagnostic(
        "the animations block takes no argument: '\(parameter.name) in' belongs to a completion; "
          + "write 'animations: { … }, completion: { \(parameter.name) in … }'",
        at: parameter.location)
    }
    if let transitioned = parts.transitioned, case .member(_, "view", let viewAt) = transitioned {
      // `UIView.transition(with: x.view, …)` reads `x.view`, which loads it
      // first, as reading it anywhere does.
      animations.insert(.discard(transitioned, at: viewAt), at: 0)
    }
    return (parts.duration, parts.delay, animations, parts.completion)
  }

  /// Reads one argument of `UIView.animate` or `UIView.transition(with:…)`.
  private mutating func read(
    _ argument: Argument, of method: String, into parts: inout AnimationParts
  ) throws(Diagnostic) {
    switch argument.label {
    case "withDuration" where method == "animate", "duration" where method == "transition":
      parts.duration = try duration(argument.value)
    case "delay" where method == "animate":
      parts.delay = try duration(argument.value)
    case "with" where method == "transition":
      // The view whose content changes: any view the scenario knows, or a
      // window (a `UIWindow` is a view: `UIView.transition(with: window,
      // …) { window.rootViewController = next }`).
      var transitioned = argument.value
      while case .unwrap(let base, _) = transitioned { transitioned = base }
      while case .forceUnwrap(let base, _) = transitioned { transitioned = base }
      if case .member(let view, "window", _) = transitioned {
        // `view.window`, `view.window!`, or a name bound to it (`guard let
        // window = view.window`).
        _ = try viewReference(view)
      } else if case .window = try receiver(argument.value) {
        // The scenario's own window.
      } else {
        _ = try viewReference(argument.value)
      }
      parts.transitioned = argument.value
    case "options":
      guard case .array = argument.value else {
        throw Diagnostic("expected options such as '[]'", at: argument.value.location)
      }
    case "animations":
      // `UIView.transition(with:…, animations: nil)`: its block is optional
      // in UIKit, and nil changes no view.
      if method == "transition", case .none = argument.value {
        parts.animations = []
      } else {
        parts.animations = try closureStatements(argument.value)
      }
    case "completion":
      parts.completionGiven = true
      if case .none = argument.value { return }
      parts.completion = try block(try closureStatements(argument.value))
    default:
      let form =
        method == "animate"
        ? "animate(withDuration:delay:options:animations:completion:)"
        : "transition(with:duration:options:animations:completion:)"
      throw Diagnostic(
        "expected UIView.\(form) (delay, options and completion may be left out)",
        at: argument.value.location)
    }
  }

  /// `UIView.transition(from: a, to: b, duration: d, options: o, completion: c)`
  /// (scenario language §6; rule 4.6, grade inf): an animation of `d` whose
  /// block, run at its start, removes `a` from its superview and adds `b`
  /// there; with `.showHideTransitionViews` among the options, hides `a`
  /// and shows `b` instead (doc).
  private mutating func viewTransition(
    _ arguments: [Argument], _ trailing: [Statement]?, at location: SourceLocation
  ) throws(Diagnostic) -> Action {
    var from: Expression?
    var to: Expression?
    var duration = 0.0
    var completion: CallBlock?
    var showsAndHides = false
    for argument in arguments {
      switch argument.label {
      case "from"?: from = argument.value
      case "to"?: to = argument.value
      case "duration"?: duration = try self.duration(argument.value)
      case "options"?: showsAndHides = Self.showsAndHides(argument.value)
      case "completion"?:
        if case .none = argument.value { continue }
        completion = try block(try closureStatements(argument.value))
      default:
        throw Diagnostic(
          "expected UIView.transition(from:to:duration:options:completion:)",
          at: argument.labelLocation ?? argument.value.location)
      }
    }
    if let trailing { completion = try block(trailing) }
    guard let from, let to else {
      throw Diagnostic(
        "expected UIView.transition(from:to:duration:options:completion:)", at: location)
    }
    _ = try viewReference(from)
    _ = try viewReference(to)
    let moves = Self.viewTransitionMoves(
      from: from, to: to, showsAndHides: showsAndHides, at: location)
    if isChecking { try check(moves) }
    return .animate(
      begin: .beginViewAnimations(duration: duration, delay: 0, completion: completion),
      body: moves, end: .commitViewAnimations)
  }

  /// Whether animation options hold `.showHideTransitionViews`, alone or
  /// in a list: `UIView.transition(from:to:…)` then hides and shows its
  /// views instead of moving them (rule 4.6, doc).
  static func showsAndHides(_ options: Expression) -> Bool {
    switch options {
    case .enumCase("showHideTransitionViews", _):
      return true
    case .array(let elements, _):
      return elements.contains {
        if case .enumCase("showHideTransitionViews", _) = $0 { return true }
        return false
      }
    case .name, .number, .string, .boolean, .none, .enumCase, .member, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }

  /// What `UIView.transition(from: a, to: b, …)` does to its views at its
  /// start: `a` removed from its superview and `b` added there, or, with
  /// `.showHideTransitionViews`, both left where they are, `a` hidden and
  /// `b` shown (doc: "hidden or shown (instead of removed or added)"),
  /// which no appearance callback follows (rule 2.3).
  private static func viewTransitionMoves(
    from: Expression, to: Expression, showsAndHides: Bool, at location: SourceLocation
  ) -> [Statement] {
    if showsAndHides {
      return [
        .assignment(
          target: .member(from, "isHidden", location), value: .boolean(true, location),
          at: location),
        .assignment(
          target: .member(to, "isHidden", location), value: .boolean(false, location),
          at: location),
      ]
    }
    // The superview is read before the removal, bound for the addition.
    let superview = HandlerParameter(name: "superview#transition", location: location)
    return [
      .bound(
        superview, value: .member(from, "superview", location),
        body: [
          .call(
            .call(.member(from, "removeFromSuperview", location), [], location),
            trailingBlock: nil, at: location),
          .call(
            .call(
              .member(.unwrap(.name(superview.name, location), location), "addSubview", location),
              [Argument(label: nil, value: to)], location), trailingBlock: nil, at: location),
        ])
    ]
  }

  /// The statements of a closure argument.
  private func closureStatements(_ value: Expression) throws(Diagnostic) -> [Statement] {
    guard case .closure(let statements, _) = value else {
      throw Diagnostic("expected a block '{ … }'", at: value.location)
    }
    return statements
  }

  /// The block of the trailing closure a call needs.
  private mutating func block(
    _ trailing: [Statement]?, of call: String, at location: SourceLocation
  ) throws(Diagnostic) -> CallBlock {
    guard let trailing else { throw Diagnostic("'\(call)' needs a block '{ … }'", at: location) }
    return try block(trailing)
  }
}

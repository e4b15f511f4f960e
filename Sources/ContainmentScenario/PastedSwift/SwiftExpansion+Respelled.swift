import Containment

/// The calls of a pasted class's code that UIKit and Foundation spell
/// otherwise than the language (scenario language §6): Swift 3 and 4 names,
/// the view order calls, a one-shot timer, a block given as `execute:`, the
/// animations with more arguments, each read as the language's call.
extension SwiftExpansion {
  /// The calls UIKit spells another way than the language, or that the
  /// language writes with fewer arguments: Swift 3 and 4 names, the view
  /// order calls, a spring animation's extra arguments.
  mutating func respelled(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    if let viewOrder = try viewOrderCall(base, name, arguments, trailing, context, at: location) {
      return viewOrder
    }
    if let animation = try animation(base, name, arguments, trailing, context, at: location) {
      return animation
    }
    let renamed: String
    var newArguments = arguments
    switch name {
    case "addChildViewController":
      renamed = "addChild"
    case "removeFromParentViewController":
      renamed = "removeFromParent"
    case "willMove", "didMove":
      guard arguments.first?.label == "toParentViewController" else { return nil }
      renamed = name
      newArguments[0].label = "toParent"
      declarations.note(
        "'\(name)(toParentViewController:)' is spelled '\(name)(toParent:)' since Swift 4.2; "
          + "read as '\(name)(toParent:)'", at: location, isSkipped: false)
    case "show"
    where arguments.count == 2 && arguments[0].label == nil
      && arguments[1].label == "sender":
      return try show(base, arguments[0].value, context, at: location)
    case "scheduledTimer"
    where base.path == ["Timer"]
      && arguments.map(\.label).prefix(2) == ["withTimeInterval", "repeats"]:
      return try oneShotTimer(arguments, trailing, context, at: location)
    case "showDetailViewController" where arguments.count == 2 && arguments[1].label == "sender":
      return try showDetail(base, arguments[0].value, context, at: location)
    case "async", "asyncAfter":
      return try blockGivenAsExecute(base, name, arguments, trailing, context, at: location)
    case "animate" where base.rootName == "UIView":
      // A spring's shape is drawing: `UIView.animate` of its duration.
      guard let plain = Self.plainAnimationArguments(arguments, at: location) else { return nil }
      renamed = name
      newArguments = plain
    default:
      return nil
    }
    if renamed != name {
      declarations.note(
        "'\(name)' is spelled '\(renamed)' since Swift 4.2; read as '\(renamed)'", at: location,
        isSkipped: false)
    }
    // UIKit's call itself: a method of the file's class with the modern name
    // but no `override` (Swift 4 allowed `func addChild(_:)` beside UIKit's
    // `addChildViewController(_:)`) is another method.
    return try rewriteCall(
      .member(base, renamed, location), newArguments, trailing, location, context, at: location)
  }

  /// A one-shot timer's block, run as a block queued with `asyncAfter`.
  ///
  /// `Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in … }`:
  /// a timer on the main run loop fires once after the interval, as a
  /// block queued with `asyncAfter` runs (rule 4.5; grade inf: Foundation's
  /// documentation). Its parameter, the timer, is not modelled. `nil` for a
  /// repeating timer or one without a block.
  private mutating func oneShotTimer(
    _ arguments: [Argument], _ trailing: [Statement]?, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard case .boolean(false, _) = arguments[1].value else { return nil }
    var block = trailing
    if block == nil, arguments.count == 3, case .closure(let statements, _) = arguments[2].value {
      block = statements
    }
    guard let block else { return nil }
    var body = block
    if block.count == 1, let (parameter, inner) = block[0].blockBinding {
      body = [.bound(parameter, value: .none(parameter.location), body: inner)]
    }
    let deadline = Expression.binary(
      .plus,
      .call(.enumCase("now", location), [], location), arguments[0].value, location)
    return try call(
      .call(
        .member(
          .member(.name("DispatchQueue", location), "main", location), "asyncAfter", location),
        [Argument(label: "deadline", value: deadline)], location), body, context, at: location)
  }

  /// `DispatchQueue.main.async(execute: { … })`: the block as the trailing
  /// closure the language reads; `nil` for any other queue or form.
  private mutating func blockGivenAsExecute(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard base.path == ["DispatchQueue", "main"],
      let index = arguments.firstIndex(where: { $0.label == "execute" }),
      case .closure(let statements, _) = arguments[index].value, trailing == nil
    else { return nil }
    var leading = arguments
    leading.remove(at: index)
    return try call(
      .call(.member(base, name, location), leading, location), statements, context,
      at: location)
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(…)`: it starts at once,
  /// a view animation of that duration and delay (rule 4.6), its completion
  /// run at the end.
  private mutating func runningPropertyAnimator(
    _ arguments: [Argument], _ trailing: [Statement]?, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var arguments = arguments
    for index in arguments.indices where arguments[index].label == "completion" {
      if case .closure(let block, let closureAt) = arguments[index].value {
        arguments[index].value = .closure(Self.completionAtEnd(block), closureAt)
      }
    }
    return try call(
      .call(.member(.name("UIView", location), "animate", location), arguments, location),
      trailing.map(Self.completionAtEnd), context, at: location)
  }

  /// A keyframe's block, run at once.
  ///
  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:) { … }` runs
  /// within the keyframe animation's block; its timing within the animation
  /// is drawing, not callbacks. `nil` without a block.
  private mutating func keyframe(
    _ arguments: [Argument], _ trailing: [Statement]?, _ context: Context
  ) throws(Failure) -> [Statement]? {
    var block = trailing
    if block == nil, case .closure(let statements, _)? = arguments.last?.value {
      block = statements
    }
    guard let block else { return nil }
    return try rewrite(try closureBody(block)[...], context)
  }

  /// The view order calls: `insertSubview(…)` and a stack view's
  /// `addArrangedSubview(_:)` read as `addSubview(_:)`, the others as the
  /// view they read; `nil` for any other call.
  private mutating func viewOrderCall(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    switch name {
    case "insertSubview":
      // The model keeps no order among subviews: inserting a view is adding
      // it, which is what the appearance callbacks follow (rule 4.6).
      return try call(
        .call(.member(base, "addSubview", location), Array(arguments.prefix(1)), location),
        trailing, context, at: location)
    case "addArrangedSubview", "insertArrangedSubview":
      // A stack view makes the view its subview (UIStackView's documentation:
      // "automatically adds the provided view as a subview"); where it sits
      // among them is layout, which the model does not keep.
      declarations.note(
        "'\(name)' makes the view a subview of the stack view; read as 'addSubview'",
        at: location, isSkipped: false)
      return try call(
        .call(.member(base, "addSubview", location), Array(arguments.prefix(1)), location),
        trailing, context, at: location)
    case "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview", "removeArrangedSubview":
      // Order only: nothing a callback follows; the receiver's view is read.
      return viewLoad(
        in: .call(
          .call(.member(base, name, location), [], location), trailingBlock: nil, at: location),
        context)
    default:
      return nil
    }
  }

  /// The animations UIKit starts otherwise than `UIView.animate`: a running
  /// property animator, a keyframe animation and its keyframes, a sheet's
  /// `animateChanges`; `nil` for any other call.
  private mutating func animation(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    switch name {
    case "runningPropertyAnimator" where base.rootName == "UIViewPropertyAnimator":
      return try runningPropertyAnimator(arguments, trailing, context, at: location)
    case "animateKeyframes" where base.path == ["UIView"]:
      // `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`:
      // one animation of that duration and delay, its block run at once, as
      // `UIView.animate`'s is (rule 4.6); the keyframes inside it are parts
      // of that block.
      declarations.note(
        "a keyframe animation is read as one 'UIView.animate' of its duration, its keyframes' "
          + "blocks run at once", at: location, isSkipped: false)
      return try rewriteCall(
        .member(base, "animate", location), arguments, trailing, location, context, at: location)
    case "animateChanges" where arguments.isEmpty && trailing != nil:
      // `sheet.animateChanges { sheet.selectedDetentIdentifier = .large }`:
      // the block runs at once; the sheet's change of detent animates,
      // which no callback follows (rule 5.3a).
      return try rewrite(try closureBody(trailing ?? [])[...], context)
    case "addKeyframe" where base.path == ["UIView"]:
      return try keyframe(arguments, trailing, context)
    default:
      return nil
    }
  }

  /// `showDetailViewController(_:sender:)`: without a split view controller
  /// (the model has none), UIKit presents the controller modally, animated
  /// (rule 5.3; grade doc: UIKit's documentation of the method).
  private mutating func showDetail(
    _ base: Expression, _ shown: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    try call(
      .call(
        .member(base, "present", location),
        [
          Argument(label: nil, value: shown),
          Argument(label: "animated", value: .boolean(true, location)),
        ], location), nil, context, at: location)
  }
}

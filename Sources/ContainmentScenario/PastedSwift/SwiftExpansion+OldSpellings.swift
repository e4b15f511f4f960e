import Containment

/// UIKit's Swift 3 and 4 spellings in a pasted class's code (scenario language
/// §6): read as the modern calls, each with a note naming it.
extension SwiftExpansion {
  /// The calls UIKit spells another way than the language, or that the
  /// language writes with fewer arguments: Swift 3 and 4 names, the view
  /// order calls, a spring animation's extra arguments.
  mutating func respelled(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
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
      // `Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in … }`:
      // a timer on the main run loop fires once after the interval, as a
      // block queued with `asyncAfter` runs (rule 4.5; grade inf: Foundation's
      // documentation). Its parameter, the timer, is not modelled.
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
    case "showDetailViewController" where arguments.count == 2 && arguments[1].label == "sender":
      // Without a split view controller (the model has none), UIKit
      // presents the controller modally (its documentation).
      return try call(
        .call(
          .member(base, "present", location),
          [
            Argument(label: nil, value: arguments[0].value),
            Argument(label: "animated", value: .boolean(true, location)),
          ], location), nil, context, at: location)
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
    case "async", "asyncAfter":
      // `DispatchQueue.main.async(execute: { … })`: the block as the
      // trailing closure the language reads.
      guard base.path == ["DispatchQueue", "main"],
        let index = arguments.firstIndex(where: { $0.label == "execute" }),
        case .closure(let statements, _) = arguments[index].value, trailing == nil
      else { return nil }
      var leading = arguments
      leading.remove(at: index)
      return try call(
        .call(.member(base, name, location), leading, location), statements, context,
        at: location)
    case "runningPropertyAnimator" where base.rootName == "UIViewPropertyAnimator":
      // Starts at once: a view animation of that duration and delay.
      var arguments = arguments
      for index in arguments.indices where arguments[index].label == "completion" {
        if case .closure(let block, let closureAt) = arguments[index].value {
          arguments[index].value = .closure(Self.completionAtEnd(block), closureAt)
        }
      }
      return try call(
        .call(.member(.name("UIView", location), "animate", location), arguments, location),
        trailing.map(Self.completionAtEnd), context, at: location)
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
      // A keyframe's block runs at once, within the keyframe animation's
      // block: its timing within the animation is drawing, not callbacks.
      var block = trailing
      if block == nil, case .closure(let statements, _)? = arguments.last?.value {
        block = statements
      }
      guard let block else { return nil }
      return try rewrite(try closureBody(block)[...], context)
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
}

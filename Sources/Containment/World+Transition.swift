extension World {
  /// `parent.transition(from:to:duration:) { completion }` (RULES 3.1).
  ///
  /// Grade doc + obs for the error, impl + inf for the order.
  /// `from` disappears and `to` appears as explicit transitions, `to`'s view is
  /// added where `from`'s view is, and the animation runs; at its end `from`'s
  /// view is removed, both transitions end, and the completion runs.
  mutating func transition(
    in parent: ControllerID, from: ControllerID, to: ControllerID, duration: Double,
    completion: [Call]?
  ) throws(UIKitException) {
    let children = controllers[parent.index].children
    guard children.contains(from), children.contains(to) else {
      throw .noCommonParent(from: from, to: to)
    }
    let animated = duration > 0
    var steps: [Step] = [.beginTransition(from, isAppearing: false, animated: animated)]
    // The seed-003 mistake: the caller added `to`'s view itself, so it already
    // appeared through the window; UIKit logs W1 for it (obs).
    if let view = controllers[to.index].view, isInVisibleWindow(view) {
      steps.append(.warn(.unbalancedAppearanceTransition(to)))
    }
    steps += [
      .beginTransition(to, isAppearing: true, animated: animated),
      .addView(of: to, besideViewOf: from),
      .beginAnimation(
        .transition(parent: parent, from: from, to: to, completion: completion),
        duration: Instant(seconds: max(0, duration))),
    ]
    schedule(steps)
  }

  /// The end of a `transition(from:to:)` animation (RULES 3.1).
  mutating func finishTransition(
    from: ControllerID, to: ControllerID, completion: [Call]?, label: String
  ) {
    var steps: [Step] = [
      .removeViewIfLoaded(from),
      .endTransition(from),
      .endTransition(to),
    ]
    steps += completionSteps(completion, label: label)
    schedule(steps)
  }
}

extension World {
  /// `parent.transition(from:to:duration:) { completion }` (rule 3.1).
  ///
  /// Grade doc + obs for the error; dec for the order (revision 2: UIKit's
  /// `_beginAppearanceTransitionToViewController:animated:` begins the incoming
  /// controller first, as a tab switch does); inf for the completion's place.
  /// `to` begins appearing (loading its view first), then `from` begins
  /// disappearing; `to`'s view is added where `from`'s view is, and the
  /// animation runs. At its end `from`'s view is removed, `from` ends, `to`
  /// ends, and the completion runs.
  ///
  /// A `to` whose view the caller already put in a visible window (the seed-003
  /// mistake) needs no special case: rule 2.4 decides. In ios7/ios17 `to` is
  /// still *appearing*, so its begin sends nothing and leaves level 0, and its
  /// end logs W1; in ios5 `to` has appeared, so its begin sends `viewWillAppear`
  /// again and its end `viewDidAppear`.
  mutating func transition(
    in parent: ControllerID, from: ControllerID, to: ControllerID, duration: Double,
    completion: [Call]?
  ) throws(CallFailure) {
    guard isChild(from, of: parent), isChild(to, of: parent) else {
      throw .exception(.noCommonParent(from: from, to: to))
    }
    let animated = duration > 0
    schedule(
      .appearance(.beginTransition(to, isAppearing: true, animated: animated)),
      .appearance(.beginTransition(from, isAppearing: false, animated: animated)),
      .views(.addView(of: to, besideViewOf: from)),
      .runLoop(
        .beginAnimation(
          .transition(parent: parent, from: from, to: to, completion: completion),
          duration: Instant(seconds: max(0, duration)))))
  }

  /// The end of a `transition(from:to:)` animation (rule 3.1).
  mutating func endChildTransition(
    from: ControllerID, to: ControllerID, completion: [Call]?, label: String
  ) {
    let mark = openSchedule()
    plan(.views(.removeViewIfLoaded(from, byHand: false)))
    plan(.appearance(.endTransition(from)))
    plan(.appearance(.endTransition(to)))
    planCompletion(completion, label: label)
    closeSchedule(from: mark)
  }
}

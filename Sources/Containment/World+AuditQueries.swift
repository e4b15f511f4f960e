/// Questions the audit (in `ContainmentScenario`) asks about the world that
/// the public queries do not answer. They read only; each costs the length
/// of the chain it walks or the number of animations running.
extension World {
  /// Whether a `transition(from:to:)` of `parent` is animating (rule 3.1).
  package func isTransitionRunning(in parent: ControllerID) -> Bool {
    runLoop.transitions.contains { animation in
      if case .transition(let owner, _, _, _) = animation.kind { return owner == parent }
      return false
    }
  }

  /// The direction of the controller's open explicit transition: `true` for
  /// appearing, `nil` when none is open (rule 2.4).
  package func openAppearanceTransitionDirection(of controller: ControllerID) -> Bool? {
    let transition = controllers[controller.slot].explicitTransition
    return transition.isOpen ? transition.isAppearing : nil
  }

  /// Whether the view, or one of its superviews, is hidden (`isHidden`).
  package func isHiddenOrInHiddenSuperview(_ view: ViewID) -> Bool {
    firstOfSelfAndSuperviews(view) { views[$0.slot].isHidden } != nil
  }

  /// Whether a `transition(from:to:)` of any parent moves `controller` in or out.
  package func isTransitionRunning(involving controller: ControllerID) -> Bool {
    runLoop.transitions.contains { animation in
      if case .transition(_, let from, let to, _) = animation.kind {
        return from == controller || to == controller
      }
      return false
    }
  }

  /// Whether the run loop still holds work that can run the app's code or
  /// deliver callbacks.
  ///
  /// That is an animation or a timer whose end or completion is
  /// to come, a navigation or presentation not yet started, a block on the
  /// main queue. In O(1).
  ///
  /// The audit waits for it before it judges a promise missing (A1, A4,
  /// A11, A12, A24, A25): work that finishes in a completion turns later is not
  /// a mistake.
  package var hasScheduledWork: Bool {
    !runLoop.animations.isEmpty || !runLoop.deferredStarts.isEmpty || !runLoop.mainQueue.isEmpty
  }

  /// Who began the controller's last explicit appearance transition: the
  /// app, or one of UIKit's own containers (rule 4.8); kept once it closes.
  package func explicitTransitionCause(of controller: ControllerID) -> Callback.Cause {
    controllers[controller.slot].explicitTransition.cause
  }
}

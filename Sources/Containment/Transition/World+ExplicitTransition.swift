/// The app's and UIKit's explicit appearance transitions on the world
/// (rule 2.4): ``ExplicitTransition``'s answers turned into appearance
/// changes and warnings.
extension World {
  /// `beginAppearanceTransition(_:animated:)` (rule 2.4; grade doc + dec + obs,
  /// nesting revised in revision 2).
  ///
  /// A begin in the open direction nests: the level rises and nothing else
  /// happens (doc: the callbacks are "tied to the final matching invocation of
  /// endAppearanceTransition"; dec). Any other begin opens a transition at
  /// level 1 in its direction, remembering `animated`, and attempts the
  /// will-change: a controller already *appearing* (for `true`; *disappearing*
  /// for `false`) gets no callback and its level drops back to 0 (dec:
  /// `__viewWillAppear:` resets the level); any other state gets the callback,
  /// an *appeared* controller a second `viewWillAppear` (dec).
  ///
  /// `cause` is the will-callback's: one of UIKit's own containers begins
  /// the transitions of its transitions (rule 4.8).
  mutating func beginTransition(
    _ controller: ControllerID, isAppearing: Bool, animated: Bool, cause: Callback.Cause = .uikit
  ) {
    let state = appearances[controller.slot].state
    let answer = explicitTransitionEvent(of: controller) { transition in
      transition.begin(isAppearing: isAppearing, animated: animated, cause: cause, from: state)
    }
    switch answer {
    case .nested:
      // Tied to the matching end: nothing now.
      return
    case .opened(let will):
      // A new transition of its own restarts its pairing: a window will that
      // skipped it inside an earlier transition no longer makes the parent's
      // did skip it (rule 4.8), or its own did would be lost.
      appearances.setWasSkippedByForwardedWill(false, at: controller.slot)
      schedule(
        .appearance(
          .apply(will, ofControllerAt: controller.slot, animated: animated, cause: cause)))
    case .alreadyThere:
      // No callback; the pairing restarts as for any new transition.
      appearances.setWasSkippedByForwardedWill(false, at: controller.slot)
    }
  }

  /// `endAppearanceTransition()` (rule 2.4; grade dec + obs).
  ///
  /// At level 0: warning W1, then the did of the last direction is attempted,
  /// guarded as usual, so it does nothing once the controller has settled.
  /// Above level 1, a forwarding controller only lowers the level. Otherwise
  /// the transition closes and its did-change follows, with the `animated` of
  /// its begin.
  ///
  /// `cause` is the did-callback's, as for ``beginTransition(_:isAppearing:animated:cause:)``.
  mutating func endTransition(_ controller: ControllerID, cause: Callback.Cause = .uikit) -> Event?
  {
    let forwards = controllers[controller.slot].forwardsAppearance
    let answer = explicitTransitionEvent(of: controller) { transition in
      transition.end(forwardsAppearance: forwards)
    }
    switch answer {
    case .unbalanced(let did, let animated):
      // UIKit logs W1 and still attempts the did of the last direction.
      if let did {
        schedule(
          .appearance(
            .apply(did, ofControllerAt: controller.slot, animated: animated, cause: cause)))
      }
      return .warning(.unbalancedAppearanceTransition(controller))
    case .lowered:
      // A nested begin's end: nothing yet.
      return nil
    case .closed(let did, let animated):
      // The transition is over: its did-change.
      if let did {
        schedule(
          .appearance(
            .apply(did, ofControllerAt: controller.slot, animated: animated, cause: cause)))
      }
      return nil
    }
  }

  /// Runs one event of a controller's explicit transition, keeping count of
  /// the open ones, so that a window-driven walk asks its ancestors only
  /// when some transition is open (rule 2.3).
  private mutating func explicitTransitionEvent<Answer>(
    of controller: ControllerID, _ event: (inout ExplicitTransition) -> Answer
  ) -> Answer {
    let wasOpen = controllers[controller.slot].explicitTransition.isOpen
    let answer = controllers.explicitTransition(at: controller.slot, event)
    switch (wasOpen, controllers[controller.slot].explicitTransition.isOpen) {
    case (false, true): openExplicitTransitions += 1
    case (true, false): openExplicitTransitions -= 1
    case (false, false), (true, true): break  // No transition opened or closed.
    }
    return answer
  }
}

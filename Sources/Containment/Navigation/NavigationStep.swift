/// A navigation controller's steps (rule 5.1): a transition requested,
/// started, ended or cut short, and the new top's `didMove`; executed in
/// `World+Navigation.swift`.
enum NavigationStep: Hashable, Sendable {
  /// The new top's `didMove(toParent: nav)`: sent now, or held until its
  /// next did-callback while the navigation controller has not appeared
  /// (rule 5.1, revision 3). Decided when the step runs.
  case didMoveOfTop(ControllerID, to: ControllerID)
  /// A navigation transition is asked for: it starts now (ios5) or at the
  /// layout pass (ios7, ios17).
  indirect case requestNavigation(ControllerID, NavigationTransition)
  /// The start callbacks of a pending navigation transition; `endsAtOnce`
  /// ends it in the same pass.
  indirect case startNavigation(ControllerID, NavigationTransition, endsAtOnce: Bool)
  /// The last step of a start: animate, wait for the gesture, or end now.
  indirect case navigationStarted(ControllerID, NavigationTransition, endsAtOnce: Bool)
  /// The end callbacks of a navigation transition (rule 5.1).
  indirect case endNavigation(ControllerID, NavigationTransition)
  /// Ends a navigation controller's pending, running or interactive
  /// transition at once, before a new one starts (rule 5.1; grade impl).
  case cutShortNavigation(ControllerID)
  /// Applies the next queued request if the one applied before it left no
  /// transition in progress; otherwise the queue waits for that transition's
  /// end (rule 5.1, revision 3).
  case applyNextQueuedRequestIfIdle(ControllerID)
}

/// One change of a navigation controller's top: a push, a pop, a pop to a
/// controller, or a `setViewControllers` (rule 5.1).
struct NavigationTransition: Hashable, Sendable {
  /// The top that leaves, if any.
  var from: ControllerID?
  /// The top that arrives.
  var to: ControllerID
  var animated: Bool
  /// Controllers under the old top that leave the stack at the start, with
  /// `willMove(toParent: nil)`, removal and `didMove(toParent: nil)`, top down.
  var buried: [ControllerID] = []
  /// The popped top: `willMove(toParent: nil)` at the start, removal and
  /// `didMove(toParent: nil)` at the end.
  var popped: ControllerID?
  /// The top replaced by `setViewControllers`: removed at the end with no
  /// `willMove`/`didMove` at all (obs: rdar 18002763).
  var replaced: ControllerID?
  /// The arriving controller that gets `didMove(toParent: nav)` at the end.
  var arriving: ControllerID?
  /// An interactive pop: once started, it waits for the gesture to finish or
  /// cancel instead of animating.
  var isInteractive = false
}

/// Where a navigation controller's transition stands (rule 5.1).
enum NavigationPhase: Hashable, Sendable {
  /// Asked for; its start waits for the layout pass (ios7, ios17) or is next
  /// on the machine's stack (ios5).
  case pending(NavigationTransition)
  /// Its start callbacks are being delivered. Calls on the navigation
  /// controller made meanwhile (by handlers of those callbacks) wait in
  /// `waiting` until the start is over; then the transition ends at once and
  /// they run (rule 5.1: the running transition completes, then the new one
  /// starts).
  case starting(NavigationTransition, waiting: [Call])
  /// Started and animating; its animation ends it.
  case running(animation: Int, NavigationTransition)
  /// An interactive pop, started and waiting for finish or cancel.
  case interactive(NavigationTransition)

  var transition: NavigationTransition {
    switch self {
    case .pending(let transition), .starting(let transition, _), .running(_, let transition),
      .interactive(let transition):
      transition
    }
  }
}

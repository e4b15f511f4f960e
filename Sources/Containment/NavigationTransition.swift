/// One change of a navigation controller's top: a push, a pop, a pop to a
/// controller, or a `setViewControllers` (RULES 5.1).
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
}

/// Where a navigation controller's transition stands.
enum NavigationPhase: Hashable, Sendable {
  /// Waiting for the layout pass of the turn end (ios7, ios17).
  case pending(NavigationTransition)
  /// Started; its animation ends it.
  case running(animation: Int, NavigationTransition)
  /// An interactive pop, begun and waiting for finish or cancel.
  case interactive(NavigationTransition)

  var transition: NavigationTransition {
    switch self {
    case .pending(let transition), .running(_, let transition), .interactive(let transition):
      transition
    }
  }
}

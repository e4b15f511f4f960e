/// One move of a view subtree into or out of a visible window, as the
/// will-phase of rule 2.3 walks it: where the move started and whether it can
/// ask any controller at all.
struct WindowMove: Hashable, Sendable {
  /// The root of the moved subtree: the view added or removed,
  /// or a window's own view when the window is shown or hidden.
  let root: ViewSlot
  /// Whether the move asks no controller (rules 2.3, 2.5; grade dec + obs,
  /// inferred gate): UIKit's navigation, tab bar or presentation made it for
  /// a view it installs, or the controller owning the insertion point (the
  /// view the subtree is added into or removed from) manages its children's
  /// appearance by hand.
  let asksNobody: Bool
}

/// What a window move asks of one controller (rule 2.3).
enum WindowMoveAsking: Sendable {
  /// Nothing: the controller's callbacks come from elsewhere, or not at all.
  case nothing
  /// The will-callback and, when the move completes, the did.
  case willAndDid
  /// The will only (`ios17`'s late child: its did comes by forwarding when
  /// its parent's explicit transition ends).
  case willOnly
}

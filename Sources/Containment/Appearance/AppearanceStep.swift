/// The appearance steps (rules 2.1 to 2.4): a change applied to one
/// controller, forwarded to its children, an explicit transition begun or
/// ended, and `viewIsAppearing` in layout order; executed in
/// `Appearance/World+Appearance.swift`.
enum AppearanceStep: Hashable, Sendable {
  /// A guarded appearance change of one controller, then forwarding (rules 2.1, 2.2).
  ///
  /// The controller by position, as in the other steps of a walk over a
  /// tree: the identity, with its name, is made only for a callback.
  ///
  /// `cause` says who delivers the callback: UIKit's own containers in a
  /// transition of theirs (rule 4.8), or UIKit in answer to the app's calls.
  case apply(
    AppearanceChange, ofControllerAt: ControllerSlot, animated: Bool,
    cause: Callback.Cause = .uikit)
  /// Applies a change to the children (of the controller at the position)
  /// whose views are inside its view, enumerated now (rule 2.2).
  /// The children's callbacks have the cause of their parent's.
  case forward(
    AppearanceChange, fromControllerAt: ControllerSlot, animated: Bool,
    cause: Callback.Cause = .uikit)
  /// `viewIsAppearing` at the layout pass (rule 4.1) for the controller at
  /// `next` in the layout order (controllers' slots); the step for the
  /// one after it is pushed beneath the work its handler causes, so the pass
  /// holds one step, not one per controller.
  case viewIsAppearingInLayoutOrder([ControllerSlot], next: Int)
  /// `beginAppearanceTransition` (rule 2.4), by the app or, with the cause
  /// ``Callback/Cause/uikitContainerTransition``, by one of UIKit's own
  /// containers.
  case beginTransition(
    ControllerID, isAppearing: Bool, animated: Bool, cause: Callback.Cause = .uikit)
  /// `endAppearanceTransition` (rule 2.4), by the app or by one of UIKit's
  /// own containers.
  case endTransition(ControllerID, cause: Callback.Cause = .uikit)
}

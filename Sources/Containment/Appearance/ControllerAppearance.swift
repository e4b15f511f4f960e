/// The part of a controller's record that its appearance callbacks write:
/// the appearance state (rule 2.1), the `viewIsAppearing` bookkeeping
/// (rules 4.1, 4.3) and the movement flags (rule 2.7).
///
/// Kept apart from ``ControllerState``, in an array of its own, because an
/// appearance change is the write that reaches every controller of a tree
/// (a window shown, rule 2.3): the journal then copies this small record per
/// controller (its size is held by `RecordSizeTests`), not the whole one.
struct ControllerAppearance: Hashable, Sendable {
  /// `viewWillAppear` and the rest move it (rule 2.1).
  var state = AppearanceState.disappeared
  /// The `animated` of the current appearance, for `viewIsAppearing`.
  var isAnimated = false
  /// Whether this appearance has had its `viewIsAppearing` (rules 4.1, 4.3).
  var hadViewIsAppearing = false
  /// `isMovingToParent`, `isMovingFromParent` and what closes them (rule 2.7).
  var movement = MovementFlags()
  /// Whether the will-phase of a window move asked this controller and the
  /// move has not completed: only then may the move's did reach it (rule
  /// 2.3; dec: UIKit marks the view when `viewWillMoveToWindow:` is sent).
  var wasAskedByWindowMove = false
  /// Whether the controller's `didMove(toParent:)` to its navigation
  /// controller is held until its next `viewDidAppear` or
  /// `viewDidDisappear` (rule 5.1, revision 3; grade dec).
  var holdsDidMove = false
  /// Whether its parent's last forwarded will-callback skipped it because a
  /// transition of UIKit's own containers had it: the parent's did, when it
  /// is forwarded, skips it too (rule 4.8, revision 3.1: the window move
  /// sends the controllers inside that transition nothing).
  var wasSkippedByForwardedWill = false
}

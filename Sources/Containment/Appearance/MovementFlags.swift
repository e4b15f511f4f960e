/// The bookkeeping behind `isMovingToParent` and `isMovingFromParent`
/// (rule 2.7; grade doc for the meaning, inf for the timing).
///
/// Each flag opens at a containment event and closes at the *later* of the
/// containment event that completes the move and the did-callback that
/// completes an appearance change begun before it.
struct MovementFlags: Hashable, Sendable {
  /// `isMovingToParent`.
  var isMovingToParent = false
  /// `didMove(toParent:)` has not come yet.
  var awaitsDidMove = false
  /// A `viewWillAppear` came before `didMove(toParent:)`; wait for its `viewDidAppear`.
  var awaitsAppearance = false

  /// `isMovingFromParent`.
  var isMovingFromParent = false
  /// The removal has not come yet.
  var awaitsRemoval = false
  /// A `viewWillDisappear` came before the removal; wait for its `viewDidDisappear`.
  var awaitsDisappearance = false

  /// `addChild` (or a push) attached the controller to a parent.
  mutating func attached() {
    self = MovementFlags(isMovingToParent: true, awaitsDidMove: true)
  }

  /// The controller received `didMove(toParent:)` with a parent.
  mutating func receivedDidMoveToParent() {
    awaitsDidMove = false
    if !awaitsAppearance { isMovingToParent = false }
  }

  /// The controller received `willMove(toParent: nil)` while it has a parent.
  mutating func receivedWillMoveToNil() {
    isMovingToParent = false
    awaitsDidMove = false
    awaitsAppearance = false
    isMovingFromParent = true
    awaitsRemoval = true
    awaitsDisappearance = false
  }

  /// The controller left its parent.
  mutating func detached() {
    isMovingToParent = false
    awaitsDidMove = false
    awaitsAppearance = false
    awaitsRemoval = false
    if !awaitsDisappearance { isMovingFromParent = false }
  }

  /// Updates the flags for an appearance change; call before reading the
  /// context of a will-callback and after reading it for a did-callback.
  mutating func observe(_ change: AppearanceChange) {
    switch change {
    case .willAppear:
      // A cancelled disappearance makes the controller appear again: it is no
      // longer moving from its parent.
      if isMovingFromParent {
        isMovingFromParent = false
        awaitsRemoval = false
        awaitsDisappearance = false
      }
      if isMovingToParent && awaitsDidMove { awaitsAppearance = true }
    case .didAppear, .didDisappear:
      // Either did ends the appearance change that was awaited: a completed one,
      // or a reversed one that will never complete.
      if awaitsAppearance {
        awaitsAppearance = false
        if !awaitsDidMove { isMovingToParent = false }
      }
      if awaitsDisappearance {
        awaitsDisappearance = false
        if !awaitsRemoval { isMovingFromParent = false }
      }
    case .willDisappear:
      if isMovingFromParent && awaitsRemoval { awaitsDisappearance = true }
    }
  }
}

/// A callback waiting for the after-commit step of the turn end (rule 4.1
/// step 3), sent in the order queued.
///
/// Controllers are named by slot (32 bits, like the links between records),
/// not by identity: a window shown over a million controllers queues a
/// million of these, each a few bytes (`RecordSizeTests`).
enum AfterCommitCallback: Hashable, Sendable {
  /// A window-driven did-callback (rule 2.3; grade obs + dec): dropped if,
  /// when its time comes, the controller is no longer between the matching
  /// will and did, or an explicit transition owns it.
  case windowDid(AppearanceChange, ofControllerAt: ControllerSlot)
  /// One of a tab switch's two `endAppearanceTransition` calls (rule 5.2;
  /// grade dec: `_addAfterCACommitBlockForViewController:`): an explicit end,
  /// never dropped. A later switch of the same tab bar controller delivers it
  /// at once, before it proceeds.
  case tabSwitchEnd(ofControllerAt: ControllerSlot, inTabBarControllerAt: ControllerSlot)
}

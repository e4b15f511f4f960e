import Containment

/// What the auditor keeps between a call and the settling point that judges
/// it.
extension Auditor {
  /// A promise a call made that a later call must keep.
  struct Pending: Hashable {
    var controller: ControllerID
    var other: ControllerID
    var line: Int
    /// `World.turnsEnded` when the promise was made.
    var turn: Int
  }

  /// A transition that replaced a child: after it, the old child must be gone.
  struct Replacement: Hashable {
    var parent: ControllerID
    var from: ControllerID
    var line: Int
  }

  /// A key that reports each mistake once.
  struct Reported: Hashable {
    var rule: AuditRule
    var line: Int
    var controller: ControllerID
  }
}

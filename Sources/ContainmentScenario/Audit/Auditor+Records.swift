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

    /// The order promises are judged in, whatever the order a dictionary
    /// holds them in: by line, then by the order their controllers were
    /// made, so that a line in a loop reports its controllers in the same
    /// order on every run.
    static func isReportedBefore(_ lhs: Pending, _ rhs: Pending) -> Bool {
      (lhs.line, lhs.controller.index) < (rhs.line, rhs.controller.index)
    }
  }

  /// A transition that replaced a child: after it, the old child must be gone.
  struct Replacement: Hashable {
    var parent: ControllerID
    var from: ControllerID
    var line: Int
  }
}

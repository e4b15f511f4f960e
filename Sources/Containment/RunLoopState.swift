/// The run loop: turns, the clock, animations and queued did-callbacks (§4).
struct RunLoopState: Hashable, Sendable {
  /// Turns ended so far.
  var turnsEnded = 0
  /// Whether nothing has happened since the last turn ended: such a turn ends
  /// silently.
  var isTurnEmpty = true
  var clock = Instant.zero
  var nextAnimationID = 0
  var animations: [Animation] = []
  /// Callbacks waiting for the after-commit step, in the order queued
  /// (rules 2.3, 4.1 step 3, 5.2).
  var afterCommit: [AfterCommitCallback] = []
  /// Navigation and presentation transitions waiting for the layout pass, in
  /// the order they were asked for (rule 4.1 step 1).
  var deferredStarts: [DeferredStart] = []
}

/// The run loop: turns, the clock, animations and queued did-callbacks (§4).
///
/// Its queues are ``JournaledList``s and its counters are saved at each mark,
/// so that a call that raises undoes its changes here at the cost of what it
/// changed.
struct RunLoopState: Hashable, Sendable {
  /// The run loop's counters, saved whole at a mark.
  private struct Counters: Hashable, Sendable {
    var turnsEnded: Int
    var isTurnEmpty: Bool
    var clock: Instant
    var nextAnimationID: Int
  }

  /// Turns ended so far.
  var turnsEnded = 0
  /// Whether nothing has happened since the last turn ended: such a turn ends
  /// silently.
  var isTurnEmpty = true
  var clock = Instant.zero
  var nextAnimationID = 0
  var animations = JournaledList<Animation>()
  /// Callbacks waiting for the after-commit step, in the order queued
  /// (rules 2.3, 4.1 step 3, 5.2).
  var afterCommit = JournaledList<AfterCommitCallback>()
  /// Navigation and presentation transitions waiting for the layout pass, in
  /// the order they were asked for (rule 4.1 step 1).
  var deferredStarts = JournaledList<DeferredStart>()
  /// The counters at each open mark: empty between calls.
  private var countersAtMarks: [Counters] = []

  /// Starts recording changes.
  mutating func beginMark() {
    countersAtMarks.append(
      Counters(
        turnsEnded: turnsEnded, isTurnEmpty: isTurnEmpty, clock: clock,
        nextAnimationID: nextAnimationID))
    animations.beginMark()
    afterCommit.beginMark()
    deferredStarts.beginMark()
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    let counters = countersAtMarks.removeLast()
    turnsEnded = counters.turnsEnded
    isTurnEmpty = counters.isTurnEmpty
    clock = counters.clock
    nextAnimationID = counters.nextAnimationID
    animations.rollBack()
    afterCommit.rollBack()
    deferredStarts.rollBack()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  mutating func commit() {
    countersAtMarks.removeLast()
    animations.commit()
    afterCommit.commit()
    deferredStarts.commit()
  }
}

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
    var unstartedAnimations: Int
    var awaitingViewIsAppearing: Int
  }

  /// Turns ended so far.
  var turnsEnded = 0
  /// Whether nothing has happened since the last turn ended: such a turn ends
  /// silently.
  var isTurnEmpty = true
  var clock = Instant.zero
  var nextAnimationID = 0
  /// The animations in progress, in begin order.
  var animations = JournaledList<Animation>()
  /// Their times, in the same order.
  var deadlines = JournaledList<AnimationDeadline>()
  /// Animations begun since the last commit, or more: when 0, none waits
  /// for a commit, and the turn end need not look (rule 4.1 step 2).
  var unstartedAnimations = 0
  /// Callbacks waiting for the after-commit step, in the order queued
  /// (rules 2.3, 4.1 step 3, 5.2).
  var afterCommit = JournaledList<AfterCommitCallback>()
  /// Navigation and presentation transitions waiting for the layout pass, in
  /// the order they were asked for (rule 4.1 step 1).
  var deferredStarts = JournaledList<DeferredStart>()
  /// How many controllers await `viewIsAppearing` at the layout pass
  /// (rule 4.1 step 1; see ``World/updateAppearanceState(of:_:)``).
  var awaitingViewIsAppearing = 0
  /// Every controller that awaits `viewIsAppearing`, and perhaps some that
  /// no longer do, in the order they started awaiting: empty when none does.
  var viewIsAppearingCandidates = JournaledList<ControllerID>()
  /// The counters at each open mark: empty between calls.
  private var countersAtMarks: [Counters] = []

  /// Begins an animation, to start at the next commit; returns its identity.
  mutating func beginAnimation(_ kind: Animation.Kind, duration: Instant) -> Int {
    let id = nextAnimationID
    nextAnimationID += 1
    animations.append(Animation(id: id, kind: kind, duration: duration))
    deadlines.append(AnimationDeadline(id: id, duration: duration))
    unstartedAnimations += 1
    isTurnEmpty = false
    return id
  }

  /// Removes the animation with this identity, if it is in progress.
  mutating func removeAnimation(id: Int) -> Animation? {
    _ = deadlines.removeFirst { $0.id == id }
    return animations.removeFirst { $0.id == id }
  }

  /// Removes the animations that match.
  mutating func removeAnimations(where matches: (Animation) -> Bool) {
    var removed = Set<Int>()
    animations.removeAll { animation in
      guard matches(animation) else { return false }
      removed.insert(animation.id)
      return true
    }
    if !removed.isEmpty { deadlines.removeAll { removed.contains($0.id) } }
  }

  /// Starts recording changes.
  mutating func beginMark() {
    countersAtMarks.append(
      Counters(
        turnsEnded: turnsEnded, isTurnEmpty: isTurnEmpty, clock: clock,
        nextAnimationID: nextAnimationID, unstartedAnimations: unstartedAnimations,
        awaitingViewIsAppearing: awaitingViewIsAppearing))
    animations.beginMark()
    deadlines.beginMark()
    afterCommit.beginMark()
    deferredStarts.beginMark()
    viewIsAppearingCandidates.beginMark()
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    let counters = countersAtMarks.removeLast()
    turnsEnded = counters.turnsEnded
    isTurnEmpty = counters.isTurnEmpty
    clock = counters.clock
    nextAnimationID = counters.nextAnimationID
    unstartedAnimations = counters.unstartedAnimations
    awaitingViewIsAppearing = counters.awaitingViewIsAppearing
    animations.rollBack()
    deadlines.rollBack()
    afterCommit.rollBack()
    deferredStarts.rollBack()
    viewIsAppearingCandidates.rollBack()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  mutating func commit() {
    countersAtMarks.removeLast()
    animations.commit()
    deadlines.commit()
    afterCommit.commit()
    deferredStarts.commit()
    viewIsAppearingCandidates.commit()
  }
}

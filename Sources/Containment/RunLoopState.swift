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
    var awaitingViewIsAppearing: Int
    var viewAnimationFrames: [ViewAnimationFrame]
    var viewAnimationsDisabled: Int
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
  /// The animations begun since the last commit, in begin order: their
  /// clocks start at the next commit (rule 4.1 step 2).
  var unstartedAnimations = JournaledList<UnstartedAnimation>()
  /// The running animations' ends, least first, so that the next to end is
  /// found in O(1) (rule 4.2).
  var deadlines = JournaledHeap<AnimationDeadline>()
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
  /// no longer do, by position, in the order they started awaiting.
  ///
  /// Empty when none does. 32-bit positions, like the links between records:
  /// a window shown over a million controllers lists a million.
  var viewIsAppearingCandidates = JournaledList<UInt32>()
  /// The blocks `DispatchQueue.main.async` queued, in order (rule 4.5).
  var mainQueue = JournaledList<[Call]>()
  /// The animation blocks open now, innermost last (rule 4.6).
  var viewAnimationFrames: [ViewAnimationFrame] = []
  /// How many `UIView.performWithoutAnimation` blocks are open (rule 4.6).
  var viewAnimationsDisabled = 0
  /// Window-driven dids that view animations hold until they end (rule 4.6).
  var deferredDids = JournaledList<DeferredDid>()
  /// The root views marked as needing layout, by position, each once while
  /// marked; some may have been laid out since (rule 4.7).
  var layoutCandidates = JournaledList<UInt32>()
  /// The views the turn end under way laid out, to unmark when the next
  /// turn end starts (rule 4.7).
  var laidOutThisTurn = JournaledList<UInt32>()
  /// The counters at each open mark: empty between calls.
  private var countersAtMarks = MarkStack<Counters>()

  /// Begins an animation, to start at the next commit; returns its identity.
  mutating func beginAnimation(_ kind: Animation.Kind, duration: Instant) -> Int {
    let id = nextAnimationID
    nextAnimationID += 1
    animations.append(Animation(id: id, kind: kind, duration: duration))
    unstartedAnimations.append(UnstartedAnimation(id: id, duration: duration))
    isTurnEmpty = false
    return id
  }

  /// Removes the animation with this identity, if it is in progress.
  mutating func removeAnimation(id: Int) -> Animation? {
    // The few begun in this turn first; a running one that finishes is the
    // heap's least, found at once.
    if unstartedAnimations.removeFirst(where: { $0.id == id }) == nil {
      deadlines.removeFirst { $0.id == id }
    }
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
    guard !removed.isEmpty else { return }
    deadlines.removeAll { removed.contains($0.id) }
    unstartedAnimations.removeAll { removed.contains($0.id) }
  }

  /// Starts recording changes.
  mutating func beginMark() {
    countersAtMarks.push(
      Counters(
        turnsEnded: turnsEnded, isTurnEmpty: isTurnEmpty, clock: clock,
        nextAnimationID: nextAnimationID,
        awaitingViewIsAppearing: awaitingViewIsAppearing,
        viewAnimationFrames: viewAnimationFrames, viewAnimationsDisabled: viewAnimationsDisabled))
    animations.beginMark()
    deadlines.beginMark()
    unstartedAnimations.beginMark()
    afterCommit.beginMark()
    deferredStarts.beginMark()
    viewIsAppearingCandidates.beginMark()
    mainQueue.beginMark()
    deferredDids.beginMark()
    layoutCandidates.beginMark()
    laidOutThisTurn.beginMark()
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    let counters = countersAtMarks.removeLast()
    turnsEnded = counters.turnsEnded
    isTurnEmpty = counters.isTurnEmpty
    clock = counters.clock
    nextAnimationID = counters.nextAnimationID
    awaitingViewIsAppearing = counters.awaitingViewIsAppearing
    viewAnimationFrames = counters.viewAnimationFrames
    viewAnimationsDisabled = counters.viewAnimationsDisabled
    mainQueue.rollBack()
    deferredDids.rollBack()
    layoutCandidates.rollBack()
    laidOutThisTurn.rollBack()
    animations.rollBack()
    deadlines.rollBack()
    unstartedAnimations.rollBack()
    afterCommit.rollBack()
    deferredStarts.rollBack()
    viewIsAppearingCandidates.rollBack()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  mutating func commit() {
    countersAtMarks.removeLast()
    animations.commit()
    deadlines.commit()
    unstartedAnimations.commit()
    afterCommit.commit()
    deferredStarts.commit()
    viewIsAppearingCandidates.commit()
    mainQueue.commit()
    deferredDids.commit()
    layoutCandidates.commit()
    laidOutThisTurn.commit()
  }
}

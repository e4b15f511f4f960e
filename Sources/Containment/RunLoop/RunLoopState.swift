/// The run loop subsystem: turns, the clock, animations, the queues a turn
/// end drains, and the bookkeeping of view animations, `viewIsAppearing` and
/// layout (§4).
///
/// Its storage is `private(set)`: the world reads it freely, and changes it
/// only through the named transitions below, so that the compiler, not
/// convention, keeps every write to the run loop in this file. Each
/// transition is one event of the run loop's life, named in the glossary's
/// words (request, begin, end, finish, turn), and none decides a rule that
/// crosses subsystems: those stay in ``World``'s extensions (`World+RunLoop`,
/// `World+ViewAnimations`, …).
///
/// Its queues are ``JournaledList``s and its counters are saved at each mark,
/// so that a call that raises undoes its changes here at the cost of what it
/// changed.
struct RunLoopState: Hashable, Sendable {
  /// The run loop's counters, saved whole at a mark.
  private struct Counters: Hashable, Sendable {
    var turn: TurnMachine
    var clock: Instant
    var nextAnimationID: Int
    var awaitingViewIsAppearing: Int
    var viewAnimationsDisabled: Int
    var mainQueueCalls: Int
    var scene: SceneMachine
  }

  /// The app's scene (rule 6.4): active until a scene event says otherwise.
  var scene = SceneMachine()
  /// The turn: running, or ending in one of its steps (rule 4.1).
  var turn = TurnMachine()
  /// Turns ended so far.
  var turnsEnded: Int { turn.turnsEnded }
  /// Whether nothing has happened since the last turn ended: such a turn ends
  /// silently.
  var isTurnEmpty: Bool { turn.isEmpty }
  private(set) var clock = Instant.zero
  private(set) var nextAnimationID = 0
  /// The animations in progress, in begin order.
  private(set) var animations = JournaledList<Animation>()
  /// The transitions among ``animations`` (``Animation/Kind/isTransition``),
  /// in begin order: the few that questions about a transition under way
  /// read, without the view animations and timers, which may be many.
  private(set) var transitions = JournaledList<Animation>()
  /// The animations begun since the last commit, in begin order: their
  /// clocks start at the next commit (rule 4.1 step 2).
  private(set) var unstartedAnimations = JournaledList<UnstartedAnimation>()
  /// The running animations' ends, least first, so that the next to end is
  /// found in O(1) (rule 4.2).
  private(set) var deadlines = JournaledHeap<AnimationDeadline>()
  /// Callbacks waiting for the after-commit step, in the order queued
  /// (rules 2.3, 4.1 step 3, 5.2).
  private(set) var afterCommit = JournaledList<AfterCommitCallback>()
  /// Navigation and presentation transitions waiting for the layout pass, in
  /// the order they were asked for (rule 4.1 step 1).
  private(set) var deferredStarts = JournaledList<DeferredStart>()
  /// How many controllers await `viewIsAppearing` at the layout pass
  /// (rule 4.1 step 1; see `World.setAppearanceState(_:animated:of:)`).
  private(set) var awaitingViewIsAppearing = 0
  /// Every controller that awaits `viewIsAppearing`, and perhaps some that
  /// no longer do, by slot, in the order they started awaiting.
  ///
  /// Empty when none does. A window shown over a million controllers lists
  /// a million.
  private(set) var viewIsAppearingCandidates = JournaledList<ControllerSlot>()
  /// The blocks `DispatchQueue.main.async` queued, in order (rule 4.5).
  private(set) var mainQueue = JournaledList<[Call]>()
  /// The calls of the blocks on ``mainQueue``, counted as they are queued:
  /// the work a turn end will do, for its step budget (`World.automaticStepLimit`).
  private(set) var mainQueueCalls = 0
  /// The animation blocks open now, innermost last (rule 4.6).
  private(set) var viewAnimationFrames = JournaledStack<ViewAnimationFrame>()
  /// How many `UIView.performWithoutAnimation` blocks are open (rule 4.6).
  private(set) var viewAnimationsDisabled = 0
  /// Window-driven dids that view animations hold until they end (rule 4.6).
  private(set) var deferredDids = HeldDids()
  /// The root views marked as needing layout, by slot, each once while
  /// marked; some may have been laid out since (rule 4.7).
  private(set) var layoutCandidates = JournaledList<ViewSlot>()
  /// The views the turn end under way laid out, to unmark when the next
  /// turn end starts (rule 4.7).
  private(set) var laidOutThisTurn = JournaledList<ViewSlot>()
  /// The counters at each open mark: empty between calls.
  private var countersAtMarks = MarkStack<Counters>()

  /// Starts recording changes.
  mutating func openMark() {
    countersAtMarks.push(
      Counters(
        turn: turn, clock: clock,
        nextAnimationID: nextAnimationID,
        awaitingViewIsAppearing: awaitingViewIsAppearing,
        viewAnimationsDisabled: viewAnimationsDisabled, mainQueueCalls: mainQueueCalls,
        scene: scene))
    animations.openMark()
    transitions.openMark()
    deadlines.openMark()
    unstartedAnimations.openMark()
    afterCommit.openMark()
    deferredStarts.openMark()
    viewIsAppearingCandidates.openMark()
    mainQueue.openMark()
    deferredDids.openMark()
    layoutCandidates.openMark()
    laidOutThisTurn.openMark()
    viewAnimationFrames.openMark()
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    let counters = countersAtMarks.removeLast()
    turn = counters.turn
    clock = counters.clock
    nextAnimationID = counters.nextAnimationID
    awaitingViewIsAppearing = counters.awaitingViewIsAppearing
    viewAnimationsDisabled = counters.viewAnimationsDisabled
    mainQueueCalls = counters.mainQueueCalls
    scene = counters.scene
    mainQueue.rollBack()
    deferredDids.rollBack()
    layoutCandidates.rollBack()
    laidOutThisTurn.rollBack()
    animations.rollBack()
    transitions.rollBack()
    deadlines.rollBack()
    unstartedAnimations.rollBack()
    afterCommit.rollBack()
    deferredStarts.rollBack()
    viewIsAppearingCandidates.rollBack()
    viewAnimationFrames.rollBack()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  mutating func commit() {
    countersAtMarks.removeLast()
    animations.commit()
    transitions.commit()
    deadlines.commit()
    unstartedAnimations.commit()
    afterCommit.commit()
    deferredStarts.commit()
    viewIsAppearingCandidates.commit()
    mainQueue.commit()
    deferredDids.commit()
    layoutCandidates.commit()
    laidOutThisTurn.commit()
    viewAnimationFrames.commit()
  }

  // MARK: Turns and the clock

  /// Notes that something happened in this turn: its end is not silent.
  mutating func noteWork() { turn.noteWork() }

  /// Moves the clock to `instant`, never back (rule 4.2).
  mutating func advanceClock(to instant: Instant) { clock = max(clock, instant) }

  // MARK: Animations

  /// Begins an animation, to start at the next commit; returns its identity.
  mutating func beginAnimation(_ kind: Animation.Kind, duration: Instant) -> Int {
    let id = nextAnimationID
    nextAnimationID += 1
    let animation = Animation(id: id, kind: kind, duration: duration)
    animations.append(animation)
    if kind.isTransition { transitions.append(animation) }
    unstartedAnimations.append(UnstartedAnimation(id: id, duration: duration))
    turn.noteWork()
    return id
  }

  /// Removes the animation with this identity, if it is in progress.
  mutating func removeAnimation(id: Int) -> Animation? {
    // The few begun in this turn first; a running one that finishes is the
    // heap's least, found at once.
    if unstartedAnimations.removeFirst(where: { $0.id == id }) == nil {
      deadlines.removeFirst { $0.id == id }
    }
    // Numbered in begin order: found by halving (animations that end out
    // of their begin order cost no scan).
    let removed = animations.removeFirst(keyedBy: \.id, id)
    if let removed, removed.kind.isTransition {
      _ = transitions.removeFirst(keyedBy: \.id, id)
    }
    return removed
  }

  /// Removes the transitions that match, in begin order, each at the cost of
  /// its removal: the view animations and timers are not read.
  mutating func removeTransitions(where matches: (Animation) -> Bool) {
    let matching = transitions.filter(matches)
    for transition in matching { _ = removeAnimation(id: transition.id) }
  }

  /// Gives each animation begun since the last commit its deadline, now
  /// plus its duration: its clock runs from here (rule 4.1 step 2); returns
  /// them, in begin order.
  mutating func setDeadlinesOfBegunAnimations() -> JournaledList<UnstartedAnimation> {
    let starting = unstartedAnimations
    unstartedAnimations.removeAll()
    for animation in starting {
      deadlines.insert(AnimationDeadline(end: clock + animation.duration, id: animation.id))
    }
    return starting
  }

  // MARK: Requests that wait for the layout pass

  /// Defers a navigation, presentation or dismissal start to the layout
  /// pass (rule 4.1 step 1).
  mutating func deferStart(_ start: DeferredStart) { deferredStarts.append(start) }

  /// Takes every deferred start, in the order asked for, as the layout pass
  /// begins.
  mutating func takeDeferredStarts() -> JournaledList<DeferredStart> {
    let starting = deferredStarts
    deferredStarts.removeAll()
    return starting
  }

  /// Takes the deferred starts that `matches` picks, in the order asked
  /// for, and leaves the others queued.
  mutating func takeDeferredStarts(where matches: (DeferredStart) -> Bool) -> [DeferredStart] {
    var taken: [DeferredStart] = []
    deferredStarts.removeAll { start in
      guard matches(start) else { return false }
      taken.append(start)
      return true
    }
    return taken
  }

  // MARK: The after-commit queue

  /// Queues a callback for this turn's after-commit step (rule 4.1 step 3).
  mutating func queueAfterCommit(_ callback: AfterCommitCallback) { afterCommit.append(callback) }

  /// Takes every queued after-commit callback, in the order queued.
  mutating func takeAfterCommit() -> [AfterCommitCallback] {
    var queued: [AfterCommitCallback] = []
    queued.reserveCapacity(afterCommit.count)
    queued.append(contentsOf: afterCommit)
    afterCommit.removeAll()
    return queued
  }

  /// Whether an after-commit callback that `matches` picks is queued.
  func hasAfterCommit(where matches: (AfterCommitCallback) -> Bool) -> Bool {
    afterCommit.contains(where: matches)
  }

  /// Takes the after-commit callbacks that `matches` picks, in the order
  /// queued, and leaves the others queued.
  mutating func takeAfterCommit(where matches: (AfterCommitCallback) -> Bool)
    -> [AfterCommitCallback]
  {
    var taken: [AfterCommitCallback] = []
    afterCommit.removeAll { callback in
      guard matches(callback) else { return false }
      taken.append(callback)
      return true
    }
    return taken
  }

  // MARK: The main queue (rule 4.5)

  /// Queues a `DispatchQueue.main.async` block: this turn is not silent.
  mutating func queueOnMainQueue(_ block: [Call]) {
    mainQueue.append(block)
    mainQueueCalls += block.count
    turn.noteWork()
  }

  /// Takes every queued main-queue block, in order, as a turn closes.
  mutating func takeMainQueueBlocks() -> [[Call]] {
    let blocks = Array(mainQueue)
    mainQueue.removeAll()
    mainQueueCalls = 0
    return blocks
  }

  // MARK: View animations (rule 4.6)

  /// Opens an animations block.
  mutating func pushViewAnimationFrame(_ frame: ViewAnimationFrame) {
    viewAnimationFrames.push(frame)
  }

  /// Closes the innermost animations block, if one is open.
  mutating func popViewAnimationFrame() -> ViewAnimationFrame? { viewAnimationFrames.popLast() }

  /// Opens a `UIView.performWithoutAnimation` block.
  mutating func disableViewAnimations() { viewAnimationsDisabled += 1 }

  /// Closes a `UIView.performWithoutAnimation` block; one too many does nothing.
  mutating func enableViewAnimations() {
    viewAnimationsDisabled = max(0, viewAnimationsDisabled - 1)
  }

  /// Holds a window-driven did until the view animation `animation` ends.
  mutating func holdDid(_ callback: AfterCommitCallback, until animation: Int) {
    deferredDids.hold(callback, until: animation)
  }

  /// Takes the dids the view animation `animation` held, in the order held.
  mutating func takeDids(heldBy animation: Int) -> [AfterCommitCallback] {
    deferredDids.take(heldBy: animation)
  }

  // MARK: viewIsAppearing (rule 4.1 step 1)

  /// Counts a controller that now awaits `viewIsAppearing`, and lists it as
  /// a candidate.
  mutating func addAwaitingViewIsAppearing(controllerAt slot: ControllerSlot) {
    awaitingViewIsAppearing += 1
    viewIsAppearingCandidates.append(slot)
  }

  /// Counts a controller that no longer awaits `viewIsAppearing`; with
  /// nobody awaiting, every candidate is stale and the list empties.
  mutating func removeAwaitingViewIsAppearing() {
    awaitingViewIsAppearing -= 1
    if awaitingViewIsAppearing == 0 { viewIsAppearingCandidates.removeAll() }
  }

  /// Replaces the candidates by the controllers that still await, pruned of
  /// stale ones and repeats.
  mutating func replaceViewIsAppearingCandidates(with awaiting: [ControllerSlot]) {
    viewIsAppearingCandidates.removeAll()
    viewIsAppearingCandidates.append(contentsOf: awaiting)
  }

  // MARK: Layout (rule 4.7)

  /// Lists a root view that was marked as needing layout.
  mutating func listLayoutCandidate(viewAt slot: ViewSlot) {
    layoutCandidates.append(slot)
  }

  /// Replaces the layout candidates by those still marked, each once.
  mutating func replaceLayoutCandidates(with stillMarked: [ViewSlot]) {
    layoutCandidates.removeAll()
    layoutCandidates.append(contentsOf: stillMarked)
  }

  /// Notes a view the turn end under way laid out.
  mutating func noteLaidOut(viewAt slot: ViewSlot) { laidOutThisTurn.append(slot) }

  /// Takes the views the last turn end laid out, as a new one opens.
  mutating func takeLaidOutViews() -> JournaledList<ViewSlot> {
    let laidOut = laidOutThisTurn
    laidOutThisTurn.removeAll()
    return laidOut
  }
}

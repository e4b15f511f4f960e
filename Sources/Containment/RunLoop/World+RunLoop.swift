extension World {
  /// Executes one of the run loop's steps.
  @inline(__always)
  mutating func execute(_ step: consuming RunLoopStep) -> Event? {
    switch consume step {
    case .openTurnEnd:
      return openTurnEnd()
    case .layoutPass:
      layoutPass()
      return nil
    case .layoutPassViewIsAppearing:
      // With layout tracked, the pass interleaves layout pairs (rule 4.7).
      if tracksLayout { layoutPassWithLayout() } else { layoutPassViewIsAppearing() }
      return nil
    case .coreAnimationCommit:
      coreAnimationCommit()
      return nil
    case .afterCommit:
      afterCommit()
      return nil
    case .afterCommitCallback(let queued, let next):
      return afterCommitCallback(queued, next: next)
    case .closeTurn:
      closeTurn()
      return nil
    case .beginAnimation(let kind, let duration):
      _ = runLoop.beginAnimation(kind, duration: duration)
      return nil
    case .finishAnimation(let id):
      return finishAnimation(id: id)
    case .runUntil(let deadline):
      runUntil(deadline)
      return nil
    case .runUntilIdle:
      runUntilIdle()
      return nil
    }
  }

  /// Opens the end of the current run-loop turn (rule 4.1; grade dec + obs).
  ///
  /// The layout pass, the commit, the after-commit callbacks, repeated while
  /// work caused during them is pending. A turn in which nothing happened ends
  /// silently.
  mutating func openTurnEnd() -> Event? {
    pruneLayoutCandidates()
    // What is due is read only for a turn in which nothing happened.
    let hasWorkDue =
      runLoop.isTurnEmpty && (hasPendingTurnWork || hasLayoutDue(inThisTurn: false))
    switch runLoop.turn.openEnd(hasWorkDue: hasWorkDue) {
    case .silent:
      // Nothing happened and nothing is due: no line.
      return nil
    case .opened(let number):
      // The steps in order; the turn machine follows them.
      forgetLastTurnsLayout()
      schedule(
        .runLoop(.layoutPass), .runLoop(.coreAnimationCommit), .runLoop(.afterCommit),
        .runLoop(.closeTurn))
      return .note(.turnEnds(number))
    }
  }

  /// Step 1, the layout pass (rule 4.1; grade dec + obs): deferred
  /// navigation transitions (ios7, ios17) and presentations (ios17) start, in
  /// the order they were asked for; then `viewIsAppearing` for every
  /// appearing controller that has not had it (ios17).
  mutating func layoutPass() {
    runLoop.turn.enters(.layoutPass)
    let starting = runLoop.takeDeferredStarts()
    let mark = openSchedule()
    for start in starting {
      switch start {
      case .navigation(let navigation):
        // The pending transition is the one to start; it checks again when
        // its step runs, since an earlier start's handler may end it first.
        if case .pending(let transition) = controllers[navigation.slot].navigation.phase {
          plan(.navigation(.startNavigation(navigation, transition, endsAtOnce: false)))
        }
      case .presentation(let presentation):
        controllers.presentation(at: presentation.presented.slot) { $0.startTaken() }
        plan(.presentation(.startPresentation(presentation, endsAtOnce: false)))
      case .dismissal(let dismissal):
        if let first = dismissal.chain.first {
          controllers.presentation(at: first.slot) { $0.dismissalStartTaken() }
        }
        plan(.presentation(.startDismissal(dismissal, endsAtOnce: false)))
      }
    }
    plan(.runLoop(.layoutPassViewIsAppearing))
    closeSchedule(from: mark)
  }

  /// The rest of step 1: `viewIsAppearing` (ios17), for each controller
  /// that awaits it, in layout order (rule 4.1 step 1; grade doc + dec).
  mutating func layoutPassViewIsAppearing() {
    guard runLoop.awaitingViewIsAppearing > 0 else { return }
    let order = controllersAwaitingViewIsAppearing()
    if !order.isEmpty { schedule(.appearance(.viewIsAppearingInLayoutOrder(order, next: 0))) }
  }

  /// Step 2, the commit (rule 4.1; grade dec + obs): animations begun in this
  /// turn start their clocks; those of zero duration end now, in begin order.
  mutating func coreAnimationCommit() {
    runLoop.turn.enters(.coreAnimationCommit)
    guard !runLoop.unstartedAnimations.isEmpty else { return }
    let starting = runLoop.setDeadlinesOfBegunAnimations()
    schedule(each: starting.lazy.filter { $0.duration == .zero }) {
      .runLoop(.finishAnimation(id: $0.id))
    }
  }

  /// Step 3, after the commit (rule 4.1; grade dec): the queued callbacks,
  /// in the order queued: window-driven dids (rule 2.3) and tab switch ends
  /// (rule 5.2).
  mutating func afterCommit() {
    runLoop.turn.enters(.afterCommit)
    guard !runLoop.afterCommit.isEmpty else { return }
    schedule(.runLoop(.afterCommitCallback(runLoop.takeAfterCommit(), next: 0)))
  }

  /// Sends the queued callback at `next` of those the after-commit step took
  /// (rule 4.1 step 3), after scheduling the one after it beneath the work
  /// its handler causes.
  mutating func afterCommitCallback(_ queued: consuming [AfterCommitCallback], next: Int) -> Event?
  {
    // Read first, so that the array moves on to the next step without a copy.
    let callback = queued[next]
    if next + 1 < queued.count {
      schedule(.runLoop(.afterCommitCallback(consume queued, next: next + 1)))
    }
    switch callback {
    case .windowDid(let change, let controller):
      // Checked now, when it runs: it may no longer apply (rule 2.3).
      windowDid(change, of: controllerID(at: controller))
      return nil
    case .tabSwitchEnd(let controller, _):
      // An explicit end, delivered as such (rule 5.2).
      return endTransition(controllerID(at: controller), cause: .uikitContainerTransition)
    }
  }

  /// Repeats the turn-end steps while work is pending, then closes the turn.
  mutating func closeTurn() {
    switch runLoop.turn.close(hasWorkPending: hasPendingTurnWork) {
    case .repeatSteps:
      // Work the steps caused is pending: the steps again, in order.
      schedule(
        .runLoop(.layoutPass), .runLoop(.coreAnimationCommit), .runLoop(.afterCommit),
        .runLoop(.closeTurn))
    case .closed:
      // Step 4 (rule 4.5): the main queue's blocks open the next turn.
      let mark = openSchedule()
      planMainQueueBlocks()
      closeSchedule(from: mark)
    }
  }

  /// Completes one animation (rule 4.2; grade inf: the model's clock).
  mutating func finishAnimation(id: Int) -> Event? {
    guard let animation = runLoop.removeAnimation(id: id) else { return nil }
    switch animation.kind {
    case .transition(_, let from, let to, let completion):
      endChildTransition(from: from, to: to, completion: completion, label: animation.label)
    case .navigation(let navigation, let transition):
      endNavigation(navigation, transition)
    case .presentation(let end):
      endPresentation(end)
    case .rotation(_, let old, _, let order):
      endRotation(from: old, order: order)
    case .viewAnimation(let completion, _):
      endViewAnimation(id: id, completion: completion, label: animation.label)
    case .mainQueueTimer(let block):
      runMainQueueTimer(block)
    case .pageSet(let end):
      schedule(.pageView(.endSet(end)))
    }
    return .note(.animationEnds(animation.label, at: runLoop.clock.seconds))
  }

  /// The running animation that ends first, ties to the one begun first
  /// (rule 4.2; grade inf).
  private var nextAnimation: AnimationDeadline? {
    runLoop.deadlines.min
  }

  /// Advances the clock to `deadline`, completing each animation that ends by
  /// then in a turn of its own (rule 4.2).
  mutating func runUntil(_ deadline: Instant) {
    guard let next = nextAnimation, next.end <= deadline else {
      runLoop.advanceClock(to: deadline)
      return
    }
    runLoop.advanceClock(to: next.end)
    schedule(
      .runLoop(.finishAnimation(id: next.id)), .runLoop(.openTurnEnd), .runLoop(.runUntil(deadline))
    )
  }

  /// Completes every animation, each in a turn of its own (rule 4.2).
  mutating func runUntilIdle() {
    // A turn that main-queue blocks opened, or blocks still queued, end
    // first (rule 4.5).
    if !runLoop.isTurnEmpty || !runLoop.mainQueue.isEmpty || hasPendingTurnWork
      || hasLayoutDue(inThisTurn: false)
    {
      schedule(.runLoop(.openTurnEnd), .runLoop(.runUntilIdle))
      return
    }
    guard let next = nextAnimation else { return }
    runLoop.advanceClock(to: next.end)
    schedule(
      .runLoop(.finishAnimation(id: next.id)), .runLoop(.openTurnEnd), .runLoop(.runUntilIdle))
  }
}

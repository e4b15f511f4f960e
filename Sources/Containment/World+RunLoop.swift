extension World {
  /// Ends the current run-loop turn (RULES 4.1; grade dec + obs).
  ///
  /// The layout pass, the commit, the after-commit callbacks, repeated while
  /// work caused during them is pending. A turn in which nothing happened ends
  /// silently.
  mutating func endTurn() -> Event? {
    guard !runLoop.isTurnEmpty || hasPendingTurnWork else { return nil }
    runLoop.turnsEnded += 1
    schedule([.layoutPass, .commit, .afterCommit, .finishTurn])
    return .note(.turnEnds(runLoop.turnsEnded))
  }

  /// Step 1, the layout pass (RULES 4.1; grade dec + obs): deferred navigation
  /// transitions start, then `viewIsAppearing` for every appearing controller that has not had
  /// it, in pre-order of each window's view tree (windows in creation order),
  /// then the controllers outside windows in creation order (RULES 4.1).
  mutating func layoutPass() {
    // Deferred navigation transitions start first, in creation order (RULES 5.1).
    let starting: [Step] = controllers.compactMap { state in
      guard case .pending(let transition) = state.navigation else { return nil }
      return .startNavigation(state.id, transition, finishNow: false)
    }
    for step in starting {
      if case .startNavigation(let navigation, _, _) = step {
        controllers[navigation.index].navigation = nil
      }
    }
    schedule(starting + [.layoutPassViewIsAppearing])
  }

  /// The rest of step 1: `viewIsAppearing` (ios17).
  mutating func layoutPassViewIsAppearing() {
    guard profile.sendsViewIsAppearing else { return }
    var order: [ControllerID] = []
    var visited = Set<ControllerID>()
    for window in windows {
      for controller in controllersInSubtree(of: window.view)
      where visited.insert(controller).inserted {
        order.append(controller)
      }
    }
    order += controllers.map(\.id).filter { !visited.contains($0) }
    let needing = order.filter {
      controllers[$0.index].appearance == .appearing && !controllers[$0.index].hadViewIsAppearing
    }
    schedule(needing.map(Step.viewIsAppearing))
  }

  /// Step 2, the commit (RULES 4.1; grade dec + obs): animations begun in this
  /// turn start their clocks; those of zero duration end now, in begin order.
  mutating func commit() {
    var ending: [Int] = []
    for index in runLoop.animations.indices where runLoop.animations[index].start == nil {
      runLoop.animations[index].start = runLoop.clock
      if runLoop.animations[index].duration == .zero {
        ending.append(runLoop.animations[index].id)
      }
    }
    schedule(ending.map { .finishAnimation(id: $0) })
  }

  /// Repeats the turn-end steps while work is pending, then closes the turn.
  mutating func finishTurn() {
    if hasPendingTurnWork {
      schedule([.layoutPass, .commit, .afterCommit, .finishTurn])
    } else {
      runLoop.isTurnEmpty = true
    }
  }

  /// Completes one animation (RULES 4.2; grade inf: the model's clock).
  mutating func finishAnimation(id: Int) -> Event? {
    guard let index = runLoop.animations.firstIndex(where: { $0.id == id }) else { return nil }
    let animation = runLoop.animations.remove(at: index)
    switch animation.kind {
    case .transition(_, let from, let to, let completion):
      finishTransition(from: from, to: to, completion: completion, label: animation.label)
    case .navigation(let navigation, let transition):
      finishNavigation(navigation, transition)
    case .presentation(let end):
      finishPresentation(end, label: end.label)
    case .rotation(_, let old, _, let order):
      finishRotation(from: old, order: order)
    }
    return .note(.animationEnds(animation.label, at: runLoop.clock.seconds))
  }

  /// The running animation that ends first, ties to the one begun first
  /// (RULES 4.2; grade inf).
  private var nextAnimation: Animation? {
    runLoop.animations.filter { $0.start != nil }.min { lhs, rhs in
      guard let left = lhs.end, let right = rhs.end else { return false }
      return (left, lhs.id) < (right, rhs.id)
    }
  }

  /// Advances the clock to `deadline`, completing each animation that ends by
  /// then in a turn of its own (RULES 4.2).
  mutating func runUntil(_ deadline: Instant) {
    guard let next = nextAnimation, let end = next.end, end <= deadline else {
      runLoop.clock = max(runLoop.clock, deadline)
      return
    }
    runLoop.clock = max(runLoop.clock, end)
    schedule([.finishAnimation(id: next.id), .endTurn, .runUntil(deadline)])
  }

  /// Completes every animation, each in a turn of its own (RULES 4.2).
  mutating func runUntilIdle() {
    guard let next = nextAnimation, let end = next.end else { return }
    runLoop.clock = max(runLoop.clock, end)
    schedule([.finishAnimation(id: next.id), .endTurn, .runUntilIdle])
  }
}

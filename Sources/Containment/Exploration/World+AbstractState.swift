/// The key an explorer keeps a world under: what the rest of a run depends
/// on, without the counters that only grow (scenario language §7).
///
/// Two worlds that differ only in how many turns have ended, in the
/// absolute clock, or in the numbers their animations were given, behave
/// alike from here: the deadlines are hashed relative to the clock and
/// the animation numbers relative to the next one, which keeps their order.
/// A search that keys its states so reaches a fixpoint on a container that
/// returns to a state it was in, where hashing the whole world would count
/// every turn as new.
extension World {
  /// Feeds the world's state, without its growing counters, to `hasher`.
  ///
  /// Equal worlds hash alike; worlds that differ only in those counters
  /// hash alike too. Not `Hashable`'s hash: `==` still tells them apart.
  package func hashAbstractState(into hasher: inout Hasher) {
    hasher.combine(profile)
    hasher.combine(controllers)
    hasher.combine(appearances)
    hasher.combine(controllerNames)
    hasher.combine(retiredControllerSlots)
    hasher.combine(viewTree)
    runLoop.hashAbstractState(into: &hasher)
    hasher.combine(work)
    hasher.combine(openExplicitTransitions)
    hasher.combine(transitionContexts)
    hasher.combine(stepLimitPerCall)
    hasher.combine(tracksLayout)
  }
}

extension RunLoopState {
  /// Feeds the run loop's state to `hasher` with the clock and the
  /// animation numbers relative, and without the turns ended.
  func hashAbstractState(into hasher: inout Hasher) {
    let base = nextAnimationID
    hasher.combine(scene)
    hasher.combine(isTurnEmpty)
    hasher.combine(animations.count)
    for animation in animations {
      hasher.combine(animation.id - base)
      hasher.combine(animation.kind)
      hasher.combine(animation.duration)
    }
    hasher.combine(unstartedAnimations.count)
    for animation in unstartedAnimations {
      hasher.combine(animation.id - base)
      hasher.combine(animation.duration)
    }
    // The heap's layout depends on its history: its deadlines in order.
    var deadlines: [AnimationDeadline] = []
    for deadline in self.deadlines.elements {
      deadlines.append(
        AnimationDeadline(
          end: Instant(microseconds: deadline.end.microseconds &- clock.microseconds),
          id: deadline.id - base))
    }
    deadlines.sort()
    hasher.combine(deadlines)
    hasher.combine(afterCommit)
    hasher.combine(deferredStarts)
    hasher.combine(awaitingViewIsAppearing)
    hasher.combine(viewIsAppearingCandidates)
    hasher.combine(mainQueue)
    hasher.combine(mainQueueCalls)
    hasher.combine(viewAnimationFrames.elements.count)
    for frame in viewAnimationFrames.elements {
      hasher.combine(frame.animation.map { $0 - base })
      hasher.combine(frame.completion)
    }
    hasher.combine(viewAnimationsDisabled)
    hasher.combine(deferredDids.count)
    for did in deferredDids {
      hasher.combine(did.animation - base)
      hasher.combine(did.callback)
    }
    hasher.combine(layoutCandidates)
    hasher.combine(laidOutThisTurn)
  }
}

extension World {
  /// Starts a call: marks the journals and pushes the call's first step.
  ///
  /// A top-level call (one made when no call is open) also sets the step
  /// budget that the call and everything its handlers do share.
  ///
  /// - Parameters:
  ///   - operation: the call.
  ///   - address: the variable the call runs on (see
  ///     ``CallsInProgress/owner``).
  ///   - leased: whether a top-level call gets a lease: a `perform` that
  ///     runs none of the caller's code needs none.
  /// - Returns: where the call began, to end it or roll it back, and for a
  ///   leased top-level call the lease the caller holds until it returns
  ///   (``CallsInProgress/isOwned(by:)``).
  /// - Throws: ``UIKitException/copiedDuringCall`` on a copy taken inside a
  ///   handler, ``UIKitException/handlersNestTooDeep(limit:)`` past
  ///   ``maximumHandlerDepth``; nothing has changed then.
  mutating func openCall(_ operation: Call, at address: UInt, leased: Bool = true)
    throws(UIKitException) -> (checkpoint: CallCheckpoint, lease: CallLease?)
  {
    guard calls.isOwned(by: address) else { throw .copiedDuringCall }
    guard calls.depth <= Self.maximumHandlerDepth else {
      throw .handlersNestTooDeep(limit: Self.maximumHandlerDepth)
    }
    let checkpoint = CallCheckpoint(
      workCount: work.count, openExplicitTransitions: openExplicitTransitions,
      transitionContexts: transitionContexts)
    var lease: CallLease?
    if calls.depth == 0 {
      // A lease costs an allocation: only a call that runs the caller's
      // code, which could copy the world, needs one.
      lease = leased ? CallLease() : nil
      calls.openTopLevel(
        checkpoint, at: address, lease: lease, budget: stepLimitPerCall ?? automaticStepLimit)
    } else {
      calls.openNested(checkpoint)
    }
    controllers.openMark()
    appearances.openMark()
    viewTree.openMark()
    runLoop.openMark()
    work.append(.call(operation))
    return (checkpoint, lease)
  }

  /// Whether the world on `address` is still the one that began the call at
  /// `depth`, and has taken at least `steps` steps: `false` when a handler
  /// assigned another world to its `inout` parameter, a copy saved earlier
  /// included (its step count is lower: steps are never given back).
  func isStillInCall(
    atDepth depth: Int, at address: UInt, above workCount: Int, afterSteps steps: Int
  ) -> Bool {
    calls.depth == depth && calls.isOwned(by: address) && work.count >= workCount
      && calls.steps >= steps
  }

  /// Ends a call that did not raise: its writes stay, and an enclosing call
  /// can still undo them.
  mutating func closeCall(_ checkpoint: CallCheckpoint) {
    controllers.commit()
    appearances.commit()
    viewTree.commit()
    runLoop.commit()
    calls.close()
    checkInvariantsAtRest()
  }

  /// Ends a call that raised: the world is as it was before the call.
  ///
  /// The steps a failed inner call took still count against the budget, so
  /// that a handler that catches and retries cannot loop without end.
  mutating func rollBack(to checkpoint: CallCheckpoint) {
    controllers.rollBack()
    appearances.rollBack()
    retireControllersMadeInRolledBackCall()
    viewTree.rollBack(naming: viewTree.viewsMadeSinceMark.map { viewName(at: $0) })
    work.removeSubrange(checkpoint.workCount...)
    runLoop.rollBack()
    openExplicitTransitions = checkpoint.openExplicitTransitions
    transitionContexts = checkpoint.transitionContexts
    calls.close()
    checkInvariantsAtRest()
  }

  /// Puts an empty record in place of each controller that the rolled-back
  /// call made, and retires its slot: the identity a handler was given
  /// is refused from now on, not taken over by the next controller made.
  ///
  /// Inside an enclosing call the empty records are journaled with it; if it
  /// rolls back too, they are put back again, and retired only once.
  private mutating func retireControllersMadeInRolledBackCall() {
    for position in controllers.count..<controllerNames.count {
      retiredControllerSlots.appendIncreasing(ControllerSlot(position))
      controllers.append(kind: .viewController)
      appearances.append()
    }
  }

  /// Rolls back every open call, outermost included: the world a handler
  /// assigned in place of the one it was given is brought to rest, as it was
  /// before the top-level call it was copied in (if any) began.
  mutating func rollBackEveryOpenCall() {
    while let checkpoint = calls.checkpoints.innermost { rollBack(to: checkpoint) }
  }
}

extension World {
  /// Whether a call made on this `World` value may start.
  ///
  /// Always between calls; during one, only where the value is the world the
  /// call runs on (see ``CallOwner``). A value refused here is a copy taken
  /// during a call (``ModelRefusal/copiedDuringCall``).
  mutating func admitsCall() -> Bool {
    guard calls.depth > 0 else { return true }
    switch calls.owner {
    case .handle:
      // The world in the call lives in the handler's WorldInCall, whose calls
      // do not come here: this value is a copy.
      return false
    case .package:
      // This package's observer hands no world out: the call is its own.
      return true
    case .variable(let address):
      // The deprecated entry points: the variable the call began on, while
      // the perform that began it runs.
      return calls.isLeaseAlive && variableAddress() == address
    }
  }

  /// The address of the variable this method runs on: the one the
  /// deprecated `perform(_:handler:)` gives its handler `inout`, and that
  /// every call nested in it runs on too.
  mutating func variableAddress() -> UInt {
    withUnsafeMutablePointer(to: &self) { UInt(bitPattern: $0) }
  }

  /// Starts a call: marks the journals and pushes the call's first step.
  ///
  /// A top-level call (one made when no call is open) also sets the step
  /// budget that the call and everything its handlers do share, and who
  /// owns it (`owner`, with the `lease` of a deprecated `perform`).
  ///
  /// - Returns: where the call began, to end it or roll it back.
  /// - Throws: ``ModelRefusal/handlersNestTooDeep(limit:)`` past
  ///   ``maximumHandlerDepth``; nothing has changed then.
  mutating func openCall(_ operation: Call, owner: CallOwner, lease: CallLease? = nil)
    throws(CallFailure) -> CallCheckpoint
  {
    guard calls.depth <= Self.maximumHandlerDepth else {
      throw .refusal(.handlersNestTooDeep(limit: Self.maximumHandlerDepth))
    }
    let checkpoint = CallCheckpoint(
      workCount: work.count, openExplicitTransitions: openExplicitTransitions,
      transitionContexts: transitionContexts)
    if calls.depth == 0 {
      calls.openTopLevel(
        checkpoint, owner: owner, lease: lease,
        budget: stepLimitPerCall ?? automaticStepLimit)
    } else {
      calls.openNested(checkpoint)
    }
    controllers.openMark()
    appearances.openMark()
    viewTree.openMark()
    runLoop.openMark()
    work.append(.call(operation))
    return checkpoint
  }

  /// Whether the world on `address` is still the one that began the call at
  /// `depth`, and has taken at least `steps` steps: `false` when a handler
  /// of the deprecated `perform(_:handler:)` assigned another world to its
  /// `inout` parameter, a copy saved earlier included (its step count is
  /// lower: steps are never given back).
  mutating func isStillInCall(atDepth depth: Int, above workCount: Int, afterSteps steps: Int)
    -> Bool
  {
    calls.depth == depth && admitsCall() && work.count >= workCount && calls.steps >= steps
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

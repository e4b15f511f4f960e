/// Where a call began: what ``World/rollBack(to:)`` restores when it raises.
///
/// Controllers, views, windows and the run loop undo their own writes
/// through their journals (``JournaledArray``, ``JournaledList``); the name
/// tables and the work stack only grew, above the records' counts and above
/// `workCount`.
struct CallCheckpoint {
  let workCount: Int
  let openExplicitTransitions: Int
}

extension World {
  /// Starts a call: marks the journals and pushes the call's first step.
  ///
  /// A top-level call (one made between calls, not from a handler) also sets
  /// the step budget that the call and everything its handlers do share.
  mutating func beginCall(_ operation: Call) -> CallCheckpoint {
    let checkpoint = CallCheckpoint(
      workCount: work.count, openExplicitTransitions: openExplicitTransitions)
    if work.isEmpty {
      stepsThisCall = 0
      stepBudgetThisCall = stepLimitPerCall ?? automaticStepLimit
    }
    controllers.beginMark()
    appearances.beginMark()
    views.beginMark()
    viewWindows.beginMark()
    windows.beginMark()
    runLoop.beginMark()
    work.append(.call(operation))
    return checkpoint
  }

  /// Ends a call that did not raise: its writes stay, and an enclosing call
  /// can still undo them.
  mutating func endCall(_ checkpoint: CallCheckpoint) {
    controllers.commit()
    appearances.commit()
    views.commit()
    viewWindows.commit()
    windows.commit()
    runLoop.commit()
    if checkpoint.workCount == 0 {
      stepsThisCall = 0
      stepBudgetThisCall = 0
    }
  }

  /// Ends a call that raised: the world is as it was before the call.
  mutating func rollBack(to checkpoint: CallCheckpoint) {
    controllers.rollBack()
    appearances.rollBack()
    controllerNames.removeSubrange(controllers.count...)
    views.rollBack()
    viewWindows.rollBack()
    while let last = plainViewNames.last, last.position >= views.count {
      plainViewNames.removeLast()
    }
    windows.rollBack()
    work.removeSubrange(checkpoint.workCount...)
    runLoop.rollBack()
    openExplicitTransitions = checkpoint.openExplicitTransitions
    // The steps a failed inner call took still count against the budget, so
    // that a handler that catches and retries cannot loop without end.
    if checkpoint.workCount == 0 {
      stepsThisCall = 0
      stepBudgetThisCall = 0
    }
  }
}

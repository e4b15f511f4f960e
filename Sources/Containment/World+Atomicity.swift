/// Where a call began: what ``World/rollBack(to:)`` restores when it raises.
///
/// Controllers, views and windows undo their own writes through their
/// journals (``JournaledArray``); the run loop's state is small and is kept
/// whole; the work stack only grew above `workCount`.
struct CallCheckpoint {
  let workCount: Int
  let runLoop: RunLoopState
}

extension World {
  /// Starts a call: marks the journals and pushes the call's first step.
  ///
  /// A top-level call (one made between calls, not from a handler) also sets
  /// the step budget that the call and everything its handlers do share.
  mutating func beginCall(_ operation: Call) -> CallCheckpoint {
    let checkpoint = CallCheckpoint(workCount: work.count, runLoop: runLoop)
    if work.isEmpty {
      stepsThisCall = 0
      stepBudgetThisCall = stepLimitPerCall ?? automaticStepLimit
    }
    controllers.beginMark()
    views.beginMark()
    windows.beginMark()
    work.append(.start(operation))
    return checkpoint
  }

  /// Ends a call that did not raise: its writes stay, and an enclosing call
  /// can still undo them.
  mutating func endCall(_ checkpoint: CallCheckpoint) {
    controllers.commit()
    views.commit()
    windows.commit()
    if checkpoint.workCount == 0 {
      stepsThisCall = 0
      stepBudgetThisCall = 0
    }
  }

  /// Ends a call that raised: the world is as it was before the call.
  mutating func rollBack(to checkpoint: CallCheckpoint) {
    controllers.rollBack()
    views.rollBack()
    windows.rollBack()
    work.removeSubrange(checkpoint.workCount...)
    runLoop = checkpoint.runLoop
    // The steps a failed inner call took still count against the budget, so
    // that a handler that catches and retries cannot loop without end.
    if checkpoint.workCount == 0 {
      stepsThisCall = 0
      stepBudgetThisCall = 0
    }
  }
}

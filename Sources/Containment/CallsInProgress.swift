/// Where a call began: what ``World/rollBack(to:)`` restores when it raises.
///
/// Controllers, views, windows and the run loop undo their own writes
/// through their journals (``JournaledArray``, ``JournaledList``); the name
/// tables and the work stack only grew, above the records' counts and above
/// `workCount`.
struct CallCheckpoint: Sendable {
  let workCount: Int
  let openExplicitTransitions: Int
}

/// The bookkeeping of the calls a world is in the middle of: the calls that
/// began and have not ended, the step budget of the top-level one, and the
/// steps the world has taken in its life.
///
/// A call made from a handler runs inside the call that delivered the event,
/// so calls nest; the *top-level* call is the outermost one, made when no
/// call was open. The budget belongs to it: every step its handlers and
/// completion blocks cause, however deep, counts against the same budget
/// (the robustness section of the architecture page says what it counts).
///
/// None of this is the model's state: two worlds with the same controllers,
/// views, windows and run loop are equal, whatever their step counts.
struct CallsInProgress: Hashable, Sendable {
  /// The open calls, innermost last: one checkpoint each.
  private(set) var checkpoints = MarkStack<CallCheckpoint>()
  /// The address of the variable that began the top-level call, or 0
  /// between calls.
  ///
  /// A handler gets that same variable, `inout`, so every legitimate nested
  /// call starts at this address; a copy of the world taken inside a handler
  /// lives elsewhere, and is refused (``UIKitException/copiedDuringCall``)
  /// rather than run as part of a call that will never end on it.
  private(set) var owner: UInt = 0
  /// Steps taken so far by the top-level call and everything it caused.
  private(set) var steps = 0
  /// The step budget of the top-level call: 0 between calls.
  private(set) var budget = 0
  /// Every step the world has taken since it was made, in calls that ended
  /// and calls that raised: what a whole-run budget counts.
  private(set) var lifetimeSteps = 0

  /// How many calls are open: 0 between calls.
  var depth: Int { checkpoints.count }

  /// Whether `address`, the variable a call starts on, is the one the open
  /// calls run on (always true between calls).
  func isOwned(by address: UInt) -> Bool { owner == 0 || owner == address }

  /// Opens the top-level call, at `checkpoint`, on the variable at
  /// `address`, with the budget that it and every call inside it share.
  mutating func openTopLevel(_ checkpoint: CallCheckpoint, at address: UInt, budget: Int) {
    owner = address
    steps = 0
    self.budget = budget
    checkpoints.push(checkpoint)
  }

  /// Opens a call inside the open ones: it shares their budget.
  mutating func openNested(_ checkpoint: CallCheckpoint) {
    checkpoints.push(checkpoint)
  }

  /// Closes the innermost call; closing the top-level one ends its budget.
  mutating func close() {
    checkpoints.removeLast()
    guard checkpoints.isEmpty else { return }
    lifetimeSteps &+= steps
    owner = 0
    steps = 0
    budget = 0
  }

  /// Counts one step; `false` once the top-level call's budget is spent.
  mutating func takeStep() -> Bool {
    steps += 1
    return steps <= budget
  }

  /// Always equal: see the type's discussion.
  static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Nothing: see the type's discussion.
  func hash(into hasher: inout Hasher) {}
}

/// Where a call began: what ``World/rollBack(to:)`` restores when it raises.
///
/// Controllers, views, windows and the run loop undo their own writes
/// through their journals (``JournaledArray``, ``JournaledList``); the name
/// tables and the work stack only grew, above the records' counts and above
/// `workCount`.
struct CallCheckpoint: Sendable {
  let workCount: Int
  let openExplicitTransitions: Int
  let transitionContexts: [Bool]
}

/// What the `perform` that begins a top-level call holds until it returns:
/// the world keeps only a weak reference, so a copy of the world taken
/// during the call can tell, after the call, that no `perform` runs it.
final class CallLease: Sendable {}

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
  /// The lease of the top-level call, held strongly only by the `perform`
  /// that began it, and here weakly: it is gone once that `perform` has
  /// returned, in this world and in every copy of it.
  ///
  /// An address alone cannot tell a stale copy from the world: a copy taken
  /// inside a handler and later stored where the world was lives at the
  /// address the call began on. A copy whose lease is gone belongs to a call
  /// that no `perform` will end, whatever its address.
  private weak var lease: CallLease?
  /// Whether the top-level call is leased: begun by a `perform` that runs
  /// the caller's code (a handler, a block), which could copy the world.
  private var isLeased = false
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
  /// calls run on, and the `perform` that began them still runs (always true
  /// between calls).
  func isOwned(by address: UInt) -> Bool {
    owner == 0 || (owner == address && (!isLeased || lease != nil))
  }

  /// Opens the top-level call, at `checkpoint`, on the variable at
  /// `address`, with the budget that it and every call inside it share;
  /// `lease` is held by the `perform` that opens it until it returns.
  mutating func openTopLevel(
    _ checkpoint: CallCheckpoint, at address: UInt, lease: CallLease?, budget: Int
  ) {
    owner = address
    self.lease = lease
    isLeased = lease != nil
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
    lease = nil
    isLeased = false
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

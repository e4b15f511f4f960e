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

/// An object whose identity marks one call: what a ``WorldInCall`` carries
/// (a handler that swapped two of them is told by it), and what the
/// deprecated `perform(_:handler:)` holds until it returns (the world keeps
/// only a weak reference, so a copy taken during the call can tell, after
/// the call, that no `perform` runs it).
final class CallLease: Sendable {}

/// Who began a world's top-level call: what decides whether a call made on
/// a `World` value while calls are open on it belongs to them.
enum CallOwner: Hashable, Sendable {
  /// ``World/apply(_:)`` or ``World/apply(_:handler:)``: the world in the
  /// call lives in a ``WorldInCall`` (or runs no caller's code), so a `World`
  /// value in the middle of the call is a copy, by construction.
  case handle
  /// This package's own observer, which hands no world to a caller: every
  /// call made during it is its own.
  case package
  /// The deprecated ``World/perform(_:handler:)``, which hands the caller the
  /// world itself, `inout`: the variable at `address`, while the call's
  /// lease lives.
  case variable(address: UInt)
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
  /// Who began the top-level call, which decides what a call made on a
  /// `World` value while calls are open is (``World/admitsCall()``).
  private(set) var owner = CallOwner.package
  /// The lease of a top-level call begun by the deprecated
  /// `perform(_:handler:)`, held strongly only by the `perform` that began
  /// it, and here weakly: it is gone once that `perform` has returned, in
  /// this world and in every copy of it.
  ///
  /// An address alone cannot tell a stale copy from the world: a copy taken
  /// inside a handler and later stored where the world was lives at the
  /// address the call began on. A copy whose lease is gone belongs to a call
  /// that no `perform` will end, whatever its address.
  private weak var lease: CallLease?
  /// Steps taken so far by the top-level call and everything it caused.
  private(set) var steps = 0
  /// The step budget of the top-level call: 0 between calls.
  private(set) var budget = 0
  /// Every step the world has taken since it was made, in calls that ended
  /// and calls that raised: what a whole-run budget counts.
  private(set) var lifetimeSteps = 0

  /// How many calls are open: 0 between calls.
  var depth: Int { checkpoints.count }

  /// Whether the deprecated `perform` that began the top-level call still
  /// runs (its lease is alive).
  var isLeaseAlive: Bool { lease != nil }

  /// Opens the top-level call, at `checkpoint`, for `owner`, with the budget
  /// that it and every call inside it share; `lease`, for a
  /// ``CallOwner/variable(address:)`` owner, is held by the `perform` that
  /// opens it until it returns.
  mutating func openTopLevel(
    _ checkpoint: CallCheckpoint, owner: CallOwner, lease: CallLease?, budget: Int
  ) {
    self.owner = owner
    self.lease = lease
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
    owner = .package
    lease = nil
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

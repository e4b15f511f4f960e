/// The run loop's turn, as a machine: the one place where a turn end opens
/// or stays silent, moves through its steps, repeats them, and closes
/// (rule 4.1; grade dec + obs).
///
/// Each event is a `mutating` method that takes the facts it needs from the
/// world as parameters and answers what must happen next; ``World``
/// schedules the steps as answered (`World+RunLoop.swift`).
///
/// ```
/// running ──a turn end opens──▶ layout pass ──▶ commit ──▶ after commit ──┐
///    ▲   (silent if nothing          ▲                                     │ steps done
///    │    happened and nothing due)  └───────────work pending: repeat──────┤
///    └─────────────────────────────────────────nothing pending: closed─────┘
/// ```
///
/// A turn end opened while another is under way (a handler's
/// `RunLoop.main.turn()` during the after-commit step) nests: it runs its
/// own steps, and the outer one goes on where it was once it closes.
struct TurnMachine: Hashable, Sendable {
  /// The steps of a turn end (rule 4.1).
  enum Step: Hashable, Sendable {
    /// Step 1: deferred starts, then `viewIsAppearing` and layout.
    case layoutPass
    /// Step 2: the Core Animation commit, which starts the animations' clocks.
    case coreAnimationCommit
    /// Step 3: the callbacks queued for after the commit.
    case afterCommit
  }

  /// Turns ended so far (a silent one is not counted).
  private(set) var turnsEnded = 0
  /// Whether nothing has happened since the last turn end closed: such a
  /// turn ends silently.
  private(set) var isEmpty = true
  /// The step the innermost turn end under way is in; `nil` while the turn
  /// runs.
  private(set) var innermostEnd: Step?
  /// The steps of the turn ends the innermost one nests in, outermost first:
  /// empty unless a handler opened a turn end during another, so that a
  /// turn end allocates nothing.
  private var outerEnds: [Step] = []

  /// The step each turn end under way is in, outermost first; empty while
  /// the turn runs.
  var endsUnderWay: [Step] { outerEnds + (innermostEnd.map { [$0] } ?? []) }

  /// Whether a turn end is under way.
  var isEnding: Bool { innermostEnd != nil }

  /// Something happened in this turn (a callback, a delegate's line, an
  /// animation begun, a block queued): its end is not silent.
  mutating func noteWork() { isEmpty = false }

  /// What opening a turn end does.
  enum OnOpenEnd: Hashable, Sendable {
    /// Nothing: nothing happened in the turn and nothing is due.
    case silent
    /// The end of turn `number` opens, at its layout pass: the world notes
    /// it and schedules the four steps.
    case opened(number: Int)
  }

  /// A turn end is asked for (`RunLoop.main.turn()`, the clock moving on, a
  /// scene event); `hasWorkDue` says whether a step would have something to
  /// do though nothing happened in the turn (a deferred start, a queued
  /// callback, a layout due), and matters only when nothing did.
  mutating func openEnd(hasWorkDue: Bool) -> OnOpenEnd {
    guard !isEmpty || hasWorkDue else { return .silent }
    turnsEnded += 1
    if let current = innermostEnd { outerEnds.append(current) }
    innermostEnd = .layoutPass
    return .opened(number: turnsEnded)
  }

  /// The innermost turn end under way enters `step`.
  mutating func enters(_ step: Step) {
    guard innermostEnd != nil else {
      preconditionFailure("a turn-end step runs with no turn end under way")
    }
    innermostEnd = step
  }

  /// What the end of a turn end's steps does.
  enum OnClose: Hashable, Sendable {
    /// Work the steps caused is pending: the world schedules the four steps
    /// again (rule 4.1: repeated while anything is pending).
    case repeatSteps
    /// The turn end closes: a new turn runs, in which nothing has happened
    /// yet; the world runs the main queue's blocks in it (rule 4.5).
    case closed
  }

  /// The innermost turn end's steps are done; `hasWorkPending` says whether
  /// work they caused waits for another round.
  mutating func close(hasWorkPending: Bool) -> OnClose {
    guard innermostEnd != nil else {
      preconditionFailure("a turn end closes with none under way")
    }
    if hasWorkPending {
      innermostEnd = .layoutPass
      return .repeatSteps
    }
    innermostEnd = outerEnds.popLast()
    isEmpty = true
    return .closed
  }
}

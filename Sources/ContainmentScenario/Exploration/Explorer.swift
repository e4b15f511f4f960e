import Containment
import Dispatch

/// The search behind ``Scenario/explore(profile:options:shouldContinue:)``:
/// breadth first by levels from the state the setup leaves (scenario
/// language §7).
///
/// A state is a whole run in the middle: the world, the variables, the
/// handlers, the blocks not run yet and the audit's bookkeeping
/// (``Runner``), and whether a turn has just started. No state is kept
/// whole between levels: the states seen are kept as 64-bit fingerprints,
/// and each level's new states as links to their parent and the step that
/// reached them (``Link``); a level's states are rebuilt by replaying
/// those steps from the setup's state, along the tree in order, so that a
/// state shared by its level's neighbours is rebuilt once (``PathCursor``).
/// After each step the state is judged twice: the findings the step
/// produced, and those of its *closing*, a copy run until idle and settled
/// as every scenario ends. The first finding at the shallowest level is the
/// counterexample; the order of the steps tried is fixed (actions in the
/// order declared, each value in order, then the system events), so the
/// result is the same on every run.
struct Explorer {
  /// One step of a path.
  enum Step: Hashable, Sendable {
    /// An action with its arguments, and the statement that calls it.
    case action(index: Int, arguments: [Expression], text: String)
    /// A system event, as the call a statement makes.
    case event(Call, startsTurn: Bool)
    /// The step again, its conditions that read what the model skips taken
    /// as true: the other branch (scenario language §7).
    indirect case assumingTrue(Step)

    /// The statement the written scenario holds for the step.
    var text: String {
      switch self {
      case .action(_, _, let text): text
      case .event(let call, _): call.scenarioText
      case .assumingTrue(let step):
        step.text + "  // a condition that reads a skipped value taken as true here"
      }
    }
  }

  /// A state of the search and the path that reached it.
  private struct Node {
    var runner: Runner
    /// Whether a turn has just started: after the setup, a turn end or a
    /// deadline; a user action is offered only then.
    var atTurnStart: Bool
    var path: [Step]
  }

  let scenario: Scenario
  let profile: Profile
  let options: ExplorationOptions
  /// The line breaks in the scenario's text, the last line counted if it
  /// has none: the written scenario's first step is on the line after.
  private let textLines: Int
  /// The controller the `present` events present, declared after the text,
  /// full screen, when `present` is explored.
  private var presented: (name: String, id: ControllerID)?

  init(scenario: Scenario, profile: Profile, options: ExplorationOptions) {
    self.scenario = scenario
    self.profile = profile
    self.options = options
    textLines = Self.lineCount(of: scenario.text)
  }

  /// The controller the `navigation` events push, declared after the text
  /// (and the presented controller's lines) when `navigation` is explored.
  private var pushed: (name: String, id: ControllerID)?

  /// The lines the explorer's own declarations take after the text.
  private var declarationLines: Int { (presented == nil ? 0 : 2) + (pushed == nil ? 0 : 1) }

  /// The line of the `n`th step (from 1) in the written scenario: after the
  /// text and the explorer's declarations.
  private func line(ofStep number: Int) -> Int {
    textLines + declarationLines + number
  }

  // MARK: The search

  mutating func run(shouldContinue: (ExplorationProgress) -> Bool) -> Exploration {
    var result = Exploration(
      profile: profile, outcome: .clean, coveredDepth: 0, states: 1, steps: 0)
    let start = setUp()
    if let finding = firstFinding(after: 0, in: start.runner) ?? closingFinding(of: start) {
      let found = counterexample(start.path, finding)
      result.outcome = .broken(found)
      result.counterexamples = [found]
      return result
    }
    var search = Search(seen: [fingerprint(start)])
    let cursors = Cursors(count: max(1, options.workers), start: start)
    var level = 0
    while level < options.depth, let frontier = search.levels.last, !frontier.isEmpty {
      level += 1
      guard
        let next = searchLevel(
          level, from: start, &search, cursors: cursors, &result, shouldContinue: shouldContinue)
      else { return result }
      result.coveredDepth = level
      result.states = search.seen.count
      search.held += next.count
      search.levels.append(next)
      if level < options.depth, !next.isEmpty,
        !shouldContinue(
          ExplorationProgress(coveredDepth: level, states: search.seen.count, steps: result.steps))
      {
        result.spend(.stopped)
        return result
      }
    }
    // Every path is covered: to the depth, or to any depth when no new
    // state was left (every longer path revisits a state already judged).
    result.coveredDepth = options.depth
    return result
  }

  /// Level `level` of the breadth-first search: every link of the level
  /// before it, expanded in batches; the new level's links, or `nil` when
  /// the search ends in this level (`result` then says how).
  private mutating func searchLevel(
    _ level: Int, from start: Node, _ search: inout Search, cursors: Cursors,
    _ result: inout Exploration, shouldContinue: (ExplorationProgress) -> Bool
  ) -> [Link]? {
    guard let frontier = search.levels.last else { return [] }
    var next: [Link] = []
    var batchStart = 0
    while batchStart < frontier.count {
      let batch = batchStart..<min(batchStart + Self.batchSize, frontier.count)
      batchStart = batch.upperBound
      for (index, expansions) in zip(batch, expand(batch, of: search.levels, with: cursors)) {
        guard let expansions else {
          result.spend(.valueCombinations)
          result.states = search.seen.count
          return nil
        }
        for expansion in expansions {
          switch take(
            expansion, from: index, atLevel: level, &search, &next, &result,
            shouldContinue: shouldContinue)
          {
          case .goOn:
            continue
          case .stop:
            result.states = search.seen.count
            return nil
          case .deepen:
            // Past the memory cap: the levels from this one by iterative
            // deepening, which holds one path's states and a key per state.
            result.coveredDepth = level - 1
            result.deepenedFrom = level
            result = deepen(from: start, into: result, shouldContinue: shouldContinue)
            return nil
          }
        }
      }
    }
    return next
  }

  /// What the breadth-first search holds: a key per state seen, and each
  /// level's links (level 0 is the setup's state).
  private struct Search {
    var seen: Set<Int>
    var levels: [[Link]] = [[Link(parent: 0, step: 0)]]
    /// The links held in all levels.
    var held = 1
  }

  /// What the search does after one step.
  private enum AfterStep {
    /// The next step.
    case goOn
    /// The search ends: a finding (the first, or each rule's), a budget, or
    /// the caller's stop.
    case stop
    /// The memory cap is reached: iterative deepening from this level.
    case deepen
  }

  /// Takes one step's expansion from the state at `index` of the level
  /// before: its finding, or its state, new or seen, into `next`.
  private func take(
    _ expansion: Expansion, from index: Int, atLevel level: Int, _ search: inout Search,
    _ next: inout [Link], _ result: inout Exploration,
    shouldContinue: (ExplorationProgress) -> Bool
  ) -> AfterStep {
    result.steps += 1
    if result.steps % 1_024 == 0,
      !shouldContinue(
        ExplorationProgress(
          coveredDepth: level - 1, states: search.seen.count, steps: result.steps))
    {
      result.spend(.stopped)
      return .stop
    }
    if let (path, finding) = expansion.found {
      let found = counterexample(path, finding)
      if !result.counterexamples.contains(where: { $0.finding.rule == finding.rule }) {
        result.counterexamples.append(found)
      }
      if case .clean = result.outcome { result.outcome = .broken(found) }
      return options.findsEveryRule ? .goOn : .stop
    }
    guard search.seen.insert(expansion.key).inserted || !options.deduplicatesStates else {
      return .goOn
    }
    // A level's links count in 32 bits: far past any memory cap.
    guard search.seen.count <= options.maximumStates, next.count < options.maximumStates,
      next.count < Int(Int32.max)
    else {
      result.spend(.states)
      return .stop
    }
    if search.held + next.count >= options.maximumHeldStates { return .deepen }
    var link = Link(parent: Int32(index), step: expansion.step)
    #if CONTAINMENT_CHECK_INVARIANTS
      link.key = expansion.key
    #endif
    next.append(link)
    return .goOn
  }

  /// The setup, run as written.
  ///
  /// Its findings are the container's before any step. A setup that leaves
  /// work in its last turn (no run until idle at its end) leaves a user
  /// nothing to touch until that turn ends.
  private mutating func setUp() -> Node {
    var limits = RunLimits(stepLimitPerCall: nil, maximumEvents: Scenario.defaultMaximumEvents)
    limits.maximumStatements = Scenario.defaultMaximumSteps
    // A condition of pasted code that reads what the model skips is
    // answered here: false, and true as a step of its own (section 7).
    limits.answersUndecidable = true
    var runner = Runner(
      world: limits.world(profile, usesLayout: scenario.usesLayout, lineage: scenario.lineage),
      limits: limits,
      auditor: Auditor(),
      trace: TraceRecorder(keepingNothing: ()))
    do throws(ScenarioRun.Failure) {
      for statement in scenario.statements { try runner.run(statement) }
      try declarePresentedController(in: &runner)
      try declarePushedController(in: &runner)
    } catch {
      runner.interpreter.auditor?.raised(error)
    }
    return Node(runner: runner, atTurnStart: runner.world.isAtTurnStart, path: [])
  }

  // MARK: Iterative deepening

  /// One state on the path a depth-first pass holds: the state, the steps
  /// from it (each taken when its turn comes, so that a frame holds one
  /// state, not all its children), and the next of them.
  private struct PathFrame {
    let node: Node
    var steps: [Step]
    var next = 0
    /// The depth of the states its steps reach.
    let depth: Int
  }

  /// The levels past ``Exploration/coveredDepth``, each by a depth-first
  /// pass from the setup's state down to that level, holding one path's
  /// states and the shallowest depth of each state seen (a state reached
  /// again no shallower is not followed again): the first finding of the
  /// pass at its level is a shortest counterexample, as the passes before
  /// covered every shorter path.
  private func deepen(
    from start: Node, into partial: Exploration,
    shouldContinue: (ExplorationProgress) -> Bool
  ) -> Exploration {
    var result = partial
    var limit = result.coveredDepth
    // One table for every pass, its storage kept from one to the next.
    var shallowest: [Int: Int] = [:]
    while limit < options.depth {
      limit += 1
      shallowest.removeAll(keepingCapacity: true)
      shallowest[fingerprint(start)] = 0
      let foundAtLimit: Bool
      switch pass(
        to: limit, from: start, &shallowest, &result, shouldContinue: shouldContinue)
      {
      case .stopped:
        result.states = max(result.states, shallowest.count)
        return result
      case .covered(let found):
        foundAtLimit = found
      }
      result.coveredDepth = limit
      result.states = max(result.states, shallowest.count)
      if foundAtLimit && !options.findsEveryRule { return result }
      if limit < options.depth,
        !shouldContinue(
          ExplorationProgress(coveredDepth: limit, states: result.states, steps: result.steps))
      {
        result.spend(.stopped)
        return result
      }
    }
    return result
  }

  /// How a depth-first pass ends.
  private enum PassEnd {
    /// Every path to the pass's level was taken; `foundAtLimit` when one
    /// broke a rule there.
    case covered(foundAtLimit: Bool)
    /// A finding ended the search, a budget was spent, or the caller
    /// stopped it.
    case stopped
  }

  /// One depth-first pass of iterative deepening, from the setup's state
  /// to `limit` steps, holding one path's states.
  private func pass(
    to limit: Int, from start: Node, _ shallowest: inout [Int: Int],
    _ result: inout Exploration, shouldContinue: (ExplorationProgress) -> Bool
  ) -> PassEnd {
    guard let startSteps = steps(from: start) else {
      result.spend(.valueCombinations)
      return .stopped
    }
    var path = [PathFrame(node: start, steps: startSteps, depth: 1)]
    var foundAtLimit = false
    while var frame = path.popLast() {
      guard frame.next < frame.steps.count else { continue }
      let step = frame.steps[frame.next]
      let (after, finding) = take(step, from: frame.node)
      frame.next += 1
      var isAssumed = false
      if case .assumingTrue = step { isAssumed = true }
      if !isAssumed, after.runner.interpreter.metUndecidable {
        // The same step with the condition true, next, as `expand` does.
        frame.steps.insert(.assumingTrue(step), at: frame.next)
      }
      let depth = frame.depth
      path.append(frame)
      result.steps += 1
      if result.steps % 1_024 == 0,
        !shouldContinue(
          ExplorationProgress(
            coveredDepth: limit - 1, states: max(result.states, shallowest.count),
            steps: result.steps))
      {
        result.spend(.stopped)
        return .stopped
      }
      if let finding {
        // Shorter paths were judged by the passes before: a finding is
        // new only at this pass's level.
        guard depth == limit, record(finding, on: after.path, in: &result) else { continue }
        foundAtLimit = true
        guard options.findsEveryRule else { return .stopped }
        continue
      }
      switch isNew(after, at: depth, &shallowest, &result) {
      case false?: continue
      case nil: return .stopped
      case true?: break
      }
      if depth < limit {
        guard let afterSteps = steps(from: after) else {
          result.spend(.valueCombinations)
          return .stopped
        }
        path.append(PathFrame(node: after, steps: afterSteps, depth: depth + 1))
      }
    }
    return .covered(foundAtLimit: foundAtLimit)
  }

  /// Records a counterexample for `finding` at the end of `path`, unless
  /// one of its rule was found already; returns whether it was recorded.
  private func record(_ finding: Finding, on path: [Step], in result: inout Exploration) -> Bool {
    guard !result.counterexamples.contains(where: { $0.finding.rule == finding.rule }) else {
      return false
    }
    let found = counterexample(path, finding)
    result.counterexamples.append(found)
    if case .clean = result.outcome { result.outcome = .broken(found) }
    return true
  }

  /// Whether a pass's state at `depth` is new: not seen at that depth or
  /// shallower (always, without deduplication); `nil` once the states seen
  /// pass the budget, which is then spent.
  private func isNew(
    _ node: Node, at depth: Int, _ shallowest: inout [Int: Int], _ result: inout Exploration
  ) -> Bool? {
    guard options.deduplicatesStates else { return true }
    let key = fingerprint(node)
    if let seenAt = shallowest[key], seenAt <= depth { return false }
    shallowest[key] = depth
    guard shallowest.count <= options.maximumStates else {
      result.spend(.states)
      return nil
    }
    return true
  }

  /// How many states of a level are expanded between two merges: the
  /// granularity of the budgets' checks when workers share a level.
  private static let batchSize = 64

  /// A state of a level, as kept between levels.
  ///
  /// The index of its parent in the level before, and the step from the
  /// parent that reached it (``code(ofStep:assumingTrue:)``). The setup's
  /// state is level 0's only link, with no parent to follow.
  struct Link: Equatable, Sendable {
    var parent: Int32
    var step: Int32
    #if CONTAINMENT_CHECK_INVARIANTS
      /// The state's key when first reached, which the state rebuilt must
      /// have: the replay's determinism, checked in the invariants build.
      var key = 0
    #endif
  }

  /// The code a link keeps for the `index`th step from its parent
  /// (``steps(from:)``), taken as written or with its undecidable
  /// conditions true.
  private static func code(ofStep index: Int, assumingTrue: Bool) -> Int32 {
    // A state's steps are at most ``Exploration/maximumOffersPerState``
    // calls of actions and a handful of system events.
    Int32(index * 2 + (assumingTrue ? 1 : 0))
  }

  /// The steps from one state taken, for the merge: each step's link code
  /// and the reached state's key, or its finding and the path to it.
  private struct Expansion {
    var step: Int32
    var key: Int
    var found: (path: [Step], finding: Finding)?
  }

  /// Every step from each state of `batch` (indices in the last of
  /// `levels`), taken.
  ///
  /// In the batch's order and each state's steps' order, split among the
  /// workers in contiguous parts and put back in that order, so that the
  /// merge sees what one worker would have produced. Each worker rebuilds
  /// its part's states with its own cursor.
  private func expand(_ batch: Range<Int>, of levels: [[Link]], with cursors: Cursors)
    -> [[Expansion]?]
  {
    let workers = max(1, min(options.workers, batch.count))
    guard workers > 1 else {
      return cursors.withCursor(0) { cursor in
        batch.map { expand(cursor.node(at: $0, of: levels, in: self), into: &cursor) }
      }
    }
    let results = ExpansionResults(count: workers)
    let explorer = self
    DispatchQueue.concurrentPerform(iterations: workers) { part in
      let lower = batch.lowerBound + batch.count * part / workers
      let upper = batch.lowerBound + batch.count * (part + 1) / workers
      // Each worker changes only its own cursor and its own slot.
      let expanded = cursors.withCursor(part) { cursor in
        (lower..<upper).map { index in
          explorer.expand(cursor.node(at: index, of: levels, in: explorer), into: &cursor)
        }
      }
      results.store(expanded, at: part)
    }
    return results.joined()
  }

  /// Every step from `node` taken: each step's code, and the reached
  /// state's key or its finding; `nil` when an action has too many
  /// combinations of values to offer (``ExplorationBudget/valueCombinations``).
  ///
  /// The cursor keeps the steps, as the state's children rebuilt at the
  /// next level are reached by them. A step that met a condition the model
  /// cannot decide is taken again with it true, right after.
  private func expand(_ node: Node, into cursor: inout PathCursor) -> [Expansion]? {
    var expansions: [Expansion] = []
    guard let steps = cursor.steps(ofDeepest: self) else { return nil }
    for (index, step) in steps.enumerated() {
      let (after, finding) = take(step, from: node)
      expansions.append(
        expansion(after, finding, code: Self.code(ofStep: index, assumingTrue: false)))
      if after.runner.interpreter.metUndecidable {
        let (other, otherFinding) = take(.assumingTrue(step), from: node)
        expansions.append(
          expansion(other, otherFinding, code: Self.code(ofStep: index, assumingTrue: true)))
      }
    }
    return expansions
  }

  /// What the merge needs of a state reached by the step of `code`.
  private func expansion(_ after: Node, _ finding: Finding?, code: Int32) -> Expansion {
    guard let finding else { return Expansion(step: code, key: fingerprint(after)) }
    return Expansion(step: code, key: 0, found: (after.path, finding))
  }

  /// The state the step of `code` reaches from `node`, taken again without
  /// judging it: it was judged clean when first taken, and the run is
  /// deterministic.
  private func replay(code: Int32, from node: Node, steps: [Step]) -> Node {
    let step = steps[Int(code / 2)]
    return apply(code % 2 == 1 ? .assumingTrue(step) : step, to: node)
  }

  /// The states on one path from the setup's state, each a level deeper,
  /// rebuilt by replaying the links' steps: asked for the states of a level
  /// in order, it replays only where the path changes, so that a parent
  /// shared by neighbours is rebuilt once.
  private struct PathCursor {
    /// The path's states from level 0: the state, its index in its level,
    /// and its steps once asked for.
    var frames: [(index: Int, node: Node, steps: [Step]?)]

    init(start: Node) { frames = [(0, start, nil)] }

    /// The state of the `index`th link of the last of `levels`, the path
    /// moved to it.
    mutating func node(at index: Int, of levels: [[Link]], in explorer: Explorer)
      -> Node
    {
      // The path's indices, from the deepest level up to level 1.
      var indices = [index]
      for level in stride(from: levels.count - 1, to: 1, by: -1) {
        indices.append(Int(levels[level][indices[indices.count - 1]].parent))
      }
      indices.reverse()
      // Keep the frames the path shares with the new one.
      var kept = 1
      while kept < frames.count, kept < levels.count,
        frames[kept].index == indices[kept - 1]
      {
        kept += 1
      }
      frames.removeSubrange(kept...)
      while frames.count < levels.count {
        let level = frames.count
        let index = indices[level - 1]
        // A state with a child at the next level had its steps offered.
        guard let steps = steps(ofDeepest: explorer) else {
          preconditionFailure("a state with children has no steps")
        }
        let node = explorer.replay(
          code: levels[level][index].step, from: frames[frames.count - 1].node, steps: steps)
        #if CONTAINMENT_CHECK_INVARIANTS
          guard explorer.fingerprint(node) == levels[level][index].key else {
            preconditionFailure("a state rebuilt by replaying differs from the one first reached")
          }
        #endif
        frames.append((index, node, nil))
      }
      return frames[frames.count - 1].node
    }

    /// The steps from the path's deepest state, worked out once.
    mutating func steps(ofDeepest explorer: Explorer) -> [Step]? {
      let last = frames.count - 1
      if let known = frames[last].steps { return known }
      guard let computed = explorer.steps(from: frames[last].node) else { return nil }
      frames[last].steps = computed
      return computed
    }
  }

  /// One cursor per worker, each changed by its worker only, kept from one
  /// batch to the next so that a worker replays only where its path changes.
  private final class Cursors: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<PathCursor>

    init(count: Int, start: Node) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: PathCursor(start: start))
    }

    deinit {
      slots.deinitialize()
      slots.deallocate()
    }

    /// Called by worker `index` only.
    func withCursor<Result>(_ index: Int, _ body: (inout PathCursor) -> Result) -> Result {
      body(&slots[index])
    }
  }

  /// The parts of a batch the workers expand, each part written by its own
  /// worker into its own slot, read once all are done.
  private final class ExpansionResults: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<[[Expansion]?]>

    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: [])
    }

    deinit {
      slots.deinitialize()
      slots.deallocate()
    }

    /// Called by the worker of part `index` only.
    func store(_ part: [[Expansion]?], at index: Int) { slots[index] = part }

    /// The parts in order, once every worker is done.
    func joined() -> [[Expansion]?] { slots.flatMap { $0 } }
  }

  /// Takes `step` from `node`: the state after it, and the first finding
  /// of the step or of its closing.
  private func take(_ step: Step, from node: Node) -> (Node, Finding?) {
    let before = node.runner.interpreter.auditor?.findings.count ?? 0
    #if CONTAINMENT_CHECK_INVARIANTS
      var node = node
      node.runner.interpreter.pairingCheck = AppearancePairingObserver(before: node.runner.world)
    #endif
    let after = apply(step, to: node)
    if let finding = firstFinding(after: before, in: after.runner) {
      return (after, finding)
    }
    #if CONTAINMENT_CHECK_INVARIANTS
      var checked = after
      checkPairing(of: &checked.runner, after: after.path)
      return (checked, closingFinding(of: checked))
    #else
      return (after, closingFinding(of: after))
    #endif
  }

  #if CONTAINMENT_CHECK_INVARIANTS
    /// Stops on a pairing break in a step the audit found clean.
    ///
    /// The interleaving checks' trace invariant: every controller's
    /// appearance callbacks pair (``AppearancePairingObserver``). A break the
    /// audit let pass is the model's or the audit's mistake, never the
    /// container's.
    private func checkPairing(of runner: inout Runner, after path: [Step]) {
      if let problem = runner.interpreter.pairingCheck?.problem {
        let steps = path.map(\.text).joined(separator: "; ")
        // `fatalError`, not `preconditionFailure`: the message is the
        // point, and an optimized build drops a precondition's.
        fatalError("\(profile.name): \(problem), unreported, after: \(steps)")
      }
      runner.interpreter.pairingCheck = nil
    }
  #endif

  /// The state `step` reaches from `node`, not judged.
  private func apply(_ step: Step, to node: Node) -> Node {
    var after = node
    after.path.append(step)
    let stepLine = line(ofStep: after.path.count)
    var taken = step
    after.runner.interpreter.undecidableAnswer = false
    if case .assumingTrue(let inner) = step {
      taken = inner
      after.runner.interpreter.undecidableAnswer = true
    }
    after.runner.interpreter.metUndecidable = false
    do throws(ScenarioRun.Failure) {
      switch taken {
      case .action(let index, let arguments, _):
        let statement = scenario.actions[index].statement(
          binding: arguments, at: SourceLocation(line: stepLine, column: 1))
        try after.runner.run(.statement(statement))
        after.atTurnStart = false
      case .event(let call, let startsTurn):
        try after.runner.run(.perform(call, at: SourceLocation(line: stepLine, column: 1)))
        after.atTurnStart = startsTurn
      case .assumingTrue:
        // Built around a plain step only (`expand`).
        preconditionFailure("a step assumed true twice")
      }
    } catch {
      after.runner.interpreter.auditor?.raised(error)
    }
    // Later steps and the closing read such conditions as false again.
    after.runner.interpreter.undecidableAnswer = false
    return after
  }

  /// The first finding past the first `count`.
  private func firstFinding(after count: Int, in runner: Runner) -> Finding? {
    guard let findings = runner.interpreter.auditor?.findings, findings.count > count else {
      return nil
    }
    return findings[count]
  }

  /// The first finding of a copy of `node` run until idle and settled, as
  /// the written scenario ends at its last step's line.
  ///
  /// A state in the middle of an interactive pop, a sheet's pull or a
  /// gesture that holds a pasted class's paused animator has no closing:
  /// the user's finger is down, and the run cannot settle until a
  /// later step finishes or cancels it, where it is judged.
  private func closingFinding(of node: Node) -> Finding? {
    let world = world(node)
    if let pushed, let navigation = world.parent(of: pushed.id),
      world.isInteractivePopRunning(navigation)
    {
      return nil
    }
    if let top = world.topPresented(in: world.mainWindow), world.isSheetPullInProgress(top) {
      return nil
    }
    if node.runner.interpreter.scope.isGestureHeld {
      // A paused animator a pasted class keeps for its gesture.
      return nil
    }
    var closing = node.runner
    let before = closing.interpreter.auditor?.findings.count ?? 0
    let last =
      node.path.isEmpty && presented == nil ? scenario.lastLine : line(ofStep: node.path.count)
    #if CONTAINMENT_CHECK_INVARIANTS
      closing.interpreter.pairingCheck = AppearancePairingObserver(before: closing.world)
    #endif
    do throws(ScenarioRun.Failure) {
      try closing.runToIdle(at: last)
      closing.interpreter.auditor?.settle(closing.world, final: true)
      #if CONTAINMENT_CHECK_INVARIANTS
        // The interleaving checks' settled invariant, at every state the
        // search reaches: a held didMove is never lost.
        let lost = closing.world.controllersThatLostAHeldDidMove
        guard lost.isEmpty else {
          fatalError("\(lost) appeared and still hold their didMove(toParent:)")
        }
      #endif
    } catch {
      closing.interpreter.auditor?.raised(error)
    }
    let finding = firstFinding(after: before, in: closing)
    #if CONTAINMENT_CHECK_INVARIANTS
      if finding == nil { checkPairing(of: &closing, after: node.path) }
    #endif
    return finding
  }

  /// The world of `node`.
  private func world(_ node: Node) -> World { node.runner.world }

  /// The key a state is kept under: the world without its counters that
  /// only grow (``World/hashAbstractState(into:)``), the run's state, and
  /// whether a turn has just started.
  private func fingerprint(_ node: Node) -> Int {
    var hasher = Hasher()
    node.runner.world.hashAbstractState(into: &hasher)
    node.runner.interpreter.hashState(into: &hasher, in: node.runner.world)
    hasher.combine(node.atTurnStart)
    return hasher.finalize()
  }

  // MARK: What can happen next

  /// The steps offered from `node`, in the search's fixed order.
  private func steps(from node: Node) -> [Step]? {
    let world = node.runner.world
    let window = world.mainWindow
    let root = world.rootViewController(of: window)
    // What a user sees: the root's view in the visible window (a root whose
    // view was taken out shows nothing, and UIKit refuses to present on it).
    let isVisible =
      root.flatMap { world.view(of: $0) }.map { world.isInVisibleWindow($0) } ?? false
    // While the root presents, a user touches the presentation on top,
    // unless the finger is pulling that sheet down.
    let topPresented = world.topPresented(in: window)
    let isPullingTheSheet = topPresented.map { world.isSheetPullInProgress($0) } ?? false
    // The container is covered while the explorer's controller is pushed
    // over it: a user touches only what is on screen.
    let isPushedOver = pushed.map { world.parent(of: $0.id) != nil } ?? false
    let userCanAct =
      node.atTurnStart && isVisible && !isPushedOver && !isPullingTheSheet
      && !world.isUIKitTransitionRunning && !world.isInBackground
    var steps: [Step] = []
    // Every combination's guard is read: past the bound, more than a
    // search can try in a bounded time.
    var remaining = Exploration.maximumOffersPerState
    for (index, action) in scenario.actions.enumerated()
    where action.isProgrammatic
      || (userCanAct && isTouchable(action.actsOn, under: topPresented, in: node.runner))
    {
      guard let offered = offers(of: action, at: index, in: node.runner, within: &remaining)
      else { return nil }
      steps += offered
    }
    if options.events.contains(.time) {
      steps += Self.timeSteps(in: world, atTurnStart: node.atTurnStart)
    }
    if options.events.contains(.appear) {
      steps.append(.event(.setWindowHidden(window, !world.isHidden(window)), startsTurn: false))
    }
    if options.events.contains(.present), let presented, let root {
      steps += Self.presentationSteps(of: presented.id, over: root, in: world, isVisible: isVisible)
    }
    if options.events.contains(.navigation), let pushed,
      let navigation = navigationShown(in: world)
    {
      steps += navigationSteps(navigation, pushing: pushed.id, in: world)
    }
    if options.events.contains(.rotate) {
      let turned: Orientation =
        switch world.orientation(of: window) {
        case .portrait, .portraitUpsideDown: .landscapeLeft
        case .landscapeLeft, .landscapeRight: .portrait
        }
      steps.append(.event(.rotate(window, to: turned, duration: 0.3), startsTurn: false))
    }
    if options.events.contains(.sheet), let top = world.topPresented(in: window) {
      steps += Self.sheetSteps(of: top, in: world, isVisible: isVisible)
    }
    if options.events.contains(.background) {
      steps.append(
        .event(.scene(world.isInBackground ? .enterForeground : .enterBackground), startsTurn: true)
      )
    }
    if options.events.contains(.memory) {
      steps.append(.event(.didReceiveMemoryWarning, startsTurn: false))
    }
    return steps
  }

  /// The `time` events: the turn ends (when it has work, or main-queue
  /// blocks wait), and the clock runs to the next deadline.
  private static func timeSteps(in world: World, atTurnStart: Bool) -> [Step] {
    var steps: [Step] = []
    if !atTurnStart || world.hasMainQueueBlocks {
      steps.append(.event(.endTurn, startsTurn: true))
    }
    if let seconds = world.secondsToNextDeadline {
      steps.append(.event(.run(for: seconds), startsTurn: true))
    }
    return steps
  }

  /// The `present` events: the explorer's controller presented over the
  /// root while nothing covers it, and dismissed once it is shown and
  /// presents nothing.
  private static func presentationSteps(
    of presented: ControllerID, over root: ControllerID, in world: World, isVisible: Bool
  ) -> [Step] {
    let shown = world.presentedViewController(of: root)
    if isVisible, shown == nil, root != presented {
      return [
        .event(.present(presented, from: root, animated: true, completion: nil), startsTurn: false)
      ]
    }
    if shown == presented, !world.isUIKitTransitionRunning,
      world.presentedViewController(of: presented) == nil
    {
      return [.event(.dismiss(presented, animated: true, completion: nil), startsTurn: false)]
    }
    return []
  }

  /// The `sheet` events on the top presented controller: a pull in
  /// progress finished or cancelled; otherwise a pull begun, the user's, on
  /// a sheet they can see.
  private static func sheetSteps(of top: ControllerID, in world: World, isVisible: Bool)
    -> [Step]
  {
    if world.isSheetPullInProgress(top) {
      return [
        .event(.sheet(.finishInteractiveDismiss(top)), startsTurn: false),
        .event(.sheet(.cancelInteractiveDismiss(top)), startsTurn: false),
      ]
    }
    guard isVisible, !world.isInBackground, !world.isUIKitTransitionRunning else { return [] }
    return [.event(.sheet(.beginInteractiveDismiss(top)), startsTurn: false)]
  }

  /// The first navigation controller, in creation order, whose view is in a
  /// visible window: the one the `navigation` events push on.
  private func navigationShown(in world: World) -> ControllerID? {
    world.controllerIDs.first { controller in
      world.kind(of: controller) == .navigationController
        && (world.view(of: controller).map(world.isInVisibleWindow) ?? false)
    }
  }

  /// The `navigation` events possible on `navigation`: a push of `pushed`
  /// over the container, animated, while no transition runs; once it is the
  /// top, a pop back, animated, or an interactive pop begun; while that
  /// runs, finished or cancelled.
  private func navigationSteps(
    _ navigation: ControllerID, pushing pushed: ControllerID, in world: World
  ) -> [Step] {
    if world.isInteractivePopRunning(navigation) {
      return [
        .event(.finishInteractivePop(navigation), startsTurn: false),
        .event(.cancelInteractivePop(navigation), startsTurn: false),
      ]
    }
    guard world.isNavigationIdle(navigation), !world.isUIKitTransitionRunning else { return [] }
    if world.topViewController(of: navigation) == pushed {
      return [
        .event(.popViewController(navigation, animated: true), startsTurn: false),
        .event(.beginInteractivePop(navigation), startsTurn: false),
      ]
    }
    guard world.parent(of: pushed) == nil, world.presentingViewController(of: pushed) == nil
    else { return [] }
    return [
      .event(.pushViewController(pushed, onto: navigation, animated: true), startsTurn: false)
    ]
  }

  /// The calls of `action` possible in `runner`'s state: one per
  /// combination of its parameters' values whose guard holds; `nil` when
  /// the combinations are more than `remaining`, which they are taken from.
  private func offers(
    of action: ActionDeclaration, at index: Int, in runner: Runner, within remaining: inout Int
  ) -> [Step]? {
    // Each parameter's values, as the expression bound and as written.
    var domains: [[(value: Expression, text: String)]] = []
    for parameter in action.parameters {
      switch parameter.domain {
      case .integers(let lower, let upper, let location):
        domains.append((lower..<upper).map { (.number(Double($0), location), String($0)) })
      case .list(let list):
        let value = Lowering.running(runner.interpreter.scope, in: runner.world) {
          try? $0.value(list)
        }
        guard case .list(let controllers, _)? = value else { return [] }
        domains.append(
          controllers.map { (.name($0.name, list.location), $0.name) })
      case .values(let values):
        domains.append(values.map { ($0, Self.spelling(of: $0)) })
      }
    }
    var offers: [Step] = []
    var combination = [Int](repeating: 0, count: domains.count)
    if domains.contains(where: \.isEmpty) { return [] }
    var combinations = 1
    for domain in domains {
      let (product, overflow) = combinations.multipliedReportingOverflow(by: domain.count)
      guard !overflow, product <= remaining else { return nil }
      combinations = product
    }
    remaining -= combinations
    while true {
      let chosen = zip(domains, combination).map { $0[$1] }
      if isEnabled(action, with: chosen.map(\.value), in: runner) {
        offers.append(
          .action(
            index: index, arguments: chosen.map(\.value),
            text: "\(action.name)(\(chosen.map(\.text).joined(separator: ", ")))"))
      }
      // The next combination, the last parameter fastest.
      var position = domains.count - 1
      while position >= 0 {
        combination[position] += 1
        if combination[position] < domains[position].count { break }
        combination[position] = 0
        position -= 1
      }
      if position < 0 { break }
    }
    return offers
  }

  /// A parameter's value as a step writes it: `true`, `2`.
  private static func spelling(of value: Expression) -> String {
    switch value {
    case .boolean(let flag, _):
      return flag ? "true" : "false"
    case .number(let number, _):
      if let whole = number.exactInteger { return String(whole) }
      return String(number)
    case .name, .string, .none, .enumCase, .array, .member, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // The parser takes only the two kinds above.
      return "\(value)"
    }
  }

  /// Whether a user can touch the controllers among `names`: each has its
  /// view in a visible window and, while the root presents, is inside the
  /// presentation on top (`top`).
  ///
  /// A user touches only what is on screen (scenario language §7: a plain
  /// action happens while the container's view is in a visible window), not
  /// a list covered by the detail pushed over it nor a screen under a modal;
  /// the content of the modal on top is touched. With no controller among
  /// the names (a number, a plain object, none), the root's content is what
  /// is touched: nothing may be presented over it.
  private func isTouchable(_ names: [String], under top: ControllerID?, in runner: Runner)
    -> Bool
  {
    let world = runner.world
    let controllers = names.compactMap { name -> ControllerID? in
      guard case .controller(let controller, _)? = runner.interpreter.scope.symbol(name) else {
        return nil
      }
      return controller
    }
    guard !controllers.isEmpty else { return top == nil }
    return controllers.allSatisfy { controller in
      if let top, !world.isSelfOrDescendant(controller, of: top) { return false }
      return world.view(of: controller).map { world.isInVisibleWindow($0) } ?? false
    }
  }

  /// Whether `action`'s guard holds with `arguments` bound; a guard that
  /// cannot be read now (a view not loaded) does not hold.
  private func isEnabled(
    _ action: ActionDeclaration, with arguments: [Expression], in runner: Runner
  ) -> Bool {
    guard let condition = action.condition else { return true }
    var locals: [Binding] = []
    let scope = runner.interpreter.scope
    for (parameter, argument) in zip(action.parameters, arguments) {
      let value = Lowering.running(scope, in: runner.world, locals: locals) {
        try? $0.value(argument)
      }
      guard let value else { return false }
      locals.append(Binding(name: parameter.name, value: value))
    }
    return Lowering.running(scope, in: runner.world, locals: locals) {
      (try? $0.condition(condition)) ?? false
    }
  }

  // MARK: The written scenario

  /// Declares the controller the `present` events present, on the line
  /// after the text, and makes it full screen on the next, when they are
  /// explored.
  private mutating func declarePresentedController(in runner: inout Runner)
    throws(ScenarioRun.Failure)
  {
    guard options.events.contains(.present) else { return }
    let made = try Self.declareController(named: "explorerModal", at: textLines + 1, in: &runner)
    presented = made
    try runner.run(
      .perform(
        .setModalPresentationStyle(.fullScreen, of: made.id),
        at: SourceLocation(line: textLines + 2, column: 1)))
  }

  /// Declares the controller the `navigation` events push, on the line
  /// after the presented controller's, when they are explored.
  private mutating func declarePushedController(in runner: inout Runner)
    throws(ScenarioRun.Failure)
  {
    guard options.events.contains(.navigation) else { return }
    pushed = try Self.declareController(
      named: "explorerPushed", at: textLines + declarationLines + 1, in: &runner)
  }

  /// Makes and declares a controller of the explorer's own at `line`,
  /// named `base`, or `base2`, `base3`… when the scenario took the name.
  private static func declareController(
    named base: String, at line: Int, in runner: inout Runner
  ) throws(ScenarioRun.Failure) -> (name: String, id: ControllerID) {
    var name = base
    var suffix = 2
    while runner.interpreter.scope.symbol(name) != nil {
      name = "\(base)\(suffix)"
      suffix += 1
    }
    let id = runner.world.makeViewController(named: name)
    do {
      try runner.interpreter.scope.declare(
        name, as: .controller(id, .viewController), at: SourceLocation(line: line, column: 1))
    } catch {
      throw ScenarioRun.Failure(line: line, exception: nil, message: error.message)
    }
    return (name, id)
  }

  /// The counterexample of `path`: its steps, and the scenario's text with
  /// a line for the presented controller and one per step.
  private func counterexample(_ path: [Step], _ finding: Finding) -> Counterexample {
    var text = scenario.text
    if let last = text.unicodeScalars.last, last != "\n", last != "\r" { text += "\n" }
    if let presented {
      text += "let \(presented.name) = UIViewController()\n"
      text += Call.setModalPresentationStyle(.fullScreen, of: presented.id).scenarioText + "\n"
    }
    if let pushed { text += "let \(pushed.name) = UIViewController()\n" }
    for step in path { text += step.text + "\n" }
    return Counterexample(
      steps: path.map(\.text), stepLines: path.indices.map { line(ofStep: $0 + 1) },
      finding: finding, scenarioText: text)
  }

  /// The lines of `text` as the lexer counts them: a break is `\n`, `\r\n`
  /// or `\r`; a last line without a break counts too.
  static func lineCount(of text: String) -> Int {
    var count = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A, previous != 0x0D { count += 1 }
      if byte == 0x0D { count += 1 }
      previous = byte
    }
    if let last = text.utf8.last, last != 0x0A, last != 0x0D { count += 1 }
    return count
  }
}

extension Exploration {
  /// Ends the search on `budget`: spent, unless a rule broke first.
  mutating func spend(_ budget: ExplorationBudget) {
    guard counterexamples.isEmpty else { return }
    outcome = .budgetSpent
    spentBudget = budget
  }
}

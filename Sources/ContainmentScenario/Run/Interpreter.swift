import Containment

/// The part of a scenario run that executes statements: the variables and
/// handlers, the blocks handed to UIKit, and the trace (scenario language
/// §2, §5).
///
/// Statements run one at a time against the world as it is then: an `if`
/// reads the state its preceding statements left, a handler or a completion
/// block reads the variables when it runs. Blocks run from a stack of
/// frames, not by recursion, so nesting costs no native stack; handlers
/// re-enter through the world, bounded by ``Scenario/maximumHandlerDepth``.
struct Interpreter {
  /// The declared names and the variables' values.
  var scope: Scope
  /// The handler of each trigger; a later `on` replaces an earlier one.
  var handlers: [HandlerKey: RegisteredHandler] = [:]
  /// The blocks handed to UIKit that have not run yet, by number.
  private var blocks: [Int: ScenarioBlock] = [:]
  private var nextBlockNumber = 0
  /// The whole trace so far: events are recorded as they arrive.
  var trace: TraceRecorder
  var auditor: Auditor?
  let limits: RunLimits
  /// The line of the top-level statement that started the work under way:
  /// where a run that goes past its budgets is stopped.
  private var topLevelLine = 0
  /// How many objects a pasted class's code made under each name: the next
  /// gets the name with `_2`, `_3`, … (scenario language §6).
  private var madeNames: [String: Int] = [:]
  /// The statements executed so far, loop iterations included: work that
  /// delivers no event has a budget too (``RunLimits/maximumStatements``).
  private(set) var statementsRun = 0
  /// What a condition that cannot be decided reads when the limits answer
  /// it (the explorer's runs): false, or true for the other branch.
  var undecidableAnswer = false
  /// Whether a statement run since the explorer last cleared it held a
  /// condition that cannot be decided: the step has another branch.
  var metUndecidable = false
  #if CONTAINMENT_CHECK_INVARIANTS
    /// The explorer's check of the model's own trace over a step: every
    /// event of the run goes to it while it is set (the invariants build).
    var pairingCheck: AppearancePairingObserver?
  #endif

  init(scope: Scope, trace: TraceRecorder, auditor: Auditor?, limits: RunLimits) {
    self.scope = scope
    self.trace = trace
    self.auditor = auditor
    self.limits = limits
  }

  /// The auditor's findings made since they were last taken (none without
  /// an auditor), taken in place.
  mutating func takeFindings() -> [Finding] {
    auditor?.takeFindings() ?? []
  }

  /// What is left to run of the blocks under way.
  private enum Frame {
    /// A block's statements from `next`, with its bound names and the
    /// actions of those lowered already (a handler's; empty for others).
    case block([Statement], lowered: [Action?], next: Int, locals: [Binding])
    /// A loop's body for each element from `next`; `line` is the loop's.
    case loop(String, [Symbol], next: Int, body: [Statement], locals: [Binding], line: Int)
    /// The end of an animations block, performed after its statements.
    case end(Call, at: SourceLocation)
    /// The end of a kept closure's body: what bounds closures that call
    /// closures (scenario language §6).
    case closureEnd
  }

  /// Feeds what the rest of a run depends on to `hasher`.
  ///
  /// That is the variables, the handlers, the blocks not run yet and the audit's bookkeeping; not
  /// the trace, nor the counters of statements and events, which only grow.
  /// The explorer's key for a state, beside the world: the audit's
  /// bookkeeping without lines and absolute turns
  /// (``Auditor/hashAbstractState(into:in:)``).
  func hashState(into hasher: inout Hasher, in world: World) {
    hasher.combine(scope.symbols)
    hasher.combine(scope.unknownValues)
    // The table's order is the dictionary's: each entry is hashed apart
    // and the hashes summed, which no order changes.
    var handlerSum = 0
    for (key, handler) in handlers {
      var entry = Hasher()
      entry.combine(key)
      entry.combine(handler.body)
      handlerSum &+= entry.finalize()
    }
    hasher.combine(handlerSum)
    hasher.combine(blocks)
    hasher.combine(auditor != nil)
    auditor?.hashAbstractState(into: &hasher, in: world)
  }

  // MARK: Statements

  /// Runs one top-level statement of a checked scenario.
  mutating func runTopLevel(_ statement: CheckedStatement, in world: inout World)
    throws(ScenarioRun.Failure)
  {
    switch statement {
    case .perform(let call, let location):
      try countStatement(at: location.line)
      try performTopLevel(call, line: location.line, column: location.column, in: &world)
    case .performAll(let calls, let location):
      try countStatement(at: location.line)
      for call in calls {
        try performTopLevel(call, line: location.line, column: location.column, in: &world)
      }
    case .declare(let name, let declaration, let location):
      try countStatement(at: location.line)
      try declare(name, declaration, at: location, in: &world)
    case .statement(let statement):
      // Lowered now, against the world as it is: a plain statement without
      // a frame or a copy of the world, as it reads none.
      guard statement.isPlain else {
        try run([statement], locals: [], depth: 0, topLevel: true, in: &world)
        return
      }
      try countStatement(at: statement.location.line)
      var frames: [Frame] = []
      try apply(
        plainAction(statement), of: statement, locals: [], depth: 0, topLevel: true, in: &world,
        &frames)
      // A plain statement may still open frames: `UIView.transition(from:to:…,
      // completion: nil)` moves the views in an animations block, then
      // closes it.
      if !frames.isEmpty { try run(frames: frames, depth: 0, topLevel: true, in: &world) }
    }
  }

  /// Runs `statements` with `locals` bound; each call is a top-level call
  /// (with a budget of its own) when `topLevel`.
  ///
  /// `lowered` holds the actions of those lowered already, by position (a
  /// handler's).
  mutating func run(
    _ statements: [Statement], lowered: [Action?] = [], locals: [Binding], depth: Int,
    topLevel: Bool, in world: inout World
  ) throws(ScenarioRun.Failure) {
    try run(
      frames: [.block(statements, lowered: lowered, next: 0, locals: locals)], depth: depth,
      topLevel: topLevel, in: &world)
  }

  /// Runs `frames` to the end, the last first: a block's statements, a
  /// loop's iterations, an animations block's closing call.
  private mutating func run(
    frames: consuming [Frame], depth: Int, topLevel: Bool, in world: inout World
  ) throws(ScenarioRun.Failure) {
    var frames = frames
    while let frame = frames.popLast() {
      switch frame {
      case .block(let statements, let lowered, let next, let locals):
        guard next < statements.count else { continue }
        // The rest of the block, if any: a statement in the last place
        // leaves no frame behind, so a `while` that runs its body again
        // from there keeps the stack as it is.
        if next + 1 < statements.count {
          frames.append(.block(statements, lowered: lowered, next: next + 1, locals: locals))
        }
        let statement = statements[next]
        try countStatement(at: statement.location.line)
        let action: Action
        if next < lowered.count, let kept = lowered[next] {
          action = kept
        } else if statement.isPlain && locals.isEmpty {
          action = try plainAction(statement)
        } else {
          action = try lower(statement, locals, depth: depth, topLevel: topLevel, in: &world)
        }
        try apply(
          action, of: statement, locals: locals, depth: depth, topLevel: topLevel, in: &world,
          &frames)
      case .loop(let name, let elements, let next, let body, let locals, let line):
        guard next < elements.count else { continue }
        // Each iteration is a step: a loop of empty bodies is work too.
        try countStatement(at: line)
        frames.append(
          .loop(name, elements, next: next + 1, body: body, locals: locals, line: line))
        let element = Binding(name: name, value: elements[next])
        frames.append(.block(body, lowered: [], next: 0, locals: locals + [element]))
      case .end(let call, let location):
        try perform(call, at: location, depth: depth, topLevel: topLevel, in: &world)
      case .closureEnd:
        // The closure's statements are done; nothing to perform.
        continue
      }
    }
  }

  /// Counts one statement (or loop iteration) against the run's budget,
  /// stopping the run at `line` once it is spent.
  private mutating func countStatement(at line: Int) throws(ScenarioRun.Failure) {
    statementsRun += 1
    guard statementsRun <= limits.maximumStatements else {
      throw limits.statementsSpent(at: line)
    }
  }

  /// Does what one statement's action says: performs its calls, sets a
  /// variable or a handler, or pushes the frames of a block or a loop.
  private mutating func apply(
    _ action: Action, of statement: Statement, locals: [Binding], depth: Int, topLevel: Bool,
    in world: inout World, _ frames: inout [Frame]
  ) throws(ScenarioRun.Failure) {
    switch action {
    case .declare(let name, let declaration, let location):
      // Only the top level declares: the check said so before anything ran.
      guard topLevel, depth == 0, locals.isEmpty else {
        throw ScenarioRun.Failure(
          line: location.line, exception: nil,
          message: "'\(name)' can only be declared at the top level")
      }
      try declare(name, declaration, at: location, in: &world)
    case .declareVariable(let name, let type, let value, let location):
      do {
        try scope.declareVariable(name, type, as: value, at: location)
      } catch {
        throw ScenarioRun.Failure(line: location.line, exception: nil, message: error.message)
      }
      if case .variable(_, Lowering.gestureFlagType?, _, _) = statement {
        scope.holdsGesture(name)
      }
    case .perform(let call):
      try perform(call, at: statement.location, depth: depth, topLevel: topLevel, in: &world)
    case .performAll(let calls):
      for call in calls {
        try perform(call, at: statement.location, depth: depth, topLevel: topLevel, in: &world)
      }
    case .handle(let key, let body):
      handlers[key] = RegisteredHandler(body)
    case .assign(let name, let value):
      scope.assign(name, value)
    case .assignUnknown(let name, let stop):
      scope.assignUnknown(name, stop: stop)
    case .run(let body, let binding):
      frames.append(
        .block(body, lowered: [], next: 0, locals: binding.map { locals + [$0] } ?? locals))
    case .loop(let name, let elements, let body):
      frames.append(
        .loop(name, elements, next: 0, body: body, locals: locals, line: statement.location.line))
    case .make(let declaration, let name, let body):
      let symbol = try make(
        declaration, named: name, at: statement.location, depth: depth, topLevel: topLevel,
        in: &world)
      frames.append(
        .block(body, lowered: [], next: 0, locals: locals + [Binding(name: name, value: symbol)]))
    case .runClosure(let key, let argument):
      // A closure never assigned, or assigned nil, is not called: the
      // expansion tests the property first, as `onClose?()` does.
      guard let handler = handlers[key] else { return }
      let open = frames.lazy.filter { if case .closureEnd = $0 { true } else { false } }.count
      guard open < Scenario.maximumHandlerDepth else {
        throw ScenarioRun.Failure(
          line: statement.location.line, exception: nil,
          message: "closures call closures more than \(Scenario.maximumHandlerDepth) deep; "
            + "the scenario does not settle")
      }
      frames.append(.closureEnd)
      frames.append(
        .block(
          handler.body.statements, lowered: [], next: 0,
          locals: handler.body.locals(binding: argument)))
    case .animate(let begin, let body, let end):
      try perform(begin, at: statement.location, depth: depth, topLevel: topLevel, in: &world)
      frames.append(.end(end, at: statement.location))
      frames.append(.block(body, lowered: [], next: 0, locals: locals))
    }
  }

  /// What a handler's `{ x in … }` binds for `event`: the callback's
  /// argument, or whether a page view controller's swipe completed.
  private static func boundArgument(of event: Event) -> Symbol? {
    if case .pageView(.didFinishAnimating(_, let completed, _)) = event {
      return .boolean(completed)
    }
    return event.callback?.method.boundArgument
  }

  /// The name a controller or view made under `binding` is traced with:
  /// the expansion's numbers taken out (`page#3` is `page`, `page#3.menu`
  /// is `page.menu`).
  static func madeName(_ binding: String) -> String {
    var name = ""
    var skipping = false
    for character in binding {
      if character == "#" {
        skipping = true
        continue
      }
      if skipping, character.isNumber { continue }
      skipping = false
      name.append(character)
    }
    return name
  }

  /// Makes what a pasted class's code makes (scenario language §6), named
  /// after the name it is bound to without its `#` suffix: `menu`, or
  /// `menu_2`, `menu_3`, … when a controller or view has that name already.
  private mutating func make(
    _ declaration: DeclarationAction, named binding: String, at location: SourceLocation,
    depth: Int, topLevel: Bool, in world: inout World
  ) throws(ScenarioRun.Failure) -> Symbol {
    let base = Self.madeName(binding)
    var name = base
    // A variable of that name names no object: only declared objects take it.
    let taken = scope.symbol(base) != nil && scope.variables[base] == nil
    var number = madeNames[base, default: taken ? 1 : 0]
    if number > 0 {
      number += 1
      name = "\(base)_\(number)"
    }
    madeNames[base] = max(number, 1)
    let symbol: Symbol
    do {
      symbol = try Scenario.declare(declaration.made, named: name, in: &world)
    } catch {
      throw ScenarioRun.Failure(line: location.line, exception: error, message: error.message)
    }
    if let root = declaration.root, case .controller(let navigation, _) = symbol {
      try perform(
        .setViewControllers([root], of: navigation, animated: false), at: location,
        depth: depth, topLevel: topLevel, in: &world)
    }
    return symbol
  }

  /// Makes what a `let` declares, then performs what its initializer does.
  private mutating func declare(
    _ name: String, _ declaration: DeclarationAction, at location: SourceLocation,
    in world: inout World
  ) throws(ScenarioRun.Failure) {
    let symbol: Symbol
    do {
      symbol = try Scenario.declare(declaration.made, named: name, in: &world)
    } catch {
      throw ScenarioRun.Failure(line: location.line, exception: error, message: error.message)
    }
    do {
      try scope.declare(name, as: symbol, at: location)
    } catch {
      throw ScenarioRun.Failure(line: location.line, exception: nil, message: error.message)
    }
    // UINavigationController(rootViewController:) sets its stack (rule 5.1).
    if let root = declaration.root, case .controller(let navigation, _) = symbol {
      try performTopLevel(
        .setViewControllers([root], of: navigation, animated: false), line: location.line,
        in: &world)
    }
  }

  /// The action of a plain statement (``Statement/isPlain``), lowered
  /// without the world: it reads none.
  private func plainAction(_ statement: Statement) throws(ScenarioRun.Failure) -> Action {
    var lowering = Lowering(checking: scope)
    do {
      return try lowering.action(for: statement)
    } catch {
      throw ScenarioRun.Failure(
        line: error.location.line, exception: nil, message: error.message,
        column: error.location.column)
    }
  }

  /// The action of `statement` now: lowered against the world as it is.
  ///
  /// A condition that reads a view not loaded yet loads it first, as `x.view`
  /// does in Swift, and is read again. A mistake only running finds (a
  /// subscript out of range) stops the run at the statement, with exit 1.
  private mutating func lower(
    _ statement: Statement, _ locals: [Binding], depth: Int, topLevel: Bool,
    in world: inout World
  ) throws(ScenarioRun.Failure) -> Action {
    if limits.answersUndecidable, !metUndecidable, statement.readsUndecidable {
      metUndecidable = true
    }
    // No block handed to UIKit is pending, so no call the world keeps names
    // one: numbering starts again, and a run that comes back to where it
    // was has the same numbers (the explorer's states meet again).
    if blocks.isEmpty { nextBlockNumber = 0 }
    // Each read loads one more view; a handler that unloads it again could
    // make this endless, so the reads are counted.
    for _ in 0..<Scenario.maximumHandlerDepth {
      // Lowered in a function of its own, so that the lowering's reading of
      // the world is gone before the world changes again.
      switch Lowering.lower(
        statement, scope, in: &world, locals: locals, firstBlockNumber: nextBlockNumber,
        undecidableAnswer: limits.answersUndecidable ? undecidableAnswer : nil)
      {
      case .action(let action, let made):
        for block in made {
          blocks[nextBlockNumber] = block
          nextBlockNumber += 1
        }
        return action
      case .needsView(let controller):
        try perform(
          .loadViewIfNeeded(controller), at: statement.location, depth: depth,
          topLevel: topLevel, in: &world)
      case .refused(let diagnostic):
        throw ScenarioRun.Failure(
          line: diagnostic.location.line, exception: nil, message: diagnostic.message,
          column: diagnostic.location.column)
      }
    }
    throw ScenarioRun.Failure(
      line: statement.location.line, exception: nil,
      message: "a condition's views are unloaded as fast as they are loaded",
      column: statement.location.column)
  }

  // MARK: Calls

  private mutating func perform(
    _ call: Call, at location: SourceLocation, depth: Int, topLevel: Bool,
    in world: inout World
  ) throws(ScenarioRun.Failure) {
    if topLevel {
      try performTopLevel(call, line: location.line, column: location.column, in: &world)
    } else {
      try perform(call, line: location.line, column: location.column, depth: depth, in: &world)
    }
  }

  /// Performs a top-level statement's operation on the world, running
  /// handlers as callbacks arrive, within what is left of the run's budgets.
  mutating func performTopLevel(_ call: Call, line: Int, column: Int = 0, in world: inout World)
    throws(ScenarioRun.Failure)
  {
    let stepsLeft = limits.maximumSteps - world.stepsTaken
    guard stepsLeft > 0 else { throw limits.stepsSpent(at: line) }
    let ownLimit = limits.stepLimitPerCall ?? world.automaticStepLimit
    world.stepLimitPerCall = min(ownLimit, stepsLeft)
    topLevelLine = line
    do {
      try perform(call, line: line, column: column, depth: 0, in: &world)
    } catch let failure {
      // A call stopped by what was left of the run's steps, not by its own
      // budget: the run's budget is what ran out.
      if case .doesNotSettle = failure.refusal, stepsLeft < ownLimit {
        throw limits.stepsSpent(at: line)
      }
      throw failure
    }
  }

  /// Performs `operation`, recording its events and running the handlers
  /// and blocks they call for, `depth` handlers deep.
  private mutating func perform(
    _ operation: Call, line: Int, column: Int, depth: Int, in world: inout World
  ) throws(ScenarioRun.Failure) {
    guard depth <= Scenario.maximumHandlerDepth else {
      throw ScenarioRun.Failure(
        line: line, exception: nil,
        message: "handlers nest more than \(Scenario.maximumHandlerDepth) deep; "
          + "the scenario does not settle")
    }
    // A UIKit exception stops the run at this statement; a handler's or a
    // block's statement that stopped it has its own line already.
    let exception = { (callFailure: CallFailure) in
      var failure = ScenarioRun.Failure(line: line, failure: callFailure)
      failure.column = column
      return failure
    }
    try world.perform(
      operation,
      observer: { (observation, world) throws(ScenarioRun.Failure) in
        switch observation {
        case .callStarts(.callerBlock(let number)):
          // A completion or a queued block: its statements run now, each a
          // call of its own, at its own line.
          guard let block = blocks.removeValue(forKey: number) else { return }
          try run(
            block.statements, locals: block.locals, depth: depth + 1, topLevel: false,
            in: &world)
        case .callStarts(let call):
          auditor?.callStarts(call, line: line, in: world)
        case .event(let event):
          try record(event, line: line, depth: depth, in: &world)
        }
      }, exception: exception)
  }

  /// Records `event` in the trace and the audit, then runs the scenario's
  /// handler for it, `depth + 1` handlers deep.
  private mutating func record(
    _ event: Event, line: Int, depth: Int, in world: inout World
  ) throws(ScenarioRun.Failure) {
    guard trace.count < limits.maximumEvents else {
      throw limits.eventsSpent(at: topLevelLine)
    }
    // Layout callbacks a run delivers without showing them (rule 4.7):
    // their handlers run, the trace does not print them.
    let shown = limits.showsLayout || !(event.callback?.method.isLayoutCallback ?? false)
    guard !shown || trace.record(event, line: line) else {
      throw RunLimits.outputFailed(at: topLevelLine)
    }
    #if CONTAINMENT_CHECK_INVARIANTS
      // Before the audit, which forgets a transition at its did.
      pairingCheck?.observe(
        event, in: world,
        endsTransitionOnScreen: event.callback.map {
          auditor?.pairing.isInTransitionStartedOnScreen($0.controller) ?? false
        } ?? false)
    #endif
    auditor?.event(event, line: line, in: world)
    // Most scenarios declare few handlers or none: an empty table is
    // not hashed into for every callback.
    guard !handlers.isEmpty, let key = HandlerKey(event) else { return }
    guard var handler = handlers[key] else { return }
    if !handler.isPrepared {
      handler.prepare(in: scope)
      handlers[key] = handler
    }
    try run(
      handler.body.statements, lowered: handler.lowered,
      locals: handler.body.locals(binding: Self.boundArgument(of: event)),
      depth: depth + 1, topLevel: false, in: &world)
  }
}

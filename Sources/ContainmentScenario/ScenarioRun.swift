import Containment

/// What running a scenario produced: the trace, and the failure that stopped
/// it, if any (scenario language §3).
public struct ScenarioRun: Hashable, Sendable {
  /// Why a run stopped early.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the statement whose call failed.
    ///
    /// That is a top-level statement, or a statement of a handler body. An exception in a
    /// completion block is
    /// reported at the statement that let time pass (for the implicit
    /// `runUntilIdle()` at the end, the last line).
    public var line: Int
    /// The UIKit exception, if UIKit raised one.
    public var exception: UIKitException?
    /// The text standard error shows after `error: line N: `.
    public var message: String
    /// The column of the statement, from 1; 0 when the run stopped between
    /// statements (a budget spent at the end, say) and only the line is known.
    public var column = 0

    /// `error: line N: message`.
    public var description: String { "error: line \(line): \(message)" }
  }

  /// Every event, in order, up to the failure if there is one.
  public var events: [Event]
  /// What stopped the run early.
  public var failure: Failure?
  /// The world at the end (at a failure: as it was before the failing statement).
  public var world: World
  /// For each event, the scenario line of the statement that produced it.
  ///
  /// That is a top-level statement, a handler's statement, or for a
  /// completion block and the turn ends, the statement that let time pass.
  /// Empty when the run kept no events.
  public var eventLines: [Int] = []
}

extension Scenario {
  /// How deep handlers may cause handlers before the run is stopped.
  ///
  /// A scenario whose handlers call each other without end would never
  /// settle. This is the world's own bound, checked here first so that the
  /// failure names the handler's line.
  static let maximumHandlerDepth = World.maximumHandlerDepth

  /// How many events a run may deliver before it stops, unless told
  /// otherwise: ten million, a trace of several hundred megabytes.
  public static let defaultMaximumEvents = 10_000_000

  /// Runs the scenario on a new world with `profile`, then runs the run loop
  /// until idle, as every scenario ends (scenario language §2).
  ///
  /// Two budgets bound the run, whatever the scenario does: each statement's
  /// call has the world's step budget (`World.stepLimitPerCall`), and the
  /// whole run may deliver at most `maximumEvents` events and take at most
  /// 20 steps for each of them. Past either, the run stops with a failure at
  /// the top-level statement that was running.
  ///
  /// - Parameters:
  ///   - profile: the UIKit release to emulate.
  ///   - stepLimitPerCall: the world's `World.stepLimitPerCall`: how much
  ///     work one statement may cause before the run stops with E0; `nil`
  ///     for the world's automatic budget.
  ///   - maximumEvents: the most events the run may deliver.
  /// - Returns: the events, the failure that stopped the run if any, and the
  ///   world at the end.
  public func run(
    profile: Profile = .ios17, stepLimitPerCall: Int? = nil,
    maximumEvents: Int = Scenario.defaultMaximumEvents
  ) -> ScenarioRun {
    let limits = RunLimits(stepLimitPerCall: stepLimitPerCall, maximumEvents: maximumEvents)
    return run(profile: profile, limits: limits, auditor: nil, recorder: TraceRecorder()).run
  }

  /// Runs the scenario, showing every call and event to `auditor` if there
  /// is one, and keeping what `recorder` keeps; returns the recorder too.
  func run(
    profile: Profile, limits: RunLimits, auditor: Auditor?, recorder: TraceRecorder
  ) -> (run: ScenarioRun, auditor: Auditor?, recorder: TraceRecorder) {
    var runner = Runner(
      world: World(profile: profile), limits: limits, auditor: auditor, trace: recorder)
    var failure: ScenarioRun.Failure?
    do {
      try forEachStatement { statement in try runner.run(statement, as: runner.lower(statement)) }
      try runner.perform(.runUntilIdle, line: lastLine, depth: 0)
      runner.auditor?.settle(runner.world, final: true)
    } catch let stop as ScenarioRun.Failure {
      runner.auditor?.raised(stop)
      failure = stop
    } catch {
      preconditionFailure("a run fails only with ScenarioRun.Failure: \(error)")
    }
    var run = ScenarioRun(events: runner.trace.events, failure: failure, world: runner.world)
    run.eventLines = runner.trace.eventLines
    return (run, runner.auditor, runner.trace)
  }
}

extension Scenario {
  /// Parses, checks and runs `text` in one reading: the result of
  /// `try Scenario(parsing: text).run(profile:stepLimitPerCall:maximumEvents:)`, which
  /// reads the text twice (once to check, once to run).
  ///
  /// Each statement is checked, then run. A mistake anywhere in the text
  /// throws, even after the run has stopped at a UIKit exception: once the
  /// run stops, the rest of the text is only checked, against the names the
  /// run had, as ``init(parsing:)`` would.
  static func run(
    checking text: String, profile: Profile, limits: RunLimits
  ) throws(Diagnostic) -> ScenarioRun {
    let run = try run(checking: text, profile: profile, limits: limits, recorder: TraceRecorder())
    var result = ScenarioRun(events: run.trace.events, failure: run.failure, world: run.world)
    result.eventLines = run.trace.eventLines
    return result
  }

  /// Like ``run(checking:profile:limits:)``, but returns only the text trace
  /// and the failure.
  ///
  /// The trace has the flags of rule 2.7 if `flags`; no event is held. With a
  /// `writer`, the text goes to it in pieces as the run goes,
  /// and what is returned is only the last piece, not yet written;
  /// `writeFailed` says the writer failed (the run stopped then).
  static func runWritingText(
    checking text: String, profile: Profile, limits: RunLimits, flags: Bool,
    to writer: ((String) -> Bool)? = nil
  ) throws(Diagnostic) -> (text: String, failure: ScenarioRun.Failure?, writeFailed: Bool) {
    let run = try run(
      checking: text, profile: profile, limits: limits,
      recorder: TraceRecorder(writing: .text, flags: flags, to: writer))
    return (run.trace.writtenText, run.failure, run.trace.writeFailed)
  }

  /// The one reading of both: events go to `recorder`.
  private static func run(
    checking text: String, profile: Profile, limits: RunLimits, recorder: TraceRecorder
  ) throws(Diagnostic) -> (trace: TraceRecorder, failure: ScenarioRun.Failure?, world: World) {
    var runner = Runner(
      world: World(profile: profile), limits: limits, auditor: nil, trace: recorder)
    var handled: Set<HandlerKey> = []
    var parser = try Parser(text)
    while let statement = try parser.nextStatement() {
      let action = try StatementChecker.action(
        for: statement, in: runner.scope, handled: &handled)
      do {
        try runner.run(statement, as: action)
      } catch let failure as ScenarioRun.Failure {
        var checker = StatementChecker(
          continuingFrom: runner.world, scope: runner.scope, handled: handled)
        // A declaration whose making raised declared nothing: the check
        // declares it, as a check before the run would have.
        if case .declare(let name, let declaration, let location) = action,
          runner.scope.symbol(name) == nil
        {
          try checker.declare(name, declaration.made, at: location)
        }
        while let rest = try parser.nextStatement() { try checker.check(rest) }
        return (runner.trace, failure, runner.world)
      } catch {
        preconditionFailure("a run fails only with ScenarioRun.Failure: \(error)")
      }
    }
    do {
      try runner.perform(.runUntilIdle, line: parser.lastNonBlankLine, depth: 0)
    } catch let failure as ScenarioRun.Failure {
      return (runner.trace, failure, runner.world)
    } catch {
      preconditionFailure("a run fails only with ScenarioRun.Failure: \(error)")
    }
    return (runner.trace, nil, runner.world)
  }
}

/// The driver around a ``World``: declarations, handlers, and the trace.
private struct Runner {
  var world: World
  var scope: Scope
  var handlers: [HandlerKey: HandlerBody] = [:]
  var trace: TraceRecorder
  var auditor: Auditor?
  let limits: RunLimits

  init(world: World, limits: RunLimits, auditor: Auditor?, trace: TraceRecorder) {
    self.world = world
    self.limits = limits
    self.auditor = auditor
    self.trace = trace
    scope = Scope(mainWindow: world.mainWindow)
  }

  /// Runs one top-level statement, whose action is `action`.
  mutating func run(_ statement: Statement, as action: Action) throws {
    auditor?.settle(world, final: false)
    if auditor != nil {
      auditor?.noteCompletionLines(Lowering(scope: scope).completionLines(of: statement))
    }
    switch action {
    case .declare(let name, let declaration, let location):
      let symbol: Symbol
      do {
        symbol = try Scenario.declare(declaration.made, named: name, in: &world)
        try scope.declare(name, as: symbol, at: location)
      } catch let exception as UIKitException {
        throw ScenarioRun.Failure(
          line: location.line, exception: exception, message: exception.message)
      }
      // UINavigationController(rootViewController:) sets its stack (rule 5.1).
      if let root = declaration.root, case .controller(let navigation, _) = symbol {
        try perform(
          .setViewControllers([root], of: navigation, animated: false), line: location.line,
          depth: 0)
      }
    case .handle(let controller, let callback, let body):
      handlers[HandlerKey(controller: controller, callback: callback)] = body
    case .perform(let operation):
      try perform(
        operation, line: statement.location.line, column: statement.location.column, depth: 0)
    case .performAll(let calls):
      for call in calls {
        try perform(
          call, line: statement.location.line, column: statement.location.column, depth: 0)
      }
    }
  }

  /// Performs a top-level statement's operation on the world, running
  /// handlers as callbacks arrive, within what is left of the run's budgets.
  mutating func perform(_ operation: Call, line: Int, column: Int = 0, depth: Int) throws {
    let stepsLeft = limits.maximumSteps - world.stepsTaken
    guard stepsLeft > 0 else { throw limits.stepsSpent(at: line) }
    let ownLimit = limits.stepLimitPerCall ?? world.automaticStepLimit
    world.stepLimitPerCall = min(ownLimit, stepsLeft)
    // The auditor and the trace move into `nested` and back, so that they
    // are never shared: a shared copy would make the first write copy all
    // they hold.
    var nested = Nested(
      scope: scope, handlers: handlers, auditor: auditor, trace: trace, limits: limits,
      topLevelLine: line)
    auditor = nil
    trace = TraceRecorder()
    defer {
      trace = nested.trace
      auditor = nested.auditor
    }
    do {
      try nested.perform(operation, line: line, column: column, depth: depth, in: &world)
    } catch let failure as ScenarioRun.Failure {
      // A call stopped by what was left of the run's steps, not by its own
      // budget: the run's budget is what ran out.
      if case .doesNotSettle = failure.exception, stepsLeft < ownLimit {
        throw limits.stepsSpent(at: line)
      }
      throw failure
    }
  }

  /// The action of a statement that was checked when the scenario was made.
  func lower(_ statement: Statement) -> Action {
    do {
      return try Lowering(scope: scope).action(for: statement)
    } catch {
      preconditionFailure("a checked statement failed to lower: \(error)")
    }
  }
}

/// The part of the driver that handlers re-enter: it reads the scope and the
/// handlers, which only top-level statements change, and records events.
private struct Nested {
  let scope: Scope
  let handlers: [HandlerKey: HandlerBody]
  var auditor: Auditor?
  /// The whole trace so far: events are recorded as they arrive.
  var trace: TraceRecorder
  let limits: RunLimits
  /// The line of the top-level statement that started this work: where a
  /// run that goes past its budgets is stopped.
  let topLevelLine: Int

  mutating func perform(
    _ operation: Call, line: Int, column: Int = 0, depth: Int, in world: inout World
  ) throws {
    guard depth <= Scenario.maximumHandlerDepth else {
      throw ScenarioRun.Failure(
        line: line, exception: nil,
        message: "handlers nest more than \(Scenario.maximumHandlerDepth) deep; "
          + "the scenario does not settle")
    }
    var announced = false
    do {
      try world.perform(operation) { observation, world in
        let event: Event
        switch observation {
        case .callStarts(let call):
          // The first call is `operation` itself; the rest are completion
          // blocks' statements, at their own lines when the audit knows them.
          let callLine = announced ? auditor?.completionLine(of: call) ?? line : line
          announced = true
          auditor?.callStarts(call, line: callLine, in: world)
          return
        case .event(let yielded):
          event = yielded
        }
        guard trace.count < limits.maximumEvents else {
          throw limits.eventsSpent(at: topLevelLine)
        }
        guard trace.record(event, line: line) else {
          throw RunLimits.outputFailed(at: topLevelLine)
        }
        auditor?.event(event, line: line, in: world)
        // Most scenarios declare few handlers or none: an empty table is
        // not hashed into for every callback.
        guard !handlers.isEmpty, case .callback(let callback) = event,
          let body = handlers[
            HandlerKey(controller: callback.controller, callback: callback.method.name)]
        else { return }
        let lowering = body.lowering(in: scope, binding: callback.method.boundArgument)
        for statement in body.statements {
          if auditor != nil {
            auditor?.noteCompletionLines(lowering.completionLines(of: statement))
          }
          for call in Self.lower(statement, with: lowering) {
            try perform(
              call, line: statement.location.line, column: statement.location.column,
              depth: depth + 1, in: &world)
          }
        }
      }
    } catch let exception as UIKitException {
      var failure = ScenarioRun.Failure(
        line: line, exception: exception, message: exception.message)
      failure.column = column
      throw failure
    }
  }

  private static func lower(_ statement: Statement, with lowering: Lowering) -> [Call] {
    do {
      return try lowering.operations(in: [statement])
    } catch {
      preconditionFailure("a checked handler statement failed to lower: \(error)")
    }
  }
}

import Containment

/// What running a scenario produced: the trace, and the failure that stopped
/// it, if any (scenario language §3).
public struct ScenarioRun: Hashable, Sendable {
  /// Why a run stopped early.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the statement whose call failed.
    ///
    /// That is a top-level statement, or a statement of a handler body or
    /// of a block (a completion, a main-queue block). A budget spent is
    /// reported at the top-level statement that was running (for the
    /// implicit `runUntilIdle()` at the end, the last line).
    public var line: Int
    /// The UIKit exception, if UIKit raised one.
    public var exception: UIKitException?
    /// The text standard error shows after `error: line N: `.
    public var message: String
    /// The column of the statement, from 1; 0 when the run stopped between
    /// statements (a budget spent at the end, say) and only the line is known.
    public var column = 0
    /// The model's refusal of a call, if the model refused one
    /// (`ModelRefusal`: a budget of the world spent, an identity it cannot
    /// name); `nil` for UIKit's exceptions and the run's own limits.
    public var refusal: ModelRefusal?

    /// A failure with no call's error: a budget of the run, a mistake found
    /// while running.
    init(line: Int, exception: UIKitException?, message: String, column: Int = 0) {
      self.line = line
      self.exception = exception
      self.message = message
      self.column = column
    }

    /// The failure of a call at `line`: UIKit's exception or the model's
    /// refusal.
    init(line: Int, failure: CallFailure) {
      self.line = line
      self.message = failure.message
      switch failure {
      case .exception(let exception): self.exception = exception
      case .refusal(let refusal): self.refusal = refusal
      }
    }

    /// The code of what stopped the run: UIKit's `E` code or the model's `M`
    /// code; `nil` for the run's own limits.
    public var code: String? { exception?.code ?? refusal?.code }

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
  /// That is a top-level statement, a handler's or a block's statement,
  /// or for the turn ends, the statement that let time pass.
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

  /// How many statements a run's code may execute before it stops, unless
  /// told otherwise: ten million.
  ///
  /// Every statement counts each time it runs: top-level statements,
  /// handler and block statements, each loop iteration. A loop is finite,
  /// but loops nested over lists multiply (eight loops over ten items run a
  /// body 10⁸ times); this budget stops such a run with a failure at the
  /// loop's line within seconds (the heavy checks print the time), while a
  /// scenario of a million lines, or handlers run for each of 10⁵
  /// callbacks, stay far below it. It is independent of ``defaultMaximumEvents``.
  public static let defaultMaximumSteps = 10_000_000

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
  ///   - layout: whether the events include the layout callbacks (rule
  ///     4.7), as the command's `--layout` asks. A scenario that names a
  ///     layout callback or call is laid out either way (`World.tracksLayout`),
  ///     its layout handlers run, and without `layout` its events leave the
  ///     layout callbacks out.
  /// - Returns: the events, the failure that stopped the run if any, and the
  ///   world at the end.
  public func run(
    profile: Profile = .ios17, stepLimitPerCall: Int? = nil,
    maximumEvents: Int = Scenario.defaultMaximumEvents, layout: Bool = false
  ) -> ScenarioRun {
    var limits = RunLimits(stepLimitPerCall: stepLimitPerCall, maximumEvents: maximumEvents)
    limits.showsLayout = layout
    return run(profile: profile, limits: limits, auditor: nil, recorder: TraceRecorder()).run
  }

  /// Runs the scenario as ``run(profile:stepLimitPerCall:maximumEvents:layout:)``
  /// does, with the budget of the statements its code executes given.
  ///
  /// - Parameters:
  ///   - profile: the UIKit release to emulate.
  ///   - stepLimitPerCall: the world's `World.stepLimitPerCall`, or `nil`.
  ///   - maximumEvents: the most events the run may deliver.
  ///   - maximumSteps: the most statements the scenario's code may execute,
  ///     loop iterations included (``Scenario/defaultMaximumSteps`` when not
  ///     given); past it the run stops with a failure at the statement or
  ///     loop that went past it.
  ///   - layout: whether the events include the layout callbacks.
  /// - Returns: the events, the failure that stopped the run if any, and the
  ///   world at the end.
  public func run(
    profile: Profile = .ios17, stepLimitPerCall: Int? = nil,
    maximumEvents: Int = Scenario.defaultMaximumEvents, maximumSteps: Int, layout: Bool = false
  ) -> ScenarioRun {
    var limits = RunLimits(stepLimitPerCall: stepLimitPerCall, maximumEvents: maximumEvents)
    limits.maximumStatements = maximumSteps
    limits.showsLayout = layout
    return run(profile: profile, limits: limits, auditor: nil, recorder: TraceRecorder()).run
  }

  /// Runs the scenario, showing every call and event to `auditor` if there
  /// is one, and keeping what `recorder` keeps; returns the recorder too.
  func run(
    profile: Profile, limits: RunLimits, auditor: Auditor?, recorder: TraceRecorder
  ) -> (run: ScenarioRun, auditor: Auditor?, recorder: TraceRecorder) {
    var runner = Runner(
      world: limits.world(profile, usesLayout: usesLayout, lineage: lineage),
      limits: limits, auditor: auditor, trace: recorder)
    for statement in statements where runner.failure == nil {
      runner.runUnlessStopped(statement)
    }
    runner.runToIdleUnlessStopped(at: lastLine)
    let trace = runner.interpreter.trace
    var run = ScenarioRun(events: trace.events, failure: runner.failure, world: runner.world)
    run.eventLines = trace.eventLines
    return (run, runner.interpreter.auditor, trace)
  }
}

extension Scenario {
  /// Parses, checks and runs `text` as it reads it, events going to
  /// `recorder`: the result of
  /// `try Scenario(parsing: text).run(profile:stepLimitPerCall:maximumEvents:layout:)`
  /// without keeping the checked statements, so that a text of any length
  /// runs in the memory its world takes (`containment trace` past 16 MiB).
  ///
  /// Each statement is checked, then run. A mistake anywhere in the text
  /// throws, even after the run has stopped at a UIKit exception: once the
  /// run stops, the rest of the text is only checked, against the names the
  /// run had, as ``init(parsing:)`` would. `usesLayout` is what
  /// ``check(_:)`` found of the whole text, read before the first statement
  /// runs.
  static func run(
    checking text: String, usesLayout: Bool, profile: Profile, limits: RunLimits,
    recorder: TraceRecorder
  ) throws(Diagnostic) -> (trace: TraceRecorder, failure: ScenarioRun.Failure?, world: World) {
    var runner = Runner(
      world: limits.world(profile, usesLayout: usesLayout),
      limits: limits, auditor: nil, trace: recorder)
    var parser = try Parser(text)
    while let statement = try parser.nextStatement() {
      let action = try StatementChecker.action(for: statement, in: runner.interpreter.scope)
      // Checked against the run's names just now: running lowers it alike.
      let checked = CheckedStatement(statement, checkedAs: action, namingNone: .none)
      do {
        try runner.run(checked)
      } catch {
        var checker = StatementChecker(
          continuingFrom: runner.world, scope: runner.interpreter.scope)
        // A declaration whose making raised declared nothing: the check
        // declares it, as a check before the run would have.
        switch action {
        case .declare(let name, _, _), .declareVariable(let name, _, _, _):
          if runner.interpreter.scope.symbol(name) == nil { try checker.declare(action) }
        case .perform, .performAll, .handle, .assign, .assignUnknown, .run, .loop, .animate, .make,
          .runClosure:
          break
        }
        while let rest = try parser.nextStatement() { try checker.check(rest) }
        try checker.check(parser.actions)
        return (runner.interpreter.trace, error, runner.world)
      }
    }
    try StatementChecker(continuingFrom: runner.world, scope: runner.interpreter.scope)
      .check(parser.actions)
    do {
      try runner.runToIdle(at: parser.lastNonBlankLine)
    } catch {
      return (runner.interpreter.trace, error, runner.world)
    }
    return (runner.interpreter.trace, nil, runner.world)
  }
}

/// The driver around a ``World``: the world, and the interpreter that runs
/// the statements on it.
struct Runner {
  var world: World
  var interpreter: Interpreter
  /// What stopped the run, once something has: ``runUnlessStopped(_:)`` and
  /// ``runToIdleUnlessStopped(at:)`` then do nothing.
  private(set) var failure: ScenarioRun.Failure?

  init(world: World, limits: RunLimits, auditor: Auditor?, trace: TraceRecorder) {
    self.world = world
    interpreter = Interpreter(
      scope: Scope(mainWindow: world.mainWindow), trace: trace, auditor: auditor, limits: limits)
  }

  /// Runs one top-level statement.
  mutating func run(_ statement: CheckedStatement) throws(ScenarioRun.Failure) {
    interpreter.auditor?.settle(
      world, final: false, gestureHeld: interpreter.scope.isGestureHeld)
    try interpreter.runTopLevel(statement, in: &world)
  }

  /// The implicit `runUntilIdle()` that ends every scenario, at `line`.
  mutating func runToIdle(at line: Int) throws(ScenarioRun.Failure) {
    try interpreter.performTopLevel(.runUntilIdle, line: line, in: &world)
  }

  /// Runs one top-level statement, unless the run has stopped; a failure
  /// stops the run, and the auditor, if there is one, is told (A19, A27).
  mutating func runUnlessStopped(_ statement: CheckedStatement) {
    guard failure == nil else { return }
    do {
      try run(statement)
    } catch {
      stop(error)
    }
  }

  /// Ends the run, unless it has stopped: the implicit `runUntilIdle()` at
  /// `line`, then the auditor's last settling point.
  mutating func runToIdleUnlessStopped(at line: Int) {
    guard failure == nil else { return }
    do {
      try runToIdle(at: line)
      interpreter.auditor?.settle(
        world, final: true, gestureHeld: interpreter.scope.isGestureHeld)
    } catch {
      stop(error)
    }
  }

  private mutating func stop(_ failure: ScenarioRun.Failure) {
    interpreter.auditor?.raised(failure)
    self.failure = failure
  }
}

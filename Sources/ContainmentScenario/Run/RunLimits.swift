import Containment

/// The budgets of one scenario run, which end every run in bounded time and
/// memory, with an answer.
///
/// - Each top-level statement's call has the world's step budget
///   (`World.stepLimitPerCall`, or the world's automatic one), shared by
///   every handler and completion block it causes.
/// - The whole run may deliver at most ``maximumEvents`` events (the
///   command's `--max-events`) and take at most ``maximumSteps`` steps.
/// - The scenario's code may execute at most ``maximumStatements``
///   statements (the command's `--max-steps`): work that delivers no event,
///   loops nested over lists, is bounded too.
///
/// Past a budget the run stops at the top-level statement that was running,
/// with the trace so far: the line that started the runaway.
struct RunLimits: Sendable {
  /// The world's `World.stepLimitPerCall`; `nil` for its automatic budget.
  var stepLimitPerCall: Int?
  /// The most events the run may deliver.
  var maximumEvents: Int
  /// The most statements the scenario's code may execute, loop iterations
  /// and conditions included (the command's `--max-steps`).
  var maximumStatements = Scenario.defaultMaximumSteps
  /// Whether the trace shows the layout callbacks (rule 4.7; the command's
  /// `--layout`): not a budget, but set with them, where every run makes
  /// its world.
  var showsLayout = false
  /// Whether a condition a pasted class's code holds that reads what the
  /// model skips is answered rather than stopping the run: the explorer's
  /// choice (scenario language §6, §7), which takes both branches (the
  /// answer is the interpreter's, false unless the explorer asks for true).
  var answersUndecidable = false

  /// The world a run starts from: it lays views out (rule 4.7,
  /// `World.tracksLayout`) when the trace shows layout, or when the
  /// program uses layout (`usesLayout`: it names a layout handler,
  /// `setNeedsLayout()` or `layoutIfNeeded()`), whose handlers then run
  /// although the trace does not print their callbacks.
  ///
  /// Its identities carry `lineage`: those of the world the program was
  /// checked in.
  func world(
    _ profile: Profile, usesLayout: Bool, lineage: WorldLineage = WorldLineage()
  ) -> World {
    var world = World(profile: profile, lineage: lineage)
    world.tracksLayout = showsLayout || usesLayout
    return world
  }

  var maximumSteps: Int {
    let (steps, overflow) = maximumEvents.multipliedReportingOverflow(by: 20)
    return overflow ? .max : steps
  }

  /// The failure of a run that delivered more than ``maximumEvents``.
  func eventsSpent(at line: Int) -> ScenarioRun.Failure {
    ScenarioRun.Failure(
      line: line, exception: nil,
      message: "the run delivered more than \(maximumEvents) events and was stopped; "
        + "raise the limit with --max-events")
  }

  /// The failure of a run that took more than ``maximumSteps``.
  func stepsSpent(at line: Int) -> ScenarioRun.Failure {
    ScenarioRun.Failure(
      line: line, exception: nil,
      message: "the run took more than \(maximumSteps) steps of work and was stopped; "
        + "raise the limit with --max-events (20 steps for each event)")
  }

  /// The failure of a run whose code executed more than
  /// ``maximumStatements`` statements, stopped at `line`: the statement, or
  /// the loop whose iteration went past it.
  func statementsSpent(at line: Int) -> ScenarioRun.Failure {
    ScenarioRun.Failure(
      line: line, exception: nil,
      message: "the scenario's code ran more than \(maximumStatements) steps "
        + "(statements, loop iterations and conditions) and was stopped here; "
        + "raise the limit with --max-steps")
  }

  /// The failure of a run whose trace could not be written.
  static func outputFailed(at line: Int) -> ScenarioRun.Failure {
    ScenarioRun.Failure(
      line: line, exception: nil, message: "the trace could not be written; the run stopped")
  }
}

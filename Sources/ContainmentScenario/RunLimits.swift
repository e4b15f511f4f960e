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

  /// The world a run of `text` starts from: it lays views out (rule 4.7,
  /// `World.tracksLayout`) when the trace shows layout, or when the
  /// scenario uses layout (a layout handler, `setNeedsLayout()`,
  /// `layoutIfNeeded()`), whose handlers then run although the trace does
  /// not print their callbacks.
  func world(_ profile: Profile, for text: String) -> World {
    var world = World(profile: profile)
    world.tracksLayout = showsLayout || Self.mentionsLayout(text)
    return world
  }

  /// Whether `text` names a layout callback or call anywhere (comments
  /// included: a mention only turns layout on, which a trace without
  /// layout work does not show).
  ///
  /// One pass over the bytes: each word holds `ayout`, and only where
  /// those five bytes are is a word compared.
  static func mentionsLayout(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable(mentionsLayout) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(mentionsLayout)
  }

  /// ``mentionsLayout(_:)`` over the text's bytes.
  private static func mentionsLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Each word and where `ayout` sits in it.
    let words: [(word: String.UTF8View, offset: Int)] = [
      ("LayoutSubviews".utf8, 1), ("setNeedsLayout".utf8, 9), ("layoutIfNeeded".utf8, 1),
    ]
    let core = "ayout".utf8
    var position = 0
    while position + core.count <= bytes.count {
      defer { position += 1 }
      guard bytes[position] == UInt8(ascii: "a"),
        bytes[position..<position + core.count].elementsEqual(core)
      else { continue }
      for (word, offset) in words {
        let start = position - offset
        if start >= 0, start + word.count <= bytes.count,
          bytes[start..<start + word.count].elementsEqual(word)
        {
          return true
        }
      }
    }
    return false
  }

  /// The most steps the run may take: 20 for each event it may deliver
  /// (a step is a small piece of work; a callback takes a few), saturating.
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

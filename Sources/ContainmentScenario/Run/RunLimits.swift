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

  /// The world a run of `text` starts from: it lays views out (rule 4.7,
  /// `World.tracksLayout`) when the trace shows layout, or when the
  /// scenario uses layout (a layout handler, `setNeedsLayout()`,
  /// `layoutIfNeeded()`), whose handlers then run although the trace does
  /// not print their callbacks.
  ///
  /// Its identities carry `lineage`: those of the world the text was
  /// checked in.
  func world(
    _ profile: Profile, for text: String, lineage: WorldLineage = WorldLineage()
  ) -> World {
    var world = World(profile: profile, lineage: lineage)
    world.tracksLayout = showsLayout || Self.mentionsLayout(text)
    return world
  }

  /// Whether the program in `text` names a layout callback or call: one of
  /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `setNeedsLayout` or
  /// `layoutIfNeeded` as a word of its code (rule 4.7).
  ///
  /// Comments are not code (`//` and `#` lines, as the lexer skips them;
  /// `/* … */`, nested as in Swift), nor string literals (`"…"`, `"""…"""`
  /// over lines, `#"…"#`): a comment or a string that names a layout call
  /// does not turn layout on. One pass over the bytes, reading each word
  /// once.
  static func mentionsLayout(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable(mentionsLayout) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(mentionsLayout)
  }

  /// ``mentionsLayout(_:)`` over the text's bytes.
  private static func mentionsLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let words = [
      "viewWillLayoutSubviews", "viewDidLayoutSubviews", "setNeedsLayout", "layoutIfNeeded",
    ].map { Array($0.utf8) }
    let isLineBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
    /// Whether `literal` starts at `position`.
    func starts(_ literal: StaticString, at position: Int) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      return (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
    }
    /// The position past the first `literal` at or after `position`, or the end.
    func past(_ literal: StaticString, from position: Int) -> Int {
      var position = position
      while position < bytes.count, !starts(literal, at: position) { position += 1 }
      return min(bytes.count, position + literal.utf8CodeUnitCount)
    }
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/"), starts("/*", at: position) {
        // A block comment, nested ones included, to its end.
        var depth = 0
        repeat {
          if starts("/*", at: position) {
            depth += 1
            position += 2
          } else if starts("*/", at: position) {
            depth -= 1
            position += 2
          } else {
            position += 1
          }
        } while depth > 0 && position < bytes.count
      } else if byte == UInt8(ascii: "#"), starts("#\"", at: position) {
        // A raw string, to its `"#`.
        position = past("\"#", from: position + 2)
      } else if byte == UInt8(ascii: "#")
        || (byte == UInt8(ascii: "/") && starts("//", at: position))
      {
        // A comment, to the end of its line.
        while position < bytes.count, !isLineBreak(bytes[position]) { position += 1 }
      } else if byte == UInt8(ascii: "\""), starts("\"\"\"", at: position) {
        // A string over lines, to its closing `"""`.
        position = past("\"\"\"", from: position + 3)
      } else if byte == UInt8(ascii: "\"") {
        // A string literal, to its closing quote or the end of the line.
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""),
          !isLineBreak(bytes[position])
        {
          if bytes[position] == UInt8(ascii: "\\") { position += 1 }
          position += 1
        }
        position += 1
      } else if isWordByte(byte) {
        let start = position
        while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if word.count >= 14, words.contains(where: { $0.elementsEqual(word) }) { return true }
      } else {
        position += 1
      }
    }
    return false
  }

  /// A byte of a name: a letter, a digit or `_` (scenario language §1).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
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

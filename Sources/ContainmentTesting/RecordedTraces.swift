import Containment
import ContainmentScenario

/// The trace of a scenario as lines, the way a test writes one out.
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profile: the UIKit release to emulate.
///   - includingNotes: keep the `// ` note lines (turn ends, animation ends,
///     completion blocks); `false` leaves only callbacks and warnings, as a
///     device log has them.
///   - flags: add the flags of rule 2.7, as `--flags` does.
/// - Returns: the lines; a run that raised ends with its `error: line N: …`.
/// - Throws: the scenario's ``Diagnostic`` when it does not parse.
public func traceLines(
  of scenario: String, profile: Profile = .ios17, includingNotes: Bool = true,
  flags: Bool = false
) throws -> [String] {
  let run = try Scenario(parsing: scenario).run(profile: profile)
  let events = includingNotes ? run.events : run.events.filter { !isNote($0) }
  var lines = events.traceLines(flags: flags)
  if let failure = run.failure { lines.append(failure.description) }
  return lines
}

private func isNote(_ event: Event) -> Bool {
  if case .note = event { return true }
  return false
}

/// Asserts that the model's trace of a scenario matches a trace recorded
/// elsewhere (on a device, by a logging base class): on failure, the first
/// line where they part and a line diff.
///
/// Notes (`// …` lines), blank lines and trailing spaces are ignored on both
/// sides; so are `  // isMovingToParent` flag annotations unless `flags` is
/// true (see ``TraceComparison``).
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profile: the UIKit release the recording comes from.
///   - recorded: the recorded trace, one event per line.
///   - flags: compare the flags of rule 2.7 too.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  _ scenario: String, profile: Profile = .ios17, matchesRecording recorded: String,
  flags: Bool = false, fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  let model: [String]
  do {
    model = try traceLines(of: scenario, profile: profile, flags: flags)
  } catch {
    reportFailure(
      "the scenario does not parse: \(error)",
      at: caller)
    return
  }
  let comparison = TraceComparison(
    expected: recorded, actual: model.joined(separator: "\n"), ignoringFlags: !flags)
  guard let divergence = comparison.firstDivergence else { return }
  reportFailure(
    "the model's trace in \(profile.name) differs from the recording at \(divergence)\n"
      + "(- recorded, + model)\n" + comparison.lineDiff,
    at: caller)
}

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
/// - Throws: the scenario's `Diagnostic` when it does not parse.
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
/// elsewhere (on a device, by a logging base class).
///
/// Lines are compared as ``assertTrace(_:profile:equals:flags:layout:record:fileID:file:line:column:)``
/// compares them: trimmed, blank lines skipped, notes compared only when the
/// recording has some (a device's has none), flag annotations only with
/// `flags`. On failure: where the traces part, with the scenario line that
/// produced the model's line there, a line diff, and with `record` the
/// model's whole trace.
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profile: the UIKit release the recording comes from.
///   - recorded: the recorded trace, one event per line.
///   - flags: compare the flags of rule 2.7 too.
///   - layout: show the layout callbacks, as
///     `--layout` does (rule 4.7), for a recording that logs them.
///   - record: on failure, print the model's whole trace to paste.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  _ scenario: String, profile: Profile = .ios17, matchesRecording recorded: String,
  flags: Bool = false, layout: Bool = false, record: Bool = false, fileID: String = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard let parsed = parsedOrFailing(scenario, at: caller) else { return }
  var matching = TraceMatching(
    expected: recorded, run: parsed.run(profile: profile, layout: layout), flags: flags)
  guard !matching.matches else { return }
  matching.scenario = scenario
  reportFailure(
    matching.report(
      title: "the model's trace in \(profile.name) differs from the recording", record: record),
    at: caller)
}

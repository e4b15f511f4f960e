import Containment
import ContainmentScenario

/// The lines of a trace written in a test: one per line (LF, CRLF or CR),
/// blank lines and trailing spaces dropped, notes and flags kept.
func expectedLines(_ text: String) -> [String] {
  TraceComparison.lines(of: text, ignoringNotes: false, ignoringFlags: false)
}

/// Asserts that `events` print exactly as `expected`, one trace line per line;
/// on failure, reports a line diff (`-` expected, `+` actual) at the caller.
///
/// - Parameters:
///   - events: what `World.apply(_:)` returned, or a scenario run's events.
///   - expected: the trace, one line per line; blank lines are ignored.
///   - flags: print the movement and presentation flags, as `--flags` does.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  _ events: [Event], _ expected: String, flags: Bool = false,
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  let actual = events.traceLines(flags: flags)
  let wanted = expectedLines(expected)
  guard actual != wanted else { return }
  reportFailure(
    "trace differs (- expected, + actual):\n" + lineDiff(wanted, actual),
    at: caller)
}

/// Asserts that a scenario, run in `profile`, prints `expected`.
///
/// A run that raises ends with its `error: line N: …` line. Lines are
/// compared as <doc:TestingYourContainer#How-traces-are-compared> says:
/// trimmed, blank lines skipped, notes compared only when `expected` has
/// some. On failure, the assertion reports where the traces part, with the
/// scenario line that produced the model's line there, and a line diff;
/// with `record` (or `CONTAINMENT_RECORD=1` in the environment), also the
/// model's whole trace, ready to paste. A scenario that does not parse fails
/// with its diagnostic.
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profile: the UIKit release to emulate.
///   - expected: the trace, one line per line.
///   - flags: print and compare the movement and presentation flags, as
///     `--flags` does.
///   - layout: show the layout callbacks, as
///     `--layout` does (rule 4.7).
///   - record: on failure, print the model's whole trace to paste.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  _ scenario: String, profile: Profile = .ios17, equals expected: String, flags: Bool = false,
  layout: Bool = false, record: Bool = false, fileID: String = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard let parsed = parsedOrFailing(scenario, at: caller) else { return }
  var matching = TraceMatching(
    expected: expected, run: parsed.run(profile: profile, layout: layout), flags: flags)
  guard !matching.matches else { return }
  matching.scenario = scenario
  reportFailure(
    matching.report(title: "trace in \(profile.name) differs", record: record, caller: caller),
    at: caller)
}

/// Asserts that `events`, from a world of `profile`, print exactly as
/// `expected`; a failure names the profile, for loops over profiles.
///
/// - Parameters:
///   - profile: the profile the events come from, named on failure.
///   - events: what `World.apply(_:)` returned, or a scenario run's events.
///   - expected: the trace, one line per line; blank lines are ignored.
///   - flags: print the movement and presentation flags, as `--flags` does.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  in profile: Profile, _ events: [Event], _ expected: String, flags: Bool = false,
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  let actual = events.traceLines(flags: flags)
  let wanted = expectedLines(expected)
  guard actual != wanted else { return }
  reportFailure(
    "trace in \(profile.name) differs (- expected, + actual):\n" + lineDiff(wanted, actual),
    at: caller)
}

/// The parsed scenario, or `nil` after reporting its diagnostic at the caller.
func parsedOrFailing(_ scenario: String, at caller: CallerLocation, file: String? = nil)
  -> Scenario?
{
  do {
    return try Scenario(parsing: scenario)
  } catch {
    // A file's mistake is named at its line of that file.
    let place = file.map { "\($0):\(error.location.line):\(error.location.column): " } ?? ""
    reportFailure(
      "the scenario does not parse: \(place)\(file == nil ? "\(error)" : error.message)",
      at: caller)
    return nil
  }
}

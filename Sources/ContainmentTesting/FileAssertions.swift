import Containment
import ContainmentScenario
import Foundation

/// Asserts that the audit finds nothing in the scenario a file holds: a
/// `.scenario`, or a container's Swift pasted with its driver (scenario
/// language §6), in every profile given.
///
/// A failure names each finding at its line of that file
/// (`Sources/Drawer.swift:42`), so that it points into the container's own
/// code; it is recorded at the caller.
///
/// ```swift
/// @Test func drawerIsCorrect() {
///   assertAuditClean(contentsOf: URL(filePath: "Scenarios/Drawer.swift"))
/// }
/// ```
///
/// - Parameters:
///   - url: the file's location.
///   - profiles: the UIKit releases to audit in (default: all three); an
///     empty list is a usage mistake and fails.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertAuditClean(
  contentsOf url: URL, profiles: [Profile] = [.ios5, .ios7, .ios17],
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard let text = contents(of: url, at: caller),
    let parsed = parsedOverProfiles(
      text, profiles, assertion: "assertAuditClean(contentsOf:profiles:)", doing: "audit",
      at: caller, file: url.path)
  else { return }
  reportFindings(
    profiles.map { (Audit(parsed, profile: $0), $0) }, at: caller, scenario: text,
    file: url.path)
}

/// Asserts that the scenario a file holds (a `.scenario`, or pasted Swift
/// with its driver) gives exactly `expected` in `profile`, as
/// ``assertTrace(_:profile:equals:flags:layout:record:fileID:file:line:column:)``
/// does for a scenario written in the test.
///
/// - Parameters:
///   - url: the file's location.
///   - profile: the UIKit release to emulate.
///   - expected: the whole trace, one line per event.
///   - flags: whether the trace lines carry their flags.
///   - layout: whether the trace shows the layout callbacks.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertTrace(
  contentsOf url: URL, profile: Profile = .ios17, equals expected: String, flags: Bool = false,
  layout: Bool = false, fileID: String = #fileID, file: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard let text = contents(of: url, at: caller) else { return }
  assertTrace(
    text, profile: profile, equals: expected, flags: flags, layout: layout, fileID: fileID,
    file: file, line: line, column: column)
}

/// The text of the file at `url`, or `nil` after a failure that says why not.
private func contents(of url: URL, at caller: CallerLocation) -> String? {
  do {
    return try String(contentsOf: url, encoding: .utf8)
  } catch {
    reportFailure(
      "cannot read the scenario at \(url.path): \(error.localizedDescription)", at: caller)
    return nil
  }
}

extension CallerLocation {
  /// The line of the caller's source file that holds the scenario's first
  /// line, when the scenario is the multi-line string literal opened on the
  /// caller's line (`assertAuditClean("""`): read from the source, so that a
  /// failure can name the test file's line; `nil` when that cannot be known
  /// (a scenario in a variable, a source not readable where the tests run).
  var scenarioFirstLine: Int? {
    guard line > 0, let text = try? String(contentsOfFile: "\(filePath)", encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = Int(line) - 1
    guard index < lines.count else { return nil }
    func trimmed(_ line: Substring) -> String {
      String(
        line.drop { $0 == " " || $0 == "\t" }.reversed().drop {
          $0 == " " || $0 == "\t" || $0 == "\r"
        }.reversed())
    }
    let call = trimmed(lines[index])
    // `assertAuditClean("""`, or `assertAuditClean(` then `"""` alone, as
    // swift-format lays it out.
    if call.hasSuffix("\"\"\"") { return Int(line) + 1 }
    if call.hasSuffix("("), index + 1 < lines.count, trimmed(lines[index + 1]) == "\"\"\"" {
      return Int(line) + 2
    }
    return nil
  }

  /// `File.swift:LINE` for line `scenarioLine` of a scenario written in the
  /// caller's source, or `nil` when that cannot be known.
  func place(ofScenarioLine scenarioLine: Int) -> String? {
    guard let first = scenarioFirstLine else { return nil }
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(first + scenarioLine - 1)"
  }
}

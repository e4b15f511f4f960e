import Containment
import ContainmentScenario

/// Asserts that the audit finds nothing in a scenario, in every profile
/// given.
///
/// A failure lists each finding once, with the profiles it occurs in, its
/// rule ID, line and message, and the audit's "UIKit:" and "fix:" lines.
///
/// ```swift
/// @Test func myPagerIsCorrect() {
///   assertAuditClean("""
///     let pager = UIViewController()
///     …
///     """)
/// }
/// ```
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profiles: the UIKit releases to audit in (default: all three); an
///     empty list is a usage mistake and fails.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertAuditClean(
  _ scenario: String, profiles: [Profile] = [.ios5, .ios7, .ios17],
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard
    let parsed = parsedOverProfiles(
      scenario, profiles, assertion: "assertAuditClean(_:profiles:)", doing: "audit",
      at: caller)
  else { return }
  reportFindings(
    profiles.map { (Audit(parsed, profile: $0), $0) }, at: caller, scenario: scenario)
}

/// Asserts that the audit of a sequence of calls on a world you built finds
/// nothing (see `Audit(calls:in:)`).
///
/// - Parameters:
///   - calls: the container's calls, in order.
///   - world: the world they start from.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertAuditClean(
  calls: [Call], in world: World, fileID: String = #fileID, file: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  reportFindings([(Audit(calls: calls, in: world), world.profile)], at: caller)
}

/// Reports the findings of audits in several profiles as one failure, each
/// finding once with the profiles it occurs in.
///
/// `file`, when given, names the scenario's file: each finding is then at
/// `FILE:LINE`, not at "scenario line LINE".
func reportFindings(
  _ audits: [(Audit, Profile)], at caller: CallerLocation, scenario: String? = nil,
  file: String? = nil
) {
  let merged = MergedFinding.merge(audits.map { (profile: $0.1.name, audit: $0.0) })
  guard !merged.isEmpty else { return }
  let lines = scenario.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
  let report = merged.map { entry in
    let finding = entry.finding
    let statement = TraceMatching.statement(atLine: finding.line, of: lines)
    let place =
      file.map { "\($0):\(finding.line)" }
      ?? "scenario line \(finding.line)"
      + (caller.place(ofScenarioLine: finding.line).map { ", \($0)" } ?? "")
    return "  \(place)\(statement.map { " (\($0))" } ?? ""): "
      + "\(finding.rule): \(finding.message) (\(entry.profiles.joined(separator: ", ")))\n"
      + "    UIKit: \(finding.consequence)\n    fix: \(finding.fix)"
  }
  let subject = file.map { "the audit of \($0)" } ?? "the audit"
  reportFailure(
    "\(subject) found \(merged.count) mistake\(merged.count == 1 ? "" : "s"):\n"
      + report.joined(separator: "\n"),
    at: caller)
}

/// The scenario parsed, or `nil` after reporting why not: an assertion over
/// no profile would check nothing and pass, a usage mistake; a scenario that
/// does not parse fails with its diagnostic.
func parsedOverProfiles(
  _ scenario: String, _ profiles: [Profile], assertion: String, doing verb: String,
  at caller: CallerLocation, file: String? = nil
) -> Scenario? {
  guard !profiles.isEmpty else {
    reportFailure(
      "\(assertion) was given no profile, so it would \(verb) nothing: "
        + "leave the default (every profile) or name one, such as [.ios17]",
      at: caller)
    return nil
  }
  return parsedOrFailing(scenario, at: caller, file: file)
}

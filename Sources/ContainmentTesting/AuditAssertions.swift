import Containment
import ContainmentScenario

/// Asserts that the audit finds nothing in a scenario, in every profile
/// given; a failure lists each finding with its rule ID, line and fix, and
/// names the profile.
///
/// ```swift
/// func testMyPagerIsCorrect() {
///   assertAuditClean("""
///     let pager = UIViewController()
///     …
///     """)
/// }
/// ```
///
/// - Parameters:
///   - scenario: the scenario's text.
///   - profiles: the UIKit releases to audit in (default: all three).
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
  guard let parsed = parsedOrFailing(scenario, at: caller) else { return }
  for profile in profiles {
    assertAuditClean(Audit(parsed, profile: profile), in: profile, at: caller)
  }
}

/// Asserts that the audit of a sequence of calls on a world you built finds
/// nothing (see ``Audit/init(calls:in:)``).
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
  line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  assertAuditClean(Audit(calls: calls, in: world), in: world.profile, at: caller)
}

private func assertAuditClean(
  _ audit: Audit, in profile: Profile, at caller: CallerLocation
) {
  guard !audit.isClean else { return }
  let report = audit.findings.map { finding in
    "  line \(finding.line): \(finding.rule): \(finding.message)\n    fix: \(finding.fix)"
  }
  reportFailure(
    "the audit in \(profile.name) found \(audit.findings.count):\n"
      + report.joined(separator: "\n"),
    at: caller)
}

import Containment
import ContainmentScenario
import XCTest

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
///   - file: the caller's file, for the failure.
///   - line: the caller's line, for the failure.
public func assertAuditClean(
  _ scenario: String, profiles: [Profile] = [.ios5, .ios7, .ios17],
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let parsed = parsedOrFailing(scenario, file: file, line: line) else { return }
  for profile in profiles {
    assertAuditClean(Audit(parsed, profile: profile), in: profile, file: file, line: line)
  }
}

/// Asserts that the audit of a sequence of calls on a world you built finds
/// nothing (see ``Audit/init(calls:in:)``).
///
/// - Parameters:
///   - calls: the container's calls, in order.
///   - world: the world they start from.
///   - file: the caller's file, for the failure.
///   - line: the caller's line, for the failure.
public func assertAuditClean(
  calls: [Call], in world: World, file: StaticString = #filePath, line: UInt = #line
) {
  assertAuditClean(Audit(calls: calls, in: world), in: world.profile, file: file, line: line)
}

private func assertAuditClean(
  _ audit: Audit, in profile: Profile, file: StaticString, line: UInt
) {
  guard !audit.isClean else { return }
  let report = audit.findings.map { finding in
    "  line \(finding.line): \(finding.rule): \(finding.message)\n    fix: \(finding.fix)"
  }
  XCTFail(
    "the audit in \(profile.name) found \(audit.findings.count):\n"
      + report.joined(separator: "\n"), file: file, line: line)
}

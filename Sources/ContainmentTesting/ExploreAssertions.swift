import Containment
import ContainmentScenario

/// Asserts that no interleaving of a scenario's actions with system events
/// breaks a rule of the audit, up to `depth` steps, in every profile given
/// (scenario language §7, `containment explore`).
///
/// A failure shows the shortest path that breaks a rule, its steps
/// numbered, the finding with the statement at its line, and the scenario
/// that reproduces it (paste it into `assertAuditClean` or a file for
/// `containment audit`). A search that ends on its state budget before the
/// depth fails too, naming the depth covered: passing must mean the depth
/// was explored.
///
/// ```swift
/// @Test func myDrawerSurvivesEveryOrder() {
///   assertExploreClean("""
///     let drawer = UIViewController()
///     …
///     action open() where menu.parent == nil { … }
///     """, depth: 6)
/// }
/// ```
///
/// - Parameters:
///   - scenario: the scenario's text: the setup, then its actions.
///   - depth: the most steps a path takes.
///   - events: the system events interleaved with the actions.
///   - profiles: the UIKit releases to explore (default: all three); an
///     empty list is a usage mistake and fails.
///   - maximumStates: the most distinct states the search keeps.
///   - fileID: the caller's file, as Swift Testing names it.
///   - file: the caller's file, as XCTest names it.
///   - line: the caller's line, for the failure.
///   - column: the caller's column, for the failure.
public func assertExploreClean(
  _ scenario: String, depth: Int = 6, events: Set<SystemEvent> = SystemEvent.defaults,
  profiles: [Profile] = [.ios5, .ios7, .ios17],
  maximumStates: Int = ExplorationOptions().maximumStates,
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let caller = CallerLocation(fileID: fileID, filePath: file, line: line, column: column)
  guard
    let parsed = parsedOverProfiles(
      scenario, profiles, assertion: "assertExploreClean(_:depth:events:profiles:)",
      doing: "explore", at: caller)
  else { return }
  guard !parsed.actionNames.isEmpty || !events.isEmpty else {
    reportFailure(
      "the scenario declares no action and no event is explored: nothing can happen after "
        + "the setup; declare an action ('action open() { … }') or pass events",
      at: caller)
    return
  }
  let options = ExplorationOptions(depth: depth, events: events, maximumStates: maximumStates)
  for profile in profiles {
    let exploration = parsed.explore(profile: profile, options: options)
    switch exploration.outcome {
    case .clean:
      continue
    case .budgetSpent:
      reportFailure(
        "exploring in \(profile.name) spent its budget of \(maximumStates) states: every path "
          + "of \(exploration.coveredDepth) steps is clean, not every path of \(depth); "
          + "lower the depth or raise maximumStates", at: caller)
    case .broken(let counterexample):
      reportFailure(report(counterexample, profile: profile), at: caller)
    }
  }
}

/// The failure's text for a counterexample.
private func report(_ counterexample: Counterexample, profile: Profile) -> String {
  let finding = counterexample.finding
  let lines = counterexample.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
  let statement = TraceMatching.statement(atLine: finding.line, of: lines)
  let count = counterexample.steps.count
  let length = count == 0 ? "in the setup" : "in \(count) step\(count == 1 ? "" : "s")"
  var text = "\(profile.name): \(finding.rule) \(length)\n"
  for (number, step) in counterexample.steps.enumerated() {
    text += "  \(number + 1). \(step)\n"
  }
  text += "  scenario line \(finding.line)\(statement.map { " (\($0))" } ?? ""): "
  text += "\(finding.rule): \(finding.message)\n"
  text += "    UIKit: \(finding.consequence)\n    fix: \(finding.fix)\n"
  text += "the scenario that reproduces it:\n" + counterexample.scenarioText
  return text
}

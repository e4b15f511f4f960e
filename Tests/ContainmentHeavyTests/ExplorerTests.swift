import Containment
import ContainmentScenario
import ContainmentTestSupport
import XCTest

/// `containment explore` at depth over the examples that declare actions.
///
/// To `CONTAINMENT_EXPLORER_DEPTH` (default 4; `.ci/run` gives 8), in every
/// profile: the correct containers explore clean with every system event,
/// the broken ones break with the rule and at the depth they should, and
/// the search finds the same first violation with and without removing
/// duplicate states. Each case prints what it covered.
final class ExplorerTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  private var depth: Int { TestEnvironment.size("CONTAINMENT_EXPLORER_DEPTH", default: 4) }

  private static let correct = [
    "container-drawer", "container-drawer-ics", "container-swap-without-transition",
    "container-tabs-kept-as-children", "explore-dtpager-pr35-after",
    "explore-pasted-dtpager-pr35-after.swift", "explore-pasted-coordinator.swift",
    "explore-pasted-sheet-container.swift", "explore-pasted-interactive-drawer-after.swift",
    "explore-pager-in-navigation", "explore-sheet-with-child",
  ]

  private func example(_ name: String) throws -> Scenario {
    // A name with its extension is a pasted Swift file (scenario language §6).
    try Scenario(
      parsing: PackageFiles.text("Examples/\(name)" + (name.hasSuffix(".swift") ? "" : ".scenario"))
    )
  }

  func testTheCorrectContainersExploreCleanWithEveryEvent() throws {
    let events: Set<SystemEvent> = [
      .appear, .present, .time, .rotate, .memory, .navigation, .background, .sheet,
    ]
    for name in Self.correct {
      let scenario = try example(name)
      for profile in Profile.presets {
        var steps = 0
        var states = 0
        // In ios5 a memory warning unloads the view of a container that is
        // not visible (rule 6.3), and its viewDidLoad, where these
        // containers install their first child, runs again: a second
        // didMove (A16), which the next test shows.
        let every = profile == .ios5 ? events.subtracting([.memory]) : events
        for chosen in [SystemEvent.defaults, every] {
          let explored = scenario.explore(
            profile: profile, options: ExplorationOptions(depth: depth, events: chosen))
          XCTAssertEqual(explored.outcome, .clean, "\(name) in \(profile.name)")
          XCTAssertEqual(explored.coveredDepth, depth)
          steps += explored.steps
          states += explored.states
        }
        print(
          "explore: \(name) in \(profile.name), depth \(depth): clean, \(states) states, \(steps) steps"
        )
      }
    }
  }

  func testInIOS5AViewUnloadedByAMemoryWarningLoadsItsFirstChildAgain() throws {
    let explored = try example("container-drawer").explore(
      profile: .ios5, options: ExplorationOptions(depth: 5, events: [.present, .time, .memory]))
    guard case .broken(let found) = explored.outcome else {
      return XCTFail("\(explored.outcome)")
    }
    XCTAssertEqual(found.finding.rule, .duplicateDidMove)
    XCTAssertEqual(found.finding.line, 12)
    print(
      "explore: container-drawer in ios5 with memory warnings: A16 in \(found.steps.count) steps")
  }

  func testTheBrokenContainersBreakWhereTheyShould() throws {
    let cases: [(name: String, events: Set<SystemEvent>, rule: AuditRule, steps: Int)] = [
      ("explore-dtpager-pr35-before", [.time], .unbalancedAppearanceTransition, 3),
      ("explore-pasted-dtpager-pr35-before.swift", [.time], .unbalancedAppearanceTransition, 3),
      ("explore-pasted-interactive-drawer-before.swift", [.time], .didMoveMissing, 3),
      ("explore-dtpager-pr35-before", SystemEvent.defaults, .unbalancedAppearanceTransition, 2),
      ("container-pager-with-state", SystemEvent.defaults, .unbalancedAppearanceTransition, 1),
    ]
    for (name, events, rule, length) in cases {
      let scenario = try example(name)
      for profile in Profile.presets {
        let explored = scenario.explore(
          profile: profile, options: ExplorationOptions(depth: depth, events: events))
        guard case .broken(let found) = explored.outcome else {
          XCTFail("\(name) in \(profile.name): \(explored.outcome)")
          continue
        }
        XCTAssertEqual(found.finding.rule, rule, "\(name) in \(profile.name)")
        XCTAssertEqual(found.steps.count, length, "\(name) in \(profile.name)")
        print("explore: \(name) in \(profile.name): \(found.finding.rule) in \(length) steps")
      }
    }
  }

  func testDeduplicationKeepsTheFirstViolationDepth() throws {
    let names = Self.correct + ["explore-dtpager-pr35-before", "container-pager-with-state"]
    let everyPathDepth = min(depth, 5)
    for name in names {
      let scenario = try example(name)
      for profile in Profile.presets {
        var options = ExplorationOptions(depth: everyPathDepth, events: [.appear, .time, .memory])
        let deduplicated = scenario.explore(profile: profile, options: options)
        options.deduplicatesStates = false
        let everyPath = scenario.explore(profile: profile, options: options)
        XCTAssertEqual(deduplicated.outcome, everyPath.outcome, "\(name) in \(profile.name)")
        print(
          "explore: \(name) in \(profile.name), depth \(everyPathDepth): the same result with "
            + "\(deduplicated.steps) steps as with \(everyPath.steps) over every path")
      }
    }
  }

  /// Past the memory cap (here, two held states), iterative deepening covers
  /// the same depth with the same states and breaks the same rule at the
  /// same length, at the heavy check's depth.
  func testIterativeDeepeningCoversWhatTheBreadthFirstSearchCovers() throws {
    let names = Self.correct + ["explore-dtpager-pr35-before", "container-pager-with-state"]
    for name in names {
      let scenario = try example(name)
      for profile in Profile.presets {
        var options = ExplorationOptions(depth: depth, events: SystemEvent.defaults)
        let breadthFirst = scenario.explore(profile: profile, options: options)
        options.maximumHeldStates = 2
        let deepened = scenario.explore(profile: profile, options: options)
        let label = "\(name) in \(profile.name)"
        XCTAssertEqual(deepened.coveredDepth, breadthFirst.coveredDepth, label)
        switch (breadthFirst.outcome, deepened.outcome) {
        case (.clean, .clean):
          XCTAssertEqual(deepened.states, breadthFirst.states, label)
        case (.broken(let first), .broken(let other)):
          XCTAssertEqual(other.finding.rule, first.finding.rule, label)
          XCTAssertEqual(other.steps.count, first.steps.count, label)
        default:
          XCTFail("\(label): \(breadthFirst.outcome) against \(deepened.outcome)")
        }
        print(
          "explore: \(name) in \(profile.name), depth \(depth), deepening from "
            + "\(deepened.deepenedFrom.map(String.init) ?? "nowhere"): the same result with "
            + "\(deepened.steps) steps as with \(breadthFirst.steps) breadth first")
      }
    }
  }
}

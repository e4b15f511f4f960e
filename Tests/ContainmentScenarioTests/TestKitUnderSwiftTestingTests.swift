import Containment
import ContainmentTesting
import Testing

/// A failing assertion of `ContainmentTesting` inside Swift Testing records an
/// issue at the caller's line; it never passes silently.
///
/// Swift Testing is what `swift package init` generates. Each failing case runs inside `withKnownIssue`, which
/// itself fails the test when the expected issue is *not* recorded, so these
/// tests fail if the kit reports to XCTest alone.
@Suite struct TestKitUnderSwiftTestingTests {
  private let scenario = """
    let a = UIViewController()
    _ = a.view
    """

  @Test func aMatchingTraceRecordsNoIssue() {
    assertTrace(scenario, equals: "a.loadView()\na.viewDidLoad()\n// turn 1 ends")
  }

  @Test func aDifferingTraceRecordsAnIssueAtTheCaller() {
    let line = #line + 2
    withKnownIssue {
      assertTrace(scenario, equals: "a.loadView()")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "TestKitUnderSwiftTestingTests.swift"
        && issue.comments.contains { $0.rawValue.contains("+ a.viewDidLoad()") }
    }
  }

  @Test func anAuditOverNoProfileRecordsAnIssue() {
    withKnownIssue {
      assertAuditClean(scenario, profiles: [])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("was given no profile") }
    }
  }

  @Test func anExplorationThatBreaksARuleRecordsAnIssue() {
    let pager = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action add() where c.parent == nil {
          p.addChild(c)
      }
      """
    withKnownIssue {
      assertExploreClean(pager, depth: 2, events: [.time])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("A1 didMoveMissing in 1 step") }
    }
  }

  @Test func aDifferingRecordingRecordsAnIssue() {
    withKnownIssue {
      assertTrace(scenario, matchesRecording: "a.viewDidLoad()")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("differs from the recording") }
    }
  }

  @Test func eventsThatDifferRecordAnIssue() {
    var world = World()
    let a = world.makeViewController(named: "a")
    let events = (try? world.apply(.loadViewIfNeeded(a))) ?? []
    withKnownIssue {
      assertTrace(events, "a.loadView()")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("trace differs") }
    }
    withKnownIssue {
      assertTrace(in: .ios5, events, "")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("trace in ios5 differs") }
    }
  }

  @Test func anAuditFindingRecordsAnIssue() {
    let missingDidMove = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      p.addChild(c)
      p.view.addSubview(c.view)
      """
    withKnownIssue {
      assertAuditClean(missingDidMove, profiles: [.ios17])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("A1 didMoveMissing") }
    }
  }

  @Test func aScenarioThatDoesNotParseRecordsAnIssue() {
    withKnownIssue {
      assertTrace("let = 1", equals: "")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("does not parse") }
    }
  }
}

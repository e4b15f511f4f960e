import Containment
import ContainmentTestSupport
import XCTest

@testable import ContainmentScenario

/// `containment audit` runs the profiles in step and writes each finding as
/// it is found (issue 35): a statement's findings before the next statement
/// runs, findings only some profiles make at the end, each mistake once.
final class AuditStreamingTests: XCTestCase {
  /// A handler on line 8 makes its finding when line 11 runs it: after line
  /// 10's, in the order found; `Audit.findings` still orders them by line.
  func testAFindingALaterStatementMakesComesAfterTheEarlierStatementsFindings() throws {
    let text =
      AuditTests.prelude + """
        on b.viewDidLoad {
            a.viewWillAppear(false)
        }
        a.loadView()
        p.addChild(b)
        p.view.addSubview(b.view)
        b.didMove(toParent: p)
        """
    XCTAssertEqual(
      Self.reportLines(text),
      [
        "f.scenario:10:1: warning: A8 directLifecycleCall: a.loadView() called directly",
        "f.scenario:8:5: warning: A7 directAppearanceCall: a.viewWillAppear(false) called directly",
        "audit (ios5, ios7, ios17): 2 findings",
      ])
    XCTAssertEqual(
      Audit(try Scenario(parsing: text)).findings.map(\.description),
      [
        "line 8: A7 directAppearanceCall: a.viewWillAppear(false) called directly",
        "line 10: A8 directLifecycleCall: a.loadView() called directly",
      ])
  }

  /// A finding one release makes a statement later is one finding.
  ///
  /// XLPagerTabStrip before PR #303: the pager's `viewDidAppear` ends its
  /// child's appearance by hand, during `makeKeyAndVisible()` in ios5 and
  /// at the next turn in ios7 and ios17. The finding waits for the later
  /// releases and is one, in every profile.
  func testAFindingOneReleaseMakesAStatementLaterIsOneFindingInEveryProfile() {
    let text = """
      let pager = UIViewController()
      let child = UIViewController()
      on pager.viewDidLoad {
          pager.addChild(child)
          pager.view.addSubview(child.view)
          child.didMove(toParent: pager)
      }
      on pager.viewWillAppear { animated in
          child.beginAppearanceTransition(true, animated: animated)
      }
      on pager.viewDidAppear {
          child.endAppearanceTransition()
      }
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      """
    XCTAssertEqual(
      Self.reportLines(text),
      [
        "f.scenario:9:5: warning: A10 manualForwardingWhileAutomatic: child.beginAppearanceTransition while its parent pager forwards appearance automatically",
        "f.scenario:12:5: warning: A10 manualForwardingWhileAutomatic: child.endAppearanceTransition while its parent pager forwards appearance automatically",
        "audit (ios5, ios7, ios17): 2 findings",
      ])
  }

  /// The reader that stops the audit stops it at once.
  ///
  /// One finding is handed out, and the audit says it was stopped. The
  /// exception the last statement raises (A19) is never handed out; without
  /// a stop it is.
  func testTheAuditStopsWhenItsReaderDoes() throws {
    let scenario = try Scenario(
      parsing: AuditTests.prelude + """
        a.loadView()
        b.loadView()
        p.addChild(p)
        """)
    var handed: [String] = []
    let finished = AuditInStep.audit(scenario, profiles: Profile.presets, limits: Self.limits) {
      handed.append($0.finding.description)
      return false
    }
    XCTAssertFalse(finished)
    XCTAssertEqual(handed, ["line 7: A8 directLifecycleCall: a.loadView() called directly"])
    handed = []
    XCTAssertTrue(
      AuditInStep.audit(scenario, profiles: Profile.presets, limits: Self.limits) {
        handed.append("\($0.finding.line) \($0.finding.rule.id)")
        return true
      })
    XCTAssertEqual(handed, ["7 A8", "8 A8", "9 A19"])
  }

  /// Findings only some profiles make come after the others, by line; past
  /// the limit of held findings (here two), the held ones are handed out at
  /// once, each with the profiles that made it: the loop's ios5 A26 at the
  /// statement that made them, before line 12's, and the A9 of the run's end
  /// after.
  func testHeldFindingsPastTheLimitAreHandedOutAtOnce() throws {
    let scenario = try Scenario(
      parsing: AuditTests.prelude + """
        let k0 = UIViewController()
        let k1 = UIViewController()
        let k2 = UIViewController()
        for k in [k0, k1, k2] { p.addChild(k); p.view.addSubview(k.view); k.didMove(toParent: p) }
        for k in [k0, k1, k2] { k.beginAppearanceTransition(true, animated: false) }
        p.addChild(a)
        """)
    func handed(heldLimit: Int) -> [String] {
      var handed: [String] = []
      _ = AuditInStep.audit(
        scenario, profiles: Profile.presets, limits: Self.limits, heldLimit: heldLimit
      ) {
        handed.append(
          "\($0.finding.line) \($0.finding.rule.id) \($0.finding.controller) "
            + $0.profiles.joined(separator: ","))
        return true
      }
      return handed
    }
    // In ios5 a begin on an appeared child delivers its will again (A26)
    // and stays open (A9 at the end); in the later releases it does nothing.
    XCTAssertEqual(
      handed(heldLimit: AuditInStep.defaultHeldLimit),
      [
        "11 A10 k0 ios5,ios7,ios17", "11 A10 k1 ios5,ios7,ios17", "11 A10 k2 ios5,ios7,ios17",
        "12 A1 a ios5,ios7,ios17",
        "11 A9 k0 ios5", "11 A9 k1 ios5", "11 A9 k2 ios5",
        "11 A26 k0 ios5", "11 A26 k1 ios5", "11 A26 k2 ios5",
      ])
    XCTAssertEqual(
      handed(heldLimit: 2),
      [
        "11 A10 k0 ios5,ios7,ios17", "11 A10 k1 ios5,ios7,ios17", "11 A10 k2 ios5,ios7,ios17",
        "11 A26 k0 ios5", "11 A26 k1 ios5", "11 A26 k2 ios5",
        "12 A1 a ios5,ios7,ios17",
        "11 A9 k0 ios5", "11 A9 k1 ios5", "11 A9 k2 ios5",
      ])
  }

  /// Each mistake is reported once, however many times its line runs, for
  /// controllers made in any order: a loop that makes the same mistake on
  /// 200 children 50 times reports 200 findings.
  func testAMistakeALoopRepeatsIsReportedOnceForEachController() throws {
    let children = (0..<200).map { "let k\($0) = UIViewController()" }.joined(separator: "\n")
    let list = (0..<200).reversed().map { "k\($0)" }.joined(separator: ", ")
    let text =
      AuditTests.prelude + """
        \(children)
        for k in [\(list)] { p.addChild(k); p.view.addSubview(k.view); k.didMove(toParent: p) }
        for round in 1...50 { for k in p.children { k.viewWillAppear(false) } }
        """
    let lines = Self.reportLines(text)
    XCTAssertEqual(lines.last, "audit (ios5, ios7, ios17): 200 findings")
    XCTAssertEqual(
      lines.dropLast().map { $0.split(separator: " ")[4] },
      (0..<200).reversed().map { "k\($0).viewWillAppear(false)" })
  }

  /// The set of reported mistakes answers alike whether it holds a line's
  /// controllers as a set or as bits, and for indices past the bits.
  func testReportedMistakesAnswersEachMistakeOnce() {
    var reported = ReportedMistakes()
    let indices = [5, 3, 200, 0, 1, 2, 4, 6, 7, 8, 9, 10, 63, 64, 1_000, 70_000]
    for index in indices {
      XCTAssertTrue(reported.insert(.didMoveMissing, line: 3, controller: index), "\(index)")
    }
    for index in indices {
      XCTAssertFalse(reported.insert(.didMoveMissing, line: 3, controller: index), "\(index)")
    }
    XCTAssertTrue(reported.insert(.didMoveMissing, line: 4, controller: 5))
    XCTAssertTrue(reported.insert(.directLifecycleCall, line: 3, controller: 5))
    for index in 0..<300 where !indices.contains(index) {
      XCTAssertTrue(reported.insert(.didMoveMissing, line: 3, controller: index), "\(index)")
    }
    for index in 0..<300 {
      XCTAssertFalse(reported.insert(.didMoveMissing, line: 3, controller: index), "\(index)")
    }
  }

  private static let limits = RunLimits(
    stepLimitPerCall: nil, maximumEvents: Scenario.defaultMaximumEvents)

  /// The command's report of `text` in every profile, without the source
  /// lines, what UIKit does and the fixes.
  private static func reportLines(_ text: String) -> [String] {
    let tool = CommandLineTool(
      readFile: { $0 == "f.scenario" ? text : nil }, readStandardInput: { nil })
    return tool.run(["audit", "f.scenario"]).standardOutput.split(separator: "\n")
      .filter { $0.hasPrefix("f.scenario:") || $0.hasPrefix("audit (") }.map(String.init)
  }
}

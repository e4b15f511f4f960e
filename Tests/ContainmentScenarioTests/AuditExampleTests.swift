import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// The audit over the bundled examples and seeds, and through the command.
final class AuditExampleTests: XCTestCase {
  private let examples = PackageFiles.examples

  /// The findings (`LINE ID`) of every example that has any, by `NAME PROFILE`.
  ///
  /// Every other example, in every profile, must be clean: the `container-*`
  /// examples are correct containers, the rule examples show UIKit's order
  /// without a mistake of the container's author.
  static let expected: [String: [String]] = [
    "001-child-loads-itself ios5": ["10 A8", "11 A8"],
    "001-child-loads-itself ios7": ["10 A8", "11 A8"],
    "001-child-loads-itself ios17": ["10 A8", "11 A8"],
    "002-storyboard-container ios5": ["14 A1", "15 A1", "18 A2"],
    "002-storyboard-container ios7": ["14 A1", "15 A1"],
    "002-storyboard-container ios17": ["14 A1", "15 A1"],
    "003-sktabbar-addsubview-mistake ios5": ["35 A5"],
    "003-sktabbar-addsubview-mistake ios7": ["35 A5", "35 A9"],
    "003-sktabbar-addsubview-mistake ios17": ["35 A5", "35 A9"],
    "memory-6.3-warning ios5": ["24 A2"],
    "nav-5.1-E5-E6-push-errors ios5": ["8 A19"],
    "nav-5.1-E5-E6-push-errors ios7": ["8 A19"],
    "nav-5.1-E5-E6-push-errors ios17": ["8 A19"],
    "present-5.3-warnings-and-errors ios5": ["13 A18", "14 A17", "16 A19"],
    "present-5.3-warnings-and-errors ios7": ["13 A18", "14 A17", "16 A19"],
    "present-5.3-warnings-and-errors ios17": ["13 A18", "14 A17", "16 A19"],
    "rule-2.3-plain-views ios5": ["22 A4"],
    "rule-2.3-plain-views ios7": ["22 A4"],
    "rule-2.3-plain-views ios17": ["22 A4"],
    "rule-2.4-manual-forwarding ios5": ["26 A9"],
    "rule-2.4-manual-forwarding ios7": ["26 A9"],
    "rule-2.4-manual-forwarding ios17": ["26 A9"],
    "rule-2.4-nested-begins ios5": ["15 A11", "28 A23", "39 A10", "39 A26", "40 A10"],
    "rule-2.4-nested-begins ios7": ["15 A11", "28 A23", "39 A10", "40 A9", "40 A10"],
    "rule-2.4-nested-begins ios17": ["15 A11", "28 A23", "39 A10", "40 A9", "40 A10"],
    // The children follow outer's forwarded did: the mistake is outer's alone.
    "rule-2.5-nested-three-deep ios5": ["15 A11", "34 A21", "39 A11", "41 A21"],
    // The children follow outer's forwarded did: the mistake is outer's alone.
    "rule-2.5-nested-three-deep ios7": ["15 A11", "34 A21", "39 A11", "41 A21"],
    // The children follow outer's forwarded did: the mistake is outer's alone.
    "rule-2.5-nested-three-deep ios17": ["15 A11", "34 A21", "39 A11", "41 A21"],
    "rotation-6.1-6.2-rotate ios7": ["35 A22"],
    "rotation-6.1-6.2-rotate ios17": ["35 A22"],
    // The same bug in the pasted Swift: the findings at the class's lines.
    "pasted-root-container-set-while-appearing-before ios7": ["32 A9"],
    "pasted-root-container-set-while-appearing-before ios17": ["32 A9"],
    "pasted-pullup-pr74-before ios5": ["84 A1"],
    "pasted-pullup-pr74-before ios7": ["84 A1"],
    "pasted-pullup-pr74-before ios17": ["84 A1"],
    "pasted-kydrawer-pr141-before ios5": ["25 A25", "44 A11"],
    "pasted-kydrawer-pr141-before ios7": ["25 A25", "44 A11"],
    "pasted-kydrawer-pr141-before ios17": ["25 A25", "44 A11"],
    "pasted-dtpager-pr35-before ios5": ["62 A9", "63 A9"],
    "pasted-dtpager-pr35-before ios7": ["62 A9", "63 A9"],
    "pasted-dtpager-pr35-before ios17": ["62 A9", "63 A9"],
    "pasted-xlpager-pr303-before ios5": ["42 A10", "47 A10"],
    "pasted-xlpager-pr303-before ios7": ["42 A10", "47 A10"],
    "pasted-xlpager-pr303-before ios17": ["42 A10", "47 A10"],
    "real-kydrawer-pr141-before ios5": ["7 A11", "23 A25"],
    "real-kydrawer-pr141-before ios7": ["7 A11", "23 A25"],
    "real-kydrawer-pr141-before ios17": ["7 A11", "23 A25"],
    "real-mmdrawer-pr66-before ios5": ["25 A23", "27 A23"],
    "real-mmdrawer-pr66-before ios7": ["25 A23", "27 A23"],
    "real-mmdrawer-pr66-before ios17": ["25 A23", "27 A23"],
    "real-msdynamics-issue101-before ios5": ["9 A26", "16 A20", "18 A21"],
    "real-msdynamics-issue101-before ios7": ["9 A26", "16 A20", "18 A21"],
    "real-msdynamics-issue101-before ios17": ["9 A26", "16 A20", "18 A21"],
    "real-ytpage-pr1-before ios5": ["23 A21"],
    "real-ytpage-pr1-before ios7": ["23 A21"],
    "real-dapages-issue5-before ios5": ["10 A13", "11 A4"],
    "real-dapages-issue5-before ios7": ["10 A13", "11 A4"],
    "real-dapages-issue5-before ios17": ["10 A13", "11 A4"],
    "real-xlpager-pr303-before ios5": ["13 A10", "16 A10"],
    "real-xlpager-pr303-before ios7": ["13 A10", "16 A10"],
    "real-xlpager-pr303-before ios17": ["13 A10", "16 A10"],
    "real-dtpager-pr35-before ios5": ["39 A9", "40 A9"],
    "real-dtpager-pr35-before ios7": ["39 A9", "40 A9"],
    "real-dtpager-pr35-before ios17": ["39 A9", "40 A9"],
    "real-pn-container-unended-begin ios5": ["17 A9"],
    "real-pn-container-unended-begin ios7": ["17 A9"],
    "real-pn-container-unended-begin ios17": ["17 A9"],
    "real-bottom-drawer-no-didmove ios5": ["7 A1"],
    "real-bottom-drawer-no-didmove ios7": ["7 A1"],
    "real-bottom-drawer-no-didmove ios17": ["7 A1"],
    "rule-2.6-direct-calls ios5": ["12 A7", "14 A7", "15 A7", "17 A7"],
    "rule-2.6-direct-calls ios7": ["12 A7", "14 A7", "15 A7", "17 A7"],
    "rule-2.6-direct-calls ios17": ["12 A7", "14 A7", "15 A7", "17 A7"],
    "rule-7-E1-transition-between-non-siblings ios5": ["9 A19"],
    "rule-7-E1-transition-between-non-siblings ios7": ["9 A19"],
    "rule-7-E1-transition-between-non-siblings ios17": ["9 A19"],
    "rule-7-E2-view-under-wrong-parent ios5": ["7 A19"],
    "rule-7-E2-view-under-wrong-parent ios7": ["7 A19"],
    "rule-7-E2-view-under-wrong-parent ios17": ["7 A19"],
    "rule-7-E4-cycle ios5": ["7 A19"],
    "rule-7-E4-cycle ios7": ["7 A19"],
    "rule-7-E4-cycle ios17": ["7 A19"],
    "tab-5.2-switch ios5": ["26 A19"],
    "tab-5.2-switch ios7": ["26 A19"],
    "tab-5.2-switch ios17": ["26 A19"],
  ]

  func testEveryExampleAuditsAsPinnedInEveryProfile() throws {
    let scenarios = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      // What `containment explore` writes beside an example is no example.
      .filter {
        ($0.hasSuffix(".scenario") || $0.hasSuffix(".swift"))
          && !$0.hasSuffix(".counterexample.scenario")
      }.sorted()
    for file in scenarios {
      let text = try String(
        contentsOfFile: examples.appendingPathComponent(file).path, encoding: .utf8)
      let scenario = try Scenario(parsing: text)
      let name = (file as NSString).deletingPathExtension
      for profile in [Profile.ios5, .ios7, .ios17] {
        let found = Audit(scenario, profile: profile).findings.map { "\($0.line) \($0.rule.id)" }
        XCTAssertEqual(
          found, Self.expected["\(name) \(profile.name)"] ?? [], "\(name) in \(profile.name)")
      }
    }
  }

  /// The seeds, read against the rules (the contract's section 8): 000 and
  /// 004 are clean; 001 calls loadView and viewDidLoad itself; 002 never
  /// sends didMove and, in iOS 5, removes without willMove(nil); the 003
  /// mistake adds the to-view before the transition.
  func testSeedsAreJudgedAsTheContractReadsThem() {
    for profile in ["ios5", "ios7", "ios17"] {
      for clean in ["000-mixi-swap", "004-containholder-tabs"] {
        XCTAssertNil(Self.expected["\(clean) \(profile)"], "\(clean) in \(profile)")
      }
      XCTAssertEqual(Self.expected["001-child-loads-itself \(profile)"], ["10 A8", "11 A8"])
      XCTAssertTrue(
        Self.expected["002-storyboard-container \(profile)"]?.contains("14 A1") ?? false, profile)
      XCTAssertTrue(
        Self.expected["003-sktabbar-addsubview-mistake \(profile)"]?.contains("35 A5") ?? false,
        profile)
    }
    XCTAssertTrue(Self.expected["002-storyboard-container ios5"]?.contains("18 A2") ?? false)
  }

  func testAuditCommandExitsOneWithFindingsAndZeroWhenClean() {
    let files = [
      "bad.scenario": AuditTests.prelude + "p.addChild(a)\np.view.addSubview(a.view)\n",
      "good.scenario": AuditTests.prelude
        + "p.addChild(a)\np.view.addSubview(a.view)\na.didMove(toParent: p)\n",
    ]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    let bad = tool.run(["audit", "bad.scenario"])
    XCTAssertEqual(bad.exitCode, 1)
    XCTAssertEqual(
      bad.standardOutput,
      """
      bad.scenario:7:1: warning: A1 didMoveMissing: p.addChild(a) without a.didMove(toParent: p)
      p.addChild(a)
      ^
          UIKit: \(AuditRule.didMoveMissing.consequence)
          fix: \(AuditRule.didMoveMissing.fix)
      audit (ios5, ios7, ios17): 1 finding

      """)
    let good = tool.run(["audit", "--profile=ios5", "good.scenario"])
    XCTAssertEqual(good.exitCode, 0)
    XCTAssertEqual(good.standardOutput, "audit (ios5): no findings\n")
  }

  func testAuditJSONListsEachFindingAsAnObject() {
    let files = ["bad.scenario": AuditTests.prelude + "a.loadView()\n"]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    let result = tool.run(["audit", "--format", "json", "bad.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardOutput,
      """
      {
        "profiles": ["ios5", "ios7", "ios17"],
        "findings": [
          {"rule": "A8", "name": "directLifecycleCall", "line": 7, "column": 1, "controller": "a", \
      "message": "a.loadView() called directly", "uikit": "\(AuditRule.directLifecycleCall.consequence)", \
      "fix": "\(AuditRule.directLifecycleCall.fix)", "profiles": ["ios5", "ios7", "ios17"]}
        ]
      }

      """)
  }

  /// Every profile by default, each finding once, with the profiles it
  /// occurs in when not all, those after the findings of every profile;
  /// `--profile` narrows to one.
  func testAuditCommandChecksEveryProfileAndNamesThoseAFindingOccursIn() {
    let text =
      AuditTests.prelude + """
        let c = UIViewController()
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        p.addChild(a)
        """
    let files = ["f.scenario": text]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    let all = tool.run(["audit", "f.scenario"])
    XCTAssertEqual(all.exitCode, 1)
    XCTAssertEqual(
      all.standardOutput.split(separator: "\n").filter { $0.hasPrefix("f.scenario:") },
      [
        "f.scenario:11:1: warning: A10 manualForwardingWhileAutomatic: c.beginAppearanceTransition while its parent p forwards appearance automatically",
        "f.scenario:12:1: warning: A10 manualForwardingWhileAutomatic: c.endAppearanceTransition while its parent p forwards appearance automatically",
        "f.scenario:13:1: warning: A1 didMoveMissing: p.addChild(a) without a.didMove(toParent: p)",
        "f.scenario:11:1: warning: A26 appearanceBegunInTheDirectionReached: c.beginAppearanceTransition(true, …) while it has appeared already: it gets viewWillAppear/viewDidAppear again (ios5)",
        "f.scenario:12:1: warning: A9 unbalancedAppearanceTransition: UIKit logs \"warning: Unbalanced calls to begin/end appearance transitions for c.\" (ios7, ios17)",
      ])
    XCTAssertTrue(all.standardOutput.hasSuffix("audit (ios5, ios7, ios17): 5 findings\n"))
    let narrowed = tool.run(["audit", "--profile", "ios17", "--format", "json", "f.scenario"])
    XCTAssertTrue(
      narrowed.standardOutput.hasPrefix(
        "{\n  \"profile\": \"ios17\",\n  \"profiles\": [\"ios17\"],"))
    XCTAssertFalse(narrowed.standardOutput.contains("A26"))
  }

  /// With a writer (as `main` gives it), the report goes out in pieces as
  /// it is made, the same text as without one, in text and JSON: findings
  /// of some profiles only, and a line with more findings than the merge
  /// searches without an index (a loop over twelve children).
  func testTheAuditWrittenInPiecesIsTheSameReport() {
    let children = (0..<12).map { "let k\($0) = UIViewController()" }.joined(separator: "\n")
    let list = (0..<12).map { "k\($0)" }.joined(separator: ", ")
    var text =
      AuditTests.prelude + """
        let c = UIViewController()
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        \(children)
        for k in [\(list)] { p.addChild(k) }

        """
    for index in 0..<1_500 {
      text += "let m\(index) = UIViewController()\np.addChild(m\(index))\n"
    }
    let files = ["f.scenario": text]
    var tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    for format in ["text", "json"] {
      let whole = tool.run(["audit", "--format", format, "f.scenario"])
      let pieces = WrittenPieces()
      tool.standardOutputWriter = { pieces.append($0) }
      let written = tool.run(["audit", "--format", format, "f.scenario"])
      tool.standardOutputWriter = nil
      XCTAssertEqual(written.exitCode, 1)
      XCTAssertEqual(written.standardOutput, "")
      XCTAssertGreaterThan(pieces.pieces.count, 2, format)
      XCTAssertEqual(pieces.text, whole.standardOutput, format)
      XCTAssertTrue(
        whole.standardOutput.contains(
          format == "text" ? "(ios7, ios17)" : #"["ios7", "ios17"]"#), format)
    }
    let report = tool.run(["audit", "f.scenario"]).standardOutput
    XCTAssertTrue(report.hasSuffix("audit (ios5, ios7, ios17): 1516 findings\n"))
    // One line's findings in the order their controllers were made, on
    // every run (they were in a dictionary's order).
    XCTAssertEqual(
      report.split(separator: "\n").filter { $0.hasPrefix("f.scenario:25:1: warning: A1") }
        .map { $0.split(separator: " ")[4] },
      (0..<12).map { "p.addChild(k\($0))" })
  }

  /// A writer that fails (a full disk) stops the report: nothing more is
  /// written, and the command exits 74.
  func testAnAuditWhoseOutputFailsStopsWithExit74() {
    var text = AuditTests.prelude
    for index in 0..<1_000 {
      text += "let m\(index) = UIViewController()\np.addChild(m\(index))\n"
    }
    let files = ["f.scenario": text]
    var tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    let pieces = WrittenPieces()
    tool.standardOutputWriter = {
      _ = pieces.append($0)
      return false
    }
    let result = tool.run(["audit", "f.scenario"])
    XCTAssertEqual(result.exitCode, 74)
    XCTAssertEqual(result.standardError, "error: cannot write standard output\n")
    XCTAssertEqual(pieces.pieces.count, 1)
  }

  func testAuditOfCallsNumbersFindingsByPosition() {
    var world = World()
    let parent = world.makeViewController(named: "parent")
    let child = world.makeViewController(named: "child")
    let audit = Audit(
      calls: [
        .setRootViewController(parent, of: world.mainWindow),
        .makeKeyAndVisible(world.mainWindow),
        .addChild(child, to: parent),
        .addSubview(.view(of: child), to: .view(of: parent)),
        .removeFromParent(child),
      ], in: world)
    XCTAssertEqual(audit.findings.map(\.rule), [.willMoveToNilMissing])
    XCTAssertEqual(audit.findings.map(\.line), [5])
    XCTAssertNil(audit.run.failure)
  }

  func testEveryRuleHasADistinctStableID() {
    let ids = AuditRule.allCases.map(\.id)
    XCTAssertEqual(ids, (1...28).map { "A\($0)" })
    for rule in AuditRule.allCases {
      XCTAssertFalse(rule.behaviourRules.isEmpty, "\(rule)")
      XCTAssertFalse(rule.failureClasses.isEmpty, "\(rule)")
    }
  }
}

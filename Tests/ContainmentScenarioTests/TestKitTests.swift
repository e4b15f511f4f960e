import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import XCTest

/// `ContainmentTesting`, the kit users call from their own tests: its
/// assertions pass on what is right and fail, with a readable report, on
/// what is wrong.
final class TestKitTests: XCTestCase {
  /// The failures the assertions under test reported, instead of failing this test.
  private var captured: [String] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard capturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append(description)
  }

  /// The failures `body` reports.
  private func failures(_ body: () -> Void) -> [String] {
    captured = []
    capturing = true
    body()
    capturing = false
    return captured
  }

  private let correct = """
    let p = UIViewController()
    let c = UIViewController()
    window.rootViewController = p
    window.makeKeyAndVisible()
    p.addChild(c)
    p.view.addSubview(c.view)
    c.didMove(toParent: p)
    """

  func testAssertAuditCleanPassesOnACorrectContainer() {
    XCTAssertEqual(failures { assertAuditClean(correct) }, [])
  }

  func testAssertAuditCleanReportsEachFindingOnceWithItsProfilesAndItsFix() {
    let reported = failures {
      assertAuditClean(correct.replacingOccurrences(of: "c.didMove(toParent: p)", with: ""))
    }
    XCTAssertEqual(reported.count, 1, "one failure for all profiles")
    XCTAssertEqual(
      reported.first,
      """
      failed - the audit found 1 mistake:
        scenario line 5 (p.addChild(c)): A1 didMoveMissing: p.addChild(c) without c.didMove(toParent: p) (ios5, ios7, ios17)
          UIKit: \(AuditRule.didMoveMissing.consequence)
          fix: \(AuditRule.didMoveMissing.fix)
      """)
  }

  func testAssertExploreCleanPassesOnACorrectContainer() throws {
    let drawer = try PackageFiles.text("Examples/container-drawer.scenario")
    XCTAssertEqual(failures { assertExploreClean(drawer, depth: 4) }, [])
  }

  func testAssertExploreCleanReportsTheShortestPathAndItsScenario() throws {
    let pager = try PackageFiles.text("Examples/explore-dtpager-pr35-before.scenario")
    let reported = failures { assertExploreClean(pager, events: [.time], profiles: [.ios17]) }
    XCTAssertEqual(reported.count, 1)
    let report = try XCTUnwrap(reported.first)
    XCTAssertTrue(
      report.hasPrefix(
        """
        failed - ios17: A9 unbalancedAppearanceTransition in 3 steps
          1. select(1)
          2. RunLoop.main.turn()
          3. select(0)
          scenario line 48 (pages[leaving].endAppearanceTransition()): A9
        """), report)
    XCTAssertTrue(report.hasSuffix("select(1)\nRunLoop.main.turn()\nselect(0)\n"), report)
  }

  func testAssertExploreCleanFailsWhenItsBudgetEndsTheSearchFirst() throws {
    let drawer = try PackageFiles.text("Examples/container-drawer-ics.scenario")
    let reported = failures {
      assertExploreClean(drawer, profiles: [.ios17], maximumStates: 10)
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.contains("spent its budget of 10 states") ?? false)
  }

  func testAssertExploreCleanOverNoProfileFails() {
    XCTAssertEqual(failures { assertExploreClean(correct, profiles: []) }.count, 1)
  }

  func testAssertAuditCleanOnCalls() {
    var world = World()
    let parent = world.makeViewController(named: "parent")
    let child = world.makeViewController(named: "child")
    let calls: [Call] = [
      .addChild(child, to: parent), .addSubview(.view(of: child), to: .view(of: parent)),
      .directCall(.didMove(toParent: parent), on: child),
    ]
    XCTAssertEqual(failures { assertAuditClean(calls: calls, in: world) }, [])
    XCTAssertEqual(
      failures { assertAuditClean(calls: Array(calls.dropLast()), in: world) }.count, 1)
  }

  func testTraceLinesWithoutNotes() throws {
    let lines = try traceLines(
      of: "let a = UIViewController()\n_ = a.view\n", includingNotes: false)
    XCTAssertEqual(lines, ["a.loadView()", "a.viewDidLoad()"])
    let withNotes = try traceLines(of: "let a = UIViewController()\n_ = a.view\n")
    XCTAssertEqual(withNotes, ["a.loadView()", "a.viewDidLoad()", "// turn 1 ends"])
  }

  func testARecordingWithoutNotesMatchesIgnoringFlagsAndIndentation() {
    let recording = """
      p.loadView()
      p.viewDidLoad()
          p.viewWillAppear(false)

      c.willMove(toParent: p)
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(false)  // isMovingToParent
      c.didMove(toParent: p)
      p.viewIsAppearing(false)
      c.viewIsAppearing(false)
      p.viewDidAppear(false)
      c.viewDidAppear(false)
      """
    XCTAssertEqual(failures { assertTrace(correct, matchesRecording: recording) }, [])
    XCTAssertEqual(failures { assertTrace(correct, equals: recording) }, [])
  }

  func testNotesAreComparedWhenTheExpectedTraceHasSome() {
    let withNotes = """
      a.loadView()
      a.viewDidLoad()
      // turn 2 ends
      """
    let scenario = "let a = UIViewController()\n_ = a.view\n"
    XCTAssertEqual(failures { assertTrace(scenario, equals: "a.loadView()\na.viewDidLoad()") }, [])
    XCTAssertEqual(failures { assertTrace(scenario, equals: withNotes) }.count, 1)
    XCTAssertEqual(failures { assertTrace(scenario, matchesRecording: withNotes) }.count, 1)
  }

  func testRecordModePrintsTheModelsWholeTraceToPaste() {
    let reported = failures {
      assertTrace("let a = UIViewController()\n_ = a.view\n", equals: "a.loadView()", record: true)
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported[0].hasSuffix(
        """
        record mode: the model's whole trace, to paste as the expected one:
        \"\"\"
        a.loadView()
        a.viewDidLoad()
        // turn 1 ends
        \"\"\"
        """), reported[0])
  }

  func testRecordingThatDiffersReportsTheFirstDivergenceAndADiff() {
    let recording = """
      p.loadView()
      p.viewDidLoad()
      c.willMove(toParent: p)
      """
    let reported = failures { assertTrace(correct, matchesRecording: recording) }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported[0].contains(
        "at trace line 3 (scenario line 4: window.makeKeyAndVisible()): expected "
          + "'c.willMove(toParent: p)', the model has 'p.viewWillAppear(false)'"
      ),
      reported[0])
    XCTAssertTrue(reported[0].contains("+ p.viewWillAppear(false)"), reported[0])
  }

  func testTraceExpectOnTheCommandLine() {
    let files = [
      "s.scenario": "let a = UIViewController()\n_ = a.view\n",
      "same.trace": "a.loadView()\n// a note\na.viewDidLoad()\n",
      "other.trace": "a.loadView()\n",
    ]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    XCTAssertEqual(tool.run(["trace", "--expect", "same.trace", "s.scenario"]).exitCode, 0)
    let differs = tool.run(["trace", "--expect=other.trace", "s.scenario"])
    XCTAssertEqual(differs.exitCode, 1)
    // In the editor's form: the recording's line (past its end: the line
    // after its last), then the statement that made the model's line.
    XCTAssertEqual(
      differs.standardError,
      """
      other.trace:2:1: error: the model's trace differs from the recording: trace line 2: \
      expected the end of the trace, the model has 'a.viewDidLoad()'
      s.scenario:2:1: note: the model's line there comes from this statement
      (- recorded, + model)
        a.loadView()
      + a.viewDidLoad()

      """)
    XCTAssertEqual(tool.run(["trace", "--expect", "missing.trace", "s.scenario"]).exitCode, 66)
    // In JSON, the divergence is the array's last object.
    let json = tool.run(["trace", "--format", "json", "--expect", "other.trace", "s.scenario"])
    XCTAssertEqual(json.exitCode, 1)
    XCTAssertTrue(
      json.standardOutput.hasSuffix(
        """
        {"kind": "divergence", "recording": "other.trace", "recordingLine": 2, \
        "traceLine": 2, "scenarioLine": 2, "expected": null, "actual": "a.viewDidLoad()"}
        ]

        """), json.standardOutput)
  }

  func testUnreadableInputSaysWhy() {
    var tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { nil })
    tool.whyUnreadable = { _ in "it is a directory" }
    let result = tool.run(["trace", "Examples"])
    XCTAssertEqual(result.exitCode, 66)
    XCTAssertEqual(result.standardError, "error: cannot read Examples: it is a directory\n")
  }

  func testJSONTraceEndsWithTheErrorObject() {
    let files = [
      "e.scenario":
        "let p = UIViewController()\nlet c = UIViewController()\np.addChild(c)\nc.addChild(p)\n"
    ]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    let result = tool.run(["trace", "--format", "json", "e.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardOutput.hasSuffix(
        """
          {"kind": "error", "line": 4, "code": "E4", "text": "adding p as a child of c would create \
        a cycle in the view controller hierarchy"}
        ]

        """), result.standardOutput)
  }
}

extension TestKitTests {
  /// A trace holding a backslash (an exception's text quoting an
  /// identifier) is printed in record mode as a raw literal, which compiles
  /// when pasted.
  func testRecordModeUsesARawLiteralWhenTheTraceHoldsABackslash() {
    let scenario = """
      let board = UIStoryboard(identifiers: ["main"])
      let a = board.instantiateViewController(withIdentifier: "x\\\\y")
      """
    let reported = failures { assertTrace(scenario, equals: "", record: true) }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported[0].contains("\n#\"\"\"\n"), reported[0])
    XCTAssertTrue(reported[0].hasSuffix("\n\"\"\"#"), reported[0])
    XCTAssertTrue(reported[0].contains(#"identifier 'x\\y'"#), reported[0])
  }

  /// A pasted Swift file passes when its container is correct, and its
  /// findings name lines of that file when it is not.
  func testTheFileAssertionsReadAPastedSwiftFileAndNameItsLines() {
    let correct = PackageFiles.root.appendingPathComponent(
      "Examples/pasted-kydrawer-pr141-after.swift")
    XCTAssertEqual(failures { assertAuditClean(contentsOf: correct) }, [])
    let mistaken = PackageFiles.root.appendingPathComponent(
      "Examples/pasted-kydrawer-pr141-before.swift")
    let reported = failures { assertAuditClean(contentsOf: mistaken, profiles: [.ios17]) }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported.first?.contains(
        "\(mistaken.path):25 (oldController.removeFromParent()): A25 "
          + "visibleChildRemovedWithoutDisappearing") == true, reported.first ?? "")
    XCTAssertTrue(
      reported.first?.contains("\(mistaken.path):44 (") == true, reported.first ?? "")
    let trace = failures {
      assertTrace(contentsOf: correct, profile: .ios17, equals: "drawer.loadView()")
    }
    XCTAssertEqual(trace.count, 1, "a whole trace differs")
    let missing = failures {
      assertAuditClean(contentsOf: PackageFiles.root.appendingPathComponent("Examples/none.swift"))
    }
    XCTAssertEqual(missing.count, 1)
    XCTAssertTrue(missing.first?.contains("cannot read the scenario at") == true)
  }

  /// A scenario written as the literal that opens on the assertion's line
  /// has its lines named in the test file too, where the mistake is.
  func testAScenarioWrittenInTheTestNamesTheTestFilesLine() {
    let callLine = #line + 2
    let reported = failures {
      assertAuditClean(
        """
        let p = UIViewController()
        let c = UIViewController()
        p.addChild(c)
        """, profiles: [.ios17])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported.first?.contains(
        "scenario line 3, TestKitTests.swift:\(callLine + 4) (p.addChild(c)): A1") == true,
      reported.first ?? "")
    let traceCallLine = #line + 2
    let trace = failures {
      assertTrace(
        """
        let p = UIViewController()
        _ = p.view
        """, profile: .ios17, equals: "p.loadView()")
    }
    XCTAssertTrue(
      trace.first?.contains(
        "(scenario line 2, TestKitTests.swift:\(traceCallLine + 3): _ = p.view)") == true,
      trace.first ?? "")
  }
}

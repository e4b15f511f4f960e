import Containment
import ContainmentScenario
import XCTest

/// A whole scenario run has budgets that stop a runaway at the line that
/// started it, and never stop finite work; the command's inputs and
/// recordings are read the way editors and devices write them.
final class RunBudgetTests: XCTestCase {
  private func tool(_ files: [String: String]) -> CommandLineTool {
    CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
  }

  /// Handlers twenty levels deep, each answering with two add/remove pairs:
  /// 4^20 calls from a 3 KB scenario.
  private let fanOut: String = {
    var lines = ["let hub = UIViewController()", "window.rootViewController = hub"]
    lines += (0...20).map { "let c\($0) = UIViewController()" }
    lines += (0..<20).map { level in
      let next = "c\(level + 1)"
      return "on c\(level).willMove { hub.addChild(\(next)); \(next).removeFromParent(); "
        + "hub.addChild(\(next)); \(next).removeFromParent() }"
    }
    lines.append("hub.addChild(c0)")
    return lines.joined(separator: "\n")
  }()

  /// Eight loops nested over ten items: 10⁸ statements from 20 lines.
  static let nestedLoops: String = {
    var lines = ["let a = UIViewController()", "let list = [a, a, a, a, a, a, a, a, a, a]"]
    lines.append("var n = 0")
    lines += (1...8).map { String(repeating: "    ", count: $0 - 1) + "for x\($0) in list {" }
    lines.append(String(repeating: "    ", count: 8) + "n += 1")
    lines += (1...8).reversed().map { String(repeating: "    ", count: $0 - 1) + "}" }
    return lines.joined(separator: "\n")
  }()

  func testNestedLoopsAreStoppedByTheStepBudgetAtTheStatementThatWentPastIt() throws {
    let run = try Scenario(parsing: Self.nestedLoops).run(maximumSteps: 1_000)
    // The innermost loop, whose iteration went past the budget.
    XCTAssertEqual(run.failure?.line, 11)
    XCTAssertNil(run.failure?.exception)
    XCTAssertEqual(
      run.failure?.message,
      "the scenario's code ran more than 1000 steps (statements, loop iterations and "
        + "conditions) and was stopped here; raise the limit with --max-steps")
  }

  func testALoopWithAnEmptyBodyCountsItsIterations() throws {
    let text = """
      let a = UIViewController()
      let list = [a, a, a, a, a]
      for x in list {
      }
      """
    // Two declarations, the loop statement and five iterations.
    XCTAssertNil(try Scenario(parsing: text).run(maximumSteps: 8).failure)
    XCTAssertEqual(try Scenario(parsing: text).run(maximumSteps: 7).failure?.line, 3)
  }

  func testTheStepBudgetIsIndependentOfTheEventBudget() throws {
    let run = try Scenario(parsing: Self.nestedLoops).run(maximumEvents: 1, maximumSteps: 500)
    XCTAssertTrue(run.failure?.message.contains("--max-steps") ?? false)
    XCTAssertEqual(run.events, [])
  }

  func testTheCommandTakesMaxSteps() {
    let result = tool(["loops.scenario": Self.nestedLoops]).run(
      ["trace", "--max-steps", "100", "loops.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.hasPrefix("loops.scenario:11:29: error:"), result.standardError)
    XCTAssertTrue(result.standardError.contains("raise the limit with --max-steps"))
    let audit = tool(["loops.scenario": Self.nestedLoops]).run(
      ["audit", "--max-steps=100", "--profile", "ios17", "loops.scenario"])
    XCTAssertEqual(audit.exitCode, 1)
    XCTAssertEqual(
      tool([:]).run(["trace", "--max-steps", "0", "x"]).exitCode, 64, "a budget of 0 is refused")
  }

  func testHandlerFanOutStopsWithTheStatementsStepBudget() throws {
    let run = try Scenario(parsing: fanOut).run()
    // The handler whose call found the budget spent.
    XCTAssertEqual(run.failure?.line, 43)
    XCTAssertEqual(run.failure?.code, "M1")
    XCTAssertTrue(
      run.failure?.message.hasPrefix("the run does not settle: one call did more than") ?? false,
      run.failure?.message ?? "no failure")
  }

  func testTheRunStopsAfterMaximumEventsAtTheTopLevelLine() throws {
    let text = """
      let a = UIViewController()
      let b = UIViewController()
      on a.viewDidLoad { b.loadView(); b.loadView() }
      _ = a.view
      """
    let run = try Scenario(parsing: text).run(maximumEvents: 3)
    XCTAssertEqual(run.events.count, 3)
    XCTAssertEqual(run.failure?.line, 4)
    XCTAssertNil(run.failure?.exception)
    XCTAssertEqual(
      run.failure?.message,
      "the run delivered more than 3 events and was stopped; raise the limit with --max-events")
  }

  func testTheCommandTakesMaxEvents() {
    let files = ["s.scenario": "let a = UIViewController()\n_ = a.view\n"]
    let stopped = tool(files).run(["trace", "--max-events", "1", "s.scenario"])
    XCTAssertEqual(stopped.exitCode, 1)
    XCTAssertEqual(stopped.standardOutput, "a.loadView()\n")
    XCTAssertEqual(
      stopped.standardError,
      "s.scenario:2:1: error: the run delivered more than 1 events and was stopped; "
        + "raise the limit with --max-events\n_ = a.view\n^\n")
    XCTAssertEqual(tool(files).run(["trace", "--max-events=3", "s.scenario"]).exitCode, 0)
    XCTAssertEqual(tool(files).run(["audit", "--max-events", "0", "s.scenario"]).exitCode, 64)
    XCTAssertEqual(tool(files).run(["trace", "--max-events", "many", "s.scenario"]).exitCode, 64)
  }

  func testTwoDashesEndTheOptions() {
    let files = ["--flags": "let a = UIViewController()\n_ = a.view\n"]
    let result = tool(files).run(["trace", "--", "--flags"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, "a.loadView()\na.viewDidLoad()\n// turn 1 ends\n")
  }

  func testReadingStandardInputTwiceIsRefused() {
    let result = tool([:]).run(["trace", "--expect", "-", "-"])
    XCTAssertEqual(result.exitCode, 64)
    XCTAssertTrue(result.standardError.contains("would both read standard input"))
  }

  func testARecordingWithCRLFOrCRLineEndsMatches() {
    let files = [
      "s.scenario": "let a = UIViewController()\n_ = a.view\n",
      "crlf.trace": "a.loadView()\r\na.viewDidLoad()\r\n",
      "cr.trace": "a.loadView()\ra.viewDidLoad()",
    ]
    XCTAssertEqual(tool(files).run(["trace", "--expect", "crlf.trace", "s.scenario"]).exitCode, 0)
    XCTAssertEqual(tool(files).run(["trace", "--expect", "cr.trace", "s.scenario"]).exitCode, 0)
  }

  func testADiffOfTracesThatDifferEverywhereIsBounded() {
    let expected = (0..<20_000).map { "a\($0).loadView()" }
    let actual = (0..<20_000).map { "b\($0).loadView()" }
    let diff = TraceComparison.lineDiff(expected, actual).split(separator: "\n")
    XCTAssertEqual(diff.count, TraceComparison.maximumComparedLines + 1)
    XCTAssertEqual(diff.last, "… and 38000 more lines, not compared")
  }

  func testAWholeNumberTooLargeIsOutOfRange() throws {
    XCTAssertThrowsError(
      try Scenario(
        parsing: "let t = UITabBarController()\nt.selectedIndex = 9223372036854775807\n")
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "2:19: error: this number is out of range: write a whole number from "
          + "-9007199254740992 to 9007199254740992")
    }
  }
}

extension RunBudgetTests {
  /// A UTF-8 byte-order mark, as some editors save files, is skipped in a
  /// scenario (columns start after it) and in a recording.
  func testAByteOrderMarkIsSkippedInAScenarioAndARecording() throws {
    let scenario = "\u{FEFF}let a = UIViewController()\n_ = a.view\n"
    let run = try Scenario(parsing: scenario).run()
    XCTAssertNil(run.failure)
    XCTAssertEqual(
      TraceComparison.lines(of: "\u{FEFF}a.loadView()\na.viewDidLoad()\n"),
      ["a.loadView()", "a.viewDidLoad()"])
    XCTAssertThrowsError(try Scenario(parsing: "\u{FEFF}let a = UIViewController() x")) {
      XCTAssertEqual(($0 as? Diagnostic)?.location.column, 28)
    }
  }
}

extension RunBudgetTests {
  /// The audit reports a budget stop as what it is (A27), not as UIKit
  /// raising an exception (A19).
  func testTheAuditReportsABudgetStopAsA27NotA19() throws {
    let tool = CommandLineTool(
      readFile: { $0 == "loops.scenario" ? Self.nestedLoops : nil }, readStandardInput: { nil })
    let result = tool.run(["audit", "--max-steps", "100", "--profile", "ios17", "loops.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardOutput.hasPrefix("loops.scenario:11:29: error: A27 runStopped: "),
      result.standardOutput)
    XCTAssertFalse(result.standardOutput.contains("A19"))
  }
}

extension RunBudgetTests {
  /// A diff shows the changes with three unchanged lines around each, and
  /// says how many it left out, as `diff -u` does (issue 36, point 7).
  func testADiffCollapsesLongRunsOfUnchangedLines() {
    let expected = (1...20).map { "a\($0).loadView()" }
    var actual = expected
    actual[9] = "b.loadView()"
    XCTAssertEqual(
      TraceComparison.lineDiff(expected, actual),
      """
        … 6 unchanged lines …
        a7.loadView()
        a8.loadView()
        a9.loadView()
      + b.loadView()
      - a10.loadView()
        a11.loadView()
        a12.loadView()
        a13.loadView()
        … 7 unchanged lines …
      """)
  }
}

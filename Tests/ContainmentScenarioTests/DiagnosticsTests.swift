import ContainmentScenario
import XCTest

/// Diagnostics an editor understands: one located format with the source
/// line and a caret, "did you mean" for misspellings and UIKit's old
/// spellings, and help that points at the command asked about.
final class DiagnosticsTests: XCTestCase {
  private func tool(_ files: [String: String]) -> CommandLineTool {
    CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
  }

  private func diagnostic(_ text: String) -> String {
    tool(["s.scenario": text]).run(["trace", "s.scenario"]).standardError
  }

  /// Swift that the language lacks gets an error that says what to write
  /// instead, at the keyword, before anything runs (scenario language §5).
  func testSwiftTheLanguageLacksSaysWhatToWriteInstead() {
    let run = tool(["s.scenario": "let p = UIViewController()\nwhile true { _ = p.view }\n"]).run([
      "trace", "s.scenario",
    ])
    XCTAssertEqual(run.exitCode, 65)
    XCTAssertEqual(run.standardOutput, "")
    XCTAssertEqual(
      run.standardError,
      """
      s.scenario:2:1: error: 'while' is not in the scenario language: a scenario has no \
      unbounded loops: loop over a list with 'for x in list { … }'
      while true { _ = p.view }
      ^

      """)
    // `class` and `func` open a pasted Swift file since revision 3 (§6).
    for keyword in ["switch", "guard", "repeat", "struct"] {
      XCTAssertTrue(
        diagnostic("\(keyword) x { }\n").hasPrefix(
          "s.scenario:1:1: error: '\(keyword)' is not in the scenario language: "),
        keyword)
    }
  }

  func testAMisspelledCallSuggestsTheCall() {
    XCTAssertEqual(
      diagnostic("let parent = UIViewController()\nparent.addchild(parent)\n"),
      """
      s.scenario:2:8: error: 'addchild' is not a view-controller call of the scenario language \
      (did you mean 'addChild'?)
      parent.addchild(parent)
             ^

      """)
  }

  func testAMisspelledNameSuggestsTheName() {
    XCTAssertTrue(
      diagnostic("let child = UIViewController()\nlet p = UIViewController()\np.addChild(chlid)\n")
        .hasPrefix("s.scenario:3:12: error: unknown name 'chlid' (did you mean 'child'?)\n"))
  }

  func testUIKitsOldSpellingsGetTheModernOne() {
    let old = diagnostic(
      "let p = UIViewController()\nlet c = UIViewController()\np.addChildViewController(c)\n")
    XCTAssertTrue(
      old.contains("(UIKit's old spelling: write 'addChild(_:)')"), old)
    XCTAssertTrue(
      diagnostic("let c = UIViewController()\nc.removeFromParentViewController()\n")
        .contains("write 'removeFromParent()'"))
  }

  func testMisspelledCommandsAndOptionsSuggestTheRightOnes() {
    XCTAssertEqual(
      tool([:]).run(["trce", "x"]).standardError,
      "error: unknown command 'trce' (did you mean 'trace'?)\nRun 'containment --help' for usage.\n"
    )
    XCTAssertEqual(
      tool([:]).run(["trace", "--fromat", "json", "x"]).standardError,
      "error: unknown option '--fromat' for trace (did you mean '--format'?)\n"
        + "Run 'containment trace --help' for usage.\n")
  }

  func testHelpTraceIsTheTraceCommandsHelp() {
    let help = tool([:]).run(["help", "trace"])
    XCTAssertEqual(help.exitCode, 0)
    XCTAssertEqual(help.standardOutput, CommandLineTool.traceUsage)
    XCTAssertEqual(tool([:]).run(["help", "trcae"]).exitCode, 64)
  }

  func testJSONCarriesAParseError() {
    let result = tool(["s.scenario": "let = 1\n"]).run(["trace", "--format", "json", "s.scenario"])
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertEqual(
      result.standardOutput,
      """
      [
        {"kind": "error", "line": 1, "column": 5, "code": "", "text": "expected a name after 'let'"}
      ]

      """)
  }

  func testAnAuditFindingIsAWarningWithItsSourceLine() {
    let text = "let p = UIViewController()\nlet c = UIViewController()\np.addChild(c)\n"
    let output = tool(["s.scenario": text]).run(["audit", "s.scenario"]).standardOutput
    XCTAssertTrue(
      output.hasPrefix(
        "s.scenario:3:1: warning: A1 didMoveMissing: p.addChild(c) without c.didMove(toParent: p)\n"
          + "p.addChild(c)\n^\n"), output)
  }
}

extension DiagnosticsTests {
  /// A diagnostic on a long line shows the columns around its caret, not
  /// the whole line (a 2 MB line was repeated whole to standard error).
  func testADiagnosticOnALongLineShowsAWindowAroundTheCaret() {
    let line = String(repeating: "a.loadViewIfNeeded(); ", count: 5_000) + "x"
    let tool = CommandLineTool(
      readFile: { $0 == "long.scenario" ? "let a = UIViewController()\n" + line : nil },
      readStandardInput: { nil })
    let result = tool.run(["trace", "long.scenario"])
    XCTAssertEqual(result.exitCode, 65)
    let lines = result.standardError.split(separator: "\n")
    XCTAssertEqual(lines.count, 3, result.standardError.prefix(300).description)
    XCTAssertTrue(lines[1].hasPrefix("…"))
    XCTAssertTrue(lines[1].hasSuffix("x"))
    XCTAssertLessThanOrEqual(lines[1].count, 2 * 80 + 2)
    XCTAssertEqual(lines[2].count, lines[1].count)
  }

  /// Control characters of the input reach standard error escaped.
  func testControlCharactersAreEscapedInDiagnostics() {
    let text = "let s = UIStoryboard(name: \"a\u{1B}[31m\")\n"
    let tool = CommandLineTool(
      readFile: { $0 == "c.scenario" ? text : nil }, readStandardInput: { nil })
    let error = tool.run(["trace", "c.scenario"]).standardError
    XCTAssertFalse(error.unicodeScalars.contains { $0.value == 0x1B }, error)
    XCTAssertTrue(error.contains("\"a\\u{1B}[31m\""), error)
  }

  /// Every mistake the check finds is reported in one reading, in the order
  /// of the text; a statement that names what a mistaken declaration would
  /// have declared is not reported again (scenario language §6).
  func testEveryMistakeIsReportedInOneReading() {
    XCTAssertEqual(
      diagnostic(
        """
        let p = UIViewController()
        p.addChld(p)
        let q = UIViewControler()
        q.addChild(p)
        p.view.addSubview(x.view)

        """),
      """
      s.scenario:2:3: error: 'addChld' is not a view-controller call of the scenario language \
      (did you mean 'addChild'?)
      p.addChld(p)
        ^
      s.scenario:3:9: error: 'UIViewControler' is not a type the scenario language knows
      let q = UIViewControler()
              ^
      s.scenario:5:19: error: unknown name 'x'
      p.view.addSubview(x.view)
                        ^

      """)
  }

  /// A mistake in a pasted method is found at each call the expansion
  /// inlines, and reported once.
  func testTheSameMistakeFoundAtEachCallIsReportedOnce() {
    let text = """
      final class Host: UIViewController {
          func go() { children.frobnicate() }
      }
      let host = Host()
      host.go()
      host.go()
      host.go()

      """
    let lines = diagnostic(text).split(separator: "\n").filter { $0.contains("error:") }
    XCTAssertEqual(lines.count, 1, lines.joined(separator: "\n"))
  }
}

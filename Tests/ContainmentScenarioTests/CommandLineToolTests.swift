import ContainmentScenario
import ContainmentTestSupport
import XCTest

/// scenario language §4: the command line, its outputs and its exit codes.
final class CommandLineToolTests: XCTestCase {
  private let files: [String: String] = [
    "ok.scenario": """
    let p = UIViewController()
    let c = UIViewController()
    window.rootViewController = p
    window.makeKeyAndVisible()
    p.addChild(c)
    p.view.addSubview(c.view)
    c.didMove(toParent: p)
    """,
    "raises.scenario": """
    let p = UIViewController()
    let a = UIViewController()
    p.addChild(a)
    p.addChild(p)
    """,
    "bad.scenario": "let p = UIViewController()\np.addChild(q)\n",
  ]

  private func tool(stdin: String? = nil) -> CommandLineTool {
    let files = files
    return CommandLineTool(
      readFile: { files[$0] }, readStandardInput: { stdin })
  }

  func testTracePrintsTheTraceAndExitsZero() {
    let result = tool().run(["trace", "ok.scenario"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(
      result.standardOutput,
      """
      p.loadView()
      p.viewDidLoad()
      p.viewWillAppear(false)
      c.willMove(toParent: p)
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(false)
      c.didMove(toParent: p)
      // turn 1 ends
      p.viewIsAppearing(false)
      c.viewIsAppearing(false)
      p.viewDidAppear(false)
      c.viewDidAppear(false)

      """)
  }

  func testProfileAndFlags() {
    let result = tool().run(["trace", "--profile", "ios5", "--flags", "ok.scenario"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertTrue(
      result.standardOutput.contains(
        "c.viewWillAppear(false)  // isMovingToParent\nc.viewDidAppear(false)  // isMovingToParent\nc.didMove(toParent: p)\n"
      ),
      result.standardOutput)
  }

  func testAUIKitExceptionPrintsTheTraceSoFarAndExitsOne() {
    let result = tool().run(["trace", "raises.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "a.willMove(toParent: p)\n")
    XCTAssertEqual(
      result.standardError,
      """
      raises.scenario:4:1: error: E4 adding p as a child of p would create a cycle in the view \
      controller hierarchy
      p.addChild(p)
      ^

      """)
  }

  func testAScenarioThatDoesNotCheckExitsSixtyFive() {
    let result = tool().run(["trace", "bad.scenario"])
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError,
      "bad.scenario:2:12: error: unknown name 'q'\np.addChild(q)\n           ^\n")
  }

  // The command checks and runs in one reading of the text: a mistake after
  // the statement that raised still means nothing runs.
  func testAMistakeAfterAUIKitExceptionStillExitsSixtyFive() {
    let text = "let p = UIViewController()\np.addChild(p)\np.addChild(q)\n"
    let result = tool(stdin: text).run(["trace", "-"])
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError, "<stdin>:3:12: error: unknown name 'q'\np.addChild(q)\n           ^\n")
  }

  // A declaration whose making raised still declares its name for the check
  // of the lines after it, as a check before the run would.
  func testANameWhoseMakingRaisedIsStillKnownToTheLinesAfter() {
    let text = """
      let sb = UIStoryboard(identifiers: ["a"])
      let c = sb.instantiateViewController(withIdentifier: "b")
      _ = c.view
      let c = UIViewController()

      """
    let result = tool(stdin: text).run(["trace", "-"])
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertEqual(
      result.standardError,
      "<stdin>:4:1: error: 'c' is already declared\nlet c = UIViewController()\n^\n")
    let clean = tool(stdin: text.replacingOccurrences(of: "let c = UIViewController()\n", with: ""))
      .run(["trace", "-"])
    XCTAssertEqual(clean.exitCode, 1)
    XCTAssertEqual(clean.standardOutput, "")
    XCTAssertTrue(clean.standardError.hasPrefix("<stdin>:2:1: error: E8 "), clean.standardError)
  }

  func testAnUnreadableInputExitsSixtySix() {
    XCTAssertEqual(tool().run(["trace", "missing.scenario"]).exitCode, 66)
    XCTAssertEqual(tool(stdin: nil).run(["trace", "-"]).exitCode, 66)
  }

  func testStandardInput() {
    let result = tool(stdin: "let a = UIViewController()\n_ = a.view\n").run(["trace", "-"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.standardOutput, "a.loadView()\na.viewDidLoad()\n// turn 1 ends\n")
  }

  func testBadCommandLinesExitSixtyFour() {
    for arguments in [
      [], ["frobnicate"], ["trace"], ["trace", "--profile", "ios9", "ok.scenario"],
      ["trace", "--format", "yaml", "ok.scenario"], ["trace", "--bogus", "ok.scenario"],
      ["trace", "a", "b"], ["audit"], ["audit", "--flags", "ok.scenario"],
      ["audit", "--format", "markdown", "ok.scenario"], ["trace", "--expect"],
    ] {
      XCTAssertEqual(tool().run(arguments).exitCode, 64, "\(arguments)")
    }
  }

  /// No command at all: the usage, as swift-argument-parser prints it for
  /// a command that needs a subcommand, not an error line alone (exit 64).
  func testNoCommandPrintsTheUsage() {
    let result = tool().run([])
    XCTAssertEqual(result.exitCode, 64)
    XCTAssertEqual(result.standardError, CommandLineTool.usage)
    XCTAssertTrue(result.standardError.contains("USAGE: containment trace"))
  }

  func testHelpAndVersion() {
    let help = tool().run(["--help"])
    XCTAssertEqual(help.exitCode, 0)
    XCTAssertTrue(help.standardOutput.contains("USAGE: containment trace"))
    XCTAssertEqual(tool().run(["--version"]).standardOutput, "containment 0.2.0\n")
  }

  func testJSONFormat() {
    let result = tool(stdin: "let a = UIViewController()\na.endAppearanceTransition()\n")
      .run(["trace", "--format", "json", "-"])
    XCTAssertEqual(
      result.standardOutput,
      """
      [
        {"kind": "warning", "code": "W1", "text": "Unbalanced calls to begin/end appearance transitions for a."},
        {"kind": "note", "text": "turn 1 ends"}
      ]

      """)
  }

  func testMarkdownAndMermaidFormats() {
    let markdown = tool().run(["trace", "--format", "markdown", "--flags", "ok.scenario"])
    XCTAssertTrue(markdown.standardOutput.hasPrefix("| # | event | flags |\n|---|---|---|\n"))
    XCTAssertTrue(
      markdown.standardOutput.contains("| 7 | `c.viewWillAppear(false)` | isMovingToParent |"),
      markdown.standardOutput)
    let mermaid = tool().run(["trace", "--format", "mermaid", "ok.scenario"])
    XCTAssertTrue(
      mermaid.standardOutput.hasPrefix("sequenceDiagram\n  participant K as UIKit\n"),
      mermaid.standardOutput)
    XCTAssertTrue(mermaid.standardOutput.contains("  K->>C2: viewWillAppear(false)\n"))
    XCTAssertTrue(mermaid.standardOutput.contains("  Note over K: turn 1 ends\n"))
  }

  func testMermaidAliasesEveryParticipantSoNoNameBreaksTheDiagram() {
    let files = [
      "names.scenario": "let end = UIViewController()\nlet UIKit = UIViewController()\n"
        + "_ = end.view\n_ = UIKit.view\n"
    ]
    let tool = CommandLineTool(readFile: { files[$0] }, readStandardInput: { nil })
    XCTAssertEqual(
      tool.run(["trace", "--format", "mermaid", "names.scenario"]).standardOutput,
      """
      sequenceDiagram
        participant K as UIKit
        participant C1 as end
        K->>C1: loadView()
        K->>C1: viewDidLoad()
        participant C2 as UIKit
        K->>C2: loadView()
        K->>C2: viewDidLoad()
        Note over K: turn 1 ends

      """)
  }

  func testOptionsTakeTheirValueAfterAnEqualsSign() {
    let separate = tool().run(["trace", "--profile", "ios5", "--format", "json", "ok.scenario"])
    let joined = tool().run(["trace", "--profile=ios5", "--format=json", "ok.scenario"])
    XCTAssertEqual(joined, separate)
    XCTAssertEqual(joined.exitCode, 0)
    XCTAssertEqual(tool().run(["trace", "--profile=ios4", "ok.scenario"]).exitCode, 64)
  }

  func testTraceHelpPrintsTheTraceCommandsHelp() {
    let help = tool().run(["trace", "--help"])
    XCTAssertEqual(help.exitCode, 0)
    XCTAssertEqual(help.standardOutput, CommandLineTool.traceUsage)
    XCTAssertTrue(help.standardOutput.contains("--profile=ios5"))
  }
}

extension CommandLineToolTests {
  /// `containment --generate-completion-script bash|zsh|fish`, as
  /// swift-argument-parser spells it: each names every command and option.
  func testCompletionScriptsNameEveryCommandAndOption() {
    for shell in ["bash", "zsh", "fish"] {
      let result = tool().run(["--generate-completion-script", shell])
      XCTAssertEqual(result.exitCode, 0, shell)
      for word in ["trace", "audit", "reference", "profile", "expect", "max-steps", "ios17"] {
        XCTAssertTrue(result.standardOutput.contains(word), "\(shell): \(word)")
      }
    }
    XCTAssertEqual(tool().run(["--generate-completion-script", "tcsh"]).exitCode, 64)
    XCTAssertEqual(tool().run(["--generate-completion-script"]).exitCode, 64)
  }

  /// The bash script completes in bash: a command, an option of that
  /// command, a profile.
  func testTheBashCompletionCompletesInBash() throws {
    let script = tool().run(["--generate-completion-script", "bash"]).standardOutput
    let probe =
      script + """
        complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _containment; echo "${COMPREPLY[*]}"; }
        complete_words containment au
        complete_words containment trace --max-s
        complete_words containment audit --profile ios1
        """
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-c", probe]
    let output = Pipe()
    bash.standardOutput = output
    try bash.run()
    bash.waitUntilExit()
    let printed = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(printed, "audit\n--max-steps\nios17\n")
  }
}

extension CommandLineToolTests {
  /// With a writer (as `main` gives it), `trace` checks the whole text
  /// first (keeping no statement past `heldTextBytes`), then runs it and
  /// writes as it goes: the same output and exit as without a writer, for a clean run, a run
  /// UIKit stops, a mistake on the last line (nothing written), and a
  /// pasted Swift file with its notes, in every format.
  func testTheTraceWrittenAsItGoesIsTheTraceReturned() {
    let pasted = """
      final class Host: UIViewController {
          func show(_ child: UIViewController) {
              addChild(child)
              child.view.frame = view.bounds
              view.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      let c = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      host.show(c)
      """
    var inputs = files
    inputs["late-mistake.scenario"] = (files["ok.scenario"] ?? "") + "\nc.didMove(toParent: q)\n"
    inputs["Host.swift"] = pasted
    // Layout used only by a handler the layout pass runs, named after the
    // first statement: both ways lay views out from the start.
    inputs["layout.scenario"] = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      on p.viewDidLayoutSubviews {
          if c.parent == nil { p.addChild(c) }
      }
      RunLoop.main.runUntilIdle()
      """
    let frozen = inputs
    // Both ways a text is written as it goes: its checked statements held
    // (a short text), or checked twice and none held (past `heldTextBytes`).
    let inputFiles = [
      "ok.scenario", "raises.scenario", "late-mistake.scenario", "Host.swift", "layout.scenario",
    ]
    for (file, held) in inputFiles.flatMap({ file in [(file, 4 << 20), (file, 0)] }) {
      for format in ["text", "json", "markdown"] {
        var tool = CommandLineTool(readFile: { frozen[$0] }, readStandardInput: { nil })
        tool.heldTextBytes = held
        let whole = tool.run(["trace", "--format", format, file])
        let written = WrittenPieces()
        tool.standardOutputWriter = { written.append($0) }
        let streamed = tool.run(["trace", "--format", format, file])
        XCTAssertEqual(streamed.exitCode, whole.exitCode, "\(file) \(format)")
        XCTAssertEqual(streamed.standardError, whole.standardError, "\(file) \(format)")
        // What goes out before the run is returned (the JSON of a syntax
        // error); the trace itself goes to the writer.
        XCTAssertEqual(
          written.text + streamed.standardOutput, whole.standardOutput, "\(file) \(format)")
        if whole.exitCode != 65 { XCTAssertEqual(streamed.standardOutput, "", file) }
      }
    }
    let late = CommandLineTool(readFile: { frozen[$0] }, readStandardInput: { nil })
    XCTAssertEqual(late.run(["trace", "late-mistake.scenario"]).exitCode, 65)
    var unheld = late
    unheld.heldTextBytes = 0
    XCTAssertTrue(
      unheld.run(["trace", "layout.scenario"]).standardOutput.contains("c.willMove(toParent: p)"))
  }
}

extension CommandLineToolTests {
  /// `--expect` compares as the trace is written: the same verdict, report
  /// and output whether the text's statements are held or checked twice and
  /// none held, with a writer or without, in text and JSON, for a recording
  /// that matches and one that parts in the middle.
  func testTheExpectationComparedAsTheTraceIsWrittenIsTheSameEveryWay() {
    var inputs = files
    let original = files
    let recorded = CommandLineTool(readFile: { original[$0] }, readStandardInput: { nil })
      .run(["trace", "ok.scenario"]).standardOutput
    inputs["same.trace"] = recorded
    var parted = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    parted[parted.count / 2] = "x.viewDidLoad()"
    inputs["parted.trace"] = parted.joined(separator: "\n")
    let frozen = inputs
    var reports: [String: CommandLineTool.Result] = [:]
    for held in [4 << 20, 0] {
      for streams in [false, true] {
        for format in ["text", "json"] {
          for recording in ["same.trace", "parted.trace"] {
            var tool = CommandLineTool(readFile: { frozen[$0] }, readStandardInput: { nil })
            tool.heldTextBytes = held
            let written = WrittenPieces()
            if streams { tool.standardOutputWriter = { written.append($0) } }
            var result = tool.run(
              ["trace", "--format", format, "--expect", recording, "ok.scenario"])
            result.standardOutput = written.text + result.standardOutput
            let key = "\(format) \(recording)"
            XCTAssertEqual(result.exitCode, recording == "same.trace" ? 0 : 1, key)
            if let first = reports[key] {
              XCTAssertEqual(result, first, "\(key), held \(held), writer \(streams)")
            } else {
              reports[key] = result
            }
          }
        }
      }
    }
    XCTAssertTrue(
      reports["text parted.trace"]?.standardError.contains(
        "error: the model's trace differs from the recording") ?? false)
    XCTAssertTrue(
      reports["json parted.trace"]?.standardOutput.contains("\"kind\": \"divergence\"") ?? false)
  }
}

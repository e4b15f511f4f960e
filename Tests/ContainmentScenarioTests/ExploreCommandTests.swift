import ContainmentScenario
import ContainmentTestSupport
import Foundation
import XCTest

/// `containment explore` on the command line: its report, the scenario it
/// writes, its options and exit codes (scenario language §7).
final class ExploreCommandTests: XCTestCase {
  /// The files the command reads and writes (a lock guards the written ones).
  private final class Files: @unchecked Sendable {
    let read: [String: String]
    private var writtenFiles: [String: String] = [:]
    private let lock = NSLock()
    init(_ read: [String: String]) { self.read = read }
    func write(_ path: String, _ text: String) { lock.withLock { writtenFiles[path] = text } }
    func written(_ path: String) -> String? { lock.withLock { writtenFiles[path] } }
  }

  private func tool(_ files: Files) -> CommandLineTool {
    var tool = CommandLineTool(readFile: { files.read[$0] }, readStandardInput: { nil })
    tool.writeFile = { path, text in
      files.write(path, text)
      return true
    }
    return tool
  }

  private func files() throws -> Files {
    Files([
      "pager.scenario": try PackageFiles.text("Examples/explore-dtpager-pr35-before.scenario"),
      "fixed.scenario": try PackageFiles.text("Examples/explore-dtpager-pr35-after.scenario"),
    ])
  }

  func testABrokenContainerPrintsTheShortestPathAndWritesItsScenario() throws {
    let files = try files()
    let result = tool(files).run([
      "explore", "--profile", "ios17", "--events", "time", "pager.scenario",
    ])
    XCTAssertEqual(result.exitCode, 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Array(lines.prefix(5)),
      [
        "pager.scenario: ios17: A9 unbalancedAppearanceTransition in 3 steps",
        "  1. select(1)",
        "  2. RunLoop.main.turn()",
        "  3. select(0)",
        "pager.scenario:48:9: warning: A9 unbalancedAppearanceTransition: UIKit logs "
          + "\"warning: Unbalanced calls to begin/end appearance transitions for second.\"",
      ])
    XCTAssertEqual(
      lines.last, "  reproduce: containment audit pager.ios17.counterexample.scenario")
    let written = try XCTUnwrap(files.written("pager.ios17.counterexample.scenario"))
    // Audited, the written scenario reports the same rule at the same line.
    let audit = tool(Files(["c.scenario": written])).run(["audit", "c.scenario"])
    XCTAssertEqual(audit.exitCode, 1)
    XCTAssertTrue(audit.standardOutput.contains("c.scenario:48:9: warning: A9"))
  }

  func testAViolationNamesTheOtherProfilesWhereTheSamePathBreaks() throws {
    let result = tool(try files()).run(["explore", "--events", "time", "pager.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    let also = result.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("  the same path breaks in")
    }
    XCTAssertEqual(
      also,
      [
        "  the same path breaks in ios7, ios17 too", "  the same path breaks in ios5, ios17 too",
        "  the same path breaks in ios5, ios7 too",
      ])
  }

  func testACorrectContainerExploresCleanAndExitsZero() throws {
    let result = tool(try files()).run(["explore", "--depth", "4", "fixed.scenario"])
    XCTAssertEqual(result.exitCode, 0)
    let lines = result.standardOutput.split(separator: "\n")
    XCTAssertEqual(lines.count, 3)
    XCTAssertTrue(lines[0].hasPrefix("fixed.scenario: ios5: nothing breaks up to depth 4 ("))
  }

  /// An action of a pasted file whose method searches a list
  /// (`children.contains(where:)`, `first(where:)`) declares the variables
  /// the search keeps its answer in before it runs (they were lost: "unknown
  /// name 'contains#…'", exit 65).
  func testAPastedActionWhoseMethodSearchesAListExplores() throws {
    let text =
      try PackageFiles.text("Examples/container-segmented-pasted.swift")
      + "\naction select(index in 0..<3) {\n    segments.select(index: index)\n}\n"
    let result = tool(Files(["segments.swift": text])).run(
      ["explore", "--depth", "3", "--profile", "ios17", "segments.swift"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertTrue(
      result.standardOutput.hasPrefix("segments.swift: ios17: nothing breaks up to depth 3 ("),
      result.standardOutput)
  }

  func testASpentBudgetExitsTwoAndNamesTheDepthCovered() throws {
    let result = tool(try files()).run([
      "explore", "--profile", "ios17", "--max-states", "5", "fixed.scenario",
    ])
    XCTAssertEqual(result.exitCode, 2)
    XCTAssertTrue(
      result.standardOutput.hasPrefix(
        "fixed.scenario: ios17: a budget was spent; every path of 1 step is clean"),
      result.standardOutput)
    XCTAssertEqual(
      result.standardError, "note: ios17: the states kept reached --max-states\n")
    let json = tool(try files()).run([
      "explore", "--profile", "ios17", "--max-states", "5", "--format", "json", "fixed.scenario",
    ])
    XCTAssertTrue(
      json.standardOutput.contains("\"result\": \"budgetSpent\", \"budget\": \"maxStates\""),
      json.standardOutput)
  }

  func testTheOutputIsTheSameForAnyNumberOfWorkers() throws {
    for scenario in ["pager.scenario", "fixed.scenario"] {
      let arguments = [
        "--depth", "4", "--all-violations", "--events",
        "appear,present,time,rotate,navigation,background,sheet", scenario,
      ]
      let one = tool(try files()).run(["explore", "--workers", "1"] + arguments)
      XCTAssertEqual(one.exitCode, scenario == "pager.scenario" ? 1 : 0, one.standardError)
      for workers in ["2", "3"] {
        let more = tool(try files()).run(["explore", "--workers", workers] + arguments)
        XCTAssertEqual(more.standardOutput, one.standardOutput, "\(scenario), \(workers) workers")
        XCTAssertEqual(more.exitCode, one.exitCode)
      }
    }
    let refused = tool(try files()).run(["explore", "--workers", "0", "fixed.scenario"])
    XCTAssertEqual(refused.exitCode, 64)
    XCTAssertTrue(
      refused.standardError.contains("--workers takes a whole number from 1 to 64"),
      refused.standardError)
  }

  /// `--max-memory`: past it the report is the same (the depth covered,
  /// clean), a note on standard error says deepening took over, and the
  /// JSON names the depth it took over from.
  func testPastTheMemoryCapTheSearchGoesOnByIterativeDeepening() throws {
    let arguments = [
      "--profile", "ios17", "--depth", "6", "--events", "appear,present,time", "fixed.scenario",
    ]
    let plain = tool(try files()).run(["explore"] + arguments)
    // 0.01 MB: 163 states' keys and links, where the search sees 260.
    let capped = tool(try files()).run(["explore", "--max-memory", "0.01"] + arguments)
    XCTAssertEqual(capped.exitCode, 0)
    XCTAssertEqual(capped.standardOutput, plain.standardOutput)
    XCTAssertTrue(
      capped.standardError.hasPrefix("note: ios17: past --max-memory at depth "),
      capped.standardError)
    let json = tool(try files()).run(
      ["explore", "--max-memory", "0.01", "--format", "json"] + arguments)
    XCTAssertTrue(json.standardOutput.contains("\"deepenedFrom\": 6"), json.standardOutput)
    for refusedValue in ["0", "-1", "nan", "inf", "1048577"] {
      let refused = tool(try files()).run(
        ["explore", "--max-memory", refusedValue, "fixed.scenario"])
      XCTAssertEqual(refused.exitCode, 64, refusedValue)
      XCTAssertTrue(
        refused.standardError.contains("--max-memory takes a number of megabytes above 0"),
        refused.standardError)
    }
  }

  func testJSONIsOneObjectForOneProfile() throws {
    let result = tool(try files()).run([
      "explore", "--profile", "ios17", "--events", "time", "--format", "json", "pager.scenario",
    ])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardOutput.hasPrefix(
        "{\"profile\": \"ios17\", \"result\": \"broken\", \"rule\": \"A9\", \"steps\": "
          + "[\"select(1)\", \"RunLoop.main.turn()\", \"select(0)\"]"),
      result.standardOutput)
  }

  func testAnUnknownEventIsAUsageError() throws {
    let result = tool(try files()).run(["explore", "--events", "time,weather", "fixed.scenario"])
    XCTAssertEqual(result.exitCode, 64)
    XCTAssertTrue(result.standardError.hasPrefix("error: unknown event 'weather'"))
  }

  func testEveryEventTheLanguageNamesIsAccepted() throws {
    let result = tool(try files()).run([
      "explore", "--depth", "2", "--events", "appear,present,time,rotate,memory,navigation",
      "fixed.scenario",
    ])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
  }

  func testTraceAndAuditRunOnlyTheSetup() throws {
    let files = try files()
    let withActions = tool(files).run(["trace", "fixed.scenario"])
    let setupOnly = files.read["fixed.scenario"]!.components(separatedBy: "\naction ")[0]
    let without = tool(Files(["s.scenario": setupOnly])).run(["trace", "s.scenario"])
    XCTAssertEqual(withActions.exitCode, 0)
    XCTAssertEqual(withActions.standardOutput, without.standardOutput)
  }
}

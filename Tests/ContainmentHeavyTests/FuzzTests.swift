import Containment
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

@testable import ContainmentScenario

/// The command answers every input: exit 0, 1 or 65, never a trap, within a
/// time budget (issue: nothing a user writes can crash or hang it).
///
/// `swift test` runs a few thousand inputs; `.ci/run` runs at least 100,000 in
/// a release build through the environment:
///
/// - `CONTAINMENT_FUZZ_INPUTS`: how many inputs (default 2,000).
/// - `CONTAINMENT_FUZZ_SEED`: the first seed (default 1); each input prints
///   nothing unless it fails, and a failure names its seed.
/// - `CONTAINMENT_FUZZ_BUDGET`: seconds one input may take (default 20).
///
/// Before each input the text is written to `containment-fuzz-input.scenario`
/// in the temporary directory, so that a trap, which ends the test process,
/// leaves the input that caused it behind.
final class FuzzTests: XCTestCase {
  private static let examples: [String] = {
    let folder = PackageFiles.examples
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    // Pasted Swift files are seeds too (scenario language §6).
    return names.filter { $0.hasSuffix(".scenario") || $0.hasSuffix(".swift") }.sorted()
      .compactMap {
        try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
      }
  }()

  private func environment(_ name: String, default value: Int) -> Int {
    TestEnvironment.size(name, default: value)
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  func testEveryInputGetsAnAnswerWithinItsBudget() throws {
    XCTAssertFalse(Self.examples.isEmpty, "the examples are the mutator's seeds")
    let inputs = environment("CONTAINMENT_FUZZ_INPUTS", default: 2_000)
    let firstSeed = UInt64(environment("CONTAINMENT_FUZZ_SEED", default: 1))
    let budget = Duration.seconds(environment("CONTAINMENT_FUZZ_BUDGET", default: 20))
    let lastInput = FileManager.default.temporaryDirectory
      .appendingPathComponent("containment-fuzz-input.scenario")
    var tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { nil })
    // A lower limit than the default keeps inputs that never settle quick.
    tool.stepLimitPerCall = 200_000
    var exits: [Int32: Int] = [:]
    let clock = ContinuousClock()
    for offset in 0..<UInt64(inputs) {
      let seed = firstSeed &+ offset
      var generator = ScenarioGenerator(seed: seed, examples: Self.examples)
      let text = generator.next()
      let profile = ["ios5", "ios7", "ios17"][Int(seed % 3)]
      try text.write(to: lastInput, atomically: false, encoding: .utf8)
      var command = tool
      command.readStandardInput = { text }
      let started = clock.now
      // One input in four goes through the audit, which watches the same run.
      let subcommand = seed % 4 == 0 ? "audit" : "trace"
      let result = command.run([subcommand, "--profile", profile, "-"])
      let elapsed = clock.now - started
      exits[result.exitCode, default: 0] += 1
      guard [0, 1, 65].contains(result.exitCode), elapsed < budget else {
        XCTFail(
          "seed \(seed), \(subcommand), profile \(profile): exit \(result.exitCode) after \(elapsed)\n"
            + result.standardError + "input:\n" + text)
        return
      }
      if subcommand == "trace" {
        guard checksAndRunsAlike(text, profile: Profile.named(profile), tool: tool) else {
          XCTFail(
            "seed \(seed), profile \(profile): one reading and two readings differ\ninput:\n"
              + text)
          return
        }
      }
    }
    let counts = exits.keys.sorted().map { "exit \($0): \(exits[$0] ?? 0)" }
    print(
      "fuzz: \(inputs) inputs from seed \(firstSeed) (one in four through audit), "
        + counts.joined(separator: ", "))
  }

  /// Whether the command's one reading of `text` (check and run statement by
  /// statement) gives what the library's two give: the same diagnostic, or
  /// the same events, failure and final world; and the text it writes as the
  /// run goes, the text of those events.
  private func checksAndRunsAlike(
    _ text: String, profile: Profile?, tool: CommandLineTool
  ) -> Bool {
    guard let profile else { return false }
    let twoReadings: Result<ScenarioRun, Diagnostic> = Result { () throws(Diagnostic) in
      try Scenario(parsing: text)
    }.map { $0.run(profile: profile, stepLimitPerCall: tool.stepLimitPerCall) }
    let limits = RunLimits(
      stepLimitPerCall: tool.stepLimitPerCall, maximumEvents: tool.maximumEvents)
    // What the command's first check finds of layout, before the run.
    let usesLayout = (try? Scenario.check(text))?.usesLayout ?? false
    let oneReading = Result { () throws(Diagnostic) in
      let run = try Scenario.run(
        checking: text, usesLayout: usesLayout, profile: profile, limits: limits,
        recorder: TraceRecorder())
      var result = ScenarioRun(events: run.trace.events, failure: run.failure, world: run.world)
      result.eventLines = run.trace.eventLines
      return result
    }
    // The text the command writes as the run goes, against the events'.
    let flags = text.utf8.count % 2 == 0
    let written = Result { () throws(Diagnostic) in
      let run = try Scenario.run(
        checking: text, usesLayout: usesLayout, profile: profile, limits: limits,
        recorder: TraceRecorder(writing: .text, flags: flags, to: nil))
      return [run.trace.writtenText, run.failure?.description ?? ""]
    }
    let rendered = twoReadings.map {
      [TraceFormat.text.render($0.events, flags: flags), $0.failure?.description ?? ""]
    }
    return oneReading == twoReadings && written == rendered
  }
}

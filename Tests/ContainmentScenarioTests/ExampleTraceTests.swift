import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// Every scenario in `Examples/` gives, in every profile, exactly its committed
/// expected trace (`NAME.PROFILE.trace`, as `Scripts/expected-trace.sh` writes it).
final class ExampleTraceTests: XCTestCase {
  private let examples = PackageFiles.examples

  func testEveryExampleMatchesItsExpectedTraceInEveryProfile() throws {
    // Paths relative to the package's root, as the scripts run the command.
    let root = PackageFiles.root
    let tool = CommandLineTool(
      readFile: { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) },
      readStandardInput: { nil })
    let scenarios = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      // What `containment explore` writes beside an example is no example.
      // A pasted Swift file is an example too (scenario language §6).
      .filter {
        ($0.hasSuffix(".scenario") || $0.hasSuffix(".swift"))
          && !$0.hasSuffix(".counterexample.scenario")
      }.sorted()
    XCTAssertGreaterThanOrEqual(scenarios.count, 5, "the five seeds at least")
    for scenario in scenarios {
      let path = "Examples/" + scenario
      for profile in ["ios5", "ios7", "ios17"] {
        let expectedPath = examples.appendingPathComponent(
          (scenario as NSString).deletingPathExtension + ".\(profile).trace"
        ).path
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        let result = tool.run(["trace", "--flags", "--profile", profile, path])
        var actual = result.standardOutput
        if result.exitCode != 0 {
          actual += result.standardError.split(separator: "\n").map { "// stderr: \($0)\n" }
            .joined()
          actual += "// exit \(result.exitCode)\n"
        }
        XCTAssertEqual(
          actual, expected,
          "\(scenario) in \(profile):\n"
            + lineDiff(expected.components(separatedBy: "\n"), actual.components(separatedBy: "\n"))
        )
      }
    }
  }
}

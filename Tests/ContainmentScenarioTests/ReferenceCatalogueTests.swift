import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// The reference catalogue: enough scenarios, every rule shown, and the DocC
/// article equal to what `containment reference --format markdown` prints.
final class ReferenceCatalogueTests: XCTestCase {
  private let article = "Sources/ContainmentScenario/ContainmentScenario.docc/ReferenceScenarios.md"

  func testCommittedArticleIsWhatTheCommandPrints() throws {
    let committed = try PackageFiles.text(article)
    let tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { nil })
    let printed = tool.run(["reference", "--format", "markdown"])
    XCTAssertEqual(printed.exitCode, 0)
    XCTAssertEqual(
      committed, printed.standardOutput,
      "regenerate: swift run containment reference --format markdown > "
        + "Sources/ContainmentScenario/ContainmentScenario.docc/ReferenceScenarios.md\n"
        + lineDiff(
          committed.components(separatedBy: "\n"),
          printed.standardOutput.components(separatedBy: "\n")))
  }

  func testCatalogueShowsEveryGradedRuleWithThirtyScenariosAtLeast() {
    let entries = ReferenceCatalogue.entries
    XCTAssertGreaterThanOrEqual(entries.count, 30)
    XCTAssertEqual(Set(entries.map(\.id)).count, entries.count, "ids are unique")
    let shown = Set(entries.flatMap(\.rules))
    for rule in ReferenceCatalogue.grades.keys.sorted() {
      XCTAssertTrue(shown.contains(rule), "no scenario shows rule \(rule)")
    }
    for entry in entries {
      for rule in entry.rules {
        XCTAssertNotNil(ReferenceCatalogue.grades[rule], "\(entry.id): rule \(rule) has no grade")
      }
      XCTAssertNoThrow(try Scenario(parsing: entry.scenario), entry.id)
    }
  }

  func testProfilesThatAgreeShareOneTrace() throws {
    let entry = try XCTUnwrap(
      ReferenceCatalogue.entries.first { $0.id == "1.2-remove-without-parent" })
    let groups = ReferenceCatalogue.traces(of: entry, profiles: [.ios5, .ios7, .ios17])
    XCTAssertEqual(groups.map { $0.profiles.map(\.name) }, [["ios5", "ios7", "ios17"]])
    XCTAssertEqual(groups.first?.trace, [])
  }

  func testTextFormatAndOneProfile() {
    let tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { nil })
    let result = tool.run(["reference", "--profile=ios5"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertTrue(result.standardOutput.contains("== 1.1-add-child-to-visible-parent:"))
    XCTAssertFalse(result.standardOutput.contains("ios17:"))
  }
}

import ContainmentScenario
import ContainmentTestSupport
import Foundation
import XCTest

/// The README's scenario and trace are the example's, and the trace is what the
/// command prints for it.
final class ReadmeTraceTests: XCTestCase {
  let root = PackageFiles.root

  /// The first fenced block after `marker`.
  func block(after marker: String, in text: String) throws -> String {
    let start = try XCTUnwrap(text.range(of: marker)).upperBound
    let open = try XCTUnwrap(text.range(of: "```", range: start..<text.endIndex))
    let body = try XCTUnwrap(text.range(of: "\n", range: open.upperBound..<text.endIndex))
    let close = try XCTUnwrap(text.range(of: "```", range: body.upperBound..<text.endIndex))
    return String(text[body.upperBound..<close.lowerBound])
  }

  func testTheReadmeShowsTheExampleAndItsTrace() throws {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let path = root.appendingPathComponent(
      "Examples/rule-1.1-add-child-to-visible-parent.scenario"
    ).path
    let example = try String(contentsOfFile: path, encoding: .utf8)
    let code = { (text: String) in
      text.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
    }
    XCTAssertEqual(code(try block(after: "## A scenario and its trace", in: readme)), code(example))
    let tool = CommandLineTool(
      readFile: { try? String(contentsOfFile: $0, encoding: .utf8) }, readStandardInput: { nil })
    XCTAssertEqual(
      try block(
        after: "Examples/rule-1.1-add-child-to-visible-parent.scenario` prints:", in: readme),
      tool.run(["trace", "--flags", path]).standardOutput)
  }

  /// The version `containment --version` prints has its dated section in
  /// the CHANGELOG, the first after "Unreleased".
  func testTheChangelogHasTheSectionOfTheVersionTheCommandPrints() throws {
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let sections = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
    XCTAssertEqual(sections.first, "## Unreleased")
    XCTAssertTrue(
      sections.dropFirst().first?.hasPrefix("## \(CommandLineTool.version) (") ?? false,
      "\(sections.prefix(2))")
  }

  /// The README's audit block is what `containment audit` prints for the
  /// example, word for word (issue 36: it had gone stale).
  func testTheReadmesAuditOutputIsWhatTheCommandPrints() throws {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = "Examples/002-storyboard-container.scenario"
    let shown = try block(after: "## The audit: what your container does wrong", in: readme)
    let command = "$ swift run containment audit \(file)\n"
    XCTAssertTrue(shown.hasPrefix(command), "the block starts with the command")
    let tool = CommandLineTool(
      readFile: { [root] in
        try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
      },
      readStandardInput: { nil })
    XCTAssertEqual(
      String(shown.dropFirst(command.count)), tool.run(["audit", file]).standardOutput)
  }
}

extension ReadmeTraceTests {
  /// The README's exploration block is what `containment explore` prints.
  func testTheReadmesExploreOutputIsWhatTheCommandPrints() throws {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let arguments = [
      "explore", "--events", "time", "--profile", "ios17",
      "Examples/explore-dtpager-pr35-before.scenario",
    ]
    let shown = try block(after: "it finds the reported bug by itself:", in: readme)
    let command = "$ swift run containment " + arguments.joined(separator: " ") + "\n"
    XCTAssertTrue(shown.hasPrefix(command), "the block starts with the command")
    var tool = CommandLineTool(
      readFile: { [root] in
        try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
      },
      readStandardInput: { nil })
    tool.writeFile = { _, _ in true }
    XCTAssertEqual(String(shown.dropFirst(command.count)), tool.run(arguments).standardOutput)
  }
}

/// The README's first tests are the ones `Tests/ProductLinkage` runs as a
/// user's package would, in Swift Testing and then in XCTest, so they are known
/// to pass.
final class ReadmeFirstTestTests: XCTestCase {
  func testTheReadmesFirstTestsAreTheAdopterTests() throws {
    let readme = try PackageFiles.text("README.md")
    let folder = "Tests/ProductLinkage/Tests/AdopterTests/"
    let swiftTesting = try PackageFiles.text(folder + "DrawerSwiftTestingTests.swift")
    let xcTest = try PackageFiles.text(folder + "DrawerTests.swift")
    let first = try XCTUnwrap(readme.range(of: "```swift\n" + swiftTesting + "```\n"))
    let second = try XCTUnwrap(readme.range(of: "```swift\n" + xcTest + "```\n"))
    XCTAssertLessThan(first.lowerBound, second.lowerBound, "the Swift Testing version comes first")
    XCTAssertTrue(readme[..<first.lowerBound].hasSuffix(":\n\n"))
  }
}

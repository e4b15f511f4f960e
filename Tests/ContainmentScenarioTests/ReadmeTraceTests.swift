import ContainmentScenario
import Foundation
import XCTest

/// The README's scenario and trace are the example's, and the trace is what the
/// command prints for it.
final class ReadmeTraceTests: XCTestCase {
  private let root = PackageFiles.root

  /// The first fenced block after `marker`.
  private func block(after marker: String, in text: String) throws -> String {
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
}

/// The README's first test is the one `Tests/ProductLinkage` runs as a user's
/// package would, so it is known to pass.
final class ReadmeFirstTestTests: XCTestCase {
  func testTheReadmesFirstTestIsTheAdopterTest() throws {
    let readme = try PackageFiles.text("README.md")
    let test = try PackageFiles.text("Tests/ProductLinkage/Tests/AdopterTests/DrawerTests.swift")
    XCTAssertTrue(
      readme.contains("```swift\n" + test + "```\n"), "README and DrawerTests.swift differ")
  }
}

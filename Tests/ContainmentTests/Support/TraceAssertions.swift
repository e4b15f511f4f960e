import Containment
import XCTest

/// Asserts that `body` raises `expected` and leaves `world` exactly as it was.
func assertRaises(
  _ expected: UIKitException, in world: inout World, _ operation: Call,
  file: StaticString = #filePath, line: UInt = #line
) {
  let before = world
  do {
    let events = try world.apply(operation)
    XCTFail(
      "expected \(expected.code), got events:\n\(events.traceLines().joined(separator: "\n"))",
      file: file, line: line)
  } catch {
    XCTAssertEqual(error, .exception(expected), file: file, line: line)
    XCTAssertEqual(world, before, "the world changed although UIKit raised", file: file, line: line)
  }
}

/// Fails with each line of `actual` that differs from the line of
/// `expected` at its place, naming both: how the machine tests compare a
/// table of states × events with the one written in the test.
func assertLines(
  _ actual: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  let wanted = expected.split(separator: "\n").map(String.init)
  for index in 0..<max(actual.count, wanted.count) {
    let got = index < actual.count ? actual[index] : "(nothing)"
    let want = index < wanted.count ? wanted[index] : "(nothing)"
    if got != want {
      XCTFail(
        "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)", file: file, line: line)
    }
  }
}

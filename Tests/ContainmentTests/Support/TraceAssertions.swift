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

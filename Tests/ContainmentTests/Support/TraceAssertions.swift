import Containment
import XCTest

/// Asserts that `events` print exactly as `expected`, one trace line per line;
/// on failure, prints a line diff (`-` expected, `+` actual).
func assertTrace(
  _ events: [Event], _ expected: String, flags: Bool = false,
  file: StaticString = #filePath, line: UInt = #line
) {
  let actual = events.traceLines(flags: flags)
  let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    .filter { !$0.isEmpty }
  guard actual != wanted else { return }
  XCTFail(
    "trace differs (- expected, + actual):\n" + lineDiff(wanted, actual), file: file, line: line)
}

/// Asserts that `body` raises `expected` and leaves `world` exactly as it was.
func assertRaises(
  _ expected: UIKitException, in world: inout World, _ operation: Call,
  file: StaticString = #filePath, line: UInt = #line
) {
  let before = world
  do {
    let events = try world.perform(operation)
    XCTFail(
      "expected \(expected.code), got events:\n\(events.traceLines().joined(separator: "\n"))",
      file: file, line: line)
  } catch {
    XCTAssertEqual(error, expected, file: file, line: line)
    XCTAssertEqual(world, before, "the world changed although UIKit raised", file: file, line: line)
  }
}

/// A readable line diff, built on the standard library's `CollectionDifference`.
func lineDiff(_ expected: [String], _ actual: [String]) -> String {
  let difference = actual.difference(from: expected)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var output: [String] = []
  var old = 0
  var new = 0
  while old < expected.count || new < actual.count {
    if new < actual.count, inserted.contains(new) {
      output.append("+ " + actual[new])
      new += 1
    } else if old < expected.count, removed.contains(old) {
      output.append("- " + expected[old])
      old += 1
    } else {
      output.append("  " + (old < expected.count ? expected[old] : actual[new]))
      old += 1
      new += 1
    }
  }
  return output.joined(separator: "\n")
}

import XCTest

@testable import Containment

/// A call whose completion blocks nest deeply compares, hashes and
/// describes without recursion: Swift's synthesized versions overflowed the
/// stack at a few thousand levels.
final class DeepCallTests: XCTestCase {
  private func nested(_ depth: Int, innermost: Call) -> Call {
    var world = World()
    let p = world.makeViewController(named: "p")
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    var call = innermost
    for _ in 0..<depth {
      call = .transition(in: p, from: a, to: b, duration: 0.3, completion: [call])
    }
    return call
  }

  func testDeepCallsCompareHashAndDescribeAtTwentyThousandLevels() {
    let depth = 20_000
    let one = nested(depth, innermost: .endTurn)
    let same = nested(depth, innermost: .endTurn)
    let other = nested(depth, innermost: .runUntilIdle)
    XCTAssertTrue(one == same)
    XCTAssertFalse(one == other)
    XCTAssertEqual(one.hashValue, same.hashValue)
    let description = String(describing: one)
    XCTAssertTrue(
      description.hasSuffix("completion: [endTurn" + String(repeating: "])", count: depth)))
  }

  func testADescriptionSpellsTheBlockInBrackets() {
    XCTAssertEqual(
      String(describing: nested(1, innermost: .didReceiveMemoryWarning)),
      "transition(in: p, from: a, to: b, duration: 0.3, completion: [didReceiveMemoryWarning])")
  }

  func testCallsThatDifferOnlyInABlockAreUnequal() {
    var world = World()
    let p = world.makeViewController(named: "p")
    let c = world.makeViewController(named: "c")
    let empty = Call.dismiss(p, animated: true, completion: [])
    let none = Call.dismiss(p, animated: true, completion: nil)
    let one = Call.dismiss(p, animated: true, completion: [.removeFromParent(c)])
    XCTAssertNotEqual(empty, none)
    XCTAssertNotEqual(empty, one)
    XCTAssertEqual(Set([empty, none, one, empty]).count, 3)
  }
}

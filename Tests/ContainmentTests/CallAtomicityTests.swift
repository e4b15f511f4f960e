import XCTest

@testable import Containment

/// A call that raises leaves the world exactly as it was, including what its
/// handlers made inside it: controllers, their loaded views, plain views.
final class CallAtomicityTests: XCTestCase {
  func testAnExceptionUndoesWhatAHandlerMadeDuringTheCall() {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    let before = world
    XCTAssertThrowsError(
      try world.perform(.addChild(child, to: parent)) { (_: Event, world: inout World) in
        let made = world.makeViewController(named: "made")
        let box = world.makeView(named: "box")
        _ = try world.perform(.addSubview(.view(of: made), to: .plain(box)))
        _ = try world.perform(.addChild(parent, to: parent))
      })
    XCTAssertEqual(world, before)
    XCTAssertEqual(world.invariantViolations(), [])
  }
}

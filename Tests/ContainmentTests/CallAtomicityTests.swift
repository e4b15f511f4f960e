import XCTest

@testable import Containment

/// A call that raises leaves the world as it was, including what its
/// handlers made inside it: controllers, their loaded views, plain views.
///
/// The one trace a controller made inside it leaves is its retired identity,
/// refused from then on and never given to another controller.
final class CallAtomicityTests: XCTestCase {
  func testAnExceptionUndoesWhatAHandlerMadeDuringTheCall() {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    let before = world
    XCTAssertThrowsError(
      try world.apply(.addChild(child, to: parent)) { (_: Event, world: inout WorldInCall) in
        let made = world.makeViewController(named: "made")
        let box = world.makeView(named: "box")
        _ = try world.apply(.addSubview(.view(of: made), to: .plain(box)))
        _ = try world.apply(.addChild(parent, to: parent))
      })
    XCTAssertEqual(world.controllerIDs, before.controllerIDs)
    XCTAssertEqual(world.retiredControllerSlots.map(\.position), [2])
    XCTAssertEqual(world.invariantViolations(), [])
    // Apart from the retired identity, the world behaves as the one before.
    var expected = before
    for call in [
      Call.addChild(child, to: parent), .loadViewIfNeeded(parent), .didReceiveMemoryWarning,
    ] {
      XCTAssertEqual(try world.apply(call), try expected.apply(call), "\(call)")
    }
  }
}

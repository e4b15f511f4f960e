import Containment
import XCTest

/// The README's library example, kept true.
final class ReadmeExampleTests: XCTestCase {
  func testTheReadmeExample() throws {
    var world = World(profile: .ios17)
    let parent = world.makeViewController(named: "parent")
    let child = world.makeViewController(named: "child")
    _ = try world.apply(.setRootViewController(parent, of: world.mainWindow))
    _ = try world.apply(.makeKeyAndVisible(world.mainWindow))

    let events = try world.apply(.addChild(child, to: parent))
    XCTAssertEqual(events.traceLines(), ["child.willMove(toParent: parent)"])

    let before = world
    do {
      _ = try world.apply(.addChild(parent, to: child))
      XCTFail("expected E4")
    } catch {
      XCTAssertEqual(error.code, "E4")
      XCTAssertEqual(
        error.message,
        "adding parent as a child of child would create a cycle in the view controller hierarchy")
    }
    XCTAssertEqual(world, before)
  }
}

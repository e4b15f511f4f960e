import Containment
import XCTest

/// The README's library example, kept true.
final class ReadmeExampleTests: XCTestCase {
  func testTheReadmeExample() throws {
    var world = World(profile: .ios17)
    let parent = world.makeViewController(named: "parent")
    let child = world.makeViewController(named: "child")
    _ = try world.perform(.setRootViewController(parent, of: world.mainWindow))
    _ = try world.perform(.makeKeyAndVisible(world.mainWindow))

    let events = try world.perform(.addChild(child, to: parent))
    XCTAssertEqual(events.traceLines(), ["child.willMove(toParent: parent)"])

    let before = world
    do {
      _ = try world.perform(.addChild(parent, to: child))
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

import XCTest

@testable import Containment

/// What a handler of `apply(_:handler:)` can do with the world in the call
/// it is given: read it as it is at that event, make objects, apply
/// operations that run inside the callback, catch their failures.
final class WorldInCallTests: XCTestCase {
  func testAHandlersOperationRunsInsideTheCallbackAndReturnsItsEvents() throws {
    var (world, root) = World.showing("root", profile: .ios17)
    let child = world.makeViewController(named: "child")
    var lines: [String] = []
    try world.apply(.addChild(child, to: root)) { (event: Event, world: inout WorldInCall) in
      lines += event.traceLines()
      // Like `child.loadViewIfNeeded()` in an override of willMove(toParent:).
      lines += try world.apply(.loadViewIfNeeded(child)).traceLines().map { "  " + $0 }
    }
    XCTAssertEqual(
      lines, ["child.willMove(toParent: root)", "  child.loadView()", "  child.viewDidLoad()"])
  }

  func testAHandlerReadsTheWorldAsItIsAtTheEvent() throws {
    var (world, root) = World.showing("root", profile: .ios17)
    let child = world.makeViewController(named: "child")
    world.run(.addChild(child, to: root))
    var seen: [String] = []
    try world.apply(.addSubview(.view(of: child), to: .view(of: root))) {
      (event: Event, world: inout WorldInCall) in
      guard let callback = event.callback, callback.controller == child else { return }
      seen.append("\(callback.method.name): \(world.world.appearance(of: child))")
    }
    XCTAssertEqual(
      seen, ["loadView: disappeared", "viewDidLoad: disappeared", "viewWillAppear: appearing"])
  }

  func testObjectsMadeInAHandlerBelongToTheWorld() throws {
    var (world, root) = World.showing("root", profile: .ios17)
    var made: ControllerID?
    try world.apply(.directCall(.viewDidLoad, on: root)) { (_: Event, world: inout WorldInCall) in
      let child = world.makeViewController(named: "child")
      _ = try world.apply(.addChild(child, to: root))
      made = child
    }
    let child = try XCTUnwrap(made)
    XCTAssertEqual(world.parent(of: child), root)
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testAStoryboardMakesControllersInsideAHandler() throws {
    var (world, root) = World.showing("root", profile: .ios17)
    let storyboard = Storyboard(name: "Main", identifiers: ["detail"])
    var made: ControllerID?
    var refused: UIKitException?
    try world.apply(.directCall(.viewDidLoad, on: root)) { (_: Event, world: inout WorldInCall) in
      made = try storyboard.instantiateViewController(
        withIdentifier: "detail", named: "detail", in: &world)
      do {
        _ = try storyboard.instantiateViewController(
          withIdentifier: "missing", named: "ghost", in: &world)
      } catch {
        refused = error as? UIKitException
      }
    }
    XCTAssertEqual(world.controllerIDs.map(\.name), ["root", "detail"])
    XCTAssertEqual(made.map(world.contains), true)
    XCTAssertEqual(refused, .unknownStoryboardIdentifier(storyboard: "Main", identifier: "missing"))
  }

  func testAFailureCaughtInAHandlerUndoesOnlyThatOperation() throws {
    var (world, root) = World.showing("root", profile: .ios17)
    let child = world.makeViewController(named: "child")
    var caught: CallFailure?
    try world.apply(.addChild(child, to: root)) { (_: Event, world: inout WorldInCall) in
      do {
        _ = try world.apply(.addChild(root, to: child))
      } catch {
        caught = error as? CallFailure
      }
    }
    XCTAssertEqual(caught, .exception(.cycle(child: root, parent: child)))
    XCTAssertEqual(world.parent(of: child), root)
    XCTAssertNil(world.parent(of: root))
  }
}

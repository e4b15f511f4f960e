import XCTest

@testable import Containment

/// A controller made inside a call that raises goes with the call: its
/// identity gets an error of its own and is never given to another
/// controller (robustness; issue "budgets that hold").
final class RolledBackIdentityTests: XCTestCase {
  private struct Stop: Error {}

  /// Makes `name` inside a handler of a call that then fails.
  private func controllerMadeInAFailedCall(
    named name: String, in world: inout World, during call: Call
  ) -> ControllerID? {
    var made: ControllerID?
    XCTAssertThrowsError(
      try world.apply(call) { (_: Event, world: inout WorldInCall) in
        if made == nil { made = world.makeViewController(named: name) }
        throw Stop()
      })
    return made
  }

  func testAnIdentityFromARolledBackCallIsRefusedWithItsOwnError() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let before = world.controllerIDs
    let ghost = try XCTUnwrap(
      controllerMadeInAFailedCall(named: "ghost", in: &world, during: .addChild(x, to: hub)))
    XCTAssertFalse(world.contains(ghost))
    XCTAssertEqual(world.controllerIDs, before)
    XCTAssertThrowsError(try world.apply(.addChild(ghost, to: hub))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.rolledBackIdentity("ghost")))
      XCTAssertEqual(
        (error as? CallFailure)?.message,
        "ghost was made in a call that was rolled back, so it no longer exists")
    }
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testANewControllerWithTheSameNameGetsANewIdentity() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let ghost = try XCTUnwrap(
      controllerMadeInAFailedCall(named: "ghost", in: &world, during: .addChild(x, to: hub)))
    let next = world.makeViewController(named: "ghost")
    XCTAssertNotEqual(next, ghost)
    XCTAssertNotEqual(next.index, ghost.index)
    XCTAssertTrue(world.contains(next))
    XCTAssertEqual(
      try world.apply(.addChild(next, to: hub)).traceLines(), ["ghost.willMove(toParent: hub)"])
    XCTAssertThrowsError(try world.apply(.loadViewIfNeeded(ghost))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.rolledBackIdentity("ghost")))
    }
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testRolledBackControllersGetNoMemoryWarning() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    _ = controllerMadeInAFailedCall(named: "ghost", in: &world, during: .addChild(x, to: hub))
    XCTAssertEqual(
      try world.apply(.didReceiveMemoryWarning).traceLines(),
      ["hub.didReceiveMemoryWarning()", "x.didReceiveMemoryWarning()"])
  }

  func testAControllerRetiredInANestedCallStaysRetiredWhenTheOuterCallRollsBackToo() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let y = world.makeViewController(named: "y")
    var ghost: ControllerID?
    XCTAssertThrowsError(
      try world.apply(.addChild(x, to: hub)) { (_: Event, world: inout WorldInCall) in
        guard ghost == nil else { return }
        // The inner call fails and is caught; the outer one fails after it.
        try? world.apply(.addChild(y, to: hub)) { (_: Event, world: inout WorldInCall) in
          if ghost == nil { ghost = world.makeViewController(named: "ghost") }
          throw Stop()
        }
        throw Stop()
      })
    let retired = try XCTUnwrap(ghost)
    XCTAssertEqual(world.retiredControllerSlots, [retired.slot])
    XCTAssertEqual(world.controllerIDs.map(\.name), ["hub", "x", "y"])
    XCTAssertEqual(world.parent(of: x), nil)
    XCTAssertEqual(world.invariantViolations(), [])
  }

  /// Runs `make` once inside a handler of a call that then fails.
  private func made<Made>(
    in world: inout World, during call: Call, _ make: (inout WorldInCall) -> Made
  ) -> Made? {
    var made: Made?
    XCTAssertThrowsError(
      try world.apply(call) { (_: Event, world: inout WorldInCall) in
        if made == nil { made = make(&world) }
        throw Stop()
      })
    return made
  }

  func testAViewFromARolledBackCallIsRefusedAndItsNameMakesANewView() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let ghost = try XCTUnwrap(
      made(in: &world, during: .addChild(x, to: hub)) { $0.makeView(named: "card") })
    XCTAssertFalse(world.contains(ghost))
    let next = world.makeView(named: "card")
    XCTAssertNotEqual(next.index, ghost.index)
    XCTAssertTrue(world.contains(next))
    XCTAssertThrowsError(try world.apply(.addSubview(.plain(ghost), to: .view(of: hub)))) {
      error in
      XCTAssertEqual(error as? CallFailure, .refusal(.rolledBackIdentity("card")))
    }
    XCTAssertEqual(
      try world.apply(.addSubview(.plain(next), to: .view(of: hub))).traceLines(), [])
    XCTAssertEqual(world.subviews(of: try XCTUnwrap(world.view(of: hub))), [next])
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testAWindowFromARolledBackCallIsRefusedAndListedNowhere() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let windows = world.windowIDs
    let ghost = try XCTUnwrap(
      made(in: &world, during: .addChild(x, to: hub)) { $0.makeWindow(named: "sheet") })
    XCTAssertFalse(world.contains(ghost))
    XCTAssertEqual(world.windowIDs, windows)
    XCTAssertThrowsError(try world.apply(.makeKeyAndVisible(ghost))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.rolledBackIdentity("sheet")))
    }
    let next = world.makeWindow(named: "sheet")
    XCTAssertNotEqual(next.index, ghost.index)
    XCTAssertEqual(world.windowIDs, windows + [next])
    XCTAssertEqual(
      try world.apply(.setRootViewController(x, of: next)).traceLines(),
      ["x.loadView()", "x.viewDidLoad()"])
    XCTAssertEqual(world.invariantViolations(), [])
  }

  /// A root view is the call's own write, not a handler's: it is rolled
  /// back with the call, and its identity can only come back as the same
  /// controller's view.
  func testAViewLoadedInARolledBackCallIsUnloadedAndComesBackAsTheSameControllersView() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let y = world.makeViewController(named: "y")
    let ghost = try XCTUnwrap(
      made(in: &world, during: .addChild(x, to: hub)) { world -> ViewID? in
        _ = try? world.apply(.loadViewIfNeeded(y))
        return world.world.view(of: y)
      } ?? nil)
    XCTAssertFalse(world.isViewLoaded(y))
    XCTAssertFalse(world.contains(ghost))
    XCTAssertEqual(
      try world.apply(.loadViewIfNeeded(y)).traceLines(), ["y.loadView()", "y.viewDidLoad()"])
    XCTAssertEqual(world.view(of: y), ghost)
    XCTAssertTrue(world.contains(ghost))
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testViewsRetiredInANestedCallStayRetiredOnceWhenTheOuterCallRollsBackToo() throws {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    let y = world.makeViewController(named: "y")
    var ghosts: (view: ViewID, window: WindowID)?
    XCTAssertThrowsError(
      try world.apply(.addChild(x, to: hub)) { (_: Event, world: inout WorldInCall) in
        guard ghosts == nil else { return }
        // The inner call fails and is caught; the outer one fails after it.
        try? world.apply(.addChild(y, to: hub)) { (_: Event, world: inout WorldInCall) in
          if ghosts == nil {
            ghosts = (world.makeView(named: "card"), world.makeWindow(named: "sheet"))
          }
          throw Stop()
        }
        throw Stop()
      })
    let retired = try XCTUnwrap(ghosts)
    // The card, then the sheet's own view, made right after it.
    XCTAssertEqual(
      world.viewTree.retiredViewSlots.map(\.position), [retired.view.index, retired.view.index + 1])
    XCTAssertEqual(world.viewTree.retiredWindowSlots, [retired.window.slot])
    XCTAssertFalse(world.contains(retired.view))
    XCTAssertFalse(world.contains(retired.window))
    XCTAssertEqual(world.invariantViolations(), [])
  }
}

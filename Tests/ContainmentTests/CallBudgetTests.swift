import XCTest

@testable import Containment

/// One budget per top-level call covers everything its handlers do, however
/// deep; handler recursion ends in a typed error before the stack does; a
/// world copied or replaced inside a handler is refused or brought to rest,
/// never a trap.
final class CallBudgetTests: XCTestCase {
  /// A world with `hub` shown in the window and `x` made, settled.
  private func hubWorld() -> (world: World, hub: ControllerID, x: ControllerID) {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    return (world, hub, x)
  }

  func testHandlersAtEveryLevelShareTheTopLevelCallsBudget() {
    var (world, hub, x) = hubWorld()
    world.stepLimitPerCall = 5_000
    let before = world
    let stepsBefore = world.stepsTaken
    // Twenty levels of handlers, each answering a willMove with two more
    // add/remove pairs whose events it handles too: 4^20 calls. Without a
    // shared budget each nested call started with a full one and this ran
    // for ever.
    func answer(_ event: Event, _ world: inout World) throws {
      guard case .callback(let callback) = event, case .willMove = callback.method,
        world.calls.depth < 20
      else { return }
      for _ in 0..<2 {
        try world.perform(.removeFromParent(x), handler: answer)
        try world.perform(.addChild(x, to: hub), handler: answer)
      }
    }
    XCTAssertThrowsError(try world.perform(.addChild(x, to: hub), handler: answer)) { error in
      XCTAssertEqual(error as? UIKitException, .doesNotSettle(steps: 5_000))
      XCTAssertEqual((error as? UIKitException)?.isRaisedByUIKit, false, "the model's budget")
    }
    XCTAssertTrue(world == before, "the world is as it was")
    XCTAssertEqual(world.stepsTaken - stepsBefore, 5_001, "one budget, spent once")
  }

  func testAHandlerThatReTriggersItsOwnCallbackStopsAtTheDepthLimit() {
    var world = World()
    world.stepLimitPerCall = 1_000
    let a = world.makeViewController(named: "a")
    let before = world
    // The handler answers every viewDidLoad with a direct viewDidLoad() whose
    // events it handles too: a recursion as deep as the budget allows,
    // which overflowed the stack before the depth was bounded.
    func answer(_ event: Event, _ world: inout World) throws {
      guard case .callback(let callback) = event, case .viewDidLoad = callback.method else {
        return
      }
      try world.perform(.directCall(.viewDidLoad, on: a), handler: answer)
    }
    XCTAssertThrowsError(try world.perform(.loadViewIfNeeded(a), handler: answer)) { error in
      XCTAssertEqual(
        error as? UIKitException, .handlersNestTooDeep(limit: World.maximumHandlerDepth))
    }
    XCTAssertTrue(world == before, "the world is as it was")
  }

  func testTheDepthLimitIsReachedWithoutExhaustingTheStack() {
    var world = World()
    let a = world.makeViewController(named: "a")
    var deepest = 0
    // The call at `depth` runs below `depth` handlers' calls.
    func recurse(_ depth: Int, _ world: inout World) throws {
      _ = try world.perform(.directCall(.viewDidLoad, on: a)) { (_: Event, world: inout World) in
        deepest = max(deepest, depth)
        try recurse(depth + 1, &world)
      }
    }
    XCTAssertThrowsError(try recurse(0, &world))
    XCTAssertEqual(deepest, World.maximumHandlerDepth)
  }

  func testACopyTakenInsideAHandlerRefusesCallsAndStaysAsItWas() throws {
    var (world, hub, x) = hubWorld()
    var copy: World?
    try world.perform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
      if copy == nil { copy = world }
    }
    var stale = try XCTUnwrap(copy)
    let unchanged = stale
    XCTAssertThrowsError(try stale.perform(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? UIKitException, .copiedDuringCall)
    }
    XCTAssertTrue(stale == unchanged)
    // The world itself goes on as usual.
    XCTAssertEqual(
      try world.perform(.removeFromParent(x)).traceLines(), ["x.didMove(toParent: nil)"])
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testACopyTakenInsideAHandlerIsRefusedEvenWhereTheWorldWas() throws {
    var (world, hub, x) = hubWorld()
    var copy: World?
    try world.perform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
      if copy == nil { copy = world }
    }
    // The stale copy now lives at the address the call began on.
    world = try XCTUnwrap(copy)
    let unchanged = world
    XCTAssertThrowsError(try world.perform(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? UIKitException, .copiedDuringCall)
    }
    XCTAssertTrue(world == unchanged)
  }

  func testACopyTakenBetweenCallsWorksAsTheWorldWould() throws {
    var (world, hub, x) = hubWorld()
    var copy = world
    XCTAssertEqual(
      try copy.perform(.addChild(x, to: hub)), try world.perform(.addChild(x, to: hub)))
    XCTAssertTrue(copy == world)
  }

  func testAHandlerThatAssignsAFreshWorldStopsTheCallWithoutATrap() throws {
    var (world, hub, x) = hubWorld()
    XCTAssertThrowsError(
      try world.perform(.addChild(x, to: hub)) { (_: Event, world: inout World) in world = World() }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .worldReplacedInHandler)
    }
    XCTAssertTrue(world == World())
    let fresh = world.makeViewController(named: "fresh")
    XCTAssertEqual(
      try world.perform(.loadViewIfNeeded(fresh)).traceLines(),
      ["fresh.loadView()", "fresh.viewDidLoad()"])
  }

  func testAHandlerThatAssignsACopySavedBeforeTheCallLeavesThatCopy() throws {
    var (world, hub, x) = hubWorld()
    let saved = world
    XCTAssertThrowsError(
      try world.perform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
        _ = try world.perform(.loadViewIfNeeded(x))
        world = saved
      }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .worldReplacedInHandler)
    }
    XCTAssertTrue(world == saved)
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testAHandlerThatRewindsToACopyFromEarlierInTheSameCallStops() throws {
    var world = World()
    let a = world.makeViewController(named: "a")
    let before = world
    var saved: World?
    // Rewinding to an earlier moment of the same call would replay the same
    // events for ever; the step count tells the copy from the world.
    XCTAssertThrowsError(
      try world.perform(.loadViewIfNeeded(a)) { (_: Event, world: inout World) in
        if let saved { world = saved } else { saved = world }
      }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .worldReplacedInHandler)
    }
    XCTAssertTrue(world == before, "the copy is brought to rest: its call rolled back")
    XCTAssertEqual(world.invariantViolations(), [])
  }
}

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
    func answer(_ event: Event, _ world: inout WorldInCall) throws {
      guard case .callback(let callback) = event, case .willMove = callback.method,
        world.world.calls.depth < 20
      else { return }
      for _ in 0..<2 {
        try world.apply(.removeFromParent(x), handler: answer)
        try world.apply(.addChild(x, to: hub), handler: answer)
      }
    }
    XCTAssertThrowsError(try world.apply(.addChild(x, to: hub), handler: answer)) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.doesNotSettle(steps: 5_000)))
      XCTAssertEqual((error as? CallFailure)?.isRaisedByUIKit, false, "the model's budget")
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
    func answer(_ event: Event, _ world: inout WorldInCall) throws {
      guard case .callback(let callback) = event, case .viewDidLoad = callback.method else {
        return
      }
      try world.apply(.directCall(.viewDidLoad, on: a), handler: answer)
    }
    XCTAssertThrowsError(try world.apply(.loadViewIfNeeded(a), handler: answer)) { error in
      XCTAssertEqual(
        error as? CallFailure, .refusal(.handlersNestTooDeep(limit: World.maximumHandlerDepth)))
    }
    XCTAssertTrue(world == before, "the world is as it was")
  }

  func testTheDepthLimitIsReachedWithoutExhaustingTheStack() {
    var world = World()
    let a = world.makeViewController(named: "a")
    var deepest = 0
    // The call at `depth` runs below `depth` handlers' calls.
    func recurse(_ depth: Int, _ world: inout WorldInCall) throws {
      try world.apply(.directCall(.viewDidLoad, on: a)) { (_: Event, world: inout WorldInCall) in
        deepest = max(deepest, depth)
        try recurse(depth + 1, &world)
      }
    }
    XCTAssertThrowsError(
      try world.apply(.directCall(.viewDidLoad, on: a)) { (_: Event, world: inout WorldInCall) in
        try recurse(1, &world)
      })
    XCTAssertEqual(deepest, World.maximumHandlerDepth)
  }

  func testACopyTakenInsideAHandlerRefusesCallsAndStaysAsItWas() throws {
    var (world, hub, x) = hubWorld()
    var copy: World?
    try world.apply(.addChild(x, to: hub)) { (_: Event, world: inout WorldInCall) in
      if copy == nil { copy = world.world }
    }
    var stale = try XCTUnwrap(copy)
    let unchanged = stale
    XCTAssertThrowsError(try stale.apply(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.copiedDuringCall))
    }
    XCTAssertTrue(stale == unchanged)
    // The world itself goes on as usual.
    XCTAssertEqual(
      try world.apply(.removeFromParent(x)).traceLines(), ["x.didMove(toParent: nil)"])
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testACopyTakenInsideAHandlerIsRefusedEvenWhereTheWorldWas() throws {
    var (world, hub, x) = hubWorld()
    var copy: World?
    try world.apply(.addChild(x, to: hub)) { (_: Event, world: inout WorldInCall) in
      if copy == nil { copy = world.world }
    }
    // The stale copy now lives where the world was.
    world = try XCTUnwrap(copy)
    let unchanged = world
    XCTAssertThrowsError(try world.apply(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.copiedDuringCall))
    }
    XCTAssertTrue(world == unchanged)
  }

  func testACopyTakenBetweenCallsWorksAsTheWorldWould() throws {
    var (world, hub, x) = hubWorld()
    var copy = world
    XCTAssertEqual(
      try copy.apply(.addChild(x, to: hub)), try world.apply(.addChild(x, to: hub)))
    XCTAssertTrue(copy == world)
  }

  func testAHandlerThatSwapsTwoCallsWorldsStopsBothAndLeavesEachAtRest() throws {
    var (world, hub, x) = hubWorld()
    var other = World(profile: .ios7)
    let o = other.makeViewController(named: "o")
    let (worldBefore, otherBefore) = (world, other)
    XCTAssertThrowsError(
      try world.apply(.addChild(x, to: hub)) { (_: Event, outer: inout WorldInCall) in
        try other.apply(.loadViewIfNeeded(o)) { (_: Event, inner: inout WorldInCall) in
          swap(&outer, &inner)
        }
      }
    ) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.worldReplacedInHandler))
    }
    // Each variable holds the world the handler left in its call, brought
    // to rest: its own call rolled back.
    XCTAssertTrue(world == otherBefore)
    XCTAssertTrue(other == worldBefore)
    XCTAssertEqual(world.profile, .ios7)
    XCTAssertEqual(world.invariantViolations(), [])
    XCTAssertEqual(other.invariantViolations(), [])
    XCTAssertEqual(
      try world.apply(.loadViewIfNeeded(o)).traceLines(), ["o.loadView()", "o.viewDidLoad()"])
  }

  func testAHandlerThatSwapsAndSwapsBackGoesOn() throws {
    var (world, hub, x) = hubWorld()
    var other = World()
    let o = other.makeViewController(named: "o")
    var lines: [String] = []
    try world.apply(.addChild(x, to: hub)) { (event: Event, outer: inout WorldInCall) in
      lines += event.traceLines()
      try other.apply(.loadViewIfNeeded(o)) { (_: Event, inner: inout WorldInCall) in
        swap(&outer, &inner)
        swap(&outer, &inner)
      }
    }
    XCTAssertEqual(lines, ["x.willMove(toParent: hub)"])
    XCTAssertEqual(world.parent(of: x), hub)
    XCTAssertTrue(other.isViewLoaded(o))
  }
}

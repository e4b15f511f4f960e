import XCTest

@testable import Containment

/// The deprecated entry points, reached through a protocol whose
/// requirements are not deprecated, so that their tests build without
/// deprecation warnings: `perform(_:handler:)` hands the handler the world
/// itself, `inout`, and tells a copy or a replacement by the variable's
/// address and the call's lease.
protocol DeprecatedPerforming {
  mutating func perform(_ operation: Call) throws(UIKitException) -> [Event]
  mutating func perform(_ operation: Call, handler: (Event, inout World) throws -> Void) throws
}

extension World: DeprecatedPerforming {}

extension DeprecatedPerforming {
  /// `perform(_:)`, through the protocol.
  mutating func legacyPerform(_ operation: Call) throws(UIKitException) -> [Event] {
    try perform(operation)
  }

  /// `perform(_:handler:)`, through the protocol.
  mutating func legacyPerform(
    _ operation: Call, handler: (Event, inout World) throws -> Void
  ) throws {
    try perform(operation, handler: handler)
  }
}

final class DeprecatedPerformTests: XCTestCase {
  /// A world with `hub` shown in the window and `x` made, settled.
  private func hubWorld() -> (world: World, hub: ControllerID, x: ControllerID) {
    var (world, hub) = World.showing("hub", profile: .ios17)
    let x = world.makeViewController(named: "x")
    return (world, hub, x)
  }

  func testPerformDeliversWhatApplyDelivers() throws {
    var (world, hub, x) = hubWorld()
    var copy = world
    XCTAssertEqual(
      try world.legacyPerform(.addChild(x, to: hub)), try copy.apply(.addChild(x, to: hub)))
    XCTAssertTrue(world == copy)
  }

  func testPerformThrowsUIKitsExceptionsAsTheyAre() {
    var (world, hub, _) = hubWorld()
    XCTAssertThrowsError(try world.legacyPerform(.addChild(hub, to: hub))) { error in
      XCTAssertEqual(error as? UIKitException, .cycle(child: hub, parent: hub))
    }
  }

  func testPerformThrowsTheModelsRefusalsAsRefused() {
    var (world, _, _) = hubWorld()
    var other = World()
    let stranger = other.makeViewController(named: "stranger")
    XCTAssertThrowsError(try world.legacyPerform(.loadViewIfNeeded(stranger))) { error in
      XCTAssertEqual(error as? UIKitException, .refused(.foreignIdentity("stranger")))
      XCTAssertEqual((error as? UIKitException)?.code, "M2")
      XCTAssertEqual((error as? UIKitException)?.isRaisedByUIKit, false)
    }
  }

  func testAHandlersNestedPerformRunsInsideTheCallback() throws {
    var (world, hub, x) = hubWorld()
    var lines: [String] = []
    try world.legacyPerform(.addChild(x, to: hub)) { (event: Event, world: inout World) in
      lines += event.traceLines()
      lines += try world.legacyPerform(.loadViewIfNeeded(x)).traceLines()
    }
    XCTAssertEqual(
      lines, ["x.willMove(toParent: hub)", "x.loadView()", "x.viewDidLoad()"])
  }

  func testACopyTakenInsideAHandlerRefusesCalls() throws {
    var (world, hub, x) = hubWorld()
    var copy: World?
    try world.legacyPerform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
      if copy == nil { copy = world }
    }
    var stale = try XCTUnwrap(copy)
    XCTAssertThrowsError(try stale.apply(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.copiedDuringCall))
    }
    // Stored where the world was, it is refused too: its lease is gone.
    world = stale
    XCTAssertThrowsError(try world.legacyPerform(.removeFromParent(x))) { error in
      XCTAssertEqual(error as? UIKitException, .refused(.copiedDuringCall))
    }
  }

  func testAHandlerThatAssignsAFreshWorldStopsTheCallWithoutATrap() throws {
    var (world, hub, x) = hubWorld()
    XCTAssertThrowsError(
      try world.legacyPerform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
        world = World()
      }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .refused(.worldReplacedInHandler))
    }
    XCTAssertTrue(world == World())
    let fresh = world.makeViewController(named: "fresh")
    XCTAssertEqual(
      try world.apply(.loadViewIfNeeded(fresh)).traceLines(),
      ["fresh.loadView()", "fresh.viewDidLoad()"])
  }

  func testAHandlerThatAssignsACopySavedBeforeTheCallLeavesThatCopy() throws {
    var (world, hub, x) = hubWorld()
    let saved = world
    XCTAssertThrowsError(
      try world.legacyPerform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
        _ = try world.legacyPerform(.loadViewIfNeeded(x))
        world = saved
      }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .refused(.worldReplacedInHandler))
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
      try world.legacyPerform(.loadViewIfNeeded(a)) { (_: Event, world: inout World) in
        if let saved { world = saved } else { saved = world }
      }
    ) { error in
      XCTAssertEqual(error as? UIKitException, .refused(.worldReplacedInHandler))
    }
    XCTAssertTrue(world == before, "the copy is brought to rest: its call rolled back")
    XCTAssertEqual(world.invariantViolations(), [])
  }

  func testAHandlerOfTheNewEntryPointInsideAnOldOneRuns() throws {
    var (world, hub, x) = hubWorld()
    var lines: [String] = []
    try world.legacyPerform(.addChild(x, to: hub)) { (_: Event, world: inout World) in
      try world.apply(.loadViewIfNeeded(x)) { (event: Event, _: inout WorldInCall) in
        lines += event.traceLines()
      }
    }
    XCTAssertEqual(lines, ["x.loadView()", "x.viewDidLoad()"])
    XCTAssertTrue(world.isViewLoaded(x))
  }
}

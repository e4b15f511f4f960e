import XCTest

@testable import Containment

/// The trace invariant of rule 2.1 the explorer and the interleaving checks
/// run over a step (``AppearancePairingObserver``): what breaks the
/// will/did pairing is named, what UIKit lets through is not.
final class AppearancePairingObserverTests: XCTestCase {
  /// A world with `c`, the visible window's root, appeared; and `free`, a
  /// controller in no window.
  private func appearedWorld() throws -> (World, c: ControllerID, free: ControllerID) {
    var world = World(profile: .ios17)
    let c = world.makeViewController(named: "c")
    let free = world.makeViewController(named: "free")
    for call: Call in [
      .setRootViewController(c, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle,
    ] {
      _ = try world.apply(call)
    }
    return (world, c, free)
  }

  /// The problem the observer names after `events`, from `world`.
  private func problem(after events: [Event], from world: World) -> String? {
    var observer = AppearancePairingObserver(before: world)
    for event in events { observer.observe(event, in: world) }
    return observer.problem
  }

  private func callback(_ controller: ControllerID, _ method: Callback.Method) -> Event {
    .callback(Callback(controller: controller, method: method))
  }

  func testRule2_1_theModelsOwnCallsPairInEveryStep() throws {
    var (world, c, _) = try appearedWorld()
    var observer = AppearancePairingObserver(before: world)
    for call: Call in [
      .setWindowHidden(world.mainWindow, true), .setWindowHidden(world.mainWindow, false),
      .runUntilIdle,
    ] {
      try world.apply(call) { event, world in observer.observe(event, in: world.world) }
    }
    XCTAssertNil(observer.problem)
    XCTAssertEqual(world.appearance(of: c), .appeared)
  }

  func testRule2_1_aSecondWillInARowIsABreak() throws {
    let (world, c, _) = try appearedWorld()
    XCTAssertEqual(
      problem(
        after: [callback(c, .viewWillDisappear(false)), callback(c, .viewWillDisappear(false))],
        from: world),
      "c gets viewWillDisappear twice")
  }

  func testRule2_1_aDidWithoutItsWillIsABreak() throws {
    let (world, c, _) = try appearedWorld()
    XCTAssertEqual(
      problem(after: [callback(c, .viewDidDisappear(false))], from: world),
      "c gets viewDidDisappear without its will")
  }

  func testRule2_1_aDidAppearInNoVisibleWindowIsABreak() throws {
    let (world, _, free) = try appearedWorld()
    XCTAssertEqual(
      problem(
        after: [callback(free, .viewWillAppear(false)), callback(free, .viewDidAppear(false))],
        from: world),
      "free gets viewDidAppear in no visible window")
  }

  func testRule3_1_theDidOfATransitionStartedOnScreenIsNotABreakInAHiddenWindow() throws {
    let (world, _, free) = try appearedWorld()
    var observer = AppearancePairingObserver(before: world)
    observer.observe(callback(free, .viewWillAppear(true)), in: world)
    observer.observe(
      callback(free, .viewDidAppear(true)), in: world, endsTransitionOnScreen: true)
    XCTAssertNil(observer.problem)
  }

  func testRule2_4_theDidAfterUIKitsUnbalancedWarningIsNotABreak() throws {
    let (world, c, _) = try appearedWorld()
    XCTAssertNil(
      problem(
        after: [.warning(.unbalancedAppearanceTransition(c)), callback(c, .viewDidAppear(false))],
        from: world))
  }

  func testDirectCallsAreTheAuthorsAndNotWatched() throws {
    let (world, c, _) = try appearedWorld()
    let direct = Event.callback(
      Callback(controller: c, method: .viewDidAppear(false), isDirectCall: true))
    XCTAssertNil(problem(after: [direct, direct], from: world))
  }

  func testOnlyTheFirstBreakIsKept() throws {
    let (world, c, free) = try appearedWorld()
    XCTAssertEqual(
      problem(
        after: [callback(c, .viewDidDisappear(false)), callback(free, .viewDidDisappear(false))],
        from: world),
      "c gets viewDidDisappear without its will")
  }
}

import Containment
import ContainmentTesting
import XCTest

/// rule 2.7: `isMovingToParent` and `isMovingFromParent` during each
/// appearance callback.
final class MovementFlagTests: XCTestCase {
  func testRule2_7_isMovingToParentLastsUntilTheLaterOfDidMoveAndTheDidAppear() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    assertTrace(
      world.run(
        .addChild(child, to: root),
        .addSubview(.view(of: child), to: .view(of: root)),
        .directCall(.didMove(toParent: root), on: child),
        .endTurn,
        .beginAppearanceTransition(child, isAppearing: true, animated: false),
        .endAppearanceTransition(child)),
      """
      c.willMove(toParent: root)
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(false)  // isMovingToParent
      c.didMove(toParent: root)
      // turn 2 ends
      c.viewDidAppear(false)  // isMovingToParent
      c.viewWillAppear(false)
      c.viewDidAppear(false)
      """, flags: true)
  }

  func testRule2_7_isMovingToParentEndsAtDidMoveWhenNoAppearanceBeganBefore() {
    var world = World(profile: .ios7)
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    world.embed(child, in: parent)
    assertTrace(
      world.run(
        .setRootViewController(parent, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow)),
      """
      p.viewWillAppear(false)
      c.viewWillAppear(false)
      """, flags: true)
  }

  func testRule2_7_isMovingFromParentLastsUntilTheLaterOfRemovalAndTheDidDisappear() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    world.embed(child, in: root)
    world.run(.runUntilIdle)
    assertTrace(
      world.run(
        .directCall(.willMove(toParent: nil), on: child),
        .removeFromSuperview(.view(of: child)),
        .removeFromParent(child),
        .endTurn),
      """
      c.willMove(toParent: nil)
      c.viewWillDisappear(false)  // isMovingFromParent
      c.didMove(toParent: nil)
      // turn 3 ends
      c.viewDidDisappear(false)  // isMovingFromParent
      """, flags: true)
    XCTAssertFalse(world.context(of: child).isMovingFromParent)
  }

  func testRule2_7_aCancelledDisappearanceEndsIsMovingFromParent() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    world.embed(child, in: root)
    world.run(.runUntilIdle)
    assertTrace(
      world.run(
        .directCall(.willMove(toParent: nil), on: child),
        .beginAppearanceTransition(child, isAppearing: false, animated: true),
        .beginAppearanceTransition(child, isAppearing: true, animated: false),
        .endAppearanceTransition(child)),
      """
      c.willMove(toParent: nil)
      c.viewWillDisappear(true)  // isMovingFromParent
      c.viewWillAppear(false)
      c.viewDidAppear(false)
      """, flags: true)
  }

  func testRule2_7_reAddingAControllerEndsIsMovingFromParent() {
    var world = World(profile: .ios7)
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    world.embed(child, in: parent)
    world.run(.directCall(.willMove(toParent: nil), on: child))
    XCTAssertTrue(world.context(of: child).isMovingFromParent)
    world.run(.removeFromParent(child), .addChild(child, to: parent))
    XCTAssertFalse(world.context(of: child).isMovingFromParent)
    XCTAssertTrue(world.context(of: child).isMovingToParent)
  }
}

import XCTest

@testable import Containment

/// Identities belong to the world that made them: one from another world is
/// refused wherever it enters (a call, a block handed to UIKit, a direct
/// call's argument) and a query about it is answered as for nothing, never
/// trapped on and never taken for another object (issue 35, point 3).
final class ForeignIdentityTests: XCTestCase {
  /// A world that made three controllers; `stranger` is the fourth of
  /// another world, at a slot this world does not have.
  private func worlds() -> (world: World, parent: ControllerID, stranger: ControllerID) {
    var (world, parent) = World.showing("p", profile: .ios17)
    var other = World(profile: .ios17)
    for name in ["x", "y", "z", "w"] { _ = other.makeViewController(named: name) }
    let stranger = other.makeViewController(named: "stranger")
    _ = world.makeViewController(named: "c")
    return (world, parent, stranger)
  }

  func testABlockNamingAStrangerIsRefusedWithTheCallThatHandsItOver() throws {
    var (world, parent, stranger) = worlds()
    let before = world
    XCTAssertThrowsError(try world.apply(.mainQueueAsync([.addChild(stranger, to: parent)]))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("stranger")))
    }
    XCTAssertEqual(world, before)
    // The world goes on: nothing was queued that would fail every turn.
    XCTAssertNoThrow(try world.apply(.runUntilIdle))
    XCTAssertNoThrow(try world.apply(.endTurn))
    XCTAssertTrue(world.isIdle)
  }

  func testACompletionNamingAStrangerDeepInsideIsRefused() {
    var (world, parent, stranger) = worlds()
    let nested = Call.beginViewAnimations(
      duration: 0.1, delay: 0,
      completion: [.mainQueueAsync([.mainQueueAsync([.removeFromParent(stranger)])])])
    XCTAssertThrowsError(try world.apply(nested)) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("stranger")))
    }
    _ = parent
  }

  func testADirectCallNamingAStrangerAsParentIsRefused() throws {
    var (world, _, stranger) = worlds()
    let c = try XCTUnwrap(world.controllerIDs.last)
    XCTAssertThrowsError(try world.apply(.directCall(.willMove(toParent: stranger), on: c))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("stranger")))
    }
    XCTAssertThrowsError(try world.apply(.directCall(.didMove(toParent: stranger), on: c))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("stranger")))
    }
  }

  func testQueriesAboutAnIdentityPastThisWorldsEndAnswerAsForNothing() {
    let (world, _, stranger) = worlds()
    XCTAssertFalse(world.contains(stranger))
    XCTAssertNil(world.parent(of: stranger))
    XCTAssertNil(world.view(of: stranger))
    XCTAssertEqual(world.children(of: stranger), [])
    XCTAssertEqual(world.appearance(of: stranger), .disappeared)
    XCTAssertFalse(world.isViewLoaded(stranger))
    XCTAssertNil(world.presentedViewController(of: stranger))
    XCTAssertEqual(world.appearanceTransitionLevel(of: stranger), 0)
  }

  /// At a slot this world also has, under another name: not this world's
  /// object there.
  func testQueriesAboutAStrangerAtASlotThisWorldHasDoNotAnswerAboutThatSlot() throws {
    var (world, parent) = World.showing("p", profile: .ios17)
    let child = world.makeViewController(named: "child")
    _ = try world.apply(.addChild(child, to: parent))
    var other = World(profile: .ios17)
    _ = other.makeViewController(named: "first")
    let impostor = other.makeViewController(named: "impostor")
    XCTAssertEqual(impostor.index, child.index)
    XCTAssertFalse(world.contains(impostor))
    XCTAssertNil(world.parent(of: impostor))
    XCTAssertEqual(world.parent(of: child), parent)
  }

  /// A world made the same way, to the same names in the same order: its
  /// identities are equal to this world's (their traces are the same) and
  /// still refused here, in a call and in a query.
  func testAnIdentityOfAWorldMadeTheSameWayIsRefused() throws {
    var (world, parent) = World.showing("p", profile: .ios17)
    let child = world.makeViewController(named: "c")
    var twin = World.showing("p", profile: .ios17).world
    let twinChild = twin.makeViewController(named: "c")
    XCTAssertEqual(twinChild, child)
    XCTAssertFalse(world.contains(twinChild))
    let before = world
    XCTAssertThrowsError(try world.apply(.addChild(twinChild, to: parent))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("c")))
    }
    XCTAssertEqual(world, before)
    _ = try world.apply(.addChild(child, to: parent))
    XCTAssertEqual(world.parent(of: child), parent)
    XCTAssertNil(world.parent(of: twinChild))
    XCTAssertEqual(world.children(of: try XCTUnwrap(twin.controllerIDs.first)), [])
  }

  /// The same for views and windows made the same way.
  func testAViewOrWindowOfAWorldMadeTheSameWayIsRefused() {
    var world = World(profile: .ios17)
    let box = world.makeView(named: "box")
    var twin = World(profile: .ios17)
    let twinBox = twin.makeView(named: "box")
    XCTAssertEqual(twinBox, box)
    XCTAssertFalse(world.contains(twinBox))
    XCTAssertFalse(world.contains(twin.mainWindow))
    XCTAssertThrowsError(try world.apply(.setViewHidden(.plain(twinBox), true))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("box")))
    }
    XCTAssertThrowsError(try world.apply(.makeKeyAndVisible(twin.mainWindow))) {
      XCTAssertEqual($0 as? CallFailure, .refusal(.foreignIdentity("window")))
    }
    XCTAssertNoThrow(try world.apply(.setViewHidden(.plain(box), true)))
  }

  /// Copies of a world share its identities, whichever made them: a
  /// controller made in the original before the copy, and one made in the
  /// copy after it.
  func testCopiesOfAWorldShareItsIdentities() throws {
    var (world, parent) = World.showing("p", profile: .ios17)
    let child = world.makeViewController(named: "c")
    var copy = world
    let late = copy.makeViewController(named: "late")
    _ = try copy.apply(.addChild(child, to: parent))
    _ = try copy.apply(.addChild(late, to: parent))
    XCTAssertEqual(copy.children(of: parent), [child, late])
    // The original never made `late`: refused there, as before.
    XCTAssertFalse(world.contains(late))
    XCTAssertTrue(world.contains(child))
  }
}

import Containment
import ContainmentTesting
import XCTest

/// §1: addChild, removeFromParent, direct willMove/didMove, loading,
/// and the hierarchy errors E2a, E2b, E3, E4.
final class ContainmentBookkeepingTests: XCTestCase {
  // MARK: 1.1 addChild

  func testRule1_1_addChildSendsWillMoveOnlyAndRecordsTheChild() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    assertTrace(try world.apply(.addChild(child, to: parent)), "c.willMove(toParent: p)")
    XCTAssertEqual(Array(world.children(of: parent)), [child])
    XCTAssertEqual(world.parent(of: child), parent)
  }

  func testRule1_1_parentIsSetInsideWillMoveInIOS17Only() throws {
    for (profile, expectedParent) in [(Profile.ios5, false), (.ios7, false), (.ios17, true)] {
      var world = World(profile: profile)
      let parent = world.makeViewController(named: "p")
      let child = world.makeViewController(named: "c")
      let events = try world.apply(.addChild(child, to: parent))
      XCTAssertEqual(events.count, 1)
      let context = try XCTUnwrap(events.first?.callback?.context)
      XCTAssertEqual(context.parent, expectedParent ? parent : nil, "\(profile)")
    }
  }

  func testRule1_1_addingTheSameChildAgainDoesNothing() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    world.run(.addChild(child, to: parent))
    let before = world
    assertTrace(try world.apply(.addChild(child, to: parent)), "")
    XCTAssertEqual(world, before)
  }

  func testRule1_1_childWithAnotherParentIsRemovedFirstAndItsViewStays() throws {
    var (world, root) = World.showing(profile: .ios17)
    let left = world.makeViewController(named: "left")
    let right = world.makeViewController(named: "right")
    let child = world.makeViewController(named: "c")
    world.embed(left, in: root)
    world.embed(right, in: root)
    world.embed(child, in: left)
    world.run(.runUntilIdle)
    assertTrace(
      try world.apply(.addChild(child, to: right)),
      """
      c.willMove(toParent: nil)
      c.didMove(toParent: nil)
      c.willMove(toParent: right)
      """)
    XCTAssertEqual(Array(world.children(of: left)), [])
    XCTAssertEqual(Array(world.children(of: right)), [child])
    let childView = try XCTUnwrap(world.view(of: child))
    XCTAssertEqual(world.superview(of: childView), world.view(of: left))
    XCTAssertEqual(world.appearance(of: child), .appeared)
  }

  // MARK: 1.2 removeFromParent

  func testRule1_2_removeFromParentSendsDidMoveNilWithParentCleared() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    world.run(.addChild(child, to: parent), .directCall(.didMove(toParent: parent), on: child))
    let events = try world.apply(.removeFromParent(child))
    assertTrace(events, "c.didMove(toParent: nil)")
    XCTAssertNil(events.first?.callback?.context.parent)
    XCTAssertNil(world.parent(of: child))
    XCTAssertTrue(world.children(of: parent).isEmpty)
  }

  func testRule1_2_removeFromParentWithoutParentDoesNothing() throws {
    var world = World()
    let child = world.makeViewController(named: "c")
    let before = world
    assertTrace(try world.apply(.removeFromParent(child)), "")
    XCTAssertEqual(world, before)
  }

  // MARK: 1.3 direct willMove/didMove

  func testRule1_3_directWillMoveAndDidMoveAreCallbacksThatChangeNoContainment() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    assertTrace(
      try world.apply(.directCall(.willMove(toParent: parent), on: child)),
      "c.willMove(toParent: p)")
    assertTrace(
      try world.apply(.directCall(.didMove(toParent: parent), on: child)),
      "c.didMove(toParent: p)")
    XCTAssertNil(world.parent(of: child))
  }

  // MARK: 1.4 views

  func testRule1_4_firstAccessOfTheViewLoadsItOnce() throws {
    var world = World()
    let child = world.makeViewController(named: "c")
    assertTrace(
      try world.apply(.loadViewIfNeeded(child)),
      """
      c.loadView()
      c.viewDidLoad()
      """)
    assertTrace(try world.apply(.loadViewIfNeeded(child)), "")
    XCTAssertTrue(world.isViewLoaded(child))
  }

  func testRule1_4_addSubviewLoadsTheReceiverBeforeTheArgument() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    let child = world.makeViewController(named: "c")
    world.run(.addChild(child, to: parent))
    assertTrace(
      try world.apply(.addSubview(.view(of: child), to: .view(of: parent))),
      """
      p.loadView()
      p.viewDidLoad()
      c.loadView()
      c.viewDidLoad()
      """)
  }

  func testRule1_4_settingTheRootLoadsItsViewEvenInAHiddenWindow() throws {
    var world = World()
    let root = world.makeViewController(named: "root")
    assertTrace(
      try world.apply(.setRootViewController(root, of: world.mainWindow)),
      """
      root.loadView()
      root.viewDidLoad()
      """)
    XCTAssertEqual(world.appearance(of: root), .disappeared)
  }

  func testRule1_4_replacingTheRootOfAVisibleWindowSwapsTheirAppearance() throws {
    var (world, _) = World.showing("first", profile: .ios17)
    let second = world.makeViewController(named: "second")
    var events = try world.apply(.setRootViewController(second, of: world.mainWindow))
    events += try world.apply(.endTurn)
    assertTrace(
      events,
      """
      second.loadView()
      second.viewDidLoad()
      first.viewWillDisappear(false)
      second.viewWillAppear(false)
      // turn 2 ends
      second.viewIsAppearing(false)
      first.viewDidDisappear(false)
      second.viewDidAppear(false)
      """)
  }

  // MARK: Errors

  func testRule1_1_E4_addingAControllerBelowItselfRaisesAndChangesNothing() {
    var world = World()
    let top = world.makeViewController(named: "top")
    let middle = world.makeViewController(named: "middle")
    let bottom = world.makeViewController(named: "bottom")
    world.run(.addChild(middle, to: top), .addChild(bottom, to: middle))
    assertRaises(.cycle(child: top, parent: bottom), in: &world, .addChild(top, to: bottom))
    assertRaises(.cycle(child: top, parent: top), in: &world, .addChild(top, to: top))
    XCTAssertEqual(
      UIKitException.cycle(child: top, parent: bottom).message,
      "adding top as a child of bottom would create a cycle in the view controller hierarchy")
  }

  func testRule1_1_E3_addingAWindowRootAsAChildRaises() {
    var (world, root) = World.showing(profile: .ios17)
    let other = world.makeViewController(named: "other")
    assertRaises(
      .addingRootViewController(root: root, parent: other), in: &world, .addChild(root, to: other))
    XCTAssertEqual(
      UIKitException.addingRootViewController(root: root, parent: other).message,
      "adding a root view controller root as a child of view controller:other")
  }

  func testRule1_1_E2a_addingAControllerWhoseViewIsInsideAnotherControllersViewRaises() {
    var (world, root) = World.showing(profile: .ios17)
    let stray = world.makeViewController(named: "stray")
    let other = world.makeViewController(named: "other")
    world.run(.addSubview(.view(of: stray), to: .view(of: root)))
    assertRaises(
      .viewInsideAnotherController(child: stray, owner: root, requestedParent: other),
      in: &world, .addChild(stray, to: other))
    XCTAssertEqual(
      UIKitException.viewInsideAnotherController(
        child: stray, owner: root, requestedParent: other
      ).message,
      "child view controller:stray should have parent view controller:root but requested parent is:other"
    )
  }

  func testRule1_5_E2b_addingAChildsViewUnderAnotherControllerRaises() {
    var world = World()
    let parent = world.makeViewController(named: "parent")
    let other = world.makeViewController(named: "other")
    let child = world.makeViewController(named: "child")
    world.run(
      .addChild(child, to: parent), .loadViewIfNeeded(other), .loadViewIfNeeded(child))
    assertRaises(
      .viewUnderWrongParent(child: child, parent: parent, actual: other), in: &world,
      .addSubview(.view(of: child), to: .view(of: other)))
    XCTAssertEqual(
      UIKitException.viewUnderWrongParent(child: child, parent: parent, actual: other).message,
      "child view controller:child should have parent view controller:parent but actual parent is:other"
    )
  }

  func testRule1_5_E2b_raisedAfterLoadingStillLeavesTheWorldAsItWas() {
    var world = World()
    let parent = world.makeViewController(named: "parent")
    let other = world.makeViewController(named: "other")
    let child = world.makeViewController(named: "child")
    world.run(.addChild(child, to: parent))
    // Both views load before addSubview raises; the whole operation is undone.
    assertRaises(
      .viewUnderWrongParent(child: child, parent: parent, actual: other), in: &world,
      .addSubview(.view(of: child), to: .view(of: other)))
    XCTAssertFalse(world.isViewLoaded(child))
  }

  func testRule1_5_aParentlessControllersViewMayGoAnywhere() throws {
    var world = World()
    let host = world.makeViewController(named: "host")
    let loose = world.makeViewController(named: "loose")
    world.run(.loadViewIfNeeded(host), .loadViewIfNeeded(loose))
    assertTrace(try world.apply(.addSubview(.view(of: loose), to: .view(of: host))), "")
  }

  func testAddingAViewInsideItselfRaisesAndChangesNothing() {
    var world = World()
    let box = world.makeView(named: "box")
    let inner = world.makeView(named: "inner")
    world.run(.addSubview(.plain(inner), to: .plain(box)))
    assertRaises(
      .viewInsideItself(.plain(box)), in: &world, .addSubview(.plain(box), to: .plain(inner)))
    assertRaises(
      .viewInsideItself(.plain(box)), in: &world, .addSubview(.plain(box), to: .plain(box)))
  }
}

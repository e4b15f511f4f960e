import Containment
import ContainmentTesting
import XCTest

/// rule 5.2: UITabBarController.
final class TabBarControllerTests: XCTestCase {
  private func showingTabs(profile: Profile, count: Int = 3)
    -> (World, tabs: ControllerID, items: [ControllerID])
  {
    var world = World(profile: profile)
    let items = (0..<count).map { world.makeViewController(named: "t\($0)") }
    let tabs = world.makeTabBarController(named: "tabs")
    world.run(
      .setViewControllers(items, of: tabs, animated: false),
      .setRootViewController(tabs, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle)
    return (world, tabs, items)
  }

  func testRule5_2_settingViewControllersAddsEveryTab_andOnlyTheSelectedOneLoads() {
    var world = World(profile: .ios7)
    let first = world.makeViewController(named: "first")
    let second = world.makeViewController(named: "second")
    let tabs = world.makeTabBarController(named: "tabs")
    assertTrace(
      world.run(
        .setViewControllers([first, second], of: tabs, animated: false),
        .setRootViewController(tabs, of: world.mainWindow)),
      """
      first.willMove(toParent: tabs)
      first.didMove(toParent: tabs)
      second.willMove(toParent: tabs)
      second.didMove(toParent: tabs)
      tabs.loadView()
      tabs.viewDidLoad()
      first.loadView()
      first.viewDidLoad()
      """)
    XCTAssertFalse(world.isViewLoaded(second))
    XCTAssertEqual(world.visibleChild(of: tabs), first)
  }

  func testRule5_2_aSwitchInIOS5_incomingFirst_theEndsAtOnce() {
    var (world, tabs, _) = showingTabs(profile: .ios5)
    assertTrace(
      world.run(.setSelectedIndex(1, of: tabs)),
      """
      t1.loadView()
      t1.viewDidLoad()
      t1.viewWillAppear(false)
      t0.viewWillDisappear(false)
      t0.viewDidDisappear(false)
      t1.viewDidAppear(false)
      """)
  }

  func testRule5_2_aSwitchInIOS7_incomingFirst_theEndsAfterTheCommit() {
    var (world, tabs, _) = showingTabs(profile: .ios7)
    assertTrace(
      world.run(.setSelectedIndex(1, of: tabs), .endTurn),
      """
      t1.loadView()
      t1.viewDidLoad()
      t1.viewWillAppear(false)
      t0.viewWillDisappear(false)
      // turn 2 ends
      t0.viewDidDisappear(false)
      t1.viewDidAppear(false)
      """)
  }

  func testRule5_2_aSwitchInIOS17_incomingFirst_viewIsAppearingAtTheLayoutPass() {
    var (world, tabs, _) = showingTabs(profile: .ios17)
    assertTrace(
      world.run(.setSelectedIndex(1, of: tabs), .endTurn),
      """
      t1.loadView()
      t1.viewDidLoad()
      t1.viewWillAppear(false)
      t0.viewWillDisappear(false)
      // turn 2 ends
      t1.viewIsAppearing(false)
      t0.viewDidDisappear(false)
      t1.viewDidAppear(false)
      """)
  }

  func testRule5_2_aSwitchWhileAnEarlierSwitchsEndsAreQueued_deliversThemFirst() {
    var (world, tabs, _) = showingTabs(profile: .ios17)
    assertTrace(
      world.run(.setSelectedIndex(1, of: tabs), .setSelectedIndex(2, of: tabs), .endTurn),
      """
      t1.loadView()
      t1.viewDidLoad()
      t1.viewWillAppear(false)
      t0.viewWillDisappear(false)
      t0.viewDidDisappear(false)
      t1.viewIsAppearing(false)
      t1.viewDidAppear(false)
      t2.loadView()
      t2.viewDidLoad()
      t2.viewWillAppear(false)
      t1.viewWillDisappear(false)
      // turn 2 ends
      t2.viewIsAppearing(false)
      t1.viewDidDisappear(false)
      t2.viewDidAppear(false)
      """)
  }

  func testRule5_2_theEndsOfASwitchAreExplicit_aRemovalInTheSameTurnDoesNotDropThem() {
    var (world, tabs, items) = showingTabs(profile: .ios7)
    assertTrace(
      world.run(
        .setSelectedIndex(1, of: tabs), .removeFromSuperview(.view(of: items[1])), .endTurn),
      """
      t1.loadView()
      t1.viewDidLoad()
      t1.viewWillAppear(false)
      t0.viewWillDisappear(false)
      // turn 2 ends
      t0.viewDidDisappear(false)
      t1.viewDidAppear(false)
      """)
  }

  func testRule5_2_replacingViewControllersOfAVisibleTabBarController() {
    var (world, tabs, items) = showingTabs(profile: .ios7, count: 2)
    let fresh = world.makeViewController(named: "fresh")
    world.run(.setSelectedIndex(1, of: tabs), .runUntilIdle)
    assertTrace(
      world.run(.setViewControllers([items[0], fresh], of: tabs, animated: false), .endTurn),
      """
      t1.viewWillDisappear(false)
      t1.viewDidDisappear(false)
      t1.willMove(toParent: nil)
      t1.didMove(toParent: nil)
      fresh.willMove(toParent: tabs)
      fresh.didMove(toParent: tabs)
      fresh.loadView()
      fresh.viewDidLoad()
      fresh.viewWillAppear(false)
      // turn 3 ends
      fresh.viewDidAppear(false)
      """)
    XCTAssertEqual(world.visibleChild(of: tabs), fresh)
  }

  func testRule5_2_E9_selectingAControllerThatIsNotAChildRaises() {
    var (world, tabs, _) = showingTabs(profile: .ios17)
    let stranger = world.makeViewController(named: "stranger")
    assertRaises(
      .selectingNonChild(stranger), in: &world, .setSelectedViewController(stranger, of: tabs))
    XCTAssertEqual(
      UIKitException.selectingNonChild(stranger).message,
      "Attempting to select a view controller that isn't a child! stranger")
  }

  func testRule5_2_anIndexOutOfRangeIsIgnored() {
    var (world, tabs, items) = showingTabs(profile: .ios17)
    assertTrace(world.run(.setSelectedIndex(9, of: tabs), .setSelectedIndex(-1, of: tabs)), "")
    XCTAssertEqual(world.visibleChild(of: tabs), items[0])
  }

  func testRule5_2_reTappingTheSelectedNavigationTabPopsItToRoot() {
    var world = World(profile: .ios5)
    let root = world.makeViewController(named: "root")
    let pushed = world.makeViewController(named: "pushed")
    let nav = world.makeNavigationController(named: "nav")
    let other = world.makeViewController(named: "other")
    let tabs = world.makeTabBarController(named: "tabs")
    world.run(
      .setViewControllers([root], of: nav, animated: false),
      .setViewControllers([nav, other], of: tabs, animated: false),
      .setRootViewController(tabs, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow),
      .pushViewController(pushed, onto: nav, animated: false))
    assertTrace(
      world.run(.tapTab(at: 1, of: tabs), .tapTab(at: 1, of: tabs)).filter {
        if case .callback(let callback) = $0 { callback.controller == other } else { false }
      },
      """
      other.loadView()
      other.viewDidLoad()
      other.viewWillAppear(false)
      other.viewDidAppear(false)
      """)
    world.run(.tapTab(at: 0, of: tabs))
    assertTrace(
      world.run(.tapTab(at: 0, of: tabs), .runUntilIdle),
      """
      pushed.willMove(toParent: nil)
      pushed.viewWillDisappear(true)
      root.viewWillAppear(true)
      // turn 1 ends
      // t = 0.35: nav transition from pushed to root ends
      pushed.viewDidDisappear(true)
      pushed.didMove(toParent: nil)
      root.viewDidAppear(true)
      // turn 2 ends
      """)
  }

  func testASelectedChildTakenByAnotherParentLeavesNoSelection() {
    var (world, tabs, items) = showingTabs(profile: .ios17)
    let elsewhere = world.makeViewController(named: "elsewhere")
    world.run(.addChild(items[0], to: elsewhere))
    XCTAssertNil(world.visibleChild(of: tabs))
    XCTAssertEqual(world.invariantViolationsCount, 0)
  }

  func testRule5_2_aNavigationControllerInATabForwardsTheSwitchToItsTop() {
    var world = World(profile: .ios7)
    let first = world.makeViewController(named: "first")
    let top = world.makeViewController(named: "top")
    let nav = world.makeNavigationController(named: "nav")
    let tabs = world.makeTabBarController(named: "tabs")
    world.run(
      .setViewControllers([top], of: nav, animated: false),
      .setViewControllers([first, nav], of: tabs, animated: false),
      .setRootViewController(tabs, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow), .runUntilIdle)
    assertTrace(
      world.run(.setSelectedViewController(nav, of: tabs), .endTurn),
      """
      nav.loadView()
      nav.viewDidLoad()
      top.loadView()
      top.viewDidLoad()
      nav.viewWillAppear(false)
      top.viewWillAppear(false)
      first.viewWillDisappear(false)
      // turn 2 ends
      first.viewDidDisappear(false)
      nav.viewDidAppear(false)
      top.viewDidAppear(false)
      top.didMove(toParent: nav)
      """)
  }

  /// Selecting by index reads the tabs in their order after any change:
  /// after one selection, a tab removed by hand and a child added by hand
  /// shift the indices, and index 2 is the added child (the order a
  /// selection remembers is forgotten when the children change).
  func testRule5_2_selectingByIndexReadsTheTabsAsTheyAreAfterAChange() {
    var (world, tabs, items) = showingTabs(profile: .ios17)
    let added = world.makeViewController(named: "added")
    world.run(.setSelectedIndex(2, of: tabs), .runUntilIdle)
    XCTAssertEqual(world.selectedViewController(of: tabs), items[2])
    world.run(
      .directCall(.willMove(toParent: nil), on: items[0]), .removeFromParent(items[0]),
      .addChild(added, to: tabs), .directCall(.didMove(toParent: tabs), on: added),
      .setSelectedIndex(2, of: tabs), .runUntilIdle)
    XCTAssertEqual(world.children(of: tabs), [items[1], items[2], added])
    XCTAssertEqual(world.selectedViewController(of: tabs), added)
  }

  /// Two worlds with the same tabs are equal whether or not one of them
  /// remembers their order (a selection of the tab already selected
  /// remembers it and changes nothing else).
  func testRule5_2_aRememberedTabOrderTakesNoPartInEquality() {
    let (plain, tabs, _) = showingTabs(profile: .ios17)
    var remembering = plain
    remembering.run(.setSelectedIndex(0, of: tabs))
    XCTAssertEqual(remembering, plain)
    XCTAssertEqual(remembering.hashValue, plain.hashValue)
  }
}

import Containment
import ContainmentTesting
import XCTest

/// §2: the appearance state machine, forwarding, window-driven changes,
/// explicit transitions, forwarding switched off, and direct calls.
final class AppearanceTests: XCTestCase {
  // MARK: 2.3 adding to and removing from a visible parent

  func testRule2_3_addingToAVisibleParent_didAppearWaitsForTheTurnEnd() throws {
    for profile in [Profile.ios7, .ios17] {
      var (world, root) = World.showing(profile: profile)
      let child = world.makeViewController(named: "c")
      var events = world.run(
        .addChild(child, to: root),
        .addSubview(.view(of: child), to: .view(of: root)),
        .directCall(.didMove(toParent: root), on: child))
      events += world.run(.endTurn)
      let isAppearing = profile.sendsViewIsAppearing ? "c.viewIsAppearing(false)\n" : ""
      assertTrace(
        in: profile,
        events,
        """
        c.willMove(toParent: root)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: root)
        // turn 2 ends
        \(isAppearing)c.viewDidAppear(false)
        """)
    }
  }

  func testRule2_3_addingToAVisibleParentInIOS5_didAppearComesInsideAddSubview() {
    var (world, root) = World.showing(profile: .ios5)
    let child = world.makeViewController(named: "c")
    assertTrace(
      world.run(
        .addChild(child, to: root),
        .addSubview(.view(of: child), to: .view(of: root)),
        .directCall(.didMove(toParent: root), on: child)),
      """
      c.willMove(toParent: root)
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(false)
      c.viewDidAppear(false)
      c.didMove(toParent: root)
      """)
  }

  func testRule2_3_removalFromAVisibleParent() {
    for profile in Profile.presets {
      var (world, root) = World.showing(profile: profile)
      let child = world.makeViewController(named: "c")
      world.embed(child, in: root)
      world.run(.runUntilIdle)
      let events = world.run(
        .directCall(.willMove(toParent: nil), on: child),
        .removeFromSuperview(.view(of: child)),
        .removeFromParent(child),
        .endTurn)
      let expected =
        profile.windowDidTiming == .synchronous
        ? """
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        c.viewDidDisappear(false)
        c.didMove(toParent: nil)
        // turn 3 ends
        """
        : """
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        c.didMove(toParent: nil)
        // turn 3 ends
        c.viewDidDisappear(false)
        """
      assertTrace(in: profile, events, expected)
    }
  }

  func testRule2_3_addedAndRemovedInOneTurn_theQueuedDidAppearIsDropped() {
    var (world, root) = World.showing(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.run(.loadViewIfNeeded(child))
    assertTrace(
      world.run(
        .addSubview(.view(of: child), to: .view(of: root)),
        .removeFromSuperview(.view(of: child)),
        .endTurn),
      """
      c.viewWillAppear(false)
      c.viewWillDisappear(false)
      // turn 2 ends
      c.viewDidDisappear(false)
      """)
  }

  func testRule2_3_nothingAppearsInAHiddenWindowUntilItIsShown() {
    var world = World(profile: .ios17)
    let root = world.makeViewController(named: "root")
    let child = world.makeViewController(named: "c")
    world.run(.setRootViewController(root, of: world.mainWindow))
    world.embed(child, in: root)
    XCTAssertEqual(world.appearance(of: child), .disappeared)
    world.run(.runUntilIdle)
    assertTrace(
      world.run(.makeKeyAndVisible(world.mainWindow), .endTurn),
      """
      root.viewWillAppear(false)
      c.viewWillAppear(false)
      // turn 2 ends
      root.viewIsAppearing(false)
      c.viewIsAppearing(false)
      root.viewDidAppear(false)
      c.viewDidAppear(false)
      """)
    assertTrace(
      world.run(.setWindowHidden(world.mainWindow, true), .endTurn),
      """
      root.viewWillDisappear(false)
      c.viewWillDisappear(false)
      // turn 3 ends
      root.viewDidDisappear(false)
      c.viewDidDisappear(false)
      """)
  }

  /// Revision 3: entering, a child is asked when its parent's view is
  /// already in the window; leaving, only the root of the move and
  /// controllers with no parent are asked, so a child inside a removed plain
  /// view keeps its state.
  func testRule2_3_plainViewsCarryControllerViewsIn_butOnlyParentlessOnesOut() {
    var (world, root) = World.showing(profile: .ios17)
    let card = world.makeViewController(named: "card")
    let badge = world.makeViewController(named: "badge")
    let box = world.makeView(named: "box")
    world.run(
      .addChild(card, to: root),
      .addSubview(.view(of: card), to: .plain(box)),
      .addSubview(.view(of: badge), to: .view(of: card)),
      .directCall(.didMove(toParent: root), on: card),
      .endTurn)
    assertTrace(
      world.run(.addSubview(.plain(box), to: .view(of: root)), .endTurn),
      """
      card.viewWillAppear(false)
      badge.viewWillAppear(false)
      // turn 3 ends
      card.viewIsAppearing(false)
      badge.viewIsAppearing(false)
      card.viewDidAppear(false)
      badge.viewDidAppear(false)
      """)
    let shelf = world.makeView(named: "shelf")
    world.run(.addSubview(.plain(shelf), to: .view(of: root)))
    assertTrace(world.run(.addSubview(.plain(box), to: .plain(shelf))), "")
    assertTrace(
      world.run(.removeFromSuperview(.plain(box)), .endTurn),
      """
      badge.viewWillDisappear(false)
      // turn 4 ends
      badge.viewDidDisappear(false)
      """)
    XCTAssertEqual(world.appearance(of: card), .appeared)
  }

  // MARK: 2.2 forwarding

  func testRule2_2_parentAppearingAfterChildrenWereAdded_parentFirstForWillAndDid() {
    var world = World(profile: .ios7)
    let parent = world.makeViewController(named: "p")
    let first = world.makeViewController(named: "a")
    let second = world.makeViewController(named: "b")
    world.embed(first, in: parent)
    world.embed(second, in: parent)
    assertTrace(
      world.run(
        .setRootViewController(parent, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
        .endTurn),
      """
      p.viewWillAppear(false)
      a.viewWillAppear(false)
      b.viewWillAppear(false)
      // turn 1 ends
      p.viewDidAppear(false)
      a.viewDidAppear(false)
      b.viewDidAppear(false)
      """)
  }

  func testRule2_2_childrenWhoseViewsAreNotInsideTheParentsViewAreSkipped() {
    var world = World(profile: .ios7)
    let parent = world.makeViewController(named: "p")
    let shown = world.makeViewController(named: "shown")
    let offscreen = world.makeViewController(named: "offscreen")
    world.embed(shown, in: parent)
    world.run(
      .addChild(offscreen, to: parent), .loadViewIfNeeded(offscreen),
      .directCall(.didMove(toParent: parent), on: offscreen))
    assertTrace(
      world.run(.beginAppearanceTransition(parent, isAppearing: true, animated: true)),
      """
      p.viewWillAppear(true)
      shown.viewWillAppear(true)
      """)
  }

  func testRule2_2_aChildAddedByTheParentsWillAppearHandlerIsForwardedTo() throws {
    var world = World(profile: .ios7)
    let root = world.makeViewController(named: "root")
    let late = world.makeViewController(named: "late")
    world.run(.setRootViewController(root, of: world.mainWindow))
    var events: [Event] = []
    try world.apply(.makeKeyAndVisible(world.mainWindow)) { event, world in
      events.append(event)
      guard event.callback?.method == .viewWillAppear(false), event.callback?.controller == root
      else { return }
      for call in [
        Call.addChild(late, to: root), .addSubview(.view(of: late), to: .view(of: root)),
        .directCall(.didMove(toParent: root), on: late),
      ] {
        events += try world.apply(call)
      }
    }
    assertTrace(
      events,
      """
      root.viewWillAppear(false)
      late.willMove(toParent: root)
      late.loadView()
      late.viewDidLoad()
      late.didMove(toParent: root)
      late.viewWillAppear(false)
      """)
  }

  /// outer > middle > inner, each embedded the documented way, off screen.
  private func threeDeep(middleForwards: Bool = true) -> (
    World, outer: ControllerID, middle: ControllerID, inner: ControllerID
  ) {
    var world = World(profile: .ios7)
    let outer = world.makeViewController(named: "outer")
    let middle = world.makeViewController(named: "middle")
    let inner = world.makeViewController(named: "inner")
    world.run(.setForwardsAppearance(middle, middleForwards))
    world.embed(middle, in: outer)
    world.embed(inner, in: middle)
    return (world, outer, middle, inner)
  }

  func testRule2_2_threeDeep_forwardingOffStopsTheChainOfAnExplicitTransition() {
    var (world, outer, middle, inner) = threeDeep()
    assertTrace(
      world.run(
        .beginAppearanceTransition(outer, isAppearing: true, animated: true),
        .endAppearanceTransition(outer)),
      """
      outer.viewWillAppear(true)
      middle.viewWillAppear(true)
      inner.viewWillAppear(true)
      outer.viewDidAppear(true)
      middle.viewDidAppear(true)
      inner.viewDidAppear(true)
      """)
    world.run(
      .beginAppearanceTransition(outer, isAppearing: false, animated: true),
      .endAppearanceTransition(outer),
      .setForwardsAppearance(middle, false))
    assertTrace(
      world.run(
        .beginAppearanceTransition(outer, isAppearing: true, animated: true),
        .endAppearanceTransition(outer)),
      """
      outer.viewWillAppear(true)
      middle.viewWillAppear(true)
      outer.viewDidAppear(true)
      middle.viewDidAppear(true)
      """)
    XCTAssertEqual(world.appearance(of: inner), .disappeared)
  }

  /// Revision 3: window moves do not reach the children of a container that
  /// forwards by hand; its begin/end calls are their only callbacks.
  func testRule2_5_withForwardingOffWindowMovesDoNotReachTheChildren() {
    var (world, outer, _, _) = threeDeep(middleForwards: false)
    world.run(.setRootViewController(outer, of: world.mainWindow))
    assertTrace(
      world.run(.makeKeyAndVisible(world.mainWindow), .endTurn),
      """
      outer.viewWillAppear(false)
      middle.viewWillAppear(false)
      // turn 1 ends
      outer.viewDidAppear(false)
      middle.viewDidAppear(false)
      """)
  }

  // MARK: 2.4 explicit transitions

  func testRule2_4_beginAndEndSendTheWillAndDidWithBeginsAnimated() {
    var world = World(profile: .ios17)
    let child = world.makeViewController(named: "c")
    assertTrace(
      world.run(
        .beginAppearanceTransition(child, isAppearing: true, animated: true),
        .endAppearanceTransition(child)),
      """
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(true)
      c.viewIsAppearing(true)
      c.viewDidAppear(true)
      """)
    XCTAssertEqual(world.appearance(of: child), .appeared)
  }

  func testRule2_4_theCancelRecipeSendsNoWarning_aSecondEndIsUnbalanced() {
    var (world, root) = World.showing(profile: .ios7)
    assertTrace(
      world.run(
        .beginAppearanceTransition(root, isAppearing: false, animated: true),
        .beginAppearanceTransition(root, isAppearing: true, animated: false),
        .endAppearanceTransition(root)),
      """
      root.viewWillDisappear(true)
      root.viewWillAppear(false)
      root.viewDidAppear(false)
      """)
    assertTrace(
      world.run(.endAppearanceTransition(root)),
      "warning: Unbalanced calls to begin/end appearance transitions for root.")
  }

  func testRule2_4_W1_endWithoutBeginWarnsAndChangesNothing() {
    var (world, root) = World.showing(profile: .ios17)
    let before = world
    assertTrace(
      world.run(.endAppearanceTransition(root)),
      "warning: Unbalanced calls to begin/end appearance transitions for root.")
    XCTAssertEqual(world.appearance(of: root), before.appearance(of: root))
  }

  func testRule2_4_sameDirectionBeginsNest_theDidComesWithTheLastEnd() {
    var world = World(profile: .ios7)
    let child = world.makeViewController(named: "c")
    world.run(.loadViewIfNeeded(child))
    let wills = world.run(
      .beginAppearanceTransition(child, isAppearing: true, animated: true),
      .beginAppearanceTransition(child, isAppearing: true, animated: false))
    XCTAssertEqual(world.appearanceTransitionLevel(of: child), 2)
    assertTrace(
      wills + world.run(.endAppearanceTransition(child), .endAppearanceTransition(child)),
      """
      c.viewWillAppear(true)
      c.viewDidAppear(true)
      """)
    assertTrace(
      world.run(.endAppearanceTransition(child)),
      "warning: Unbalanced calls to begin/end appearance transitions for c.")
  }

  func testRule2_4_aNestedEndOfAControllerThatDoesNotForwardClosesAtOnce() {
    var world = World(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.run(
      .loadViewIfNeeded(child), .setForwardsAppearance(child, false),
      .beginAppearanceTransition(child, isAppearing: false, animated: false),
      .beginAppearanceTransition(child, isAppearing: false, animated: false))
    assertTrace(
      world.run(.endAppearanceTransition(child), .endAppearanceTransition(child)),
      """
      c.viewDidDisappear(false)
      warning: Unbalanced calls to begin/end appearance transitions for c.
      """)
  }

  func testRule2_4_theOppositeDirectionReplacesANestedTransition() {
    var (world, root) = World.showing(profile: .ios7)
    world.run(
      .beginAppearanceTransition(root, isAppearing: false, animated: true),
      .beginAppearanceTransition(root, isAppearing: false, animated: true))
    assertTrace(
      world.run(
        .beginAppearanceTransition(root, isAppearing: true, animated: false),
        .endAppearanceTransition(root)),
      """
      root.viewWillAppear(false)
      root.viewDidAppear(false)
      """)
    XCTAssertEqual(world.appearanceTransitionLevel(of: root), 0)
  }

  func testRule2_4_aBeginOnAnAppearingControllerResetsTheLevel_itsEndWarnsThenCompletes() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    world.run(.addChild(child, to: root), .addSubview(.view(of: child), to: .view(of: root)))
    XCTAssertEqual(world.appearance(of: child), .appearing)
    assertTrace(
      world.run(
        .beginAppearanceTransition(child, isAppearing: true, animated: false),
        .endAppearanceTransition(child),
        .endTurn),
      """
      warning: Unbalanced calls to begin/end appearance transitions for c.
      c.viewDidAppear(false)
      // turn 2 ends
      """)
    XCTAssertEqual(world.appearanceTransitionLevel(of: child), 0)
  }

  func testRule2_4_beginFromAppearedResendsWillAppear() {
    var (world, root) = World.showing(profile: .ios7)
    assertTrace(
      world.run(
        .beginAppearanceTransition(root, isAppearing: true, animated: true),
        .endAppearanceTransition(root)),
      """
      root.viewWillAppear(true)
      root.viewDidAppear(true)
      """)
  }

  func testRule2_4_anOpenTransitionOwnsTheCallbacksOfWindowMoves() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    assertTrace(
      world.run(
        .addChild(child, to: root),
        .beginAppearanceTransition(child, isAppearing: true, animated: true),
        .addSubview(.view(of: child), to: .view(of: root)),
        .endTurn,
        .endAppearanceTransition(child)),
      """
      c.willMove(toParent: root)
      c.loadView()
      c.viewDidLoad()
      c.viewWillAppear(true)
      // turn 2 ends
      c.viewDidAppear(true)
      """)
  }

  func testRule2_2_forwardingSkipsAChildWithAnOpenTransition_andItsSubtree() {
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    let grandchild = world.makeViewController(named: "g")
    let sibling = world.makeViewController(named: "s")
    world.embed(child, in: root)
    world.embed(grandchild, in: child)
    world.embed(sibling, in: root)
    world.run(.runUntilIdle, .beginAppearanceTransition(child, isAppearing: false, animated: true))
    assertTrace(
      world.run(.setWindowHidden(world.mainWindow, true), .endTurn),
      """
      root.viewWillDisappear(false)
      s.viewWillDisappear(false)
      // turn 3 ends
      root.viewDidDisappear(false)
      s.viewDidDisappear(false)
      """)
    assertTrace(
      world.run(.endAppearanceTransition(child)),
      """
      c.viewDidDisappear(true)
      g.viewDidDisappear(true)
      """)
  }

  // MARK: 2.1 guards

  func testRule2_1_aDidReachesAControllerThatMissedItsWill_asInUIKit() {
    // A child whose view joins a parent in an open transition gets no
    // window-driven will; the parent's end then forwards a lone did
    // (rdar 12322346). The model shows it rather than repair it.
    var (world, root) = World.showing(profile: .ios7)
    let child = world.makeViewController(named: "c")
    world.run(
      .beginAppearanceTransition(root, isAppearing: false, animated: false),
      .endAppearanceTransition(root),
      .beginAppearanceTransition(root, isAppearing: true, animated: false))
    assertTrace(
      world.run(
        .addChild(child, to: root),
        .addSubview(.view(of: child), to: .view(of: root)),
        .endAppearanceTransition(root)),
      """
      c.willMove(toParent: root)
      c.loadView()
      c.viewDidLoad()
      root.viewDidAppear(false)
      c.viewDidAppear(false)
      """)
  }

  // MARK: 2.6 direct calls

  func testRule2_6_directAppearanceCallsChangeNoState_andWarnInIOS17Only() {
    for profile in Profile.presets {
      var (world, root) = World.showing(profile: profile)
      let events = world.run(.directCall(.viewWillDisappear(true), on: root))
      XCTAssertEqual(world.appearance(of: root), .appeared, profile.name)
      var expected = "root.viewWillDisappear(true)"
      if profile.warnsOnDirectAppearanceCalls {
        expected +=
          "\nwarning: Calling -viewWillDisappear: directly on a view controller is not supported, "
          + "and may result in out-of-order callbacks and other inconsistent behavior. Use the "
          + "-beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
          + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
          + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
          + "debugger."
      }
      assertTrace(in: profile, events, expected)
    }
  }

  func testRule2_6_directLoadViewAndViewDidLoadAreCallbacksOnly() {
    var world = World(profile: .ios17)
    let child = world.makeViewController(named: "c")
    assertTrace(
      world.run(.directCall(.loadView, on: child), .directCall(.viewDidLoad, on: child)),
      """
      c.loadView()
      c.viewDidLoad()
      """)
    XCTAssertFalse(world.isViewLoaded(child))
  }

  /// A forwarding-off container that adds the child's view and then calls
  /// begin/end, the commonest correct manual pattern: the move reaches no
  /// child of such a container, so each callback comes once and UIKit logs
  /// no "Unbalanced calls" (rules 2.3, 2.5, revision 3).
  func
    testRule2_5_aContainerThatForwardsByHandAddsTheViewThenBeginsAndEnds_eachCallbackOnceNoWarning()
  {
    let scenario = """
      let drawer = UIViewController()
      let menu = UIViewController()
      drawer.shouldAutomaticallyForwardAppearanceMethods = false
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      drawer.addChild(menu)
      drawer.view.addSubview(menu.view)
      menu.beginAppearanceTransition(true, animated: false)
      menu.endAppearanceTransition()
      menu.didMove(toParent: drawer)
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.viewWillAppear(false)
        drawer.viewDidAppear(false)
        // turn 1 ends
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(false)
        menu.viewDidAppear(false)
        menu.didMove(toParent: drawer)
        // turn 2 ends
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(false)
        menu.viewIsAppearing(false)
        menu.viewDidAppear(false)
        menu.didMove(toParent: drawer)
        // turn 2 ends
        """)
  }

  /// A forwarding-off container whose window is shown and hidden: `menu`,
  /// forwarded by hand, follows; `forgotten` gets nothing (rules 2.3, 2.5,
  /// revision 3).
  func testRule2_5_whenTheWindowHidesAndShows_childrenGetOnlyWhatTheContainerForwards() {
    let scenario = """
      let drawer = UIViewController()
      let menu = UIViewController()
      let forgotten = UIViewController()
      drawer.shouldAutomaticallyForwardAppearanceMethods = false
      on drawer.viewWillDisappear { menu.beginAppearanceTransition(false, animated: false) }
      on drawer.viewDidDisappear { menu.endAppearanceTransition() }
      on drawer.viewWillAppear { menu.beginAppearanceTransition(true, animated: false) }
      on drawer.viewDidAppear { menu.endAppearanceTransition() }
      drawer.addChild(menu)
      drawer.view.addSubview(menu.view)
      menu.didMove(toParent: drawer)
      drawer.addChild(forgotten)
      drawer.view.addSubview(forgotten.view)
      forgotten.didMove(toParent: drawer)
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      window.isHidden = true
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        menu.willMove(toParent: drawer)
        drawer.loadView()
        drawer.viewDidLoad()
        menu.loadView()
        menu.viewDidLoad()
        menu.didMove(toParent: drawer)
        forgotten.willMove(toParent: drawer)
        forgotten.loadView()
        forgotten.viewDidLoad()
        forgotten.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        menu.viewWillAppear(false)
        drawer.viewDidAppear(false)
        menu.viewDidAppear(false)
        // turn 1 ends
        drawer.viewWillDisappear(false)
        menu.viewWillDisappear(false)
        drawer.viewDidDisappear(false)
        menu.viewDidDisappear(false)
        // turn 2 ends
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        menu.willMove(toParent: drawer)
        drawer.loadView()
        drawer.viewDidLoad()
        menu.loadView()
        menu.viewDidLoad()
        menu.didMove(toParent: drawer)
        forgotten.willMove(toParent: drawer)
        forgotten.loadView()
        forgotten.viewDidLoad()
        forgotten.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        menu.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        menu.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        menu.viewDidAppear(false)
        drawer.viewWillDisappear(false)
        menu.viewWillDisappear(false)
        // turn 2 ends
        drawer.viewDidDisappear(false)
        menu.viewDidDisappear(false)
        """)
  }

  /// A child added while its parent appears through an explicit transition:
  /// in ios17 it gets `viewWillAppear` from the move and its `viewDidAppear`
  /// when the parent's transition ends; in ios7 only the did, by forwarding
  /// (rule 2.3, revision 3).
  func testRule2_3_aLateChild_getsWillAppearFromTheMoveInIOS17Only() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.beginAppearanceTransition(false, animated: false)
      p.endAppearanceTransition()
      p.beginAppearanceTransition(true, animated: true)
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      p.endAppearanceTransition()
      """
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewDidAppear(false)
        p.viewWillDisappear(false)
        p.viewDidDisappear(false)
        p.viewWillAppear(true)
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        p.viewDidAppear(true)
        c.viewDidAppear(true)
        // turn 2 ends
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        p.viewWillDisappear(false)
        p.viewDidDisappear(false)
        p.viewWillAppear(true)
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: p)
        p.viewIsAppearing(true)
        p.viewDidAppear(true)
        c.viewIsAppearing(true)
        c.viewDidAppear(true)
        // turn 2 ends
        """)
  }

  /// A controller that is not a child, inside a pushed controller's view:
  /// added during the push (in `viewDidLoad`), the navigation controller's
  /// move asks nobody; added after it, the move asks it (rule 2.3, revision
  /// 3).
  func testRule2_3_aNonChildInsideAPushedView_isAskedOnlyWhenAddedAfterThePush() {
    let scenario = """
      let home = UIViewController()
      let detail = UIViewController()
      let early = UIViewController()
      let later = UIViewController()
      let nav = UINavigationController(rootViewController: home)
      on detail.viewDidLoad { detail.view.addSubview(early.view) }
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(detail, animated: false)
      RunLoop.main.runUntilIdle()
      detail.view.addSubview(later.view)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        home.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        nav.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        home.viewIsAppearing(false)
        nav.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        early.loadView()
        early.viewDidLoad()
        home.viewWillDisappear(false)
        detail.viewWillAppear(false)
        home.viewDidDisappear(false)
        detail.viewIsAppearing(false)
        detail.viewDidAppear(false)
        detail.didMove(toParent: nav)
        later.loadView()
        later.viewDidLoad()
        later.viewWillAppear(false)
        // turn 3 ends
        later.viewIsAppearing(false)
        later.viewDidAppear(false)
        """)
  }
}

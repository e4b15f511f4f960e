import Containment
import ContainmentTesting
import XCTest

/// rule 5.1: UINavigationController.
final class NavigationControllerTests: XCTestCase {
  /// Revision 3: the root's didMove is held until its first viewDidAppear.
  func testRule5_1_theRootInitializerSendsWillMove_andHoldsDidMoveUntilTheRootAppears() {
    var world = World()
    let root = world.makeViewController(named: "a")
    let nav = world.makeNavigationController(named: "nav")
    assertTrace(
      world.run(.setViewControllers([root], of: nav, animated: false)),
      """
      a.willMove(toParent: nav)
      """)
    assertTrace(
      world.run(
        .setRootViewController(nav, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
        .endTurn),
      """
      nav.loadView()
      nav.viewDidLoad()
      a.loadView()
      a.viewDidLoad()
      nav.viewWillAppear(false)
      a.viewWillAppear(false)
      // turn 1 ends
      nav.viewIsAppearing(false)
      a.viewIsAppearing(false)
      nav.viewDidAppear(false)
      a.viewDidAppear(false)
      a.didMove(toParent: nav)
      """)
  }

  func testRule5_1_pushStartsAtTheLayoutPassInIOS7AndIOS17() {
    for profile in [Profile.ios7, .ios17] {
      var (world, nav, _) = World.showingNavigation(profile: profile)
      let pushed = world.makeViewController(named: "b")
      let isAppearing = profile.sendsViewIsAppearing ? "b.viewIsAppearing(true)\n" : ""
      assertTrace(
        in: profile,
        world.run(.pushViewController(pushed, onto: nav, animated: true), .runUntilIdle),
        """
        b.willMove(toParent: nav)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        \(isAppearing)// t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 3 ends
        """)
    }
  }

  func testRule5_1_pushStartsAtOnceInIOS5_andNotAnimatedEndsAtOnce() {
    var (world, nav, _) = World.showingNavigation(profile: .ios5)
    let pushed = world.makeViewController(named: "b")
    assertTrace(
      world.run(.pushViewController(pushed, onto: nav, animated: false)),
      """
      b.willMove(toParent: nav)
      b.loadView()
      b.viewDidLoad()
      a.viewWillDisappear(false)
      b.viewWillAppear(false)
      a.viewDidDisappear(false)
      b.viewDidAppear(false)
      b.didMove(toParent: nav)
      """)
  }

  func testRule5_1_popSendsWillMoveNilAtTheStartAndDidMoveNilBeforeTheRevealedDidAppear() {
    var (world, nav, _) = World.showingNavigation(profile: .ios7)
    let pushed = world.makeViewController(named: "b")
    world.run(.pushViewController(pushed, onto: nav, animated: false), .runUntilIdle)
    assertTrace(
      world.run(.popViewController(nav, animated: true), .runUntilIdle),
      """
      // turn 3 ends
      b.willMove(toParent: nil)
      b.viewWillDisappear(true)  // isMovingFromParent
      a.viewWillAppear(true)
      // t = 0.35: nav transition from b to a ends
      b.viewDidDisappear(true)  // isMovingFromParent
      b.didMove(toParent: nil)
      a.viewDidAppear(true)
      // turn 4 ends
      """, flags: true)
    XCTAssertEqual(Array(world.children(of: nav)).map(\.name), ["a"])
  }

  func testRule5_1_pushedControllerIsMovingToParentThroughItsViewDidAppear() {
    var (world, nav, _) = World.showingNavigation(profile: .ios5)
    let pushed = world.makeViewController(named: "b")
    let events = world.run(.pushViewController(pushed, onto: nav, animated: true), .runUntilIdle)
    let flagged = events.compactMap(\.callback).filter { $0.controller == pushed }
      .filter(\.method.isAppearanceCallback).map(\.context.isMovingToParent)
    XCTAssertEqual(flagged, [true, true])
  }

  func testRule5_1_popToRootBuriesTheMiddleFromTheTopDown() {
    var (world, nav, _) = World.showingNavigation(profile: .ios5)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let d = world.makeViewController(named: "d")
    for pushed in [b, c, d] { world.run(.pushViewController(pushed, onto: nav, animated: false)) }
    assertTrace(
      world.run(.popToRootViewController(nav, animated: false)),
      """
      c.willMove(toParent: nil)
      c.didMove(toParent: nil)
      b.willMove(toParent: nil)
      b.didMove(toParent: nil)
      d.willMove(toParent: nil)
      d.viewWillDisappear(false)
      a.viewWillAppear(false)
      d.viewDidDisappear(false)
      d.didMove(toParent: nil)
      a.viewDidAppear(false)
      """)
  }

  func testRule5_1_setViewControllers_theReplacedTopGetsNoWillMoveOrDidMove() {
    var (world, nav, a) = World.showingNavigation(profile: .ios5)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let d = world.makeViewController(named: "d")
    world.run(.pushViewController(b, onto: nav, animated: false))
    assertTrace(
      world.run(.setViewControllers([a, c, d], of: nav, animated: false)),
      """
      c.willMove(toParent: nav)
      c.didMove(toParent: nav)
      d.willMove(toParent: nav)
      d.loadView()
      d.viewDidLoad()
      b.viewWillDisappear(false)
      d.viewWillAppear(false)
      b.viewDidDisappear(false)
      d.viewDidAppear(false)
      d.didMove(toParent: nav)
      """)
    XCTAssertEqual(Array(world.children(of: nav)), [a, c, d])
    XCTAssertNil(world.parent(of: b))
  }

  func testRule5_1_interactivePopCancelled_theStackIsUnchangedAndThereIsNoDidMove() {
    var (world, nav, a) = World.showingNavigation(profile: .ios7)
    let b = world.makeViewController(named: "b")
    world.run(.pushViewController(b, onto: nav, animated: false), .runUntilIdle)
    assertTrace(
      world.run(.beginInteractivePop(nav)),
      """
      b.willMove(toParent: nil)
      b.viewWillDisappear(true)
      a.viewWillAppear(true)
      """)
    assertTrace(
      world.run(.cancelInteractivePop(nav)),
      """
      a.viewWillDisappear(true)
      a.viewDidDisappear(true)
      b.viewWillAppear(true)
      b.viewDidAppear(true)
      """)
    XCTAssertEqual(Array(world.children(of: nav)), [a, b])
    XCTAssertFalse(world.context(of: b).isMovingFromParent)
  }

  func testRule5_1_interactivePopFinished_endsAsAPop() {
    var (world, nav, a) = World.showingNavigation(profile: .ios7)
    let b = world.makeViewController(named: "b")
    world.run(
      .pushViewController(b, onto: nav, animated: false), .runUntilIdle, .beginInteractivePop(nav))
    assertTrace(
      world.run(.finishInteractivePop(nav)),
      """
      b.viewDidDisappear(true)
      b.didMove(toParent: nil)
      a.viewDidAppear(true)
      """)
    XCTAssertEqual(Array(world.children(of: nav)), [a])
  }

  func testRule5_1_aPushDuringARunningTransitionCompletesItFirst() {
    var (world, nav, _) = World.showingNavigation(profile: .ios5)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    world.run(.pushViewController(b, onto: nav, animated: true), .run(for: 0.1))
    assertTrace(
      world.run(.pushViewController(c, onto: nav, animated: false)),
      """
      a.viewDidDisappear(true)
      b.viewDidAppear(true)
      b.didMove(toParent: nav)
      c.willMove(toParent: nav)
      c.loadView()
      c.viewDidLoad()
      b.viewWillDisappear(false)
      c.viewWillAppear(false)
      b.viewDidDisappear(false)
      c.viewDidAppear(false)
      c.didMove(toParent: nav)
      """)
  }

  /// Revision 3: while the navigation controller has not appeared, the top's
  /// didMove is held; a push that covers it sends it right after the
  /// covering controller's willMove, and the new top's comes after its
  /// first viewDidAppear.
  func testRule5_1_offScreenPushesSendOnlyMoves_andOnlyTheTopAppearsLater() {
    var world = World(profile: .ios7)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    let nav = world.makeNavigationController(named: "nav")
    assertTrace(
      world.run(
        .setViewControllers([a], of: nav, animated: false),
        .pushViewController(b, onto: nav, animated: true)),
      """
      a.willMove(toParent: nav)
      b.willMove(toParent: nav)
      a.didMove(toParent: nav)
      """)
    assertTrace(
      world.run(
        .setRootViewController(nav, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
        .endTurn),
      """
      nav.loadView()
      nav.viewDidLoad()
      b.loadView()
      b.viewDidLoad()
      nav.viewWillAppear(false)
      b.viewWillAppear(false)
      // turn 1 ends
      nav.viewDidAppear(false)
      b.viewDidAppear(false)
      b.didMove(toParent: nav)
      """)
  }

  func testRule5_1_aNavigationControllerInsideACustomContainerForwardsToItsTop() {
    var (world, root) = World.showing("container", profile: .ios7)
    let a = world.makeViewController(named: "a")
    let nav = world.makeNavigationController(named: "nav")
    world.run(.setViewControllers([a], of: nav, animated: false))
    assertTrace(
      world.run(
        .addChild(nav, to: root), .addSubview(.view(of: nav), to: .view(of: root)),
        .directCall(.didMove(toParent: root), on: nav), .endTurn),
      """
      nav.willMove(toParent: container)
      nav.loadView()
      nav.viewDidLoad()
      a.loadView()
      a.viewDidLoad()
      nav.viewWillAppear(false)
      a.viewWillAppear(false)
      nav.didMove(toParent: container)
      // turn 2 ends
      nav.viewDidAppear(false)
      a.viewDidAppear(false)
      a.didMove(toParent: nav)
      """)
  }

  func testRule5_1_E5_pushingTheSameInstanceTwiceRaises() {
    var (world, nav, a) = World.showingNavigation(profile: .ios17)
    assertRaises(
      .pushingSameInstance(navigation: nav, controller: a), in: &world,
      .pushViewController(a, onto: nav, animated: true))
    XCTAssertEqual(
      UIKitException.pushingSameInstance(navigation: nav, controller: a).message,
      "nav is pushing the same view controller instance (a) more than once which is not "
        + "supported and is most likely an error in the application")
  }

  func testRule5_1_E6_pushingANavigationControllerRaises() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let inner = world.makeNavigationController(named: "inner")
    assertRaises(
      .pushingNavigationController, in: &world,
      .pushViewController(inner, onto: nav, animated: true))
    XCTAssertEqual(
      UIKitException.pushingNavigationController.message,
      "Pushing a navigation controller is not supported")
  }

  func testPushingOntoAPlainControllerIsAnUnrecognizedSelector() {
    var (world, root) = World.showing(profile: .ios17)
    let b = world.makeViewController(named: "b")
    assertRaises(
      .unrecognizedSelector(root, "pushViewController:animated:"), in: &world,
      .pushViewController(b, onto: root, animated: true))
    let exception = UIKitException.unrecognizedSelector(root, "pushViewController:animated:")
    XCTAssertEqual(exception.code, "E0", "outside the reference's numbering")
    XCTAssertTrue(exception.isRaisedByUIKit, "the Objective-C runtime raises it: the app crashes")
  }

  func testPushingAControllerWhoseViewHoldsTheNavigationControllersViewRaises() {
    var world = World(profile: .ios5)
    let a = world.makeViewController(named: "a")
    let holder = world.makeViewController(named: "holder")
    let nav = world.makeNavigationController(named: "nav")
    world.run(
      .setViewControllers([a], of: nav, animated: false),
      .addSubview(.view(of: nav), to: .view(of: holder)))
    assertRaises(
      .viewInsideItself(.view(of: holder)), in: &world,
      .pushViewController(holder, onto: nav, animated: false))
  }

  /// A pop and a `setViewControllers` asked for while an animated push runs:
  /// in ios17 each waits for the one before to end at its natural time, and
  /// starts at the next layout pass; in ios5 the running one ends at once
  /// (rule 5.1, revision 3).
  func testRule5_1_aPopAndASetAskedForDuringARunningPush_waitInIOS17_cutItShortInIOS5() {
    let scenario = """
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: true)
      RunLoop.main.run(for: 0.1)
      nav.popViewController(animated: true)
      nav.setViewControllers([a, c, d], animated: false)
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        // turn 1 ends
        b.willMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        // turn 2 ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        a.viewWillAppear(true)
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        a.viewDidAppear(true)
        c.willMove(toParent: nav)
        c.didMove(toParent: nav)
        d.willMove(toParent: nav)
        d.loadView()
        d.viewDidLoad()
        a.viewWillDisappear(false)
        d.viewWillAppear(false)
        a.viewDidDisappear(false)
        d.viewDidAppear(false)
        d.didMove(toParent: nav)
        // turn 3 ends
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        a.viewIsAppearing(false)
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        b.viewIsAppearing(true)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 3 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        a.viewWillAppear(true)
        a.viewIsAppearing(true)
        // t = 0.7: nav transition from b to a ends
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        a.viewDidAppear(true)
        c.willMove(toParent: nav)
        c.didMove(toParent: nav)
        d.willMove(toParent: nav)
        // turn 4 ends
        d.loadView()
        d.viewDidLoad()
        a.viewWillDisappear(false)
        d.viewWillAppear(false)
        a.viewDidDisappear(false)
        d.viewIsAppearing(false)
        d.viewDidAppear(false)
        d.didMove(toParent: nav)
        """)
  }

  /// A non-animated push in the same turn as `makeKeyAndVisible()`: the stack changes at
  /// once, `b` gets `viewDidLoad`, `viewWillAppear`, its layout pair, then `viewDidAppear`
  /// after the navigation controller's, and its didMove right after (rule 5.1, revision 3.1).
  func testRule5_1_aPushInTheTurnOfMakeKeyAndVisible_appearsWithTheNavigationController() {
    let scenario = """
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(b, animated: false)
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        // turn 1 ends
        nav.viewWillLayoutSubviews()
        nav.viewDidLayoutSubviews()
        b.viewWillLayoutSubviews()
        b.viewDidLayoutSubviews()
        """, layout: true)
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        b.willMove(toParent: nav)
        a.didMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewWillAppear(false)
        // turn 1 ends
        nav.viewWillLayoutSubviews()
        nav.viewDidLayoutSubviews()
        b.viewWillLayoutSubviews()
        b.viewDidLayoutSubviews()
        nav.viewDidAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        """, layout: true)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        b.willMove(toParent: nav)
        a.didMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        nav.viewWillLayoutSubviews()
        nav.viewDidLayoutSubviews()
        b.viewIsAppearing(false)
        b.viewWillLayoutSubviews()
        b.viewDidLayoutSubviews()
        nav.viewDidAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        """, layout: true)
  }

  /// A popped top leaves the stack (`viewControllers`, `topViewController`)
  /// when the pop is asked for, and stays a child until the pop's end
  /// removes it, in every profile.
  func testRule5_1_aPoppedTopLeavesTheStackWhenThePopIsAsked() {
    for profile in Profile.presets {
      var (world, nav, a) = World.showingNavigation(profile: profile)
      let b = world.makeViewController(named: "b")
      world.run(.pushViewController(b, onto: nav, animated: true), .runUntilIdle)
      XCTAssertEqual(world.navigationStack(of: nav), [a, b], profile.name)
      world.run(.popViewController(nav, animated: true))
      XCTAssertEqual(world.navigationStack(of: nav), [a], profile.name)
      XCTAssertEqual(world.topViewController(of: nav), a, profile.name)
      XCTAssertEqual(world.children(of: nav), [a, b], profile.name)
      world.run(.runUntilIdle)
      XCTAssertEqual(world.navigationStack(of: nav), [a], profile.name)
      XCTAssertEqual(world.children(of: nav), [a], profile.name)
      XCTAssertEqual(world.invariantViolationsCount, 0, profile.name)
    }
  }

  /// An interactive pop's top leaves the stack with its
  /// `willMove(toParent: nil)` and is back on it when the gesture is
  /// cancelled; a push's arriving controller is on the stack at once.
  func testRule5_1_anInteractivePopsTopLeavesTheStackUntilCancelled() {
    var (world, nav, a) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    world.run(.pushViewController(b, onto: nav, animated: true))
    XCTAssertEqual(world.navigationStack(of: nav), [a, b])
    world.run(.runUntilIdle, .beginInteractivePop(nav))
    XCTAssertEqual(world.navigationStack(of: nav), [a])
    XCTAssertEqual(world.topViewController(of: nav), a)
    world.run(.cancelInteractivePop(nav))
    XCTAssertEqual(world.navigationStack(of: nav), [a, b])
    XCTAssertEqual(world.topViewController(of: nav), b)
  }
}

extension NavigationControllerTests {
  /// Pushes queued in one turn apply one by one, each when the one before
  /// ends (rule 5.1, revision 3), in steps that grow with their number:
  /// 700 were stopped as "does not settle" when every queued request was
  /// planned again at each transition's end.
  func testManyPushesQueuedInOneTurnAllApply() throws {
    for profile in [Profile.ios7, .ios17] {
      var world = World(profile: profile)
      let root = world.makeViewController(named: "root")
      let nav = world.makeNavigationController(named: "nav")
      for call: Call in [
        .setViewControllers([root], of: nav, animated: false),
        .setRootViewController(nav, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
        .runUntilIdle,
      ] {
        _ = try world.apply(call)
      }
      let pushed = (0..<700).map { world.makeViewController(named: "c\($0)") }
      for controller in pushed {
        _ = try world.apply(.pushViewController(controller, onto: nav, animated: false))
      }
      XCTAssertNoThrow(try world.apply(.runUntilIdle), profile.name)
      XCTAssertEqual(world.children(of: nav), [root] + pushed, profile.name)
      XCTAssertEqual(world.appearance(of: pushed[699]), .appeared, profile.name)
    }
  }

}

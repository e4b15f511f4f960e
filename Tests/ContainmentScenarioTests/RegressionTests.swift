import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Defects found by scenarios written by others, each pinned as a whole trace
/// under the rule it breaks.
final class RegressionTests: XCTestCase {
  private let navigationShowingA = """
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  /// A deferred push whose controller another container takes before the
  /// layout pass: the navigation controller no longer owns it when the
  /// transition would start, so it starts none and keeps showing `a`; `b`
  /// gets no appearance callback and no `didMove(toParent: nav)` (found by
  /// the settling check of the random programs).
  func testRule5_1_aPendingPushWhoseControllerLeavesTheStackBeforeTheLayoutPass_startsNothing() {
    let scenario =
      navigationShowingA + """
        let tabs = UITabBarController()
        nav.pushViewController(b, animated: true)
        tabs.setViewControllers([b], animated: false)
        RunLoop.main.runUntilIdle()
        """
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
        // turn 1 ends
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        // turn 2 ends
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
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        // turn 2 ends
        """)
  }

  /// A deferred push whose navigation controller leaves the visible window
  /// before the layout pass completes as it does off screen.
  ///
  /// `b`'s view is installed, and no appearance callback goes to `a` or `b`
  /// beyond the window's own (rules 5.1, 2.2). Revision 3: `b`'s
  /// `didMove(toParent: nav)` is held, as the navigation controller is no
  /// longer *appeared*; `a`'s view left the navigation controller's before
  /// its did, and the navigation controller's `viewDidDisappear` ends it
  /// anyway, as it ends every child still disappearing.
  func testRule5_1_aPendingPushWhoseNavigationControllerLeavesTheWindow_completesOffScreen() {
    let scenario =
      navigationShowingA + """
        nav.pushViewController(b, animated: true)
        window.isHidden = true
        RunLoop.main.runUntilIdle()
        """
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
        // turn 1 ends
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        nav.viewWillDisappear(false)
        a.viewWillDisappear(false)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        nav.viewDidDisappear(false)
        a.viewDidDisappear(false)
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
        nav.viewWillDisappear(false)
        a.viewWillDisappear(false)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        nav.viewDidDisappear(false)
        a.viewDidDisappear(false)
        """)
  }

  /// A push asked for from the `viewWillAppear` of the controller being pushed.
  private var pushFromWillAppear: String {
    navigationShowingA + """
      on b.viewWillAppear { nav.pushViewController(c, animated: true) }
      nav.pushViewController(b, animated: true)
      RunLoop.main.runUntilIdle()
      """
  }

  func testRule5_1_aPushFromTheViewWillAppearOfAPushedController_startsAfterTheFirstCompletes() {
    let scenario = pushFromWillAppear
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
        // turn 1 ends
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        c.willMove(toParent: nav)
        // turn 3 ends
        c.loadView()
        c.viewDidLoad()
        b.viewWillDisappear(true)
        c.viewWillAppear(true)
        // t = 0.7: nav transition from b to c ends
        b.viewDidDisappear(true)
        c.viewDidAppear(true)
        c.didMove(toParent: nav)
        // turn 4 ends
        """)
  }

  func testRule5_1_aPushFromTheViewWillAppearOfAPushedController_inIOS5_noReentryNoE5() {
    let scenario = pushFromWillAppear
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
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        c.willMove(toParent: nav)
        c.loadView()
        c.viewDidLoad()
        b.viewWillDisappear(true)
        c.viewWillAppear(true)
        // turn 2 ends
        // t = 0.35: nav transition from b to c ends
        b.viewDidDisappear(true)
        c.viewDidAppear(true)
        c.didMove(toParent: nav)
        // turn 3 ends
        """)
  }

  // Rules 2.2 and 4.8 (revision 3.1: the push's didMove comes at its end, in a
  // hidden window too; it was held and dropped before).
  func testRule2_2_hidingTheWindowDuringAPush_leavesBothTopsToThePush() {
    let scenario =
      navigationShowingA + """
        nav.pushViewController(b, animated: true)
        RunLoop.main.turn()
        window.isHidden = true
        RunLoop.main.runUntilIdle()
        """
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
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 4 ends
        """)
  }

  func testRule0_setViewControllersOnAVisibleEmptyNavigationController_startsAtTheLayoutPass() {
    assertTrace(
      """
      let x = UIViewController()
      let nav = UINavigationController()
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.setViewControllers([x], animated: false)
      """, profile: .ios7,
      equals: """
        nav.loadView()
        nav.viewDidLoad()
        nav.viewWillAppear(false)
        // turn 1 ends
        nav.viewDidAppear(false)
        x.willMove(toParent: nav)
        // turn 2 ends
        x.loadView()
        x.viewDidLoad()
        x.viewWillAppear(false)
        x.viewDidAppear(false)
        x.didMove(toParent: nav)
        """)
  }

  func testRule5_3_aDismissWhileAPresentationAnimates_endsThePresentationFirst() {
    assertTrace(
      """
      let home = UIViewController()
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.present(modal, animated: true)
      modal.dismiss(animated: false)
      modal.dismiss(animated: false)
      """, profile: .ios7,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        // turn 1 ends
        home.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        home.viewWillDisappear(true)
        modal.viewWillAppear(true)
        modal.viewDidAppear(true)
        home.viewDidDisappear(true)
        modal.viewWillDisappear(false)
        home.viewWillAppear(false)
        // turn 2 ends
        // t = 0.0: home.dismiss(modal) ends
        home.viewDidAppear(false)
        modal.viewDidDisappear(false)
        """)
  }
}

/// Inputs that used to trap or hang: each now ends with a diagnostic or an
/// error, in bounded time.
final class BoundedInputTests: XCTestCase {
  private func diagnostic(_ text: String) -> String? {
    do {
      _ = try Scenario(parsing: text)
      return nil
    } catch {
      return error.description
    }
  }

  func testAHugeDurationIsASyntaxErrorNotATrap() {
    XCTAssertEqual(
      diagnostic("RunLoop.main.run(for: 1" + String(repeating: "0", count: 400) + ")"),
      "1:23: error: a duration must be from 0 to 1000000000 seconds")
  }

  func testNestingDeeperThanTheLimitIsASyntaxError() {
    let deep =
      "let a = UIViewController()\na.addChild(" + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000) + ")"
    XCTAssertEqual(
      diagnostic(deep), "2:75: error: blocks and expressions nest more than 64 deep")
  }

  func testNonFiniteDurationsThroughTheLibraryMeanZeroOrTheLongestSpan() throws {
    for duration in [Double.nan, -1, .infinity, 1e300] {
      var world = World(profile: .ios7)
      let parent = world.makeViewController(named: "p")
      let old = world.makeViewController(named: "old")
      let new = world.makeViewController(named: "new")
      _ = try world.apply(.addChild(old, to: parent))
      _ = try world.apply(.addChild(new, to: parent))
      _ = try world.apply(
        .transition(in: parent, from: old, to: new, duration: duration, completion: nil))
      _ = try world.apply(.runUntilIdle)
      XCTAssertTrue(world.isIdle, "\(duration)")
    }
  }

  func testRule4_1_handlersThatKeepATurnBusyStopWithAnError() throws {
    var world = World(profile: .ios17)
    world.stepLimitPerCall = 20_000
    let root = world.makeViewController(named: "root")
    let child = world.makeViewController(named: "a")
    _ = try world.apply(.setRootViewController(root, of: world.mainWindow))
    _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
    _ = try world.apply(.runUntilIdle)
    _ = try world.apply(.addSubview(.view(of: child), to: .view(of: root)))
    let before = world
    XCTAssertThrowsError(
      try world.apply(.runUntilIdle) { event, world in
        guard case .callback(let callback) = event, callback.controller == child,
          case .viewDidAppear = callback.method
        else { return }
        _ = try world.apply(.removeFromSuperview(.view(of: child)))
        _ = try world.apply(.addSubview(.view(of: child), to: .view(of: root)))
      }
    ) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.doesNotSettle(steps: 20_000)))
    }
    XCTAssertEqual(world, before)
  }
}

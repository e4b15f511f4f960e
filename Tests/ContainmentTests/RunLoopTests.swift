import Containment
import ContainmentTesting
import XCTest

/// §4: run-loop turns, the layout pass, the commit, animations, and UIKit's
/// transitions when their window is hidden or shown (4.8).
final class RunLoopTests: XCTestCase {
  func testRule4_1_viewIsAppearingComesAtTheLayoutPassInPreOrder() {
    var world = World(profile: .ios17)
    let root = world.makeViewController(named: "root")
    let child = world.makeViewController(named: "c")
    let loose = world.makeViewController(named: "loose")
    world.run(.setRootViewController(root, of: world.mainWindow))
    world.embed(child, in: root)
    assertTrace(
      world.run(
        .beginAppearanceTransition(loose, isAppearing: true, animated: false),
        .makeKeyAndVisible(world.mainWindow),
        .endTurn),
      """
      loose.loadView()
      loose.viewDidLoad()
      loose.viewWillAppear(false)
      root.viewWillAppear(false)
      c.viewWillAppear(false)
      // turn 1 ends
      root.viewIsAppearing(false)
      c.viewIsAppearing(false)
      loose.viewIsAppearing(false)
      root.viewDidAppear(false)
      c.viewDidAppear(false)
      """)
  }

  func testRule4_3_viewIsAppearingComesRightBeforeADidAppearThatBeatsTheLayoutPass() {
    var world = World(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.run(.loadViewIfNeeded(child))
    assertTrace(
      world.run(
        .beginAppearanceTransition(child, isAppearing: true, animated: true),
        .endAppearanceTransition(child),
        .endTurn),
      """
      c.viewWillAppear(true)
      c.viewIsAppearing(true)
      c.viewDidAppear(true)
      // turn 1 ends
      """)
  }

  func testRule4_1_aTurnInWhichNothingHappenedEndsSilently() {
    var (world, _) = World.showing(profile: .ios17)
    let turns = world.turnsEnded
    assertTrace(world.run(.endTurn, .endTurn, .runUntilIdle), "")
    XCTAssertEqual(world.turnsEnded, turns)
  }

  func testRule4_1_workCausedAtTheTurnEndIsProcessedInTheSameTurnEnd() throws {
    var (world, root) = World.showing(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.embed(child, in: root)
    var events: [Event] = []
    // When c appears, its handler removes its view: both dids come in this turn end.
    try world.apply(.endTurn) { event, world in
      events.append(event)
      if event.callback?.method == .viewDidAppear(false), event.callback?.controller == child {
        events += try world.apply(.removeFromSuperview(.view(of: child)))
      }
    }
    assertTrace(
      events,
      """
      // turn 2 ends
      c.viewIsAppearing(false)
      c.viewDidAppear(false)
      c.viewWillDisappear(false)
      c.viewDidDisappear(false)
      """)
    XCTAssertTrue(world.isIdle)
  }

  func testRule4_1_aViewIsAppearingHandlersWorkRunsBeforeTheNextControllersViewIsAppearing()
    throws
  {
    // b no longer appears when its turn comes: the layout pass owes it nothing.
    assertTrace(
      try endTurnTakingOutSecondChild(whenFirstReceives: .viewIsAppearing(false)),
      """
      // turn 2 ends
      a.viewIsAppearing(false)
      b.viewWillDisappear(false)
      a.viewDidAppear(false)
      b.viewDidDisappear(false)
      """)
  }

  func testRule4_1_anAfterCommitHandlersWorkRunsBeforeTheNextQueuedCallback() throws {
    // b's queued did no longer applies, and b's disappearance completes in
    // the same turn end.
    assertTrace(
      try endTurnTakingOutSecondChild(whenFirstReceives: .viewDidAppear(false)),
      """
      // turn 2 ends
      a.viewIsAppearing(false)
      b.viewIsAppearing(false)
      a.viewDidAppear(false)
      b.viewWillDisappear(false)
      b.viewDidDisappear(false)
      """)
  }

  /// Embeds `a` then `b` in a visible root (ios17), then ends the turn; when
  /// `a` receives `method`, its handler takes `b`'s view out of the window.
  private func endTurnTakingOutSecondChild(whenFirstReceives method: Callback.Method) throws
    -> [Event]
  {
    var (world, root) = World.showing(profile: .ios17)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    world.embed(a, in: root)
    world.embed(b, in: root)
    var events: [Event] = []
    try world.apply(.endTurn) { event, world in
      events.append(event)
      if event.callback?.method == method, event.callback?.controller == a {
        events += try world.apply(.removeFromSuperview(.view(of: b)))
      }
    }
    return events
  }

  func testRule4_2_animationsCompleteInOrderOfEndTime_eachInItsOwnTurn() {
    var (world, parent) = World.showing("p", profile: .ios7)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let d = world.makeViewController(named: "d")
    for child in [a, b, c, d] { world.run(.addChild(child, to: parent)) }
    world.run(
      .addSubview(.view(of: a), to: .view(of: parent)),
      .addSubview(.view(of: c), to: .view(of: parent)),
      .runUntilIdle)
    let events = world.run(
      .transition(in: parent, from: a, to: b, duration: 0.5, completion: []),
      .transition(in: parent, from: c, to: d, duration: 0.2, completion: []),
      .runUntilIdle)
    let notes = events.filter { if case .note = $0 { true } else { false } }
    assertTrace(
      notes,
      """
      // turn 3 ends
      // t = 0.2: p.transition(from: c, to: d, duration: 0.2) ends
      // completion of p.transition(from: c, to: d, duration: 0.2)
      // turn 4 ends
      // t = 0.5: p.transition(from: a, to: b, duration: 0.5) ends
      // completion of p.transition(from: a, to: b, duration: 0.5)
      // turn 5 ends
      """)
    XCTAssertEqual(world.clock, 0.5)
  }

  func testRule4_2_clockArithmeticIsExact() {
    var world = World()
    world.run(.run(for: 0.1), .run(for: 0.2))
    XCTAssertEqual(world.clock, 0.3)
  }

  /// A navigation controller whose window is hidden 0.1 s into an animated push: the
  /// push runs to its end, `b.vDA` and `b.didMove(toParent: nav)` in the hidden window
  /// (rules 4.8, 5.1).
  ///
  /// Revision 3.1.
  func testRule4_8_aPushWhoseWindowIsHiddenMidwayEndsWithItsDidMove() {
    let scenario = """
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: true)
      RunLoop.main.turn()
      RunLoop.main.run(for: 0.1)
      window.isHidden = true
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
        nav.viewWillDisappear(false)
        nav.viewDidDisappear(false)
        // turn 3 ends
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 4 ends
        """)
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
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 4 ends
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

  /// The window hidden and shown again during the push: the navigation controller
  /// disappears and appears, the two tops are left to the push (rules 2.4, 4.8).
  ///
  /// Revision 3.1.
  func testRule4_8_aPushWhoseWindowIsHiddenAndShownAgainEndsOnce() {
    let scenario = """
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: true)
      RunLoop.main.turn()
      RunLoop.main.run(for: 0.1)
      window.isHidden = true
      RunLoop.main.run(for: 0.1)
      window.isHidden = false
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
        nav.viewWillDisappear(false)
        nav.viewDidDisappear(false)
        // turn 3 ends
        nav.viewWillAppear(false)
        nav.viewDidAppear(false)
        // turn 4 ends
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 5 ends
        """)
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
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        nav.viewWillAppear(false)
        // turn 4 ends
        nav.viewDidAppear(false)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 5 ends
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
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        nav.viewWillAppear(false)
        // turn 4 ends
        nav.viewIsAppearing(false)
        nav.viewDidAppear(false)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 5 ends
        """)
  }

  /// A pop in the same situation: `b.didMove(toParent: nil)` at the pop's end (rules 4.8, 5.1).
  ///
  /// Revision 3.1.
  func testRule4_8_aPopWhoseWindowIsHiddenAndShownAgain() {
    let scenario = """
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(b, animated: false)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: true)
      RunLoop.main.turn()
      RunLoop.main.run(for: 0.1)
      window.isHidden = true
      RunLoop.main.run(for: 0.1)
      window.isHidden = false
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
        b.willMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        // turn 1 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        a.viewWillAppear(true)
        // turn 2 ends
        nav.viewWillDisappear(false)
        nav.viewDidDisappear(false)
        // turn 3 ends
        nav.viewWillAppear(false)
        nav.viewDidAppear(false)
        // turn 4 ends
        // t = 0.35: nav transition from b to a ends
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        a.viewDidAppear(true)
        // turn 5 ends
        """)
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
        nav.viewDidAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        // turn 2 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        a.viewWillAppear(true)
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        nav.viewWillAppear(false)
        // turn 4 ends
        nav.viewDidAppear(false)
        // t = 0.35: nav transition from b to a ends
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        a.viewDidAppear(true)
        // turn 5 ends
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
        b.willMove(toParent: nav)
        a.didMove(toParent: nav)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        b.viewIsAppearing(false)
        nav.viewDidAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        // turn 2 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        a.viewWillAppear(true)
        a.viewIsAppearing(true)
        nav.viewWillDisappear(false)
        // turn 3 ends
        nav.viewDidDisappear(false)
        nav.viewWillAppear(false)
        // turn 4 ends
        nav.viewIsAppearing(false)
        nav.viewDidAppear(false)
        // t = 0.35: nav transition from b to a ends
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        a.viewDidAppear(true)
        // turn 5 ends
        """)
  }

  /// A tab switch started just before the window is hidden: the new tab gets its did at
  /// the switch's end, and no did-callback the window move's will skipped (rule 4.8).
  ///
  /// Revision 3.1.
  func testRule4_8_aTabSwitchJustBeforeTheWindowIsHidden() {
    let scenario = """
      let tabs = UITabBarController()
      let a = UIViewController()
      let b = UIViewController()
      tabs.viewControllers = [a, b]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 1)
      window.isHidden = true
      RunLoop.main.turn()
      window.isHidden = false
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        a.willMove(toParent: tabs)
        a.didMove(toParent: tabs)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        tabs.viewWillAppear(false)
        a.viewWillAppear(false)
        tabs.viewDidAppear(false)
        a.viewDidAppear(false)
        // turn 1 ends
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        tabs.viewWillDisappear(false)
        b.viewWillDisappear(false)
        tabs.viewDidDisappear(false)
        b.viewDidDisappear(false)
        // turn 2 ends
        tabs.viewWillAppear(false)
        b.viewWillAppear(false)
        tabs.viewDidAppear(false)
        b.viewDidAppear(false)
        // turn 3 ends
        """)
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        a.willMove(toParent: tabs)
        a.didMove(toParent: tabs)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        tabs.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        tabs.viewDidAppear(false)
        a.viewDidAppear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        tabs.viewWillDisappear(false)
        // turn 2 ends
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        tabs.viewDidDisappear(false)
        tabs.viewWillAppear(false)
        b.viewWillAppear(false)
        // turn 3 ends
        tabs.viewDidAppear(false)
        b.viewDidAppear(false)
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: tabs)
        a.didMove(toParent: tabs)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        tabs.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        a.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        a.viewDidAppear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        tabs.viewWillDisappear(false)
        // turn 2 ends
        b.viewIsAppearing(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        tabs.viewDidDisappear(false)
        tabs.viewWillAppear(false)
        b.viewWillAppear(false)
        // turn 3 ends
        tabs.viewIsAppearing(false)
        b.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        b.viewDidAppear(false)
        """)
  }

  /// A presentation asked for just before the window is hidden: it starts and ends with
  /// its own timing (rule 4.8).
  ///
  /// Revision 3.1.
  func testRule4_8_aPresentationJustBeforeTheWindowIsHidden() {
    let scenario = """
      let root = UIViewController()
      let modal = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.present(modal, animated: true)
      RunLoop.main.turn()
      window.isHidden = true
      RunLoop.main.run(for: 0.1)
      window.isHidden = false
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        root.viewDidAppear(false)
        // turn 1 ends
        modal.loadView()
        modal.viewDidLoad()
        root.viewWillDisappear(true)
        modal.viewWillAppear(true)
        // turn 2 ends
        // t = 0.5: root.present(modal) ends
        modal.viewDidAppear(true)
        root.viewDidDisappear(true)
        // turn 3 ends
        """)
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        root.viewWillDisappear(true)
        modal.viewWillAppear(true)
        // turn 2 ends
        // t = 0.5: root.present(modal) ends
        modal.viewDidAppear(true)
        root.viewDidDisappear(true)
        // turn 3 ends
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        // turn 2 ends
        modal.viewWillAppear(true)
        modal.viewIsAppearing(true)
        root.viewWillDisappear(false)
        // turn 3 ends
        root.viewDidDisappear(false)
        root.viewWillAppear(false)
        // turn 4 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        // t = 0.5: root.present(modal) ends
        modal.viewDidAppear(true)
        // turn 5 ends
        """)
  }

  /// A controller popped to after a cancelled interactive pop keeps its did.
  ///
  /// A pager in a navigation controller that appears again while its window
  /// is hidden and shown in one turn, inside an interactive pop that is then
  /// cancelled, and is popped to at once: it gets its `viewDidAppear` with
  /// the navigation controller's (rules 4.8, 5.1): the window's will that
  /// skipped it inside the interactive pop does not make the parent's did
  /// skip it after a transition of its own.
  ///
  /// Revision 3.1.
  func testRule4_8_aNewTransitionOfItsOwnKeepsTheDidAWindowWillSkipped() {
    assertTrace(
      """
      let nav = UINavigationController()
      let home = UIViewController()
      let pager = UIViewController()
      let e = UIViewController()
      nav.setViewControllers([home, pager], animated: false)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      window.isHidden = true
      window.isHidden = false
      nav.pushViewController(e, animated: true)
      nav.beginInteractivePop()
      window.isHidden = true
      window.isHidden = false
      nav.cancelInteractivePop()
      nav.popViewController(animated: true)
      """, profile: .ios17,
      equals: """
        home.willMove(toParent: nav)
        home.didMove(toParent: nav)
        pager.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        pager.loadView()
        pager.viewDidLoad()
        nav.viewWillAppear(false)
        pager.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        pager.viewIsAppearing(false)
        nav.viewDidAppear(false)
        pager.viewDidAppear(false)
        pager.didMove(toParent: nav)
        nav.viewWillDisappear(false)
        pager.viewWillDisappear(false)
        nav.viewWillAppear(false)
        pager.viewWillAppear(false)
        e.willMove(toParent: nav)
        e.loadView()
        e.viewDidLoad()
        pager.viewWillDisappear(false)
        pager.viewDidDisappear(false)
        e.viewWillAppear(false)
        e.willMove(toParent: nil)
        e.viewWillDisappear(true)
        pager.viewWillAppear(true)
        nav.viewWillDisappear(false)
        nav.viewWillAppear(false)
        pager.viewWillDisappear(true)
        pager.viewDidDisappear(true)
        e.viewWillAppear(true)
        e.viewIsAppearing(true)
        e.viewDidAppear(true)
        e.didMove(toParent: nav)
        e.willMove(toParent: nil)
        e.didMove(toParent: nil)
        e.viewWillDisappear(false)
        e.viewDidDisappear(false)
        pager.viewWillAppear(false)
        // turn 2 ends
        nav.viewIsAppearing(false)
        pager.viewIsAppearing(false)
        nav.viewDidAppear(false)
        pager.viewDidAppear(false)
        """)
  }

  // MARK: Rule 4.4, UIKit's default durations
  //
  // A push and a pop animate for 0.35 s, a presentation and a dismissal for
  // 0.5 s; a tab switch is never animated, and an interactive pop begins and
  // finishes at once, driven by the gesture.

  func testRule4_4_aPushAndAPopEachAnimateForThirtyFiveHundredthsOfASecond() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    assertTrace(
      world.run(
        .pushViewController(b, onto: nav, animated: true), .runUntilIdle,
        .popViewController(nav, animated: true), .runUntilIdle),
      """
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
      // turn 4 ends
      b.willMove(toParent: nil)
      b.viewWillDisappear(true)
      a.viewWillAppear(true)
      a.viewIsAppearing(true)
      // t = 0.7: nav transition from b to a ends
      b.viewDidDisappear(true)
      b.didMove(toParent: nil)
      a.viewDidAppear(true)
      // turn 5 ends
      """)
  }

  func testRule4_4_aPresentationAndADismissalEachAnimateForHalfASecond() {
    var (world, root) = World.showing(profile: .ios17)
    let m = world.makeViewController(named: "m")
    world.run(.setModalPresentationStyle(.fullScreen, of: m))
    assertTrace(
      world.run(
        .present(m, from: root, animated: true, completion: nil), .runUntilIdle,
        .dismiss(root, animated: true, completion: nil), .runUntilIdle),
      """
      m.loadView()
      m.viewDidLoad()
      // turn 2 ends
      root.viewWillDisappear(true)
      m.viewWillAppear(true)
      m.viewIsAppearing(true)
      // t = 0.5: root.present(m) ends
      m.viewDidAppear(true)
      root.viewDidDisappear(true)
      // turn 3 ends
      // turn 4 ends
      m.viewWillDisappear(true)
      root.viewWillAppear(true)
      root.viewIsAppearing(true)
      // t = 1.0: root.dismiss(m) ends
      root.viewDidAppear(true)
      m.viewDidDisappear(true)
      // turn 5 ends
      """)
  }

  func testRule4_4_aTabSwitchIsNeverAnimated() {
    var world = World(profile: .ios17)
    let tabs = world.makeTabBarController(named: "tabs")
    let first = world.makeViewController(named: "first")
    let second = world.makeViewController(named: "second")
    world.run(
      .setViewControllers([first, second], of: tabs, animated: false),
      .setRootViewController(tabs, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle)
    assertTrace(
      world.run(.tapTab(at: 1, of: tabs), .runUntilIdle),
      """
      second.loadView()
      second.viewDidLoad()
      second.viewWillAppear(false)
      first.viewWillDisappear(false)
      // turn 2 ends
      second.viewIsAppearing(false)
      first.viewDidDisappear(false)
      second.viewDidAppear(false)
      """)
  }

  func testRule4_4_anInteractivePopBeginsAndFinishesAtOnce() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    world.run(.pushViewController(b, onto: nav, animated: false), .runUntilIdle)
    assertTrace(
      world.run(.beginInteractivePop(nav), .finishInteractivePop(nav)),
      """
      b.willMove(toParent: nil)
      b.viewWillDisappear(true)
      a.viewWillAppear(true)
      b.viewDidDisappear(true)
      b.didMove(toParent: nil)
      a.viewIsAppearing(true)
      a.viewDidAppear(true)
      """)
  }
}

extension RunLoopTests {
  /// An infinite delay is the longest one (rule 4.5).
  ///
  /// As with `.greatestFiniteMagnitude`, the block waits a billion seconds; it does not run at the next
  /// turn. NaN and negative delays are 0 (rule 4.2).
  func testAnInfiniteDelayWaitsAsTheLongestFiniteOneDoes() throws {
    for delay in [Double.infinity, .greatestFiniteMagnitude] {
      var world = World(profile: .ios17)
      let a = world.makeViewController(named: "a")
      _ = try world.apply(.mainQueueAsyncAfter(seconds: delay, [.loadViewIfNeeded(a)]))
      _ = try world.apply(.endTurn)
      _ = try world.apply(.run(for: 1_000))
      XCTAssertFalse(world.isViewLoaded(a), "\(delay)")
      _ = try world.apply(.runUntilIdle)
      XCTAssertTrue(world.isViewLoaded(a), "\(delay)")
      XCTAssertEqual(world.clock, 1_000_000_000, "\(delay)")
    }
    var world = World(profile: .ios17)
    let a = world.makeViewController(named: "a")
    _ = try world.apply(.mainQueueAsyncAfter(seconds: .nan, [.loadViewIfNeeded(a)]))
    _ = try world.apply(.runUntilIdle)
    XCTAssertEqual(world.clock, 0)
  }
}

extension RunLoopTests {
  /// A turn end that runs many queued blocks is legitimate work: its budget
  /// grows with what was queued (30,000 blocks were stopped at 100,200
  /// steps), while a block that queues itself again is still stopped.
  func testManyQueuedBlocksRunAtTheTurnEndWithinTheBudget() throws {
    var world = World(profile: .ios17)
    let a = world.makeViewController(named: "a")
    for _ in 0..<30_000 {
      _ = try world.apply(.mainQueueAsync([.loadViewIfNeeded(a), .loadViewIfNeeded(a)]))
    }
    XCTAssertNoThrow(try world.apply(.runUntilIdle))
    XCTAssertTrue(world.isIdle)
  }
}

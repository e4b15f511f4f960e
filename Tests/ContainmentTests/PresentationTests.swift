import Containment
import ContainmentTesting
import XCTest

/// rule 5.3: modal presentation.
final class PresentationTests: XCTestCase {
  func testRule5_3_fullScreenPresentAndDismiss_inIOS7_theTransitionStartsInsidePresent() {
    var (world, home) = World.showing("home", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    world.run(.setModalPresentationStyle(.fullScreen, of: modal))
    assertTrace(
      world.run(.present(modal, from: home, animated: true, completion: []), .runUntilIdle),
      """
      modal.loadView()
      modal.viewDidLoad()
      home.viewWillDisappear(true)
      modal.viewWillAppear(true)  // isBeingPresented
      // turn 2 ends
      // t = 0.5: home.present(modal) ends
      modal.viewDidAppear(true)  // isBeingPresented
      home.viewDidDisappear(true)
      // completion of home.present(modal)
      // turn 3 ends
      """, flags: true)
    assertTrace(
      world.run(.dismiss(modal, animated: false, completion: nil), .runUntilIdle),
      """
      modal.viewWillDisappear(false)  // isBeingDismissed
      home.viewWillAppear(false)
      // turn 4 ends
      // t = 0.5: home.dismiss(modal) ends
      home.viewDidAppear(false)
      modal.viewDidDisappear(false)  // isBeingDismissed
      """, flags: true)
    XCTAssertNil(world.presentedViewController(of: home))
    XCTAssertNil(world.presentingViewController(of: modal))
  }

  func testRule5_3_fullScreenPresentAndDismiss_inIOS17_theTransitionStartsAtTheLayoutPass() {
    var (world, home) = World.showing("home", profile: .ios17)
    let modal = world.makeViewController(named: "modal")
    world.run(.setModalPresentationStyle(.fullScreen, of: modal))
    let presenting = world.run(.present(modal, from: home, animated: true, completion: []))
    XCTAssertEqual(world.presentedViewController(of: home), modal)
    assertTrace(
      presenting + world.run(.runUntilIdle),
      """
      modal.loadView()
      modal.viewDidLoad()
      // turn 2 ends
      home.viewWillDisappear(true)
      modal.viewWillAppear(true)  // isBeingPresented
      modal.viewIsAppearing(true)  // isBeingPresented
      // t = 0.5: home.present(modal) ends
      modal.viewDidAppear(true)  // isBeingPresented
      home.viewDidDisappear(true)
      // completion of home.present(modal)
      // turn 3 ends
      """, flags: true)
    assertTrace(
      world.run(.dismiss(modal, animated: false, completion: nil), .runUntilIdle),
      """
      // turn 4 ends
      modal.viewWillDisappear(false)  // isBeingDismissed
      home.viewWillAppear(false)
      home.viewIsAppearing(false)
      // t = 0.5: home.dismiss(modal) ends
      home.viewDidAppear(false)
      modal.viewDidDisappear(false)  // isBeingDismissed
      """, flags: true)
  }

  func testRule5_3_aDismissBeforeADeferredPresentationStarted_startsAndEndsItFirst() {
    var (world, home) = World.showing("home", profile: .ios17)
    let modal = world.makeViewController(named: "modal")
    world.run(.setModalPresentationStyle(.fullScreen, of: modal))
    assertTrace(
      world.run(
        .present(modal, from: home, animated: true, completion: []),
        .dismiss(modal, animated: false, completion: nil), .runUntilIdle),
      """
      modal.loadView()
      modal.viewDidLoad()
      home.viewWillDisappear(true)
      modal.viewWillAppear(true)
      modal.viewIsAppearing(true)
      modal.viewDidAppear(true)
      home.viewDidDisappear(true)
      // completion of home.present(modal)
      // turn 2 ends
      modal.viewWillDisappear(false)
      home.viewWillAppear(false)
      home.viewIsAppearing(false)
      // t = 0.0: home.dismiss(modal) ends
      home.viewDidAppear(false)
      modal.viewDidDisappear(false)
      """)
  }

  func testRule5_3_sheetsAreFullScreenBeforeIOS13() {
    for profile in [Profile.ios5, .ios7] {
      var (world, home) = World.showing("home", profile: profile)
      let sheet = world.makeViewController(named: "sheet")
      world.run(.setModalPresentationStyle(.formSheet, of: sheet))
      assertTrace(
        in: profile,
        world.run(.present(sheet, from: home, animated: false, completion: nil)),
        """
        sheet.loadView()
        sheet.viewDidLoad()
        home.viewWillDisappear(false)
        sheet.viewWillAppear(false)
        """)
    }
  }

  func testRule5_3_aPageSheetLeavesThePresenterAlone_andAutomaticResolvesPerProfile() {
    for profile in Profile.presets {
      var (world, home) = World.showing("home", profile: profile)
      let sheet = world.makeViewController(named: "sheet")
      let presenterCallbacks = world.run(
        .present(sheet, from: home, animated: false, completion: nil), .runUntilIdle
      ).compactMap(\.callback).filter { $0.controller == home }
      XCTAssertEqual(
        presenterCallbacks.isEmpty, profile.automaticPresentationIsPageSheet, "\(profile)")
    }
  }

  func testRule5_3_W3_presentingWhileAlreadyPresenting() {
    var (world, home) = World.showing("home", profile: .ios17)
    let first = world.makeViewController(named: "first")
    let second = world.makeViewController(named: "second")
    world.run(.present(first, from: home, animated: false, completion: nil))
    assertTrace(
      world.run(.present(second, from: home, animated: false, completion: nil)),
      "warning: Attempt to present second on home which is already presenting first.")
    XCTAssertNil(world.presentingViewController(of: second))
  }

  func testRule5_3_W4_presentingFromAControllerNotInAWindow() {
    var world = World(profile: .ios17)
    let loose = world.makeViewController(named: "loose")
    let modal = world.makeViewController(named: "modal")
    assertTrace(
      world.run(.present(modal, from: loose, animated: true, completion: nil)),
      "warning: Attempt to present modal on loose whose view is not in the window hierarchy.")
  }

  func testRule5_3_E7_presentingAPresentedOrActiveController() {
    var (world, home) = World.showing("home", profile: .ios17)
    let modal = world.makeViewController(named: "modal")
    let child = world.makeViewController(named: "child")
    world.run(
      .present(modal, from: home, animated: false, completion: nil), .runUntilIdle,
      .addChild(child, to: modal))
    assertRaises(
      .alreadyPresented(controller: modal, presenter: home), in: &world,
      .present(modal, from: modal, animated: false, completion: nil))
    assertRaises(
      .presentingActiveController(child), in: &world,
      .present(child, from: modal, animated: false, completion: nil))
    XCTAssertEqual(
      UIKitException.alreadyPresented(controller: modal, presenter: home).message,
      "Application tried to present modally a view controller modal that is already being "
        + "presented by home.")
    XCTAssertEqual(
      UIKitException.presentingActiveController(child).message,
      "Application tried to present modally an active controller child.")
  }

  func testRule5_3_dismissingAChain_intermediatesWithoutAnimation_oneCompletion() {
    var (world, root) = World.showing("root", profile: .ios17)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    world.run(
      .setModalPresentationStyle(.pageSheet, of: a),
      .setModalPresentationStyle(.pageSheet, of: b),
      .present(a, from: root, animated: false, completion: nil), .runUntilIdle,
      .present(b, from: a, animated: false, completion: nil), .runUntilIdle)
    assertTrace(
      world.run(.dismiss(root, animated: true, completion: []), .runUntilIdle),
      """
      // turn 4 ends
      b.viewWillDisappear(true)
      a.viewWillDisappear(false)
      // t = 0.5: root.dismiss(a, b) ends
      b.viewDidDisappear(true)
      a.viewDidDisappear(false)
      // completion of root.dismiss(a, b)
      // turn 5 ends
      """)
  }

  func testRule5_3_dismissFromAControllerInsideAPresentedOneGoesToItsPresenter() {
    var (world, root) = World.showing("root", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    let inner = world.makeViewController(named: "inner")
    world.run(.setModalPresentationStyle(.overFullScreen, of: modal))
    world.embed(inner, in: modal)
    world.run(.present(modal, from: root, animated: false, completion: nil), .runUntilIdle)
    assertTrace(
      world.run(.dismiss(inner, animated: false, completion: nil), .runUntilIdle),
      """
      modal.viewWillDisappear(false)
      inner.viewWillDisappear(false)
      // turn 3 ends
      // t = 0.0: root.dismiss(modal) ends
      modal.viewDidDisappear(false)
      inner.viewDidDisappear(false)
      """)
  }

  func testRule5_3_presentingFromInsideANavigationControllerUsesTheWindowsRoot() {
    var (world, nav, top, modal) = navigationShowingItsChild()
    assertTrace(
      world.run(.present(modal, from: top, animated: false, completion: nil)),
      """
      modal.loadView()
      modal.viewDidLoad()
      nav.viewWillDisappear(false)
      top.viewWillDisappear(false)
      modal.viewWillAppear(false)
      """)
    XCTAssertEqual(world.presentingViewController(of: modal), nav)
  }

  /// A navigation controller, the window's root, showing its child `top`,
  /// and a full-screen `modal` to present.
  private func navigationShowingItsChild() -> (
    world: World, nav: ControllerID, top: ControllerID, modal: ControllerID
  ) {
    var world = World(profile: .ios7)
    let top = world.makeViewController(named: "top")
    let nav = world.makeNavigationController(named: "nav")
    let modal = world.makeViewController(named: "modal")
    world.run(
      .setViewControllers([top], of: nav, animated: false),
      .setRootViewController(nav, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow), .runUntilIdle,
      .setModalPresentationStyle(.fullScreen, of: modal))
    return (world, nav, top, modal)
  }

  /// A navigation controller's child presents; the navigation controller
  /// (the window's root) is the presenter.
  private func childPresenting() -> (
    world: World, nav: ControllerID, top: ControllerID, modal: ControllerID
  ) {
    var (world, nav, top, modal) = navigationShowingItsChild()
    world.run(.present(modal, from: top, animated: false, completion: nil), .runUntilIdle)
    return (world, nav, top, modal)
  }

  /// UIKit's documentation: `presentedViewController` is "the view controller
  /// that is presented by this view controller, or one of its ancestors".
  func testRule5_3_aChildOfThePresenterReadsWhatItPresented() {
    let (world, nav, top, modal) = childPresenting()
    XCTAssertEqual(world.presentedViewController(of: top), modal)
    XCTAssertEqual(world.presentedViewController(of: nav), modal)
    XCTAssertEqual(world.presentingViewController(of: modal), nav)
    // Nothing above the modal, and the window's root was presented by none.
    XCTAssertNil(world.presentedViewController(of: modal))
    XCTAssertNil(world.presentingViewController(of: top))
  }

  /// `presentingViewController` of a child of a presented controller is
  /// the controller that presented its ancestor (UIKit's documentation).
  func testRule5_3_aChildOfAPresentedControllerReadsItsPresenter() {
    var (world, root) = World.showing("root", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    let inner = world.makeViewController(named: "inner")
    world.embed(inner, in: modal)
    world.run(.present(modal, from: root, animated: false, completion: nil), .runUntilIdle)
    XCTAssertEqual(world.presentingViewController(of: inner), root)
    XCTAssertNil(world.presentedViewController(of: inner))
  }

  func testRule5_3_aChildOfThePresenterDismissesWhatItPresented() {
    var (world, _, top, _) = childPresenting()
    assertTrace(
      world.run(.dismiss(top, animated: false, completion: nil), .runUntilIdle),
      """
      modal.viewWillDisappear(false)
      nav.viewWillAppear(false)
      top.viewWillAppear(false)
      // turn 3 ends
      // t = 0.0: nav.dismiss(modal) ends
      nav.viewDidAppear(false)
      top.viewDidAppear(false)
      modal.viewDidDisappear(false)
      """)
    XCTAssertNil(world.presentedViewController(of: top))
  }

  /// A sheet pulled away while a `dismiss` of it waits for the layout pass
  /// (ios17), then presented again: every call leaves each presentation
  /// machine agreeing with the run loop (the invariants `run` checks), and
  /// the waiting dismissal is finished before the new presentation (rules
  /// 5.3, 5.3a).
  func testRule5_3_aDismissalWaitingWhenAPullUnlinksTheSheetKeepsItsPhaseUntilItEnds() {
    var (world, root) = World.showing("a", profile: .ios17)
    let sheet = world.makeViewController(named: "b")
    world.run(
      .present(sheet, from: root, animated: true, completion: nil), .runUntilIdle,
      .sheet(.beginInteractiveDismiss(sheet)), .dismiss(sheet, animated: true, completion: nil),
      .sheet(.finishInteractiveDismiss(sheet)))
    XCTAssertEqual(world.presentedViewController(of: root), nil)
    assertTrace(
      world.run(.present(sheet, from: root, animated: true, completion: nil), .runUntilIdle),
      """
      // turn 4 ends
      b.viewWillAppear(true)
      b.viewIsAppearing(true)
      // t = 1.0: a.present(b) ends
      b.viewDidAppear(true)
      // turn 5 ends
      """)
  }

  /// The clean side: a controller that presents nothing, is not presented,
  /// and whose ancestors neither present nor are presented dismisses nothing.
  func testRule5_3_dismissWithNothingPresentedAtOrAboveDoesNothing() {
    var (world, root) = World.showing("root", profile: .ios7)
    let child = world.makeViewController(named: "child")
    world.embed(child, in: root)
    world.run(.runUntilIdle)
    let before = world
    assertTrace(world.run(.dismiss(child, animated: false, completion: nil), .runUntilIdle), "")
    XCTAssertEqual(world.appearance(of: child), before.appearance(of: child))
  }

  /// A dismissal starts at once in ios7 and at the layout pass of the turn end
  /// in ios17, animated or not (rule 5.3, revision 3).
  func testRule5_3_aDismissalStartsAtTheLayoutPassInIOS17_animatedAndNot() {
    let scenario = """
      let home = UIViewController()
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.present(modal, animated: false)
      RunLoop.main.runUntilIdle()
      home.dismiss(animated: true)
      RunLoop.main.runUntilIdle()
      home.present(modal, animated: false)
      RunLoop.main.runUntilIdle()
      home.dismiss(animated: false)
      """
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        // turn 1 ends
        home.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        home.viewWillDisappear(false)
        modal.viewWillAppear(false)
        // turn 2 ends
        // t = 0.0: home.present(modal) ends
        modal.viewDidAppear(false)
        home.viewDidDisappear(false)
        modal.viewWillDisappear(true)
        home.viewWillAppear(true)
        // turn 3 ends
        // t = 0.5: home.dismiss(modal) ends
        home.viewDidAppear(true)
        modal.viewDidDisappear(true)
        // turn 4 ends
        home.viewWillDisappear(false)
        modal.viewWillAppear(false)
        // turn 5 ends
        // t = 0.5: home.present(modal) ends
        modal.viewDidAppear(false)
        home.viewDidDisappear(false)
        modal.viewWillDisappear(false)
        home.viewWillAppear(false)
        // turn 6 ends
        // t = 0.5: home.dismiss(modal) ends
        home.viewDidAppear(false)
        modal.viewDidDisappear(false)
        """)
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        // turn 1 ends
        home.viewIsAppearing(false)
        home.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        // turn 2 ends
        home.viewWillDisappear(false)
        modal.viewWillAppear(false)
        modal.viewIsAppearing(false)
        // t = 0.0: home.present(modal) ends
        modal.viewDidAppear(false)
        home.viewDidDisappear(false)
        // turn 3 ends
        modal.viewWillDisappear(true)
        home.viewWillAppear(true)
        home.viewIsAppearing(true)
        // t = 0.5: home.dismiss(modal) ends
        home.viewDidAppear(true)
        modal.viewDidDisappear(true)
        // turn 4 ends
        // turn 5 ends
        home.viewWillDisappear(false)
        modal.viewWillAppear(false)
        modal.viewIsAppearing(false)
        // t = 0.5: home.present(modal) ends
        modal.viewDidAppear(false)
        home.viewDidDisappear(false)
        // turn 6 ends
        modal.viewWillDisappear(false)
        home.viewWillAppear(false)
        home.viewIsAppearing(false)
        // t = 0.5: home.dismiss(modal) ends
        home.viewDidAppear(false)
        modal.viewDidDisappear(false)
        """)
  }
}

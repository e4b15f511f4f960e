import Containment
import ContainmentTesting
import XCTest

/// Rule 5.5: `transitionCoordinator` and the completions given to
/// `animate(alongsideTransition:completion:)`.
final class TransitionCoordinatorTests: XCTestCase {
  func testRule5_5_aCompletionGivenAfterAnAnimatedPushRunsAfterItsEndCallbacks() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    world.run(.pushViewController(b, onto: nav, animated: true))
    // The pattern of a push with a completion: the coordinator exists as
    // soon as the animated push is asked for.
    XCTAssertEqual(world.transitionCoordinator(of: nav), .navigation(nav))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: nav, completion: [.addChild(c, to: b)]), .runUntilIdle),
      """
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
      // completion of nav.transitionCoordinator.animate(alongsideTransition:)
      c.willMove(toParent: b)
      // turn 3 ends
      """)
    XCTAssertNil(world.transitionCoordinator(of: nav))
  }

  /// A request that waits for the transition is applied after the
  /// completions given before it (grade inf: UIKit runs both as blocks of
  /// the coordinator, in the order given).
  func testRule5_5_aCompletionGivenBeforeAQueuedPushRunsBeforeThatPushIsApplied() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let d = world.makeViewController(named: "d")
    world.run(
      .pushViewController(b, onto: nav, animated: true),
      .animateAlongsideTransition(of: nav, completion: [.addChild(c, to: b)]),
      .pushViewController(d, onto: nav, animated: false))
    assertTrace(
      world.run(.runUntilIdle),
      """
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
      // completion of nav.transitionCoordinator.animate(alongsideTransition:)
      c.willMove(toParent: b)
      d.willMove(toParent: nav)
      // turn 3 ends
      d.loadView()
      d.viewDidLoad()
      b.viewWillDisappear(false)
      d.viewWillAppear(false)
      b.viewDidDisappear(false)
      d.viewIsAppearing(false)
      d.viewDidAppear(false)
      d.didMove(toParent: nav)
      """)
  }

  func testRule5_5_theArrivingChildAndItsChildrenShareTheNavigationControllersCoordinator() {
    var (world, nav, a) = World.showingNavigation(profile: .ios7)
    let b = world.makeViewController(named: "b")
    let inner = world.makeViewController(named: "inner")
    world.run(.addChild(inner, to: b), .pushViewController(b, onto: nav, animated: true))
    XCTAssertEqual(world.transitionCoordinator(of: inner), .navigation(nav))
    XCTAssertEqual(world.transitionCoordinator(of: b), .navigation(nav))
    XCTAssertEqual(world.transitionCoordinator(of: a), .navigation(nav))
  }

  func testRule5_5_aPushWithoutAnimationHasNoCoordinator_andTheCompletionIsNotRun() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    world.run(.pushViewController(b, onto: nav, animated: false))
    XCTAssertNil(world.transitionCoordinator(of: b))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: b, completion: [.addChild(c, to: b)]), .runUntilIdle),
      """
      // turn 2 ends
      b.loadView()
      b.viewDidLoad()
      a.viewWillDisappear(false)
      b.viewWillAppear(false)
      a.viewDidDisappear(false)
      b.viewIsAppearing(false)
      b.viewDidAppear(false)
      b.didMove(toParent: nav)
      """)
  }

  func testRule5_5_iOS5HasNoCoordinator() {
    var (world, nav, _) = World.showingNavigation(profile: .ios5)
    let b = world.makeViewController(named: "b")
    world.run(.pushViewController(b, onto: nav, animated: true))
    XCTAssertNil(world.transitionCoordinator(of: nav))
    XCTAssertNil(world.transitionCoordinator(of: b))
  }

  func testRule5_5_aCancelledInteractivePopRunsTheCompletionAfterTheTopsReturn() {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    world.run(.pushViewController(b, onto: nav, animated: false), .runUntilIdle)
    world.run(.beginInteractivePop(nav))
    XCTAssertEqual(world.transitionCoordinator(of: b), .navigation(nav))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: b, completion: [.addChild(c, to: b)]),
        .cancelInteractivePop(nav)),
      """
      a.viewWillDisappear(true)
      a.viewDidDisappear(true)
      b.viewWillAppear(true)
      b.viewIsAppearing(true)
      b.viewDidAppear(true)
      // completion of b.transitionCoordinator.animate(alongsideTransition:)
      c.willMove(toParent: b)
      """)
  }

  func testRule5_5_aPresentationsCompletionsRunAfterPresentsOwnCompletion() {
    var (world, home) = World.showing("home", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    let child = world.makeViewController(named: "child")
    world.run(
      .setModalPresentationStyle(.fullScreen, of: modal),
      .present(modal, from: home, animated: true, completion: [.endTurn]))
    XCTAssertEqual(world.transitionCoordinator(of: modal), .presentation(presenter: home))
    XCTAssertEqual(world.transitionCoordinator(of: home), .presentation(presenter: home))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: modal, completion: [.addChild(child, to: modal)]),
        .runUntilIdle),
      """
      // turn 2 ends
      // t = 0.5: home.present(modal) ends
      modal.viewDidAppear(true)
      home.viewDidDisappear(true)
      // completion of home.present(modal)
      // turn 3 ends
      // completion of modal.transitionCoordinator.animate(alongsideTransition:)
      child.willMove(toParent: modal)
      // turn 4 ends
      """)
    XCTAssertNil(world.transitionCoordinator(of: modal))
  }

  func testRule5_5_aDismissalsCompletionsRunAfterItsEndCallbacks() {
    var (world, home) = World.showing("home", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    let other = world.makeViewController(named: "other")
    world.run(
      .setModalPresentationStyle(.fullScreen, of: modal),
      .present(modal, from: home, animated: false, completion: nil), .runUntilIdle,
      .dismiss(modal, animated: true, completion: nil))
    XCTAssertEqual(world.transitionCoordinator(of: modal), .presentation(presenter: home))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: home, completion: [.addChild(other, to: home)]),
        .runUntilIdle),
      """
      // turn 3 ends
      // t = 0.5: home.dismiss(modal) ends
      home.viewDidAppear(true)
      modal.viewDidDisappear(true)
      // completion of home.transitionCoordinator.animate(alongsideTransition:)
      other.willMove(toParent: home)
      // turn 4 ends
      """)
  }

  func testRule5_5_aControllerOutsideAnyTransitionHasNoCoordinator_andItsCompletionIsDropped() {
    var (world, home) = World.showing("home", profile: .ios17)
    let child = world.makeViewController(named: "child")
    XCTAssertNil(world.transitionCoordinator(of: home))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: home, completion: [.addChild(child, to: home)]),
        .runUntilIdle),
      "")
  }

  func testRule5_5_aCompletionOfACancelledInteractivePopReadsItsContextAsCancelled() throws {
    var (world, nav, _) = World.showingNavigation(profile: .ios17)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    world.run(.pushViewController(b, onto: nav, animated: false), .runUntilIdle)
    world.run(
      .beginInteractivePop(nav), .animateAlongsideTransition(of: b, completion: [.callerBlock(1)]))
    XCTAssertTrue(try XCTUnwrap(world.transitionCoordinator(of: b).map(world.isInteractive)))
    var readings: [Bool] = []
    try world.apply(
      .cancelInteractivePop(nav), handler: { _, _ in },
      block: { _, world in
        readings.append(world.world.transitionWasCancelled)
        _ = try world.apply(.addChild(c, to: b))
      })
    XCTAssertEqual(readings, [true])
    XCTAssertFalse(world.transitionWasCancelled)
    XCTAssertEqual(world.parent(of: c), b)
  }

  func testRule5_5_aCompletionOfAFinishedPushReadsItsContextAsNotCancelled() throws {
    var (world, nav, _) = World.showingNavigation(profile: .ios7)
    let b = world.makeViewController(named: "b")
    world.run(
      .pushViewController(b, onto: nav, animated: true),
      .animateAlongsideTransition(of: b, completion: [.callerBlock(1)]))
    XCTAssertFalse(try XCTUnwrap(world.transitionCoordinator(of: b).map(world.isInteractive)))
    var readings: [Bool] = []
    try world.apply(
      .runUntilIdle, handler: { _, _ in },
      block: { _, world in readings.append(world.world.transitionWasCancelled) })
    XCTAssertEqual(readings, [false])
  }

  func testRule5_5_aSheetsPullLetGoRunsTheCompletionsEitherWay() {
    for finished in [false, true] {
      var (world, home) = World.showing("home", profile: .ios17)
      let sheet = world.makeViewController(named: "sheet")
      let child = world.makeViewController(named: "child")
      world.run(.present(sheet, from: home, animated: false, completion: nil), .runUntilIdle)
      world.run(.sheet(.beginInteractiveDismiss(sheet)))
      XCTAssertEqual(world.transitionCoordinator(of: sheet), .presentation(presenter: home))
      XCTAssertTrue(world.isInteractive(.presentation(presenter: home)))
      world.run(.animateAlongsideTransition(of: sheet, completion: [.addChild(child, to: home)]))
      let end: SheetCall =
        finished ? .finishInteractiveDismiss(sheet) : .cancelInteractiveDismiss(sheet)
      let ending = finished ? "sheet.viewDidDisappear(true)" : "sheet.viewDidAppear(true)"
      let trace = world.run(.sheet(end)).map(\.description)
      XCTAssertEqual(
        Array(trace.suffix(3)),
        [
          ending, "// completion of sheet.transitionCoordinator.animate(alongsideTransition:)",
          "child.willMove(toParent: home)",
        ], "finished: \(finished)")
    }
  }

  func testRule5_5_aDismissedChainsCompletionsRunAtItsEnd_whicheverMemberAsked() {
    var (world, home) = World.showing("home", profile: .ios7)
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let x = world.makeViewController(named: "x")
    world.run(
      .setModalPresentationStyle(.fullScreen, of: b),
      .setModalPresentationStyle(.fullScreen, of: c),
      .present(b, from: home, animated: false, completion: nil), .runUntilIdle,
      .present(c, from: b, animated: false, completion: nil), .runUntilIdle,
      .dismiss(home, animated: true, completion: nil))
    XCTAssertEqual(world.transitionCoordinator(of: c), .presentation(presenter: b))
    assertTrace(
      world.run(
        .animateAlongsideTransition(of: c, completion: [.addChild(x, to: home)]), .runUntilIdle),
      """
      // turn 4 ends
      // t = 0.5: home.dismiss(b, c) ends
      home.viewDidAppear(true)
      c.viewDidDisappear(true)
      // completion of c.transitionCoordinator.animate(alongsideTransition:)
      x.willMove(toParent: home)
      // turn 5 ends
      """)
  }
}

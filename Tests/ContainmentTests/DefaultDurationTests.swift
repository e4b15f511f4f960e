import Containment
import ContainmentTesting
import XCTest

/// Rule 4.4: UIKit's default durations.
///
/// A push and a pop animate for
/// 0.35 s, a presentation and a dismissal for 0.5 s; a tab switch is never
/// animated, and an interactive pop begins and finishes at once, driven by
/// the gesture.
final class DefaultDurationTests: XCTestCase {
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

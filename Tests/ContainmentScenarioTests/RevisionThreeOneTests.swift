import Containment
import ContainmentTesting
import XCTest

/// Rules 4.8 and 5.1 as revision 3.1 of the contract states them.
///
/// A transition of
/// UIKit's own containers runs to its end whatever its window does, a stack change
/// while the navigation controller is *appearing* applies at once, and no
/// `didMove(toParent: nav)` is ever dropped. Whole traces, in every profile.
final class RevisionThreeOneTests: XCTestCase {
  /// A navigation controller whose window is hidden 0.1 s into an animated push: the
  /// push runs to its end, `b.vDA` and `b.didMove(toParent: nav)` in the hidden window
  /// (rules 4.8, 5.1).
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

  /// A tab switch started just before the window is hidden: the new tab gets its did at
  /// the switch's end, and no did-callback the window move's will skipped (rule 4.8).
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
}

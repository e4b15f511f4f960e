import ContainmentTesting
import XCTest

/// Whole traces for each change of revision 3 of the callback-order rules,
/// in each profile where it differs.
final class RevisionThreeTests: XCTestCase {
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

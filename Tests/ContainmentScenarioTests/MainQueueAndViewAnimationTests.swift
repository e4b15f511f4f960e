import ContainmentTesting
import XCTest

/// The main queue (rule 4.5) and view animations (rule 4.6), written as the
/// scenario language's revision 2 writes them: whole traces.
final class MainQueueAndViewAnimationTests: XCTestCase {
  /// Blocks `DispatchQueue.main.async` queued run after the turn's after-commit
  /// step and open the next turn; a block such a block queues waits for the
  /// end of that next turn (rule 4.5).
  func testRule4_5_mainQueueBlocksRunAfterTheTurnsEnd_andABlockTheyQueueWaitsForTheNext() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      DispatchQueue.main.async {
          p.addChild(a)
          DispatchQueue.main.async { a.didMove(toParent: p) }
      }
      _ = a.view
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        a.loadView()
        a.viewDidLoad()
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        // main queue block
        a.willMove(toParent: p)
        // turn 2 ends
        // main queue block
        a.didMove(toParent: p)
        // turn 3 ends
        """)
  }

  /// `asyncAfter` runs its block when the clock passes its deadline, in a turn
  /// of its own; at the same end time as a push, the one scheduled first runs
  /// first (rule 4.5).
  func testRule4_5_asyncAfterRunsWhenTheClockPasses_orderedWithAnimationEndsBySchedule() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: true)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { _ = p.view }
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
        // t = 0.35: DispatchQueue.main.asyncAfter(0.35) ends
        // main queue block
        p.loadView()
        p.viewDidLoad()
        // turn 3 ends
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 4 ends
        """)
  }

  /// A view moved inside `UIView.animate`'s animations block gets its
  /// will-callbacks at once and, in ios7 and ios17, its did-callbacks when
  /// the animation ends, after the completion; in ios5 at once (rule 4.6).
  func testRule4_6_viewsMovedInAnAnimationsBlockGetTheirDidsWhenTheAnimationEnds() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(a)
      UIView.animate(withDuration: 0.3, animations: {
          p.view.addSubview(a.view)
      }, completion: { _ in
          a.didMove(toParent: p)
      })
      DispatchQueue.main.async {
          p.addChild(b)
          p.view.addSubview(b.view)
          b.didMove(toParent: p)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
          b.willMove(toParent: nil)
          b.view.removeFromSuperview()
          b.removeFromParent()
      }
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        p.viewDidAppear(false)
        // turn 1 ends
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewDidAppear(false)
        // turn 2 ends
        // main queue block
        b.willMove(toParent: p)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: p)
        // turn 3 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        a.didMove(toParent: p)
        // turn 4 ends
        // t = 0.5: DispatchQueue.main.asyncAfter(0.5) ends
        // main queue block
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        b.didMove(toParent: nil)
        // turn 5 ends
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
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        // turn 2 ends
        a.viewIsAppearing(false)
        // main queue block
        b.willMove(toParent: p)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: p)
        // turn 3 ends
        b.viewIsAppearing(false)
        b.viewDidAppear(false)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        a.didMove(toParent: p)
        // turn 4 ends
        a.viewDidAppear(false)
        // t = 0.5: DispatchQueue.main.asyncAfter(0.5) ends
        // main queue block
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        b.didMove(toParent: nil)
        // turn 5 ends
        b.viewDidDisappear(false)
        """)
  }

  /// A block nested in another holds the dids of the views moved in it.
  ///
  /// The outer block holds those moved in it before and after the nested
  /// one, which are held after the nested block's (rule 4.6). Each
  /// animation's end takes its own, in the order held.
  func testRule4_6_aNestedBlockHoldsTheDidsOfItsOwnViews_theOuterBlockTheRest() {
    assertTrace(
      """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(a)
      p.addChild(b)
      p.addChild(c)
      UIView.animate(withDuration: 0.5, animations: {
          p.view.addSubview(a.view)
          UIView.animate(withDuration: 0.2, animations: {
              p.view.addSubview(b.view)
          }, completion: { _ in
              b.didMove(toParent: p)
          })
          p.view.addSubview(c.view)
      }, completion: { _ in
          a.didMove(toParent: p)
          c.didMove(toParent: p)
      })
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.willMove(toParent: p)
        b.willMove(toParent: p)
        c.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        // turn 2 ends
        a.viewIsAppearing(false)
        b.viewIsAppearing(false)
        c.viewIsAppearing(false)
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        b.didMove(toParent: p)
        // turn 3 ends
        b.viewDidAppear(false)
        // t = 0.5: UIView.animate(withDuration: 0.5) ends
        // completion of UIView.animate(withDuration: 0.5)
        a.didMove(toParent: p)
        c.didMove(toParent: p)
        // turn 4 ends
        a.viewDidAppear(false)
        c.viewDidAppear(false)
        """)
  }

  /// With a duration and delay of 0 the completion runs as a main-queue block
  /// (rule 4.6).
  func testRule4_6_withNoDurationTheCompletionRunsAsAMainQueueBlock() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(a)
      UIView.animate(withDuration: 0, animations: {
          p.view.addSubview(a.view)
      }) { _ in
          a.didMove(toParent: p)
      }
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        // turn 2 ends
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        // main queue block
        a.didMove(toParent: p)
        // turn 3 ends
        """)
  }

  /// Inside `UIView.performWithoutAnimation` an animation takes no time.
  ///
  /// The dids come as outside any animation and the completion as a
  /// main-queue block. `UIView.transition(with:…)` animates as
  /// `UIView.animate` does (rule 4.6).
  func testRule4_6_performWithoutAnimationTakesNoTime_andUIViewTransitionAnimates() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(a)
      UIView.performWithoutAnimation {
          UIView.animate(withDuration: 0.3, delay: 0.1, options: [], animations: {
              p.view.addSubview(a.view)
          }, completion: { finished in
              a.didMove(toParent: p)
          })
      }
      UIView.transition(with: p.view, duration: 0.2, options: [], animations: {
          a.view.removeFromSuperview()
      }, completion: nil)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewWillDisappear(false)
        // turn 2 ends
        // main queue block
        a.didMove(toParent: p)
        // turn 3 ends
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // turn 4 ends
        a.viewDidDisappear(false)
        """)
  }

  /// `UIView.transition(from:to:…)` with `.showHideTransitionViews` hides
  /// the first view and shows the second, both staying in the window
  /// (Apple's documentation of the option: "hidden or shown (instead of
  /// removed or added)"): no appearance callback comes (rule 4.6, 2.3),
  /// and the animation still takes its time.
  func testRule4_6_aViewTransitionThatShowsAndHidesMovesNoView() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      p.addChild(b)
      p.view.addSubview(b.view)
      b.didMove(toParent: p)
      b.view.isHidden = true
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      UIView.transition(from: a.view, to: b.view, duration: 0.4, options: [.transitionFlipFromLeft, .showHideTransitionViews])
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: p)
        p.loadView()
        p.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: p)
        b.willMove(toParent: p)
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: p)
        p.viewWillAppear(false)
        a.viewWillAppear(false)
        b.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        a.viewIsAppearing(false)
        b.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.viewDidAppear(false)
        b.viewDidAppear(false)
        // turn 2 ends
        // t = 0.4: UIView.animate(withDuration: 0.4) ends
        // turn 3 ends
        """)
  }

  /// A view transition written without a block (`completion: nil`,
  /// `animations: nil`) still moves its views and closes its animations
  /// block (rule 4.6), though the statement holds no closure: the
  /// interpreter's path for such statements runs what they open.
  func testRule4_6_aViewTransitionWithoutBlocksMovesItsViews() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      p.addChild(b)
      b.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      UIView.transition(from: a.view, to: b.view, duration: 0.3, options: [], completion: nil)
      UIView.transition(with: b.view, duration: 0.2, options: [], animations: nil, completion: nil)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: p)
        b.willMove(toParent: p)
        b.didMove(toParent: p)
        // turn 1 ends
        p.viewIsAppearing(false)
        a.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.viewDidAppear(false)
        a.viewWillDisappear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        // turn 2 ends
        b.viewIsAppearing(false)
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // turn 3 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // turn 4 ends
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        """)
  }

  /// A deadline may be written with Dispatch's units, as Swift code often
  /// does: `.seconds(n)`, `.milliseconds(n)` (rule 4.5).
  func testRule4_5_aDeadlineInDispatchUnitsIsThatManySeconds() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) {
          p.addChild(a)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
          p.addChild(b)
      }
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        // turn 1 ends
        // t = 0.25: DispatchQueue.main.asyncAfter(0.25) ends
        // main queue block
        b.willMove(toParent: p)
        // turn 2 ends
        // t = 1.0: DispatchQueue.main.asyncAfter(1.0) ends
        // main queue block
        a.willMove(toParent: p)
        // turn 3 ends
        """)
  }
}

import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Rule 5.4 (revision 4): the page view controller.
///
/// `UIPageViewController`'s pages, swipes and data source. Whole traces, in
/// ios17 unless a test says otherwise.
final class PageViewControllerTests: XCTestCase {
  /// A scroll-style page view controller on screen showing `a`, its data
  /// source `[a, b, c]`.
  static let showingA = """
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = [a, b, c]
    pages.setViewControllers([a], direction: .forward, animated: false)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  /// The trace after the page view controller has appeared.
  func linesAfterItAppears(_ text: String, profile: Profile = .ios17) throws -> [String] {
    let lines = try Scenario(parsing: Self.showingA + text).run(profile: profile).events
      .traceLines()
    let start = try XCTUnwrap(lines.firstIndex(of: "pages.viewDidAppear(false)"))
    return Array(lines[(start + 1)...])
  }

  func testRule5_4PagesSetBeforeTheViewLoadsAreInstalledByLoadView() {
    assertTrace(
      """
      let a = UIViewController()
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pages.setViewControllers([a], direction: .forward, animated: false)
      window.rootViewController = pages
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        pages.loadView()
        a.willMove(toParent: pages)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pages)
        pages.viewDidLoad()
        pages.viewWillAppear(false)
        // turn 1 ends
        pages.viewIsAppearing(false)
        pages.viewDidAppear(false)
        """)
  }

  func testRule5_4AScrollSwipeFinishedThenOneCancelled() throws {
    XCTAssertEqual(
      try linesAfterItAppears(
        """
        pages.beginInteractiveSwipe(to: b)
        pages.finishInteractiveSwipe()
        pages.beginInteractiveSwipe(to: c)
        pages.cancelInteractiveSwipe()
        """),
      [
        "pages.viewControllerAfter(a)", "pages.viewControllerBefore(a)",
        "pages.willTransition(to: [b])", "b.willMove(toParent: pages)", "b.loadView()",
        "b.viewDidLoad()", "b.viewWillAppear(true)", "a.viewWillDisappear(true)",
        "b.viewIsAppearing(true)", "b.viewDidAppear(true)", "a.viewDidDisappear(true)",
        "a.willMove(toParent: nil)", "a.didMove(toParent: nil)", "b.didMove(toParent: pages)",
        "pages.didFinishAnimating(true, previousViewControllers: [a], transitionCompleted: true)",
        "pages.viewControllerAfter(b)", "pages.willTransition(to: [c])",
        "c.willMove(toParent: pages)", "c.loadView()", "c.viewDidLoad()",
        "c.viewWillAppear(true)", "b.viewWillDisappear(true)", "b.viewWillAppear(true)",
        "b.viewIsAppearing(true)", "b.viewDidAppear(true)", "c.viewWillDisappear(true)",
        "c.viewDidDisappear(true)", "c.willMove(toParent: nil)", "c.didMove(toParent: nil)",
        "pages.didFinishAnimating(true, previousViewControllers: [b], transitionCompleted: false)",
        "// turn 2 ends",
      ])
  }

  func testRule5_4ASwipeBackToTheCachedPageAsksNoDataSource() throws {
    let lines = try linesAfterItAppears(
      """
      pages.beginInteractiveSwipe(to: b)
      pages.finishInteractiveSwipe()
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(to: a)
      pages.finishInteractiveSwipe()
      """)
    let second = try XCTUnwrap(lines.firstIndex(of: "// turn 2 ends"))
    XCTAssertEqual(
      Array(lines[(second + 1)...]).filter { $0.hasPrefix("pages.") },
      [
        "pages.willTransition(to: [a])",
        "pages.didFinishAnimating(true, previousViewControllers: [b], transitionCompleted: true)",
      ])
  }

  func testRule5_4TheCachedPageAfterAnAnimatedSetIsRevealedWithoutAsking() throws {
    let animated = try linesAfterItAppears(
      """
      pages.setViewControllers([c], direction: .forward, animated: true)
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .reverse)
      pages.finishInteractiveSwipe()
      """)
    XCTAssertTrue(animated.contains("pages.willTransition(to: [a])"), "\(animated)")
    XCTAssertFalse(animated.contains("pages.viewControllerBefore(c)"))
    let notAnimated = try linesAfterItAppears(
      """
      pages.setViewControllers([c], direction: .forward, animated: false)
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .reverse)
      pages.finishInteractiveSwipe()
      """)
    XCTAssertTrue(notAnimated.contains("pages.viewControllerBefore(c)"))
    XCTAssertTrue(notAnimated.contains("pages.willTransition(to: [b])"), "\(notAnimated)")
  }

  func testRule5_4AnAnimatedSetEndsAfterThePageAnimation() throws {
    XCTAssertEqual(
      try linesAfterItAppears(
        """
        pages.setViewControllers([b], direction: .forward, animated: true) { finished in
            a.view.setNeedsLayout()
        }
        """),
      [
        "b.willMove(toParent: pages)", "b.loadView()", "b.viewDidLoad()",
        "b.viewWillAppear(true)", "a.willMove(toParent: nil)", "a.viewWillDisappear(true)",
        "// turn 2 ends", "b.viewIsAppearing(true)",
        "// t = 0.35: pages.setViewControllers([b]) ends", "b.viewDidAppear(true)",
        "a.viewDidDisappear(true)", "a.didMove(toParent: nil)", "b.didMove(toParent: pages)",
        "// completion of pages.setViewControllers([b])", "// turn 3 ends",
      ])
  }

  func testRule5_4TheSamePageAgainAnimatedNeverCompletes() throws {
    XCTAssertEqual(
      try linesAfterItAppears(
        "pages.setViewControllers([a], direction: .forward, animated: true) { _ in a.view.setNeedsLayout() }"
      ), [])
    XCTAssertEqual(
      try linesAfterItAppears(
        "pages.setViewControllers([a], direction: .forward, animated: false) { _ in a.view.setNeedsLayout() }"
      ), ["// completion of pages.setViewControllers([a])", "// turn 2 ends"])
  }

  func testRule5_4ItForwardsItsOwnDisappearanceToItsPage() throws {
    XCTAssertEqual(
      try linesAfterItAppears("window.isHidden = true"),
      [
        "pages.viewWillDisappear(false)", "a.viewWillDisappear(false)", "// turn 2 ends",
        "pages.viewDidDisappear(false)", "a.viewDidDisappear(false)",
      ])
  }

  func testRule5_4APageCurlSwipeCancelledInterleaves() throws {
    let text = Self.showingA.replacingOccurrences(of: ".scroll", with: ".pageCurl")
    let lines = try Scenario(
      parsing: text + "pages.beginInteractiveSwipe(to: b)\npages.cancelInteractiveSwipe()"
    ).run(profile: .ios17).events.traceLines().filter {
      $0.contains("viewWill") || $0.contains("viewDid")
    }
    XCTAssertEqual(
      Array(lines.suffix(6)),
      [
        "b.viewWillAppear(true)", "a.viewWillDisappear(true)", "b.viewWillDisappear(true)",
        "a.viewWillAppear(true)", "b.viewDidDisappear(true)", "a.viewDidAppear(true)",
      ])
  }

  func testRule5_4TheWrongNumberOfPagesForTheSpineRaisesE10() throws {
    let run = try Scenario(
      parsing: """
        let a = UIViewController()
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, spineLocation: .mid)
        book.setViewControllers([a], direction: .forward, animated: false)
        """
    ).run(profile: .ios17)
    XCTAssertEqual(
      run.failure?.message,
      "The number of provided view controllers (1) doesn't match the number required (2) for "
        + "the requested spine location (mid)")
    XCTAssertEqual(run.failure?.exception?.code, "E10")
  }

  func testRule5_4AudittingAPagerBuiltOnItFindsNothing() throws {
    let scenario = try Scenario(
      parsing: Self.showingA
        + """
        pages.beginInteractiveSwipe(to: b)
        pages.finishInteractiveSwipe()
        pages.setViewControllers([c], direction: .forward, animated: true)
        window.isHidden = true
        window.isHidden = false
        """)
    for profile in Profile.presets {
      XCTAssertEqual(Audit(scenario, profile: profile).findings, [], profile.name)
    }
  }

  func testRule5_4APageCurlSwipeFinishedEndsTheOldPageFirst() throws {
    let text = Self.showingA.replacingOccurrences(of: ".scroll", with: ".pageCurl")
    let lines = try Scenario(
      parsing: text + "pages.beginInteractiveSwipe(to: b)\npages.finishInteractiveSwipe()"
    ).run(profile: .ios17).events.traceLines().filter {
      $0.contains("viewWill") || $0.contains("viewDid")
    }
    XCTAssertEqual(
      Array(lines.suffix(4)),
      [
        "b.viewWillAppear(true)", "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
        "b.viewDidAppear(true)",
      ])
  }

  /// The workaround for the stale cached page: after an animated set, set
  /// the same page again without animation (in the completion, on the main
  /// queue); the cache is gone and the data source is asked.
  func testRule5_4TheSetAgainWorkaroundForgetsTheCachedPage() throws {
    let lines = try linesAfterItAppears(
      """
      pages.setViewControllers([c], direction: .forward, animated: true) { _ in
          DispatchQueue.main.async {
              pages.setViewControllers([c], direction: .forward, animated: false)
          }
      }
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .reverse)
      pages.finishInteractiveSwipe()
      """)
    XCTAssertTrue(lines.contains("pages.viewControllerBefore(c)"), "\(lines)")
    XCTAssertTrue(lines.contains("pages.willTransition(to: [b])"), "\(lines)")
  }

  func testRule5_4WithTheSpineInTheMiddleTheTwoFacingPagesTurnTogether() {
    assertTrace(
      """
      let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, spineLocation: .mid)
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      pages.dataSource = [a, b, c, d]
      pages.setViewControllers([a, b], direction: .forward, animated: false)
      window.rootViewController = pages
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .forward)
      pages.finishInteractiveSwipe()
      """, profile: .ios17,
      equals: """
        pages.loadView()
        a.willMove(toParent: pages)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        b.willMove(toParent: pages)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        b.viewIsAppearing(false)
        b.viewDidAppear(false)
        a.didMove(toParent: pages)
        b.didMove(toParent: pages)
        pages.viewDidLoad()
        pages.viewWillAppear(false)
        // turn 1 ends
        pages.viewIsAppearing(false)
        pages.viewDidAppear(false)
        pages.viewControllerAfter(b)
        pages.viewControllerBefore(a)
        pages.viewControllerAfter(c)
        pages.willTransition(to: [c, d])
        c.willMove(toParent: pages)
        c.loadView()
        c.viewDidLoad()
        d.willMove(toParent: pages)
        d.loadView()
        d.viewDidLoad()
        c.viewWillAppear(true)
        d.viewWillAppear(true)
        a.viewWillDisappear(true)
        b.viewWillDisappear(true)
        a.viewDidDisappear(true)
        b.viewDidDisappear(true)
        c.viewIsAppearing(true)
        c.viewDidAppear(true)
        d.viewIsAppearing(true)
        d.viewDidAppear(true)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        c.didMove(toParent: pages)
        d.didMove(toParent: pages)
        pages.didFinishAnimating(true, previousViewControllers: [a, b], transitionCompleted: true)
        pages.viewControllerAfter(d)
        // turn 2 ends
        """)
  }

  func testRule5_4TheBackPageOfADoubleSidedCurlIsAChildWithoutAppearanceCallbacks() {
    assertTrace(
      """
      let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
      let a = UIViewController()
      let aBack = UIViewController()
      let b = UIViewController()
      let bBack = UIViewController()
      pages.isDoubleSided = true
      pages.dataSource = [a, aBack, b, bBack]
      window.rootViewController = pages
      window.makeKeyAndVisible()
      pages.setViewControllers([a, aBack], direction: .forward, animated: false)
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .forward)
      pages.finishInteractiveSwipe()
      RunLoop.main.runUntilIdle()
      window.isHidden = true
      """, profile: .ios17,
      equals: """
        pages.loadView()
        pages.viewDidLoad()
        pages.viewWillAppear(false)
        a.willMove(toParent: pages)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        aBack.willMove(toParent: pages)
        aBack.loadView()
        aBack.viewDidLoad()
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pages)
        aBack.didMove(toParent: pages)
        // turn 1 ends
        pages.viewIsAppearing(false)
        pages.viewDidAppear(false)
        pages.viewControllerAfter(aBack)
        pages.viewControllerBefore(a)
        pages.viewControllerAfter(b)
        pages.willTransition(to: [b, bBack])
        b.willMove(toParent: pages)
        b.loadView()
        b.viewDidLoad()
        bBack.willMove(toParent: pages)
        bBack.loadView()
        bBack.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
        a.viewDidDisappear(true)
        b.viewIsAppearing(true)
        b.viewDidAppear(true)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        aBack.willMove(toParent: nil)
        aBack.didMove(toParent: nil)
        b.didMove(toParent: pages)
        bBack.didMove(toParent: pages)
        pages.didFinishAnimating(true, previousViewControllers: [a, aBack], transitionCompleted: true)
        pages.viewControllerAfter(bBack)
        // turn 2 ends
        pages.viewWillDisappear(false)
        b.viewWillDisappear(false)
        // turn 3 ends
        pages.viewDidDisappear(false)
        b.viewDidDisappear(false)
        """)
  }
}

import Containment
import ContainmentScenario
import XCTest

/// What UIKit's `transition(from:to:)` delivers on its own timing.
///
/// The audit does not blame a container for it: a transition that
/// started on screen ends in a window hidden meanwhile, and a presentation
/// over the container skips the controllers inside the transition (rules
/// 2.4 and 4.8). What follows from the author's own mistake is still
/// reported.
final class AuditTransitionTimingTests: XCTestCase {
  /// A container that keeps both children and switches between them with
  /// `transition(from:to:)`, first child shown; line 14 is the first after it.
  static let container = """
    let tabs = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    on tabs.viewDidLoad {
        tabs.addChild(a)
        a.didMove(toParent: tabs)
        tabs.addChild(b)
        b.didMove(toParent: tabs)
        tabs.view.addSubview(a.view)
    }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  func findings(_ text: String, _ profile: Profile) throws -> [String] {
    Audit(try Scenario(parsing: Self.container + text), profile: profile).findings.map {
      "\($0.line) \($0.rule.id)"
    }
  }

  func testATransitionThatStartedOnScreenEndsInAHiddenWindowWithoutFinding() throws {
    let text = """
      tabs.transition(from: a, to: b, duration: 0.25) { _ in }
      window.isHidden = true
      RunLoop.main.runUntilIdle()
      """
    for profile in Profile.presets {
      XCTAssertEqual(try findings(text, profile), [], profile.name)
    }
  }

  func testAPresentationDuringATransitionSkipsItsControllersWithoutFinding() throws {
    let text = """
      let modal = UIViewController()
      tabs.transition(from: a, to: b, duration: 0.25) { _ in }
      tabs.present(modal, animated: true)
      RunLoop.main.runUntilIdle()
      """
    for profile in Profile.presets {
      XCTAssertEqual(try findings(text, profile), [], profile.name)
    }
  }

  func testADidInNoWindowAfterAFromViewOutsideTheParentIsStillReported() throws {
    let text = """
      let c = UIViewController()
      tabs.addChild(c)
      tabs.transition(from: b, to: c, duration: 0) { _ in c.didMove(toParent: tabs) }
      """
    for profile in Profile.presets {
      XCTAssertEqual(try findings(text, profile), ["16 A6", "16 A21"], profile.name)
    }
  }

  /// A container that forwards its appearance by hand while UIKit breaks its own pairing.
  ///
  /// A presentation asked for, the window
  /// hidden before it starts and shown while it runs, then dismissed. UIKit
  /// logs "Unbalanced calls" for the container and sends it a did out of
  /// pair (rule 2.4, 4.8); the child's end it forwards is refused, and the
  /// next begin finds the child where it was. None of it is the author's.
  func testAContainerForwardingWhatUIKitBrokeIsNotBlamed() throws {
    let text = """
      let pager = UIViewController()
      let page = UIViewController()
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      pager.shouldAutomaticallyForwardAppearanceMethods = false
      on pager.viewDidLoad {
          pager.addChild(page)
          pager.view.addSubview(page.view)
          page.didMove(toParent: pager)
      }
      on pager.viewWillAppear { animated in page.beginAppearanceTransition(true, animated: animated) }
      on pager.viewDidAppear { page.endAppearanceTransition() }
      on pager.viewWillDisappear { animated in page.beginAppearanceTransition(false, animated: animated) }
      on pager.viewDidDisappear { page.endAppearanceTransition() }
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pager.present(modal, animated: true)
      window.isHidden = true
      RunLoop.main.turn()
      window.isHidden = false
      RunLoop.main.run(for: 0.5)
      modal.dismiss(animated: true)
      """
    let scenario = try Scenario(parsing: text)
    let trace = scenario.run(profile: .ios17).events.traceLines()
    XCTAssertTrue(
      trace.contains("warning: Unbalanced calls to begin/end appearance transitions for page."),
      "the trace shows UIKit refusing the forwarded end")
    for profile in Profile.presets {
      XCTAssertEqual(
        Audit(scenario, profile: profile).findings.map { "\($0.line) \($0.rule.id)" }, [],
        profile.name)
    }
  }

  /// What a tab bar controller forwards to its tabs from window moves is
  /// UIKit's: a tab selected while the window is hidden gets the window's
  /// did without the will it was not there for (ios7, ios17), and the audit
  /// does not blame the app that set `selectedIndex`.
  func testATabSelectedInAHiddenWindowIsNotBlamedForTheTabBarsForwarding() throws {
    let text = """
      let tabBar = UITabBarController()
      let first = UIViewController()
      let second = UIViewController()
      tabBar.viewControllers = [first, second]
      window.rootViewController = tabBar
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabBar.selectedIndex = 1
      window.isHidden = true
      tabBar.selectedIndex = 0
      window.isHidden = false
      window.isHidden = true
      tabBar.selectedIndex = 1
      """
    let scenario = try Scenario(parsing: text)
    XCTAssertEqual(
      Array(scenario.run(profile: .ios17).events.traceLines().suffix(3)),
      ["// turn 2 ends", "tabBar.viewDidDisappear(false)", "second.viewDidDisappear(false)"])
    for profile in Profile.presets {
      XCTAssertEqual(Audit(scenario, profile: profile).findings, [], profile.name)
    }
  }

  /// A will UIKit sends again, forwarded, is not the author's mistake.
  ///
  /// A container in a navigation controller, popped to while the window is
  /// hidden: the pop ends there with its `viewDidAppear` (rule 4.8), and the
  /// window shown again sends it `viewWillAppear` once more. It forwards
  /// that to its child, which has appeared already: UIKit's re-send, not
  /// the author's mistake (A26).
  func testForwardingAWillUIKitSentAgainIsNotBlamed() throws {
    let text = """
      let nav = UINavigationController()
      let home = UIViewController()
      let pager = UIViewController()
      let page = UIViewController()
      let pushed = UIViewController()
      pager.shouldAutomaticallyForwardAppearanceMethods = false
      on pager.viewDidLoad {
          pager.addChild(page)
          pager.view.addSubview(page.view)
          page.didMove(toParent: pager)
      }
      on pager.viewWillAppear { animated in page.beginAppearanceTransition(true, animated: animated) }
      on pager.viewDidAppear { page.endAppearanceTransition() }
      on pager.viewWillDisappear { animated in page.beginAppearanceTransition(false, animated: animated) }
      on pager.viewDidDisappear { page.endAppearanceTransition() }
      nav.setViewControllers([home, pager], animated: false)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(pushed, animated: true)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: true)
      RunLoop.main.turn()
      window.isHidden = true
      RunLoop.main.run(for: 0.35)
      window.isHidden = false
      """
    let scenario = try Scenario(parsing: text)
    XCTAssertEqual(
      Array(scenario.run(profile: .ios17).events.traceLines().suffix(10).prefix(3)),
      ["nav.viewWillAppear(false)", "pager.viewWillAppear(false)", "page.viewWillAppear(false)"],
      "the trace shows the re-sent will")
    for profile in Profile.presets {
      XCTAssertEqual(Audit(scenario, profile: profile).findings, [], profile.name)
    }
  }
}

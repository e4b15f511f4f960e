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
}

import Containment
import ContainmentScenario
import XCTest

/// The audit judges the author's mistakes only (rules 4.8 and 5.1, revision 3.1).
///
/// A promise is missing only when nothing pending can
/// still keep it, a child removed and added back is two complete moves, and
/// what UIKit's own containers deliver on their schedule is not the
/// author's. Each rule gets the clean side (work finished turns later, a
/// re-add) as hard as the dirty side (nothing ever finishes it).
///
/// Scenarios start from ``AuditTests/prelude``: `p` is the visible window's
/// root, `a` and `b` are free controllers, the first line after it is 7.
final class AuditSettlingTests: XCTestCase {
  private func findingsInEveryProfile(_ body: String) throws -> [String: [String]] {
    var found: [String: [String]] = [:]
    for profile in Profile.presets {
      found[profile.name] = try AuditTests.findings(AuditTests.prelude + body, profile: profile)
    }
    return found
  }

  private func assertCleanInEveryProfile(
    _ body: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for (profile, findings) in try findingsInEveryProfile(body).sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(findings, [], profile, file: file, line: line)
    }
  }

  private func assertInEveryProfile(
    _ body: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for (profile, findings) in try findingsInEveryProfile(body).sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(findings, expected, profile, file: file, line: line)
    }
  }

  // MARK: A1, didMove in a completion

  static let addWithDidMoveInCompletion = """
    p.addChild(a)
    p.view.addSubview(a.view)
    UIView.animate(withDuration: 0.3, animations: {
    }, completion: { _ in
        a.didMove(toParent: p)
    })
    """

  func testA1_didMoveInACompletionOneTurnLater_isClean() throws {
    try assertCleanInEveryProfile(
      Self.addWithDidMoveInCompletion + "\nRunLoop.main.turn()\nRunLoop.main.run(for: 0.1)")
  }

  func testA1_didMoveInACompletionAfterSeveralTurnsWithOtherWork_isClean() throws {
    try assertCleanInEveryProfile(
      Self.addWithDidMoveInCompletion + """

        RunLoop.main.turn()
        p.addChild(b)
        p.view.addSubview(b.view)
        b.didMove(toParent: p)
        RunLoop.main.turn()
        RunLoop.main.run(for: 0.1)
        RunLoop.main.turn()
        RunLoop.main.run(for: 0.1)
        """)
  }

  func testA1_didMoveInACompletionThatNeverComes_isFoundAtItsAddChild() throws {
    let body = """
      p.addChild(a)
      p.view.addSubview(a.view)
      UIView.animate(withDuration: 0.3, animations: {
      }, completion: { _ in
          b.view.isHidden = true
      })
      RunLoop.main.turn()
      """
    try assertInEveryProfile(body, ["7 A1"])
  }

  /// A child added before its parent's view exists (`b`'s view not
  /// loaded: a container's initializer), whose `didMove` the parent sends
  /// when its view loads, turns later: the promise waits for the view.
  func testA1_didMoveWhenTheParentsViewLoadsTurnsLater_isClean() throws {
    let body = """
      on b.viewDidLoad {
          b.view.addSubview(a.view)
          a.didMove(toParent: b)
      }
      b.addChild(a)
      RunLoop.main.runUntilIdle()
      RunLoop.main.runUntilIdle()
      p.addChild(b)
      p.view.addSubview(b.view)
      b.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      """
    try assertCleanInEveryProfile(body)
  }

  /// The same parent whose view loads with no `didMove` sent: found at the
  /// `addChild`, once the turn the view loaded in has ended.
  func testA1_noDidMoveOnceTheParentsViewLoaded_isFoundAtItsAddChild() throws {
    let body = """
      b.addChild(a)
      RunLoop.main.runUntilIdle()
      p.addChild(b)
      p.view.addSubview(b.view)
      b.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      RunLoop.main.runUntilIdle()
      """
    try assertInEveryProfile(body, ["7 A1"])
  }

  // MARK: A24, a removal finished in a completion

  static let shownChild = """
    p.addChild(a)
    p.view.addSubview(a.view)
    a.didMove(toParent: p)
    RunLoop.main.runUntilIdle()

    """

  func testA24_removalFinishedInACompletionTurnsLater_isClean() throws {
    try assertCleanInEveryProfile(
      Self.shownChild + """
        a.willMove(toParent: nil)
        UIView.animate(withDuration: 0.3, animations: {
        }, completion: { _ in
            a.view.removeFromSuperview()
            a.removeFromParent()
        })
        RunLoop.main.turn()
        RunLoop.main.run(for: 0.1)
        RunLoop.main.turn()
        """)
  }

  func testA24_removalFinishedInAMainQueueBlock_isClean() throws {
    try assertCleanInEveryProfile(
      Self.shownChild + """
        a.willMove(toParent: nil)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            a.view.removeFromSuperview()
            a.removeFromParent()
        }
        RunLoop.main.turn()
        RunLoop.main.run(for: 0.1)
        """)
  }

  func testA24_aChildRemovedAndAddedBackInTheSameTurn_isClean() throws {
    try assertCleanInEveryProfile(
      Self.shownChild + """
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
        a.removeFromParent()
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        RunLoop.main.turn()
        """)
  }

  func testA24_aCachedChildSwappedOutAndBackInTheSameTurn_isClean() throws {
    try assertCleanInEveryProfile(
      Self.shownChild + """
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
        a.removeFromParent()
        p.addChild(b)
        p.view.addSubview(b.view)
        b.didMove(toParent: p)
        b.willMove(toParent: nil)
        b.view.removeFromSuperview()
        b.removeFromParent()
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA24_aRemovalThatNothingFinishes_isFoundAtItsWillMove() throws {
    try assertInEveryProfile(
      Self.shownChild + """
        a.willMove(toParent: nil)
        UIView.animate(withDuration: 0.3, animations: {
        }, completion: { _ in
            a.view.removeFromSuperview()
        })
        RunLoop.main.turn()
        """, ["11 A24"])
  }

  // MARK: A9, a begin ended in a completion

  func testA9_anEndInACompletionTurnsLater_isClean() throws {
    try assertCleanInEveryProfile(
      """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: true)
      UIView.animate(withDuration: 0.3, animations: {
      }, completion: { _ in
          a.endAppearanceTransition()
          a.didMove(toParent: p)
      })
      RunLoop.main.turn()
      RunLoop.main.run(for: 0.1)
      RunLoop.main.turn()
      """)
  }

  // MARK: A12, the old child removed in a completion after the transition

  static let replacingTransition = """
    p.addChild(a)
    p.view.addSubview(a.view)
    a.didMove(toParent: p)
    RunLoop.main.runUntilIdle()
    a.willMove(toParent: nil)
    p.addChild(b)
    p.transition(from: a, to: b, duration: 0.3) {
        b.didMove(toParent: p)
        UIView.animate(withDuration: 0.2, animations: {
        }, completion: { _ in
            REMOVAL
        })
    }
    """

  func testA12_theOldChildRemovedInALaterCompletion_isClean() throws {
    try assertCleanInEveryProfile(
      Self.replacingTransition.replacingOccurrences(of: "REMOVAL", with: "a.removeFromParent()")
        + "\nRunLoop.main.run(for: 0.3)\nRunLoop.main.turn()\nRunLoop.main.run(for: 0.1)")
  }

  func testA12_theOldChildNeverRemoved_isFoundAtTheTransition() throws {
    try assertInEveryProfile(
      Self.replacingTransition.replacingOccurrences(of: "REMOVAL", with: "b.view.isHidden = false")
        + "\nRunLoop.main.run(for: 0.3)\nRunLoop.main.turn()", ["13 A12"])
  }

  // MARK: A11, a container that forwards by hand, telling its child later

  static let manualContainer = """
    p.shouldAutomaticallyForwardAppearanceMethods = false
    p.addChild(a)
    p.view.addSubview(a.view)
    a.didMove(toParent: p)
    """

  func testA11_aChildToldInACompletionTurnsLater_isClean() throws {
    try assertCleanInEveryProfile(
      Self.manualContainer + """

        UIView.animate(withDuration: 0.3, animations: {
        }, completion: { _ in
            a.beginAppearanceTransition(true, animated: false)
            a.endAppearanceTransition()
        })
        RunLoop.main.turn()
        RunLoop.main.run(for: 0.1)
        RunLoop.main.turn()
        """)
  }

  func testA11_aChildNeverTold_isFoundAtTheSwitch() throws {
    try assertInEveryProfile(Self.manualContainer + "\nRunLoop.main.turn()", ["7 A11"])
  }

  func testA11_aHiddenChildKeptDisappearedByDesign_isClean() throws {
    // A drawer's closed menu: in the container's view, hidden, not told.
    try assertCleanInEveryProfile(
      Self.manualContainer + "\na.view.isHidden = true\nRunLoop.main.turn()")
  }

  func testA11_aHiddenChildDoesNotExcuseAVisibleOneNeverTold() throws {
    try assertInEveryProfile(
      Self.manualContainer
        + """

        a.view.isHidden = true
        p.addChild(b)
        p.view.addSubview(b.view)
        b.didMove(toParent: p)
        RunLoop.main.turn()
        """, ["7 A11"])
  }

  // MARK: A21 and A9: UIKit's own containers

  func testA21_aModalDismissedWhileItsWindowIsHidden_isUIKitsNotTheAuthors() throws {
    try assertCleanInEveryProfile(
      """
      let modal = UIViewController()
      p.present(modal, animated: true)
      window.isHidden = true
      modal.dismiss(animated: true)
      """)
  }

  func testA21_tabsTappedAroundAHiddenWindow_isUIKitsNotTheAuthors() throws {
    try assertCleanInEveryProfile(
      """
      let tabs = UITabBarController()
      let first = UIViewController()
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      tabs.viewControllers = [first, nav]
      window.rootViewController = tabs
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 1)
      window.isHidden = true
      tabs.tapTab(at: 0)
      """)
  }

  func testA21_aPushEndingInAHiddenWindow_isUIKitsNotTheAuthors() throws {
    try assertCleanInEveryProfile(
      """
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      window.rootViewController = nav
      RunLoop.main.runUntilIdle()
      nav.pushViewController(a, animated: true)
      RunLoop.main.turn()
      RunLoop.main.run(for: 0.1)
      window.isHidden = true
      """)
  }

  func testA9_aPushDuringAPresentation_isUIKitsNotTheAuthors() throws {
    try assertCleanInEveryProfile(
      """
      let modal = UIViewController()
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      modal.modalPresentationStyle = .fullScreen
      window.rootViewController = nav
      RunLoop.main.runUntilIdle()
      nav.present(modal, animated: true)
      nav.pushViewController(a, animated: true)
      """)
  }

  /// A container that forwards by hand follows its own viewDidAppear, which
  /// a dismissal delivers after the window was hidden (rule 4.8): correct.
  func testA21_aContainerForwardingWhatUIKitDeliveredInAHiddenWindow_isClean() throws {
    try assertCleanInEveryProfile(
      """
      let modal = UIViewController()
      let drawer = UIViewController()
      drawer.shouldAutomaticallyForwardAppearanceMethods = false
      on drawer.viewWillAppear { animated in a.beginAppearanceTransition(true, animated: animated) }
      on drawer.viewDidAppear { _ in a.endAppearanceTransition() }
      on drawer.viewWillDisappear { animated in a.beginAppearanceTransition(false, animated: animated) }
      on drawer.viewDidDisappear { _ in a.endAppearanceTransition() }
      drawer.addChild(a)
      drawer.view.addSubview(a.view)
      a.didMove(toParent: drawer)
      p.present(drawer, animated: true)
      RunLoop.main.runUntilIdle()
      drawer.present(modal, animated: true)
      window.isHidden = true
      modal.dismiss(animated: true)
      """)
  }

  /// The author's own end, unbalanced, is still the author's A9.
  func testA9_theAuthorsEndOfATransitionUIKitBegan_isStillFound() throws {
    try assertInEveryProfile(
      """
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      window.rootViewController = nav
      RunLoop.main.runUntilIdle()
      root.endAppearanceTransition()
      """, ["11 A9", "11 A10"])
  }

  // MARK: A25 and A26

  func testA25_visibleChildRemovedWithoutDisappearing() throws {
    let body = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      """
    try assertInEveryProfile(body, ["16 A25"])
    try assertCleanInEveryProfile(
      body.replacingOccurrences(
        of: "a.view.removeFromSuperview()\n",
        with: """
          a.beginAppearanceTransition(false, animated: false)
          a.view.removeFromSuperview()
          a.endAppearanceTransition()

          """))
  }

  func testA25_theDisappearanceEndedInACompletionAfterTheRemoval_isClean() throws {
    try assertCleanInEveryProfile(
      """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      a.beginAppearanceTransition(false, animated: true)
      a.view.removeFromSuperview()
      a.removeFromParent()
      UIView.animate(withDuration: 0.3, animations: {
      }, completion: { _ in
          a.endAppearanceTransition()
      })
      RunLoop.main.turn()
      """)
  }

  func testA26_beginAppearingAnAppearedChild() throws {
    let body = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.beginAppearanceTransition(true, animated: true)
      a.endAppearanceTransition()
      """
    try assertInEveryProfile(body, ["14 A26"])
    // Hidden first, then shown again: each begin changes direction.
    try assertCleanInEveryProfile(
      body.replacingOccurrences(
        of: "a.beginAppearanceTransition(true, animated: true)",
        with: """
          a.beginAppearanceTransition(false, animated: true)
          a.endAppearanceTransition()
          a.beginAppearanceTransition(true, animated: true)
          """))
  }

  func testA26_beginDisappearingADisappearedChild() throws {
    let body = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      """
    // A11 too: the container has appeared and left its child disappeared.
    try assertInEveryProfile(body, ["7 A11", "15 A26"])
  }

  /// A cancelled interactive hide: begun disappearing, then begun
  /// appearing again before the end (UIKit's own pattern, rule 2.4).
  func testA26_aCancelledHide_isClean() throws {
    try assertCleanInEveryProfile(
      """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      a.beginAppearanceTransition(false, animated: true)
      a.beginAppearanceTransition(true, animated: true)
      a.endAppearanceTransition()
      """)
  }
}

import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Rule 5.5 in scenarios: `c.transitionCoordinator` compared with nil, and
/// `c.transitionCoordinator?.animate(alongsideTransition: nil) { … }`, as the
/// language writes them and as pasted Swift does (`if let`, `guard let`).
final class TransitionCoordinatorScenarioTests: XCTestCase {
  /// The language's own spelling: the completion runs after the push's end
  /// callbacks; in `ios5`, which has no coordinator, the `else` side runs.
  static let language = """
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let b = UIViewController()
    let c = UIViewController()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    RunLoop.main.run(for: 1)
    on b.viewWillAppear {
      if b.transitionCoordinator == nil { b.addChild(c) }
      b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        b.addChild(c)
        c.didMove(toParent: b)
      }
    }
    nav.pushViewController(b, animated: true)
    RunLoop.main.run(for: 1)
    """

  func testRule5_5_theLanguagesCompletionRunsAfterThePushsEndCallbacks() throws {
    let scenario = try Scenario(parsing: Self.language)
    assertTrace(
      scenario.run(profile: .ios17).events.suffix(14),
      """
      // turn 2 ends
      b.loadView()
      b.viewDidLoad()
      a.viewWillDisappear(true)
      b.viewWillAppear(true)
      b.viewIsAppearing(true)
      // t = 1.35: nav transition from a to b ends
      a.viewDidDisappear(true)
      b.viewDidAppear(true)
      b.didMove(toParent: nav)
      // completion of b.transitionCoordinator.animate(alongsideTransition:)
      c.willMove(toParent: b)
      c.didMove(toParent: b)
      // turn 3 ends
      """)
  }

  func testRule5_5_inIOS5ThereIsNoCoordinator() throws {
    let scenario = try Scenario(parsing: Self.language)
    assertTrace(
      scenario.run(profile: .ios5).events.suffix(12),
      """
      b.willMove(toParent: nav)
      b.loadView()
      b.viewDidLoad()
      a.viewWillDisappear(true)
      b.viewWillAppear(true)
      c.willMove(toParent: b)
      // turn 2 ends
      // t = 1.35: nav transition from a to b ends
      a.viewDidDisappear(true)
      b.viewDidAppear(true)
      b.didMove(toParent: nav)
      // turn 3 ends
      """)
  }

  /// `if let coordinator = transitionCoordinator { … } else { … }` in a
  /// pasted override; the animations block's skipped statements are notes.
  static let pastedIfLet = """
    import UIKit

    final class Child: UIViewController {
        let extra = UIViewController()
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            transitionCoordinator?.animate(alongsideTransition: { _ in
                self.view.alpha = 1
            }, completion: nil)
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { context in
                    self.addChild(self.extra)
                    self.extra.didMove(toParent: self)
                }
            } else {
                addChild(extra)
                extra.didMove(toParent: self)
            }
        }
    }

    let nav = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = nav
    window.makeKeyAndVisible()
    RunLoop.main.run(for: 1)
    let c = Child()
    nav.pushViewController(c, animated: true)
    RunLoop.main.run(for: 1)
    """

  func testRule5_5_aPastedIfLetCoordinatorRunsItsCompletionAfterThePush() throws {
    let scenario = try Scenario(parsing: Self.pastedIfLet)
    assertTrace(
      scenario.run(profile: .ios17).events.suffix(14),
      """
      // turn 2 ends
      c.loadView()
      c.viewDidLoad()
      nav.rootViewController.viewWillDisappear(true)
      c.viewWillAppear(true)
      c.viewIsAppearing(true)
      // t = 1.35: nav transition from nav.rootViewController to c ends
      nav.rootViewController.viewDidDisappear(true)
      c.viewDidAppear(true)
      c.didMove(toParent: nav)
      // completion of c.transitionCoordinator.animate(alongsideTransition:)
      c.extra.willMove(toParent: c)
      c.extra.didMove(toParent: c)
      // turn 3 ends
      """)
  }

  /// The common "push with a completion" method of a navigation subclass:
  /// `guard animated, let coordinator = transitionCoordinator else { … }`.
  static let pastedPushWithCompletion = """
    import UIKit

    final class Flow: UINavigationController {
        var pushes = 0
        func push(_ controller: UIViewController, animated: Bool, completion: @escaping () -> Void) {
            pushViewController(controller, animated: animated)
            guard animated, let coordinator = transitionCoordinator else {
                completion()
                return
            }
            coordinator.animate(alongsideTransition: nil) { _ in completion() }
            transitionCoordinator?.notifyWhenInteractionChanges { context in
                print(context.isCancelled)
            }
        }
    }

    let first = UIViewController()
    let flow = Flow(rootViewController: first)
    let second = UIViewController()
    let third = UIViewController()
    window.rootViewController = flow
    window.makeKeyAndVisible()
    RunLoop.main.run(for: 1)
    flow.push(second, animated: true) {
        flow.pushViewController(third, animated: false)
    }
    RunLoop.main.run(for: 1)
    """

  func testRule5_5_aPastedPushWithCompletionRunsTheCompletionAfterThePush() throws {
    for profile in Profile.presets {
      let scenario = try Scenario(parsing: Self.pastedPushWithCompletion)
      let trace = scenario.run(profile: profile).events.traceLines(flags: false)
      // The completion pushes `third` once the first push has ended, or at
      // once without a coordinator (ios5).
      let ended = try XCTUnwrap(
        trace.firstIndex(of: "second.didMove(toParent: flow)"), "\(profile)")
      let next = try XCTUnwrap(trace.firstIndex(of: "third.willMove(toParent: flow)"), "\(profile)")
      XCTAssertEqual(trace.filter { $0 == "third.willMove(toParent: flow)" }.count, 1)
      if profile.hasTransitionCoordinators {
        XCTAssertLessThan(ended, next, "\(profile)")
      }
    }
  }

  func testRule5_5_aCoordinatorsOtherMembersAreSkippedWithANote() {
    let result = CommandLineTool(
      readFile: { $0 == "Flow.swift" ? Self.pastedPushWithCompletion : nil },
      readStandardInput: { nil }
    ).run(["audit", "Flow.swift"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.standardOutput, "audit (ios5, ios7, ios17): no findings\n")
    XCTAssertEqual(
      result.standardError,
      "Flow.swift:12:32: note: skipped: a transition coordinator's "
        + "'notifyWhenInteractionChanges' is not modelled\n")
  }

  /// A completion reads its context: cancelled after an interactive pop let
  /// go, not after one that finished.
  static let cancelled = """
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let b = UIViewController()
    let kept = UIViewController()
    let left = UIViewController()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(b, animated: false)
    RunLoop.main.run(for: 1)
    nav.beginInteractivePop()
    b.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      if context.isCancelled { b.addChild(kept) } else { a.addChild(kept) }
    }
    nav.cancelInteractivePop()
    nav.beginInteractivePop()
    b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { context in
      if context.isCancelled { b.addChild(left) } else { a.addChild(left) }
    })
    nav.finishInteractivePop()
    """

  func testRule5_5_aCompletionReadsWhetherTheInteractivePopWasCancelled() throws {
    let scenario = try Scenario(parsing: Self.cancelled)
    assertTrace(
      scenario.run(profile: .ios17).events.suffix(19),
      """
      b.viewWillDisappear(true)
      a.viewWillAppear(true)
      a.viewWillDisappear(true)
      a.viewDidDisappear(true)
      b.viewWillAppear(true)
      b.viewIsAppearing(true)
      b.viewDidAppear(true)
      // completion of b.transitionCoordinator.animate(alongsideTransition:)
      kept.willMove(toParent: b)
      b.willMove(toParent: nil)
      b.viewWillDisappear(true)
      a.viewWillAppear(true)
      b.viewDidDisappear(true)
      b.didMove(toParent: nil)
      a.viewIsAppearing(true)
      a.viewDidAppear(true)
      // completion of b.transitionCoordinator.animate(alongsideTransition:)
      left.willMove(toParent: a)
      // turn 2 ends
      """)
  }

  /// A child that hides the navigation bar, as many apps write it: the
  /// completion reads `context.isCancelled`, `viewWillDisappear` tests the
  /// coordinator's `isInteractive`.
  static let navigationBarHiding = """
    import UIKit

    class ProfileViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(true, animated: animated)
            navigationController?.transitionCoordinator?.animate(alongsideTransition: { [weak self] context in
                self?.navigationController?.navigationBar.alpha = 0
            }, completion: { [weak self] context in
                guard let self = self else { return }
                if context.isCancelled {
                    self.navigationController?.navigationBar.alpha = 1
                }
            })
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let coordinator = transitionCoordinator, coordinator.isInteractive {
                coordinator.notifyWhenInteractionChanges { context in
                    print(context.isCancelled)
                }
            }
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }

    let home = UIViewController()
    let nav = UINavigationController(rootViewController: home)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    RunLoop.main.run(for: 1)
    let profile = ProfileViewController()
    nav.pushViewController(profile, animated: true)
    RunLoop.main.run(for: 1)
    nav.beginInteractivePop()
    nav.cancelInteractivePop()
    RunLoop.main.run(for: 1)
    nav.popViewController(animated: true)
    RunLoop.main.run(for: 1)
    """

  func testRule5_5_aPastedChildReadsItsCoordinatorsContextAndInteractivity() throws {
    let result = CommandLineTool(
      readFile: { $0 == "Profile.swift" ? Self.navigationBarHiding : nil },
      readStandardInput: { nil }
    ).run(["audit", "Profile.swift"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, "audit (ios5, ios7, ios17): no findings\n")
  }
}

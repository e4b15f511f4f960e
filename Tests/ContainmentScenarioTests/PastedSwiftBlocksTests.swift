import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// Blocks a pasted container hands UIKit that UIKit runs for certain: a
/// transaction's completion, a property animator (made and started in one
/// method, or kept in a property and driven by a gesture), a timer; and the
/// stops where the model cannot place them (scenario language §6).
extension PastedSwiftTests {
  /// A transaction's completion block around a push
  /// (`CATransaction.setCompletionBlock { … setViewControllers … }`) runs
  /// as the push's transition coordinator's completion: the trim comes
  /// after the push's `didMove`, and the note says how the block is read.
  func testATransactionsCompletionBlockRunsWhenThePushEnds() {
    let flow = """
      final class Flow: UINavigationController {
          func pushThenTrim(_ next: UIViewController) {
              CATransaction.begin()
              CATransaction.setCompletionBlock { [weak self] in
                  self?.setViewControllers([next], animated: false)
              }
              pushViewController(next, animated: true)
              CATransaction.commit()
          }
      }
      let root = UIViewController()
      let flow = Flow(rootViewController: root)
      window.rootViewController = flow
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let next = UIViewController()
      flow.pushThenTrim(next)
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      flow, profile: .ios17,
      equals: """
        root.willMove(toParent: flow)
        flow.loadView()
        flow.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        flow.viewWillAppear(false)
        root.viewWillAppear(false)
        // turn 1 ends
        flow.viewIsAppearing(false)
        root.viewIsAppearing(false)
        flow.viewDidAppear(false)
        root.viewDidAppear(false)
        root.didMove(toParent: flow)
        next.willMove(toParent: flow)
        // turn 2 ends
        next.loadView()
        next.viewDidLoad()
        root.viewWillDisappear(true)
        next.viewWillAppear(true)
        next.viewIsAppearing(true)
        // t = 0.35: flow transition from root to next ends
        root.viewDidDisappear(true)
        next.viewDidAppear(true)
        next.didMove(toParent: flow)
        // completion of flow.transitionCoordinator.animate(alongsideTransition:)
        root.willMove(toParent: nil)
        root.didMove(toParent: nil)
        // turn 3 ends
        """)
    let audit = run(flow, ["audit"])
    XCTAssertEqual(audit.exitCode, 0, audit.standardError)
    XCTAssertEqual(
      audit.standardError,
      "Drawer.swift:3:9: note: a CATransaction's completion block is read as the completion of "
        + "the transition of the change inside it (its transition coordinator's)\n")
  }

  /// A transaction's completion block around no change of a container,
  /// that calls UIKit's containment: UIKit runs it, the model cannot say
  /// when, so the run stops there (A27) rather than let the audit blame
  /// the `addChild` for a `didMove` that does come.
  func testATransactionsCompletionBlockTheModelCannotPlaceStopsTheRun() {
    let result = run(
      """
      final class Host: UIViewController {
          func embed(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              CATransaction.begin()
              CATransaction.setCompletionBlock {
                  child.didMove(toParent: self)
              }
              CATransaction.commit()
          }
      }
      let host = Host()
      let child = UIViewController()
      host.embed(child)
      """, ["audit"])
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains(
        "Drawer.swift:6:9: error: A27 runStopped: UIKit runs this block when the transaction's "
          + "animations end, and it calls UIKit's containment or the file's methods, but the "
          + "model does not follow this call ('CATransaction' is not modelled)"),
      result.standardOutput)
    XCTAssertFalse(result.standardOutput.contains("A1 "), result.standardOutput)
  }

  /// An interactive drawer on a `UIViewPropertyAnimator` kept in a
  /// property, with its driver: the menu opened and cancelled, then
  /// another opened and finished.
  static let interactiveDrawer = """
    final class Drawer: UIViewController {
        private var animator: UIViewPropertyAnimator?
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        func beginOpening(_ menu: UIViewController) {
            addChild(menu)
            view.addSubview(menu.view)
            menu.beginAppearanceTransition(true, animated: true)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                menu.view.alpha = 1
            }
            animator.addCompletion { [weak self] position in
                guard let self = self else { return }
                if position == .end {
                    menu.endAppearanceTransition()
                    menu.didMove(toParent: self)
                } else {
                    menu.beginAppearanceTransition(false, animated: true)
                    menu.endAppearanceTransition()
                    menu.willMove(toParent: nil)
                    menu.view.removeFromSuperview()
                    menu.removeFromParent()
                }
            }
            animator.pauseAnimation()
            self.animator = animator
        }
        func update(_ fraction: CGFloat) {
            animator?.fractionComplete = fraction
        }
        func cancel() {
            animator?.isReversed = true
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        func finish() {
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }
    let drawer = Drawer()
    let menu = UIViewController()
    let other = UIViewController()
    window.rootViewController = drawer
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    drawer.beginOpening(menu)
    drawer.update(0.4)
    drawer.cancel()
    RunLoop.main.runUntilIdle()
    drawer.beginOpening(other)
    drawer.finish()
    drawer.finish()
    RunLoop.main.runUntilIdle()
    """

  /// The drawer's completion's path for a cancelled opening, which the
  /// broken drawer forgets.
  static let cancelledPath = """
                } else {
                    menu.beginAppearanceTransition(false, animated: true)
                    menu.endAppearanceTransition()
                    menu.willMove(toParent: nil)
                    menu.view.removeFromSuperview()
                    menu.removeFromParent()
                }
    """

  /// An interactive drawer's animator, kept in a property, is followed.
  ///
  /// Paused and kept for a gesture to continue or reverse, its completion
  /// ends the appearance and sends `didMove` at `.end`, and takes the menu
  /// out at `.start`: continued reversed, the completion runs at `.start`; continued, at
  /// `.end`, once (a second `continueAnimation` on a running animator does
  /// nothing). The audit finds nothing.
  func testAnInteractiveDrawersAnimatorKeptInAPropertyIsFollowed() {
    let drawer = Self.interactiveDrawer
    assertTrace(
      drawer, profile: .ios17,
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
        menu.viewWillAppear(true)
        // turn 2 ends
        menu.viewIsAppearing(true)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        menu.viewWillDisappear(true)
        menu.viewDidDisappear(true)
        menu.willMove(toParent: nil)
        menu.didMove(toParent: nil)
        // turn 3 ends
        other.willMove(toParent: drawer)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(true)
        // turn 4 ends
        other.viewIsAppearing(true)
        // t = 0.6: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        other.viewDidAppear(true)
        other.didMove(toParent: drawer)
        // turn 5 ends
        """)
    let audit = run(drawer, ["audit"])
    XCTAssertEqual(audit.exitCode, 0, audit.standardOutput)
    XCTAssertTrue(audit.standardOutput.hasSuffix("audit (ios5, ios7, ios17): no findings\n"))
  }

  /// The same drawer whose completion forgets the cancelled path: after a
  /// reversed continue, the menu keeps its appearance begun and never gets
  /// `didMove`; the audit says so.
  func testAnInteractiveDrawerThatForgetsTheCancelledPathIsFound() {
    let forgetful = Self.interactiveDrawer.replacingOccurrences(
      of: Self.cancelledPath, with: "            }")
    XCTAssertNotEqual(forgetful, Self.interactiveDrawer)
    let result = run(forgetful, ["audit"])
    XCTAssertEqual(result.exitCode, 1, result.standardOutput)
    XCTAssertEqual(
      result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Drawer.swift") },
      [
        "Drawer.swift:5:9: warning: A1 didMoveMissing: drawer.addChild(menu) without "
          + "menu.didMove(toParent: drawer)",
        "Drawer.swift:7:9: warning: A9 unbalancedAppearanceTransition: "
          + "menu.beginAppearanceTransition is never ended",
      ])
  }

  /// A sheet whose property is given a new animator in each method
  /// (`animator = UIViewPropertyAnimator(…) { … }` with its trailing
  /// closure, and a local animator assigned, then started through the
  /// local): `animator == nil || !animator.isRunning` guards the second
  /// `show`, each start runs for the duration its animator was made with,
  /// and `switch position` reads `.end`.
  func testAnAnimatorPropertyGivenNewAnimatorsRunsEachForItsDuration() {
    assertTrace(
      """
      final class Sheet: UIViewController {
          private var animator: UIViewPropertyAnimator!
          private var card: UIViewController?
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

          func show(_ card: UIViewController) {
              guard animator == nil || !animator.isRunning else { return }
              self.card = card
              addChild(card)
              view.addSubview(card.view)
              card.beginAppearanceTransition(true, animated: true)
              animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
                  card.view.frame.origin.y = 0
              }
              animator.addCompletion { [weak self] _ in
                  guard let self = self else { return }
                  card.endAppearanceTransition()
                  card.didMove(toParent: self)
              }
              animator.startAnimation()
          }

          func hide() {
              guard let card = card, let animator = animator, !animator.isRunning else { return }
              card.willMove(toParent: nil)
              card.beginAppearanceTransition(false, animated: true)
              let hiding = UIViewPropertyAnimator(duration: 0.25, curve: .easeIn)
              hiding.addAnimations { card.view.frame.origin.y = 600 }
              hiding.addCompletion { position in
                  switch position {
                  case .end:
                      card.view.removeFromSuperview()
                      card.endAppearanceTransition()
                      card.removeFromParent()
                  case .start, .current:
                      break
                  @unknown default:
                      break
                  }
              }
              self.animator = hiding
              hiding.startAnimation()
          }
      }
      let sheet = Sheet()
      let card = UIViewController()
      window.rootViewController = sheet
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      sheet.show(card)
      sheet.show(card)
      RunLoop.main.runUntilIdle()
      sheet.hide()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.viewWillAppear(false)
        // turn 1 ends
        sheet.viewIsAppearing(false)
        sheet.viewDidAppear(false)
        card.willMove(toParent: sheet)
        card.loadView()
        card.viewDidLoad()
        card.viewWillAppear(true)
        // turn 2 ends
        card.viewIsAppearing(true)
        // t = 0.4: UIView.animate(withDuration: 0.4) ends
        // completion of UIView.animate(withDuration: 0.4)
        card.viewDidAppear(true)
        card.didMove(toParent: sheet)
        // turn 3 ends
        card.willMove(toParent: nil)
        card.viewWillDisappear(true)
        // turn 4 ends
        // t = 0.65: UIView.animate(withDuration: 0.25) ends
        // completion of UIView.animate(withDuration: 0.25)
        card.viewDidDisappear(true)
        card.didMove(toParent: nil)
        // turn 5 ends
        """)
  }

  /// `stopAnimation(false)` then `finishAnimation(at: .current)` on a
  /// running animator: its completion runs at once at `.current`, and the
  /// animation's end later runs nothing.
  func testAStoppedAnimatorFinishesAtThePositionGiven() {
    assertTrace(
      """
      final class Panel: UIViewController {
          private lazy var animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          func present(panel: UIViewController) {
              addChild(panel)
              view.addSubview(panel.view)
              panel.beginAppearanceTransition(true, animated: true)
              animator.addCompletion { position in
                  if position == .current {
                      panel.view.removeFromSuperview()
                  }
                  panel.endAppearanceTransition()
                  panel.didMove(toParent: self)
              }
              animator.startAnimation()
          }
          func interrupt() {
              animator.stopAnimation(false)
              animator.finishAnimation(at: .current)
          }
      }
      let host = Panel()
      let panel = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.present(panel: panel)
      RunLoop.main.run(for: 0.2)
      host.interrupt()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        panel.willMove(toParent: host)
        panel.loadView()
        panel.viewDidLoad()
        panel.viewWillAppear(true)
        // turn 2 ends
        panel.viewIsAppearing(true)
        panel.viewDidAppear(true)
        panel.didMove(toParent: host)
        // turn 3 ends
        // t = 0.5: UIView.animate(withDuration: 0.5) ends
        // completion of UIView.animate(withDuration: 0.5)
        // turn 4 ends
        """)
  }

  /// An override that starts an animator a method of the class makes: the
  /// durations the class's code makes it with are known before the
  /// override is read, so the start in `viewDidAppear` runs for 0.2 s and
  /// its completion sends `didMove`.
  func testAnAnimatorStartedByAnOverrideRunsForTheDurationTheClassMakesItWith() {
    assertTrace(
      """
      final class Intro: UIViewController {
          private var animator: UIViewPropertyAnimator?
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              animator?.startAnimation()
          }
          func prepare(_ banner: UIViewController) {
              addChild(banner)
              view.addSubview(banner.view)
              animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) {
                  banner.view.alpha = 1
              }
              animator?.addCompletion { _ in
                  banner.didMove(toParent: self)
              }
          }
      }
      let intro = Intro()
      let banner = UIViewController()
      intro.prepare(banner)
      window.rootViewController = intro
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        banner.willMove(toParent: intro)
        intro.loadView()
        intro.viewDidLoad()
        banner.loadView()
        banner.viewDidLoad()
        intro.viewWillAppear(false)
        banner.viewWillAppear(false)
        // turn 1 ends
        intro.viewIsAppearing(false)
        banner.viewIsAppearing(false)
        intro.viewDidAppear(false)
        banner.viewDidAppear(false)
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        banner.didMove(toParent: intro)
        // turn 2 ends
        """)
  }

  /// A drawer held by the user's finger for two turns (its animator
  /// paused), then let go: while the gesture holds it, the audit judges no
  /// promise, so the `didMove` its completion sends after the release is
  /// not reported missing at the turns' ends.
  func testAPausedAnimatorHoldsTheAuditsJudgementUntilItIsLetGo() {
    let drawer = """
      final class Drawer: UIViewController {
          private var animator: UIViewPropertyAnimator?
          func beginOpening(_ menu: UIViewController) {
              addChild(menu)
              view.addSubview(menu.view)
              let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                  menu.view.alpha = 1
              }
              animator.addCompletion { [weak self] position in
                  guard let self = self else { return }
                  if position == .end {
                      menu.didMove(toParent: self)
                  } else {
                      menu.willMove(toParent: nil)
                      menu.view.removeFromSuperview()
                      menu.removeFromParent()
                  }
              }
              animator.pauseAnimation()
              self.animator = animator
          }
          func finish() {
              animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
          }
      }
      let drawer = Drawer()
      let menu = UIViewController()
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      drawer.beginOpening(menu)
      RunLoop.main.turn()
      RunLoop.main.turn()
      drawer.finish()
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      drawer, profile: .ios17,
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
        // turn 2 ends
        menu.viewIsAppearing(false)
        menu.viewDidAppear(false)
        // turn 3 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        menu.didMove(toParent: drawer)
        // turn 4 ends
        """)
    let audit = run(drawer, ["audit"])
    XCTAssertEqual(audit.exitCode, 0, audit.standardOutput)
    XCTAssertTrue(audit.standardOutput.hasSuffix("audit (ios5, ios7, ios17): no findings\n"))
  }

  /// The explorer gives a state whose drawer the user holds (its animator
  /// paused) no closing, as it gives none in the middle of an interactive
  /// pop: the correct interactive drawer of `Examples/`, opened, finished
  /// and cancelled in any order with the turns between, breaks nothing
  /// (the heavy checks explore it deeper, with every event).
  func testTheExplorerDoesNotCloseAStateAGestureHolds() throws {
    let scenario = try Scenario(
      parsing: PackageFiles.text("Examples/explore-pasted-interactive-drawer-after.swift"))
    for profile in Profile.presets {
      let exploration = scenario.explore(
        profile: profile, options: ExplorationOptions(events: [.time]))
      XCTAssertEqual(exploration.outcome, .clean, profile.name)
    }
  }

  /// A kept animator made with a duration the model cannot read
  /// (`CATransaction.animationDuration()`), whose completion sends
  /// `didMove`: starting it stops the run (A27) rather than drop the
  /// completion and blame the `addChild`.
  func testAKeptAnimatorOfAnUnreadableDurationStopsTheRunWhereItStarts() {
    let result = run(
      """
      final class Host: UIViewController {
          private var animator: UIViewPropertyAnimator?
          func embed(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              animator = UIViewPropertyAnimator(duration: CATransaction.animationDuration(), curve: .linear)
              animator?.addCompletion { _ in child.didMove(toParent: self) }
              animator?.startAnimation()
          }
      }
      let host = Host()
      let child = UIViewController()
      host.embed(child)
      """, ["audit"])
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardOutput.hasPrefix(
        "Drawer.swift:8:9: error: A27 runStopped: the duration this animator kept in a property "
          + "was made with is not known here"), result.standardOutput)
    XCTAssertFalse(result.standardOutput.contains("A1 "), result.standardOutput)
  }

  /// A one-shot `Timer.scheduledTimer(withTimeInterval:repeats: false)`
  /// runs its block once after the interval, as `asyncAfter` does (rule
  /// 4.5): the banner leaves two seconds later; the timer its block is given
  /// is not modelled (`timer.invalidate()` is skipped).
  func testAOneShotTimerRunsItsBlockAfterTheInterval() {
    assertTrace(
      """
      final class Toast: UIViewController {
          func show(_ banner: UIViewController) {
              addChild(banner)
              view.addSubview(banner.view)
              banner.didMove(toParent: self)
              Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { timer in
                  timer.invalidate()
                  banner.willMove(toParent: nil)
                  banner.view.removeFromSuperview()
                  banner.removeFromParent()
              }
          }
      }
      let toast = Toast()
      let banner = UIViewController()
      window.rootViewController = toast
      window.makeKeyAndVisible()
      toast.show(banner)
      """, profile: .ios17,
      equals: """
        toast.loadView()
        toast.viewDidLoad()
        toast.viewWillAppear(false)
        banner.willMove(toParent: toast)
        banner.loadView()
        banner.viewDidLoad()
        banner.viewWillAppear(false)
        banner.didMove(toParent: toast)
        // turn 1 ends
        toast.viewIsAppearing(false)
        banner.viewIsAppearing(false)
        toast.viewDidAppear(false)
        banner.viewDidAppear(false)
        // t = 2.0: DispatchQueue.main.asyncAfter(2.0) ends
        // main queue block
        banner.willMove(toParent: nil)
        banner.viewWillDisappear(false)
        banner.didMove(toParent: nil)
        // turn 2 ends
        banner.viewDidDisappear(false)
        """)
  }

  /// A repeating timer whose block calls UIKit's containment: the model
  /// does not repeat it, so the run stops there (A27) rather than run it
  /// once or never.
  func testARepeatingTimerThatReachesTheModelStopsTheRun() {
    let result = run(
      """
      final class Toast: UIViewController {
          func show(_ banner: UIViewController) {
              addChild(banner)
              view.addSubview(banner.view)
              banner.didMove(toParent: self)
              Timer.scheduledTimer(withTimeInterval: 2.0, repeats: true) { [weak self] _ in
                  banner.willMove(toParent: nil)
                  banner.view.removeFromSuperview()
                  banner.removeFromParent()
              }
          }
      }
      let toast = Toast()
      let banner = UIViewController()
      window.rootViewController = toast
      window.makeKeyAndVisible()
      toast.show(banner)
      """, ["audit"])
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains(
        "Drawer.swift:6:9: error: A27 runStopped: UIKit runs this block when the timer fires"),
      result.standardOutput)
  }

  /// The tutorials' pan: a property that starts as `UIViewPropertyAnimator()`
  /// (a placeholder), given a new animator when the pan begins, started
  /// then paused at once, scrubbed, and continued when it ends: the first
  /// start's end, reached while paused, runs nothing; the continued one
  /// runs the completion.
  func testAnAnimatorStartedThenPausedCompletesOnlyWhenContinued() {
    assertTrace(
      """
      final class Panel: UIViewController {
          var animator = UIViewPropertyAnimator()
          func began(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              animator = UIViewPropertyAnimator(duration: 3, curve: .easeOut, animations: {
                  child.view.alpha = 0.0
              })
              animator.addCompletion { _ in child.didMove(toParent: self) }
              animator.startAnimation()
              animator.pauseAnimation()
          }
          func changed(_ fraction: CGFloat) {
              animator.fractionComplete = fraction
          }
          func ended() {
              animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
          }
      }
      let panel = Panel()
      let child = UIViewController()
      window.rootViewController = panel
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      panel.began(child)
      RunLoop.main.run(for: 5)
      panel.changed(0.5)
      panel.ended()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        panel.loadView()
        panel.viewDidLoad()
        panel.viewWillAppear(false)
        // turn 1 ends
        panel.viewIsAppearing(false)
        panel.viewDidAppear(false)
        child.willMove(toParent: panel)
        child.loadView()
        child.viewDidLoad()
        child.viewWillAppear(false)
        // turn 2 ends
        child.viewIsAppearing(false)
        child.viewDidAppear(false)
        // t = 3.0: UIView.animate(withDuration: 3.0) ends
        // completion of UIView.animate(withDuration: 3.0)
        // turn 3 ends
        // turn 4 ends
        // t = 8.0: UIView.animate(withDuration: 3.0) ends
        // completion of UIView.animate(withDuration: 3.0)
        child.didMove(toParent: panel)
        // turn 5 ends
        """)
  }

  /// An animator handed on (kept in a list the model does not follow)
  /// whose completion sends `didMove`: the run stops where it is made
  /// (A27), rather than let the audit blame the `addChild`.
  func testAnAnimatorHandedOnStopsTheRun() {
    let result = run(
      """
      final class Drawer: UIViewController {
          private var running: [UIViewPropertyAnimator] = []
          func open(_ menu: UIViewController) {
              addChild(menu)
              view.addSubview(menu.view)
              let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
              animator.addCompletion { _ in
                  menu.didMove(toParent: self)
              }
              running.append(animator)
          }
      }
      let drawer = Drawer()
      let menu = UIViewController()
      drawer.open(menu)
      """, ["audit"])
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardOutput.hasPrefix(
        "Drawer.swift:6:9: error: A27 runStopped: this property animator is neither started in "
          + "the method that makes it nor kept in a property of the class"),
      result.standardOutput)
    XCTAssertTrue(result.standardOutput.hasSuffix("audit (ios5, ios7, ios17): 1 finding\n"))
  }

  /// A local animator started in one branch of the method that makes it
  /// is followed as before: no stop, its completion runs at its end.
  func testAnAnimatorStartedInABranchOfItsMethodIsFollowed() {
    assertTrace(
      """
      final class Host: UIViewController {
          func embed(_ child: UIViewController, animated: Bool) {
              addChild(child)
              view.addSubview(child.view)
              let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) {
                  child.view.alpha = 1
              }
              animator.addCompletion { _ in
                  child.didMove(toParent: self)
              }
              if animated {
                  animator.startAnimation()
              } else {
                  child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let child = UIViewController()
      host.embed(child, animated: true)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: host)
        host.loadView()
        host.viewDidLoad()
        child.loadView()
        child.viewDidLoad()
        // turn 1 ends
        // t = 0.25: UIView.animate(withDuration: 0.25) ends
        // completion of UIView.animate(withDuration: 0.25)
        child.didMove(toParent: host)
        // turn 2 ends
        """)
  }

  /// A block handed to what the model skips that reaches nothing the model
  /// follows (a method of the file that only sets a title) is skipped with
  /// a note: nothing is lost, and the run goes on.
  func testADroppedBlockThatReachesNothingTheModelFollowsIsOnlyNoted() {
    let result = run(
      """
      final class Host: UIViewController {
          func refresh() {
              title = "Done"
          }
          func finish() {
              CATransaction.begin()
              CATransaction.setCompletionBlock {
                  self.refresh()
              }
              CATransaction.commit()
          }
      }
      let host = Host()
      host.finish()
      """, ["audit"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:7:23: note: skipped: 'CATransaction' is not modelled; the code in its "
          + "closure does not run\n"), result.standardError)
  }

  /// `self?.parent?.view?.layoutIfNeeded()`: UIKit types `view` as
  /// `UIView!`, which Swift's `?` unwraps; the view is the controller's.
  func testAControllersViewUnwrappedWithAQuestionMarkIsItsView() {
    assertTrace(
      """
      final class Panel: UIViewController {
          func nudge() {
              UIView.animate(withDuration: 0.2, animations: { [weak self] in
                  self?.parent?.view?.layoutIfNeeded()
              }, completion: { _ in
                  self.view?.removeFromSuperview()
              })
          }
      }
      let host = UIViewController()
      let panel = Panel()
      window.rootViewController = host
      window.makeKeyAndVisible()
      host.addChild(panel)
      host.view.addSubview(panel.view)
      panel.didMove(toParent: host)
      RunLoop.main.runUntilIdle()
      panel.nudge()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        panel.willMove(toParent: host)
        panel.loadView()
        panel.viewDidLoad()
        panel.viewWillAppear(false)
        panel.didMove(toParent: host)
        // turn 1 ends
        host.viewIsAppearing(false)
        panel.viewIsAppearing(false)
        host.viewDidAppear(false)
        panel.viewDidAppear(false)
        // turn 2 ends
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        panel.viewWillDisappear(false)
        // turn 3 ends
        panel.viewDidDisappear(false)
        """)
  }

  /// A split container that shows its secondary child when a rotation
  /// makes it wide, in the completion of the rotation's coordinator.
  static let rotatingSplit = """
    final class Split: UIViewController {
        let primary = UIViewController()
        let secondary = UIViewController()
        var isWide = false

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(primary)
            view.addSubview(primary.view)
            primary.didMove(toParent: self)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let wide = size.width > size.height
            coordinator.animate(alongsideTransition: { _ in
                self.view.layoutIfNeeded()
            }, completion: { _ in
                if wide {
                    self.showSecondary()
                }
            })
        }

        func showSecondary() {
            guard secondary.parent == nil else { return }
            addChild(secondary)
            view.addSubview(secondary.view)
            secondary.didMove(toParent: self)
        }
    }
    let split = Split()
    window.rootViewController = split
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    window.rotate(to: .landscapeLeft, duration: 0.3)
    RunLoop.main.runUntilIdle()
    """

  /// `coordinator.animate(alongsideTransition:completion:)` in an override
  /// of `viewWillTransition(to:with:)` whose completion adds a child: UIKit
  /// runs it when the rotation ends, the model keeps no rotation
  /// coordinator, so the run stops at the rotation (A27) rather than go on
  /// without the child.
  func testARotationCoordinatorsCompletionThatReachesTheModelStopsTheRun() {
    let result = run(
      Self.rotatingSplit, ["audit", "--profile", "ios17"])
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains(
        "Drawer.swift:16:9: error: A27 runStopped: UIKit runs this block when the transition it "
          + "coordinates ends"),
      result.standardOutput)
  }

  /// The same coordinator given only an animations block (a layout), and no
  /// completion: nothing it does would run later, so the rotation goes on.
  func testARotationCoordinatorsAnimationsBlockDoesNotStopTheRun() {
    let animationsOnly = Self.rotatingSplit.replacingOccurrences(
      of: """
                }, completion: { _ in
                    if wide {
                        self.showSecondary()
                    }
                })
        """,
      with: """
                }, completion: nil)
        """)
    XCTAssertNotEqual(animationsOnly, Self.rotatingSplit)
    assertTrace(
      animationsOnly, profile: .ios17,
      equals: """
        split.loadView()
        split.viewDidLoad()
        split.primary.willMove(toParent: split)
        split.primary.loadView()
        split.primary.viewDidLoad()
        split.primary.didMove(toParent: split)
        split.viewWillAppear(false)
        split.primary.viewWillAppear(false)
        // turn 1 ends
        split.viewIsAppearing(false)
        split.primary.viewIsAppearing(false)
        split.viewDidAppear(false)
        split.primary.viewDidAppear(false)
        split.viewWillTransition(to: .landscapeLeft)
        split.primary.viewWillTransition(to: .landscapeLeft)
        // turn 2 ends
        """)
  }

  /// A method that reads two children's views into locals, one through
  /// `let … = c.view!`, one through `guard let … = c.view`.
  static let viewsReadIntoNames = """
    final class Host: UIViewController {
        func embed(_ child: UIViewController) {
            addChild(child)
            let content = child.view!
            content.frame = view.bounds
            child.didMove(toParent: self)
        }
        func measure(_ child: UIViewController) {
            guard let content = child.view else { return }
            print(content)
        }
    }

    let first = UIViewController()
    let second = UIViewController()
    let host = Host()
    host.embed(first)
    host.measure(second)
    """

  /// Reading `c.view` into a local loads the view there, as Swift does
  /// (scenario language §6), before the lines that follow: the local's
  /// later uses (here a skipped frame) do not decide it.
  func testAViewReadIntoALocalIsLoadedWhereItIsRead() {
    assertTrace(
      Self.viewsReadIntoNames, profile: .ios17,
      equals: """
        first.willMove(toParent: host)
        first.loadView()
        first.viewDidLoad()
        first.didMove(toParent: host)
        second.loadView()
        second.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// `guard let content = child.view` reads the view, which loads it,
  /// whether or not the name is used afterwards.
  func testAViewBoundByGuardLetIsLoadedWhereItIsBound() {
    let bindingOnly = Self.viewsReadIntoNames.replacingOccurrences(
      of: "host.embed(first)\n", with: "")
    XCTAssertNotEqual(bindingOnly, Self.viewsReadIntoNames)
    assertTrace(
      bindingOnly, profile: .ios17,
      equals: """
        second.loadView()
        second.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// A sheet host that keeps its dimming view and its child's view in
  /// optional view properties, and sets them to nil when it hides.
  static let viewsKeptInProperties = """
    final class SheetHost: UIViewController {
        private var dimmingView: UIView?
        private var currentView: UIView?
        private var sheet: UIViewController?

        func show(_ child: UIViewController) {
            let dim = UIView()
            view.addSubview(dim)
            dimmingView = dim
            addChild(child)
            currentView = child.view
            view.addSubview(currentView!)
            child.didMove(toParent: self)
            sheet = child
        }

        func hide() {
            guard let child = sheet else { return }
            child.willMove(toParent: nil)
            currentView?.removeFromSuperview()
            currentView = nil
            child.removeFromParent()
            dimmingView?.removeFromSuperview()
            dimmingView = nil
            sheet = nil
        }
    }

    let host = SheetHost()
    let a = UIViewController()
    window.rootViewController = host
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    host.show(a)
    RunLoop.main.runUntilIdle()
    host.hide()
    host.hide()
    """

  /// A view property the class sets to a child's view and back to nil is a
  /// variable that holds a view or nil, as Swift's `UIView?` does: the
  /// child's view goes in and out through it, and the second `hide()` finds
  /// nil.
  func testAViewPropertySetToAChildsViewAndToNilHoldsWhatItWasSetTo() {
    assertTrace(
      Self.viewsKeptInProperties, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        a.willMove(toParent: host)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: host)
        // turn 2 ends
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.didMove(toParent: nil)
        // turn 3 ends
        a.viewDidDisappear(false)
        """)
  }

  /// The same host with the child's view never put back into the
  /// property: `currentView?.removeFromSuperview()` finds nil, so the child
  /// leaves its parent with its view still on screen and gets no
  /// disappearance (rule 2.3: nothing moved the view).
  func testAViewPropertyThatIsNilRemovesNothing() {
    let neverKept = Self.viewsKeptInProperties.replacingOccurrences(
      of: """
                currentView = child.view
                view.addSubview(currentView!)
        """,
      with: """
                view.addSubview(child.view)
        """)
    XCTAssertNotEqual(neverKept, Self.viewsKeptInProperties)
    assertTrace(
      neverKept, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        a.willMove(toParent: host)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: host)
        // turn 2 ends
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 3 ends
        """)
  }

  /// `content = child.view`, `pin(child.view)` and a method that returns
  /// `c.view` read the view, which loads it where they read it (scenario
  /// language §6).
  func testAViewAssignedOrPassedIsLoadedWhereItIsRead() {
    assertTrace(
      """
      final class Host: UIViewController {
          var content: UIView?
          func keep(_ c: UIViewController) {
              content = c.view
          }
          func pin(_ v: UIView) {
              print("pinned")
          }
          func contentView(of c: UIViewController) -> UIView {
              return c.view
          }
          func measure(_ c: UIViewController) {
              let content = contentView(of: c)
              print(content)
          }
      }

      let first = UIViewController()
      let second = UIViewController()
      let third = UIViewController()
      let host = Host()
      host.keep(first)
      host.pin(second.view)
      host.measure(third)
      """, profile: .ios17,
      equals: """
        first.loadView()
        first.viewDidLoad()
        second.loadView()
        second.viewDidLoad()
        third.loadView()
        third.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// A method named like a view (`makeHeaderView()`) that adds a child and
  /// returns the child's view runs where it is called: its calls are in
  /// the trace and the view it returns is loaded at its `return`.
  func testAMethodThatReturnsAViewRunsAndItsViewIsLoadedAtTheReturn() {
    assertTrace(
      """
      final class Profile: UIViewController {
          let header = UIViewController()

          func makeHeaderView() -> UIView {
              addChild(header)
              header.didMove(toParent: self)
              return header.view
          }

          override func viewDidLoad() {
              super.viewDidLoad()
              let headerView = makeHeaderView()
              view.addSubview(headerView)
          }
      }

      let profile = Profile()
      window.rootViewController = profile
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        profile.loadView()
        profile.viewDidLoad()
        profile.header.willMove(toParent: profile)
        profile.header.didMove(toParent: profile)
        profile.header.loadView()
        profile.header.viewDidLoad()
        profile.viewWillAppear(false)
        profile.header.viewWillAppear(false)
        // turn 1 ends
        profile.viewIsAppearing(false)
        profile.header.viewIsAppearing(false)
        profile.viewDidAppear(false)
        profile.header.viewDidAppear(false)
        """)
  }

  /// `guard let window = view.window` then `UIView.transition(with:
  /// window, …)`: a window is a view to transition over, bound to a name or
  /// not; the root swapped just before shows as rule 2.3 says.
  func testAWindowBoundByGuardLetIsAViewToTransitionOver() {
    assertTrace(
      """
      final class LoginController: UIViewController {
          var onLogin: (() -> Void)?

          func loginTapped() {
              let home = UITabBarController()
              home.viewControllers = [UINavigationController(rootViewController: UIViewController())]
              guard let window = view.window else { return }
              window.rootViewController = home
              UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
          }

          func logout() {
              view.window?.rootViewController = LoginController()
          }
      }

      let login = LoginController()
      window.rootViewController = login
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      login.loginTapped()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        login.loadView()
        login.viewDidLoad()
        login.viewWillAppear(false)
        // turn 1 ends
        login.viewIsAppearing(false)
        login.viewDidAppear(false)
        viewController.willMove(toParent: navigationController)
        navigationController.willMove(toParent: home)
        navigationController.didMove(toParent: home)
        home.loadView()
        home.viewDidLoad()
        navigationController.loadView()
        navigationController.viewDidLoad()
        viewController.loadView()
        viewController.viewDidLoad()
        login.viewWillDisappear(false)
        home.viewWillAppear(false)
        navigationController.viewWillAppear(false)
        viewController.viewWillAppear(false)
        // turn 2 ends
        home.viewIsAppearing(false)
        navigationController.viewIsAppearing(false)
        viewController.viewIsAppearing(false)
        login.viewDidDisappear(false)
        home.viewDidAppear(false)
        navigationController.viewDidAppear(false)
        viewController.viewDidAppear(false)
        viewController.didMove(toParent: navigationController)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // turn 3 ends
        """)
  }

  /// A flip container that keeps both children's views and flips between
  /// them with `UIView.transition(from:to:…)` and
  /// `.showHideTransitionViews`: the views stay in the window, hidden and
  /// shown, so the children get no appearance callback from the flips
  /// (rule 4.6, doc).
  func testAFlipThatShowsAndHidesItsChildrensViewsSendsThemNothing() {
    assertTrace(
      """
      final class FlipContainer: UIViewController {
          let front = UIViewController()
          let back = UIViewController()
          private(set) var showingFront = true

          override func viewDidLoad() {
              super.viewDidLoad()
              for child in [front, back] {
                  addChild(child)
                  view.addSubview(child.view)
                  child.didMove(toParent: self)
              }
              back.view.isHidden = true
          }

          func flip() {
              let from = showingFront ? front.view! : back.view!
              let to = showingFront ? back.view! : front.view!
              UIView.transition(from: from, to: to, duration: 0.4, options: [.transitionFlipFromLeft, .showHideTransitionViews]) { _ in
                  self.showingFront.toggle()
              }
          }
      }

      let flipper = FlipContainer()
      window.rootViewController = flipper
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      flipper.flip()
      RunLoop.main.runUntilIdle()
      flipper.flip()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        flipper.loadView()
        flipper.viewDidLoad()
        flipper.front.willMove(toParent: flipper)
        flipper.front.loadView()
        flipper.front.viewDidLoad()
        flipper.front.didMove(toParent: flipper)
        flipper.back.willMove(toParent: flipper)
        flipper.back.loadView()
        flipper.back.viewDidLoad()
        flipper.back.didMove(toParent: flipper)
        flipper.viewWillAppear(false)
        flipper.front.viewWillAppear(false)
        flipper.back.viewWillAppear(false)
        // turn 1 ends
        flipper.viewIsAppearing(false)
        flipper.front.viewIsAppearing(false)
        flipper.back.viewIsAppearing(false)
        flipper.viewDidAppear(false)
        flipper.front.viewDidAppear(false)
        flipper.back.viewDidAppear(false)
        // turn 2 ends
        // t = 0.4: UIView.animate(withDuration: 0.4) ends
        // completion of UIView.animate(withDuration: 0.4)
        // turn 3 ends
        // turn 4 ends
        // t = 0.8: UIView.animate(withDuration: 0.4) ends
        // completion of UIView.animate(withDuration: 0.4)
        // turn 5 ends
        """)
  }

  /// A `lazy` navigation controller made by a closure that reads a
  /// property written below it (`self.home`): Swift computes a lazy
  /// property at its first read, when every other property has its value,
  /// so the model declares lazy properties after the others, and the
  /// root's `willMove(toParent:)` comes at that first read (here the
  /// `addChild(nav)` of `viewDidLoad`).
  func testALazyPropertyMayReadAPropertyWrittenBelowIt() {
    assertTrace(
      """
      final class AppCoordinatorController: UIViewController {
          private lazy var nav: UINavigationController = {
              let nav = UINavigationController(rootViewController: self.home)
              nav.navigationBar.prefersLargeTitles = true
              return nav
          }()
          private let home = UIViewController()

          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(nav)
              view.addSubview(nav.view)
              nav.didMove(toParent: self)
          }

          func showDetail() {
              let detail = UIViewController()
              detail.hidesBottomBarWhenPushed = true
              nav.pushViewController(detail, animated: true)
          }
      }

      let app2 = AppCoordinatorController()
      window.rootViewController = app2
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      app2.showDetail()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        app2.loadView()
        app2.viewDidLoad()
        app2.home.willMove(toParent: app2.nav)
        app2.nav.willMove(toParent: app2)
        app2.nav.loadView()
        app2.nav.viewDidLoad()
        app2.home.loadView()
        app2.home.viewDidLoad()
        app2.nav.didMove(toParent: app2)
        app2.viewWillAppear(false)
        app2.nav.viewWillAppear(false)
        app2.home.viewWillAppear(false)
        // turn 1 ends
        app2.viewIsAppearing(false)
        app2.nav.viewIsAppearing(false)
        app2.home.viewIsAppearing(false)
        app2.viewDidAppear(false)
        app2.nav.viewDidAppear(false)
        app2.home.viewDidAppear(false)
        app2.home.didMove(toParent: app2.nav)
        detail.willMove(toParent: app2.nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        app2.home.viewWillDisappear(true)
        detail.viewWillAppear(true)
        detail.viewIsAppearing(true)
        // t = 0.35: app2.nav transition from app2.home to detail ends
        app2.home.viewDidDisappear(true)
        detail.viewDidAppear(true)
        detail.didMove(toParent: app2.nav)
        // turn 3 ends
        """)
  }

  /// A `lazy` property whose closure reads another lazy property written
  /// below it: each is computed at its first read in Swift, so the one read
  /// comes first, and the navigation controller's root is made before the
  /// navigation controller needs it.
  func testALazyPropertyMayReadALazyPropertyWrittenBelowIt() {
    assertTrace(
      """
      final class Shell: UIViewController {
          private lazy var nav: UINavigationController = {
              let nav = UINavigationController(rootViewController: self.home)
              return nav
          }()
          private lazy var home: UIViewController = {
              let home = UIViewController()
              home.title = "Home"
              return home
          }()

          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(nav)
              view.addSubview(nav.view)
              nav.didMove(toParent: self)
          }
      }

      let shell = Shell()
      window.rootViewController = shell
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        shell.loadView()
        shell.viewDidLoad()
        shell.home.willMove(toParent: shell.nav)
        shell.nav.willMove(toParent: shell)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.home.loadView()
        shell.home.viewDidLoad()
        shell.nav.didMove(toParent: shell)
        shell.viewWillAppear(false)
        shell.nav.viewWillAppear(false)
        shell.home.viewWillAppear(false)
        // turn 1 ends
        shell.viewIsAppearing(false)
        shell.nav.viewIsAppearing(false)
        shell.home.viewIsAppearing(false)
        shell.viewDidAppear(false)
        shell.nav.viewDidAppear(false)
        shell.home.viewDidAppear(false)
        shell.home.didMove(toParent: shell.nav)
        """)
  }

  /// A `DispatchWorkItem` whose block calls the file's method that removes
  /// the child: the queue runs it when the item is performed, and the model
  /// keeps no item, so the run stops where the item is made (exit 1)
  /// rather than go on without the removal; the trace has what came before.
  func testAWorkItemWhoseBlockReachesContainmentStopsTheRun() {
    let result = run(
      """
      final class Toaster: UIViewController {
          private var hideWork: DispatchWorkItem?
          let toast = UIViewController()

          func show() {
              hideWork?.cancel()
              addChild(toast)
              view.addSubview(toast.view)
              toast.didMove(toParent: self)
              hideWork = DispatchWorkItem { [weak self] in
                  self?.hide()
              }
              DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: hideWork!)
          }

          func hide() {
              toast.willMove(toParent: nil)
              toast.view.removeFromSuperview()
              toast.removeFromParent()
          }
      }
      let t = Toaster()
      t.show()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardOutput,
      """
      t.toast.willMove(toParent: t)
      t.loadView()
      t.viewDidLoad()
      t.toast.loadView()
      t.toast.viewDidLoad()
      t.toast.didMove(toParent: t)

      """)
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:10:9: error: the main queue runs this block when the item is performed, \
        and it calls UIKit's containment or the file's methods, but the model does not follow \
        'DispatchWorkItem'
        """), result.standardError)
  }

  /// A `DispatchWorkItem` whose block only logs is skipped with its note,
  /// as other values the model does not keep, and the run goes on.
  func testAWorkItemThatOnlyLogsIsSkipped() {
    let result = run(
      """
      final class Host: UIViewController {
          func log() {
              let work = DispatchWorkItem { print("shown") }
              DispatchQueue.main.async(execute: work)
          }
      }
      let host = Host()
      host.log()
      host.addChild(UIViewController())
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput, "viewController.willMove(toParent: host)\n// turn 1 ends\n")
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:3:37: note: skipped: 'DispatchWorkItem' values are not modelled"),
      result.standardError)
  }

  /// A load on a global queue that hops back to the main queue to add the
  /// child: the background block runs at once, and its main-queue block at
  /// the turn's end (rule 4.5), where the child is added and appears with
  /// its parent's next appearance; the note says the work takes no time.
  func testABlockGivenToAnotherQueueRunsAtOnceAndItsMainQueueBlockAtTheTurnsEnd() {
    let text = """
      final class Host: UIViewController {
          let child = UIViewController()
          func load() {
              DispatchQueue.global(qos: .userInitiated).async {
                  DispatchQueue.main.async {
                      self.addChild(self.child)
                      self.view.addSubview(self.child.view)
                      self.child.didMove(toParent: self)
                  }
              }
          }
      }
      let host = Host()
      host.load()
      host.addChild(UIViewController())
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      text, profile: .ios17,
      equals: """
        viewController.willMove(toParent: host)
        // turn 1 ends
        // main queue block
        host.child.willMove(toParent: host)
        host.loadView()
        host.viewDidLoad()
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.didMove(toParent: host)
        // turn 2 ends
        """)
    XCTAssertTrue(
      run(text).standardError.contains(
        "Drawer.swift:4:9: note: a block given to another queue runs at once"),
      run(text).standardError)
  }

  /// `fetch { [weak self] in … }`: a method of the file called with only a
  /// trailing closure, which it calls; the closure's `addChild` runs there.
  func testAMethodCalledWithOnlyATrailingClosureRunsIt() {
    assertTrace(
      """
      final class Host: UIViewController {
          func fetch(completion: @escaping () -> Void) {
              completion()
          }
          func reload() {
              fetch { [weak self] in
                  guard let self else { return }
                  self.addChild(UIViewController())
              }
          }
      }
      let host = Host()
      host.reload()
      """, profile: .ios17,
      equals: """
        viewController.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// `performSegue(withIdentifier:sender:)`: the storyboard says whether the
  /// segue pushes, presents or embeds, and what; the model does not read it,
  /// so the run stops there (exit 1) rather than go on without the
  /// transition.
  func testASegueStopsTheRun() {
    let result = run(
      """
      final class Host: UIViewController {
          func openDetail() {
              performSegue(withIdentifier: "showDetail", sender: self)
          }
      }
      let host = Host()
      _ = host.view
      host.openDetail()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "host.loadView()\nhost.viewDidLoad()\n")
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:3:9: error: 'performSegue' performs a segue of the storyboard, whose kind \
        and destination the model does not read
        """), result.standardError)
  }
}

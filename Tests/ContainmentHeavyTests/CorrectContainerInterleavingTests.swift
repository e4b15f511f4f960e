import ContainmentScenario
import ContainmentTestSupport
import XCTest

@testable import Containment

/// Correct hand-written containers under every order of their own actions
/// and system events, to `CONTAINMENT_INTERLEAVING_DEPTH` (default 2;
/// `.ci/run` gives 5): the audit finds nothing in any profile (but UIKit's
/// warnings about a `present` the path asked for, A17 and A18), and every
/// controller's appearance callbacks pair (rules 2.1, 4.8).
///
/// Each container finishes its containment in animations' completions,
/// turns later, or removes a child and adds back a cached one: the shapes
/// that the audit once blamed. Its actions are the user's: they act only
/// while the container has appeared (as `containment explore` offers
/// them); a child added in the middle of UIKit's own transition of its
/// parent is the mistake of YTPageController PR #1, which the audit rightly
/// reports.
final class CorrectContainerInterleavingTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  private var depth: Int { TestEnvironment.size("CONTAINMENT_INTERLEAVING_DEPTH", default: 2) }

  /// System events every container is given, as scenario lines.
  private static let systemEvents = [
    "window.isHidden = true", "window.isHidden = false", "RunLoop.main.turn()",
    "RunLoop.main.run(for: 0.1)", "window.rotate(to: .landscapeLeft, duration: 0.3)",
    "app.didReceiveMemoryWarning()",
    "if root.presentedViewController == nil { root.present(modal, animated: true) }",
    "modal.dismiss(animated: true)",
  ]

  /// A drawer whose menu's didMove comes in an animation's completion, and
  /// whose removal, announced with willMove(toParent: nil), ends in one.
  func testADrawerFinishingItsMovesInCompletions() throws {
    let setup = """
      let root = UIViewController()
      let menu = UIViewController()
      let modal = UIViewController()
      var isOpen = false
      var busy = false
      var visible = false
      on root.viewDidAppear { _ in visible = true }
      on root.viewWillDisappear { _ in visible = false }
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      """
    let open = """
      if visible && !isOpen && !busy {
          busy = true
          isOpen = true
          root.addChild(menu)
          root.view.addSubview(menu.view)
          UIView.animate(withDuration: 0.3, animations: {
          }, completion: { _ in
              menu.didMove(toParent: root)
              busy = false
          })
      }
      """
    let close = """
      if visible && isOpen && !busy {
          busy = true
          isOpen = false
          menu.willMove(toParent: nil)
          UIView.animate(withDuration: 0.3, animations: {
          }, completion: { _ in
              menu.view.removeFromSuperview()
              menu.removeFromParent()
              busy = false
          })
      }
      """
    try explore("drawer", setup: setup, actions: [open, close])
  }

  /// An overlay container that swaps two cached children, removing one and
  /// adding the other back in the same turn.
  func testAnOverlayReaddingCachedChildren() throws {
    let setup = """
      let root = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let modal = UIViewController()
      var current = a
      var visible = false
      on root.viewDidAppear { _ in visible = true }
      on root.viewWillDisappear { _ in visible = false }
      window.rootViewController = root
      window.makeKeyAndVisible()
      root.addChild(a)
      root.view.addSubview(a.view)
      a.didMove(toParent: root)
      RunLoop.main.runUntilIdle()
      """
    let swap = """
      if visible {
          current.willMove(toParent: nil)
          current.view.removeFromSuperview()
          current.removeFromParent()
          if current === a { current = b } else { current = a }
          root.addChild(current)
          root.view.addSubview(current.view)
          current.didMove(toParent: root)
      }
      """
    let bounce = """
      if visible {
          current.willMove(toParent: nil)
          current.view.removeFromSuperview()
          current.removeFromParent()
          root.addChild(current)
          root.view.addSubview(current.view)
          current.didMove(toParent: root)
      }
      """
    try explore("overlay", setup: setup, actions: [swap, bounce])
  }

  /// A container that forwards appearance by hand: its will-callbacks
  /// begin its children's, its did-callbacks end what they began; a panel
  /// shown or hidden at once while the container is visible, its didMove
  /// and its removal finished in an animation's completion.
  func testAManualForwardingContainerEndingInCompletions() throws {
    let setup = """
      let root = UIViewController()
      let content = UIViewController()
      let panel = UIViewController()
      let modal = UIViewController()
      var shown = false
      var busy = false
      var visible = false
      var panelBegun = false
      root.shouldAutomaticallyForwardAppearanceMethods = false
      on root.viewWillAppear { animated in
          content.beginAppearanceTransition(true, animated: animated)
          if shown {
              panel.beginAppearanceTransition(true, animated: animated)
              panelBegun = true
          }
      }
      on root.viewDidAppear { _ in
          content.endAppearanceTransition()
          if panelBegun {
              panel.endAppearanceTransition()
              panelBegun = false
          }
          visible = true
      }
      on root.viewWillDisappear { animated in
          visible = false
          content.beginAppearanceTransition(false, animated: animated)
          if shown {
              panel.beginAppearanceTransition(false, animated: animated)
              panelBegun = true
          }
      }
      on root.viewDidDisappear { _ in
          content.endAppearanceTransition()
          if panelBegun {
              panel.endAppearanceTransition()
              panelBegun = false
          }
      }
      root.addChild(content)
      root.view.addSubview(content.view)
      content.didMove(toParent: root)
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      """
    let show = """
      if visible && !shown && !busy {
          busy = true
          shown = true
          root.addChild(panel)
          root.view.addSubview(panel.view)
          if visible {
              panel.beginAppearanceTransition(true, animated: false)
              panel.endAppearanceTransition()
          }
          UIView.animate(withDuration: 0.3, animations: {
          }, completion: { _ in
              panel.didMove(toParent: root)
              busy = false
          })
      }
      """
    let hide = """
      if visible && shown && !busy {
          busy = true
          shown = false
          panel.willMove(toParent: nil)
          if visible {
              panel.beginAppearanceTransition(false, animated: false)
              panel.endAppearanceTransition()
          }
          UIView.animate(withDuration: 0.3, animations: {
          }, completion: { _ in
              panel.view.removeFromSuperview()
              panel.removeFromParent()
              busy = false
          })
      }
      """
    try explore("manual forwarding", setup: setup, actions: [show, hide])
  }

  /// Every path of up to `depth` steps, audited in every profile.
  private func explore(_ name: String, setup: String, actions: [String]) throws {
    let alphabet = actions + Self.systemEvents
    var paths: [[Int]] = [[]]
    var runs = 0
    for _ in 0..<depth {
      paths = paths.flatMap { path in alphabet.indices.map { path + [$0] } }
      for path in paths {
        let text = setup + "\n" + path.map { alphabet[$0] }.joined(separator: "\n") + "\n"
        let scenario = try Scenario(parsing: text)
        for profile in Profile.presets {
          runs += 1
          let audit = Audit(scenario, profile: profile)
          let findings = audit.findings.filter {
            $0.rule != .presentFromDetachedView && $0.rule != .presentWhilePresenting
          }
          let broken = Self.pairingBreak(in: audit.run.events)
          guard findings.isEmpty, broken == nil else {
            let found = findings.map { "line \($0.line): \($0.rule.id) \($0.message)" }
            XCTFail(
              "\(name), \(profile.name): \(found + (broken.map { [$0] } ?? []))\n\(text)")
            return
          }
        }
      }
    }
    print(
      "interleavings (\(name) container): every path of up to \(depth) steps over "
        + "\(alphabet.count) actions and events, \(runs) audited runs in 3 profiles")
  }

  /// The first appearance callback that breaks its controller's will/did
  /// pairing in a whole trace, from the disappeared state every controller
  /// starts in; direct calls aside.
  static func pairingBreak(in events: [Event]) -> String? {
    var states: [ControllerID: AppearanceState] = [:]
    for event in events {
      guard case .callback(let callback) = event, !callback.isDirectCall,
        let (next, problem) = AppearancePairingObserver.step(
          callback, from: states[callback.controller] ?? .disappeared)
      else { continue }
      if let problem { return problem }
      states[callback.controller] = next
    }
    return nil
  }
}

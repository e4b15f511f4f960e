import ContainmentScenario
import ContainmentTestSupport
import XCTest

@testable import Containment

/// The model checks itself under interleavings (rules 4.8 and 5.1,
/// revision 3.1): every order of system events over UIKit's own containers,
/// breadth first to `CONTAINMENT_INTERLEAVING_DEPTH` (default 2; `.ci/run`
/// gives 5), each world once. After every step:
///
/// - the model's invariants hold;
/// - every controller's appearance callbacks pair: no did without its will,
///   no second will in a row (but the did that follows UIKit's own
///   "Unbalanced calls", and the did a parent forwards to a child that
///   settled the other way in the middle of the parent's change, which
///   UIKit's guards let through);
/// - no `viewDidAppear` while the view is in no visible window, unless one
///   of UIKit's own containers delivers it at the end of its transition
///   (rule 4.8);
/// - no `didMove(toParent: nav)` is dropped: once the world settles in a
///   visible window, no controller that shows, appeared, still holds one
///   (rule 5.1);
/// - the audit finds nothing but UIKit's warnings about a `present` the
///   path asked for (A17, A18): there is no container code at all.
final class InterleavingTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  private var depth: Int { TestEnvironment.size("CONTAINMENT_INTERLEAVING_DEPTH", default: 2) }

  /// A tab bar controller holding a navigation controller and a plain tab,
  /// in the visible window, with a full-screen modal and a sheet to present.
  func testUIKitsContainersUnderEveryOrderOfSystemEvents() {
    for profile in Profile.presets {
      var world = World(profile: profile)
      let window = world.mainWindow
      let (a, b, c, r) = (
        world.makeViewController(named: "a"), world.makeViewController(named: "b"),
        world.makeViewController(named: "c"), world.makeViewController(named: "r")
      )
      let (full, sheet) = (
        world.makeViewController(named: "full"), world.makeViewController(named: "sheet")
      )
      let nav = world.makeNavigationController(named: "nav")
      let tabs = world.makeTabBarController(named: "tabs")
      let setup: [Call] = [
        .setViewControllers([a], of: nav, animated: false),
        .setViewControllers([nav, b], of: tabs, animated: false),
        .setModalPresentationStyle(.fullScreen, of: full),
        .setModalPresentationStyle(.pageSheet, of: sheet),
        .setRootViewController(tabs, of: window), .makeKeyAndVisible(window), .runUntilIdle,
      ]
      for call in setup { XCTAssertNoThrow(try world.apply(call)) }
      let alphabet: [Call] = [
        .setWindowHidden(window, true), .setWindowHidden(window, false),
        .setRootViewController(r, of: window), .setRootViewController(tabs, of: window),
        .present(full, from: tabs, animated: true, completion: nil),
        .present(sheet, from: tabs, animated: true, completion: nil),
        .dismiss(full, animated: true, completion: nil),
        .dismiss(sheet, animated: true, completion: nil),
        .pushViewController(c, onto: nav, animated: true), .popViewController(nav, animated: true),
        .beginInteractivePop(nav), .finishInteractivePop(nav), .cancelInteractivePop(nav),
        .tapTab(at: 0, of: tabs), .tapTab(at: 1, of: tabs),
        .rotate(window, to: .landscapeLeft, duration: 0.3), .didReceiveMemoryWarning,
        .endTurn, .run(for: 0.1), .run(for: 0.5),
        // Revision 4: the sheet pulled down and released or let go, the app
        // in the background and back (rules 5.3a, 6.4).
        .sheet(.beginInteractiveDismiss(sheet)), .sheet(.finishInteractiveDismiss(sheet)),
        .sheet(.cancelInteractiveDismiss(sheet)), .scene(.enterBackground),
        .scene(.enterForeground),
      ]
      explore(world, alphabet: alphabet, profile: profile, name: "tabs, navigation, modals")
    }
  }

  /// A navigation controller alone, pushed to in the turn it appears.
  func testANavigationControllerAppearingUnderEveryOrderOfSystemEvents() {
    for profile in Profile.presets {
      var world = World(profile: profile)
      let window = world.mainWindow
      let (a, b, c) = (
        world.makeViewController(named: "a"), world.makeViewController(named: "b"),
        world.makeViewController(named: "c")
      )
      let nav = world.makeNavigationController(named: "nav")
      for call: Call in [
        .setViewControllers([a], of: nav, animated: false), .setRootViewController(nav, of: window),
      ] {
        XCTAssertNoThrow(try world.apply(call))
      }
      let alphabet: [Call] = [
        .makeKeyAndVisible(window), .setWindowHidden(window, true),
        .pushViewController(b, onto: nav, animated: false),
        .pushViewController(c, onto: nav, animated: true),
        .popViewController(nav, animated: true), .popToRootViewController(nav, animated: false),
        .setViewControllers([a, c], of: nav, animated: true), .beginInteractivePop(nav),
        .cancelInteractivePop(nav), .endTurn, .run(for: 0.2), .runUntilIdle,
      ]
      explore(world, alphabet: alphabet, profile: profile, name: "navigation")
    }
  }

  /// A page view controller (rule 5.4) in the visible window: set with and
  /// without animation, swiped both ways, finished and cancelled, with
  /// window moves, a modal over it and the app in the background.
  func testAPageViewControllerUnderEveryOrderOfSystemEvents() {
    for profile in Profile.presets {
      var world = World(profile: profile)
      let window = world.mainWindow
      let (a, b, c, full) = (
        world.makeViewController(named: "a"), world.makeViewController(named: "b"),
        world.makeViewController(named: "c"), world.makeViewController(named: "full")
      )
      let pages = world.makePageViewController(named: "pages", transitionStyle: .scroll)
      let setup: [Call] = [
        .pageView(.setDataSource([a, b, c], of: pages)),
        .setPages([a], of: pages, direction: .forward, animated: false, completion: nil),
        .setModalPresentationStyle(.fullScreen, of: full),
        .setRootViewController(pages, of: window), .makeKeyAndVisible(window), .runUntilIdle,
      ]
      for call in setup { XCTAssertNoThrow(try world.apply(call)) }
      let alphabet: [Call] = [
        .pageView(.beginSwipeInDirection(.forward, of: pages)),
        .pageView(.beginSwipeInDirection(.reverse, of: pages)),
        .pageView(.finishSwipe(pages)), .pageView(.cancelSwipe(pages)),
        .setPages([c], of: pages, direction: .forward, animated: true, completion: nil),
        .setPages([a], of: pages, direction: .reverse, animated: false, completion: nil),
        .setWindowHidden(window, true), .setWindowHidden(window, false),
        .present(full, from: pages, animated: true, completion: nil),
        .dismiss(full, animated: true, completion: nil),
        .scene(.enterBackground), .scene(.enterForeground),
        .endTurn, .run(for: 0.4),
      ]
      explore(world, alphabet: alphabet, profile: profile, name: "page view controller")
    }
  }

  private func explore(_ start: World, alphabet: [Call], profile: Profile, name: String) {
    let search = InterleavingSearch(alphabet: alphabet, depth: depth)
    let (coverage, violation) = search.explore(
      from: start, observer: Self.pairingObserver,
      check: { _, after, path in Self.check(after, path: path, from: start) })
    if let violation {
      let calls = violation.path.map(\.scenarioText).joined(separator: "\n")
      XCTFail("\(name), \(profile.name): \(violation.message), after:\n\(calls)")
    }
    print(
      "interleavings (\(name), \(profile.name)): depth \(coverage.depth) complete, "
        + "\(coverage.states) distinct worlds, \(coverage.steps) steps, "
        + "\(coverage.refused) refused")
  }

  /// A step's observer: the will/did pairing of every controller, from its
  /// state before the step (``AppearancePairingObserver``).
  static func pairingObserver(_ before: World) -> (Event, World) -> String? {
    var observer = AppearancePairingObserver(before: before)
    return { event, world in
      observer.observe(event, in: world)
      return observer.problem
    }
  }

  /// The checks after a step: invariants, no dropped didMove, a clean audit.
  static func check(_ world: World, path: [Call], from start: World) -> String? {
    let violations = world.invariantViolations()
    if !violations.isEmpty { return "invariants: \(violations)" }
    var settled = world
    do {
      _ = try settled.apply(.setWindowHidden(settled.mainWindow, false))
      _ = try settled.apply(.runUntilIdle)
    } catch {
      // A request the path made raises when it applies (a controller pushed
      // twice, queued behind a running push): the path's mistake, which the
      // model answers with UIKit's exception.
      return nil
    }
    // A held didMove comes right after the controller's next viewDidAppear:
    // one that shows, appeared, and still holds it has lost it.
    if let controller = settled.controllersThatLostAHeldDidMove.first {
      return "\(controller) appeared and still holds its didMove(toParent:)"
    }
    // A17 and A18 are UIKit's own warnings about a present the path asked
    // for (from a hidden window, over a presentation): the path's mistakes,
    // rightly reported. Every other rule judges container code, and there is
    // none.
    let findings = Audit(calls: path, in: start).findings.filter {
      $0.rule != .presentFromDetachedView && $0.rule != .presentWhilePresenting
    }
    if !findings.isEmpty {
      return "the audit blames UIKit: "
        + findings.map { "\($0.rule.id) \($0.message)" }.joined(separator: "; ")
    }
    return nil
  }
}

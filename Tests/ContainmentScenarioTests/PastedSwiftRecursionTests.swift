import Containment
import ContainmentTesting
import XCTest

@testable import ContainmentScenario

/// A pasted class's methods that call themselves (scenario language §6:
/// recursion is allowed and bounded by the run's budgets). Methods are
/// expanded before the run, so a recursion is expanded a bounded number of
/// levels; the run goes as deep as its own values say, and stops at the
/// call below the last level only if it gets there.
extension PastedSwiftTests {
  /// `addPages(n - 1)` under `guard n > 0`: as many pages as the argument
  /// says, each added in full before the next call.
  func testAMethodThatCallsItselfRunsAsDeepAsItsArgumentSays() {
    assertTrace(
      """
      final class Stack: UIViewController {
          func addPages(_ n: Int) {
              guard n > 0 else { return }
              let page = UIViewController()
              addChild(page)
              view.addSubview(page.view)
              page.didMove(toParent: self)
              addPages(n - 1)
          }
      }
      let stack = Stack()
      stack.addPages(3)
      """, profile: .ios17,
      equals: """
        page.willMove(toParent: stack)
        stack.loadView()
        stack.viewDidLoad()
        page.loadView()
        page.viewDidLoad()
        page.didMove(toParent: stack)
        page_2.willMove(toParent: stack)
        page_2.loadView()
        page_2.viewDidLoad()
        page_2.didMove(toParent: stack)
        page_3.willMove(toParent: stack)
        page_3.loadView()
        page_3.viewDidLoad()
        page_3.didMove(toParent: stack)
        // turn 1 ends
        """)
  }

  /// A walk over the children that forwards appearance to each level in
  /// turn (manual forwarding, rule 2.4): every level gets its callbacks,
  /// the deepest child's did before its parent's.
  func testARecursiveWalkOverChildrenForwardsToEveryLevel() {
    assertTrace(
      """
      final class Host: UIViewController {
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              forward(to: self)
          }

          func forward(to controller: UIViewController) {
              for child in controller.children {
                  child.beginAppearanceTransition(true, animated: false)
                  forward(to: child)
                  child.endAppearanceTransition()
              }
          }
      }

      let host = Host()
      let inner = UIViewController()
      let leaf = UIViewController()
      host.addChild(inner)
      inner.didMove(toParent: host)
      inner.addChild(leaf)
      leaf.didMove(toParent: inner)
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        inner.willMove(toParent: host)
        inner.didMove(toParent: host)
        leaf.willMove(toParent: inner)
        leaf.didMove(toParent: inner)
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        inner.loadView()
        inner.viewDidLoad()
        inner.viewWillAppear(false)
        leaf.loadView()
        leaf.viewDidLoad()
        leaf.viewWillAppear(false)
        leaf.viewIsAppearing(false)
        leaf.viewDidAppear(false)
        inner.viewIsAppearing(false)
        inner.viewDidAppear(false)
        """)
  }

  /// `return 1 + depth(of: parent)`: a method that calls itself for its
  /// result runs, and its result decides the driver's condition.
  func testARecursiveMethodCalledForItsResultGivesItsValue() {
    assertTrace(
      """
      final class Host: UIViewController {
          func depth(of controller: UIViewController) -> Int {
              guard let parent = controller.parent else { return 0 }
              return 1 + depth(of: parent)
          }
      }
      let host = Host()
      let inner = UIViewController()
      let leaf = UIViewController()
      host.addChild(inner)
      inner.addChild(leaf)
      let levels = host.depth(of: leaf)
      if levels == 2 {
          leaf.didMove(toParent: inner)
      }
      """, profile: .ios17,
      equals: """
        inner.willMove(toParent: host)
        leaf.willMove(toParent: inner)
        leaf.didMove(toParent: inner)
        // turn 1 ends
        """)
  }

  /// A walk that calls itself in three places (children, the presented
  /// controller, a navigation controller's root) is expanded fewer levels,
  /// so that its copies stay few, and runs in full on a shallow tree: the
  /// views load in the order Swift's calls reach them.
  func testAMethodCallingItselfInSeveralPlacesRunsOnAShallowTree() {
    assertTrace(
      """
      final class Host: UIViewController {
          func tree(_ controller: UIViewController) {
              for child in controller.children { tree(child) }
              if let presented = controller.presentedViewController { tree(presented) }
              if let nav = controller as? UINavigationController { tree(nav.viewControllers[0]) }
              controller.view.setNeedsLayout()
          }
      }
      let host = Host()
      let inner = UIViewController()
      host.addChild(inner)
      inner.didMove(toParent: host)
      host.tree(host)
      """, profile: .ios17,
      equals: """
        inner.willMove(toParent: host)
        inner.didMove(toParent: host)
        inner.loadView()
        inner.viewDidLoad()
        host.loadView()
        host.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// How many levels a recursion is expanded: sixteen for one call of
  /// itself, fewer as it calls itself in more places (at most 256 copies).
  func testTheLevelsExpandedShrinkWithTheCallsOfItself() {
    XCTAssertEqual(
      [1, 2, 3, 4, 16, 17].map { SwiftExpansion.recursionLevels(callingItself: $0) },
      [16, 8, 5, 4, 2, 1])
  }

  /// A recursion deeper than the expansion goes: the trace up to the last
  /// level expanded, then the run stops at the call below it (exit 1), with
  /// what to do.
  func testARecursionDeeperThanTheExpansionStopsTheRunAtItsCall() {
    let result = run(
      """
      final class Stack: UIViewController {
          func addPages(_ n: Int) {
              guard n > 0 else { return }
              let page = UIViewController()
              addChild(page)
              page.didMove(toParent: self)
              addPages(n - 1)
          }
      }
      let stack = Stack()
      stack.addPages(20)
      """)
    XCTAssertEqual(result.exitCode, 1)
    let lines = result.standardOutput.split(separator: "\n")
    XCTAssertEqual(lines.count, 24, result.standardOutput)
    XCTAssertEqual(lines.last, "page_12.didMove(toParent: stack)")
    XCTAssertTrue(
      result.standardError.hasPrefix(
        """
        Drawer.swift:7:9: error: 'addPages' calls itself here 12 calls deep, deeper than the \
        model expands (methods are expanded before the run: this one inside itself at most 16 \
        times, calls and blocks at most 32 deep), so the run stops here rather than go on \
        without this call; end the recursion sooner, or keep it in a loop
        """), result.standardError)
  }

  /// Two methods that call each other without end: the run stops at the
  /// call that would go one level too deep, not before the run.
  func testMethodsThatCallEachOtherWithoutEndStopTheRun() {
    let result = run(
      """
      final class Loop: UIViewController {
          func ping() { pong() }
          func pong() { ping() }
      }
      let loop = Loop()
      loop.ping()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.hasPrefix("Drawer.swift:3:19: error: 'ping' calls itself here"),
      result.standardError)
  }
}

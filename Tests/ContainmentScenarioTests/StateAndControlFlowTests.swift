import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// State, conditions, loops and queries, as the scenario language's
/// revision 2 writes them (scenario language §5): whole traces, the run-time
/// error, and the mistakes found before anything runs.
final class StateAndControlFlowTests: XCTestCase {
  private func run(_ text: String) -> CommandLineTool.Result {
    CommandLineTool(readFile: { $0 == "s.scenario" ? text : nil }, readStandardInput: { nil })
      .run(["trace", "s.scenario"])
  }

  /// `flag.toggle()` flips a Boolean variable, as Swift's `Bool.toggle()`;
  /// a handler's bound `animated` cannot be flipped, and a controller has no
  /// `toggle()`.
  func testToggleFlipsABooleanVariable() {
    let result = run(
      """
      let p = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      var open = false
      open.toggle()
      if open { p.addChild(c) }
      open.toggle()
      if open { p.addChild(d) }
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, "c.willMove(toParent: p)\n// turn 1 ends\n")
    XCTAssertTrue(
      run("let p = UIViewController()\non p.viewWillAppear { animated in\n  animated.toggle()\n}\n")
        .standardError.hasPrefix(
          "s.scenario:3:3: error: 'animated' is a constant: declare it with 'var' to assign to it"))
    XCTAssertTrue(
      run("let p = UIViewController()\np.toggle()\n").standardError.hasPrefix(
        "s.scenario:2:3: error: 'toggle' is not a view-controller call of the scenario language"))
  }

  /// `var i: Int? = nil` holds an integer or nil: compared with nil and
  /// with numbers as Swift compares an optional (`nil != 3` holds), and
  /// given either; a Boolean is refused.
  func testAnOptionalIntegerVariableHoldsAnIntegerOrNil() {
    let result = run(
      """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      var i: Int? = nil
      if i == nil { p.addChild(a) }
      i = 3
      if i == 3 { p.addChild(b) }
      i = nil
      if i != 3 { p.addChild(c) }
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      "a.willMove(toParent: p)\nb.willMove(toParent: p)\nc.willMove(toParent: p)\n// turn 1 ends\n")
    XCTAssertTrue(
      run("var i: Int? = nil\ni = true\n").standardError.hasPrefix(
        "s.scenario:2:5: error: cannot assign a Boolean to 'i', a variable of type Int?"),
      run("var i: Int? = nil\ni = true\n").standardError)
  }

  /// A block reads the variables when it runs, not when it was written: the
  /// main-queue block sees `shown` as the statements after it left it.
  func testAVariableIsReadWhenTheBlockRuns() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      var shown: UIViewController? = nil
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      shown = a
      DispatchQueue.main.async {
          if shown === b { p.view.addSubview(b.view) }
      }
      shown = b
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
        // turn 2 ends
        // main queue block
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        // turn 3 ends
        b.viewIsAppearing(false)
        b.viewDidAppear(false)
        """)
  }

  /// `for` runs over a snapshot of the list taken when the loop starts.
  ///
  /// Removing each child while looping over `p.children` reaches them all.
  /// `if` takes the first branch whose condition holds.
  func testForRunsOverASnapshot_andIfTakesTheFirstBranchThatHolds() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      p.addChild(a)
      p.addChild(b)
      p.addChild(c)
      for child in p.children {
          child.willMove(toParent: nil)
          child.removeFromParent()
      }
      if p.children.isEmpty && p.children.count == 0 { p.addChild(a) } else { p.addChild(b) }
      if a.parent == nil { p.addChild(c) } else if b.parent == nil { p.addChild(b) } else { p.addChild(c) }
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: p)
        b.willMove(toParent: p)
        c.willMove(toParent: p)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        a.willMove(toParent: p)
        b.willMove(toParent: p)
        // turn 1 ends
        """)
  }

  /// Reading `x.view` in a condition loads the view first, as Swift does;
  /// `x.viewIfLoaded` reads without loading, and a chain through nil is nil.
  func testAConditionThatReadsAViewLoadsIt_andViewIfLoadedDoesNot() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      if c.view.window == nil && p.isViewLoaded { p.addChild(c) }
      if c.viewIfLoaded != nil && p.viewIfLoaded?.window == nil { p.addChild(c) }
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        c.loadView()
        c.viewDidLoad()
        c.willMove(toParent: p)
        // turn 1 ends
        """)
  }

  /// `x.view.window?.rootViewController` is the root of the window holding
  /// the view, nil when none does: a call on it does nothing then (rule
  /// 1.4); reading `x.view` loads it first.
  func testTheRootOfTheWindowHoldingAViewIsAnOptionalController() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      p.view.window?.rootViewController?.present(c, animated: false)
      window.rootViewController = p
      window.makeKeyAndVisible()
      p.view.window?.rootViewController?.present(c, animated: false)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        c.loadView()
        c.viewDidLoad()
        // turn 1 ends
        c.viewWillAppear(false)
        p.viewIsAppearing(false)
        c.viewIsAppearing(false)
        // t = 0.0: p.present(c) ends
        c.viewDidAppear(false)
        p.viewDidAppear(false)
        """)
  }

  /// The queries of UIKit's containers read the state at the moment the
  /// handler runs: during a push, the pushed controller is on the stack and
  /// moving to its parent (rules 2.7, 5.1, 5.2).
  func testContainerQueriesReadTheStateWhenTheHandlerRuns() {
    let scenario = """
      let nav = UINavigationController()
      let tabs = UITabBarController()
      let a = UIViewController()
      let b = UIViewController()
      let root = UIViewController()
      tabs.viewControllers = [nav, root]
      nav.setViewControllers([a], animated: false)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      on b.viewWillAppear { animated in
          if animated && b.isMovingToParent && nav.topViewController === b && nav.viewControllers.count == 2 {
              a.view.isHidden = true
          }
          if tabs.selectedIndex == 0 && tabs.selectedViewController === nav { root.loadViewIfNeeded() }
      }
      nav.pushViewController(b, animated: true)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        nav.willMove(toParent: tabs)
        nav.didMove(toParent: tabs)
        root.willMove(toParent: tabs)
        root.didMove(toParent: tabs)
        a.willMove(toParent: nav)
        tabs.loadView()
        tabs.viewDidLoad()
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        tabs.viewWillAppear(false)
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        nav.viewIsAppearing(false)
        a.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        // turn 2 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        root.loadView()
        root.viewDidLoad()
        b.viewIsAppearing(true)
        // t = 0.35: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // turn 3 ends
        """)
  }

  /// Optional chaining on nil does nothing; `+=` and subscripts read the
  /// variables; a second `on` for the same callback replaces the first, and
  /// a handler may declare one for another controller.
  func testOptionalChainingOnNilDoesNothing_andASecondOnReplacesTheFirst() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let pages = [a, b]
      var index = 0
      var shown: UIViewController? = nil
      shown?.removeFromParent()
      on a.willMove { parent in p.addChild(b) }
      on a.willMove { parent in
          if parent != nil { on b.willMove { _ in shown = b } }
      }
      index += 1
      p.addChild(pages[index - 1])
      p.addChild(pages[index])
      shown?.removeFromParent()
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: p)
        b.willMove(toParent: p)
        b.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// A completion's `finished` is true (no rule cuts a view animation
  /// short), and the animations block runs its conditions at once; the view
  /// moved in it gets its did-callback at the after-commit of the
  /// completion's turn (rule 4.6).
  func testACompletionBindsFinished_asTrue() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      var isOpen = false
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(c)
      UIView.animate(withDuration: 0.3, animations: {
          if !isOpen { p.view.addSubview(c.view) }
      }, completion: { finished in
          if finished { c.didMove(toParent: p) }
          isOpen = finished
      })
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
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        // turn 2 ends
        c.viewIsAppearing(false)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        c.didMove(toParent: p)
        // turn 3 ends
        c.viewDidAppear(false)
        """)
  }

  /// UIKit's full signatures, as containers write them: a labelled
  /// `completion:` (a block or nil) on `present` and `dismiss`, and
  /// `transition(from:to:duration:options:animations:completion:)` with
  /// `animations: nil`; an `else` may start the line after its `}`.
  func testUIKitsLabelledCompletionsAndAnElseOnItsOwnLine() {
    let scenario = """
      let r = UIViewController()
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      var presented = false
      window.rootViewController = r
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      r.present(p, animated: false, completion: { presented = true })
      RunLoop.main.runUntilIdle()
      if !presented {
          p.addChild(b)
      }
      else {
          p.addChild(a)
          p.view.addSubview(a.view)
          a.didMove(toParent: p)
          p.addChild(b)
          p.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { finished in
              a.removeFromParent()
              b.didMove(toParent: p)
          })
      }
      p.dismiss(animated: false, completion: nil)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        r.loadView()
        r.viewDidLoad()
        r.viewWillAppear(false)
        // turn 1 ends
        r.viewIsAppearing(false)
        r.viewDidAppear(false)
        p.loadView()
        p.viewDidLoad()
        // turn 2 ends
        p.viewWillAppear(false)
        p.viewIsAppearing(false)
        // t = 0.0: r.present(p) ends
        p.viewDidAppear(false)
        // completion of r.present(p)
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: p)
        b.willMove(toParent: p)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        // turn 3 ends
        p.viewWillDisappear(false)
        b.viewIsAppearing(false)
        // t = 0.0: p.transition(from: a, to: b, duration: 0.0) ends
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        // completion of p.transition(from: a, to: b, duration: 0.0)
        a.didMove(toParent: nil)
        b.didMove(toParent: p)
        // t = 0.0: r.dismiss(p) ends
        p.viewDidDisappear(false)
        b.viewDidDisappear(false)
        """)
  }

  /// Operators bind as in Swift: `&&` before `||`, comparisons before
  /// both, `+` and `-` before comparisons, left to right; `!` on a
  /// parenthesized condition.
  func testOperatorsBindAsInSwift() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      if true || false && false { p.addChild(a) }
      if !(false || true) { p.addChild(b) }
      if 5 - 2 - 1 == 2 && 2 >= 2 { p.addChild(c) }
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        a.willMove(toParent: p)
        c.willMove(toParent: p)
        // turn 1 ends
        """)
  }

  /// A subscript out of range is found while running: the run stops like a
  /// UIKit exception, with the trace so far on standard output and the
  /// location on standard error, exit 1 (scenario language §5).
  func testASubscriptOutOfRangeStopsTheRunAtItsLine() {
    let result = run(
      """
      let p = UIViewController()
      let c = UIViewController()
      let pages = [c]
      var index = 0
      p.addChild(pages[index])
      index += 1
      pages[index].removeFromParent()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "c.willMove(toParent: p)\n")
    XCTAssertEqual(
      result.standardError,
      """
      s.scenario:7:6: error: index 1 is out of range for a list of 1
      pages[index].removeFromParent()
           ^

      """)
  }

  /// Checking reads no arithmetic: a statement is checked against the
  /// variables' types, and an overflow is found by running it, at its line
  /// (exit 1), even when the command checks each statement right before it
  /// runs and the values would already overflow.
  func testAnIntegerOverflowIsFoundByRunning_notByChecking() {
    // i reaches 2^62; the handler's `i += i` would overflow if checking
    // computed it, and does overflow when p appears.
    let doublings = String(repeating: "i += i\n", count: 9)
    let result = run(
      "let p = UIViewController()\nvar i = 9007199254740992\n" + doublings
        + "on p.viewDidAppear { _ in i += i }\n"
        + "window.rootViewController = p\nwindow.makeKeyAndVisible()\n")
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertTrue(
      result.standardError.hasPrefix("s.scenario:12:29: error: the integer overflows"),
      result.standardError)
  }

  /// The mistakes of section 5 are found before anything runs, each with
  /// what to write instead (exit 65).
  func testMistakesOfTheNewStatementsAreFoundBeforeAnythingRuns() {
    let cases: [(String, String)] = [
      (
        "var isOpen = false\nisOpen = window",
        "2:10: error: cannot assign a window to 'isOpen', a variable of type Bool"
      ),
      (
        "let a = UIViewController()\nfor x in a { }",
        "2:10: error: 'for' runs over a list of view controllers, such as 'p.children' or '[a, b]'; this is a UIViewController"
      ),
      (
        "let a = UIViewController()\na?.removeFromParent()",
        "2:2: error: '?' unwraps an optional, but 'a' is a UIViewController: drop the '?'"
      ),
      ("if b == nil { }\nlet b = UIViewController()", "1:4: error: unknown name 'b'"),
      (
        "var f = { }",
        "1:9: error: a block cannot be kept in a variable: write its calls where they run, or in a handler ('on c.viewDidLoad { … }')"
      ),
      (
        "let a = UIViewController()\na = a",
        "2:1: error: 'a' is a constant: declare it with 'var' to assign to it"
      ),
      (
        "var n = 0\nif n { }",
        "2:4: error: a condition must be a Boolean; 'n' is an integer (compare it, as in 'x.parent == nil')"
      ),
    ]
    for (text, expected) in cases {
      let result = run(text)
      XCTAssertEqual(result.exitCode, 65, text)
      XCTAssertEqual(result.standardOutput, "", text)
      XCTAssertEqual(
        result.standardError.split(separator: "\n").first.map(String.init),
        "s.scenario:" + expected,
        text)
    }
  }

  /// Every branch is checked before anything runs, also those that never run.
  func testABranchThatNeverRunsIsStillChecked() {
    let result = run("let a = UIViewController()\nif false { a.addChil(a) }\n")
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.hasPrefix("s.scenario:2:14: error: 'addChil'"), result.standardError)
  }

  /// From Swift, a completion whose calls are decided when it runs is a
  /// caller's block: `perform(_:handler:block:)` hands it over when it starts.
  func testACallersBlockRunsWhenItsCompletionStarts() throws {
    var world = World(profile: .ios17)
    let p = world.makeViewController(named: "p")
    let c = world.makeViewController(named: "c")
    var events: [Event] = []
    try world.apply(
      .beginViewAnimations(duration: 0.3, delay: 0, completion: [.callerBlock(7)]),
      handler: { event, _ in events.append(event) }, block: { _, _ in })
    try world.apply(
      .commitViewAnimations, handler: { event, _ in events.append(event) }, block: { _, _ in })
    var started: [Int] = []
    try world.apply(
      .runUntilIdle, handler: { event, _ in events.append(event) },
      block: { number, world in
        started.append(number)
        events += try world.apply(.addChild(c, to: p))
      })
    XCTAssertEqual(started, [7])
    XCTAssertEqual(
      events.flatMap { $0.traceLines(flags: false) }.filter { !$0.hasPrefix("//") },
      ["c.willMove(toParent: p)"])
  }
}

import Containment
import ContainmentTesting
import XCTest

@testable import ContainmentScenario

/// A scenario is read once (scenario language §2).
///
/// Its check keeps each plain statement lowered when running would lower it
/// alike, and every other statement as written. Running the kept statements
/// gives the trace the command's one reading gives.
final class CheckedStatementTests: XCTestCase {
  /// The kind each top-level statement of `text` is kept as.
  private func keptKinds(_ text: String) throws -> [String] {
    try Scenario(parsing: text).statements.map { statement in
      switch statement {
      case .perform: "perform"
      case .performAll: "performAll"
      case .declare: "declare"
      case .statement: "statement"
      }
    }
  }

  /// The size `CheckedStatement` states, which the parsing benchmark's
  /// memory target depends on.
  func testAKeptStatementTakesSixteenBytes() {
    XCTAssertEqual(MemoryLayout<CheckedStatement>.stride, 16)
  }

  func testPlainStatementsOfConstantsAreKeptLowered() throws {
    let text = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      p.addChild(c)
      RunLoop.main.turn()
      var shown: UIViewController = c
      let v = UIView()
      p.view.addSubview(v)
      p.view.addSubview(shown.view)
      if shown === c { p.view.addSubview(c.view) }
      """
    XCTAssertEqual(
      try keptKinds(text),
      [
        "declare", "declare", "perform", "perform", "perform", "statement", "declare",
        "statement", "statement", "statement",
      ])
  }

  /// A plain view's identity depends on the views the run loaded before it
  /// was made (here `p.view`), which the check does not load: a statement
  /// naming it is lowered when it runs, and `c`'s view goes into `v`.
  func testAPlainViewIsResolvedWhenItsStatementRuns() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      let v = UIView()
      p.view.addSubview(v)
      p.addChild(c)
      v.addSubview(c.view)
      c.didMove(toParent: p)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: p)
        // turn 1 ends
        p.viewIsAppearing(false)
        c.viewIsAppearing(false)
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        """)
  }

  /// A variable holds what the run last assigned, not its first value: a
  /// plain statement naming it is lowered when it runs.
  func testAVariableIsReadWhenItsPlainStatementRuns() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      var shown: UIViewController = a
      window.rootViewController = p
      window.makeKeyAndVisible()
      shown = b
      p.addChild(shown)
      p.view.addSubview(shown.view)
      shown.didMove(toParent: p)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        b.willMove(toParent: p)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: p)
        // turn 1 ends
        p.viewIsAppearing(false)
        b.viewIsAppearing(false)
        p.viewDidAppear(false)
        b.viewDidAppear(false)
        """)
  }

  /// A handler's plain statements are lowered once, when its `on` statement
  /// runs, but one that names a variable reads the variable when the
  /// callback comes: `b`, assigned after the handler was declared.
  func testAHandlerReadsAVariableWhenTheCallbackComes() {
    let scenario = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      var current: UIViewController = a
      on p.viewWillAppear { current.loadViewIfNeeded() }
      window.rootViewController = p
      current = b
      window.makeKeyAndVisible()
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        b.loadView()
        b.viewDidLoad()
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        """)
  }

  /// A statement that names the argument a callback binds reads it at each
  /// callback: `a` appears animated (so `b` begins appearing), then not (so
  /// `b` begins disappearing).
  func testAHandlerReadsItsBoundArgumentAtEachCallback() {
    let scenario = """
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      let a = UIViewController()
      let b = UIViewController()
      on a.viewWillAppear { animated in
        b.beginAppearanceTransition(animated, animated: false)
        b.endAppearanceTransition()
      }
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(a, animated: true)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: false)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(a, animated: false)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        root.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        nav.viewWillAppear(false)
        root.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        root.viewIsAppearing(false)
        nav.viewDidAppear(false)
        root.viewDidAppear(false)
        root.didMove(toParent: nav)
        a.willMove(toParent: nav)
        // turn 2 ends
        a.loadView()
        a.viewDidLoad()
        root.viewWillDisappear(true)
        a.viewWillAppear(true)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.viewIsAppearing(false)
        b.viewDidAppear(false)
        a.viewIsAppearing(true)
        // t = 0.35: nav transition from root to a ends
        root.viewDidDisappear(true)
        a.viewDidAppear(true)
        a.didMove(toParent: nav)
        // turn 3 ends
        // turn 4 ends
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        root.viewWillAppear(false)
        a.viewDidDisappear(false)
        a.didMove(toParent: nil)
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        a.willMove(toParent: nav)
        // turn 5 ends
        root.viewWillDisappear(false)
        a.viewWillAppear(false)
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        root.viewDidDisappear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        """)
  }

  /// What a registered handler keeps lowered once it runs: its plain
  /// statements of constants, not those that read state or name a variable
  /// or the bound argument; nothing before it first runs.
  func testAHandlerKeepsItsPlainStatementsOfConstantsLowered() throws {
    let text = """
      let p = UIViewController()
      let c = UIViewController()
      var shown = false
      on p.viewWillAppear { animated in
        c.loadViewIfNeeded()
        c.beginAppearanceTransition(animated, animated: false)
        c.beginAppearanceTransition(shown, animated: false)
        if shown { c.endAppearanceTransition() }
      }
      """
    var parser = try Parser(text)
    var world = World()
    var interpreter = Interpreter(
      scope: Scope(mainWindow: world.mainWindow), trace: TraceRecorder(), auditor: nil,
      limits: RunLimits(stepLimitPerCall: nil, maximumEvents: 100))
    while let statement = try parser.nextStatement() {
      try interpreter.runTopLevel(.statement(statement), in: &world)
    }
    var handler = try XCTUnwrap(interpreter.handlers.values.first)
    XCTAssertFalse(handler.isPrepared, "lowered before the callback came")
    handler.prepare(in: interpreter.scope)
    XCTAssertEqual(handler.lowered.map { $0 != nil }, [true, false, false, false])
  }
}

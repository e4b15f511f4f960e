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
}

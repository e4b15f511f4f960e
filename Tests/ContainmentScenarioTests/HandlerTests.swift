import ContainmentScenario
import XCTest

@testable import Containment

/// scenario language §2, "Handlers": what a handler causes is delivered
/// before the operation that delivered the callback goes on.
final class HandlerTests: XCTestCase {
  private func trace(_ text: String, profile: Profile = .ios17) throws -> [String] {
    try Scenario(parsing: text).run(profile: profile).events.traceLines()
  }

  func testAHandlerRunsAtItsCallbackAndItsWorkComesFirst() throws {
    XCTAssertEqual(
      try trace(
        """
        let root = UIViewController()
        let a = UIViewController()
        on root.viewDidLoad {
            root.addChild(a)
            root.view.addSubview(a.view)
            a.didMove(toParent: root)
        }
        _ = root.view
        """),
      [
        "root.loadView()", "root.viewDidLoad()", "a.willMove(toParent: root)", "a.loadView()",
        "a.viewDidLoad()", "a.didMove(toParent: root)", "// turn 1 ends",
      ])
  }

  func testAHandlerRunsEachTimeItsCallbackIsDelivered_andForDirectCalls() throws {
    XCTAssertEqual(
      try trace(
        """
        let a = UIViewController()
        let log = UIViewController()
        on a.viewDidLoad { log.viewDidLoad() }
        _ = a.view
        a.viewDidLoad()
        """),
      [
        "a.loadView()", "a.viewDidLoad()", "log.viewDidLoad()", "a.viewDidLoad()",
        "log.viewDidLoad()", "// turn 1 ends",
      ])
  }

  func testAHandlerDeclaredAfterItsCallbackFiredDoesNotRunForEarlierDeliveries() throws {
    XCTAssertEqual(
      try trace(
        """
        let a = UIViewController()
        let b = UIViewController()
        _ = a.view
        on a.viewDidLoad { _ = b.view }
        """),
      ["a.loadView()", "a.viewDidLoad()", "// turn 1 ends"])
  }

  /// Rule 4.1: a turn end a handler asks for during the after-commit step
  /// (`RunLoop.main.turn()` in `viewDidAppear`) runs inside the one under
  /// way, with its own number; the outer end then goes on with the callbacks
  /// it had queued, and closes.
  func testRule4_1_aTurnEndAHandlerAsksForDuringATurnEndNestsInIt() throws {
    let run = try Scenario(
      parsing: """
        let a = UIViewController()
        let c = UIViewController()
        let b = UIViewController()
        a.addChild(c)
        a.view.addSubview(c.view)
        c.didMove(toParent: a)
        on a.viewDidAppear {
          a.view.addSubview(b.view)
          RunLoop.main.turn()
        }
        window.rootViewController = a
        window.makeKeyAndVisible()
        RunLoop.main.turn()
        """
    ).run(profile: .ios17)
    XCTAssertEqual(
      run.events.traceLines(),
      [
        "c.willMove(toParent: a)", "a.loadView()", "a.viewDidLoad()", "c.loadView()",
        "c.viewDidLoad()", "c.didMove(toParent: a)", "a.viewWillAppear(false)",
        "c.viewWillAppear(false)", "// turn 1 ends", "a.viewIsAppearing(false)",
        "c.viewIsAppearing(false)", "a.viewDidAppear(false)", "b.loadView()", "b.viewDidLoad()",
        "b.viewWillAppear(false)", "// turn 2 ends", "b.viewIsAppearing(false)",
        "b.viewDidAppear(false)", "c.viewDidAppear(false)",
      ])
    XCTAssertEqual(run.world.invariantViolations(), [])
  }

  func testHandlersThatNeverSettleStopTheRun() throws {
    let run = try Scenario(
      parsing: """
        let a = UIViewController()
        on a.viewWillAppear { a.beginAppearanceTransition(false, animated: false) }
        on a.viewWillDisappear { a.beginAppearanceTransition(true, animated: false) }
        a.beginAppearanceTransition(true, animated: false)
        """
    ).run()
    XCTAssertEqual(run.failure?.line, 2)
    XCTAssertNil(run.failure?.exception)
    XCTAssertEqual(
      run.failure?.message, "handlers nest more than 64 deep; the scenario does not settle")
  }

  func testAnExceptionInAHandlerReportsTheHandlersLine() throws {
    let run = try Scenario(
      parsing: """
        let a = UIViewController()
        let b = UIViewController()
        on a.viewDidLoad {
            b.addChild(a)
            a.addChild(b)
        }
        _ = a.view
        """
    ).run()
    XCTAssertEqual(run.failure?.line, 5)
    XCTAssertEqual(run.failure?.exception?.code, "E4")
    XCTAssertEqual(
      run.events.traceLines(), ["a.loadView()", "a.viewDidLoad()", "a.willMove(toParent: b)"])
  }

  func testStoryboardsMakeANewControllerPerCall_andUnknownIdentifiersRaiseE8() throws {
    let run = try Scenario(
      parsing: """
        let sb = UIStoryboard(identifiers: ["chat"])
        let one = sb.instantiateViewController(withIdentifier: "chat")
        let two = sb.instantiateViewController(withIdentifier: "chat")
        _ = one.view
        _ = two.view
        let three = sb.instantiateViewController(withIdentifier: "tray")
        """
    ).run()
    XCTAssertEqual(
      run.events.traceLines(),
      ["one.loadView()", "one.viewDidLoad()", "two.loadView()", "two.viewDidLoad()"])
    XCTAssertEqual(run.failure?.line, 6)
    XCTAssertEqual(
      run.failure?.message,
      "Storyboard (sb) doesn't contain a view controller with identifier 'tray'")
  }

  func testAnExceptionInACompletionAtTheImplicitEndIsReportedAtTheLastLine() throws {
    let run = try Scenario(
      parsing: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        let stranger = UIViewController()
        p.addChild(a)
        p.addChild(b)
        p.transition(from: a, to: b, duration: 0.3) { p.transition(from: b, to: stranger, duration: 0) }

        """
    ).run()
    XCTAssertEqual(run.failure?.line, 7)
    XCTAssertEqual(run.failure?.exception?.code, "E1")
  }
}

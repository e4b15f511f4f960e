import Containment
import ContainmentScenario
import XCTest

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

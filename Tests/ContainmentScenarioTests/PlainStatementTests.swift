import XCTest

@testable import ContainmentScenario

/// A plain statement reads no state, so the command runs the action its
/// check made: every statement that reads state must not count as plain.
final class PlainStatementTests: XCTestCase {
  private func statement(_ text: String) throws -> Statement {
    var parser = try Parser(text)
    return try XCTUnwrap(try parser.nextStatement())
  }

  func testCallsOfDeclaredNamesArePlain() throws {
    for text in [
      "p.addChild(c)", "p.view.addSubview(c.view)", "window.isHidden = true",
      "tabs.viewControllers = [a, b]", "let pages = [a, b]", "_ = c.view",
      "window.rotate(to: .landscapeLeft, duration: 0.3)", "RunLoop.main.turn()",
    ] {
      XCTAssertTrue(try statement(text).isPlain, text)
    }
  }

  func testStatementsThatReadStateOrHoldBlocksAreNotPlain() throws {
    for text in [
      "p.addChild(pages[0])", "shown?.removeFromParent()", "p.present(c, animated: true) { }",
      "if a { }", "for c in p.children { }", "i += 1", "on p.viewDidLoad { }",
      "p.addChild(x.parent)", "p.present(c, animated: false, completion: { })",
    ] {
      XCTAssertFalse(try statement(text).isPlain, text)
    }
  }

  /// Every query a condition may read (scenario language §5) makes a
  /// statement that reads it not plain.
  func testEveryQueryMakesAStatementNotPlain() throws {
    let queries = [
      "parent", "children", "isViewLoaded", "window", "superview", "isHidden",
      "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
      "presentedViewController", "presentingViewController", "topViewController",
      "viewControllers", "selectedIndex", "selectedViewController",
      "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods",
      "viewIfLoaded", "count", "isEmpty", "first", "last", "rootViewController",
    ]
    for query in queries {
      XCTAssertFalse(try statement("p.addChild(x.\(query))").isPlain, query)
    }
  }
}

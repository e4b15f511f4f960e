import ContainmentScenario
import XCTest

/// scenario language §1, §2: what parses, and the diagnostics for what does not.
final class ScenarioParsingTests: XCTestCase {
  private func diagnostic(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> String
  {
    do {
      _ = try Scenario(parsing: text)
      XCTFail("expected a diagnostic", file: file, line: line)
      return ""
    } catch {
      return error.description
    }
  }

  func testCommentsBlankLinesSemicolonsAndFreeWhitespaceParse() throws {
    let scenario = try Scenario(
      parsing: """
        # a comment
        let p = UIViewController()   // a trailing comment
        let c = UIViewController()
        let d = UIViewController()

        p.addChild( c ) ; c.didMove( toParent : p )
        p.addChild(d)
        p.transition(from: c, to: d, duration: 0.3) { c.removeFromParent(); d.didMove(toParent: p) }
        """)
    XCTAssertEqual(
      scenario.run().events.traceLines(),
      [
        "c.willMove(toParent: p)", "c.didMove(toParent: p)", "d.willMove(toParent: p)",
        "d.loadView()", "d.viewDidLoad()", "d.viewWillAppear(true)", "c.viewWillDisappear(true)",
        "// turn 1 ends", "d.viewIsAppearing(true)",
        "// t = 0.3: p.transition(from: c, to: d, duration: 0.3) ends",
        "c.viewDidDisappear(true)", "d.viewDidAppear(true)",
        "// completion of p.transition(from: c, to: d, duration: 0.3)",
        "c.didMove(toParent: nil)", "d.didMove(toParent: p)", "// turn 2 ends",
      ])
  }

  func testMultiLineBlocksAndArguments() throws {
    _ = try Scenario(
      parsing: """
        let root = UIViewController()
        let a = UIViewController()
        on root.viewDidLoad {
            root.addChild(a)

            a.didMove(
                toParent: root
            )
        }
        """)
  }

  /// Revision 2 of the language: a completion block that UIKit calls with a
  /// Boolean takes `{ _ in … }` and `{ finished in … }`; a handler for a
  /// callback that passes nothing binds nothing and says what to write.
  func testCompletionBlocksTakeSwiftsParameter_handlerBlocksSayWhatToWrite() throws {
    let prefix =
      "let p = UIViewController()\nlet a = UIViewController()\nlet b = UIViewController()\n"
    XCTAssertNoThrow(
      try Scenario(parsing: prefix + "p.transition(from: a, to: b, duration: 0.3) { _ in\n}\n"))
    XCTAssertNoThrow(
      try Scenario(parsing: prefix + "p.present(a, animated: true) { finished in a.loadView() }\n"))
    XCTAssertEqual(
      diagnostic(prefix + "on p.viewDidLoad { animated in a.loadView() }\n"),
      "4:20: error: viewDidLoad passes nothing to bind: write '{ … }' or '{ _ in … }' without "
        + "'animated in'")
  }

  func testImplicitSelfInAHandlerGetsAnErrorThatNamesTheFix() {
    XCTAssertEqual(
      diagnostic(
        "let p = UIViewController()\nlet a = UIViewController()\non p.viewDidLoad {\n  view.addSubview(a.view)\n}\n"
      ),
      "4:3: error: unknown name 'view': a scenario has no implicit self; name the controller, "
        + "as in 'p.view.addSubview(c.view)'")
  }

  func testUnknownNameIsReportedAtItsColumn() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.addChild(b)\n"), "2:12: error: unknown name 'b'")
  }

  func testLinesEndWhereEditorsEndThem() {
    // \r\n is one break and \r is one; a form feed or vertical tab is a
    // blank, so the error is on the line every editor shows as 4.
    XCTAssertEqual(
      diagnostic(
        "let a = UIViewController()\r\n\r\nlet b = UIViewController()\ra.addChild(b);"
          + "\u{0C}\u{0B}a.addChild(c)"),
      "4:28: error: unknown name 'c'")
  }

  func testOtherLineSeparatorsAreNamedInAnError() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\u{2028}_ = a.view"),
      "1:27: error: unexpected character U+2028")
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\u{85}_ = a.view"),
      "1:27: error: unexpected character U+0085")
  }

  func testNELDoesNotEndAComment() {
    // A mis-decoded ellipsis in a comment stays in the comment.
    XCTAssertEqual(
      diagnostic("let a = UIViewController() // wait\u{85} a.addChild(b)\na.addChild(c)"),
      "2:12: error: unknown name 'c'")
  }

  func testColumnsCountCharactersNotBytesAfterNonASCIIText() {
    XCTAssertEqual(
      diagnostic(
        "let a = UIViewController() // déjà vu\nlet s = UIStoryboard(identifiers: [\"naïve\"]); "
          + "a.addChild(b)"),
      "2:58: error: unknown name 'b'")
  }

  func testANonASCIILetterIsAnUnexpectedCharacter() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet é = UIView()"),
      "2:5: error: unexpected character 'é'")
  }

  func testAnInvisibleCharacterIsNamedByItsCodePoint() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet b\u{A0}= UIView()"),
      "2:6: error: unexpected character U+00A0")
  }

  func testAControlCharacterIsNamedByItsCodePoint() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\u{0}"),
      "1:27: error: unexpected character U+0000")
  }

  func testTheFirstMistakeInTheTextIsReportedEvenWhenALaterOneIsLexical() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController() a\n@"),
      "1:28: error: expected end of statement, found 'a'")
  }

  func testNamesMustBeDeclaredBeforeUse() {
    XCTAssertEqual(
      diagnostic("on a.viewDidLoad { }\nlet a = UIViewController()\n"),
      "1:4: error: unknown name 'a'")
  }

  func testReservedAndDuplicateNames() {
    XCTAssertEqual(
      diagnostic("let window = UIViewController()"),
      "1:1: error: 'window' is reserved and cannot be declared")
    XCTAssertEqual(
      diagnostic("let a = UIView()\nlet a = UIView()"), "2:1: error: 'a' is already declared")
  }

  func testHandlersNameCallbacksOfTheTrace() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\non a.viewDidLoadd { }"),
      "2:1: error: 'viewDidLoadd' is not a callback a handler can name")
  }

  func testKindsAreChecked() {
    XCTAssertEqual(
      diagnostic("let box = UIView()\nlet a = UIViewController()\nbox.addChild(a)"),
      "3:5: error: a view has no method 'addChild' here")
    XCTAssertEqual(
      diagnostic("let box = UIView()\nlet a = UIViewController()\na.addChild(box)"),
      "3:12: error: 'box' is a view, not a view controller")
  }

  func testArgumentLabelsAreChecked() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.willMove(parent: nil)"),
      "2:12: error: expected willMove(toParent:)")
  }

  func testACallWithTooFewArgumentsNamesItsSignature() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet b = UIViewController()\na.present(b)"),
      "3:11: error: expected present(_:animated:completion:)")
  }

  func testACallWithTooManyArgumentsNamesItsSignature() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet b = UIViewController()\na.addChild(b, a)"),
      "3:15: error: expected addChild(_:)")
  }

  func testALabelWhereNoneIsExpectedIsAMistake() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet b = UIViewController()\na.addChild(child: b)"),
      "3:12: error: expected addChild(_:)")
  }

  func testAMissingLabelIsAMistake() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.willMove(nil)"),
      "2:12: error: expected willMove(toParent:)")
  }

  func testAnUnderscoreIsNotALabel() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\nlet b = UIViewController()\na.addChild(_: b)"),
      "3:15: error: expected addChild(_:)")
  }

  /// The messages of the adopter's first hour: each names the construct,
  /// says what to write and points at the right column.
  func testMessagesSayWhatToWrite() {
    XCTAssertEqual(
      diagnostic("let isOpen = false"),
      "1:14: error: a 'let' declares a controller, a view or a list; write 'var' for a Boolean, "
        + "a number or an optional (scenario language §5): 'var isOpen = false'")
    XCTAssertEqual(
      diagnostic(
        "let p = UIViewController()\non p.viewWillAppear {\n"
          + "    p.beginAppearanceTransition(true, animated: animated)\n}"),
      "3:49: error: unknown name 'animated': an appearance handler binds it only when its block "
        + "names it: 'on p.viewWillAppear { animated in … }'")
    XCTAssertEqual(
      diagnostic("let p = UIViewController()\nif true {\n    p.loadViewIfNeeded()\n"),
      "2:9: error: this '{' is never closed: the file ends first; add its '}' where the block ends"
    )
    XCTAssertEqual(
      diagnostic(
        "let p = UIViewController()\nlet c = UIViewController()\nc.didMove(to: p)"),
      "3:11: error: expected didMove(toParent:)")
  }

  /// Revision 2 reserves `UIView` and `DispatchQueue`: refused where they
  /// are declared, not on a later line.
  func testTheNamesRevisionTwoReservesAreRefusedAtTheirDeclaration() {
    XCTAssertEqual(
      diagnostic("let UIView = UIViewController()\nlet x = UIViewController()"),
      "1:1: error: 'UIView' is reserved and cannot be declared")
    XCTAssertEqual(
      diagnostic("var DispatchQueue = false"),
      "1:1: error: 'DispatchQueue' is reserved and cannot be declared")
  }

  /// Swift's animations block takes no argument; a trailing `{ finished in`
  /// after `UIView.animate(withDuration:)` is refused, as Swift refuses it.
  func testAnAnimationsBlockTakesNoArgument() {
    XCTAssertEqual(
      diagnostic(
        "let p = UIViewController()\nUIView.animate(withDuration: 0.3) { finished in\n"
          + "    p.loadViewIfNeeded()\n}"),
      "2:37: error: the animations block takes no argument: 'finished in' belongs to a "
        + "completion; write 'animations: { … }, completion: { finished in … }'")
  }

  /// Decimal literals as Swift writes them: `_` between digits, an
  /// exponent; one beyond `Double`'s range is infinite, which a duration
  /// refuses with its range rather than trapping.
  func testNumbersTakeSwiftsUnderscoresAndExponents() throws {
    let scenario = try Scenario(
      parsing: """
        let p = UIViewController()
        UIView.animate(withDuration: 2.5e-1, delay: 0.000_1e3, animations: {
            p.loadViewIfNeeded()
        }, completion: { _ in p.loadViewIfNeeded() })
        """)
    XCTAssertEqual(
      scenario.run().events.traceLines(),
      [
        "p.loadView()", "p.viewDidLoad()", "// turn 1 ends",
        "// t = 0.35: UIView.animate(withDuration: 0.25, delay: 0.1) ends",
        "// completion of UIView.animate(withDuration: 0.25, delay: 0.1)", "// turn 2 ends",
      ])
    XCTAssertEqual(
      diagnostic("let p = UIViewController()\nUIView.animate(withDuration: 1e400) { }"),
      "2:30: error: a duration must be from 0 to 1000000000 seconds")
    XCTAssertEqual(
      diagnostic("var n = 1__0"), "1:10: error: expected end of statement, found '__0'")
  }

  func testSyntaxErrors() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.addChild(a"),
      "2:13: error: expected ',' or ')', found end of file")
    XCTAssertEqual(
      diagnostic("let a = UIViewController() a"),
      "1:28: error: expected end of statement, found 'a'")
    XCTAssertEqual(diagnostic("let s = \"open"), "1:9: error: unterminated string")
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\n{"),
      "2:1: error: this '{' is never closed: the file ends first; add its '}' where the block ends"
    )
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.view"),
      "2:1: error: expected a call or an assignment")
  }

  func testBlocksHoldCallsOnly() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\non a.viewDidLoad { let b = UIView() }"),
      "2:20: error: a block holds calls, assignments, conditions, loops and handlers; declare "
        + "names with 'let' and 'var' at the top level"
    )
  }

  func testContainerCallsNeedAControllerOfTheRightClass() {
    XCTAssertEqual(
      diagnostic(
        "let a = UIViewController()\nlet b = UIViewController()\na.pushViewController(b, animated: true)"
      ),
      "3:1: error: 'a' is a UIViewController, which has no 'pushViewController'; declare it as a UINavigationController"
    )
    XCTAssertEqual(
      diagnostic("let nav = UINavigationController()\nnav.selectedIndex = 1"),
      "2:1: error: 'nav' is a UINavigationController, which has no 'selectedIndex'; declare it as a UITabBarController"
    )
  }

  func testEnumCasesAreChecked() {
    XCTAssertEqual(
      diagnostic("let a = UIViewController()\na.modalPresentationStyle = .sideways"),
      "2:28: error: '.sideways' is not a modal presentation style")
    XCTAssertEqual(
      diagnostic("window.rotate(to: .diagonal, duration: 0.3)"),
      "1:19: error: '.diagonal' is not an interface orientation")
  }

}

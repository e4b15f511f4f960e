import Containment
import ContainmentTesting
import XCTest

@testable import ContainmentScenario

/// Layout (rule 4.7), with layout tracked as `--layout` asks: whole traces.
final class LayoutTests: XCTestCase {
  /// The layout pass lays out in pre-order, with `viewIsAppearing` first.
  ///
  /// Each controller whose view needs layout gets its pair, a parent's
  /// before its children's; in ios17 `viewIsAppearing` comes right before
  /// the pair. A `setNeedsLayout()` marks that view only.
  /// Views that entered a hidden window need layout, and get it when the
  /// window is shown, whatever turns ended in between (the turn ends drop
  /// them from the candidates while the window is hidden; showing it lists
  /// them again).
  func testRule4_7_viewsMarkedInAHiddenWindowAreLaidOutWhenItIsShown() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      let w2 = UIWindow()
      w2.rootViewController = p
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      RunLoop.main.turn()
      RunLoop.main.turn()
      w2.makeKeyAndVisible()
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        // turn 1 ends
        p.viewWillAppear(false)
        c.viewWillAppear(false)
        // turn 2 ends
        p.viewIsAppearing(false)
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewIsAppearing(false)
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        """, layout: true)
  }

  /// The same in ios7, which has no `viewIsAppearing` with layout tracked
  /// or not (rules 0, 4.3, 4.7): the pairs come from the marks alone.
  func testRule4_7_ios7LaysOutViewsMarkedInAHiddenWindow_withoutViewIsAppearing() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      let w2 = UIWindow()
      w2.rootViewController = p
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      RunLoop.main.turn()
      RunLoop.main.turn()
      w2.makeKeyAndVisible()
      """
    assertTrace(
      scenario, profile: .ios7,
      equals: """
        p.loadView()
        p.viewDidLoad()
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        // turn 1 ends
        p.viewWillAppear(false)
        c.viewWillAppear(false)
        // turn 2 ends
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        """, layout: true)
  }

  func testRule4_7_theLayoutPassLaysOutInPreOrder_andSetNeedsLayoutMarksOneView() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.turn()
      c.view.setNeedsLayout()
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        c.willMove(toParent: p)
        p.loadView()
        p.viewDidLoad()
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        p.viewWillAppear(false)
        c.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewIsAppearing(false)
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        // turn 2 ends
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        """, layout: true)
  }

  /// A parent that adds its child in its own `viewWillLayoutSubviews`, the
  /// first time it lays out: the scenario of the two tests below.
  private let childAddedInViewWillLayoutSubviews = """
    let p = UIViewController()
    let c = UIViewController()
    on p.viewWillLayoutSubviews {
        if c.parent == nil {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
    }
    window.rootViewController = p
    window.makeKeyAndVisible()
    """

  /// The classic: a child added in the parent's `viewWillLayoutSubviews`.
  ///
  /// Its view enters the window during the pass, so it is laid out in the
  /// same pass (it was not visited yet); the parent, marked again by the new
  /// subview after its own layout, waits for the next turn's pass.
  func testRule4_7_aChildAddedInViewWillLayoutSubviewsIsLaidOutInTheSamePass() {
    assertTrace(
      childAddedInViewWillLayoutSubviews, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewWillLayoutSubviews()
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: p)
        p.viewDidLayoutSubviews()
        c.viewIsAppearing(false)
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        // turn 2 ends
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        """, layout: true)
  }

  /// Without `--layout`, a scenario that uses layout still runs its layout
  /// handlers.
  ///
  /// The trace only leaves the layout callbacks out (the turn that lays out
  /// the parent again still ends in the trace). A scenario that names no
  /// layout callback or call lays nothing out.
  func testRule4_7_withoutLayoutTheHandlersRun_andTheTraceHidesTheLayoutCallbacks() {
    assertTrace(
      childAddedInViewWillLayoutSubviews, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: p)
        c.viewIsAppearing(false)
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        // turn 2 ends
        """)
  }

  /// `layoutIfNeeded()` lays out at once the views of its subtree that need
  /// it; a controller due `viewIsAppearing` gets it right before its pair
  /// there, and not again at the turn end.
  func testRule4_7_layoutIfNeededLaysOutAtOnce_withViewIsAppearingBeforeThePair() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.turn()
      p.addChild(c)
      p.view.addSubview(c.view)
      c.view.layoutIfNeeded()
      c.didMove(toParent: p)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        p.viewDidAppear(false)
        c.willMove(toParent: p)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.viewIsAppearing(false)
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        c.didMove(toParent: p)
        // turn 2 ends
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewDidAppear(false)
        """, layout: true)
  }

  /// A rotation marks the window's views at its call: they are laid out at
  /// the next pass, before the rotation's animation ends (ios5: rule 6.1).
  func testRule4_7_aRotationMarksTheWindowsViews() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      window.rotate(to: .landscapeLeft, duration: 0.3)
      """
    assertTrace(
      scenario, profile: .ios5,
      equals: """
        c.willMove(toParent: p)
        p.loadView()
        p.viewDidLoad()
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        p.viewWillAppear(false)
        c.viewWillAppear(false)
        p.viewDidAppear(false)
        c.viewDidAppear(false)
        // turn 1 ends
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        p.willRotate(to: .landscapeLeft, duration: 0.3)
        c.willRotate(to: .landscapeLeft, duration: 0.3)
        p.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
        c.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
        // turn 2 ends
        p.viewWillLayoutSubviews()
        p.viewDidLayoutSubviews()
        c.viewWillLayoutSubviews()
        c.viewDidLayoutSubviews()
        // t = 0.3: window.rotate(to: .landscapeLeft, duration: 0.3) ends
        p.didRotate(from: .portrait)
        c.didRotate(from: .portrait)
        // turn 3 ends
        """, layout: true)
  }

  /// A layout that never settles (a handler that marks its own view again
  /// after each layout) is stopped by the budget with M1, exit 1.
  func testRule4_7_aLayoutThatNeverSettlesIsStoppedByTheBudget() {
    let text = """
      let p = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      on p.viewDidLayoutSubviews { p.view.setNeedsLayout() }
      """
    let result = CommandLineTool(
      readFile: { $0 == "s.scenario" ? text : nil }, readStandardInput: { nil }
    ).run(["trace", "--layout", "s.scenario"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains("error: M1 the run does not settle"), result.standardError)
  }

  /// A scenario uses layout when its program names a layout callback or
  /// call, in any position of the text, as the lexer reads it; comments,
  /// strings and skipped `#if` branches do not turn layout on.
  func testRule4_7_aScenarioUsesLayoutWhenItNamesALayoutWord() {
    XCTAssertTrue(Self.namesLayout(in: "on p.viewWillLayoutSubviews { }"))
    XCTAssertTrue(Self.namesLayout(in: "p.view.setNeedsLayout()"))
    XCTAssertTrue(Self.namesLayout(in: "layoutIfNeeded"))
    XCTAssertTrue(Self.namesLayout(in: "x\nc.view.layoutIfNeeded()\n"))
    XCTAssertFalse(Self.namesLayout(in: "let p = UIViewController() // layout"))
    // A comment or a string that names a layout call is not code.
    XCTAssertFalse(Self.namesLayout(in: "let p = UIViewController() // p.view.layoutIfNeeded()"))
    XCTAssertFalse(Self.namesLayout(in: "# setNeedsLayout\nlet p = UIViewController()"))
    XCTAssertFalse(
      Self.namesLayout(in: "let s = UIStoryboard(identifiers: [\"layoutIfNeeded\"])"))
    XCTAssertTrue(Self.namesLayout(in: "// a comment\np.view.setNeedsLayout()"))
    XCTAssertTrue(Self.namesLayout(in: "let s = \"text\"\np.view.setNeedsLayout()"))
    // Swift's other comments, as a pasted file has them.
    XCTAssertFalse(Self.namesLayout(in: "/* p.view.setNeedsLayout() */\nlet p = 1"))
    XCTAssertFalse(
      Self.namesLayout(in: "/* outer /* inner */ view.layoutIfNeeded() */\nlet p = 1"))
    XCTAssertTrue(Self.namesLayout(in: "/* a /* b */ c */ p.view.layoutIfNeeded()"))
    // A `#` that starts no Swift word starts a comment (scenario language
    // §1): what follows it on the line does not run, so it is not code.
    XCTAssertFalse(Self.namesLayout(in: "let s = #\"x\"#; p.view.layoutIfNeeded()"))
    // The `#else` branch a pasted file's `#if` skips (the first branch is
    // the one read) is not code either.
    XCTAssertFalse(
      Self.namesLayout(in: "#if DEBUG\nlet p = 1\n#else\np.view.layoutIfNeeded()\n#endif"))
    XCTAssertTrue(
      Self.namesLayout(in: "#if DEBUG\np.view.layoutIfNeeded()\n#else\nlet p = 1\n#endif"))
    XCTAssertFalse(Self.namesLayout(in: "ayout ayoutIfNeeded setNeedsLayou"))
    XCTAssertFalse(Self.namesLayout(in: ""))
  }

  /// Whether the lexer, reading every token of `text` up to its end or its
  /// first mistake, meets the name of a layout callback or call.
  private static func namesLayout(in text: String) -> Bool {
    var lexer = Lexer(text)
    while !lexer.namesLayout, let token = try? lexer.next(), token.kind != .end {}
    return lexer.namesLayout
  }

  /// A checked scenario knows whether its program uses layout: a pasted
  /// class that overrides `viewDidLayoutSubviews` does; one whose comment
  /// names it does not.
  func testRule4_7_aCheckedScenarioUsesLayoutWhenItsProgramDoes() throws {
    let pasted = """
      import UIKit

      final class Card: UIViewController {
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
          }
      }

      let card = Card()
      window.rootViewController = card
      window.makeKeyAndVisible()
      """
    XCTAssertTrue(try Scenario(parsing: pasted).usesLayout)
    let commented = """
      // Call p.view.layoutIfNeeded() after adding the child.
      let p = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      """
    XCTAssertFalse(try Scenario(parsing: commented).usesLayout)
  }
}

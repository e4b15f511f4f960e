import ContainmentScenario
import ContainmentTesting
import XCTest

/// Handlers that bind their callback's argument, as the overrides a
/// container writes receive it (scenario language §5): whole traces, and the
/// diagnostics for names that cannot be bound.
final class HandlerParameterTests: XCTestCase {
  /// A container that forwards appearance by hand passes on the `animated`
  /// it receives: an animated presentation reaches the child as animated
  /// (rule 3.1 with the binding of §5).
  func testAnAppearanceHandlerBindsAnimated_andForwardsTheValueItReceived() {
    let scenario = """
      let r = UIViewController()
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = r
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(c)
      p.view.addSubview(c.view)
      c.didMove(toParent: p)
      on p.viewWillAppear { animated in c.beginAppearanceTransition(true, animated: animated) }
      on p.viewDidAppear { _ in c.endAppearanceTransition() }
      r.present(p, animated: true)
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        r.loadView()
        r.viewDidLoad()
        r.viewWillAppear(false)
        r.viewIsAppearing(false)
        r.viewDidAppear(false)
        c.willMove(toParent: p)
        p.loadView()
        p.viewDidLoad()
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: p)
        p.viewWillAppear(true)
        c.viewWillAppear(true)
        p.viewIsAppearing(true)
        c.viewIsAppearing(true)
        p.viewDidAppear(true)
        c.viewDidAppear(true)
        """)
  }

  /// `willMove` and `didMove` bind the parent, nil when leaving one: the
  /// same handler passes on both (rule 2.1 with the binding of §5).
  func testAMoveHandlerBindsTheParent_orNilWhenLeavingIt() {
    let scenario = """
      let p = UIViewController()
      let c = UIViewController()
      let shadow = UIViewController()
      on c.willMove { parent in shadow.willMove(toParent: parent) }
      p.addChild(c)
      c.willMove(toParent: nil)
      c.removeFromParent()
      """
    assertTrace(
      scenario, profile: .ios17,
      equals: """
        c.willMove(toParent: p)
        shadow.willMove(toParent: p)
        c.willMove(toParent: nil)
        shadow.willMove(toParent: nil)
        c.didMove(toParent: nil)
        """)
  }

  /// A callback that passes nothing binds nothing: the name is refused where
  /// it is written, before anything runs; `_ in` is accepted everywhere.
  func testABindingOnACallbackThatPassesNothingIsADiagnostic_andUnderscoreIsAccepted() throws {
    XCTAssertThrowsError(
      try Scenario(
        parsing: """
          let a = UIViewController()
          on a.viewDidLoad { x in a.loadViewIfNeeded() }
          """)
    ) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.location.line, 2)
      XCTAssertEqual(diagnostic?.location.column, 20)
      XCTAssertEqual(
        diagnostic?.message,
        "viewDidLoad passes nothing to bind: write '{ … }' or '{ _ in … }' without 'x in'")
    }
    XCTAssertNoThrow(
      try Scenario(
        parsing: """
          let a = UIViewController()
          let b = UIViewController()
          on a.viewDidLoad { _ in _ = b.view }
          """))
  }

  /// The bound name may not take a declared one, and the parent, which may be
  /// nil, is refused where a controller is required.
  func testABoundNameMustBeNew_andTheParentIsOptional() {
    XCTAssertThrowsError(
      try Scenario(
        parsing: """
          let a = UIViewController()
          on a.viewWillAppear { a in a.endAppearanceTransition() }
          """)
    ) { error in
      XCTAssertEqual((error as? Diagnostic)?.message, "'a' is already declared")
    }
    XCTAssertThrowsError(
      try Scenario(
        parsing: """
          let a = UIViewController()
          let b = UIViewController()
          on a.didMove { parent in parent.addChild(b) }
          """)
    ) { error in
      XCTAssertEqual((error as? Diagnostic)?.location.line, 3)
      XCTAssertTrue(
        (error as? Diagnostic)?.message.hasPrefix("'parent' is a UIViewController? and may be nil")
          ?? false, "\(error)")
    }
    XCTAssertThrowsError(
      try Scenario(
        parsing: """
          let a = UIViewController()
          let b = UIViewController()
          on a.didMove { parent in b.addChild(parent) }
          """)
    ) { error in
      XCTAssertTrue(
        (error as? Diagnostic)?.message.hasPrefix("'parent' is a UIViewController? and may be nil")
          ?? false, "\(error)")
    }
  }
}

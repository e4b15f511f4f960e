import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// The audit, rule by rule.
///
/// For each rule: a scenario that breaks it (the exact findings in ios17,
/// and the rule in every profile) and the same container written correctly
/// (clean in every profile). Scenarios start from `prelude`: `p`
/// is the visible window's root, `a` and `b` are free controllers, and the
/// first line after it is line 7.
final class AuditTests: XCTestCase {
  static let prelude = """
    let p = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    window.rootViewController = p
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  /// `["7 A1", …]`: each finding's line and rule ID, in order.
  static func findings(_ text: String, profile: Profile = .ios17) throws -> [String] {
    Audit(try Scenario(parsing: text), profile: profile).findings.map { "\($0.line) \($0.rule.id)" }
  }

  /// Adding a controller to itself raises (E4): the audit reports the
  /// exception alone, not a view put into another's (A3).
  func testAddingAControllerToItselfIsTheExceptionAlone() throws {
    XCTAssertEqual(try Self.findings(Self.prelude + "p.addChild(p)\n"), ["7 A19"])
  }

  /// Asserts the exact findings in ios17, that `rule` is found in every
  /// profile, and that `clean` has no finding in any profile.
  func assertRule(
    _ rule: AuditRule, breaking: String, expected: [String], clean: String,
    prelude: String = AuditTests.prelude, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(
      try Self.findings(prelude + breaking), expected, "ios17", file: file, line: line)
    for profile in [Profile.ios5, .ios7, .ios17] {
      let found = try Self.findings(prelude + breaking, profile: profile)
      XCTAssertTrue(
        found.contains { $0.hasSuffix(" " + rule.id) },
        "\(rule) not found in \(profile.name): \(found)",
        file: file, line: line)
      XCTAssertEqual(
        try Self.findings(prelude + clean, profile: profile), [],
        "the correct container has findings in \(profile.name)", file: file, line: line)
    }
  }

  func testA1_didMoveMissing() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      """
    try assertRule(
      .didMoveMissing, breaking: breaking, expected: ["7 A1"],
      clean: breaking + "\na.didMove(toParent: p)")
  }

  /// A finding in a completion block, or in a block a variable decides, is
  /// reported at the block's own statement: blocks run as the statements
  /// they are, when they run.
  func testAFindingInACompletionBlockIsReportedAtItsOwnLine() throws {
    let text = """
      let c = UIViewController()
      var adds = true
      DispatchQueue.main.async {
          if adds {
              p.addChild(a)
          }
      }
      p.present(b, animated: true) {
          b.addChild(c)
      }
      """
    XCTAssertEqual(try Self.findings(Self.prelude + text), ["11 A1", "15 A1"])
  }

  func testA2_willMoveToNilMissing() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.view.removeFromSuperview()
      a.removeFromParent()
      """
    try assertRule(
      .willMoveToNilMissing, breaking: breaking, expected: ["12 A2"],
      clean: breaking.replacingOccurrences(
        of: "a.view.removeFromSuperview()",
        with: "a.willMove(toParent: nil)\na.view.removeFromSuperview()"))
  }

  func testA3_viewAddedBeforeAddChild() throws {
    let breaking = """
      p.view.addSubview(a.view)
      p.addChild(a)
      a.didMove(toParent: p)
      """
    try assertRule(
      .viewAddedBeforeAddChild, breaking: breaking, expected: ["7 A3"],
      clean: """
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA4_viewWithoutContainment() throws {
    let breaking = """
      p.view.addSubview(a.view)
      """
    try assertRule(
      .viewWithoutContainment, breaking: breaking, expected: ["7 A4"],
      clean: """
        let holder = UIView()
        p.view.addSubview(holder)
        p.addChild(a)
        holder.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA5_toViewAddedBeforeTransition() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      p.addChild(b)
      p.view.addSubview(b.view)
      p.transition(from: a, to: b, duration: 0) {
          a.removeFromParent()
          b.didMove(toParent: p)
      }
      """
    try assertRule(
      .toViewAddedBeforeTransition, breaking: breaking, expected: ["14 A5", "17 A9"],
      clean: breaking.replacingOccurrences(of: "p.view.addSubview(b.view)\n", with: ""))
  }

  func testA6_fromViewNotInParent() throws {
    let breaking = """
      p.addChild(a)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      p.addChild(b)
      p.transition(from: a, to: b, duration: 0) {
          a.removeFromParent()
          b.didMove(toParent: p)
      }
      """
    try assertRule(
      .fromViewNotInParent, breaking: breaking, expected: ["12 A6", "15 A21"],
      clean: breaking.replacingOccurrences(
        of: "a.didMove(toParent: p)", with: "p.view.addSubview(a.view)\na.didMove(toParent: p)"))
  }

  func testA7_directAppearanceCall() throws {
    let breaking = """
      a.viewWillAppear(true)
      """
    try assertRule(
      .directAppearanceCall, breaking: breaking, expected: ["7 A7"],
      clean: """
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA8_directLifecycleCall() throws {
    let breaking = """
      a.loadView()
      """
    try assertRule(
      .directLifecycleCall, breaking: breaking, expected: ["7 A8"],
      clean: """
        _ = a.view
        """)
  }

  func testA9_unbalancedAppearanceTransition() throws {
    let breaking = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      a.beginAppearanceTransition(true, animated: false)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      a.beginAppearanceTransition(false, animated: true)
      """
    try assertRule(
      .unbalancedAppearanceTransition, breaking: breaking, expected: ["13 A9", "14 A9"],
      clean: breaking.replacingOccurrences(
        of:
          "a.endAppearanceTransition()\na.endAppearanceTransition()\na.beginAppearanceTransition(false, animated: true)",
        with: "a.endAppearanceTransition()"))
  }

  func testA10_manualForwardingWhileAutomatic() throws {
    let breaking = """
      p.addChild(a)
      a.beginAppearanceTransition(true, animated: false)
      p.view.addSubview(a.view)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      """
    try assertRule(
      .manualForwardingWhileAutomatic, breaking: breaking, expected: ["8 A10", "10 A10"],
      clean: "p.shouldAutomaticallyForwardAppearanceMethods = false\n" + breaking)
  }

  func testA12_childLeftAfterTransition() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      p.addChild(b)
      p.transition(from: a, to: b, duration: 0.3) {
          b.didMove(toParent: p)
      }
      """
    try assertRule(
      .childLeftAfterTransition, breaking: breaking, expected: ["13 A12"],
      clean: breaking.replacingOccurrences(
        of: "    b.didMove(toParent: p)",
        with: "    a.removeFromParent()\n    b.didMove(toParent: p)"))
  }

  func testA13_redundantWillMove() throws {
    let breaking = """
      a.willMove(toParent: p)
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      """
    try assertRule(
      .redundantWillMove, breaking: breaking, expected: ["7 A13"],
      clean: breaking.replacingOccurrences(of: "a.willMove(toParent: p)\n", with: ""))
  }

  func testA14_overlappingTransition() throws {
    let breaking = """
      let c = UIViewController()
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      p.addChild(b)
      b.didMove(toParent: p)
      p.addChild(c)
      c.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      p.transition(from: a, to: b, duration: 0.3)
      p.transition(from: b, to: c, duration: 0.3)
      """
    try assertRule(
      .overlappingTransition, breaking: breaking, expected: ["17 A9", "17 A14"],
      clean: breaking.replacingOccurrences(
        of: "p.transition(from: b", with: "RunLoop.main.run(for: 0.3)\np.transition(from: b"))
  }

  func testA15_didMoveToWrongParent() throws {
    let breaking = """
      a.didMove(toParent: p)
      """
    try assertRule(
      .didMoveToWrongParent, breaking: breaking, expected: ["7 A15"],
      clean: """
        p.addChild(a)
        a.didMove(toParent: p)
        """)
  }

  func testA16_duplicateDidMove() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      a.didMove(toParent: nil)
      """
    try assertRule(
      .duplicateDidMove, breaking: breaking, expected: ["14 A16"],
      clean: breaking.replacingOccurrences(of: "\na.didMove(toParent: nil)", with: ""))
  }

  func testA17_presentFromDetachedView() throws {
    let breaking = """
      a.present(b, animated: false)
      """
    try assertRule(
      .presentFromDetachedView, breaking: breaking, expected: ["7 A17"],
      clean: """
        p.present(b, animated: false)
        """)
  }

  func testA18_presentWhilePresenting() throws {
    let breaking = """
      p.present(a, animated: false)
      RunLoop.main.runUntilIdle()
      p.present(b, animated: false)
      """
    try assertRule(
      .presentWhilePresenting, breaking: breaking, expected: ["9 A18"],
      clean: breaking.replacingOccurrences(of: "p.present(b", with: "a.present(b"))
  }

  func testA19_raisesException() throws {
    let breaking = """
      p.transition(from: a, to: b, duration: 0)
      """
    try assertRule(
      .raisesException, breaking: breaking, expected: ["7 A19"],
      clean: """
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        p.addChild(b)
        b.didMove(toParent: p)
        p.transition(from: a, to: b, duration: 0)
        """)
  }

  /// UIKit's exceptions outside §7's numbering (code E0) still crash the
  /// app: A19, not A27's "stopped by the model".
  func testA19_aViewAddedInsideItselfCrashesTheApp() throws {
    try assertRule(
      .raisesException, breaking: "p.view.addSubview(p.view)", expected: ["7 A19"],
      clean: """
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA11_childNotForwarded() throws {
    // Revision 3: with forwarding off, window moves do not reach the child
    // either; the container's begin/end calls are its only callbacks, when
    // it is added and when the container's appearance changes (a push over
    // it).
    let prelude = """
      let p = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: p)
      window.rootViewController = nav
      window.makeKeyAndVisible()

      """
    let body = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: false)
      """
    let forwarding = """
      on p.viewWillDisappear { a.beginAppearanceTransition(false, animated: false) }
      on p.viewDidDisappear { a.endAppearanceTransition() }
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: false)
      """
    try assertRule(
      .childNotForwarded, breaking: body, expected: ["7 A11"], clean: forwarding,
      prelude: prelude)
  }
  func testA20_forwardedWhileParentOffScreen() throws {
    let breaking = """
      let q = UIViewController()
      q.shouldAutomaticallyForwardAppearanceMethods = false
      q.addChild(a)
      q.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: q)
      """
    let clean = """
      let q = UIViewController()
      q.shouldAutomaticallyForwardAppearanceMethods = false
      on q.viewWillAppear { a.beginAppearanceTransition(true, animated: false) }
      on q.viewDidAppear { a.endAppearanceTransition() }
      q.addChild(a)
      q.view.addSubview(a.view)
      a.didMove(toParent: q)
      p.addChild(q)
      p.view.addSubview(q.view)
      q.didMove(toParent: p)
      """
    try assertRule(
      .forwardedWhileParentOffScreen, breaking: breaking, expected: ["8 A11", "11 A20", "12 A21"],
      clean: clean)
  }

  /// A finding of a rule that rests on an inferred order says so in its
  /// text; one that rests on documented or observed behaviour does not.
  func testFindingsOfInferredRulesSayWhatIsInferred() throws {
    let scenario =
      Self.prelude + """
        let q = UIViewController()
        q.shouldAutomaticallyForwardAppearanceMethods = false
        q.addChild(a)
        q.view.addSubview(a.view)
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        a.didMove(toParent: q)
        """
    let findings = Audit(try Scenario(parsing: scenario), profile: .ios17).findings
    let inferred = try XCTUnwrap(findings.first { $0.rule == .forwardedWhileParentOffScreen })
    XCTAssertTrue(
      inferred.message.hasSuffix(
        "(inferred: that the parent's appearance forwards to the child again is inferred from "
          + "rules 2.2 and 2.5, not observed)"), inferred.message)
    let observed = try XCTUnwrap(findings.first { $0.rule == .childNotForwarded })
    XCTAssertNil(AuditRule.childNotForwarded.inference)
    XCTAssertFalse(observed.message.contains("inferred"), observed.message)
  }

  func testA21_brokenAppearancePairing() throws {
    // A controller told it appeared while its view is in no window.
    try assertRule(
      .brokenAppearancePairing,
      breaking: """
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        """,
      expected: ["8 A21"],
      clean: """
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        """)
  }

  func testA21_aLateChildGetsADidWithoutItsWill_inIOS5AndIOS7() throws {
    let late = """
      p.beginAppearanceTransition(false, animated: false)
      p.endAppearanceTransition()
      p.beginAppearanceTransition(true, animated: true)
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      p.endAppearanceTransition()
      """
    for profile in [Profile.ios5, .ios7] {
      XCTAssertEqual(
        try Self.findings(Self.prelude + late, profile: profile), ["13 A21"], profile.name)
    }
    XCTAssertEqual(try Self.findings(Self.prelude + late, profile: .ios17), [])
  }

  func testA22_appearedWhileHidden() throws {
    let breaking = """
      p.addChild(a)
      a.view.isHidden = true
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      """
    try assertRule(
      .appearedWhileHidden, breaking: breaking, expected: ["10 A22"],
      clean: breaking.replacingOccurrences(of: "a.view.isHidden = true\n", with: ""))
  }

  /// A23 is one change forwarded twice: a begin in the same direction for
  /// another change of the parent (its window hidden while the child's own
  /// transition runs) nests, balanced, as rule 2.4 allows.
  func testA23IsNotABeginForAnotherChangeOfTheParent() throws {
    let text =
      Self.prelude + """
        p.shouldAutomaticallyForwardAppearanceMethods = false
        on p.viewWillDisappear { animated in a.beginAppearanceTransition(false, animated: animated) }
        on p.viewDidDisappear { _ in a.endAppearanceTransition() }
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        a.beginAppearanceTransition(false, animated: true)
        window.isHidden = true
        a.endAppearanceTransition()
        """
    for profile in [Profile.ios5, .ios7, .ios17] {
      XCTAssertEqual(try Self.findings(text, profile: profile), [], profile.name)
    }
  }

  func testA23_redundantNestedBegin() throws {
    let breaking = """
      p.shouldAutomaticallyForwardAppearanceMethods = false
      p.addChild(a)
      p.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      a.didMove(toParent: p)
      """
    try assertRule(
      .redundantNestedBegin, breaking: breaking, expected: ["11 A23"],
      clean: breaking.replacingOccurrences(
        of: "a.beginAppearanceTransition(true, animated: false)\na.endAppearanceTransition()\n",
        with: ""))
  }

  func testA24_childKeptAfterWillMoveToNil() throws {
    let breaking = """
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      """
    try assertRule(
      .childKeptAfterWillMoveToNil, breaking: breaking, expected: ["11 A24"],
      clean: breaking + "\na.removeFromParent()")
  }

  func testA28_pageForwardedByHand() throws {
    let pages = """
      let a = UIViewController()
      let b = UIViewController()
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pages.dataSource = [a, b]
      pages.setViewControllers([a], direction: .forward, animated: false)
      window.rootViewController = pages
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()

      """
    let breaking = """
      a.beginAppearanceTransition(false, animated: true)
      a.endAppearanceTransition()
      """
    XCTAssertEqual(try Self.findings(pages + breaking), ["9 A28", "10 A28"])
    for profile in Profile.presets {
      XCTAssertEqual(
        try Self.findings(
          pages + "pages.setViewControllers([b], direction: .forward, animated: true)",
          profile: profile), [], profile.name)
    }
  }
}

import ContainmentScenario
import ContainmentTesting
import XCTest

@testable import Containment

/// Rule 5.3a (revision 4): a sheet the user pulls down.
///
/// Its presentation delegate and `isModalInPresentation` too. Whole traces
/// after the sheet is up.
final class SheetDismissalTests: XCTestCase {
  /// `a` presents the page sheet `b`, whose delegate is `a`; line 9 is the
  /// first after it.
  static let sheetUp = """
    let a = UIViewController()
    let b = UIViewController()
    window.rootViewController = a
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    b.modalPresentationStyle = .pageSheet
    b.presentationController?.delegate = a
    a.present(b, animated: true)
    RunLoop.main.runUntilIdle()

    """

  /// The trace after the sheet has appeared.
  func linesAfterTheSheet(_ text: String, profile: Profile = .ios17) throws -> [String] {
    let lines = try Scenario(parsing: Self.sheetUp + text).run(profile: profile).events
      .traceLines()
    let start = try XCTUnwrap(lines.lastIndex(of: "// turn 3 ends"))
    return Array(lines[(start + 1)...])
  }

  func testRule5_3aAPullCancelledThenFinished() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        b.beginInteractiveDismiss()
        b.cancelInteractiveDismiss()
        b.beginInteractiveDismiss()
        b.finishInteractiveDismiss()
        """),
      [
        "a.presentationControllerShouldDismiss(b)", "a.presentationControllerWillDismiss(b)",
        "b.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
        "b.viewDidAppear(true)", "a.presentationControllerShouldDismiss(b)",
        "a.presentationControllerWillDismiss(b)", "b.viewWillDisappear(true)",
        "b.viewDidDisappear(true)", "a.presentationControllerDidDismiss(b)", "// turn 4 ends",
      ])
  }

  /// A `dismiss` asked while the sheet is pulled waits for the layout pass
  /// (ios17); the pull, finished first, unlinks the sheet, and the dismissal
  /// asked still starts and ends (a choice: the rules are silent), with
  /// nothing left to show (rules 5.3, 5.3a).
  func testRule5_3aADismissAskedDuringAPullStillEndsOnceThePullHasUnlinkedTheSheet() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        b.beginInteractiveDismiss()
        b.dismiss(animated: true)
        b.finishInteractiveDismiss()
        """),
      [
        "a.presentationControllerShouldDismiss(b)", "a.presentationControllerWillDismiss(b)",
        "b.viewWillDisappear(true)", "b.viewDidDisappear(true)",
        "a.presentationControllerDidDismiss(b)", "// turn 4 ends",
        "// t = 1.0: a.dismiss(b) ends", "// turn 5 ends",
      ])
  }

  func testRule5_3aAPullRefusedByIsModalInPresentation() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        b.isModalInPresentation = true
        b.beginInteractiveDismiss()
        b.finishInteractiveDismiss()
        """),
      ["a.presentationControllerDidAttemptToDismiss(b)", "// turn 4 ends"])
  }

  func testRule5_3aAPullRefusedByTheDelegate() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        on a.presentationControllerShouldDismiss { _ in return false }
        b.beginInteractiveDismiss()
        b.cancelInteractiveDismiss()
        b.beginInteractiveDismiss()
        b.finishInteractiveDismiss()
        """),
      [
        "a.presentationControllerShouldDismiss(b)", "a.presentationControllerShouldDismiss(b)",
        "a.presentationControllerDidAttemptToDismiss(b)", "// turn 4 ends",
      ])
  }

  func testRule5_3aAProgrammaticDismissalSendsNoDelegateLine() throws {
    XCTAssertEqual(
      try linesAfterTheSheet("b.dismiss(animated: true)"),
      [
        "// turn 4 ends", "b.viewWillDisappear(true)",
        "// t = 1.0: a.dismiss(b) ends", "b.viewDidDisappear(true)", "// turn 5 ends",
      ])
  }

  func testRule5_3aAPulledSheetIsGoneAndItsPresenterToldNothing() throws {
    let run = try Scenario(
      parsing: Self.sheetUp + "b.beginInteractiveDismiss()\nb.finishInteractiveDismiss()"
    ).run(profile: .ios17)
    let a = try XCTUnwrap(run.world.controllerIDs.first { $0.name == "a" })
    let b = try XCTUnwrap(run.world.controllerIDs.first { $0.name == "b" })
    XCTAssertNil(run.world.presentedViewController(of: a))
    XCTAssertEqual(run.world.appearance(of: b), .disappeared)
    XCTAssertEqual(run.world.appearance(of: a), .appeared)
    XCTAssertEqual(run.world.invariantViolations(), [])
  }

  func testRule5_3aBeforeIOS13SheetsAreFullScreenAndCannotBePulled() throws {
    for profile in [Profile.ios5, .ios7] {
      XCTAssertEqual(
        try linesAfterTheSheet(
          "b.beginInteractiveDismiss()\nb.finishInteractiveDismiss()", profile: profile), [],
        profile.name)
    }
  }

  func testRule5_3aTheHandlerHoldsOneReturn() {
    XCTAssertThrowsError(
      try Scenario(
        parsing: "let a = UIViewController()\non a.presentationControllerShouldDismiss { }"))
  }

  func testRule5_3aADragToAnotherDetentTellsTheDelegateAndASelectionDoesNot() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        b.sheetPresentationController?.detents = [.medium, .large]
        b.sheetPresentationController?.selectedDetentIdentifier = .medium
        b.dragSheet(to: .large)
        b.dragSheet(to: .large)
        b.dragSheet(to: .small)
        b.dragSheet(to: .medium)
        """),
      [
        "a.sheetPresentationControllerDidChangeSelectedDetentIdentifier(b)",
        "a.sheetPresentationControllerDidChangeSelectedDetentIdentifier(b)", "// turn 4 ends",
      ])
  }

  func testRule5_3aASheetNoDetentWasSelectedForRestsAtItsSmallestDetent() throws {
    XCTAssertEqual(
      try linesAfterTheSheet(
        """
        b.sheetPresentationController?.detents = [.medium, .large]
        b.dragSheet(to: .medium)
        b.dragSheet(to: .large)
        """),
      ["a.sheetPresentationControllerDidChangeSelectedDetentIdentifier(b)", "// turn 4 ends"])
  }

  func testRule5_3aACurrentContextPresentationCoversTheControllerThatDefinesIt() throws {
    let text = """
      let tabs = UITabBarController()
      let first = UIViewController()
      let second = UIViewController()
      let modal = UIViewController()
      tabs.viewControllers = [first, second]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      first.definesPresentationContext = true
      modal.modalPresentationStyle = .currentContext
      first.present(modal, animated: true)
      RunLoop.main.runUntilIdle()
      """
    let lines = try Scenario(parsing: text).run(profile: .ios17).events.traceLines()
    let start = try XCTUnwrap(lines.firstIndex(of: "modal.loadView()"))
    XCTAssertEqual(
      Array(lines[start...]),
      [
        "modal.loadView()", "modal.viewDidLoad()", "// turn 2 ends",
        "first.viewWillDisappear(true)", "modal.viewWillAppear(true)",
        "modal.viewIsAppearing(true)", "// t = 0.5: first.present(modal) ends",
        "modal.viewDidAppear(true)", "first.viewDidDisappear(true)", "// turn 3 ends",
      ])
    // Without it, the window's root is covered.
    let covered = try Scenario(
      parsing: text.replacingOccurrences(of: "first.definesPresentationContext = true\n", with: "")
    ).run(profile: .ios17).events.traceLines()
    XCTAssertTrue(covered.contains("tabs.viewWillDisappear(true)"))
  }

  func testRule5_3aASheetOverASheetLeavesThePresentingSheetUntold() throws {
    let text = """
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      window.rootViewController = a
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      b.modalPresentationStyle = .pageSheet
      c.modalPresentationStyle = .pageSheet
      c.presentationController?.delegate = b
      a.present(b, animated: true)
      RunLoop.main.runUntilIdle()
      b.present(c, animated: true)
      RunLoop.main.runUntilIdle()
      c.beginInteractiveDismiss()
      c.finishInteractiveDismiss()
      b.present(c, animated: true)
      RunLoop.main.runUntilIdle()
      c.dismiss(animated: true)
      """
    let lines = try Scenario(parsing: text).run(profile: .ios17).events.traceLines()
    let start = try XCTUnwrap(lines.firstIndex(of: "c.loadView()"))
    XCTAssertEqual(
      Array(lines[start...]).filter { $0.hasPrefix("b.view") || $0.hasPrefix("a.view") }, [],
      "neither the presenting sheet nor its presenter hears anything")
    XCTAssertEqual(
      Array(lines[start...]).filter { $0.hasPrefix("b.presentationController") },
      [
        "b.presentationControllerShouldDismiss(c)", "b.presentationControllerWillDismiss(c)",
        "b.presentationControllerDidDismiss(c)",
      ])
  }

  func testAMisspelledPullSuggestsTheMethod() {
    XCTAssertThrowsError(
      try Scenario(parsing: "let a = UIViewController()\na.beginInteractivDismiss()")
    ) { error in
      XCTAssertTrue(
        "\(error)".contains("did you mean 'beginInteractiveDismiss'?"), "\(error)")
    }
  }
}

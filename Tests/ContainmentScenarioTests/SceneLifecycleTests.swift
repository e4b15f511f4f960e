import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Rule 6.4 (revision 4): what the app's scene does reaches no controller.
///
/// Background, foreground, deactivation and disconnection send no view
/// controller any callback; only the scene's
/// delegate (ios17) or the app's (ios5, ios7) hears them, each event in a
/// run-loop turn of its own. Whole traces.
final class SceneLifecycleTests: XCTestCase {
  static let onScreen = """
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  func testRule6_4BackgroundAndForegroundReachOnlyTheSceneDelegate() {
    assertTrace(
      Self.onScreen + "scene.enterBackground()\nscene.enterForeground()", profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        scene.sceneWillResignActive()
        scene.sceneDidEnterBackground()
        // turn 2 ends
        scene.sceneWillEnterForeground()
        scene.sceneDidBecomeActive()
        // turn 3 ends
        """)
  }

  func testRule6_4BeforeScenesTheAppDelegateHearsIt() {
    let text = Self.onScreen + "app.enterBackground()\napp.enterForeground()"
    let lines = """
      app.applicationWillResignActive()
      app.applicationDidEnterBackground()
      // turn 2 ends
      app.applicationWillEnterForeground()
      app.applicationDidBecomeActive()
      // turn 3 ends
      """
    assertTrace(
      text, profile: .ios7,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewDidAppear(false)

        """ + lines)
    assertTrace(
      text, profile: .ios5,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        root.viewDidAppear(false)
        // turn 1 ends

        """ + lines)
  }

  func testRule6_4TheCurrentTurnEndsFirst() {
    assertTrace(
      """
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      scene.enterBackground()
      """, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        scene.sceneWillResignActive()
        scene.sceneDidEnterBackground()
        // turn 2 ends
        """)
  }

  func testRule6_4DeactivationAndActivationGiveOneLineEach() {
    assertTrace(
      Self.onScreen + "scene.deactivate()\nscene.enterBackground()\nscene.enterForeground()",
      profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        scene.sceneWillResignActive()
        // turn 2 ends
        scene.sceneDidEnterBackground()
        // turn 3 ends
        scene.sceneWillEnterForeground()
        scene.sceneDidBecomeActive()
        // turn 4 ends
        """)
  }

  func testRule6_4AnEventThatFindsTheSceneWhereItWouldTakeItGivesNothing() {
    let lines = Scenario.traceLines(
      Self.onScreen + "scene.enterForeground()\nscene.activate()\nscene.enterBackground()\n"
        + "scene.enterBackground()\nscene.deactivate()")
    XCTAssertEqual(
      Array(lines.suffix(3)),
      ["scene.sceneWillResignActive()", "scene.sceneDidEnterBackground()", "// turn 2 ends"])
  }

  func testRule6_4ADisconnectedSceneHearsNothingMore() {
    let lines = Scenario.traceLines(
      Self.onScreen + "scene.disconnect()\nscene.enterForeground()\nscene.activate()")
    XCTAssertEqual(
      Array(lines.suffix(3)),
      ["scene.sceneWillResignActive()", "scene.sceneDidDisconnect()", "// turn 2 ends"])
  }

  func testRule6_4AStatementOnADisconnectedScenesWindowIsAnError() throws {
    for profile in Profile.presets {
      let run = try Scenario(
        parsing: Self.onScreen + "scene.disconnect()\nwindow.isHidden = true\n"
      ).run(profile: profile)
      XCTAssertEqual(run.failure?.refusal, .sceneDisconnected(window: "window"), profile.name)
      XCTAssertEqual(run.failure?.line, 6, profile.name)
      // Nothing happens: the trace is the one the disconnection left.
      let disconnected = try Scenario(parsing: Self.onScreen + "scene.disconnect()\n")
        .run(profile: profile)
      XCTAssertEqual(
        run.events.traceLines(), disconnected.events.traceLines(), profile.name)
    }
  }

  /// A push running, a sheet up and a view animation on screen: the app
  /// goes to the background and back between them, and every controller
  /// gets what it would without it.
  func testRule6_4NothingOnScreenIsToldWithAPushASheetAndAnAnimationRunning() throws {
    let running = """
      let home = UIViewController()
      let detail = UIViewController()
      let sheet = UIViewController()
      let nav = UINavigationController(rootViewController: home)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.present(sheet, animated: true)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(detail, animated: true)
      UIView.animate(withDuration: 0.3, animations: { }, completion: { _ in sheet.view.setNeedsLayout() })
      RunLoop.main.turn()

      """
    for profile in Profile.presets {
      let with = Scenario.traceLines(
        running + "app.enterBackground()\napp.enterForeground()", profile: profile)
      let without = Scenario.traceLines(running, profile: profile)
      let controllerLines = { (lines: [String]) in
        lines.filter { !$0.hasPrefix("//") && !$0.hasPrefix("scene.") && !$0.hasPrefix("app.") }
      }
      XCTAssertEqual(controllerLines(with), controllerLines(without), profile.name)
      XCTAssertEqual(
        with.filter { $0.hasPrefix("scene.") || $0.hasPrefix("app.") }.count, 4, profile.name)
    }
  }

  func testASceneEventIsNotAControllerAndNamesNoOne() {
    XCTAssertThrowsError(try Scenario(parsing: "let scene = UIViewController()"))
    XCTAssertThrowsError(try Scenario(parsing: "app.deactivate()"))
    XCTAssertThrowsError(try Scenario(parsing: "scene.enterBackgrund()"))
    XCTAssertEqual(Call.scene(.enterBackground).scenarioText, "scene.enterBackground()")
  }
}

extension Scenario {
  /// The trace lines of `text` in `profile`.
  fileprivate static func traceLines(_ text: String, profile: Profile = .ios17) -> [String] {
    (try? Scenario(parsing: text).run(profile: profile).events.traceLines()) ?? ["does not parse"]
  }
}

import ContainmentScenario
import ContainmentTesting
import XCTest

@testable import Containment

/// Every class of input that used to trap, hang or corrupt the world: each
/// now ends with a trace, a UIKit error or a syntax error, and the world's
/// invariants hold afterwards.
final class RobustnessTests: XCTestCase {
  private let profiles: [Profile] = [.ios5, .ios7, .ios17]

  /// Runs `text` in `profile` and checks the invariants of the world it ends with.
  ///
  /// A step limit lower than the automatic one keeps the runs that never
  /// settle quick in a debug build.
  private func run(
    _ text: String, _ profile: Profile, file: StaticString = #filePath, line: UInt = #line
  ) throws -> ScenarioRun {
    let run = try Scenario(parsing: text).run(profile: profile, stepLimitPerCall: 20_000)
    XCTAssertEqual(
      run.world.invariantViolations(), [], "\(profile.name)", file: file, line: line)
    return run
  }

  func testRule1_1_aWillMoveHandlerThatAddsTheParentToTheChild_raisesE4() throws {
    let text = """
      let p = UIViewController()
      let c = UIViewController()
      on c.willMove { c.addChild(p) }
      p.addChild(c)
      """
    for profile in profiles {
      let run = try run(text, profile)
      XCTAssertEqual(run.failure?.exception?.code, "E4", "\(profile.name)")
      XCTAssertNil(run.world.parent(of: run.world.controllerIDs[0]), "\(profile.name)")
    }
  }

  func testRule5_3_presentingAControllerThatPresents_raisesE7InsteadOfACycle() throws {
    let text = """
      let a = UIViewController()
      let b = UIViewController()
      let r = UIViewController()
      window.rootViewController = a
      window.makeKeyAndVisible()
      a.present(b, animated: false)
      RunLoop.main.runUntilIdle()
      window.rootViewController = r
      RunLoop.main.runUntilIdle()
      b.present(a, animated: false)
      """
    for profile in profiles {
      let run = try run(text, profile)
      XCTAssertEqual(run.failure?.line, 10, "\(profile.name)")
      XCTAssertEqual(
        run.failure?.exception, .presentingActiveController(run.world.controllerIDs[0]),
        "\(profile.name)")
    }
  }

  func testRule5_2_aHandlerThatMovesTheTabAboutToBeSelected_raisesE9() throws {
    let text = """
      let tabs = UITabBarController()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let other = UIViewController()
      on a.viewWillDisappear { other.addChild(b) }
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      tabs.viewControllers = [a, b]
      RunLoop.main.runUntilIdle()
      tabs.viewControllers = [b, c]
      """
    for profile in profiles {
      let run = try run(text, profile)
      XCTAssertEqual(run.failure?.line, 11, "\(profile.name)")
      XCTAssertEqual(run.failure?.exception?.code, "E9", "\(profile.name)")
    }
  }

  func testRule6_3_aMemoryWarningFromLoadViewInIOS5_stopsWithM1() throws {
    let text = """
      let a = UIViewController()
      on a.loadView { app.didReceiveMemoryWarning() }
      window.rootViewController = a
      window.makeKeyAndVisible()
      """
    let run = try run(text, .ios5)
    XCTAssertEqual(run.failure?.code, "M1")
    XCTAssertEqual(run.failure?.line, 2)
    // Elsewhere views are not unloaded, so the same handler is harmless.
    XCTAssertNil(try self.run(text, .ios17).failure)
  }

  func testRule4_1_aHandlerThatRunsTheRunLoop_endsANestedTurnInsideTheCallback() throws {
    assertTrace(
      """
      let p = UIViewController()
      let a = UIViewController()
      on a.viewWillAppear { RunLoop.main.runUntilIdle() }
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      """, profile: .ios17,
      equals: """
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        // turn 1 ends
        p.viewIsAppearing(false)
        p.viewDidAppear(false)
        a.willMove(toParent: p)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        // turn 2 ends
        a.viewIsAppearing(false)
        a.didMove(toParent: p)
        // turn 3 ends
        a.viewDidAppear(false)
        """)
  }

  func testRule4_1_aHandlerThatRunsTheRunLoopToReAddItsView_stopsAtALimit() throws {
    let text = """
      let a = UIViewController()
      on a.viewDidAppear {
          RunLoop.main.runUntilIdle()
          a.view.removeFromSuperview()
          window.rootViewController = a
      }
      window.rootViewController = a
      window.makeKeyAndVisible()
      """
    for profile in profiles {
      let run = try run(text, profile)
      // M1 when the step limit comes first, no code when the handler depth does.
      XCTAssertNotNil(run.failure, "\(profile.name)")
      XCTAssertEqual(run.failure?.code ?? "M1", "M1", "\(profile.name)")
    }
  }

  func testIdentitiesFromAnotherWorld_areRefusedAndChangeNothing() throws {
    var world = World()
    let parent = world.makeViewController(named: "p")
    _ = world.makeViewController(named: "c")
    var other = World()
    let stranger = other.makeViewController(named: "stranger")
    _ = other.makeViewController(named: "second")
    let beyond = other.makeViewController(named: "third")
    let window = other.makeWindow(named: "w2")
    let before = world
    XCTAssertFalse(world.contains(stranger))
    for call: Call in [
      .addChild(stranger, to: parent), .addChild(beyond, to: parent),
      .makeKeyAndVisible(window), .addSubview(.view(of: beyond), to: .view(of: parent)),
    ] {
      XCTAssertThrowsError(try world.apply(call)) { error in
        XCTAssertEqual((error as? CallFailure)?.code, "M2", "\(call)")
      }
      XCTAssertEqual(world, before, "\(call)")
    }
  }

  /// The name a refusal reports is the first foreign one in a fixed order:
  /// plain views, then the window, then controllers as the call names them,
  /// then the controllers of root views.
  func testIdentitiesFromAnotherWorld_reportTheFirstInAFixedOrder() {
    var world = World()
    let parent = world.makeViewController(named: "p")
    var other = World()
    let stranger = other.makeViewController(named: "stranger")
    let box = other.makeView(named: "box")
    let window = other.makeWindow(named: "w2")
    for (call, reported) in [
      (Call.setRootViewController(stranger, of: window), "w2"),
      (.addSubview(.view(of: stranger), to: .plain(box)), "box"),
      (.addSubview(.view(of: parent), to: .view(of: stranger)), "stranger"),
      (.setViewControllers([parent, stranger], of: stranger, animated: false), "stranger"),
    ] {
      XCTAssertThrowsError(try world.apply(call)) { error in
        XCTAssertEqual(error as? CallFailure, .refusal(.foreignIdentity(reported)), "\(call)")
      }
    }
  }

  func testScenarioText_printsNestedCompletionBlocksInline() {
    var world = World()
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    let call = Call.present(
      b, from: a, animated: true,
      completion: [.dismiss(b, animated: false, completion: []), .runUntilIdle])
    XCTAssertEqual(
      call.scenarioText,
      "a.present(b, animated: true) { b.dismiss(animated: false) {  }; RunLoop.main.runUntilIdle() }"
    )
  }

  func testScenarioText_ofCompletionsNested10000Deep_printsEveryLevel() {
    var world = World()
    let a = world.makeViewController(named: "a")
    var call = Call.dismiss(a, animated: false, completion: nil)
    for _ in 0..<10_000 { call = .dismiss(a, animated: false, completion: [call]) }
    let text = call.scenarioText
    let statement = "a.dismiss(animated: false)"
    XCTAssertEqual(text.count, 10_001 * statement.count + 10_000 * (" { ".count + " }".count))
    XCTAssertTrue(text.hasPrefix(statement + " { " + statement + " { "))
    XCTAssertTrue(text.hasSuffix(statement + String(repeating: " }", count: 10_000)))
  }

  /// The model runs completion blocks from its work stack, not by recursion:
  /// completions nested as deep as the model takes, built in code (the
  /// scenario language stops at 64), run one level after another.
  func testPerform_ofCompletionsNestedAsDeepAsAllowed_runsEveryLevel() throws {
    var (world, a, b) = try presenterOnScreen()
    var events = try world.apply(alternatingPresentations(of: b, from: a, levels: 1_000))
    events += try world.apply(.runUntilIdle)
    let presentations = events.filter { $0.callback?.description == "b.viewDidAppear(false)" }
    XCTAssertEqual(presentations.count, 500)
    XCTAssertNil(world.presentedViewController(of: a))
  }

  /// One level deeper than ``World/maximumCompletionDepth`` is refused with
  /// M4 before anything happens.
  func testApply_ofCompletionsNestedTooDeep_isRefusedAndChangesNothing() throws {
    let (start, a, b) = try presenterOnScreen()
    var world = start
    let call = alternatingPresentations(of: b, from: a, levels: World.maximumCompletionDepth + 1)
    XCTAssertThrowsError(try world.apply(call)) { error in
      XCTAssertEqual(error as? CallFailure, .refusal(.completionsNestTooDeep(limit: 1_000)))
      XCTAssertEqual((error as? CallFailure)?.code, "M4")
    }
    XCTAssertEqual(world, start)
  }

  /// An `ios5` world whose visible window shows `a`, and `b` to present.
  private func presenterOnScreen() throws -> (World, ControllerID, ControllerID) {
    var world = World(profile: .ios5)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    _ = try world.apply(.setRootViewController(a, of: world.mainWindow))
    _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
    _ = try world.apply(.runUntilIdle)
    return (world, a, b)
  }

  /// `b` presented, then dismissed from the completion, presented again from
  /// that completion…: `levels` nested blocks.
  private func alternatingPresentations(
    of b: ControllerID, from a: ControllerID, levels: Int
  ) -> Call {
    var call = Call.loadViewIfNeeded(b)
    for level in 0..<levels {
      call =
        level.isMultiple(of: 2)
        ? .dismiss(b, animated: false, completion: [call])
        : .present(b, from: a, animated: false, completion: [call])
    }
    return call
  }
}

import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

@testable import Containment

/// Heavy checks: small under `swift test`, large in the release-mode step of `.ci/run`.
///
/// The environment sizes them:
///
/// - `CONTAINMENT_RANDOM_OPERATIONS` (default 6,000): calls of seeded random
///   programs, checked after every call; a failure prints its seed and the
///   smallest failing program as a scenario.
/// - `CONTAINMENT_EXPLORE_DEPTH` (default 2): the length of the call
///   sequences explored exhaustively.
/// - `CONTAINMENT_SCALE` (default 500): the size of the deep chain and of
///   the wide container.
final class StressTests: XCTestCase {
  private func environment(_ name: String, default value: Int) -> Int {
    TestEnvironment.size(name, default: value)
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  func testRandomProgramsKeepEveryInvariantAfterEveryCall() {
    let budget = environment("CONTAINMENT_RANDOM_OPERATIONS", default: 6_000)
    let firstSeed = UInt64(environment("CONTAINMENT_RANDOM_SEED", default: 1))
    var total = ProgramChecker.Outcome()
    var seed = firstSeed
    while total.operations < budget {
      defer { seed += 1 }
      let profile = Profile.presets[Int(seed % 3)]
      var random = SplitMix64(seed: seed)
      let lineage = WorldLineage()
      let (_, cast) = RandomProgram.Cast.world(profile: profile, lineage: lineage)
      let program = RandomProgram.random(length: 60, cast: cast, using: &random)
      let checker = ProgramChecker(profile: profile, lineage: lineage)
      let outcome = checker.check(program)
      total.operations += outcome.operations
      total.callbacks += outcome.callbacks
      total.raised += outcome.raised
      total.settled += outcome.settled
      guard let failure = outcome.failure else { continue }
      let smallest = checker.shrink(program)
      XCTFail(
        "seed \(seed), profile \(profile.name): \(failure)\n"
          + "smallest failing program (containment trace --profile \(profile.name)):\n"
          + smallest.scenario() + "fails with: " + (checker.check(smallest).failure ?? "?"))
      return
    }
    print(
      "random: \(total.operations) calls in \(seed - firstSeed) programs from seed \(firstSeed), "
        + "\(total.callbacks) callbacks, \(total.raised) raised, "
        + "\(total.settled) controllers settled to their windows when idle")
    // Guards against a generator that stopped reaching the model.
    XCTAssertGreaterThan(total.callbacks, total.operations / 2)
    XCTAssertGreaterThan(total.raised, 0)
    XCTAssertGreaterThan(total.settled, 0)
  }
}

extension StressTests {
  /// Every sequence of up to `CONTAINMENT_EXPLORE_DEPTH` calls from a fixed
  /// alphabet over a small world (one window, four controllers, a navigation
  /// controller, a tab bar controller), breadth first, each state once: after
  /// every call the invariants hold, and a call that raised changed nothing.
  func testExhaustiveExplorationOfASmallWorldKeepsEveryInvariant() {
    let depth = environment("CONTAINMENT_EXPLORE_DEPTH", default: 2)
    var distinct = 0
    var transitions = 0
    for profile in Profile.presets {
      var world = World(profile: profile)
      let window = world.mainWindow
      let (a, b, c, d) = (
        world.makeViewController(named: "a"), world.makeViewController(named: "b"),
        world.makeViewController(named: "c"), world.makeViewController(named: "d")
      )
      let navigation = world.makeNavigationController(named: "nav")
      let tabs = world.makeTabBarController(named: "tabs")
      let alphabet: [Call] = [
        .setRootViewController(navigation, of: window), .setRootViewController(tabs, of: window),
        .setRootViewController(a, of: window), .makeKeyAndVisible(window),
        .setWindowHidden(window, true), .addChild(b, to: a),
        .addSubview(.view(of: b), to: .view(of: a)), .directCall(.didMove(toParent: a), on: b),
        .directCall(.willMove(toParent: nil), on: b), .removeFromParent(b),
        .pushViewController(c, onto: navigation, animated: true),
        .popViewController(navigation, animated: true),
        .setViewControllers([a], of: navigation, animated: false),
        .setViewControllers([c, d], of: tabs, animated: false), .setSelectedIndex(1, of: tabs),
        .present(d, from: a, animated: true, completion: nil),
        .dismiss(d, animated: true, completion: nil),
        .beginAppearanceTransition(a, isAppearing: true, animated: false),
        .endAppearanceTransition(a),
        .transition(in: a, from: b, to: c, duration: 0.3, completion: nil),
        .endTurn, .runUntilIdle,
      ]
      var seen: Set<World> = [world]
      var frontier = [world]
      for level in 1...max(1, depth) {
        var next: [World] = []
        for state in frontier {
          for call in alphabet {
            var successor = state
            transitions += 1
            do {
              _ = try successor.apply(call)
            } catch {
              XCTAssertEqual(successor, state, "\(profile.name) level \(level): \(call) raised")
              continue
            }
            let violations = successor.invariantViolations()
            guard violations.isEmpty else {
              XCTFail("\(profile.name) level \(level) after \(call.scenarioText): \(violations)")
              return
            }
            if seen.insert(successor).inserted { next.append(successor) }
          }
        }
        frontier = next
      }
      distinct += seen.count
    }
    print(
      "explore: every sequence of up to \(depth) calls from 22 in 3 profiles, "
        + "\(transitions) calls, \(distinct) distinct states")
  }

  /// A containment chain and a container with `CONTAINMENT_SCALE` children:
  /// built, shown, hidden, rotated and torn down, without stack overflow and,
  /// in a release build, within seconds (the time is printed, not asserted).
  func testScaleADeepChainAndAWideContainer() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    let clock = ContinuousClock()
    for profile in Profile.presets {
      for shape in ["chain", "wide"] {
        let started = clock.now
        var world = World(profile: profile)
        let root = world.makeViewController(named: "root")
        _ = try world.apply(.setRootViewController(root, of: world.mainWindow))
        _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
        _ = try world.apply(.runUntilIdle)
        var added: [ControllerID] = []
        var parent = root
        for index in 0..<size {
          let child = world.makeViewController(named: "c\(index)")
          _ = try world.apply(.addChild(child, to: parent))
          _ = try world.apply(.addSubview(.view(of: child), to: .view(of: parent)))
          _ = try world.apply(.directCall(.didMove(toParent: parent), on: child))
          added.append(child)
          if shape == "chain" { parent = child }
        }
        _ = try world.apply(.runUntilIdle)
        XCTAssertEqual(world.appearance(of: added[size - 1]), .appeared, "\(shape)")
        _ = try world.apply(.setWindowHidden(world.mainWindow, true))
        _ = try world.apply(.runUntilIdle)
        XCTAssertEqual(world.appearance(of: added[size - 1]), .disappeared, "\(shape)")
        _ = try world.apply(.setWindowHidden(world.mainWindow, false))
        _ = try world.apply(.rotate(world.mainWindow, to: .landscapeLeft, duration: 0.3))
        _ = try world.apply(.runUntilIdle)
        XCTAssertEqual(world.appearance(of: added[size - 1]), .appeared, "\(shape)")
        for child in added.reversed() {
          _ = try world.apply(.directCall(.willMove(toParent: nil), on: child))
          _ = try world.apply(.removeFromSuperview(.view(of: child)))
          _ = try world.apply(.removeFromParent(child))
        }
        _ = try world.apply(.runUntilIdle)
        XCTAssertEqual(world.appearance(of: added[0]), .disappeared, "\(shape)")
        XCTAssertEqual(world.children(of: root), [], "\(shape)")
        print("scale: \(profile.name) \(shape) of \(size): \(clock.now - started)")
      }
    }
  }

  /// A tab bar controller and a navigation controller given
  /// `CONTAINMENT_SCALE` controllers at once, on screen: the lists are
  /// checked for duplicates and old members through sets (setting 10⁶ tabs
  /// used to take quadratic time; the time is printed, not asserted).
  func testScaleUIKitContainersGivenManyControllersAtOnce() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    let clock = ContinuousClock()
    for profile in Profile.presets {
      let started = clock.now
      var world = World(profile: profile)
      let tabs = world.makeTabBarController(named: "tabs")
      let navigation = world.makeNavigationController(named: "nav")
      let many = (0..<size).map { world.makeViewController(named: "tab\($0)") }
      let stack = (0..<size).map { world.makeViewController(named: "level\($0)") }
      _ = try world.apply(.setRootViewController(tabs, of: world.mainWindow))
      _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
      _ = try world.apply(.setViewControllers([navigation] + many, of: tabs, animated: false))
      _ = try world.apply(.runUntilIdle)
      XCTAssertEqual(world.children(of: tabs).count, size + 1)
      XCTAssertEqual(world.appearance(of: navigation), .appeared)
      _ = try world.apply(.setViewControllers(stack, of: navigation, animated: true))
      _ = try world.apply(.runUntilIdle)
      XCTAssertEqual(world.children(of: navigation), stack, "\(profile.name)")
      XCTAssertEqual(world.appearance(of: stack[size - 1]), .appeared, "\(profile.name)")
      _ = try world.apply(.popToRootViewController(navigation, animated: true))
      _ = try world.apply(.runUntilIdle)
      XCTAssertEqual(world.children(of: navigation), [stack[0]], "\(profile.name)")
      XCTAssertEqual(world.appearance(of: stack[0]), .appeared, "\(profile.name)")
      print("scale: \(profile.name) \(size) tabs, then a stack of \(size): \(clock.now - started)")
    }
  }

  /// Selecting tabs by index costs each its own work.
  ///
  /// `CONTAINMENT_SCALE` tabs, each selected once by index in a scattered
  /// order: the k-th tab is found from the order remembered once, not by
  /// walking k sibling links. The time is
  /// printed, not asserted.
  func testScaleSelectingTabsByIndex() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var world = World(profile: .ios17)
    let tabs = world.makeTabBarController(named: "tabs")
    let items = (0..<size).map { world.makeViewController(named: "t\($0)") }
    _ = try world.apply(.setViewControllers(items, of: tabs, animated: false))
    _ = try world.apply(.setRootViewController(tabs, of: world.mainWindow))
    _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
    _ = try world.apply(.runUntilIdle)
    let clock = ContinuousClock()
    let started = clock.now
    var last = 0
    for step in 1...size {
      last = (step * 7_919) % size
      _ = try world.apply(.setSelectedIndex(last, of: tabs))
    }
    _ = try world.apply(.runUntilIdle)
    XCTAssertEqual(world.selectedViewController(of: tabs), items[last])
    print("scale: \(size) tabs each selected by index: \(clock.now - started)")
  }

  /// Pushes asked in one turn of a navigation controller on screen cost
  /// each its own work.
  ///
  /// `CONTAINMENT_SCALE` pushes, none animated: in ios7 and ios17 each waits
  /// for the one before (rule 5.1, revision 3) and all end on top, in
  /// order, each request queued at its own cost though the journal keeps
  /// the record before each call; the time is printed, not asserted.
  func testScaleNavigationRequestsQueuedInOneTurn() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    for profile in Profile.presets {
      var world = World(profile: profile)
      let root = world.makeViewController(named: "root")
      let navigation = world.makeNavigationController(named: "nav")
      let pushed = (0..<size).map { world.makeViewController(named: "c\($0)") }
      _ = try world.apply(.setViewControllers([root], of: navigation, animated: false))
      _ = try world.apply(.setRootViewController(navigation, of: world.mainWindow))
      _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
      _ = try world.apply(.runUntilIdle)
      let clock = ContinuousClock()
      let started = clock.now
      for controller in pushed {
        _ = try world.apply(.pushViewController(controller, onto: navigation, animated: false))
      }
      _ = try world.apply(.runUntilIdle)
      XCTAssertEqual(world.children(of: navigation), [root] + pushed, profile.name)
      XCTAssertEqual(world.appearance(of: pushed[size - 1]), .appeared, profile.name)
      print(
        "scale: \(profile.name) \(size) pushes asked in one turn, each waiting for the last: "
          + "\(clock.now - started)")
    }
  }

  /// A loop over `CONTAINMENT_SCALE / 5` children that asks, at each one,
  /// `p.children.count`, `.first`, `.last` and `.contains`: each answered
  /// from the child links, not by building the list (quadratic before); the
  /// time is printed, not asserted.
  func testScaleChildQueriesInALoopOverTheChildren() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500) / 5
    var lines = ["let p = UIViewController()", "var n = 0"]
    lines += (0..<size).map { "let c\($0) = UIViewController()\np.addChild(c\($0))" }
    lines.append(
      "for c in p.children { if p.children.count > 0 && p.children.contains(c) "
        + "&& p.children.first !== nil && p.children.last !== nil { n += 1 } }")
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let clock = ContinuousClock()
    let started = clock.now
    let run = scenario.run()
    XCTAssertNil(run.failure)
    print("scale: \(size) children, each asking four child-list queries: \(clock.now - started)")
  }

  /// Rule 5.3a's settings and rule 5.4's page view controllers, given to
  /// `CONTAINMENT_SCALE` controllers: each kept in its controller's record
  /// and found in O(1), so the whole costs what its n settings cost; the
  /// time is printed, not asserted.
  func testScaleSheetSettingsAndPageViewControllersOfManyControllers() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var world = World(profile: .ios17)
    let delegate = world.makeViewController(named: "delegate")
    let clock = ContinuousClock()
    let started = clock.now
    var last: (pages: ControllerID, page: ControllerID)?
    for index in 0..<size {
      let controller = world.makeViewController(named: "c\(index)")
      _ = try world.apply(.sheet(.setDelegate(delegate, of: controller)))
      _ = try world.apply(.sheet(.setDefinesPresentationContext(true, of: controller)))
      let pages = world.makePageViewController(named: "pages\(index)", transitionStyle: .scroll)
      _ = try world.apply(
        .setPages([controller], of: pages, direction: .forward, animated: false, completion: nil))
      last = (pages, controller)
    }
    let (pages, page) = try XCTUnwrap(last)
    XCTAssertEqual(world.pagesShown(by: pages), [page])
    XCTAssertTrue(world.definesPresentationContext(page))
    print(
      "scale: \(size) controllers given a sheet delegate, a presentation context and a page "
        + "view controller: \(clock.now - started)")
  }

  /// `CONTAINMENT_SCALE` presentations and dismissals while as many view
  /// animations run: each asks whether a transition of its chain is under
  /// way from the few transitions the run loop lists apart, not from every
  /// animation; the time is printed, not asserted.
  func testScalePresentingWhileManyViewAnimationsRun() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    for profile in [Profile.ios5, .ios17] {
      var world = World(profile: profile)
      let root = world.makeViewController(named: "root")
      _ = try world.apply(.setRootViewController(root, of: world.mainWindow))
      _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
      _ = try world.apply(.runUntilIdle)
      for _ in 0..<size {
        _ = try world.apply(.beginViewAnimations(duration: 1_000, delay: 0, completion: nil))
        _ = try world.apply(.commitViewAnimations)
      }
      let clock = ContinuousClock()
      let started = clock.now
      for index in 0..<size {
        let presented = world.makeViewController(named: "c\(index)")
        _ = try world.apply(.present(presented, from: root, animated: true, completion: nil))
        _ = try world.apply(.dismiss(root, animated: false, completion: nil))
      }
      _ = try world.apply(.endTurn)
      XCTAssertNil(world.presentedViewController(of: root), profile.name)
      XCTAssertEqual(world.runLoop.transitions.count, 0, profile.name)
      XCTAssertEqual(world.runLoop.animations.count, size, "the view animations run on")
      print(
        "scale: \(profile.name) \(size) presentations and dismissals while \(size) view "
          + "animations run: \(clock.now - started)")
    }
  }

  /// `CONTAINMENT_SCALE` calls of `UIView.beginAnimations` that no commit
  /// closes, from the library: each call cost the whole stack of open frames
  /// (100,000 took 65 s); the time is printed, not asserted.
  func testScaleViewAnimationsBegunAndNeverCommitted() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var world = World(profile: .ios17)
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<size {
      _ = try world.apply(.beginViewAnimations(duration: 0.3, delay: 0, completion: nil))
    }
    XCTAssertEqual(world.runLoop.viewAnimationFrames.elements.count, size)
    print("scale: \(size) beginViewAnimations never committed: \(clock.now - started)")
  }

  /// Eight loops nested over ten items (10⁸ statements from 20 lines) are
  /// stopped by the default step budget, at the innermost loop's line; the
  /// time is printed, not asserted (it is stated in `--help` as seconds).
  func testARunawayLoopIsStoppedByTheDefaultStepBudget() throws {
    var lines = ["let a = UIViewController()", "let list = [a, a, a, a, a, a, a, a, a, a]"]
    lines.append("var n = 0")
    lines += (1...8).map { String(repeating: "    ", count: $0 - 1) + "for x\($0) in list {" }
    lines.append(String(repeating: "    ", count: 8) + "n += 1")
    lines += (1...8).reversed().map { String(repeating: "    ", count: $0 - 1) + "}" }
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let start = ContinuousClock.now
    let run = scenario.run()
    let elapsed = ContinuousClock.now - start
    XCTAssertEqual(run.failure?.line, 11)
    XCTAssertTrue(run.failure?.message.contains("--max-steps") ?? false)
    print(
      "scale: a runaway of 10⁸ loop iterations stopped by the default budget of "
        + "\(Scenario.defaultMaximumSteps) steps in \(elapsed)")
  }

  /// `CONTAINMENT_SCALE / 2` rotations running at once in ios5, each an
  /// animation, all completed by one `runUntilIdle`, each in a turn of its
  /// own: finding the next end used to scan every running animation (50,000
  /// took 21 s in a release build; the time is printed, not asserted).
  func testScaleManyAnimationsRunningAtOnce() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500) / 2
    var world = World(profile: .ios5)
    let root = world.makeViewController(named: "root")
    _ = try world.apply(.setRootViewController(root, of: world.mainWindow))
    _ = try world.apply(.makeKeyAndVisible(world.mainWindow))
    _ = try world.apply(.runUntilIdle)
    let clock = ContinuousClock()
    let started = clock.now
    let orientations: [Orientation] = [.landscapeLeft, .portrait]
    for index in 0..<size {
      _ = try world.apply(
        .rotate(world.mainWindow, to: orientations[index % 2], duration: 0.3))
    }
    let turnsBefore = world.turnsEnded
    let events = try world.apply(.runUntilIdle)
    // The turn that began them and starts their clocks, then one per end.
    XCTAssertEqual(world.turnsEnded - turnsBefore, size + 1)
    XCTAssertEqual(
      events.compactMap(\.callback).filter { $0.method.name == .didRotate }.count, size)
    XCTAssertTrue(world.isIdle)
    print("scale: \(size) animations running at once: \(clock.now - started)")
  }

  /// `CONTAINMENT_SCALE` timers and view animations that end in the reverse
  /// of their begin order: removing each ended one scanned the running ones
  /// (40,000 timers took 6.3 s, quadratic); the time is printed, not asserted.
  func testScaleTimersAndAnimationsEndingOutOfTheirBeginOrder() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var lines = ["let p = UIViewController()"]
    for index in 0..<size {
      let seconds = Double(size - index) / 1_000
      lines.append("DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) { _ = p.view }")
      lines.append(
        "UIView.animate(withDuration: \(seconds), animations: { }, completion: { _ in })")
    }
    lines.append("RunLoop.main.runUntilIdle()")
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let clock = ContinuousClock()
    let started = clock.now
    let run = scenario.run(profile: .ios17)
    XCTAssertNil(run.failure)
    XCTAssertEqual(run.events.filter { $0.callback?.method.name == .loadView }.count, 1)
    print(
      "scale: \(size) timers and \(size) animations ending in reverse order: "
        + "\(clock.now - started)")
  }

  /// The audit watches a scenario of `size` children, half of them never
  /// told `didMove`, without costing more than the run: an audit that copied
  /// its records per statement took minutes at 100,000.
  func testScaleTheAuditOfAWideContainer() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var lines = [
      "let p = UIViewController()", "window.rootViewController = p", "window.makeKeyAndVisible()",
    ]
    for index in 0..<size { lines.append("let c\(index) = UIViewController()") }
    for index in 0..<size {
      lines.append("p.addChild(c\(index))")
      lines.append("p.view.addSubview(c\(index).view)")
      if index.isMultiple(of: 2) { lines.append("c\(index).didMove(toParent: p)") }
    }
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let clock = ContinuousClock()
    let started = clock.now
    let audit = Audit(scenario)
    XCTAssertEqual(audit.findings.count, size / 2)
    XCTAssertEqual(Set(audit.findings.map(\.rule)), [.didMoveMissing])
    print("scale: audit of a container with \(size) children: \(clock.now - started)")
  }
}

extension StressTests {
  /// `containment audit` of `size` children, none told `didMove`, in every
  /// profile, with a writer as `main` gives it: the report goes out in
  /// pieces of about 64 KiB as it is made, none of it returned at the end
  /// (the peak memory against the trace's is measured by `.ci/run` through
  /// the benchmarks, each case in a process of its own).
  func testScaleTheAuditIsWrittenAsItGoes() {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var lines = [
      "let p = UIViewController()", "window.rootViewController = p", "window.makeKeyAndVisible()",
    ]
    for index in 0..<size {
      lines += ["let c\(index) = UIViewController()", "p.addChild(c\(index))"]
    }
    let text = lines.joined(separator: "\n")
    var tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { text })
    let written = WrittenPieces()
    tool.standardOutputWriter = { written.append($0) }
    let clock = ContinuousClock()
    let started = clock.now
    let result = tool.run(["audit", "-"])
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(written.text.hasSuffix("audit (ios5, ios7, ios17): \(size) findings\n"))
    XCTAssertLessThanOrEqual(written.largestPieceBytes, (1 << 16) + 4_096)
    print(
      "scale: audit of \(size) findings in 3 profiles written in pieces of at most "
        + "\(written.largestPieceBytes) bytes: \(clock.now - started)")
  }
}

extension StressTests {
  /// ios5: every animated rotation walks every visible child, and ends while
  /// the others still run: work of controllers × animations, finite, which a
  /// budget growing with controllers + animations stopped at 500 × 500.
  func testRotationsTimesChildrenSettleWithinTheBudget() throws {
    let count = min(500, environment("CONTAINMENT_SCALE", default: 500) / 10)
    var lines = [
      "let root = UIViewController()", "window.rootViewController = root",
      "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
    ]
    for index in 0..<count {
      lines += [
        "let c\(index) = UIViewController()", "root.addChild(c\(index))",
        "root.view.addSubview(c\(index).view)", "c\(index).didMove(toParent: root)",
      ]
    }
    for turn in 0..<count {
      lines.append(
        "window.rotate(to: .\(turn % 2 == 0 ? "landscapeLeft" : "portrait"), duration: 0.3)")
    }
    let run = try Scenario(parsing: lines.joined(separator: "\n")).run(profile: .ios5)
    XCTAssertNil(run.failure)
    print(
      "scale: ios5, \(count) visible children × \(count) animated rotations settled, "
        + "\(run.events.count) events")
  }
}

extension StressTests {
  /// A presentation chain `CONTAINMENT_SCALE` deep, each controller
  /// presenting the next, a turn each: where a full-screen presentation
  /// goes is found from the chain's recorded last controller, not by a walk
  /// from the window's root at each `present`; the time is printed, not
  /// asserted.
  func testScaleAPresentationChainPresentedATurnEach() throws {
    let size = max(environment("CONTAINMENT_SCALE", default: 500), 2)
    var lines = [
      "let c0 = UIViewController()", "window.rootViewController = c0",
      "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
    ]
    for index in 1..<size {
      // Each in its own turn: in ios17 a presentation starts at the turn's
      // end, and presenting from a controller not yet in the window is W4
      // (rule 5.3).
      lines += [
        "let c\(index) = UIViewController()",
        "c\(index - 1).present(c\(index), animated: false)", "RunLoop.main.runUntilIdle()",
      ]
    }
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let clock = ContinuousClock()
    let started = clock.now
    let run = scenario.run(profile: .ios17)
    XCTAssertNil(run.failure)
    let last = try XCTUnwrap(run.world.controllerIDs.last)
    XCTAssertEqual(run.world.appearance(of: last), .appeared)
    XCTAssertEqual(run.world.presentingViewController(of: last)?.name, "c\(size - 2)")
    print("scale: a presentation chain \(size) deep, a turn each: \(clock.now - started)")
  }

  /// `CONTAINMENT_SCALE` children whose views are added inside view
  /// animations of scattered durations, each told `didMove` in its
  /// animation's completion: an animation's end takes the did-callbacks it
  /// holds by their animation, without looking among all held ones; the
  /// time is printed, not asserted.
  func testScaleViewAnimationsEachHoldingADid() throws {
    let size = environment("CONTAINMENT_SCALE", default: 500)
    var lines = [
      "let p = UIViewController()", "window.rootViewController = p",
      "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
    ]
    for index in 0..<size {
      lines += [
        "let c\(index) = UIViewController()", "p.addChild(c\(index))",
        "UIView.animate(withDuration: \(1 + (index * 7) % 13), animations: { "
          + "p.view.addSubview(c\(index).view) }, completion: { _ in "
          + "c\(index).didMove(toParent: p) })",
      ]
    }
    lines.append("RunLoop.main.runUntilIdle()")
    let scenario = try Scenario(parsing: lines.joined(separator: "\n"))
    let clock = ContinuousClock()
    let started = clock.now
    let run = scenario.run(profile: .ios17)
    XCTAssertNil(run.failure)
    let didAppear = run.events.filter { $0.callback?.method.name == .viewDidAppear }
    let didMove = run.events.filter { $0.callback?.method.name == .didMove }
    XCTAssertEqual(didAppear.count, size + 1, "p and every child appear once")
    XCTAssertEqual(didMove.count, size)
    print("scale: \(size) view animations each holding a did: \(clock.now - started)")
  }
}

import Containment
import ContainmentScenario
import ContainmentTestSupport
import XCTest

/// `containment explore` in the library: the shortest counterexample, its
/// written scenario, dedup soundness, budgets, and the correct containers
/// of `Examples/` (scenario language §7).
final class ExplorationTests: XCTestCase {
  static func example(_ name: String) throws -> Scenario {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/\(name).scenario")
    return try Scenario(parsing: String(contentsOf: url, encoding: .utf8))
  }

  static let timeOnly = ExplorationOptions(events: [.time])

  /// A tab container that switches with `transition(from:to:)` and lets a
  /// second switch start while the first runs.
  static let tabsWithoutGuard = """
    let tabs = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    on tabs.viewDidLoad {
        tabs.addChild(a)
        a.didMove(toParent: tabs)
        tabs.addChild(b)
        b.didMove(toParent: tabs)
        tabs.view.addSubview(a.view)
    }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    var selected = a
    action select(tab in [a, b]) where tab !== selected {
        tabs.transition(from: selected, to: tab, duration: 0.25) { _ in }
        selected = tab
    }
    """

  func counterexample(_ exploration: Exploration) throws -> Counterexample {
    guard case .broken(let counterexample) = exploration.outcome else {
      throw XCTSkip("expected a counterexample, got \(exploration.outcome)")
    }
    return counterexample
  }

  func testDTPagerBeforePR35BreaksA9InThreeSteps() throws {
    let scenario = try Self.example("explore-dtpager-pr35-before")
    for profile in Profile.presets {
      let found = try counterexample(scenario.explore(profile: profile, options: Self.timeOnly))
      XCTAssertEqual(found.finding.rule, .unbalancedAppearanceTransition, profile.name)
      XCTAssertEqual(
        found.steps, ["select(1)", "RunLoop.main.turn()", "select(0)"], profile.name)
    }
  }

  func testADrawerWhoseSecondTransitionStartsWhileTheFirstRunsBreaksA14() throws {
    let scenario = try Scenario(parsing: Self.tabsWithoutGuard)
    for profile in Profile.presets {
      let found = try counterexample(scenario.explore(profile: profile, options: Self.timeOnly))
      XCTAssertEqual(found.finding.rule, .overlappingTransition, profile.name)
      XCTAssertEqual(found.finding.line, 16, profile.name)
      XCTAssertEqual(
        found.steps, ["select(b)", "RunLoop.main.turn()", "select(a)"], profile.name)
    }
  }

  func testNoPathOneStepShorterBreaksARule() throws {
    let scenario = try Self.example("explore-dtpager-pr35-before")
    for profile in Profile.presets {
      let found = try counterexample(scenario.explore(profile: profile, options: Self.timeOnly))
      var shorter = Self.timeOnly
      shorter.depth = found.steps.count - 1
      XCTAssertEqual(
        scenario.explore(profile: profile, options: shorter).outcome, .clean, profile.name)
    }
  }

  /// A parameter over a list of Booleans takes each value in the order
  /// written, prints it as Swift writes it, and the written scenario calls
  /// the action with it: only `false` leaves the child without its
  /// `didMove(toParent:)`.
  func testAParameterOverBooleansTakesEachValueAsWritten() throws {
    let scenario = try Scenario(
      parsing: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        var shown = false
        action show(animated in [true, false]) where !shown {
            p.addChild(c)
            p.view.addSubview(c.view)
            if animated {
                c.didMove(toParent: p)
            }
            shown = true
        }
        """)
    for profile in Profile.presets {
      let found = try counterexample(scenario.explore(profile: profile, options: Self.timeOnly))
      XCTAssertEqual(found.steps, ["show(false)"], profile.name)
      let audit = Audit(try Scenario(parsing: found.scenarioText), profile: profile)
      XCTAssertTrue(
        audit.findings.contains { $0.rule == found.finding.rule }, "\(audit.findings)")
    }
  }

  /// Values of two kinds in one list are refused with the kinds a
  /// parameter takes, and cases with the advice to declare an action per
  /// case (a variable holds no case).
  func testAParameterOverMixedKindsOrCasesIsRefused() throws {
    for (list, message) in [
      ("[true, 1]", "a parameter's values are all Booleans or all whole numbers"),
      ("[0, 0.3]", "a parameter's values are all Booleans or all whole numbers"),
      ("[0.3, 0]", "a parameter's values are all Booleans or all whole numbers"),
      ("[.forward, .reverse]", "not cases: declare one action per case"),
    ] {
      XCTAssertThrowsError(
        try Scenario(parsing: "let p = UIViewController()\naction a(x in \(list)) { }\n")
      ) { error in
        XCTAssertTrue("\(error)".contains(message), "\(error)")
      }
    }
  }

  func testTheWrittenScenarioReproducesTheFindingWithAudit() throws {
    for scenario in [
      try Self.example("explore-dtpager-pr35-before"), try Scenario(parsing: Self.tabsWithoutGuard),
    ] {
      for profile in Profile.presets {
        let found = try counterexample(scenario.explore(profile: profile, options: Self.timeOnly))
        let audit = Audit(try Scenario(parsing: found.scenarioText), profile: profile)
        XCTAssertTrue(
          audit.findings.contains {
            $0.rule == found.finding.rule && $0.line == found.finding.line
          },
          "\(profile.name): \(audit.findings)")
        // Without its last step, the written scenario audits clean.
        var lines = found.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast(2)
        let prefix = lines.joined(separator: "\n") + "\n"
        XCTAssertEqual(
          Audit(try Scenario(parsing: prefix), profile: profile).findings, [], profile.name)
      }
    }
  }

  func testEveryStepOfTheCounterexampleIsAtItsLineInTheWrittenScenario() throws {
    let scenario = try Self.example("explore-dtpager-pr35-before")
    let found = try counterexample(scenario.explore(profile: .ios17))
    let lines = found.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
    for (step, line) in zip(found.steps, found.stepLines) {
      XCTAssertEqual(String(lines[line - 1]), step)
    }
  }

  func testDeduplicationFindsTheSameFirstViolationAtTheSameDepth() throws {
    let scenarios = [
      try Self.example("explore-dtpager-pr35-before"), try Scenario(parsing: Self.tabsWithoutGuard),
      try Self.example("container-drawer"), try Self.example("explore-dtpager-pr35-after"),
    ]
    for scenario in scenarios {
      for events in [SystemEvent.defaults, [.time]] {
        var options = ExplorationOptions(depth: 4, events: events)
        let deduplicated = scenario.explore(profile: .ios17, options: options)
        options.deduplicatesStates = false
        let everyPath = scenario.explore(profile: .ios17, options: options)
        XCTAssertEqual(deduplicated.outcome, everyPath.outcome)
        XCTAssertLessThanOrEqual(deduplicated.steps, everyPath.steps)
      }
    }
  }

  /// Past the memory cap the search goes on by iterative deepening: the
  /// same depths covered, the same states seen, a counterexample of the
  /// same rule and length that the audit reproduces.
  func testIterativeDeepeningPastTheMemoryCapFindsWhatTheBreadthFirstSearchFinds() throws {
    let scenarios = [
      try Self.example("explore-dtpager-pr35-before"), try Scenario(parsing: Self.tabsWithoutGuard),
      try Self.example("container-drawer"), try Self.example("explore-dtpager-pr35-after"),
      try Self.example("explore-pager-in-navigation"),
    ]
    var deepenedCases = 0
    for scenario in scenarios {
      for events in [SystemEvent.defaults, [.time], [.time, .navigation, .appear]] {
        for profile in Profile.presets {
          var options = ExplorationOptions(depth: 5, events: events)
          let breadthFirst = scenario.explore(profile: profile, options: options)
          options.maximumHeldStates = 2
          let deepened = scenario.explore(profile: profile, options: options)
          let label = "\(profile.name) \(events.map(\.rawValue).sorted())"
          XCTAssertNil(breadthFirst.deepenedFrom, label)
          XCTAssertEqual(deepened.coveredDepth, breadthFirst.coveredDepth, label)
          switch (breadthFirst.outcome, deepened.outcome) {
          case (.clean, .clean):
            if deepened.deepenedFrom != nil { deepenedCases += 1 }
            XCTAssertEqual(deepened.states, breadthFirst.states, label)
          case (.broken(let first), .broken(let other)):
            if deepened.deepenedFrom != nil { deepenedCases += 1 }
            XCTAssertEqual(other.finding.rule, first.finding.rule, label)
            XCTAssertEqual(other.steps.count, first.steps.count, label)
            let audit = Audit(try Scenario(parsing: other.scenarioText), profile: profile)
            XCTAssertTrue(
              audit.findings.contains {
                $0.rule == other.finding.rule && $0.line == other.finding.line
              }, label)
          default:
            XCTFail("\(label): \(breadthFirst.outcome) against \(deepened.outcome)")
          }
        }
      }
    }
    // The cap was passed in most cases (a path of one state per level never
    // passes it).
    XCTAssertGreaterThan(deepenedCases, 30)
  }

  func testTheResultIsTheSameOnEveryRun() throws {
    let scenario = try Self.example("container-drawer-ics")
    XCTAssertEqual(scenario.explore(profile: .ios7), scenario.explore(profile: .ios7))
  }

  func testASpentStateBudgetSaysHowDeepEveryPathWasCovered() throws {
    let scenario = try Self.example("container-drawer-ics")
    let spent = scenario.explore(
      profile: .ios17, options: ExplorationOptions(depth: 6, maximumStates: 20))
    XCTAssertEqual(spent.outcome, .budgetSpent)
    XCTAssertEqual(spent.spentBudget, .states)
    XCTAssertLessThan(spent.coveredDepth, 6)
    let covered = scenario.explore(
      profile: .ios17, options: ExplorationOptions(depth: spent.coveredDepth))
    XCTAssertEqual(covered.outcome, .clean)
  }

  func testAStopAskedForEndsTheSearchAsASpentBudget() throws {
    let scenario = try Self.example("container-drawer-ics")
    let stopped = scenario.explore(profile: .ios17) { $0.coveredDepth < 2 }
    XCTAssertEqual(stopped.outcome, .budgetSpent)
    XCTAssertEqual(stopped.spentBudget, .stopped)
    XCTAssertEqual(stopped.coveredDepth, 2)
  }

  /// An action whose parameters take 10⁹ combinations of values would have
  /// its guard read 10⁹ times from each state, before any step checks a
  /// budget: the search ends as a spent budget at once, by breadth and by
  /// iterative deepening alike.
  func testAnActionWithMoreCombinationsOfValuesThanTheBoundSpendsABudget() throws {
    let scenario = try Scenario(
      parsing: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        action add(i in 0..<1000, j in 0..<1000, k in 0..<1000) where i == j {
            p.addChild(c)
        }
        """)
    for heldStates in [ExplorationOptions().maximumHeldStates, 1] {
      var options = ExplorationOptions(depth: 3)
      options.maximumHeldStates = heldStates
      let explored = scenario.explore(profile: .ios17, options: options)
      XCTAssertEqual(explored.outcome, .budgetSpent)
      XCTAssertEqual(explored.spentBudget, .valueCombinations)
      // Ended where the action is first offered, short of the depth asked.
      XCTAssertLessThan(explored.coveredDepth, 3)
    }
  }

  /// The bound is on a state's calls in all: 2,000 actions of 100 values
  /// each (200,000 guards) spend it too.
  func testManyActionsWithMoreCombinationsInAllThanTheBoundSpendABudget() throws {
    var text = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p

      """
    for index in 0..<2_000 {
      text += "action(programmatic) a\(index)(i in 0..<100) where i == 1000 { p.addChild(c) }\n"
    }
    let explored = try Scenario(parsing: text).explore(
      profile: .ios17, options: ExplorationOptions(depth: 2))
    XCTAssertEqual(explored.spentBudget, .valueCombinations)
  }

  /// The clean side: at the bound, every combination is offered, and those
  /// whose guard holds are taken.
  func testAnActionAtTheBoundOfCombinationsIsExplored() throws {
    let scenario = try Scenario(
      parsing: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        action(programmatic) add(i in 0..<100, j in 0..<1000) where i == 99 && j == 999 {
            p.addChild(c)
        }
        """)
    let explored = scenario.explore(profile: .ios17, options: ExplorationOptions(depth: 1))
    XCTAssertNil(explored.spentBudget)
    // The one step the guard lets through leaves a child never told didMove.
    guard case .broken(let found) = explored.outcome else {
      return XCTFail("\(explored.outcome)")
    }
    XCTAssertEqual(found.steps, ["add(99, 999)"])
  }

  func testAContainerThatComesBackToAStateItWasInReachesAFixpoint() throws {
    // Turns that end, a clock that moves and completion blocks numbered
    // anew change nothing a later step depends on: the search meets the
    // states it saw and ends, however deep it was asked to go.
    let scenario = try Scenario(
      parsing: """
        let host = UIViewController()
        let a = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        var shown = false
        var busy = false
        action toggle() where !busy {
            if shown {
                a.willMove(toParent: nil)
                a.view.removeFromSuperview()
                a.removeFromParent()
            } else {
                host.addChild(a)
                host.view.addSubview(a.view)
                a.didMove(toParent: host)
            }
            shown = !shown
            busy = true
            UIView.animate(withDuration: 0.25, animations: {}, completion: { _ in busy = false })
        }
        """)
    let explored = scenario.explore(
      profile: .ios17, options: ExplorationOptions(depth: 400, events: [.time]))
    XCTAssertEqual(explored.outcome, .clean)
    XCTAssertEqual(explored.coveredDepth, 400)
    XCTAssertLessThan(explored.states, 40)
  }

  func testTheCorrectContainersOfTheExamplesExploreCleanToDepthSix() throws {
    for name in [
      "container-drawer", "container-drawer-ics", "container-swap-without-transition",
      "container-tabs-kept-as-children", "explore-dtpager-pr35-after",
    ] {
      let scenario = try Self.example(name)
      for profile in Profile.presets {
        let explored = scenario.explore(profile: profile)
        XCTAssertEqual(explored.outcome, .clean, "\(name) in \(profile.name)")
        XCTAssertEqual(explored.coveredDepth, 6, "\(name) in \(profile.name)")
      }
    }
  }

  func testASetupThatBreaksARuleIsACounterexampleOfNoStep() throws {
    let scenario = try Self.example("real-dtpager-pr35-before")
    let found = try counterexample(scenario.explore(profile: .ios17))
    XCTAssertEqual(found.steps, [])
    XCTAssertEqual(found.finding.rule, .unbalancedAppearanceTransition)
  }

  func testAUserActionWaitsForATurnStartWhileAProgrammaticOneDoesNot() throws {
    let text = """
      let p = UIViewController()
      let c = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action poke() {
          p.addChild(c)
          p.view.addSubview(c.view)
          c.didMove(toParent: p)
      }
      """
    // With no time passing, a user touches once per turn: poking again,
    // which tells c it moved twice (A16), needs a turn end between.
    let options = ExplorationOptions(events: [.memory])
    XCTAssertEqual(try Scenario(parsing: text).explore(options: options).outcome, .clean)
    let programmatic = text.replacingOccurrences(
      of: "action poke()", with: "action(programmatic) poke()")
    let found = try counterexample(Scenario(parsing: programmatic).explore(options: options))
    XCTAssertEqual(found.finding.rule, .duplicateDidMove)
    XCTAssertEqual(found.steps, ["poke()", "poke()"])
  }

  /// A user touches only what is on screen (scenario language §7).
  ///
  /// Once a list screen's own action pushed a detail over it, its other button is
  /// out of reach, and presenting from the covered list (W4, A17) is no
  /// path a user can take. The same body as a programmatic action is one
  /// the app's code can take, and the explorer finds it.
  func testAUserActionOnAControllerCoveredByAPushIsNotOffered() throws {
    let text = """
      let list = UIViewController()
      let nav = UINavigationController(rootViewController: list)
      let detail = UIViewController()
      let filters = UIViewController()
      filters.modalPresentationStyle = .fullScreen
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action openDetail() where nav.viewControllers.count == 1 {
          nav.pushViewController(detail, animated: true)
      }
      action showFilters() where list.presentedViewController == nil {
          list.present(filters, animated: true)
      }
      """
    let options = ExplorationOptions(depth: 4, events: [.time])
    for profile in Profile.presets {
      XCTAssertEqual(
        try Scenario(parsing: text).explore(profile: profile, options: options).outcome, .clean,
        profile.name)
    }
    let programmatic = text.replacingOccurrences(
      of: "action showFilters()", with: "action(programmatic) showFilters()")
    let found = try counterexample(
      Scenario(parsing: programmatic).explore(profile: .ios17, options: options))
    XCTAssertEqual(found.finding.rule, .presentFromDetachedView)
    XCTAssertEqual(
      found.steps,
      ["openDetail()", "RunLoop.main.turn()", "RunLoop.main.run(for: 0.35)", "showFilters()"])
  }

  /// A container presented over the root is what the user touches: its
  /// actions are offered while it is on top (a pager in a modal, switched
  /// again while its transition runs: A14), and the screen under it is not.
  func testAUserActionOnThePresentationOnTopIsOffered() throws {
    let text = """
      let home = UIViewController()
      let pager = UIViewController()
      let first = UIViewController()
      let second = UIViewController()
      var selected = first
      on pager.viewDidLoad {
          pager.addChild(first)
          pager.view.addSubview(first.view)
          first.didMove(toParent: pager)
          pager.addChild(second)
          second.didMove(toParent: pager)
      }
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.present(pager, animated: true)
      RunLoop.main.runUntilIdle()
      action select(tab in [first, second]) where tab !== selected {
          pager.transition(from: selected, to: tab, duration: 0.25) { _ in }
          selected = tab
      }
      """
    let options = ExplorationOptions(events: [.time])
    let found = try counterexample(
      Scenario(parsing: text).explore(profile: .ios17, options: options))
    XCTAssertEqual(found.finding.rule, .overlappingTransition)
    XCTAssertEqual(found.steps, ["select(second)", "RunLoop.main.turn()", "select(first)"])
    // The same action on the screen under the modal is never offered.
    let under = text.replacingOccurrences(
      of: "home.present(pager, animated: true)",
      with: "let modal = UIViewController()\nhome.present(modal, animated: true)"
    ).replacingOccurrences(
      of: "window.rootViewController = home",
      with: """
        window.rootViewController = home
        home.addChild(pager)
        home.view.addSubview(pager.view)
        pager.didMove(toParent: home)
        """)
    XCTAssertEqual(
      try Scenario(parsing: under).explore(profile: .ios17, options: options).outcome, .clean)
  }

  func testANavigationControllerPushesOverTheContainerAndPopsBack() throws {
    let text = try PackageFiles.text("Examples/explore-pager-in-navigation.scenario")
    let options = ExplorationOptions(events: [.appear, .present, .time, .navigation])
    for profile in Profile.presets {
      let explored = try Scenario(parsing: text).explore(profile: profile, options: options)
      XCTAssertEqual(explored.outcome, .clean, profile.name)
    }
    // Without its disappearance handlers, a push over it is enough.
    let broken = text.split(separator: "\n").filter {
      !$0.contains("viewWillDisappear") && !$0.contains("viewDidDisappear")
    }.joined(separator: "\n")
    let found = try counterexample(
      Scenario(parsing: broken).explore(
        profile: .ios17, options: ExplorationOptions(events: [.time, .navigation])))
    XCTAssertEqual(found.finding.rule, .childNotForwarded)
    XCTAssertEqual(found.steps, ["nav.pushViewController(explorerPushed, animated: true)"])
    let lines = found.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[found.stepLines[0] - 2], "let explorerPushed = UIViewController()")
  }

  /// A sheet that forwards its appearance by hand to its child, pulled
  /// down by the explorer's `sheet` event (rule 5.3a): clean when it
  /// forwards every change; without its disappearance handlers, a pull
  /// released is enough to break it.
  func testTheSheetEventPullsTheSheetOnTop() throws {
    let text = """
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      b.shouldAutomaticallyForwardAppearanceMethods = false
      on b.viewDidLoad {
          b.addChild(c)
          b.view.addSubview(c.view)
          c.didMove(toParent: b)
      }
      on b.viewWillAppear { animated in c.beginAppearanceTransition(true, animated: animated) }
      on b.viewDidAppear { c.endAppearanceTransition() }
      on b.viewWillDisappear { animated in c.beginAppearanceTransition(false, animated: animated) }
      on b.viewDidDisappear { c.endAppearanceTransition() }
      window.rootViewController = a
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      b.modalPresentationStyle = .pageSheet
      b.presentationController?.delegate = a
      a.present(b, animated: true)
      RunLoop.main.runUntilIdle()
      """
    let options = ExplorationOptions(depth: 6, events: [.sheet, .time, .appear, .background])
    XCTAssertEqual(try Scenario(parsing: text).explore(options: options).outcome, .clean)
    let broken = text.split(separator: "\n").filter {
      !$0.contains("viewWillDisappear") && !$0.contains("viewDidDisappear")
    }.joined(separator: "\n")
    let found = try counterexample(
      Scenario(parsing: broken).explore(options: ExplorationOptions(events: [.sheet, .time])))
    XCTAssertEqual(found.finding.rule, .childNotForwarded)
    XCTAssertEqual(found.steps, ["b.beginInteractiveDismiss()", "b.finishInteractiveDismiss()"])
  }

  /// The explorer's own steps are the system's, offered only when they can
  /// happen: a presentation over a root whose view was taken out of the
  /// window would be the explorer's mistake (W4), not the container's.
  func testTheExplorerPresentsOnlyOverARootOnScreen() throws {
    let scenario = try Self.example("rule-2.2-parent-appears-after-children")
    for profile in Profile.presets {
      XCTAssertEqual(
        scenario.explore(profile: profile, options: ExplorationOptions(depth: 4)).outcome,
        .clean, profile.name)
    }
  }

  func testEveryRuleGivesItsOwnShortestCounterexampleWhenAskedFor() throws {
    let text =
      Self.tabsWithoutGuard + """

        let extra = UIViewController()
        action add() where extra.parent == nil {
            tabs.addChild(extra)
        }
        """
    var options = Self.timeOnly
    options.findsEveryRule = true
    let explored = try Scenario(parsing: text).explore(profile: .ios17, options: options)
    XCTAssertEqual(
      explored.counterexamples.map(\.finding.rule), [.didMoveMissing, .overlappingTransition])
    XCTAssertEqual(explored.counterexamples.map(\.steps.count), [1, 3])
    guard case .broken(let first) = explored.outcome else { return XCTFail("\(explored.outcome)") }
    XCTAssertEqual(first, explored.counterexamples[0])
  }
}

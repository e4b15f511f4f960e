import Containment
import ContainmentScenario
import XCTest

/// Actions in the scenario language (§7): how they are declared, checked
/// and called; what the explorer offers from them.
final class ActionDeclarationTests: XCTestCase {
  static let setup = """
    let p = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    window.rootViewController = p
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()

    """

  func diagnostic(_ text: String) -> String? {
    do {
      _ = try Scenario(parsing: Self.setup + text)
      return nil
    } catch {
      return "\(error.location.line):\(error.location.column): \(error.message)"
    }
  }

  func testARangeTakesEveryIntegerOfItInOrder() throws {
    let scenario = try Scenario(
      parsing: Self.setup + "var n = 0\naction set(i in -2...1) where i != n { n = i }")
    let explored = scenario.explore(
      profile: .ios17, options: ExplorationOptions(depth: 1, events: []))
    // -2, -1 and 1 (0 is n already): three states besides the setup's.
    XCTAssertEqual(explored.steps, 3)
    XCTAssertEqual(explored.states, 4)
  }

  func testAListParameterTakesTheControllersOfTheList() throws {
    let scenario = try Scenario(
      parsing: Self.setup + "action show(c in [a, b]) { p.addChild(c)\nc.didMove(toParent: p) }")
    let explored = scenario.explore(
      profile: .ios17, options: ExplorationOptions(depth: 1, events: []))
    XCTAssertEqual(explored.steps, 2)
  }

  func testTooManyValuesIsAnError() {
    XCTAssertEqual(
      diagnostic("action a(i in 0..<1001) { }"), "7:15: a parameter takes from 0 to 1000 values")
    XCTAssertEqual(
      diagnostic("action a(i in -9000000000000000000..<9000000000000000000) { }"),
      "7:15: a parameter takes from 0 to 1000 values")
  }

  func testAnActionIsDeclaredOnceAtTheTopLevel() {
    XCTAssertEqual(
      diagnostic("action a() { }\naction a() { }"), "8:1: the action 'a' is already declared")
    XCTAssertEqual(
      diagnostic("if true {\naction a() { }\n}"),
      "8:1: an action is declared at the top level, after the setup")
  }

  func testACallOfAnActionTakesItsArgumentsWithoutLabels() {
    XCTAssertEqual(
      diagnostic("action a(i in 0..<2) { }\na()"), "8:1: 'a' takes 1 argument, found 0")
    XCTAssertEqual(
      diagnostic("action a(i in 0..<2) { }\na(i: 1)"),
      "8:3: an action's arguments have no labels: write 'a(value)'")
  }

  func testABodyIsCheckedAgainstTheSetupsNames() {
    XCTAssertEqual(
      diagnostic("action a() { q.removeFromParent() }")?.hasPrefix("7:14:"), true)
  }

  func testACallOfAnActionRunsItsBodyWithTheArgumentBound() throws {
    let scenario = try Scenario(
      parsing: Self.setup + "action show(c in [a, b]) { p.addChild(c) }\nshow(b)")
    XCTAssertEqual(
      Array(scenario.run(profile: .ios17).events.traceLines().suffix(2)),
      ["b.willMove(toParent: p)", "// turn 2 ends"])
  }
}

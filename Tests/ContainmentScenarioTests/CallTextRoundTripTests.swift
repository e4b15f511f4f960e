import Containment
import ContainmentTestSupport
import XCTest

@testable import ContainmentScenario

/// Every call the random generators make prints as scenario text
/// (``Call/scenarioText``) that lowers back to the same call: printing and
/// lowering speak the same language, so a shrunk failure replays as it ran.
final class CallTextRoundTripTests: XCTestCase {
  func testEveryRandomCallPrintsAsTextThatLowersToTheSameCall() throws {
    let (world, cast) = RandomCast.world(profile: .ios17)
    let scope = try self.scope(of: cast, in: world)
    var random = SplitMix64(seed: 20_261_124)
    let count = TestEnvironment.size("CONTAINMENT_ROUND_TRIPS", default: 5_000)
    for index in 0..<count {
      let call = cast.randomCall(using: &random)
      let text = call.scenarioText
      let lowered: Call
      do {
        lowered = try lower(text, in: scope, world)
      } catch {
        return XCTFail("call \(index): '\(text)' does not lower: \(error)")
      }
      XCTAssertEqual(lowered, call, "call \(index): '\(text)' lowers to '\(lowered.scenarioText)'")
    }
  }

  /// Each call the language spells, with each callback a scenario may call
  /// directly, and both kinds of main-queue block: those the random
  /// generators do not make.
  func testEveryKindOfCallTheLanguageSpellsLowersBackToItself() throws {
    let (world, cast) = RandomCast.world(profile: .ios17)
    let scope = try self.scope(of: cast, in: world)
    for call in explicitCalls(cast) {
      let text = call.scenarioText
      XCTAssertEqual(try lower(text, in: scope, world), call, "'\(text)'")
    }
  }

  /// The two tests above print every method of the language's table.
  func testTheRoundTripsCoverEveryMethodOfTheTable() {
    let (_, cast) = RandomCast.world(profile: .ios17)
    var random = SplitMix64(seed: 20_261_124)
    let calls = (0..<5_000).map { _ in cast.randomCall(using: &random) } + explicitCalls(cast)
    var printed = Set<ScenarioMethod>()
    for call in calls {
      // `receiver.method(…)`: the word between the first dot and the parenthesis.
      let text = call.scenarioText
      guard let dot = text.firstIndex(of: "."), let open = text.firstIndex(of: "("), dot < open
      else { continue }
      if let method = ScenarioMethod(rawValue: String(text[text.index(after: dot)..<open])) {
        printed.insert(method)
      }
    }
    XCTAssertEqual(
      Set(ScenarioMethod.allCases).subtracting(printed), [], "methods no round trip prints")
  }

  /// Calls of each kind the random generators do not make.
  private func explicitCalls(_ cast: RandomCast) -> [Call] {
    let (p, a) = (cast.plain[0], cast.plain[1])
    let methods: [Callback.Method] = [
      .loadView, .viewDidLoad, .viewWillAppear(true), .viewIsAppearing(false),
      .viewDidAppear(true), .viewWillDisappear(false), .viewDidDisappear(true),
      .willMove(toParent: p), .willMove(toParent: nil), .didMove(toParent: p),
      .didMove(toParent: nil),
    ]
    var calls = methods.map { Call.directCall($0, on: a) }
    calls += [
      .mainQueueAsync([.addChild(a, to: p), .endTurn]),
      .mainQueueAsyncAfter(seconds: 0.5, [.removeFromParent(a)]),
      .present(
        a, from: p, animated: true, completion: [.dismiss(a, animated: false, completion: nil)]),
      .run(for: 1.5), .runUntilIdle, .endTurn, .didReceiveMemoryWarning,
      .setSelectedViewController(a, of: cast.tabs),
      .setModalPresentationStyle(.overCurrentContext, of: a),
      .rotate(cast.secondWindow, to: .portraitUpsideDown, duration: 0),
    ]
    return calls
  }

  /// The cast's names, declared as ``RandomCast/declarations`` declares them.
  private func scope(of cast: RandomCast, in world: World) throws -> Scope {
    var scope = Scope(mainWindow: world.mainWindow)
    let here = SourceLocation(line: 1, column: 1)
    for controller in cast.plain {
      try scope.declare(controller.name, as: .controller(controller, .viewController), at: here)
    }
    try scope.declare("nav", as: .controller(cast.navigation, .navigationController), at: here)
    try scope.declare("tabs", as: .controller(cast.tabs, .tabBarController), at: here)
    try scope.declare("box", as: .view(.plain(cast.box)), at: here)
    try scope.declare("w2", as: .window(cast.secondWindow), at: here)
    return scope
  }

  /// The call one statement lowers to when it runs, its completion block's
  /// statements lowered in its place (a scenario hands the block to the
  /// world as a ``Call/callerBlock(_:)``, to run when it starts).
  private func lower(_ text: String, in scope: Scope, _ world: World) throws -> Call {
    var parser = try Parser(text)
    let statement = try XCTUnwrap(try parser.nextStatement(), "no statement")
    XCTAssertNil(try parser.nextStatement(), "more than one statement")
    let (action, blocks) = try Lowering.running(scope, in: world) { lowering throws in
      (try lowering.action(for: statement), lowering.blocks)
    }
    guard case .perform(let call) = action else {
      throw Stop("'\(text)' is not one call")
    }
    guard let completion = call.completion else { return call }
    var calls: [Call] = []
    for block in completion {
      guard case .callerBlock(let number) = block else {
        calls.append(block)
        continue
      }
      for inner in blocks[number].statements {
        let innerAction = try Lowering.running(scope, in: world) { lowering throws in
          try lowering.action(for: inner)
        }
        guard case .perform(let innerCall) = innerAction else {
          throw Stop("a statement of the block of '\(text)' is not one call")
        }
        calls.append(innerCall)
      }
    }
    return call.replacingCompletion(with: calls)
  }

  private struct Stop: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

extension Call {
  /// The same call with `completion` as its block: the calls that take one.
  fileprivate func replacingCompletion(with calls: [Call]) -> Call {
    let completion = CallBlock(calls)
    return switch self {
    case .transition(let parent, let from, let to, let duration, _):
      .transition(in: parent, from: from, to: to, duration: duration, completion: completion)
    case .present(let presented, let presenter, let animated, _):
      .present(presented, from: presenter, animated: animated, completion: completion)
    case .dismiss(let controller, let animated, _):
      .dismiss(controller, animated: animated, completion: completion)
    case .animateAlongsideTransition(let controller, _):
      .animateAlongsideTransition(of: controller, completion: completion)
    case .mainQueueAsync:
      .mainQueueAsync(completion)
    case .mainQueueAsyncAfter(let seconds, _):
      .mainQueueAsyncAfter(seconds: seconds, completion)
    default:
      // No other call the tests print takes a block.
      self
    }
  }
}

import Containment
import ContainmentScenario
import ContainmentTestSupport

/// A random program over a small cast: handler rules and calls, runnable on
/// a ``World`` step by step and printable as a scenario for `containment trace`.
struct RandomProgram {
  /// `on controller.callback { call }`.
  struct HandlerRule {
    let controller: ControllerID
    let callback: Callback.Name
    let call: Call
  }

  /// The objects every program uses.
  typealias Cast = RandomCast

  var handlers: [HandlerRule]
  var calls: [Call]

  /// The program as a scenario.
  func scenario() -> String {
    var lines = [Cast.declarations]
    lines += handlers.map {
      "on \($0.controller).\($0.callback.rawValue) { \($0.call.scenarioText) }"
    }
    lines += calls.map(\.scenarioText)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A random program of `length` calls with up to three handler rules.
  static func random(length: Int, cast: Cast, using random: inout SplitMix64) -> RandomProgram {
    let callbacks: [Callback.Name] = [
      .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      .willMove, .didMove, .viewIsAppearing,
    ]
    var handlers: [HandlerRule] = []
    var taken = Set<String>()
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let controller = cast.controllers.randomElement(using: &random) ?? cast.plain[0]
      let callback = callbacks.randomElement(using: &random) ?? .viewDidLoad
      guard taken.insert("\(controller).\(callback)").inserted else { continue }
      handlers.append(
        HandlerRule(
          controller: controller, callback: callback, call: randomCall(cast, using: &random)))
    }
    let calls = (0..<length).map { _ in randomCall(cast, using: &random) }
    return RandomProgram(handlers: handlers, calls: calls)
  }
  /// A random call of any kind over the cast.
  static func randomCall(_ cast: Cast, using random: inout SplitMix64) -> Call {
    cast.randomCall(using: &random)
  }
}

import Containment
import ContainmentScenario

@testable import Containment

/// Runs a ``RandomProgram`` one call at a time and checks, after every call:
/// a call that raised left the world exactly as it was; the world's
/// invariants hold (``World/invariantViolations()``); and every controller's
/// appearance callbacks form a legal walk of the state machine of rule 2.1,
/// ending in the state the world reports.
struct ProgramChecker {
  let profile: Profile
  /// How deep handlers may cause handlers, as in a scenario.
  static let maximumHandlerDepth = 64

  /// What a checked run did.
  struct Outcome {
    var failure: String?
    var operations = 0
    var callbacks = 0
    var raised = 0
  }

  private struct TooDeep: Error {}

  private struct Key: Hashable {
    let controller: ControllerID
    let callback: Callback.Name
  }

  /// A controller's appearance as its callbacks alone tell it.
  private struct Walk {
    var state = AppearanceState.disappeared
    var hadViewIsAppearing = false
    /// A `viewIsAppearing` outside *appearing*: only `viewDidAppear` may follow.
    var owesDidAppear = false
  }

  func check(_ program: RandomProgram) -> Outcome {
    var (world, _) = RandomProgram.Cast.world(profile: profile)
    var rules: [Key: Call] = [:]
    for rule in program.handlers {
      rules[Key(controller: rule.controller, callback: rule.callback)] = rule.call
    }
    var walks: [ControllerID: Walk] = [:]
    var outcome = Outcome()
    for (position, call) in program.calls.enumerated() {
      let before = world
      var events: [Event] = []
      outcome.operations += 1
      do {
        try perform(call, depth: 0, on: &world, rules: rules, events: &events)
      } catch {
        outcome.raised += 1
        if world != before {
          outcome.failure =
            "call \(position + 1) (\(call.scenarioText)) raised \(error) and changed the world"
          return outcome
        }
        continue
      }
      for callback in events.compactMap(\.callback) where !callback.isDirectCall {
        outcome.callbacks += 1
        if let problem = step(&walks[callback.controller, default: Walk()], callback) {
          outcome.failure = "call \(position + 1) (\(call.scenarioText)): \(problem)"
          return outcome
        }
      }
      let violations = world.invariantViolations()
      if !violations.isEmpty {
        outcome.failure = "after call \(position + 1) (\(call.scenarioText)): \(violations)"
        return outcome
      }
      for controller in world.controllerIDs
      where walks[controller, default: Walk()].state != world.appearance(of: controller) {
        outcome.failure =
          "after call \(position + 1) (\(call.scenarioText)): \(controller)'s callbacks end in "
          + "\(walks[controller, default: Walk()].state), the world says \(world.appearance(of: controller))"
        return outcome
      }
    }
    return outcome
  }

  private func perform(
    _ call: Call, depth: Int, on world: inout World, rules: [Key: Call], events: inout [Event]
  ) throws {
    guard depth <= Self.maximumHandlerDepth else { throw TooDeep() }
    try world.perform(call) { event, world in
      events.append(event)
      guard case .callback(let callback) = event,
        let next = rules[Key(controller: callback.controller, callback: callback.method.name)]
      else { return }
      try perform(next, depth: depth + 1, on: &world, rules: rules, events: &events)
    }
  }

  /// One callback against the controller's walk; a description if it is illegal.
  private func step(_ walk: inout Walk, _ callback: Callback) -> String? {
    let target: AppearanceState
    if walk.owesDidAppear, callback.method.isAppearanceCallback {
      guard case .viewDidAppear = callback.method else {
        return "\(callback) right after a viewIsAppearing outside appearing"
      }
      walk.owesDidAppear = false
    }
    switch callback.method {
    case .viewWillAppear: target = .appearing
    case .viewDidAppear: target = .appeared
    case .viewWillDisappear: target = .disappearing
    case .viewDidDisappear: target = .disappeared
    case .viewIsAppearing:
      // Once per appearance while appearing (rule 2.1), or right before a
      // viewDidAppear that a controller reaches without it from another
      // state, as a child added in mid-transition does (rule 4.3).
      guard !walk.hadViewIsAppearing || walk.state != .appearing else {
        return "a second \(callback) in one appearance"
      }
      walk.hadViewIsAppearing = true
      walk.owesDidAppear = walk.state != .appearing
      return nil
    case .loadView, .viewDidLoad, .willMove, .didMove, .willRotate, .willAnimateRotation,
      .didRotate, .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload:
      // Not appearance callbacks: no state of rule 2.1 changes.
      return nil
    }
    guard walk.state != target else { return "\(callback) while already \(walk.state)" }
    if target == .appeared, profile.sendsViewIsAppearing, !walk.hadViewIsAppearing {
      return "\(callback) without viewIsAppearing first (rule 4.3)"
    }
    if target == .appearing { walk.hadViewIsAppearing = false }
    walk.state = target
    return nil
  }

  /// The smallest program found, by removing handlers and calls one at a
  /// time, that still fails.
  func shrink(_ program: RandomProgram) -> RandomProgram {
    var smallest = program
    var changed = true
    while changed {
      changed = false
      for index in smallest.handlers.indices.reversed() {
        var candidate = smallest
        candidate.handlers.remove(at: index)
        if check(candidate).failure != nil {
          smallest = candidate
          changed = true
        }
      }
      for index in smallest.calls.indices.reversed() {
        var candidate = smallest
        candidate.calls.remove(at: index)
        if check(candidate).failure != nil {
          smallest = candidate
          changed = true
        }
      }
    }
    return smallest
  }
}

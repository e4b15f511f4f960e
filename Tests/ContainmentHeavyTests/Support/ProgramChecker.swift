import Containment
import ContainmentScenario

@testable import Containment

/// Runs a ``RandomProgram`` one call at a time and checks, after every call:
/// a call that raised left the world exactly as it was; the world's
/// invariants hold (``World/invariantViolations()``); and every controller's
/// appearance callbacks form a legal walk of the state machine of rule 2.1,
/// ending in the state the world reports.
///
/// After every `runUntilIdle` (the program ends with one) that leaves the
/// run loop idle, every controller whose appearance only UIKit drove (see
/// ``HandDriven``) is settled: *appeared* exactly when its view is in a
/// visible window (rules 2.2, 2.3).
struct ProgramChecker {
  let profile: Profile
  /// The lineage of the world the program's cast was made in: each run's
  /// world is made with it, so that the cast's identities are its own.
  let lineage: WorldLineage
  /// How deep handlers may cause handlers, as in a scenario.
  static let maximumHandlerDepth = 64

  /// What a checked run did.
  struct Outcome {
    var failure: String?
    var operations = 0
    var callbacks = 0
    var raised = 0
    /// Controllers found settled when the program's run loop went idle.
    var settled = 0
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

  /// The controllers whose appearance the program drove by hand, where
  /// rules 2.3–2.5 let it differ from the window's: the targets of explicit
  /// transitions, of `transition(from:to:)` and of direct appearance calls,
  /// the children of a container that ever stopped forwarding, an
  /// interactive pop's navigation controller, a controller both presented or
  /// a window's root and a child (two owners move its view, and no rule says
  /// which wins), one UIKit warned about (W1: its callbacks left the
  /// balanced walk), a controller whose appearance callback ran a handler
  /// (one that moves its view during the will-phase of a window move leaves
  /// it *appearing*: the move's dids go to the views still moving, rule 2.3),
  /// a controller whose transition was open while a
  /// call moved views or changed a window (forwarding skips it, and nothing
  /// tells it later: revision 2 of rule 2.2), a presented controller whose
  /// presentation had not ended then, a controller whose view sat outside
  /// its parent's view, or with no parent outside a window's view (revision
  /// 3 of rule 2.3: moves ask only some controllers), and every controller
  /// that was below one of these after a call.
  private struct HandDriven {
    var controllers: Set<ControllerID> = []
    var stoppedForwarding: Set<ControllerID> = []
    /// Each controller's parent after the last call checked.
    var lastParents: [ControllerID: ControllerID] = [:]
    /// Whether the call being checked, or a handler inside it, moved a view
    /// or changed a window.
    var movedViewsOrWindows = false

    mutating func note(_ call: Call) {
      switch call {
      case .beginAppearanceTransition(let controller, _, _),
        .endAppearanceTransition(let controller),
        .beginInteractivePop(let controller):
        controllers.insert(controller)
      case .directCall(let method, let controller) where method.isAppearanceCallback:
        controllers.insert(controller)
      case .transition(_, let from, let to, _, _):
        controllers.insert(from)
        controllers.insert(to)
      case .setForwardsAppearance(let controller, false):
        stoppedForwarding.insert(controller)
      case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .addSubview,
        .removeFromSuperview:
        movedViewsOrWindows = true
      default:
        // Every other call leaves appearance to UIKit.
        break
      }
    }

    /// Marks the controllers that the call just checked made hand-driven,
    /// and every controller below a hand-driven one or a container that
    /// stopped forwarding.
    mutating func spread(in world: World) {
      if movedViewsOrWindows {
        controllers.formUnion(world.controllerIDs.filter(world.hasOpenAppearanceTransition))
        // A presentation that has not started yet (rule 5.3, `ios17`) starts
        // at the turn end whatever the window became meanwhile.
        if !world.isIdle {
          controllers.formUnion(
            world.controllerIDs.filter { world.presentingViewController(of: $0) != nil })
        }
        movedViewsOrWindows = false
      }
      // Revision 3 of rule 2.3: a move asks only its root, parentless
      // controllers and children whose parent's view is in the window, and
      // nobody inside a container that forwards by hand. A controller whose
      // view sits elsewhere than its parent's view (or, with no parent, a
      // window's) may keep a state its window no longer matches.
      let windowViews = Set(world.windowIDs.map { world.windows[$0.index].view })
      // A controller taken straight from one parent to another (UIKit's
      // containers take a child from its old parent silently) leaves its old
      // container's view asking nobody.
      // And a controller a UIKit container dropped in mid-change (appearing
      // or disappearing) while the container had not appeared keeps that
      // state: such changes make no appearance callbacks (rule 5.1).
      for controller in world.controllerIDs {
        let parent = world.parent(of: controller)
        if let old = lastParents[controller], let parent, old != parent {
          controllers.insert(controller)
        }
        if let old = lastParents[controller], parent == nil,
          world.kind(of: old) != .viewController,
          world.appearance(of: controller) == .appearing
            || world.appearance(of: controller) == .disappearing
        {
          controllers.insert(controller)
        }
        lastParents[controller] = parent
      }
      for controller in world.controllerIDs {
        guard let view = world.view(of: controller) else { continue }
        let superview = world.superview(of: view)
        if let parent = world.parent(of: controller) {
          switch world.kind(of: parent) {
          case .viewController:
            // Removed from its parent's view, it is asked; elsewhere, maybe not.
            if let superview, world.view(of: parent) != superview {
              controllers.insert(controller)
            }
          case .navigationController, .tabBarController, .pageViewController:
            // UIKit's containers place their children's views; a view the
            // program moved out of theirs asks nobody.
            guard let parentView = world.view(of: parent), let superview,
              world.isView(superview, inside: parentView)
            else {
              controllers.insert(controller)
              break
            }
          }
        } else if let superview, !windowViews.contains(superview) {
          controllers.insert(controller)
        }
      }
      let roots = Set(world.windowIDs.compactMap(world.rootViewController(of:)))
      for controller in world.controllerIDs
      where world.parent(of: controller) != nil
        && (world.presentingViewController(of: controller) != nil || roots.contains(controller))
      {
        controllers.insert(controller)
      }
      for controller in world.controllerIDs where !controllers.contains(controller) {
        var ancestor = world.parent(of: controller)
        var steps = 0
        while let current = ancestor, steps < world.controllerIDs.count {
          if controllers.contains(current) || stoppedForwarding.contains(current) {
            controllers.insert(controller)
            break
          }
          ancestor = world.parent(of: current)
          steps += 1
        }
      }
    }
  }

  func check(_ program: RandomProgram) -> Outcome {
    run(program)
  }

  /// The first controller UIKit alone drives that is not settled to its
  /// window, if any; `checked` counts the controllers looked at.
  private func unsettled(
    in world: World, handDriven: HandDriven, checked: inout Int
  ) -> String? {
    for controller in world.controllerIDs where !handDriven.controllers.contains(controller) {
      let visible = world.view(of: controller).map(world.isInVisibleWindow) ?? false
      let expected: AppearanceState = visible ? .appeared : .disappeared
      guard world.appearance(of: controller) == expected else {
        return "\(controller) is \(world.appearance(of: controller)) when idle, but its view is "
          + (visible ? "in a visible window" : "in no visible window")
      }
      checked += 1
    }
    return nil
  }

  /// Runs the program and then `runUntilIdle`, checking after every call,
  /// and after every `runUntilIdle` that the controllers are settled.
  private func run(_ program: RandomProgram) -> Outcome {
    // Half the programs run with layout tracked (rule 4.7), as `--layout` does.
    let tracksLayout = program.calls.count % 2 == 1
    var (world, _) = RandomProgram.Cast.world(
      profile: profile, tracksLayout: tracksLayout, lineage: lineage)
    let mode = tracksLayout ? "[--layout] " : ""
    var rules: [Key: Call] = [:]
    for rule in program.handlers {
      rules[Key(controller: rule.controller, callback: rule.callback)] = rule.call
    }
    var walks: [ControllerID: Walk] = [:]
    var outcome = Outcome()
    var handDriven = HandDriven()
    for (position, call) in (program.calls + [.runUntilIdle]).enumerated() {
      let before = world
      var events: [Event] = []
      outcome.operations += 1
      do {
        try perform(
          call, depth: 0, on: &world, rules: rules, events: &events, handDriven: &handDriven)
      } catch {
        outcome.raised += 1
        if world != before {
          outcome.failure =
            mode
            + "call \(position + 1) (\(call.scenarioText)) raised \(error) and changed the world"
          return outcome
        }
        continue
      }
      for case .warning(.unbalancedAppearanceTransition(let controller)) in events {
        handDriven.controllers.insert(controller)
      }
      for callback in events.compactMap(\.callback) where !callback.isDirectCall {
        outcome.callbacks += 1
        if let problem = step(&walks[callback.controller, default: Walk()], callback) {
          outcome.failure = mode + "call \(position + 1) (\(call.scenarioText)): \(problem)"
          return outcome
        }
      }
      let violations = world.invariantViolations()
      if !violations.isEmpty {
        outcome.failure =
          mode + "after call \(position + 1) (\(call.scenarioText)): \(violations)"
        return outcome
      }
      for controller in world.controllerIDs
      where walks[controller, default: Walk()].state != world.appearance(of: controller) {
        outcome.failure =
          "after call \(position + 1) (\(call.scenarioText)): \(controller)'s callbacks end in "
          + "\(walks[controller, default: Walk()].state), the world says \(world.appearance(of: controller))"
        return outcome
      }
      handDriven.spread(in: world)
      if case .runUntilIdle = call, world.isIdle,
        let problem = unsettled(in: world, handDriven: handDriven, checked: &outcome.settled)
      {
        outcome.failure = "after call \(position + 1) (\(call.scenarioText)): \(problem)"
        return outcome
      }
    }
    return outcome
  }

  private func perform(
    _ call: Call, depth: Int, on world: inout World, rules: [Key: Call], events: inout [Event],
    handDriven: inout HandDriven
  ) throws {
    handDriven.note(call)
    try world.apply(call) { event, world in
      try respond(
        to: event, depth: depth, on: &world, rules: rules, events: &events,
        handDriven: &handDriven)
    }
  }

  /// A call made by a handler, `depth` handlers deep.
  private func perform(
    _ call: Call, depth: Int, on world: inout WorldInCall, rules: [Key: Call],
    events: inout [Event], handDriven: inout HandDriven
  ) throws {
    guard depth <= Self.maximumHandlerDepth else { throw TooDeep() }
    handDriven.note(call)
    try world.apply(call) { event, world in
      try respond(
        to: event, depth: depth, on: &world, rules: rules, events: &events,
        handDriven: &handDriven)
    }
  }

  /// Records `event` and runs the rule's handler for it, if any.
  private func respond(
    to event: Event, depth: Int, on world: inout WorldInCall, rules: [Key: Call],
    events: inout [Event], handDriven: inout HandDriven
  ) throws {
    events.append(event)
    guard case .callback(let callback) = event,
      let next = rules[Key(controller: callback.controller, callback: callback.method.name)]
    else { return }
    if callback.method.isAppearanceCallback {
      handDriven.controllers.insert(callback.controller)
    }
    try perform(
      next, depth: depth + 1, on: &world, rules: rules, events: &events,
      handDriven: &handDriven)
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
      .didRotate, .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      .viewWillLayoutSubviews, .viewDidLayoutSubviews:
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

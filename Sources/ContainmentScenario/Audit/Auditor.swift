import Containment

/// The judge behind ``Audit``: it watches the calls a container makes and the
/// events they yield, and keeps what it must check later.
///
/// Some mistakes show when a call starts (a direct `loadView()`, a
/// `removeFromParent()` without `willMove(toParent: nil)`); others only when
/// time has passed (no `didMove(toParent:)` by the end of the turn). The
/// latter are checked at *settling points*: before each top-level statement
/// once a run-loop turn has ended since the mistake could first be seen, and
/// at the end of the run. Each check costs what it concerns, never the whole
/// world.
struct Auditor {
  private(set) var findings: [Finding] = []
  private var reported: Set<Reported> = []

  /// Children added by `addChild` that have not had `didMove(toParent:)` (A1).
  private var awaitingDidMove: [ControllerID: Pending] = [:]
  /// Controllers told `willMove(toParent: nil)` since they were last added (A2).
  private var toldLeaving: Set<ControllerID> = []
  /// Controllers `removeFromParent()` removed, which already got
  /// `didMove(toParent: nil)` (A16).
  private var removed: Set<ControllerID> = []
  /// Controllers that got `didMove(toParent:)` for their current parent,
  /// from the container or from UIKit's own containers (A16).
  private var movedIn: Set<ControllerID> = []
  /// Controller views put into another controller's view, not yet its child (A3, A4).
  private var viewsAwaitingContainment: [ControllerID: Pending] = [:]
  /// Open `beginAppearanceTransition` calls, by the line of the begin (A9, A11).
  private var openBegins: [ControllerID: Int] = [:]
  /// Transitions that replaced a child, to check once they end (A12).
  private var replacements: [Replacement] = []
  /// Containers that switched appearance forwarding off, by the line (A11).
  private var manualForwarders: [ControllerID: Int] = [:]
  /// The turn at which the settling checks last ran: promises fall due only
  /// when a turn ends, so between turns there is nothing to check.
  private var settledAtTurn = -1
  /// Controllers told `willMove(toParent: nil)` by the container, with the
  /// line and the turn, until they leave their parent (A24).
  private var leaving: [ControllerID: Pending] = [:]
  /// The appearance callbacks seen so far, for A21 and A22.
  private var pairing = AppearancePairingJudge()

  // MARK: Calls

  /// Judges a call the user wrote against the world it starts from.
  mutating func callStarts(_ call: Call, line: Int, in world: World) {
    switch call {
    case .addChild(let child, let parent):
      addChild(child, to: parent, line: line, in: world)
    case .removeFromParent(let child):
      removeFromParent(child, line: line, in: world)
    case .directCall(let method, let controller):
      directCall(method, on: controller, line: line, in: world)
    case .addSubview(let view, let superview):
      addSubview(view, to: superview, line: line, in: world)
    case .transition(let parent, let from, let to, _, _):
      transition(in: parent, from: from, to: to, line: line, in: world)
    case .beginAppearanceTransition(let controller, let isAppearing, _):
      checkManualForwarding(
        of: controller, call: "beginAppearanceTransition", line: line, in: world)
      checkBegin(of: controller, isAppearing: isAppearing, line: line, in: world)
      openBegins[controller] = line
    case .endAppearanceTransition(let controller):
      checkManualForwarding(of: controller, call: "endAppearanceTransition", line: line, in: world)
      openBegins[controller] = nil
    case .setForwardsAppearance(let controller, let forwards):
      manualForwarders[controller] = forwards ? nil : line
    case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .removeFromSuperview,
      .setViewHidden, .loadViewIfNeeded, .setForwardsRotation, .pushViewController,
      .popViewController, .popToRootViewController, .popToViewController, .setViewControllers,
      .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .setSelectedIndex,
      .setSelectedViewController, .tapTab, .setModalPresentationStyle, .present, .dismiss,
      .rotate, .didReceiveMemoryWarning, .endTurn, .run, .runUntilIdle, .mainQueueAsync,
      .mainQueueAsyncAfter, .beginViewAnimations, .commitViewAnimations, .disableViewAnimations,
      .enableViewAnimations, .callerBlock, .setNeedsLayout, .layoutIfNeeded:
      // UIKit's own containers, windows, time and the system: their mistakes
      // are UIKit's warnings and exceptions, judged from the events.
      break
    }
  }

  /// `parent.addChild(child)`: A3 now; A1 from now on.
  private mutating func addChild(
    _ child: ControllerID, to parent: ControllerID, line: Int, in world: World
  ) {
    // Adding a child twice does nothing in UIKit (rule 1.1): no new promise.
    guard world.parent(of: child) != parent else { return }
    if let view = world.view(of: child), let parentView = world.view(of: parent),
      world.superview(of: view) != nil, world.isView(view, inside: parentView)
    {
      report(
        .viewAddedBeforeAddChild, line: viewsAwaitingContainment[child]?.line ?? line,
        child,
        "\(child.name).view was put into \(parent.name)'s view before \(parent.name).addChild(\(child.name))"
      )
    }
    viewsAwaitingContainment[child] = nil
    awaitingDidMove[child] = Pending(
      controller: child, other: parent, line: line, turn: world.turnsEnded)
    toldLeaving.remove(child)
    removed.remove(child)
  }

  /// `child.removeFromParent()`: A2.
  private mutating func removeFromParent(_ child: ControllerID, line: Int, in world: World) {
    // Without a parent the call does nothing (rule 1.2).
    guard let parent = world.parent(of: child) else { return }
    if !toldLeaving.contains(child) {
      report(
        .willMoveToNilMissing, line: line, child,
        "\(child.name).removeFromParent() without \(child.name).willMove(toParent: nil) first (parent: \(parent.name))"
      )
    }
    toldLeaving.remove(child)
    awaitingDidMove[child] = nil
    removed.insert(child)
  }

  /// A direct call of a callback method: A7, A8, A13, A15, A16.
  private mutating func directCall(
    _ method: Callback.Method, on controller: ControllerID, line: Int, in world: World
  ) {
    let name = controller.name
    switch method {
    case .willMove(let parent):
      guard let parent else {
        // The container announces a removal, as rule 1.2 asks.
        toldLeaving.insert(controller)
        if let current = world.parent(of: controller), leaving[controller] == nil {
          leaving[controller] = Pending(
            controller: controller, other: current, line: line, turn: world.turnsEnded)
        }
        return
      }
      report(
        .redundantWillMove, line: line, controller,
        "\(name).willMove(toParent: \(parent.name)) called directly; addChild sends it")
    case .didMove(let target):
      didMove(controller, to: target, line: line, in: world)
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear:
      report(.directAppearanceCall, line: line, controller, "\(name).\(method) called directly")
    case .loadView, .viewDidLoad, .willRotate, .willAnimateRotation, .didRotate,
      .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      report(.directLifecycleCall, line: line, controller, "\(name).\(method) called directly")
    }
  }

  /// A direct `didMove(toParent:)`: it keeps A1's promise, or is wrong (A15)
  /// or a second one (A16).
  private mutating func didMove(
    _ controller: ControllerID, to target: ControllerID?, line: Int, in world: World
  ) {
    let name = controller.name
    let parent = world.parent(of: controller)
    guard target == parent else {
      let actual = parent.map { "its parent is \($0.name)" } ?? "it has no parent"
      report(
        .didMoveToWrongParent, line: line, controller,
        "\(name).didMove(toParent: \(target?.name ?? "nil")), but \(actual)")
      return
    }
    if let target {
      awaitingDidMove[controller] = nil
      if movedIn.contains(controller) {
        report(
          .duplicateDidMove, line: line, controller,
          "\(name).didMove(toParent: \(target.name)) again: it already had it for this move")
      }
    } else if removed.contains(controller) {
      report(
        .duplicateDidMove, line: line, controller,
        "\(name).didMove(toParent: nil) after removeFromParent(), which already sent it")
    }
  }

  /// `superview.addSubview(c.view)`: the start of A3 and A4.
  private mutating func addSubview(
    _ view: ViewReference, to superview: ViewReference, line: Int, in world: World
  ) {
    guard case .view(let controller) = view else { return }
    let owner: ControllerID?
    switch superview {
    case .view(let container):
      owner = container
    case .plain(let plain):
      owner = world.nearestOwner(from: plain)
    }
    guard let owner, owner != controller, world.parent(of: controller) != owner else {
      viewsAwaitingContainment[controller] = nil
      return
    }
    viewsAwaitingContainment[controller] = Pending(
      controller: controller, other: owner, line: line, turn: world.turnsEnded)
  }

  /// `parent.transition(from:to:)`: A5, A6, A14 now; A12 after it.
  private mutating func transition(
    in parent: ControllerID, from: ControllerID, to: ControllerID, line: Int, in world: World
  ) {
    // Between non-children UIKit raises E1 (rule 3.1): A19 reports it.
    guard world.parent(of: from) == parent, world.parent(of: to) == parent else { return }
    if world.isTransitionRunning(in: parent) {
      report(
        .overlappingTransition, line: line, to,
        "\(parent.name).transition(from: \(from.name), to: \(to.name)) while another transition of \(parent.name) is running"
      )
    }
    if let view = world.view(of: to), world.superview(of: view) != nil {
      report(
        .toViewAddedBeforeTransition, line: line, to,
        "\(to.name).view is already in a superview when \(parent.name).transition(from: \(from.name), to: \(to.name)) starts"
      )
    }
    let fromIsInside =
      world.view(of: from).flatMap { fromView in
        world.view(of: parent).map { parentView in
          fromView != parentView && world.isView(fromView, inside: parentView)
        }
      } ?? false
    if !fromIsInside {
      report(
        .fromViewNotInParent, line: line, from,
        "\(from.name).view is not in \(parent.name)'s view when \(parent.name).transition(from: \(from.name), to: \(to.name)) starts"
      )
    }
    // A replacement: the container announced that `from` leaves. A tab-style
    // container that keeps every child (seed 003) or a navigation stack that
    // keeps the pushed-over child does not, and is not a leak.
    if toldLeaving.contains(from) {
      replacements.append(Replacement(parent: parent, from: from, line: line))
      leaving[from] = nil  // A12 judges it when the transition ends.
    }
  }

  /// A begin by hand: A20 and A23.
  private mutating func checkBegin(
    of child: ControllerID, isAppearing: Bool, line: Int, in world: World
  ) {
    if world.openAppearanceTransitionDirection(of: child) == isAppearing {
      report(
        .redundantNestedBegin, line: line, child,
        "\(child.name).beginAppearanceTransition(\(isAppearing), …) while its begin in the same direction is still open: the begins nest"
      )
    }
    guard isAppearing, let parent = world.parent(of: child),
      world.appearance(of: parent) == .disappeared,
      !(world.view(of: parent).map(world.isInVisibleWindow) ?? false)
    else { return }
    report(
      .forwardedWhileParentOffScreen, line: line, child,
      "\(child.name) is begun appearing while its parent \(parent.name) is off screen: it will appear again when \(parent.name) does"
    )
  }

  /// Begin or end by hand: A10.
  ///
  /// A controller without a parent is not judged: the calls are how custom
  /// presentations tell a presenter it is covered, which UIKit does not do
  /// for them (rule 5.3).
  private mutating func checkManualForwarding(
    of controller: ControllerID, call: String, line: Int, in world: World
  ) {
    guard let parent = world.parent(of: controller), world.forwardsAppearance(parent) else {
      return
    }
    report(
      .manualForwardingWhileAutomatic, line: line, controller,
      "\(controller.name).\(call) while its parent \(parent.name) forwards appearance automatically"
    )
  }

  // MARK: Events

  /// Judges an event: UIKit's warnings W1, W3 and W4; and notes which
  /// children have been told they moved in (A16).
  mutating func event(_ event: Event, line: Int, in world: World) {
    if case .callback(let callback) = event, !callback.isDirectCall {
      for (rule, message) in pairing.judge(callback, in: world) {
        report(rule, line: line, callback.controller, message)
      }
    }
    if case .callback(let callback) = event {
      switch callback.method {
      case .willMove:
        movedIn.remove(callback.controller)
      case .didMove(let parent):
        if parent == nil {
          movedIn.remove(callback.controller)
        } else {
          movedIn.insert(callback.controller)
        }
      case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .willRotate, .willAnimateRotation, .didRotate,
        .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews:
        // Not part of a move.
        break
      }
    }
    guard case .warning(let warning) = event else { return }
    switch warning {
    case .unbalancedAppearanceTransition(let controller):
      report(
        .unbalancedAppearanceTransition, line: line, controller,
        "UIKit logs \"\(warning)\"")
    case .directAppearanceCall:
      // The direct call itself is A7, reported when it starts.
      break
    case .alreadyPresenting(_, let presenter, _):
      report(.presentWhilePresenting, line: line, presenter, "UIKit logs \"\(warning)\"")
    case .presenterNotInWindow(_, let presenter):
      report(.presentFromDetachedView, line: line, presenter, "UIKit logs \"\(warning)\"")
    }
  }

  // MARK: Settling points

  /// Checks the promises that a turn's end was due to keep.
  ///
  /// - Parameters:
  ///   - world: the world at the settling point.
  ///   - final: the run has ended: every promise is due.
  mutating func settle(_ world: World, final: Bool) {
    let turn = world.turnsEnded
    guard final || turn > settledAtTurn else { return }
    settledAtTurn = turn
    settleDidMoves(world, turn: turn, final: final)
    settleViewsAwaitingContainment(world, turn: turn, final: final)
    settleReplacements(world)
    settleLeavingChildren(world, turn: turn, final: final)
    checkForwarding(in: world)
    if final { settleOpenBegins(world) }
  }

  /// A1: children added that owe `didMove(toParent:)` by the end of their turn.
  private mutating func settleDidMoves(_ world: World, turn: Int, final: Bool) {
    for pending in awaitingDidMove.values.sorted(by: { $0.line < $1.line }) {
      let child = pending.controller
      if !final {
        // A child still moving in (its transition animating, or an open
        // begin the container will end in an animation's completion) owes
        // didMove only by the end of the turn in which that move ends.
        if world.isTransitionRunning(involving: child) || openBegins[child] != nil {
          awaitingDidMove[child]?.turn = turn
          continue
        }
        guard pending.turn < turn else { continue }
      }
      awaitingDidMove[child] = nil
      report(
        .didMoveMissing, line: pending.line, child,
        "\(pending.other.name).addChild(\(child.name)) without \(child.name).didMove(toParent: \(pending.other.name))"
      )
    }
  }

  /// A4: views put into another controller's view, whose controller is
  /// still not its child when the turn ends.
  private mutating func settleViewsAwaitingContainment(_ world: World, turn: Int, final: Bool) {
    for pending in viewsAwaitingContainment.values.sorted(by: { $0.line < $1.line }) {
      let controller = pending.controller
      guard final || pending.turn < turn else { continue }
      viewsAwaitingContainment[controller] = nil
      guard world.parent(of: controller) != pending.other,
        let view = world.view(of: controller), let ownerView = world.view(of: pending.other),
        world.isView(view, inside: ownerView)
      else { continue }
      report(
        .viewWithoutContainment, line: pending.line, controller,
        "\(controller.name).view is in \(pending.other.name)'s view, but \(controller.name) is not its child"
      )
    }
  }

  /// A12: children a transition replaced, still children once it ended.
  private mutating func settleReplacements(_ world: World) {
    var stillRunning: [Replacement] = []
    for replacement in replacements {
      let old = replacement.from
      guard !world.isTransitionRunning(involving: old) else {
        stillRunning.append(replacement)
        continue
      }
      let viewIsInWindow = world.view(of: old).flatMap { world.window(containing: $0) } != nil
      if world.parent(of: old) == replacement.parent, !viewIsInWindow {
        report(
          .childLeftAfterTransition, line: replacement.line, old,
          "\(old.name) is still a child of \(replacement.parent.name) after the transition replaced it, its view in no window"
        )
      }
    }
    replacements = stillRunning
  }

  /// A24: children told `willMove(toParent: nil)`, still children when the
  /// turn ends.
  private mutating func settleLeavingChildren(_ world: World, turn: Int, final: Bool) {
    for pending in leaving.values.sorted(by: { $0.line < $1.line }) {
      let child = pending.controller
      guard world.parent(of: child) == pending.other else {
        leaving[child] = nil  // It left, or went elsewhere.
        continue
      }
      guard final || pending.turn < turn, !world.isTransitionRunning(involving: child) else {
        continue
      }
      leaving[child] = nil
      report(
        .childKeptAfterWillMoveToNil, line: pending.line, child,
        "\(child.name) was told willMove(toParent: nil) but is still a child of \(pending.other.name) when the turn ends"
      )
    }
  }

  /// A9, at the end of the run: begins never ended.
  private mutating func settleOpenBegins(_ world: World) {
    for (controller, line) in openBegins.sorted(by: { $0.value < $1.value })
    where world.hasOpenAppearanceTransition(controller) {
      report(
        .unbalancedAppearanceTransition, line: line, controller,
        "\(controller.name).beginAppearanceTransition is never ended")
    }
  }

  /// A11: containers that forward by hand, settled, and that told none of
  /// the children in their view.
  ///
  /// A container that told one child is not
  /// judged on the others: a pager keeps neighbours loaded off screen on
  /// purpose, and the model has no frames to see that.
  private mutating func checkForwarding(in world: World) {
    let containers = manualForwarders.sorted { ($0.value, $0.key.name) < ($1.value, $1.key.name) }
    for (container, line) in containers {
      let state = world.appearance(of: container)
      guard state == .appeared || state == .disappeared, !world.forwardsAppearance(container),
        let containerView = world.view(of: container)
      else { continue }
      let inView = world.children(of: container).filter { child in
        world.view(of: child).map { world.isView($0, inside: containerView) } ?? false
      }
      let told = inView.contains { child in
        world.appearance(of: child) == state || openBegins[child] != nil
          || world.hasOpenAppearanceTransition(child)
      }
      guard !told else { continue }
      let missing =
        state == .appeared ? "viewWillAppear/viewDidAppear" : "viewWillDisappear/viewDidDisappear"
      for child in inView {
        report(
          .childNotForwarded, line: line, child,
          "\(container.name) forwards appearance by hand and is \(state), but its child \(child.name) is \(world.appearance(of: child)): it never got \(missing)"
        )
      }
    }
  }

  /// A19: the run stopped on an exception.
  mutating func raised(_ failure: ScenarioRun.Failure) {
    findings.append(
      Finding(rule: .raisesException, line: failure.line, controller: "", message: failure.message))
  }

  private mutating func report(
    _ rule: AuditRule, line: Int, _ controller: ControllerID, _ message: String
  ) {
    guard reported.insert(Reported(rule: rule, line: line, controller: controller)).inserted
    else { return }
    // What the model infers rather than knows is said in the finding.
    let text = rule.inference.map { message + " (\($0))" } ?? message
    findings.append(Finding(rule: rule, line: line, controller: controller.name, message: text))
  }
}

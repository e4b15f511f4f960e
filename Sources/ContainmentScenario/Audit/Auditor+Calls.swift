import Containment

/// The audit's judgement of each call the user wrote, against the world
/// it starts from.
extension Auditor {
  /// Judges a call the user wrote against the world it starts from.
  mutating func callStarts(_ call: Call, line: Int, in world: World) {
    endingByHand = nil
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
      if world.openAppearanceTransitionDirection(of: controller) == nil {
        // `.some`: a child with no parent keeps an entry too, holding nil.
        beginPhases[controller] = .some(world.parent(of: controller).map(world.appearance(of:)))
      }
      openBegins[controller] = line
    case .endAppearanceTransition(let controller):
      checkManualForwarding(of: controller, call: "endAppearanceTransition", line: line, in: world)
      openBegins[controller] = nil
      endingByHand = controller
    case .setForwardsAppearance(let controller, let forwards):
      manualForwarders[controller] = forwards ? nil : line
    case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .removeFromSuperview,
      .setViewHidden, .loadViewIfNeeded, .setForwardsRotation, .pushViewController,
      .popViewController, .popToRootViewController, .popToViewController, .setViewControllers,
      .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .setSelectedIndex,
      .setSelectedViewController, .tapTab, .setModalPresentationStyle, .present, .dismiss,
      .animateAlongsideTransition, .rotate, .didReceiveMemoryWarning, .scene, .sheet, .setPages,
      .pageView, .endTurn, .run,
      .runUntilIdle,
      .mainQueueAsync,
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
    // Adding a controller to itself raises (E4, A19): its view is its own,
    // not put into another's.
    guard world.parent(of: child) != parent, child != parent else { return }
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
    let state = world.appearance(of: child)
    if !world.forwardsAppearance(parent), state == .appeared || state == .appearing,
      world.openAppearanceTransitionDirection(of: child) != false
    {
      removedWhileShowing[child] = Pending(
        controller: child, other: parent, line: line, turn: world.turnsEnded)
    }
    toldLeaving.remove(child)
    awaitingDidMove[child] = nil
    // The removal keeps the promise of willMove(toParent: nil): a child
    // added back later, even in the same turn, is a new move (A24).
    leaving[child] = nil
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
    pairing.transitionStarts(from: from, to: to, in: world)
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

  /// A begin by hand: A20, A23 and A26.
  private mutating func checkBegin(
    of child: ControllerID, isAppearing: Bool, line: Int, in world: World
  ) {
    let open = world.openAppearanceTransitionDirection(of: child)
    // The same change forwarded twice: the parent is where it was at the
    // open begin. A begin for another change of the parent (its window
    // hidden while the child's own swap runs) nests too, but balanced, as
    // rule 2.4 allows; A9 and A11 judge its ends.
    let parentPhase = world.parent(of: child).map(world.appearance(of:))
    if open == isAppearing, beginPhases[child] == .some(parentPhase) {
      report(
        .redundantNestedBegin, line: line, child,
        "\(child.name).beginAppearanceTransition(\(isAppearing), …) while its begin in the same direction is still open: the begins nest"
      )
    }
    // Reached: appeared (for true) or disappeared after having appeared
    // (for false), by the trace and by the model, with nothing open.
    let reached = isAppearing ? AppearanceState.appeared : .disappeared
    let lags = lagsItsParent.remove(child) != nil
    if !lags, !pairing.parentWillWasResent(child, in: world), open == nil,
      world.appearance(of: child) == reached,
      pairing.lastSettled(child) == isAppearing
    {
      let state = isAppearing ? "appeared" : "disappeared"
      report(
        .appearanceBegunInTheDirectionReached, line: line, child,
        "\(child.name).beginAppearanceTransition(\(isAppearing), …) while it has \(state) already: it gets \(isAppearing ? "viewWillAppear/viewDidAppear" : "viewWillDisappear/viewDidDisappear") again"
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
    guard let parent = world.parent(of: controller) else { return }
    if world.kind(of: parent) == .pageViewController {
      report(
        .pageForwardedByHand, line: line, controller,
        "\(controller.name).\(call) on a page of \(parent.name), which forwards its pages' appearance itself"
      )
      return
    }
    guard world.forwardsAppearance(parent) else { return }
    report(
      .manualForwardingWhileAutomatic, line: line, controller,
      "\(controller.name).\(call) while its parent \(parent.name) forwards appearance automatically"
    )
  }
}

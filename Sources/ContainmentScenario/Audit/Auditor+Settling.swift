import Containment

/// The audit's settling points: the promises a turn's end was due to keep.
extension Auditor {
  /// Checks the promises that a turn's end was due to keep.
  ///
  /// - Parameters:
  ///   - world: the world at the settling point.
  ///   - final: the run has ended: every promise is due.
  ///   - gestureHeld: a user's gesture holds the container's work (a
  ///     paused animator a pasted class keeps for its gesture): its end
  ///     may still keep the promises, so none is judged, even at the end.
  ///
  /// A promise is judged missing only when nothing pending can still keep
  /// it: while an animation, a timer, a deferred start or a main-queue block
  /// is to come, or a gesture holds the work, the app's code may still run
  /// and keep it (a removal finished in an animation's completion turns
  /// later), so the promises wait, to the end of the run if need be. They
  /// keep the line where they were made.
  mutating func settle(_ world: World, final: Bool, gestureHeld: Bool = false) {
    guard !gestureHeld else { return }
    let turn = world.turnsEnded
    guard final || turn > settledAtTurn else { return }
    guard final || !world.hasScheduledWork else { return }
    settledAtTurn = turn
    settleDidMoves(world, turn: turn, final: final)
    settleViewsAwaitingContainment(world, turn: turn, final: final)
    settleReplacements(world)
    settleLeavingChildren(world, turn: turn, final: final)
    settleRemovedWhileShowing(world, turn: turn, final: final)
    checkForwarding(in: world)
    if final { settleOpenBegins(world) }
  }

  /// A1: children added that owe `didMove(toParent:)` by the end of their turn.
  private mutating func settleDidMoves(_ world: World, turn: Int, final: Bool) {
    for pending in awaitingDidMove.values.sorted(by: Pending.isReportedBefore) {
      let child = pending.controller
      if !final {
        // A child still moving in (its transition animating, or an open
        // begin the container will end in an animation's completion) owes
        // didMove only by the end of the turn in which that move ends. A
        // child added before its parent's view exists (in the parent's
        // initializer) cannot have its view put in place yet: the
        // container sends didMove once it can, when its view loads
        // (`viewDidLoad`), so it owes it by the end of the turn the view
        // loads in, or of the run.
        if world.isTransitionRunning(involving: child) || openBegins[child] != nil
          || !world.isViewLoaded(pending.other)
        {
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
    for pending in viewsAwaitingContainment.values.sorted(by: Pending.isReportedBefore) {
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
    for pending in leaving.values.sorted(by: Pending.isReportedBefore) {
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

  /// A25: children removed on screen from a container that forwards by
  /// hand, still on screen by their state with no parent and nothing open
  /// once nothing pending can tell them they disappeared.
  private mutating func settleRemovedWhileShowing(_ world: World, turn: Int, final: Bool) {
    for pending in removedWhileShowing.values.sorted(by: Pending.isReportedBefore) {
      let child = pending.controller
      guard final || pending.turn < turn else { continue }
      removedWhileShowing[child] = nil
      let state = world.appearance(of: child)
      guard world.parent(of: child) == nil, state == .appeared || state == .appearing,
        world.openAppearanceTransitionDirection(of: child) == nil
      else { continue }
      report(
        .visibleChildRemovedWithoutDisappearing, line: pending.line, child,
        "\(child.name) was removed from \(pending.other.name), which forwards appearance by hand, while on screen, and never told it disappears: it stays \(state)"
      )
    }
  }

  /// Whether `view`, or a view between it and `ancestor`, is hidden: walked
  /// up the superviews, without recursion.
  private static func isHidden(_ view: ViewID, below ancestor: ViewID, in world: World) -> Bool {
    var current: ViewID? = view
    while let next = current, next != ancestor {
      if world.isHidden(next) { return true }
      current = world.superview(of: next)
    }
    return false
  }

  /// A9, at the end of the run: begins never ended.
  private mutating func settleOpenBegins(_ world: World) {
    for (controller, line) in openBegins.sorted(by: {
      ($0.value, $0.key.index) < ($1.value, $1.key.index)
    })
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
  /// purpose, and the model has no frames to see that. A child whose view
  /// is hidden (or inside a hidden view of the container's) is not judged
  /// either: a drawer that keeps its closed menu hidden and disappeared
  /// forwards as it means to.
  private mutating func checkForwarding(in world: World) {
    let containers = manualForwarders.sorted { ($0.value, $0.key.index) < ($1.value, $1.key.index) }
    for (container, line) in containers {
      let state = world.appearance(of: container)
      guard state == .appeared || state == .disappeared, !world.forwardsAppearance(container),
        let containerView = world.view(of: container)
      else { continue }
      let inView = world.children(of: container).filter { child in
        guard let view = world.view(of: child), world.isView(view, inside: containerView) else {
          return false
        }
        return !Self.isHidden(view, below: containerView, in: world)
      }
      // A child whose forwarded end UIKit refused lags its parent by
      // UIKit's doing: the container did tell it.
      let told = inView.contains { child in
        world.appearance(of: child) == state || openBegins[child] != nil
          || world.hasOpenAppearanceTransition(child) || lagsItsParent.contains(child)
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
}

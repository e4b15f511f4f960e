extension World {
  /// Executes one of the appearance steps.
  @inline(__always)
  mutating func execute(_ step: consuming AppearanceStep) -> Event? {
    switch consume step {
    case .apply(let change, let controller, let animated, let cause):
      return apply(change, toControllerAt: controller, animated: animated, cause: cause)
    case .forward(let change, let controller, let animated, let cause):
      forward(change, fromControllerAt: controller, animated: animated, cause: cause)
      return nil
    case .viewIsAppearingInLayoutOrder(let order, let next):
      let controller = order[next]
      if next + 1 < order.count {
        schedule(.appearance(.viewIsAppearingInLayoutOrder(consume order, next: next + 1)))
      }
      return layoutPassViewIsAppearing(controllerID(at: controller))
    case .beginTransition(let controller, let isAppearing, let animated, let cause):
      beginTransition(controller, isAppearing: isAppearing, animated: animated, cause: cause)
      return nil
    case .endTransition(let controller, let cause):
      return endTransition(controller, cause: cause)
    }
  }

  /// One guarded appearance change (rule 2.1), with `viewIsAppearing` before
  /// `viewDidAppear` (rule 4.3) and forwarding after the callback (rule 2.2):
  /// the controller's appearance machine decides
  /// (``ControllerAppearance/receive(_:animated:viewIsLoaded:sendsViewIsAppearing:)``),
  /// and this turns its answer into steps.
  mutating func apply(
    _ change: AppearanceChange, toControllerAt slot: ControllerSlot, animated: Bool,
    cause: Callback.Cause = .uikit
  ) -> Event? {
    let viewIsLoaded = controllers[slot].viewLink != .none
    let sendsViewIsAppearing = profile.sendsViewIsAppearing
    let answer = updatingViewIsAppearingIndex(ofControllerAt: slot) { appearances in
      appearances.receive(
        change, animated: animated, at: slot, viewIsLoaded: viewIsLoaded,
        sendsViewIsAppearing: sendsViewIsAppearing)
    }
    switch answer {
    case .suppressed:
      // Already where the change leads.
      return nil
    case .loadViewFirst:
      schedule(
        .containment(.loadView(controllerID(at: slot))),
        .appearance(.apply(change, ofControllerAt: slot, animated: animated, cause: cause)))
      return nil
    case .viewIsAppearingFirst:
      schedule(.appearance(.apply(change, ofControllerAt: slot, animated: animated, cause: cause)))
      return deliverAppearance(.viewIsAppearing(animated), to: controllerID(at: slot), cause: cause)
    case .deliver(let movement, let releasesHeldDidMove):
      return deliver(
        change, toControllerAt: slot, animated: animated, cause: cause, movement: movement,
        releasesHeldDidMove: releasesHeldDidMove)
    }
  }

  /// The callback of a change the controller's machine let through: the
  /// presentation flag it ends, the held `didMove(toParent:)` it releases,
  /// the forwarding to the children, then the callback itself.
  private mutating func deliver(
    _ change: AppearanceChange, toControllerAt slot: ControllerSlot, animated: Bool,
    cause: Callback.Cause, movement: MovementFlags, releasesHeldDidMove: Bool
  ) -> Event {
    // The callback reads the presentation flags before the did ends them.
    let context = context(ofControllerAt: slot, movement: movement)
    switch change {
    case .didAppear:
      // isBeingPresented lasts until the presented controller's did (rule 2.7).
      controllers.setBeingPresented(false, at: slot)
    case .didDisappear:
      controllers.setBeingDismissed(false, at: slot)
    case .willAppear, .willDisappear:
      break
    }
    // A held didMove(toParent: nav) comes right after this did and the
    // callbacks it forwards to the subtree (rule 5.1, revision 3): planned
    // beneath the forwarding.
    if releasesHeldDidMove { scheduleHeldDidMove(ofControllerAt: slot) }
    let controller = controllerID(at: slot)
    if controllers[slot].forwardsAppearance {
      schedule(
        .appearance(.forward(change, fromControllerAt: slot, animated: animated, cause: cause)))
    } else if controllers[slot].kind == .pageViewController {
      // A page view controller forwards by hand, after its own callback (rule 5.4; dec).
      schedule(.pageView(.forward(change, animated: animated, of: controller)))
    }
    return .callback(
      Callback(
        delivering: change.method(animated: animated), to: controller, context: context,
        cause: cause))
  }

  /// Schedules the `didMove(toParent:)` the controller held for its
  /// navigation controller, if it is still its child (rule 5.1).
  private mutating func scheduleHeldDidMove(ofControllerAt slot: ControllerSlot) {
    guard let parent = controllers[slot].parentLink.slot else { return }
    schedule(
      .containment(
        .deliver(
          .didMove(toParent: controllerID(at: parent)), to: controllerID(at: slot),
          direct: false))
    )
  }

  /// The callback event of an appearance method, with the current context.
  private func deliverAppearance(
    _ method: Callback.Method, to controller: ControllerID, cause: Callback.Cause = .uikit
  ) -> Event {
    .callback(
      Callback(delivering: method, to: controller, context: context(of: controller), cause: cause))
  }

  /// Forwards a change to the children (rule 2.2; grade obs + dec).
  ///
  /// The same change, with the same `animated`, goes to each child whose view
  /// is inside the controller's view, in `children` order. Enumerated now,
  /// after the controller's own callback and its handler ran: a child the
  /// handler added is included, one it removed is not. A child with an open
  /// explicit transition is skipped with its subtree, since that transition
  /// owns its callbacks (revision 2; grade inf, consistent with rules 2.3, 2.4).
  ///
  /// A navigation controller's `viewDidDisappear` also ends the disappearance
  /// of every child still *disappearing*, wherever its view is (dec: iOS 26.1
  /// `UINavigationController viewDidDisappear:`), so a top whose view the
  /// stack change took out before the did is not left half-way.
  mutating func forward(
    _ change: AppearanceChange, fromControllerAt parent: ControllerSlot, animated: Bool,
    cause: Callback.Cause = .uikit
  ) {
    guard let parentView = controllers[parent].viewLink.slot else { return }
    let endsEveryDisappearance =
      change == .didDisappear && controllers[parent].kind == .navigationController
    // The children are read through their links, and the reached ones planned
    // straight onto the work stack: no array per forwarding step.
    let mark = openSchedule()
    var next = controllers[parent].firstChildLink.slot
    while let child = next {
      next = controllers[child].nextSiblingLink.slot
      let isInView =
        controllers[child].viewLink.slot.map {
          $0 != parentView && isView(at: $0, insideViewAt: parentView)
        } ?? false
      let isLeftDisappearing =
        endsEveryDisappearance && appearances[child].state == .disappearing
      let transition = controllers[child].explicitTransition
      switch change {
      case .willAppear, .willDisappear:
        // A child that a transition of UIKit's own containers has is left to
        // it, and marked: the parent's did then skips it too, even once that
        // transition has ended (rule 4.8, revision 3.1, grade inf: a window
        // move sends the controllers inside that transition nothing).
        appearances.setWasSkippedByForwardedWill(
          isInView && transition.isOpen && transition.cause == .uikitContainerTransition,
          at: child)
      case .didAppear, .didDisappear:
        if appearances[child].wasSkippedByForwardedWill {
          appearances.setWasSkippedByForwardedWill(false, at: child)
          continue
        }
      }
      guard !transition.isOpen, isInView || isLeftDisappearing else { continue }
      plan(.appearance(.apply(change, ofControllerAt: child, animated: animated, cause: cause)))
    }
    closeSchedule(from: mark)
  }

  /// `viewIsAppearing` at the layout pass, if the controller still needs it
  /// (rule 4.1 step 1; grade doc + dec): the controller's appearance machine
  /// decides (``ControllerAppearance/layoutPass(sendsViewIsAppearing:)``).
  mutating func layoutPassViewIsAppearing(_ controller: ControllerID) -> Event? {
    let sendsViewIsAppearing = profile.sendsViewIsAppearing
    let answer = updatingViewIsAppearingIndex(ofControllerAt: controller.slot) { appearances in
      appearances.layoutPass(at: controller.slot, sendsViewIsAppearing: sendsViewIsAppearing)
    }
    switch answer {
    case .nothing:
      // Not appearing, or had it already (ios5 and ios7 never owe it).
      return nil
    case .viewIsAppearing(let animated):
      return deliverAppearance(.viewIsAppearing(animated), to: controller)
    }
  }
}

/// The controllers that wait for `viewIsAppearing` at the layout pass
/// (rule 4.1 step 1, rule 4.3; grade doc + dec; ios17), kept as they change
/// instead of found by looking at every controller at every turn end.
///
/// A controller *awaits* `viewIsAppearing` while it is appearing and has not
/// had it in this appearance. Every change of those two facts is an event of
/// the controller's appearance machine (``ControllerAppearance``), asked
/// through `updatingViewIsAppearingIndex`, which keeps a count of the
/// awaiting controllers (so that "is anything pending?" costs O(1)) and appends each
/// controller that starts awaiting to a list of candidates. The layout pass
/// takes the candidates that still await, in the order it delivers them, at
/// a cost proportional to them and to their depth in the view tree.
extension World {
  /// Whether the layout pass owes this controller `viewIsAppearing`.
  func awaitsViewIsAppearing(_ appearance: ControllerAppearance) -> Bool {
    appearance.awaitsViewIsAppearing(sendsViewIsAppearing: profile.sendsViewIsAppearing)
  }

  /// Asks the appearance machine of the controller at `slot` for `event`,
  /// then counts the controller in or out of those awaiting
  /// `viewIsAppearing` if that changed.
  mutating func updatingViewIsAppearingIndex<Answer>(
    ofControllerAt slot: ControllerSlot, _ event: (inout AppearanceTable) -> Answer
  ) -> Answer {
    let awaited = awaitsViewIsAppearing(appearances[slot])
    let answer = event(&appearances)
    let awaits = awaitsViewIsAppearing(appearances[slot])
    switch (awaited, awaits) {
    case (false, true):
      runLoop.addAwaitingViewIsAppearing(controllerAt: slot)
    case (true, false):
      runLoop.removeAwaitingViewIsAppearing()
    case (false, false), (true, true):
      // Nothing the layout pass needs to know changed.
      break
    }
    return answer
  }

  /// The controllers that await `viewIsAppearing`, in the
  /// order the layout pass delivers it: window by window, each window's view
  /// tree front to back in depth-first order (superview before subviews,
  /// subviews back to front); then those in no window, in creation order
  /// (rule 4.1 step 1).
  ///
  /// The candidates that no longer await are dropped from the list.
  /// Slots, not identities, so that a window shown over a million
  /// controllers orders them in arrays of 32-bit values.
  ///
  /// - Complexity: O(k log k + the views on the paths from the k awaiting
  ///   controllers' views up to their windows).
  mutating func controllersAwaitingViewIsAppearing() -> [ControllerSlot] {
    var awaiting: [ControllerSlot] = []
    awaiting.reserveCapacity(runLoop.awaitingViewIsAppearing)
    if runLoop.viewIsAppearingCandidates.count == runLoop.awaitingViewIsAppearing {
      // Each awaiting controller is a candidate: as many candidates means
      // each once, and none stale.
      awaiting.append(contentsOf: runLoop.viewIsAppearingCandidates)
    } else {
      var seen = Set<ControllerSlot>()
      for candidate in runLoop.viewIsAppearingCandidates
      where awaitsViewIsAppearing(appearances[candidate]) && seen.insert(candidate).inserted {
        awaiting.append(candidate)
      }
      runLoop.replaceViewIsAppearingCandidates(with: awaiting)
    }
    // One controller is in order by itself: most turns end with one.
    if awaiting.count <= 1 { return awaiting }
    // When a large part of the world awaits (a window shown over a whole
    // tree), one walk of the windows costs less than the paths.
    return awaiting.count * 4 >= views.count
      ? inLayoutOrderByWalkingTheWindows(awaiting) : inLayoutOrder(awaiting)
  }

  /// The awaiting controllers in layout order, by walking every
  /// window's view tree: O(views), for when most of them await.
  func inLayoutOrderByWalkingTheWindows(_ awaiting: [ControllerSlot]) -> [ControllerSlot] {
    var ordered: [ControllerSlot] = []
    ordered.reserveCapacity(awaiting.count)
    for window in windows {
      for controller in controllerSlotsInSubtree(ofViewAt: window.view.slot)
      where awaitsViewIsAppearing(appearances[controller]) {
        ordered.append(controller)
      }
    }
    ordered.append(
      contentsOf: awaiting.filter { viewInAWindow(ofControllerAt: $0) == nil }.sorted())
    return ordered
  }

  /// The controller's root view, if it is loaded and in a window.
  private func viewInAWindow(ofControllerAt controller: ControllerSlot) -> ViewSlot? {
    guard let view = controllers[controller].viewLink.slot, viewTree.window(ofViewAt: view) != .none
    else { return nil }
    return view
  }

  /// `controllers` (each with a root view or none) ordered as the
  /// layout pass visits them, walking only the paths from their views to
  /// their windows.
  func inLayoutOrder(_ controllers: [ControllerSlot]) -> [ControllerSlot] {
    var outsideWindows: [ControllerSlot] = []
    var ownersInWindows = Set<ViewSlot>()
    var pathsDown: [ViewSlot: [ViewSlot]] = [:]
    var seen = Set<ViewSlot>()
    var windowViews: [ViewSlot] = []
    for controller in controllers {
      guard let view = viewInAWindow(ofControllerAt: controller) else {
        outsideWindows.append(controller)
        continue
      }
      ownersInWindows.insert(view)
      var node = view
      while seen.insert(node).inserted {
        guard let superview = views[node].parentLink.slot else {
          windowViews.append(node)
          break
        }
        pathsDown[superview, default: []].append(node)
        node = superview
      }
    }
    var ordered: [ControllerSlot] = []
    var pending = windowViews.sorted(by: >)
    while let node = pending.popLast() {
      if ownersInWindows.contains(node), let owner = views[node].owner {
        ordered.append(owner)
      }
      guard let below = pathsDown[node] else { continue }
      if below.count == 1 {
        pending += below
      } else {
        let order = below.map { views[$0].siblingOrder }
        pending += below.indices.sorted { order[$0] > order[$1] }.map { below[$0] }
      }
    }
    return ordered + outsideWindows.sorted()
  }
}

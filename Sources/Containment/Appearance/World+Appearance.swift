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

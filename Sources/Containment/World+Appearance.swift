extension World {
  /// One guarded appearance change (RULES 2.1), with `viewIsAppearing` before
  /// `viewDidAppear` (RULES 4.3) and forwarding after the callback (RULES 2.2).
  ///
  /// The guard is UIKit's (grade dec): a callback is suppressed only when the
  /// controller is already in the state it leads to. So `viewWillAppear` is
  /// re-sent to an *appeared* controller by an explicit begin, and a did can
  /// reach a controller that never had its will, as UIKit does when a child
  /// joins a parent in mid-transition (rdar 12322346); the audit flags it.
  mutating func apply(
    _ change: AppearanceChange, to controller: ControllerID, animated: Bool
  ) -> Event? {
    let state = controllers[controller.index]
    guard state.appearance != change.target else { return nil }
    switch change {
    case .willAppear:
      // An appearance transition loads the view first (RULES 1.4; grade dec).
      if state.view == nil {
        schedule([.loadView(controller), .change(change, of: controller, animated: animated)])
        return nil
      }
    case .didAppear:
      // RULES 4.3: an appearance that reaches its did without the layout pass
      // gets viewIsAppearing right before it.
      if profile.sendsViewIsAppearing && !state.hadViewIsAppearing {
        controllers[controller.index].hadViewIsAppearing = true
        schedule(.change(change, of: controller, animated: animated))
        return deliverAppearance(.viewIsAppearing(animated), to: controller)
      }
    case .willDisappear, .didDisappear:
      break
    }

    // Will-callbacks read the flags after the change updates them; dids before.
    switch change {
    case .willAppear, .willDisappear:
      controllers[controller.index].movement.observe(change)
    case .didAppear, .didDisappear:
      break
    }
    let event = deliverAppearance(change.method(animated: animated), to: controller)
    switch change {
    case .didAppear:
      controllers[controller.index].movement.observe(change)
      // isBeingPresented lasts until the presented controller's did (RULES 2.7).
      controllers[controller.index].isBeingPresented = false
    case .didDisappear:
      controllers[controller.index].movement.observe(change)
      controllers[controller.index].isBeingDismissed = false
    case .willAppear, .willDisappear:
      break
    }

    controllers[controller.index].appearance = change.target
    if change == .willAppear {
      controllers[controller.index].hadViewIsAppearing = false
      controllers[controller.index].appearanceAnimated = animated
    }
    if state.forwardsAppearance {
      schedule(.forward(change, from: controller, animated: animated))
    }
    return event
  }

  /// The callback event of an appearance method, with the current context.
  private func deliverAppearance(_ method: Callback.Method, to controller: ControllerID) -> Event {
    .callback(Callback(controller: controller, method: method, context: context(of: controller)))
  }

  /// Forwards a change to the children (RULES 2.2; grade obs + dec).
  ///
  /// The same change, with the same `animated`, goes to each child whose view
  /// is inside the controller's view, in `children` order. Enumerated now, after the controller's own callback and its
  /// handler ran: a child the handler added is included, one it removed is not.
  mutating func forward(_ change: AppearanceChange, from parent: ControllerID, animated: Bool) {
    guard let parentView = controllers[parent.index].view else { return }
    let reached = controllers[parent.index].children.filter { child in
      guard let view = controllers[child.index].view else { return false }
      return view != parentView && isView(view, inside: parentView)
    }
    schedule(reached.map { .change(change, of: $0, animated: animated) })
  }

  /// `viewIsAppearing` at the layout pass, if the controller still needs it
  /// (RULES 4.1 step 1; grade doc + dec).
  mutating func layoutPassViewIsAppearing(_ controller: ControllerID) -> Event? {
    let state = controllers[controller.index]
    guard state.appearance == .appearing, !state.hadViewIsAppearing else { return nil }
    controllers[controller.index].hadViewIsAppearing = true
    return deliverAppearance(.viewIsAppearing(state.appearanceAnimated), to: controller)
  }

  /// `beginAppearanceTransition(_:animated:)` (RULES 2.4; grade doc + dec + obs).
  ///
  /// Opens the controller's explicit transition, replacing any open one: begins
  /// do not nest (observed; Apple's header wording suggests nesting). Then the
  /// will-change, guarded as usual.
  mutating func beginTransition(_ controller: ControllerID, isAppearing: Bool, animated: Bool) {
    let transition = ControllerState.ExplicitTransition(
      isAppearing: isAppearing, animated: animated)
    controllers[controller.index].openTransition = transition
    controllers[controller.index].lastTransition = transition
    schedule(
      .change(isAppearing ? .willAppear : .willDisappear, of: controller, animated: animated))
  }

  /// `endAppearanceTransition()` (RULES 2.4; grade dec + obs).
  ///
  /// With an open transition: close it and complete its last direction. With
  /// none: warning W1, then the did of the last direction is attempted, which
  /// does nothing once the controller has settled.
  mutating func endTransition(_ controller: ControllerID) -> Event? {
    let state = controllers[controller.index]
    if let open = state.openTransition {
      controllers[controller.index].openTransition = nil
      let change: AppearanceChange = open.isAppearing ? .didAppear : .didDisappear
      schedule(.change(change, of: controller, animated: open.animated))
      return nil
    }
    if let last = state.lastTransition, state.appearance.isInTransition {
      let change: AppearanceChange = last.isAppearing ? .didAppear : .didDisappear
      schedule(.change(change, of: controller, animated: last.animated))
    }
    return .warning(.unbalancedAppearanceTransition(controller))
  }
}

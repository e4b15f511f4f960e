/// Identities belong to the world that made them: a ``ControllerID``,
/// ``ViewID`` or ``WindowID`` from another world is refused, not trapped on and
/// not taken for another object (``ModelRefusal/foreignIdentity(_:)``),
/// even when that world made the same objects in the same order: each
/// identity carries its world's ``WorldLineage``, shared by copies only.
extension World {
  /// Whether `controller` was made by this world, by a copy of it or by the
  /// world it is a copy of, and not in a call that was rolled back.
  ///
  /// A world made the same way, to the same names in the same order, makes
  /// identities equal to this world's, which this world still refuses.
  public func contains(_ controller: ControllerID) -> Bool {
    isMadeHere(controller) && !isRetired(controllerAt: controller.slot)
  }

  /// Whether this world made `controller`, retired or not.
  private func isMadeHere(_ controller: ControllerID) -> Bool {
    controller.lineage.isSame(as: lineage.tag) && controllers.contains(controller.slot)
      && controllerNames[controller.index] == controller.name
  }

  /// Whether the controller at `slot` was made in a call that was rolled
  /// back.
  func isRetired(controllerAt slot: ControllerSlot) -> Bool {
    retiredControllerSlots.containsSorted(slot)
  }

  /// Whether the view at `slot` was made in a call that was rolled back.
  func isRetired(viewAt slot: ViewSlot) -> Bool {
    viewTree.retiredViewSlots.containsSorted(slot)
  }

  /// Whether the window at `slot` was made in a call that was rolled back.
  func isRetired(windowAt slot: WindowSlot) -> Bool {
    viewTree.retiredWindowSlots.containsSorted(slot)
  }

  /// The identity of the controller whose record is at `slot`, with its
  /// name from the side table.
  func controllerID(at slot: ControllerSlot) -> ControllerID {
    ControllerID(slot: slot, name: controllerNames[slot.position], lineage: lineage.tag)
  }

  /// Whether `view` was made by this world, by a copy of it or by the world
  /// it is a copy of, and not in a call that was rolled back.
  public func contains(_ view: ViewID) -> Bool {
    isMadeHere(view) && !isRetired(viewAt: view.slot)
  }

  /// Whether this world made `view`, retired or not.
  private func isMadeHere(_ view: ViewID) -> Bool {
    view.lineage.isSame(as: lineage.tag) && views.indices.contains(view.index)
      && viewName(at: view.slot) == view.name
  }

  /// The identity of the view whose record is at `slot`, with its name.
  func viewID(at slot: ViewSlot) -> ViewID {
    ViewID(slot: slot, name: viewName(at: slot), lineage: lineage.tag)
  }

  /// The name of the view at `slot`: `c.view` for a controller's root view,
  /// the window's name for a window's view, and a plain view's own.
  func viewName(at slot: ViewSlot) -> String {
    switch views[slot].kind {
    case .root(let controller):
      return controllerNames[controller.position] + ".view"
    case .window(let window):
      return windows[window].id.name
    case .plain:
      // Plain views are listed by slot: a binary search finds this one.
      let index = viewTree.plainViewNames.firstIndex(keyedBy: \.slot, notBelow: slot)
      guard index < viewTree.plainViewNames.count, viewTree.plainViewNames[index].slot == slot
      else {
        preconditionFailure("plain view \(slot.position) has no name")
      }
      return viewTree.plainViewNames[index].name
    }
  }

  /// Whether `window` was made by this world, by a copy of it or by the
  /// world it is a copy of, and not in a call that was rolled back.
  public func contains(_ window: WindowID) -> Bool {
    isMadeHere(window) && !isRetired(windowAt: window.slot)
  }

  /// Whether this world made `window`, retired or not.
  private func isMadeHere(_ window: WindowID) -> Bool {
    window.lineage.isSame(as: lineage.tag) && windows.indices.contains(window.index)
      && windows[window.slot].id == window
  }

  /// Throws unless every identity the call names is this world's.
  ///
  /// Completion blocks are checked when their calls start.
  ///
  /// The order of the checks, which decides the name an error reports: plain
  /// views, then the window, then the controllers in the order the call
  /// names them, then the controllers whose root views it names. Each
  /// identity is checked where it is found: a call builds no list of them.
  func requireKnownIdentities(of call: Call) throws(CallFailure) {
    switch call {
    case .setRootViewController(let root, let target):
      // The root may be nil: `window.rootViewController = nil`.
      try requireKnown(target)
      if let root { try requireKnown(root) }
    case .makeKeyAndVisible(let target), .setWindowHidden(let target, _),
      .rotate(let target, _, _):
      // Window calls name only the window.
      try requireKnown(target)
    case .addChild(let child, let parent), .pushViewController(let child, let parent, _),
      .popToViewController(let child, let parent, _),
      .setSelectedViewController(let child, let parent),
      .present(let child, let parent, _, _):
      // Two controllers.
      try requireKnown(child)
      try requireKnown(parent)
    case .directCall(let method, let controller):
      // The controller, and the parent a willMove or didMove names.
      try requireKnown(controller)
      switch method {
      case .willMove(let parent), .didMove(let parent):
        if let parent { try requireKnown(parent) }
      case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .willRotate, .willAnimateRotation, .didRotate,
        .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews:
        break  // No identity in the arguments.
      }
    case .removeFromParent(let controller),
      .loadViewIfNeeded(let controller), .setForwardsAppearance(let controller, _),
      .setForwardsRotation(let controller, _), .beginAppearanceTransition(let controller, _, _),
      .endAppearanceTransition(let controller), .popViewController(let controller, _),
      .popToRootViewController(let controller, _), .beginInteractivePop(let controller),
      .finishInteractivePop(let controller), .cancelInteractivePop(let controller),
      .setSelectedIndex(_, let controller), .tapTab(_, let controller),
      .setModalPresentationStyle(_, let controller), .dismiss(let controller, _, _),
      .animateAlongsideTransition(let controller, _):
      // One controller.
      try requireKnown(controller)
    case .transition(let parent, let from, let to, _, _):
      // The parent and both children.
      try requireKnown(parent)
      try requireKnown(from)
      try requireKnown(to)
    case .setViewControllers(let list, let container, _):
      // Every controller of the list, then the container.
      for controller in list { try requireKnown(controller) }
      try requireKnown(container)
    case .addSubview(let view, let superview):
      // Two views: plain views first, then the controllers of root views.
      try requireKnownPlainView(view)
      try requireKnownPlainView(superview)
      try requireKnownOwner(of: view)
      try requireKnownOwner(of: superview)
    case .removeFromSuperview(let view), .setViewHidden(let view, _), .setNeedsLayout(let view),
      .layoutIfNeeded(let view):
      // One view.
      try requireKnownPlainView(view)
      try requireKnownOwner(of: view)
    case .sheet(let call):
      // The controllers it names.
      for controller in call.controllers { try requireKnown(controller) }
    case .pageView(let call):
      // The controllers it names.
      for controller in call.controllers { try requireKnown(controller) }
    case .setPages(let pages, let pageViewController, _, _, _):
      // The pages, then the page view controller.
      for page in pages { try requireKnown(page) }
      try requireKnown(pageViewController)
    case .didReceiveMemoryWarning, .scene, .endTurn, .run, .runUntilIdle, .mainQueueAsync,
      .mainQueueAsyncAfter, .beginViewAnimations, .commitViewAnimations, .disableViewAnimations,
      .enableViewAnimations, .callerBlock:
      // The application, the run loop, UIView's animation state and the
      // caller's own code: no identity (a block's calls are checked when they start).
      break
    }
  }

  private func requireKnown(_ controller: ControllerID) throws(CallFailure) {
    guard contains(controller) else {
      // Made here, in a call that was rolled back, or by another world.
      throw .refusal(
        isMadeHere(controller)
          ? .rolledBackIdentity(controller.name) : .foreignIdentity(controller.name))
    }
  }

  private func requireKnown(_ window: WindowID) throws(CallFailure) {
    guard contains(window) else {
      // Made here, in a call that was rolled back, or by another world.
      throw .refusal(
        isMadeHere(window) ? .rolledBackIdentity(window.name) : .foreignIdentity(window.name))
    }
  }

  /// Checks `reference` if it is a plain view; a root view is checked
  /// through its controller, by ``requireKnownOwner(of:)``.
  private func requireKnownPlainView(_ reference: ViewReference) throws(CallFailure) {
    switch reference {
    case .plain(let view):
      guard contains(view) else {
        // Made here, in a call that was rolled back, or by another world.
        throw .refusal(
          isMadeHere(view) ? .rolledBackIdentity(view.name) : .foreignIdentity(view.name))
      }
    case .view:
      // Checked after every plain view.
      break
    }
  }

  /// Checks the controller of `reference` if it is a root view.
  private func requireKnownOwner(of reference: ViewReference) throws(CallFailure) {
    switch reference {
    case .view(let controller): try requireKnown(controller)
    case .plain:
      // Checked by requireKnownPlainView(_:).
      break
    }
  }

  /// How deep completion blocks may nest in one call: far more than any
  /// container needs (the scenario language stops at 64), few enough that
  /// comparing, hashing and releasing the calls the world keeps stays
  /// shallow.
  public static let maximumCompletionDepth = 1_000

  /// Throws unless the call's completion blocks nest at most
  /// ``maximumCompletionDepth`` deep and every call in them names only
  /// identities of this world.
  ///
  /// Walks the blocks with an explicit stack, and stops at the first call
  /// too deep: the cost is at most the size of the call.
  func requireValidBlocks(of call: Call) throws(CallFailure) {
    guard call.completion != nil else { return }
    var pending: [(call: Call, depth: Int)] = [(call, 0)]
    while let (current, depth) = pending.popLast() {
      guard let completion = current.completion else { continue }
      guard depth < Self.maximumCompletionDepth else {
        throw .refusal(.completionsNestTooDeep(limit: Self.maximumCompletionDepth))
      }
      for inner in completion {
        // The identities of a block's calls are checked with the call that
        // hands the block over: a block naming a controller of another
        // world is refused now, not accepted and left to fail every later
        // turn when it runs.
        try requireKnownIdentities(of: inner)
        pending.append((inner, depth + 1))
      }
    }
  }
}

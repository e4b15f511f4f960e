extension World {
  /// Executes one of the containment steps.
  @inline(__always)
  mutating func execute(_ step: consuming ContainmentStep) throws(CallFailure) -> Event? {
    switch consume step {
    case .deliver(let method, let controller, let direct):
      return deliver(method, to: controller, direct: direct)
    case .loadView(let controller):
      return loadView(controller)
    case .attach(let child, let parent):
      try attach(child, to: parent)
      return nil
    case .detach(let child, let container):
      detach(child, from: container)
      return nil
    case .detachSilently(let child, let container):
      detachSilently(child, from: container)
      return nil
    case .moveChildrenToFront(let container, let order):
      moveChildrenToFront(order, of: container)
      return nil
    case .installContent(let container):
      installContent(container)
      return nil
    }
  }

  /// `parent.addChild(child)` (rule 1.1; grade doc + dec).
  mutating func addChild(_ child: ControllerID, to parent: ControllerID) throws(CallFailure) {
    let mark = openSchedule()
    try planAddChild(child, to: parent)
    closeSchedule(from: mark)
  }

  /// Plans the steps of `parent.addChild(child)` into the run that
  /// ``openSchedule()`` started.
  ///
  /// Validated against the world now: what UIKit's containers run when they
  /// add a child themselves. Plans nothing if it
  /// throws.
  mutating func planAddChild(_ child: ControllerID, to parent: ControllerID)
    throws(CallFailure)
  {
    let oldParent = self.parent(of: child)
    // Already a child of this parent: nothing happens (impl consensus; grade inf).
    if oldParent == parent { return }
    // UIKit does not check for cycles; the model refuses to build one (grade inf).
    if child == parent || isAncestor(child, of: parent) {
      throw .exception(.cycle(child: child, parent: parent))
    }
    if let view = view(of: child) {
      // A window's root whose view is in a window cannot become a child (grade dec).
      if windowRooted(at: child) != nil, window(containing: view) != nil {
        throw .exception(.addingRootViewController(root: child, parent: parent))
      }
      // A parentless controller whose view sits in another controller's content
      // in a window (grade obs + dec).
      if oldParent == nil, let superview = superview(of: view),
        let owner = nearestOwner(from: superview), owner != parent,
        window(containing: view) != nil
      {
        throw .exception(
          .viewInsideAnotherController(child: child, owner: owner, requestedParent: parent))
      }
    }
    if oldParent != nil {
      // Another parent: UIKit removes the child first; its view does not move.
      planRemoval(of: child, from: nil)
    }
    let willMove = Step.containment(.deliver(.willMove(toParent: parent), to: child, direct: false))
    if profile.recordsParentBeforeWillMove {
      // iOS 26.1 appends the child and sets its parent, then sends willMove (dec).
      plan(.containment(.attach(child, to: parent)))
      plan(willMove)
    } else {
      // The documented order: willMove first (doc).
      plan(willMove)
      plan(.containment(.attach(child, to: parent)))
    }
  }

  /// Records `child` as the last child of `parent` (rule 1.1).
  ///
  /// The call was checked when it started, but handlers of the callbacks
  /// since may have changed the tree (a `willMove` handler that adds the
  /// parent to the child): the cycle check runs again here (E4; grade inf,
  /// as UIKit has no such check).
  mutating func attach(_ child: ControllerID, to parent: ControllerID) throws(CallFailure) {
    if child == parent || isAncestor(child, of: parent) {
      throw .exception(.cycle(child: child, parent: parent))
    }
    if let old = self.parent(of: child) {
      // A handler re-parented the child between willMove and here: keep the
      // tree consistent, as the last parent wins.
      if old == parent { return }
      removeFromChildren(child, of: old)
    }
    linkChild(child, to: parent)
    appearances.attached(at: child.slot)
  }

  /// Plans a child's removal as UIKit's containers and `addChild` do it.
  ///
  /// `willMove(toParent: nil)`, then removal and `didMove(toParent: nil)`
  /// (rules 1.1, 1.2; grade doc + dec). With a container, the removal
  /// happens only if the child is still its child then.
  mutating func planRemoval(of child: ControllerID, from container: ControllerID?) {
    plan(.containment(.deliver(.willMove(toParent: nil), to: child, direct: false)))
    plan(.containment(.detach(child, from: container)))
  }

  /// `child.removeFromParent()` (rule 1.2; grade doc + dec).
  ///
  /// With no parent, nothing; otherwise detach, then `didMove(toParent: nil)`
  /// with the parent already cleared. With a container, nothing unless the
  /// child is still that container's (a handler may have moved it since the
  /// step was planned).
  mutating func detach(_ child: ControllerID, from container: ControllerID?) {
    guard let parent = parent(of: child), container == nil || container == parent
    else { return }
    removeFromChildren(child, of: parent)
    appearances.detached(at: child.slot)
    schedule(.containment(.deliver(.didMove(toParent: nil), to: child, direct: false)))
  }

  /// Removes a child with no callback: the replaced top of
  /// `setViewControllers` gets no `willMove`/`didMove` (rule 5.1; grade obs).
  mutating func detachSilently(_ child: ControllerID, from container: ControllerID) {
    guard let parent = parent(of: child), parent == container else { return }
    removeFromChildren(child, of: parent)
    appearances.detached(at: child.slot)
  }

  /// Takes a child out of its parent's list.
  ///
  /// A tab bar controller whose selected child leaves selects nothing until
  /// it is told otherwise.
  private mutating func removeFromChildren(_ child: ControllerID, of parent: ControllerID) {
    unlinkChild(child)
    // A didMove(toParent:) held for this parent (rule 5.1) is never sent
    // once the child has left it.
    appearances.setHoldsDidMove(false, at: child.slot)
    if controllers[parent.slot].selected == child {
      controllers.tabBar(at: parent.slot) { $0.childRemoved(child) }
    }
  }

  /// Delivers a callback that changes no appearance state: `willMove`,
  /// `didMove` (rule 1.3), loading callbacks, and direct calls (rule 2.6).
  mutating func deliver(
    _ method: Callback.Method, to controller: ControllerID, direct: Bool
  ) -> Event {
    let context = context(of: controller)
    switch method {
    case .willMove(toParent: nil):
      // Opens isMovingFromParent, for a controller that has a parent to leave.
      if hasParent(controller) {
        appearances.receivedWillMoveToNil(at: controller.slot)
      }
    case .didMove(toParent: .some):
      // Closes isMovingToParent, or lets the pending appearance close it.
      appearances.receivedDidMoveToParent(at: controller.slot)
    case .willMove(toParent: .some), .didMove(toParent: nil):
      // willMove(toParent: p) opens nothing: addChild does (rule 2.7);
      // didMove(toParent: nil) follows a removal that already closed the window.
      break
    case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
      .viewWillDisappear, .viewDidDisappear, .willRotate, .willAnimateRotation, .didRotate,
      .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      // No containment bookkeeping: a direct appearance call changes no state
      // (rule 2.6), and the rest are delivered by their own rules.
      break
    }
    guard direct else {
      return .callback(Callback(delivering: method, to: controller, context: context))
    }
    return .callback(
      Callback(
        controller: controller,
        method: method,
        context: context,
        isDirectCall: true,
        misuse: directCallWarning(method, on: controller)
      ))
  }

  /// W2 for a direct call of an appearance method, in the profiles that log it
  /// (rule 2.6; grade dec + obs).
  private func directCallWarning(_ method: Callback.Method, on controller: ControllerID)
    -> Warning?
  {
    guard profile.warnsOnDirectAppearanceCalls else { return nil }
    switch method {
    case .viewWillAppear: return .directAppearanceCall(controller, .viewWillAppear)
    case .viewDidAppear: return .directAppearanceCall(controller, .viewDidAppear)
    case .viewWillDisappear: return .directAppearanceCall(controller, .viewWillDisappear)
    case .viewDidDisappear: return .directAppearanceCall(controller, .viewDidDisappear)
    case .loadView, .viewDidLoad, .willMove, .didMove, .viewIsAppearing, .willRotate,
      .willAnimateRotation, .didRotate, .viewWillTransition, .didReceiveMemoryWarning,
      .viewWillUnload, .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      // UIKit's misuse check lives in the four appearance methods only (dec).
      return nil
    }
  }

  /// Loads the controller's view if needed (rule 1.4; grade doc).
  ///
  /// `loadView()`, then `viewDidLoad()`. The view exists from `loadView` on, so a handler
  /// of either callback that reads `c.view` does not load it again.
  mutating func loadView(_ controller: ControllerID) -> Event? {
    guard !isViewLoaded(controller) else { return nil }
    let view = viewTree.makeView(
      named: "\(controller).view", kind: .root(ofControllerAt: controller.slot),
      lineage: lineage.tag)
    controllers.setViewLink(Link(view.slot), at: controller.slot)
    switch controllers[controller.slot].kind {
    case .navigationController, .tabBarController:
      // A container's view holds its visible child's view, loaded right after
      // the container's viewDidLoad (rule 1.4; grade inf).
      schedule(
        .containment(.deliver(.viewDidLoad, to: controller, direct: false)),
        .containment(.installContent(controller)))
    case .viewController:
      schedule(.containment(.deliver(.viewDidLoad, to: controller, direct: false)))
    case .pageViewController:
      // Its loadView installs the pages set before (rule 5.4; grade dec).
      schedule(
        .pageView(.installRecordedPages(controller)),
        .containment(.deliver(.viewDidLoad, to: controller, direct: false)))
    }
    return deliver(.loadView, to: controller, direct: false)
  }
}

/// The world's public queries.
///
/// Each answers about an identity this world made and did not retire; one
/// from another world, or rolled back, or past this world's end, is not
/// trapped on and not taken for another object: the query answers as for
/// an object that is not there (`nil`, `false`, 0, `.disappeared`, a hidden
/// window, UIKit's defaults for the forwarding switches, an empty context,
/// and `.viewController` for the class). A call that names such an
/// identity is refused with ``ModelRefusal/foreignIdentity(_:)``.
extension World {
  /// Every controller, in creation order.
  public var controllerIDs: [ControllerID] {
    controllers.slots.filter { !isRetired(controllerAt: $0) }.map { controllerID(at: $0) }
  }

  /// Every window, in creation order.
  public var windowIDs: [WindowID] {
    windows.lazy.filter { !isRetired(windowAt: $0.id.slot) }.map(\.id)
  }

  /// The controller's class.
  public func kind(of controller: ControllerID) -> ControllerKind {
    guard contains(controller) else { return .viewController }
    return controllers[controller.slot].kind
  }

  /// The nearest ancestor of `controller` of class `kind`: what UIKit's
  /// `navigationController` and `tabBarController` answer (grade doc: "the
  /// nearest ancestor in the view controller hierarchy"; the parent chain
  /// only, presentation not followed, grade inf).
  ///
  /// Costs the depth of the chain, as UIKit's walk does.
  public func nearestAncestor(of controller: ControllerID, kind: ControllerKind)
    -> ControllerID?
  {
    var current = parent(of: controller)
    while let ancestor = current {
      if self.kind(of: ancestor) == kind { return ancestor }
      current = parent(of: ancestor)
    }
    return nil
  }

  /// A navigation controller's top, or a tab bar controller's selected child.
  public func visibleChild(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    let state = controllers[controller.slot]
    switch state.kind {
    case .navigationController: return state.lastChildLink.slot.map { controllerID(at: $0) }
    case .tabBarController: return state.selected
    case .pageViewController: return pageViewState(of: controller)?.pages.first
    case .viewController: return nil
    }
  }

  /// A navigation controller's `topViewController`: the last of its
  /// stack (``navigationStack(of:)``); `nil` for other controllers (rule
  /// 5.1).
  public func topViewController(of navigation: ControllerID) -> ControllerID? {
    guard kind(of: navigation) == .navigationController else { return nil }
    // Only a transition that takes controllers off the stack needs the walk.
    guard leavingTheStack(of: navigation).isEmpty else {
      return navigationStack(of: navigation).last
    }
    return visibleChild(of: navigation)
  }

  /// A navigation controller's `viewControllers`: its children, without
  /// those a change of its stack takes off it, which stay its children
  /// until the change removes them (rule 5.1).
  ///
  /// A pop's top, the top `setViewControllers` replaces and the controllers
  /// a pop to a controller buries leave the stack when the call is made, as
  /// UIKit's documentation says of `popViewController(animated:)` ("removes
  /// the top view controller from the stack"), while the callbacks come
  /// later: so the popped controller's own `viewWillDisappear` and
  /// `viewDidDisappear` no longer find it in the stack (grade doc for the
  /// stack, inf for the model's deferred start). An interactive pop's top
  /// leaves with its `willMove(toParent: nil)` and comes back if the gesture
  /// is cancelled (inf). For another controller, its children.
  public func navigationStack(of navigation: ControllerID) -> [ControllerID] {
    let leaving = leavingTheStack(of: navigation)
    let children = children(of: navigation)
    return leaving.isEmpty ? children : children.filter { !leaving.contains($0) }
  }

  /// The children of a navigation controller that a change of its stack
  /// takes off it: those its transition under way removes, and its last
  /// child while it awaits its removal after `willMove(toParent: nil)` (the
  /// end of a pop, or an interactive pop); none for another controller.
  package func leavingTheStack(of navigation: ControllerID) -> [ControllerID] {
    guard contains(navigation), kind(of: navigation) == .navigationController else { return [] }
    var leaving: [ControllerID] = []
    if let transition = controllers[navigation.slot].navigation.phase?.transition {
      leaving = transition.buried + [transition.popped, transition.replaced].compactMap { $0 }
    }
    if let last = controllers[navigation.slot].lastChildLink.slot,
      appearances[last].movement.awaitsRemoval
    {
      leaving.append(controllerID(at: last))
    }
    return leaving
  }

  /// A tab bar controller's `selectedViewController`; `nil` for other
  /// controllers (rule 5.2).
  public func selectedViewController(of tabs: ControllerID) -> ControllerID? {
    guard contains(tabs) else { return nil }
    return kind(of: tabs) == .tabBarController ? controllers[tabs.slot].selected : nil
  }

  /// A tab bar controller's `selectedIndex`: the position of its selected
  /// child among its children, `nil` when none is selected (UIKit's
  /// `NSNotFound`) or for other controllers (rule 5.2).
  public func selectedIndex(of tabs: ControllerID) -> Int? {
    guard let selected = selectedViewController(of: tabs) else { return nil }
    return children(of: tabs).firstIndex(of: selected)
  }

  /// The view's own `isHidden` (not its superviews').
  public func isHidden(_ view: ViewID) -> Bool {
    guard contains(view) else { return false }
    return views[view.slot].isHidden
  }

  /// `presentedViewController`: the controller presented by this one or,
  /// when it presents nothing, by its nearest ancestor that presents (rule
  /// 5.3; grade doc: UIKit's documentation gives "the view controller that
  /// is presented by this view controller, or one of its ancestors").
  ///
  /// A child of a navigation controller that called `present` reads the
  /// controller it presented, although the navigation controller (the
  /// window's root) presents it.
  public func presentedViewController(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    return firstOfSelfAndAncestors(controller) { controllers[$0.slot].presented != nil }
      .flatMap { controllers[$0.slot].presented }
  }

  /// `presentingViewController`: the controller that presented this one
  /// or, when it was not presented, its nearest presented ancestor (rule
  /// 5.3; grade doc: "if the view controller was not presented modally, but
  /// one of its ancestors was, this property contains the view controller
  /// that presented the ancestor").
  public func presentingViewController(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    return firstOfSelfAndAncestors(controller) { controllers[$0.slot].presenter != nil }
      .flatMap { controllers[$0.slot].presenter }
  }

  /// The controller's `parent`.
  public func parent(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    return controllers[controller.slot].parentLink.slot.map { controllerID(at: $0) }
  }

  /// Where the controller's view stands (<doc:CallbackOrder#2.1-States>).
  public func appearance(of controller: ControllerID) -> AppearanceState {
    guard contains(controller) else { return .disappeared }
    return appearances[controller.slot].state
  }

  /// `isViewLoaded`.
  public func isViewLoaded(_ controller: ControllerID) -> Bool {
    guard contains(controller) else { return false }
    return controllers[controller.slot].viewLink != .none
  }

  /// The controller's root view, if loaded.
  public func view(of controller: ControllerID) -> ViewID? {
    guard contains(controller) else { return nil }
    return controllers[controller.slot].viewLink.slot.map { viewID(at: $0) }
  }

  /// The view's `superview`.
  public func superview(of view: ViewID) -> ViewID? {
    guard contains(view) else { return nil }
    return views[view.slot].parentLink.slot.map { viewID(at: $0) }
  }

  /// The window whose view is the top of this view's superview chain, if any.
  public func window(containing view: ViewID) -> WindowID? {
    guard contains(view) else { return nil }
    return viewTree.window(ofViewAt: view.slot).slot.map { windows[$0].id }
  }

  /// Whether the view is in a window that is not hidden: the condition for
  /// window-driven appearance (<doc:CallbackOrder#1.4-Views>,
  /// <doc:CallbackOrder#2.3-Window-driven-changes>).
  public func isInVisibleWindow(_ view: ViewID) -> Bool {
    guard let window = window(containing: view) else { return false }
    return !windows[window.slot].isHidden
  }

  /// The window's `rootViewController`.
  public func rootViewController(of window: WindowID) -> ControllerID? {
    guard contains(window) else { return nil }
    return windows[window.slot].rootViewController
  }

  /// The window's `isHidden`.
  public func isHidden(_ window: WindowID) -> Bool {
    guard contains(window) else { return true }
    return windows[window.slot].isHidden
  }

  /// Whether `beginAppearanceTransition` has been called on the controller
  /// without its `endAppearanceTransition` yet (<doc:CallbackOrder#2.4-Explicit-transitions>).
  public func hasOpenAppearanceTransition(_ controller: ControllerID) -> Bool {
    guard contains(controller) else { return false }
    return controllers[controller.slot].explicitTransition.isOpen
  }

  /// How many `beginAppearanceTransition` calls wait for their
  /// `endAppearanceTransition` (<doc:CallbackOrder#2.4-Explicit-transitions>): 0 when none is open.
  public func appearanceTransitionLevel(of controller: ControllerID) -> Int {
    guard contains(controller) else { return 0 }
    return controllers[controller.slot].explicitTransition.level
  }

  /// `shouldAutomaticallyForwardAppearanceMethods`
  /// (<doc:CallbackOrder#2.5-Forwarding-switched-off>).
  public func forwardsAppearance(_ controller: ControllerID) -> Bool {
    guard contains(controller) else { return true }
    return controllers[controller.slot].forwardsAppearance
  }

  /// `shouldAutomaticallyForwardRotationMethods` (<doc:CallbackOrder#6.1-Legacy-rotation>).
  public func forwardsRotation(_ controller: ControllerID) -> Bool {
    guard contains(controller) else { return true }
    return controllers[controller.slot].forwardsRotation
  }

  /// What the controller would report now: its parent and the flags of
  /// <doc:CallbackOrder#2.7-Movement-and-presentation-flags>.
  public func context(of controller: ControllerID) -> Callback.Context {
    guard contains(controller) else { return Callback.Context() }
    return context(ofControllerAt: controller.slot)
  }

  /// ``context(of:)`` by position.
  ///
  /// Inlined where callbacks are built, since it runs for every callback
  /// (the mixed-workload target of `Benchmarks/README.md`).
  @inline(__always)
  func context(ofControllerAt slot: ControllerSlot) -> Callback.Context {
    context(ofControllerAt: slot, movement: appearances[slot].movement)
  }

  /// ``context(of:)`` by position, with the movement flags the callback
  /// reads (rule 2.7: a did reads them as they were before it).
  @inline(__always)
  func context(ofControllerAt slot: ControllerSlot, movement: MovementFlags) -> Callback.Context {
    // One read of the record: this runs for every callback.
    let record = controllers[slot]
    return Callback.Context(
      parent: record.parentLink.slot.map { controllerID(at: $0) },
      isMovingToParent: movement.isMovingToParent,
      isMovingFromParent: movement.isMovingFromParent,
      isBeingPresented: record.isBeingPresented,
      isBeingDismissed: record.isBeingDismissed
    )
  }

  /// The model clock, in seconds since the world was made (<doc:CallbackOrder#4.2-Animations>).
  public var clock: Double { runLoop.clock.seconds }

  /// How many run-loop turns have ended.
  ///
  /// A turn in which nothing happened ends silently and is not counted.
  public var turnsEnded: Int { runLoop.turnsEnded }

  /// Whether no animation runs and no callback waits for a turn end.
  public var isIdle: Bool {
    runLoop.animations.isEmpty && !hasPendingTurnWork && runLoop.mainQueue.isEmpty
      && !hasLayoutDue(inThisTurn: false)
  }

  /// How a call names `view`: its controller's root view, or the view itself.
  package func reference(to view: ViewID) -> ViewReference {
    owner(of: view).map { .view(of: $0) } ?? .plain(view)
  }

  /// The controller whose root view is `view`, if any.
  func owner(of view: ViewID) -> ControllerID? {
    views[view.slot].owner.map { controllerID(at: $0) }
  }

  /// The nearest controller owning `view` or one of its superviews: the
  /// controller whose content `view` belongs to (rule 1.5).
  package func nearestOwner(from view: ViewID) -> ControllerID? {
    firstOfSelfAndSuperviews(view) { owner(of: $0) != nil }.flatMap { owner(of: $0) }
  }

  /// Whether `view` is `ancestor` or lies inside it.
  package func isView(_ view: ViewID, inside ancestor: ViewID) -> Bool {
    isView(at: view.slot, insideViewAt: ancestor.slot)
  }

  /// ``isView(_:inside:)`` by slots, walking the superview links without
  /// making identities: the check forwarding makes for every child.
  func isView(at view: ViewSlot, insideViewAt ancestor: ViewSlot) -> Bool {
    // A view without subviews holds only itself: the common case, in O(1).
    if views[ancestor].firstChildLink == .none { return view == ancestor }
    var current = Link(view)
    for _ in 0..<views.count {
      guard let node = current.slot else { return false }
      if node == ancestor { return true }
      current = views[node].parentLink
    }
    return false
  }

  /// Whether `ancestor` is `controller`'s parent, grandparent, and so on.
  func isAncestor(_ ancestor: ControllerID, of controller: ControllerID) -> Bool {
    // A controller without children is nobody's ancestor: the common case, in O(1).
    if controllers[ancestor.slot].firstChildLink == .none { return false }
    return controller != ancestor && firstOfSelfAndAncestors(controller) { $0 == ancestor } != nil
  }

  /// Whether the controller or one of its ancestors has an open explicit
  /// transition, which then owns its appearance callbacks (rules 2.3, 2.4).
  func isInExplicitTransition(_ controller: ControllerID) -> Bool {
    guard openExplicitTransitions > 0 else { return false }
    return firstOfSelfAndAncestors(controller) {
      controllers[$0.slot].explicitTransition.isOpen
    } != nil
  }

  /// The window whose root view controller is `controller`, if any, in
  /// O(1).
  func windowRooted(at controller: ControllerID) -> WindowID? {
    controllers[controller.slot].rootedWindow
  }

  /// The controllers whose root views lie in `view`'s subtree, in pre-order of
  /// the view tree (rule 2.3).
  func controllersInSubtree(of view: ViewID) -> [ControllerID] {
    controllerSlotsInSubtree(ofViewAt: view.slot).map { controllerID(at: $0) }
  }

  /// ``controllersInSubtree(of:)`` by slots, for walks over whole windows.
  func controllerSlotsInSubtree(ofViewAt view: ViewSlot) -> [ControllerSlot] {
    var found: [ControllerSlot] = []
    var pending = [view]
    while let node = pending.popLast() {
      if let owner = views[node].owner { found.append(owner) }
      var subview = views[node].lastChildLink.slot
      while let next = subview {
        pending.append(next)
        subview = views[next].previousSiblingLink.slot
      }
    }
    return found
  }

  /// Whether anything waits for the end of the turn (rule 4.1).
  var hasPendingTurnWork: Bool {
    !runLoop.afterCommit.isEmpty
      || !runLoop.unstartedAnimations.isEmpty
      || !runLoop.deferredStarts.isEmpty
      || runLoop.awaitingViewIsAppearing > 0
      || hasLayoutDue(inThisTurn: true)
  }
}

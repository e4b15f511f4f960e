extension World {
  /// Evaluates `c.view`: loads the controller's view if needed (rule 1.4).
  mutating func load(_ reference: ViewReference) {
    switch reference {
    case .view(let controller): schedule(.loadView(controller))
    case .plain: break
    }
  }

  /// `superview.addSubview(view)` once both are evaluated (rule 1.5; grade doc + obs).
  mutating func addSubview(
    _ reference: ViewReference, to superviewReference: ViewReference
  ) throws(UIKitException) {
    guard let view = resolvedView(reference), let superview = resolvedView(superviewReference)
    else {
      // Both were loaded by the steps before this one, unless a handler had an
      // iOS 5 memory warning unload one since: then it is nil, and UIKit's
      // addSubview(nil) does nothing.
      return
    }
    if isView(superview, inside: view) {
      throw .viewInsideItself(reference)
    }
    // E2b: a child's view must go into its parent's content.
    if let child = owner(of: view), let parent = parent(of: child),
      let actual = nearestOwner(from: superview), actual != parent
    {
      throw .viewUnderWrongParent(child: child, parent: parent, actual: actual)
    }
    moveView(view, to: superview)
  }

  /// Moves a referenced view, loading a controller view first if needed: the
  /// moves UIKit makes itself (containers, presentation, window roots).
  ///
  /// - Throws: `viewInsideItself` when the new superview lies inside the view,
  ///   as when a pushed controller's view holds the navigation controller's.
  mutating func move(_ reference: ViewReference, to superview: ViewID?) throws(UIKitException) {
    guard let view = resolvedView(reference) else {
      if case .view(let controller) = reference {
        schedule(.loadView(controller), .move(reference, to: superview))
      }
      return
    }
    if let superview, isView(superview, inside: view) {
      throw .viewInsideItself(reference)
    }
    moveView(view, to: superview)
  }

  /// Adds `controller`'s view where `sibling`'s view is (rule 3.1; grade doc).
  ///
  /// The view goes into the superview of `sibling`'s view; with no such
  /// superview, as in UIKit, nothing is added.
  mutating func addView(of controller: ControllerID, besideViewOf sibling: ControllerID)
    throws(UIKitException)
  {
    guard let siblingView = view(of: sibling),
      let superview = superview(of: siblingView)
    else { return }
    try move(.view(of: controller), to: superview)
  }

  /// A view move with the window-driven appearance it causes (rule 2.3).
  ///
  /// Grade dec + obs. A subtree entering a visible window gets the will-phase while
  /// still outside, then moves, then its dids are sent (ios5) or queued. A move
  /// that neither enters nor leaves a visible window changes no appearance.
  mutating func moveView(_ view: ViewID, to superview: ViewID?) {
    let wasVisible = isInVisibleWindow(view)
    let willBeVisible = superview.map { isInVisibleWindow($0) } ?? false
    switch (wasVisible, willBeVisible) {
    case (false, true):
      schedule(
        .windowWill(.willAppear, atViewAt: view.index), .reparent(view, to: superview),
        .windowDids(.didAppear, of: view)
      )
    case (true, false):
      schedule(
        .windowWill(.willDisappear, atViewAt: view.index), .reparent(view, to: superview),
        .windowDids(.didDisappear, of: view)
      )
    case (false, false), (true, true):
      reparent(view, to: superview)
    }
  }

  /// A scheduled move of the view tree (rules 1.5, 2.3), checked again when
  /// it runs: handlers since the move was asked for may have put the
  /// superview inside the view ("Can't add self as subview"; grade obs for
  /// the text, inf for checking at the move).
  mutating func reparentChecked(_ view: ViewID, to superview: ViewID?) throws(UIKitException) {
    if let superview, isView(superview, inside: view) {
      throw .viewInsideItself(owner(of: view).map(ViewReference.view(of:)) ?? .plain(view))
    }
    reparent(view, to: superview)
  }

  /// Changes the view tree: out of the old superview, last among the new one's
  /// subviews (front-most, as `addSubview` does).
  mutating func reparent(_ view: ViewID, to superview: ViewID?) {
    unlinkSubview(view)
    if let superview { linkSubview(view, to: superview) }
    let window = superview.map { viewWindows[$0.index] } ?? .none
    guard viewWindows[view.index] != window else { return }
    // The subtree changes window: each view learns its new one.
    var pending = [view.index]
    while let node = pending.popLast() {
      viewWindows[node] = window
      var subview = views[node].firstChildLink.position
      while let next = subview {
        pending.append(next)
        subview = views[next].nextSiblingLink.position
      }
    }
  }

  /// The will-phase at one view of a moving subtree (rule 2.3): its controller
  /// (if any) gets the will-change unless it, or an ancestor, is in an explicit
  /// transition, or it is already on that side; then the view's subviews, as
  /// they are after the callback and its handler ran.
  mutating func windowWill(_ change: AppearanceChange, atViewAt view: Int) {
    let mark = beginSchedule()
    if let owner = views[view].ownerPosition, case let controller = controllerID(at: owner),
      !isInExplicitTransition(controller)
    {
      let appearance = appearances[controller.index].state
      let alreadyThere =
        change == .willAppear ? appearance.isOnScreenSide : !appearance.isOnScreenSide
      if !alreadyThere { plan(.change(change, ofControllerAt: controller.index, animated: false)) }
    }
    plan(.windowWillSubviews(change, ofViewAt: view))
    endSchedule(from: mark)
  }

  /// Continues the will-phase with the view's subviews as they are now, back
  /// to front (rule 2.3; grade dec + obs), read through their links: no
  /// array, no identities.
  mutating func windowWillSubviews(_ change: AppearanceChange, ofViewAt view: Int) {
    let mark = beginSchedule()
    var next = views[view].firstChildLink.position
    while let subview = next {
      next = views[subview].nextSiblingLink.position
      plan(.windowWill(change, atViewAt: subview))
    }
    endSchedule(from: mark)
  }

  /// The did-callbacks of a completed move, in pre-order of the moved subtree:
  /// sent now in the ios5 profile, queued for the turn end otherwise (rule 2.3).
  mutating func windowDids(_ change: AppearanceChange, of view: ViewID) {
    let reached = controllerPositionsInSubtree(ofViewAt: view.index)
    switch profile.windowDidTiming {
    case .synchronous:
      let mark = beginSchedule()
      for controller in reached { plan(.windowDid(change, of: controllerID(at: controller))) }
      endSchedule(from: mark)
    case .endOfTurn:
      for controller in reached {
        runLoop.afterCommit.append(.windowDid(change, ofControllerAt: UInt32(controller)))
      }
    }
  }

  /// One window-driven did (rule 2.3): dropped unless the controller is still
  /// between the matching will and did, and no explicit transition owns it.
  mutating func windowDid(_ change: AppearanceChange, of controller: ControllerID) {
    guard appearances[controller.index].state == change.start.target,
      !isInExplicitTransition(controller)
    else { return }
    schedule(.change(change, ofControllerAt: controller.index, animated: false))
  }
}

extension World {
  /// Validates a call against the world as it is now and schedules its steps.
  ///
  /// Throws before changing anything.
  mutating func expand(_ call: Call) throws(CallFailure) {
    try requireKnownIdentities(of: call)
    try requireValidBlocks(of: call)
    try requireConnectedWindow(for: call)
    switch call {
    case .setRootViewController(let root, let window):
      setRootViewController(root, of: window)
    case .makeKeyAndVisible(let window):
      setWindowHidden(window, false)
    case .setWindowHidden(let window, let isHidden):
      setWindowHidden(window, isHidden)
    case .addChild(let child, let parent):
      try addChild(child, to: parent)
    case .removeFromParent(let child):
      schedule(.containment(.detach(child, from: nil)))
    case .directCall(let method, let controller):
      schedule(.containment(.deliver(method, to: controller, direct: true)))
    case .addSubview(let view, let superview):
      // Swift evaluates the receiver, then the argument: `p.view` loads first.
      schedule(
        .views(.load(superview)), .views(.load(view)), .views(.addSubview(view, to: superview)))
    case .removeFromSuperview(let view):
      schedule(.views(.load(view)), .views(.move(view, to: nil, byHand: false)))
    case .setViewHidden(let reference, let isHidden):
      schedule(.views(.load(reference)), .views(.setViewHidden(reference, isHidden)))
    case .loadViewIfNeeded(let controller):
      schedule(.containment(.loadView(controller)))
    case .transition(let parent, let from, let to, let duration, let completion):
      try transition(
        in: parent, from: from, to: to, duration: duration, completion: completion?.calls)
    case .setForwardsAppearance(let controller, let forwards):
      controllers.setForwardsAppearance(forwards, at: controller.slot)
    case .setForwardsRotation(let controller, let forwards):
      controllers.setForwardsRotation(forwards, at: controller.slot)
    case .beginAppearanceTransition(let controller, let isAppearing, let animated):
      schedule(
        .appearance(.beginTransition(controller, isAppearing: isAppearing, animated: animated)))
    case .endAppearanceTransition(let controller):
      schedule(.appearance(.endTransition(controller)))
    case .pushViewController(let controller, let navigation, let animated):
      try push(controller, onto: navigation, animated: animated)
    case .popViewController(let navigation, let animated):
      try requireKind(.navigationController, navigation, "popViewControllerAnimated:")
      try pop(to: nil, in: navigation, animated: animated, call: call)
    case .popToRootViewController(let navigation, let animated):
      try requireKind(.navigationController, navigation, "popToRootViewControllerAnimated:")
      let root = controllers[navigation.slot].firstChildLink.slot.map { controllerID(at: $0) }
      try pop(to: root, in: navigation, animated: animated, call: call)
    case .popToViewController(let target, let navigation, let animated):
      try requireKind(.navigationController, navigation, "popToViewController:animated:")
      try pop(to: target, in: navigation, animated: animated, call: call)
    case .setViewControllers(let list, let container, let animated):
      switch controllers[container.slot].kind {
      case .navigationController:
        try setNavigationStack(list, of: container, animated: animated)
      case .tabBarController:
        try setTabs(list, of: container, call: call)
      case .viewController, .pageViewController:
        // A page view controller's takes a direction (Call.setPages).
        throw .exception(.unrecognizedSelector(container, "setViewControllers:animated:"))
      }
    case .beginInteractivePop(let navigation):
      try beginInteractivePop(navigation)
    case .finishInteractivePop(let navigation):
      try endInteractivePop(navigation, finished: true)
    case .cancelInteractivePop(let navigation):
      try endInteractivePop(navigation, finished: false)
    case .setSelectedIndex(let index, let tabs):
      try selectIndex(index, in: tabs, call: call)
    case .setSelectedViewController(let controller, let tabs):
      try selectController(controller, in: tabs, call: call)
    case .tapTab(let index, let tabs):
      try tapTab(at: index, of: tabs, call: call)
    case .setModalPresentationStyle(let style, let controller):
      controllers.setPresentationStyle(style, at: controller.slot)
    case .present(let presented, let presenter, let animated, let completion):
      try present(presented, from: presenter, animated: animated, completion: completion?.calls)
    case .dismiss(let controller, let animated, let completion):
      dismiss(controller, animated: animated, completion: completion?.calls)
    case .animateAlongsideTransition(let controller, let completion):
      animateAlongsideTransition(of: controller, completion: completion?.calls)
    case .rotate(let window, let orientation, let duration):
      rotate(window, to: orientation, duration: duration)
    case .didReceiveMemoryWarning:
      memoryWarning()
    case .scene(let event):
      sceneEvent(event)
    case .sheet(let call):
      sheetCall(call)
    case .setPages(let pages, let pageViewController, let direction, let animated, let completion):
      try setPages(
        pages, of: pageViewController, direction: direction, animated: animated,
        completion: completion?.calls)
    case .pageView(let call):
      try pageViewCall(call)
    case .endTurn:
      schedule(.runLoop(.openTurnEnd))
    case .run(let seconds):
      schedule(
        .runLoop(.openTurnEnd),
        .runLoop(.runUntil(runLoop.clock + Instant(seconds: max(0, seconds)))))
    case .runUntilIdle:
      schedule(.runLoop(.openTurnEnd), .runLoop(.runUntilIdle))
    case .mainQueueAsync(let block):
      queueOnMainQueue(block.calls)
    case .mainQueueAsyncAfter(let seconds, let block):
      queueOnMainQueue(after: seconds, block.calls)
    case .beginViewAnimations(let duration, let delay, let completion):
      beginViewAnimations(duration: duration, delay: delay, completion: completion?.calls)
    case .commitViewAnimations:
      commitViewAnimations()
    case .disableViewAnimations:
      runLoop.disableViewAnimations()
    case .enableViewAnimations:
      runLoop.enableViewAnimations()
    case .callerBlock:
      // The caller ran the block when it was announced; nothing is left.
      break
    case .setNeedsLayout(let view):
      schedule(.views(.load(view)), .layout(.setNeedsLayout(view)))
    case .layoutIfNeeded(let view):
      schedule(.views(.load(view)), .layout(.layoutIfNeeded(view)))
    }
  }

  /// The view a reference names, if it exists (a controller view exists once
  /// loaded).
  func resolvedView(_ reference: ViewReference) -> ViewID? {
    switch reference {
    case .view(let controller): view(of: controller)
    case .plain(let view): view
    }
  }

  /// Links `window` and its root both ways: the window's
  /// `rootViewController`, and the root's window, which
  /// ``windowRooted(at:)`` reads in O(1).
  private mutating func setWindowRoot(_ root: ControllerID?, of window: WindowID) {
    if let old = windows[window.slot].rootViewController {
      controllers.setRootedWindow(nil, at: old.slot)
    }
    viewTree.setRootViewController(root, of: window)
    if let root { controllers.setRootedWindow(window, at: root.slot) }
  }

  /// `window.rootViewController = root` (rule 1.4; grade doc for loading, inf
  /// for the order: the old root's view leaves before the new one enters).
  private mutating func setRootViewController(_ root: ControllerID?, of window: WindowID) {
    let windowView = windows[window.slot].view
    let old = windows[window.slot].rootViewController
    if let root, old == root,
      let view = view(of: root), superview(of: view) == windowView
    {
      return  // Already installed: UIKit does nothing.
    }
    if let root, let other = windowRooted(at: root), other != window {
      setWindowRoot(nil, of: other)
    }
    setWindowRoot(root, of: window)
    let mark = openSchedule()
    if let root { plan(.containment(.loadView(root))) }
    if let old, old != root, let view = view(of: old),
      superview(of: view) == windowView
    {
      plan(.views(.move(.view(of: old), to: nil, byHand: false)))
    }
    if let root { plan(.views(.move(.view(of: root), to: windowView, byHand: false))) }
    closeSchedule(from: mark)
  }

  /// `window.isHidden = …` and `makeKeyAndVisible()` (rule 2.3): the window's
  /// whole subtree enters or leaves a visible window.
  private mutating func setWindowHidden(_ window: WindowID, _ isHidden: Bool) {
    guard windows[window.slot].isHidden != isHidden else { return }
    let view = windows[window.slot].view
    let (will, did): (AppearanceChange, AppearanceChange) =
      isHidden ? (.willDisappear, .didDisappear) : (.willAppear, .didAppear)
    schedule(
      .views(
        .windowWill(
          will, atViewAt: view.slot, in: WindowMove(root: view.slot, asksNobody: false))),
      .views(.setWindowFlag(window, isHidden: isHidden)),
      .views(.windowDids(did, of: view))
    )
  }
}

extension World {
  /// Validates a call against the world as it is now and schedules its steps.
  ///
  /// Throws before changing anything.
  mutating func start(_ operation: Call) throws(UIKitException) {
    switch operation {
    case .setRootViewController(let root, let window):
      setRootViewController(root, of: window)
    case .makeKeyAndVisible(let window):
      setWindowHidden(window, false)
    case .setWindowHidden(let window, let isHidden):
      setWindowHidden(window, isHidden)
    case .addChild(let child, let parent):
      try addChild(child, to: parent)
    case .removeFromParent(let child):
      schedule(.detach(child))
    case .directCall(let method, let controller):
      schedule(.deliver(method, to: controller, direct: true))
    case .addSubview(let view, let superview):
      // Swift evaluates the receiver, then the argument: `p.view` loads first.
      schedule([.load(superview), .load(view), .addSubview(view, to: superview)])
    case .removeFromSuperview(let view):
      schedule([.load(view), .move(view, to: nil)])
    case .setViewHidden(let reference, let isHidden):
      schedule([.load(reference), .setViewHidden(reference, isHidden)])
    case .loadViewIfNeeded(let controller):
      schedule(.loadView(controller))
    case .transition(let parent, let from, let to, let duration, let completion):
      try transition(in: parent, from: from, to: to, duration: duration, completion: completion)
    case .setForwardsAppearance(let controller, let forwards):
      controllers[controller.index].forwardsAppearance = forwards
    case .setForwardsRotation(let controller, let forwards):
      controllers[controller.index].forwardsRotation = forwards
    case .beginAppearanceTransition(let controller, let isAppearing, let animated):
      schedule(.beginTransition(controller, isAppearing: isAppearing, animated: animated))
    case .endAppearanceTransition(let controller):
      schedule(.endTransition(controller))
    case .endTurn:
      schedule(.endTurn)
    case .run(let seconds):
      schedule([.endTurn, .runUntil(runLoop.clock + Instant(seconds: max(0, seconds)))])
    case .runUntilIdle:
      schedule([.endTurn, .runUntilIdle])
    }
  }

  /// The view a reference names, if it exists (a controller view exists once
  /// loaded).
  func resolvedView(_ reference: ViewReference) -> ViewID? {
    switch reference {
    case .view(let controller): controllers[controller.index].view
    case .plain(let view): view
    }
  }

  /// `window.rootViewController = root` (RULES 1.4; grade doc for loading, inf
  /// for the order: the old root's view leaves before the new one enters).
  private mutating func setRootViewController(_ root: ControllerID?, of window: WindowID) {
    let windowView = windows[window.index].view
    let old = windows[window.index].rootViewController
    if let root, old == root,
      let view = controllers[root.index].view, views[view.index].superview == windowView
    {
      return  // Already installed: UIKit does nothing.
    }
    if let root, let other = windowRooted(at: root), other != window {
      windows[other.index].rootViewController = nil
    }
    windows[window.index].rootViewController = root
    var steps: [Step] = []
    if let root { steps.append(.loadView(root)) }
    if let old, old != root, let view = controllers[old.index].view,
      views[view.index].superview == windowView
    {
      steps.append(.move(.view(of: old), to: nil))
    }
    if let root { steps.append(.move(.view(of: root), to: windowView)) }
    schedule(steps)
  }

  /// `window.isHidden = …` and `makeKeyAndVisible()` (RULES 2.3): the window's
  /// whole subtree enters or leaves a visible window.
  private mutating func setWindowHidden(_ window: WindowID, _ isHidden: Bool) {
    guard windows[window.index].isHidden != isHidden else { return }
    let view = windows[window.index].view
    let (will, did): (AppearanceChange, AppearanceChange) =
      isHidden ? (.willDisappear, .didDisappear) : (.willAppear, .didAppear)
    schedule([
      .windowWill(will, at: view),
      .setWindowFlag(window, isHidden: isHidden),
      .windowDids(did, of: view),
    ])
  }
}

extension World {
  /// `tabs.viewControllers = …` and `tabs.setViewControllers(_:animated:)`
  /// (RULES 5.2; grade obs).
  ///
  /// In order: (1) a selected controller that is not kept and is visible
  /// disappears; (2) each old controller not kept leaves, in old order;
  /// (3) each new controller joins, in new order; (4) the selection: the
  /// previous one if kept, else the same index if in range, else index 0;
  /// (5) on screen, a changed selection appears, synchronously.
  mutating func setTabs(_ list: [ControllerID], of tabs: ControllerID) throws(UIKitException) {
    let old = Array(controllers[tabs.index].children)
    let selected = controllers[tabs.index].selected
    let showing = isShowing(tabs)
    var unique: [ControllerID] = []
    for controller in list where !unique.contains(controller) { unique.append(controller) }
    var steps: [Step] = []
    if let selected, !unique.contains(selected), showing {
      steps += [
        .beginTransition(selected, isAppearing: false, animated: false),
        .removeViewIfLoaded(selected),
        .endTransition(selected),
      ]
    }
    for leaving in old where !unique.contains(leaving) {
      steps += [.deliver(.willMove(toParent: nil), to: leaving, direct: false), .detach(leaving)]
    }
    for arriving in unique where !old.contains(arriving) {
      steps += try addChildSteps(arriving, to: tabs)
      steps.append(.deliver(.didMove(toParent: tabs), to: arriving, direct: false))
    }
    steps.append(.orderChildren(tabs, unique))
    let newSelection: ControllerID? =
      if let selected, unique.contains(selected) {
        selected
      } else if let selected, let index = old.firstIndex(of: selected), index < unique.count {
        unique[index]
      } else {
        unique.first
      }
    steps.append(.select(newSelection, in: tabs))
    if showing, let newSelection, newSelection != selected {
      steps += appearanceOfSelection(newSelection, in: tabs)
    } else {
      steps.append(.installContent(tabs))
    }
    schedule(steps)
  }

  /// The selected controller's view installed and appearing, synchronously.
  private func appearanceOfSelection(_ controller: ControllerID, in tabs: ControllerID) -> [Step] {
    guard let tabsView = controllers[tabs.index].view else { return [] }
    return [
      .loadView(controller),
      .beginTransition(controller, isAppearing: true, animated: false),
      .move(.view(of: controller), to: tabsView),
      .endTransition(controller),
    ]
  }

  /// A tab switch from the selected controller to `target` (RULES 5.2).
  ///
  /// Grade obs for ios5 and ios7, impl for ios17. Not animated, synchronous,
  /// no `willMove`/`didMove`. The target loads, the wills come in the profile's
  /// order, then `old.vDD(false)`, `new.vDA(false)`.
  mutating func select(_ target: ControllerID, in tabs: ControllerID) {
    let previous = controllers[tabs.index].selected
    guard target != previous else { return }
    guard isShowing(tabs), let tabsView = controllers[tabs.index].view else {
      schedule([.select(target, in: tabs), .installContent(tabs)])
      return
    }
    guard let previous else {
      schedule([.select(target, in: tabs)] + appearanceOfSelection(target, in: tabs))
      return
    }
    let leaving = Step.beginTransition(previous, isAppearing: false, animated: false)
    let arriving = Step.beginTransition(target, isAppearing: true, animated: false)
    var steps: [Step] = [.select(target, in: tabs), .loadView(target)]
    switch profile.tabSwitchWillOrder {
    case .oldFirst: steps += [leaving, arriving]
    case .newFirst: steps += [arriving, leaving]
    }
    steps += [
      .move(.view(of: target), to: tabsView),
      .removeViewIfLoaded(previous),
      .endTransition(previous),
      .endTransition(target),
    ]
    schedule(steps)
  }

  /// `tabs.selectedIndex = index`: out of range, ignored (RULES 5.2).
  mutating func selectIndex(_ index: Int, in tabs: ControllerID) throws(UIKitException) {
    try requireKind(.tabBarController, tabs, "setSelectedIndex:")
    let children = controllers[tabs.index].children
    guard children.indices.contains(index) else { return }
    select(children[index], in: tabs)
  }

  /// `tabs.selectedViewController = controller`: E9 if it is not a child (RULES 5.2).
  mutating func selectController(_ controller: ControllerID, in tabs: ControllerID)
    throws(UIKitException)
  {
    try requireKind(.tabBarController, tabs, "setSelectedViewController:")
    guard controllers[tabs.index].children.contains(controller) else {
      throw .selectingNonChild(controller)
    }
    select(controller, in: tabs)
  }

  /// A user's tap (RULES 5.2, seed 003): on another tab, a switch; on the
  /// selected tab, a navigation controller with more than one controller pops
  /// to its root, animated.
  mutating func tapTab(at index: Int, of tabs: ControllerID) throws(UIKitException) {
    try requireKind(.tabBarController, tabs, "tapTab:")
    let children = controllers[tabs.index].children
    guard children.indices.contains(index) else { return }
    let target = children[index]
    if target == controllers[tabs.index].selected {
      if controllers[target.index].kind == .navigationController,
        controllers[target.index].children.count > 1
      {
        schedule(.start(.popToRootViewController(target, animated: true)))
      }
      return
    }
    select(target, in: tabs)
  }
}

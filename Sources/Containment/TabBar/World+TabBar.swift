extension World {
  /// Executes one of the tab bar steps.
  @inline(__always)
  mutating func execute(_ step: consuming TabBarStep) throws(UIKitException) -> Event? {
    switch consume step {
    case .recordSelection(let child, let tabs):
      try recordSelection(child, in: tabs)
      return nil
    case .endTabSwitch(let controller, let tabs):
      endTabSwitch(controller, in: tabs)
      return nil
    }
  }

  /// `tabs.viewControllers = …` and `tabs.setViewControllers(_:animated:)`
  /// (rule 5.2; grade obs).
  ///
  /// In order: (1) a selected controller that is not kept and is visible
  /// disappears; (2) each old controller not kept leaves, in old order;
  /// (3) each new controller joins, in new order; (4) the selection: the
  /// previous one if kept, else the same index if in range, else index 0;
  /// (5) on screen, a changed selection appears as a switch's incoming side:
  /// `viewWillAppear(false)` at once, its end at once (ios5) or after the
  /// commit (ios7, ios17). The ends of an earlier switch still queued are
  /// delivered first.
  mutating func setTabs(
    _ list: [ControllerID], of tabs: ControllerID, call: Call
  ) throws(UIKitException) {
    if deliverQueuedSwitchEnds(of: tabs, thenPerform: call) { return }
    let old = children(of: tabs)
    let selected = controllers[tabs.slot].selected
    let showing = isShowing(tabs)
    var unique: [ControllerID] = []
    var seen = Set<ControllerID>()
    for controller in list where seen.insert(controller).inserted { unique.append(controller) }
    let kept = Set(old).intersection(seen)
    let mark = openSchedule()
    if let selected, !seen.contains(selected), showing {
      plan(
        .appearance(
          .beginTransition(
            selected, isAppearing: false, animated: false, cause: .uikitContainerTransition)))
      plan(.views(.removeViewIfLoaded(selected, byHand: true)))
      plan(.appearance(.endTransition(selected, cause: .uikitContainerTransition)))
    }
    for leaving in old where !kept.contains(leaving) {
      planRemoval(of: leaving, from: tabs)
    }
    for arriving in unique where !kept.contains(arriving) {
      try planAddChild(arriving, to: tabs)
      plan(.containment(.deliver(.didMove(toParent: tabs), to: arriving, direct: false)))
    }
    plan(.containment(.moveChildrenToFront(tabs, unique)))
    let newSelection: ControllerID? =
      if let selected, seen.contains(selected) {
        selected
      } else if let selected, let index = old.firstIndex(of: selected), index < unique.count {
        unique[index]
      } else {
        unique.first
      }
    plan(.tabBar(.recordSelection(newSelection, in: tabs)))
    if showing, let newSelection, newSelection != selected {
      planAppearanceOfSelection(newSelection, in: tabs)
    } else {
      plan(.containment(.installContent(tabs)))
    }
    closeSchedule(from: mark)
  }

  /// Plans the selected controller's view installed and appearing as a
  /// switch's incoming side (rule 5.2).
  private mutating func planAppearanceOfSelection(
    _ controller: ControllerID, in tabs: ControllerID
  ) {
    guard let tabsView = view(of: tabs) else { return }
    plan(.containment(.loadView(controller)))
    plan(
      .appearance(
        .beginTransition(
          controller, isAppearing: true, animated: false, cause: .uikitContainerTransition)))
    plan(.views(.move(.view(of: controller), to: tabsView, byHand: true)))
    plan(.tabBar(.endTabSwitch(controller, in: tabs)))
  }

  /// A tab switch from the selected controller to `target` (rule 5.2;
  /// revision 2, grade obs: iOS 5 and 7 logs; dec: iOS 26.1's
  /// `transitionFromViewController:toViewController:transition:shouldSetSelected:`).
  ///
  /// Not animated, no `willMove`/`didMove`, incoming first in every profile:
  /// the target loads, `new.vWA(false)`, `old.vWD(false)`, the new view
  /// replaces the old, then the two ends, `old.vDD(false)` and
  /// `new.vDA(false)`: at once in ios5, after the commit in ios7 and ios17.
  /// The ends of an earlier switch still queued are delivered first.
  mutating func select(_ target: ControllerID, in tabs: ControllerID, call: Call) {
    let previous = controllers[tabs.slot].selected
    guard target != previous else { return }
    if deliverQueuedSwitchEnds(of: tabs, thenPerform: call) { return }
    guard isShowing(tabs), let tabsView = view(of: tabs) else {
      // Off screen: no callbacks, unless the tab bar controller is
      // *appearing* (a dismissal that ends after its window was hidden):
      // then, as a navigation controller's stack change (rule 5.1, revision
      // 3.1; grade inf for tab bars), the old tab, which got its
      // viewWillAppear by forwarding, disappears, and the new one appears
      // with the tab bar controller.
      let mark = openSchedule()
      plan(.tabBar(.recordSelection(target, in: tabs)))
      if isAppearing(tabs) { plan(.containment(.loadView(target))) }
      plan(.containment(.installContent(tabs)))
      planAppearanceWithContainer(of: target, tabs)
      closeSchedule(from: mark)
      return
    }
    guard let previous else {
      let mark = openSchedule()
      plan(.tabBar(.recordSelection(target, in: tabs)))
      planAppearanceOfSelection(target, in: tabs)
      closeSchedule(from: mark)
      return
    }
    let mark = openSchedule()
    plan(.tabBar(.recordSelection(target, in: tabs)))
    plan(.containment(.loadView(target)))
    plan(
      .appearance(
        .beginTransition(
          target, isAppearing: true, animated: false, cause: .uikitContainerTransition)))
    plan(
      .appearance(
        .beginTransition(
          previous, isAppearing: false, animated: false, cause: .uikitContainerTransition)))
    plan(.views(.move(.view(of: target), to: tabsView, byHand: true)))
    plan(.views(.removeViewIfLoaded(previous, byHand: true)))
    plan(.tabBar(.endTabSwitch(previous, in: tabs)))
    plan(.tabBar(.endTabSwitch(target, in: tabs)))
    closeSchedule(from: mark)
  }

  /// One end of a tab switch: at once (ios5) or queued for the after-commit
  /// step (ios7, ios17; §0, 5.2; grade dec).
  mutating func endTabSwitch(_ controller: ControllerID, in tabs: ControllerID) {
    switch profile.tabSwitchDidTiming {
    case .synchronous:
      schedule(.appearance(.endTransition(controller, cause: .uikitContainerTransition)))
    case .endOfTurn:
      runLoop.queueAfterCommit(
        .tabSwitchEnd(
          ofControllerAt: controller.slot, inTabBarControllerAt: tabs.slot))
    }
  }

  /// Delivers now the queued ends of an earlier switch, if any.
  ///
  /// When ends of an earlier switch of `tabs` wait for the after-commit step,
  /// they are delivered now, in their order, and `call` is performed
  /// afterwards; returns `true` then (rule 5.2; grade inf, as a push completes
  /// a running transition in rule 5.1). Other queued callbacks stay queued.
  private mutating func deliverQueuedSwitchEnds(of tabs: ControllerID, thenPerform call: Call)
    -> Bool
  {
    // A rare path: only while an earlier switch's ends are queued.
    let ends = runLoop.takeAfterCommit { queued in
      guard case .tabSwitchEnd(_, let owner) = queued else { return false }
      return owner == tabs.slot
    }
    guard !ends.isEmpty else { return false }
    let mark = openSchedule()
    for case .tabSwitchEnd(let controller, _) in ends {
      plan(
        .appearance(.endTransition(controllerID(at: controller), cause: .uikitContainerTransition)))
    }
    plan(.start(call))
    closeSchedule(from: mark)
    return true
  }

  /// `tabs.selectedIndex = index`: out of range, ignored (rule 5.2).
  mutating func selectIndex(_ index: Int, in tabs: ControllerID, call: Call)
    throws(UIKitException)
  {
    try requireKind(.tabBarController, tabs, "setSelectedIndex:")
    guard let child = controllers.tab(at: index, of: tabs.slot).map(controllerID(at:)) else {
      return
    }
    select(child, in: tabs, call: call)
  }

  /// `tabs.selectedViewController = controller`: E9 if it is not a child (rule 5.2).
  mutating func selectController(_ controller: ControllerID, in tabs: ControllerID, call: Call)
    throws(UIKitException)
  {
    try requireKind(.tabBarController, tabs, "setSelectedViewController:")
    guard isChild(controller, of: tabs) else {
      throw .selectingNonChild(controller)
    }
    select(controller, in: tabs, call: call)
  }

  /// A user's tap (rule 5.2, seed 003): on another tab, a switch; on the
  /// selected tab, a navigation controller with more than one controller pops
  /// to its root, animated.
  mutating func tapTab(at index: Int, of tabs: ControllerID, call: Call) throws(UIKitException) {
    try requireKind(.tabBarController, tabs, "tapTab:")
    guard let target = controllers.tab(at: index, of: tabs.slot).map(controllerID(at:)) else {
      return
    }
    if target == controllers[tabs.slot].selected {
      if controllers[target.slot].kind == .navigationController,
        controllers[target.slot].childCount > 1
      {
        schedule(.start(.popToRootViewController(target, animated: true)))
      }
      return
    }
    select(target, in: tabs, call: call)
  }

  /// Records the selection (rule 5.2; E9, grade doc + obs), checked again
  /// when the step runs: a handler since the call may have moved the tab into
  /// another container.
  mutating func recordSelection(_ child: ControllerID?, in tabs: ControllerID)
    throws(UIKitException)
  {
    if let child, !isChild(child, of: tabs) { throw .selectingNonChild(child) }
    controllers.setSelected(child, at: tabs.slot)
  }
}

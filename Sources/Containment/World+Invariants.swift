extension World {
  /// Stops the program if an internal invariant is broken when a world of
  /// at most 4,096 controllers and views comes to rest (no call open).
  ///
  /// Compiled in only with `-D CONTAINMENT_CHECK_INVARIANTS`, as
  /// swift-collections compiles its internal checks. `.ci/run` runs the
  /// random programs and the fuzz inputs again in a build with it, so that
  /// every top-level call they make is checked once it ends, whatever its
  /// handlers did. No caller can reach the stop: a violation is a bug of the
  /// model.
  @inline(__always)
  func checkInvariantsAtRest() {
    #if CONTAINMENT_CHECK_INVARIANTS
      // The check reads the whole world: past a few thousand objects (the
      // scale runs) it would cost more than the calls it checks.
      guard calls.depth == 0, controllers.count + views.count <= 4_096 else { return }
      let violations = invariantViolations()
      if !violations.isEmpty {
        preconditionFailure("internal invariants broken: " + violations.joined(separator: "; "))
      }
    #endif
  }

  /// The internal invariants of the model, as readable violations.
  ///
  /// The list is empty when all hold. Tests call this after every step of
  /// randomized sequences.
  ///
  /// - Parent and `children` agree, and no controller is its own ancestor;
  ///   a tab bar controller's remembered order of its children is theirs.
  /// - `superview` and `subviews` agree, the view tree has no cycle, windows
  ///   are roots, and a controller's view is its own root view.
  /// - No controller is the root of two windows.
  /// - Presentation links agree both ways and form no cycle; a tab bar
  ///   controller selects a child.
  /// - Each presented controller's presentation machine waits or animates
  ///   exactly when the run loop holds its start or its animation, and so
  ///   does the dismissal its chain's first member keeps.
  /// - Between operations no work is pending on the machine's stack, and
  ///   no turn end is under way.
  /// - Every controller has one appearance record and one name, every view
  ///   one window link, every plain view one name (in position order).
  /// - The index of controllers awaiting `viewIsAppearing` agrees with their
  ///   states, and orders them as a walk of every window's view tree does;
  ///   each view's sibling order grows from back to front.
  /// - With layout tracked, every root view that needs layout in a visible
  ///   window is a layout candidate.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if !work.isEmpty { violations.append("work left on the stack: \(work.count) steps") }
    if runLoop.turn.isEnding {
      violations.append("a turn end left under way: \(runLoop.turn.endsUnderWay)")
    }
    if !transitionContexts.isEmpty {
      violations.append("\(transitionContexts.count) transition contexts left open")
    }
    return violations + sideTableViolations() + controllerTreeViolations() + viewTreeViolations()
      + presentationViolations() + presentationMachineViolations()
      + viewIsAppearingIndexViolations() + animationIndexViolations() + layoutCandidateViolations()
  }

  /// With layout tracked, every root view that needs layout and is in a
  /// visible window is listed as a layout candidate, so that the turn end
  /// finds it (rule 4.7).
  private func layoutCandidateViolations() -> [String] {
    guard tracksLayout else { return [] }
    let listed = Set(runLoop.layoutCandidates)
    return views.slots.filter { view in
      guard views[view].layout.needsLayout, !listed.contains(view),
        let window = viewTree.window(ofViewAt: view).slot
      else { return false }
      return !windows[window].isHidden
    }.map { "\(viewID(at: $0)) needs layout in a visible window but is not a candidate" }
  }

  /// Every controller has one appearance record and one name, every view
  /// one window link, every plain view one name, in position order.
  private func sideTableViolations() -> [String] {
    var violations: [String] = []
    if appearances.count != controllers.count || controllerNames.count != controllers.count
      || viewWindows.count != views.count
    {
      violations.append(
        "side tables out of step: \(controllers.count) controllers with \(appearances.count) "
          + "appearance records and \(controllerNames.count) names, \(views.count) views with "
          + "\(viewWindows.count) window links")
    }
    let plainViews = Array(views.slots.filter { views[$0].kind == .plain }.map(\.position))
    let named = viewTree.plainViewNames.map(\.slot.position)
    if named != plainViews {
      violations.append(
        "plain view names out of step: named \(named), plain views at \(plainViews)")
    }
    return violations
  }

  /// Parent and `children` agree, no controller is its own ancestor, and a
  /// controller's view is its own root view.
  private func controllerTreeViolations() -> [String] {
    var violations: [String] = []
    for slot in controllers.slots {
      let id = controllerID(at: slot)
      if let parent = parent(of: id), !children(of: parent).contains(id) {
        violations.append("\(id) names \(parent) as parent, but is not among its children")
      }
      for child in children(of: id) where parent(of: child) != id {
        violations.append("\(id) lists \(child) as child, but its parent is not \(id)")
      }
      if Self.walkMeetsACycle(from: id, next: { parent(of: $0) }) {
        violations.append("\(id) is inside a cycle of parents")
      }
      if let view = view(of: id), views[view.slot].kind != .root(ofControllerAt: id.slot) {
        violations.append("\(id)'s view \(view) is not its root view")
      }
      if let order = controllers[slot].childOrder, order != controllers.linkedChildren(of: slot) {
        violations.append("\(id) remembers an order of its children that is not theirs")
      }
    }
    return violations
  }

  /// `superview` and `subviews` agree, the view tree has no cycle, and
  /// windows are roots.
  private func viewTreeViolations() -> [String] {
    var violations: [String] = []
    for slot in views.slots {
      let node = views[slot]
      let nodeID = viewID(at: slot)
      if let superview = superview(of: nodeID), !subviews(of: superview).contains(nodeID) {
        violations.append("\(nodeID) names \(superview) as superview, but is not its subview")
      }
      for subview in subviews(of: nodeID) where superview(of: subview) != nodeID {
        violations.append("\(nodeID) lists \(subview) as subview, but its superview differs")
      }
      if case .window = node.kind, node.parentLink != .none {
        violations.append("window \(nodeID) has a superview")
      }
      if Self.walkMeetsACycle(from: nodeID, next: { superview(of: $0) }) {
        violations.append("\(nodeID) is inside a cycle of superviews")
      }
    }
    return violations
  }

  /// Each presented controller's presentation machine waits or animates
  /// exactly when the run loop holds its start or its animation, the
  /// dismissal a chain's first member keeps likewise, and neither rests
  /// half-way between a start and an end (rule 5.3).
  private func presentationMachineViolations() -> [String] {
    var waitingPresentations = Set<ControllerSlot>()
    var waitingDismissals = Set<ControllerSlot>()
    for start in runLoop.deferredStarts {
      switch start {
      case .navigation:
        // The navigation machine's own.
        break
      case .presentation(let start):
        waitingPresentations.insert(start.presented.slot)
      case .dismissal(let start):
        if let first = start.chain.first { waitingDismissals.insert(first.slot) }
      }
    }
    var animatingPresentations = Set<ControllerSlot>()
    var animatingDismissals = Set<ControllerSlot>()
    for animation in runLoop.transitions {
      guard case .presentation(let end) = animation.kind else { continue }
      switch end {
      case .present(_, let presented, _, _):
        animatingPresentations.insert(presented.slot)
      case .dismiss(_, let chain, _, _, _):
        if let first = chain.first { animatingDismissals.insert(first.slot) }
      }
    }
    var violations: [String] = []
    for slot in controllers.slots {
      let machine = controllers[slot].presentation
      let id = controllerID(at: slot)
      let phase = machine.phase
      let dismissal = machine.dismissal
      if controllers[slot].presenter != nil,
        (phase == .waitingForLayoutPass) != waitingPresentations.contains(slot)
          || (phase == .animating) != animatingPresentations.contains(slot)
      {
        violations.append("\(id)'s presentation is \(phase), which the run loop does not hold")
      }
      if (dismissal == .waitingForLayoutPass) != waitingDismissals.contains(slot)
        || (dismissal == .animating) != animatingDismissals.contains(slot)
      {
        violations.append("\(id)'s dismissal is \(dismissal), which the run loop does not hold")
      }
      switch (phase, dismissal) {
      case (.starting, _), (.ending, _), (_, .starting), (_, .ending):
        violations.append("\(id)'s presentation rests half-way: \(phase), dismissal \(dismissal)")
      case (.notPresented, _), (.waitingForLayoutPass, _), (.animating, _), (.presented, _):
        break
      }
    }
    return violations
  }

  /// Presentation links agree both ways and form no cycle, a tab bar
  /// controller selects a child, and no controller roots two windows.
  private func presentationViolations() -> [String] {
    var violations: [String] = []
    for slot in controllers.slots {
      let state = controllers[slot]
      let id = controllerID(at: slot)
      if let presented = state.presented, controllers[presented.slot].presenter != id {
        violations.append("\(id) presents \(presented), whose presenter differs")
      }
      if let presenter = state.presenter, controllers[presenter.slot].presented != id {
        violations.append("\(id) is presented by \(presenter), which presents another")
      }
      if let selected = state.selected, id != parent(of: selected) {
        violations.append("\(id) selects \(selected), which is not its child")
      }
      if state.presenter != nil,
        Self.walkMeetsACycle(from: id, next: { controllers[$0.slot].presenter })
      {
        violations.append("\(id) is inside a cycle of presentations")
      }
      // Rule 5.5: a coordinator's completions wait only while its
      // transition is in progress, so that its end runs them.
      if !state.presentationAlongside.isEmpty, state.presented == nil {
        violations.append("\(id) holds coordinator completions but presents nothing")
      }
      if state.navigation.hasWaitingAlongsideCompletions, state.navigation.isIdle {
        violations.append("\(id) holds coordinator completions with no transition in progress")
      }
    }
    // The recorded last controller of a chain, where it is used, is the
    // one a walk finds (rule 5.3).
    for root in windows.compactMap(\.rootViewController)
    where lastPresented(from: root) != selfAndPresented(from: root).last {
      violations.append(
        "\(root)'s presentation chain ends at \(selfAndPresented(from: root).last.map { "\($0)" } ?? "")"
          + ", not at the recorded \(lastPresented(from: root))")
    }
    let roots = windows.compactMap(\.rootViewController)
    if Set(roots).count != roots.count {
      violations.append("a controller is the root of two windows")
    }
    for window in windows where !isRetired(windowAt: window.id.slot) {
      if let root = window.rootViewController, controllers[root.slot].rootedWindow != window.id {
        violations.append("\(root) is \(window.id)'s root but does not know it")
      }
    }
    for slot in controllers.slots {
      if let window = controllers[slot].rootedWindow,
        windows[window.slot].rootViewController?.slot != slot
      {
        violations.append("a controller notes \(window) as its window, which has another root")
      }
    }
    return violations
  }

  /// Each animation in progress is either waiting for the commit or has one
  /// deadline in the heap, which keeps its order (rule 4.2); the transitions
  /// among them are listed apart, in the same order.
  private func animationIndexViolations() -> [String] {
    var violations: [String] = []
    let waiting = runLoop.unstartedAnimations.map(\.id)
    let running = runLoop.deadlines.elements.map(\.id)
    if (waiting + running).sorted() != runLoop.animations.map(\.id).sorted() {
      violations.append(
        "animations \(runLoop.animations.map(\.id)) but waiting \(waiting), running \(running)")
    }
    if !runLoop.deadlines.isHeapOrdered {
      violations.append("the animation deadlines are out of heap order")
    }
    let transitions = runLoop.animations.filter(\.kind.isTransition)
    if Array(runLoop.transitions) != transitions {
      violations.append(
        "transitions listed \(runLoop.transitions.map(\.id)) but running "
          + "\(transitions.map(\.id))")
    }
    return violations
  }

  /// Whether following `next` from `start` ever comes back to a node it saw.
  private static func walkMeetsACycle<Node: Hashable>(
    from start: Node, next: (Node) -> Node?
  ) -> Bool {
    var seen: Set<Node> = [start]
    var current = next(start)
    while let node = current {
      guard seen.insert(node).inserted else { return true }
      current = next(node)
    }
    return false
  }

  /// The ``controllersAwaitingViewIsAppearing()`` index against a scan of
  /// every controller and every window's view tree.
  ///
  /// The scan is the layout pass as it was before the index, and it does not
  /// read the views' cached windows, so it checks them too.
  private func viewIsAppearingIndexViolations() -> [String] {
    var violations: [String] = []
    for node in views {
      var next = node.firstChildLink.slot
      while let subview = next, let following = views[subview].nextSiblingLink.slot {
        if views[following].siblingOrder <= views[subview].siblingOrder {
          violations.append(
            "\(viewID(at: following)) is in front of \(viewID(at: subview)) but not ordered after it"
          )
        }
        next = following
      }
    }
    let awaiting = Array(
      controllers.slots.filter { awaitsViewIsAppearing(appearances[$0]) }.map {
        controllerID(at: $0)
      })
    if awaiting.count != runLoop.awaitingViewIsAppearing {
      violations.append(
        "\(awaiting.count) controllers await viewIsAppearing, "
          + "the count says \(runLoop.awaitingViewIsAppearing)")
    }
    let candidates = Set(runLoop.viewIsAppearingCandidates)
    for controller in awaiting where !candidates.contains(controller.slot) {
      violations.append("\(controller) awaits viewIsAppearing but is not a candidate")
    }
    var scanned: [ControllerID] = []
    var visited = Set<ControllerID>()
    for window in windows {
      for controller in controllersInSubtree(of: window.view)
      where visited.insert(controller).inserted
        && awaitsViewIsAppearing(appearances[controller.slot])
      {
        scanned.append(controller)
      }
    }
    scanned += awaiting.filter { !visited.contains($0) }
    var copy = self
    let indexed = copy.controllersAwaitingViewIsAppearing().map { controllerID(at: $0) }
    let slots = awaiting.map(\.slot)
    let walked = inLayoutOrderByWalkingTheWindows(slots).map { controllerID(at: $0) }
    let pathsOnly = inLayoutOrder(slots).map { controllerID(at: $0) }
    if indexed != scanned || walked != scanned || pathsOnly != scanned {
      violations.append(
        "the layout pass would order \(indexed) (paths only: \(pathsOnly), walked: \(walked)), "
          + "a scan of the windows \(scanned)")
    }
    return violations
  }
}

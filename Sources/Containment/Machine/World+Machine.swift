extension World {
  /// Applies one operation and returns what UIKit would deliver, in order.
  ///
  /// - Throws: ``CallFailure/exception(_:)`` when UIKit would raise,
  ///   ``CallFailure/refusal(_:)`` when the model refuses the call (a budget
  ///   spent, an identity it cannot name, a copy of a world taken during a
  ///   call). The world is then exactly as it was before the call.
  public mutating func apply(_ operation: Call) throws(CallFailure) -> [Event] {
    guard admitsCall() else { throw .refusal(.copiedDuringCall) }
    // No caller's code runs inside: nothing can copy the world meanwhile.
    let checkpoint = try openCall(operation, owner: .handle)
    var events: [Event] = []
    do {
      while let event = try advance(above: checkpoint.workCount) {
        // Room for several events at the first: a call that delivers one
        // usually delivers a few, and an array grown from one element
        // reallocates at two, four and eight.
        if events.isEmpty { events.reserveCapacity(8) }
        events.append(event)
      }
    } catch {
      rollBack(to: checkpoint)
      throw error
    }
    closeCall(checkpoint)
    return events
  }

  /// Applies one operation, handing each event to `handler` as it happens.
  ///
  /// The handler runs "inside" the callback, like an override after `super`:
  /// operations it applies to the ``WorldInCall`` it is given are delivered
  /// before this operation goes on. A handler that applies several
  /// operations applies each to its end before the next, as straight-line
  /// code would.
  ///
  /// What a handler may do with what it is given:
  /// - read the world (``WorldInCall/world``), make controllers, views and
  ///   windows, and apply operations, nested as deep as
  ///   ``maximumHandlerDepth``; every step they take counts against this
  ///   call's budget (``stepLimitPerCall``);
  /// - catch a ``CallFailure`` from one of its operations: that operation is
  ///   undone and this one goes on.
  ///
  /// The world in the call lives in the `WorldInCall`, which cannot be
  /// copied: a `World` read from it and kept is a copy in the middle of a
  /// call that will never end on it, and refuses every operation with
  /// ``ModelRefusal/copiedDuringCall``, by construction. Copy the world
  /// before or after `apply`.
  ///
  /// - Throws: a ``CallFailure`` when UIKit would raise or the model refuses,
  ///   here or in any operation the handler applies, or whatever the handler
  ///   throws. The world is then exactly as it was before this call, but for
  ///   the identities of controllers, views and windows the handler made
  ///   inside it, which stay retired (``ModelRefusal/rolledBackIdentity(_:)``).
  public mutating func apply(
    _ operation: Call,
    handler: (Event, inout WorldInCall) throws -> Void
  ) throws {
    try apply(operation) { (observation: Observation, world: inout WorldInCall) throws in
      try observation.dispatch(to: &world, handler: handler)
    }
  }

  /// Applies one operation like ``apply(_:handler:)``, and runs the caller's
  /// own blocks (``Call/callerBlock(_:)``) when they start.
  ///
  /// `block` is given the block's number and the world in the call, and may
  /// apply operations to it as a handler may: they run where the block
  /// stands, before the calls that follow it. This is how a completion block
  /// whose calls depend on state at the time it runs is written:
  /// `callerBlock(n)` in the completion, and the decision in `block`.
  ///
  /// - Throws: as ``apply(_:handler:)``, or whatever `block` throws.
  public mutating func apply(
    _ operation: Call,
    handler: (Event, inout WorldInCall) throws -> Void,
    block: (Int, inout WorldInCall) throws -> Void
  ) throws {
    try apply(operation) { (observation: Observation, world: inout WorldInCall) throws in
      try observation.dispatch(to: &world, handler: handler, block: block)
    }
  }

  /// Moves this world into a ``WorldInCall`` for the call, and back.
  private mutating func apply(
    _ operation: Call, observer: (Observation, inout WorldInCall) throws -> Void
  ) throws {
    guard admitsCall() else { throw CallFailure.refusal(.copiedDuringCall) }
    var world = WorldInCall(moving: &self)
    do {
      try world.run(operation, observer: observer, failure: { $0 })
    } catch {
      self = world.handBack()
      throw error
    }
    self = world.handBack()
  }

  /// A world with this one's profile and lineage and nothing else, not even
  /// its window: what stands in a variable while its world is in a
  /// ``WorldInCall``, and costs no allocation.
  var placeholder: World { World(placeholderFor: profile, lineage: lineage) }
}

extension World {
  /// Executes steps until one yields an event, or until the work above `base`
  /// is done (then returns `nil`).
  mutating func advance(above base: Int) throws(CallFailure) -> Event? {
    while work.count > base {
      guard calls.takeStep() else { throw .refusal(.doesNotSettle(steps: calls.budget)) }
      let step = work.removeLast()
      if let event = try execute(step) {
        runLoop.noteWork()
        return event
      }
    }
    return nil
  }

  /// Like ``advance(above:)``, but also stops before each call the user
  /// wrote starts, so that an observer sees the world that call starts from.
  mutating func observe(above base: Int) throws(CallFailure) -> Observation? {
    guard work.count > base, case .call(let call) = work[work.count - 1] else {
      return try advance(above: base).map(Observation.event)
    }
    work[work.count - 1] = .reissue(call)
    return .callStarts(call)
  }

  /// Pushes one step to run next.
  mutating func schedule(_ step: Step) {
    work.append(step)
  }

  /// Pushes two to four steps so that `first` runs first, then `second`, and
  /// so on; no array is built for them.
  mutating func schedule(_ first: Step, _ second: Step, _ third: Step? = nil, _ fourth: Step? = nil)
  {
    if let fourth { work.append(fourth) }
    if let third { work.append(third) }
    work.append(second)
    work.append(first)
  }

  /// Starts a run of steps planned in running order with ``plan(_:)``.
  ///
  /// For a call whose steps depend on the world: they go straight onto the
  /// work stack, and ``closeSchedule(from:)`` turns them around in place, so no
  /// temporary array is built. A throw in between is safe: rolling the call
  /// back truncates the work stack.
  func openSchedule() -> Int { work.count }

  /// Schedules one step per element of `elements`, in their order, without
  /// an array of steps.
  mutating func schedule<Elements: Sequence>(
    each elements: Elements, _ step: (Elements.Element) -> Step
  ) {
    let mark = openSchedule()
    for element in elements { plan(step(element)) }
    closeSchedule(from: mark)
  }

  /// Plans the next step of the run that ``openSchedule()`` started.
  mutating func plan(_ step: Step) {
    work.append(step)
  }

  /// Ends the run that started at `mark`: its first planned step runs first.
  ///
  /// The steps are moved in place through the buffer: reversing the slice
  /// `work[mark...]` would copy it, since a slice shares its array's buffer,
  /// and the array's own `swapAt` copies each step it swaps. Serves the
  /// mixed-workload target of `Benchmarks/README.md`.
  mutating func closeSchedule(from mark: Int) {
    work.withUnsafeMutableBufferPointer { steps in
      var low = mark
      var high = steps.count - 1
      while low < high {
        steps.swapAt(low, high)
        low += 1
        high -= 1
      }
    }
  }

  /// Executes one step; returns the event it yields, if any.
  ///
  /// The machine's own steps are handled here; each part's steps go to that
  /// part's `execute`, in its own file.
  ///
  /// Each part's `execute` is marked `@inline(__always)` so that it is
  /// inlined here: it serves the forwarding target of `Benchmarks/README.md`,
  /// where the cost of the grouping without it is measured.
  mutating func execute(_ step: consuming Step) throws(CallFailure) -> Event? {
    // Consumed: a step that schedules its successor (a layout pass's next
    // controller, the next queued did) hands its array on without a copy.
    switch consume step {
    case .reissue(let operation), .call(let operation):
      // A call is validated when it starts, against the world as it is then.
      try expand(operation)
      return nil
    case .warn(let warning):
      return .warning(warning)
    case .note(let note):
      return .note(note)
    case .openTransitionContext(let cancelled):
      transitionContexts.append(cancelled)
      return nil
    case .closeTransitionContext:
      // Opened by the same plan, above the completions it closes.
      _ = transitionContexts.popLast()
      return nil
    case .containment(let step):
      // May raise: attaching a child checks again when it runs (E4).
      return try execute(step)
    case .appearance(let step):
      return execute(step)
    case .views(let step):
      // May raise: a view move checks again when it runs.
      return try execute(step)
    case .layout(let step):
      return execute(step)
    case .runLoop(let step):
      return execute(step)
    case .navigation(let step):
      return execute(step)
    case .tabBar(let step):
      // May raise: recording a selection checks again when it runs (E9).
      return try execute(step)
    case .presentation(let step):
      return execute(step)
    case .memory(let step):
      return execute(step)
    case .lifecycle(let callback):
      // A delegate's line is work of the turn: its end is printed.
      runLoop.noteWork()
      return .lifecycle(callback)
    case .delegate(let callback):
      // A delegate's line is work of the turn too.
      runLoop.noteWork()
      return .presentationDelegate(callback)
    case .pageView(let step):
      return execute(step)
    }
  }
}

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

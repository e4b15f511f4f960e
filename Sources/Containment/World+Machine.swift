extension World {
  /// Executes steps until one yields an event, or until the work above `base`
  /// is done (then returns `nil`).
  mutating func advance(above base: Int) throws(UIKitException) -> Event? {
    while work.count > base {
      guard calls.takeStep() else { throw .doesNotSettle(steps: calls.budget) }
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
  mutating func observe(above base: Int) throws(UIKitException) -> Observation? {
    guard work.count > base, case .call(let call) = work[work.count - 1] else {
      return try advance(above: base).map(Observation.event)
    }
    work[work.count - 1] = .start(call)
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
  /// work stack, and ``endSchedule(from:)`` turns them around in place, so no
  /// temporary array is built. A throw in between is safe: rolling the call
  /// back truncates the work stack.
  func beginSchedule() -> Int { work.count }

  /// Schedules one step per element of `elements`, in their order, without
  /// an array of steps.
  mutating func schedule<Elements: Sequence>(
    each elements: Elements, _ step: (Elements.Element) -> Step
  ) {
    let mark = beginSchedule()
    for element in elements { plan(step(element)) }
    endSchedule(from: mark)
  }

  /// Plans the next step of the run that ``beginSchedule()`` started.
  mutating func plan(_ step: Step) {
    work.append(step)
  }

  /// Ends the run that started at `mark`: its first planned step runs first.
  ///
  /// The steps are moved in place through the buffer: reversing the slice
  /// `work[mark...]` would copy it, since a slice shares its array's buffer,
  /// and the array's own `swapAt` copies each step it swaps.
  mutating func endSchedule(from mark: Int) {
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
  mutating func execute(_ step: consuming Step) throws(UIKitException) -> Event? {
    // Consumed: a step that schedules its successor (a layout pass's next
    // controller, the next queued did) hands its array on without a copy.
    switch consume step {
    case .start(let operation), .call(let operation):
      try start(operation)
      return nil
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
    case .warn(let warning):
      return .warning(warning)
    case .note(let note):
      return .note(note)
    case .load(let reference):
      load(reference)
      return nil
    case .addSubview(let view, let superview):
      try addSubview(view, to: superview)
      return nil
    case .move(let view, let superview, let byHand):
      try move(view, to: superview, byHand: byHand)
      return nil
    case .setViewHidden(let reference, let isHidden):
      if let view = resolvedView(reference) { viewTree.setHidden(isHidden, viewAt: view.index) }
      return nil
    case .removeViewIfLoaded(let controller, let byHand):
      if let view = view(of: controller) { moveView(view, to: nil, byHand: byHand) }
      return nil
    case .addView(let controller, let sibling):
      try addView(of: controller, besideViewOf: sibling)
      return nil
    case .windowWill(let change, let view, let move):
      windowWill(change, atViewAt: view, in: move)
      return nil
    case .windowWillSubviews(let change, let view, let move):
      windowWillSubviews(change, ofViewAt: view, in: move)
      return nil
    case .reparent(let view, let superview):
      try reparentChecked(view, to: superview)
      return nil
    case .windowDids(let change, let view):
      windowDids(change, of: view)
      return nil
    case .windowDid(let change, let controller):
      windowDid(change, of: controller)
      return nil
    case .setWindowFlag(let window, let isHidden):
      viewTree.setHidden(isHidden, window: window)
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
    case .layOut(let order, let next, let isPass):
      return layOut(order, next: next, isPass: isPass)
    case .layoutPair(let controller, let isPass):
      return layoutPair(ofControllerAt: controller, isPass: isPass)
    case .setNeedsLayout(let view):
      setNeedsLayout(view)
      return nil
    case .layoutIfNeeded(let view):
      layoutIfNeeded(view)
      return nil
    case .navigation(let step):
      // A navigation controller's steps (rule 5.1): a transition requested, started, ended or cut short, and the new top's didMove.
      return execute(step)
    case .presentation(let step):
      // A modal presentation's steps (rule 5.3): a presentation or dismissal started and ended, and the links of a dismissed chain broken.
      return execute(step)
    case .tabBar(let step):
      // A tab bar controller's steps (rule 5.2): a selection recorded, and a switch's end.
      return try execute(step)
    case .memory(let step):
      // The steps of a memory warning (rule 6.3): each controller's callback and the iOS 5 unload, and a view released.
      return execute(step)
    case .appearance(let step):
      // The appearance steps (rules 2.1 to 2.4): a change applied to one controller, forwarded to its children, an explicit transition begun or ended, and viewIsAppearing in layout order.
      return execute(step)
    case .runLoop(let step):
      // The run loop's own steps, handled in World+RunLoop.
      return execute(step)
    }
  }
}

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

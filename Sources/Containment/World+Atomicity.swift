extension World {
  /// Starts a call: marks the journals and pushes the call's first step.
  ///
  /// A top-level call (one made when no call is open) also sets the step
  /// budget that the call and everything its handlers do share.
  ///
  /// - Parameters:
  ///   - operation: the call.
  ///   - address: the variable the call runs on (see
  ///     ``CallsInProgress/owner``).
  /// - Returns: where the call began, to end it or roll it back.
  /// - Throws: ``UIKitException/copiedDuringCall`` on a copy taken inside a
  ///   handler, ``UIKitException/handlersNestTooDeep(limit:)`` past
  ///   ``maximumHandlerDepth``; nothing has changed then.
  mutating func beginCall(_ operation: Call, at address: UInt) throws(UIKitException)
    -> CallCheckpoint
  {
    guard calls.isOwned(by: address) else { throw .copiedDuringCall }
    guard calls.depth <= Self.maximumHandlerDepth else {
      throw .handlersNestTooDeep(limit: Self.maximumHandlerDepth)
    }
    let checkpoint = CallCheckpoint(
      workCount: work.count, openExplicitTransitions: openExplicitTransitions)
    if calls.depth == 0 {
      calls.openTopLevel(checkpoint, at: address, budget: stepLimitPerCall ?? automaticStepLimit)
    } else {
      calls.openNested(checkpoint)
    }
    controllers.beginMark()
    appearances.beginMark()
    views.beginMark()
    viewWindows.beginMark()
    windows.beginMark()
    runLoop.beginMark()
    work.append(.call(operation))
    return checkpoint
  }

  /// Whether the world on `address` is still the one that began the call at
  /// `depth`, and has taken at least `steps` steps: `false` when a handler
  /// assigned another world to its `inout` parameter, a copy saved earlier
  /// included (its step count is lower: steps are never given back).
  func isStillInCall(
    atDepth depth: Int, at address: UInt, above workCount: Int, afterSteps steps: Int
  ) -> Bool {
    calls.depth == depth && calls.owner == address && work.count >= workCount
      && calls.steps >= steps
  }

  /// Ends a call that did not raise: its writes stay, and an enclosing call
  /// can still undo them.
  mutating func endCall(_ checkpoint: CallCheckpoint) {
    controllers.commit()
    appearances.commit()
    views.commit()
    viewWindows.commit()
    windows.commit()
    runLoop.commit()
    calls.close()
    checkInvariantsAtRest()
  }

  /// Ends a call that raised: the world is as it was before the call.
  ///
  /// The steps a failed inner call took still count against the budget, so
  /// that a handler that catches and retries cannot loop without end.
  mutating func rollBack(to checkpoint: CallCheckpoint) {
    controllers.rollBack()
    appearances.rollBack()
    retireControllersMadeInRolledBackCall()
    let madeViews = (views.countAtInnermostMark..<views.count).map {
      (kind: views[$0].kind, name: viewName(at: $0))
    }
    let madeWindows = (windows.countAtInnermostMark..<windows.count).map { windows[$0] }
    views.rollBack()
    viewWindows.rollBack()
    windows.rollBack()
    retire(madeViews, madeWindows)
    work.removeSubrange(checkpoint.workCount...)
    runLoop.rollBack()
    openExplicitTransitions = checkpoint.openExplicitTransitions
    calls.close()
    checkInvariantsAtRest()
  }

  /// Puts an empty record in place of each controller that the rolled-back
  /// call made, and retires its position: the identity a handler was given
  /// is refused from now on, not taken over by the next controller made.
  ///
  /// Inside an enclosing call the empty records are journaled with it; if it
  /// rolls back too, they are put back again, and retired only once.
  private mutating func retireControllersMadeInRolledBackCall() {
    for position in controllers.count..<controllerNames.count {
      Self.insertRetired(position, into: &retiredControllerPositions)
      controllers.append(ControllerState(kind: .viewController))
      appearances.append(ControllerAppearance())
    }
  }

  /// Puts an empty record in place of each view and window that the
  /// rolled-back call made (`views` and `windows` are cut back to where the
  /// call began), and retires their positions, as
  /// ``retireControllersMadeInRolledBackCall()`` does for controllers.
  ///
  /// Only views a handler made (plain views, and windows' own views) need
  /// it: their identities were handed out. A root view that a call loaded
  /// is rolled back like any other write, so that a call UIKit refuses
  /// leaves the world equal to what it was; one made below a retired view
  /// is retired with it, as positions are never given twice. A window's
  /// view stays the window's own (the window is hidden, with no root, and in
  /// no list a user reads); any other view becomes a plain view with no
  /// superview that keeps its name.
  private mutating func retire(
    _ madeViews: [(kind: ViewNode.Kind, name: String)], _ madeWindows: [WindowState]
  ) {
    while let last = plainViewNames.last, last.position >= views.count {
      plainViewNames.removeLast()
    }
    let handedOut = madeViews.lastIndex { view in
      switch view.kind {
      case .plain, .window: true  // Made by makeView(named:) or makeWindow(named:).
      case .root: false  // Loaded by the call itself.
      }
    }
    guard let handedOut else { return }
    for view in madeViews[...handedOut] {
      let position = views.count
      Self.insertRetired(position, into: &retiredViewPositions)
      switch view.kind {
      case .window(let window):
        // Its window is retired below, at the same position it had.
        views.append(ViewNode(kind: .window(at: window)))
        viewWindows.append(NodeLink(window))
      case .root, .plain:
        // A root view's controller no longer has it: a plain record keeps the name.
        views.append(ViewNode(kind: .plain))
        viewWindows.append(.none)
        plainViewNames.append(PlainViewName(position: position, name: view.name))
      }
    }
    for window in madeWindows {
      Self.insertRetired(window.id.index, into: &retiredWindowPositions)
      windows.append(WindowState(id: window.id, view: window.view))
    }
  }

  /// Adds `position` to a list of retired positions in increasing order,
  /// unless it is there already (an enclosing call that rolls back too
  /// retires the same positions again).
  private static func insertRetired(_ position: Int, into retired: inout [Int]) {
    if retired.last.map({ $0 < position }) ?? true { retired.append(position) }
  }

  /// Rolls back every open call, outermost included: the world a handler
  /// assigned in place of the one it was given is brought to rest, as it was
  /// before the top-level call it was copied in (if any) began.
  mutating func rollBackEveryOpenCall() {
    while let checkpoint = calls.checkpoints.innermost { rollBack(to: checkpoint) }
  }
}

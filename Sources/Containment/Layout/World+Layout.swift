/// Layout (rule 4.7; grade doc + inf), in a world that tracks it
/// (``World/tracksLayout``): which views need layout, and the layout
/// callbacks at a turn's layout pass and at `layoutIfNeeded()`.
///
/// Only controllers' root views get callbacks, so only they are tracked: a
/// root view is marked when it enters a window, when a subview is added to
/// or removed from it, when its window rotates, and by `setNeedsLayout()`.
/// The marked views are kept in a list of candidates, pruned at each pass
/// to those still marked, each once, so that "is any layout due?" costs
/// what the marked views cost.
extension World {
  /// Executes one of the layout steps.
  @inline(__always)
  mutating func execute(_ step: consuming LayoutStep) -> Event? {
    switch consume step {
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
    }
  }

  /// Marks the view at `slot` as needing layout, if it is a root view.
  mutating func markNeedsLayout(viewAt slot: ViewSlot) {
    guard tracksLayout, viewTree.markNeedsLayout(viewAt: slot) else { return }
    runLoop.listLayoutCandidate(viewAt: slot)
  }

  /// Marks every root view in the subtree of the view at `slot`: its
  /// window rotated (rules 4.7, 6.1, 6.2).
  mutating func markSubtreeNeedsLayout(viewAt slot: ViewSlot) {
    guard tracksLayout else { return }
    var pending = [slot]
    while let node = pending.popLast() {
      markNeedsLayout(viewAt: node)
      var subview = views[node].firstChildLink.slot
      while let next = subview {
        pending.append(next)
        subview = views[next].nextSiblingLink.slot
      }
    }
  }

  /// Whether the layout pass would lay out the controller's view now: it
  /// needs layout, is in a visible window, and (for `inThisTurn`) was not
  /// laid out by this turn end's pass already.
  func isLayoutDue(ofControllerAt controller: ControllerSlot, inThisTurn: Bool) -> Bool {
    guard let view = controllers[controller].viewLink.slot, views[view].layout.needsLayout
    else { return false }
    return views[view].layout.isDue(
      inThisTurn: inThisTurn, isInVisibleWindow: isInVisibleWindow(viewAt: view))
  }

  /// Whether some view needs a layout pass: in this turn end (`inThisTurn`,
  /// which repeats the turn-end steps), or in a turn end to come (which
  /// `runUntilIdle()` waits for).
  func hasLayoutDue(inThisTurn: Bool) -> Bool {
    guard tracksLayout else { return false }
    return runLoop.layoutCandidates.contains { candidate in
      views[candidate].owner.map {
        isLayoutDue(ofControllerAt: $0, inThisTurn: inThisTurn)
      } ?? false
    }
  }

  /// Keeps as layout candidates only the views that still need layout and
  /// are in a visible window, each once (rule 4.7).
  ///
  /// A view laid out and marked again is listed twice until this prunes the
  /// list; a marked view in a hidden window, or in none, cannot be laid out
  /// and is listed again when it can (``listMarkedViews(inWindowOf:)``, and
  /// the moves of ``reparent(_:to:)``). So a turn end reads each candidate
  /// once, not every marked view of the world at every turn.
  mutating func pruneLayoutCandidates() {
    guard tracksLayout, !runLoop.layoutCandidates.isEmpty else { return }
    var kept: [ViewSlot] = []
    var listed = Set<ViewSlot>()
    for view in runLoop.layoutCandidates
    where views[view].layout.needsLayout && isInVisibleWindow(viewAt: view)
      && listed.insert(view).inserted
    {
      kept.append(view)
    }
    if kept.count < runLoop.layoutCandidates.count {
      runLoop.replaceLayoutCandidates(with: kept)
    }
  }

  /// Whether the view at `slot` is in a window that is not hidden.
  private func isInVisibleWindow(viewAt slot: ViewSlot) -> Bool {
    guard let window = viewTree.window(ofViewAt: slot).slot else { return false }
    return !windows[window].isHidden
  }

  /// Lists again the marked root views of a window that is shown: pruned
  /// while it was hidden, they can be laid out now (rule 4.7).
  ///
  /// - Complexity: O(the views in the window), as showing it walks them.
  mutating func listMarkedViews(inWindowOf window: WindowID) {
    guard tracksLayout else { return }
    var pending = [windows[window.slot].view.slot]
    while let node = pending.popLast() {
      if views[node].layout.needsLayout { runLoop.listLayoutCandidate(viewAt: node) }
      var subview = views[node].firstChildLink.slot
      while let next = subview {
        pending.append(next)
        subview = views[next].nextSiblingLink.slot
      }
    }
  }

  /// Forgets which views the last turn end laid out, as a new turn end
  /// opens: they may be laid out again (rule 4.7).
  mutating func forgetLastTurnsLayout() {
    guard tracksLayout, !runLoop.laidOutThisTurn.isEmpty else { return }
    for view in runLoop.takeLaidOutViews() {
      viewTree.turnEndOpens(viewAt: view)
    }
  }

  /// The layout pass after the deferred starts (rule 4.7).
  ///
  /// Every controller due `viewIsAppearing` or layout, in the layout order
  /// of rule 4.1 step 1. Scheduled again when the order is done, so that a view a handler
  /// marked and the pass has not visited is laid out in it.
  mutating func layoutPassWithLayout() {
    var due = Set(controllersAwaitingViewIsAppearing())
    pruneLayoutCandidates()
    for view in runLoop.layoutCandidates {
      if let owner = views[view].owner, isLayoutDue(ofControllerAt: owner, inThisTurn: true) {
        due.insert(owner)
      }
    }
    guard !due.isEmpty else { return }
    schedule(.layout(.layOut(inLayoutOrder(due.sorted()), next: 0, isPass: true)))
  }

  /// One controller of a layout order: `viewIsAppearing` if due, then its
  /// layout pair; then the next, or a new look for work the handlers made.
  mutating func layOut(_ order: consuming [ControllerSlot], next: Int, isPass: Bool) -> Event? {
    let controller = order[next]
    if next + 1 < order.count {
      schedule(.layout(.layOut(consume order, next: next + 1, isPass: isPass)))
    } else if isPass {
      schedule(.runLoop(.layoutPassViewIsAppearing))
    }
    schedule(.layout(.layoutPair(ofControllerAt: controller, isPass: isPass)))
    return layoutPassViewIsAppearing(controllerID(at: controller))
  }

  /// `viewWillLayoutSubviews`, with `viewDidLayoutSubviews` scheduled after
  /// the work its handler causes, if the controller's view needs layout.
  mutating func layoutPair(ofControllerAt controller: ControllerSlot, isPass: Bool) -> Event? {
    guard let view = controllers[controller].viewLink.slot else { return nil }
    let answer = viewTree.layoutPair(
      viewAt: view, isPass: isPass, isInVisibleWindow: isInVisibleWindow(viewAt: view))
    switch answer {
    case .nothing:
      // Not marked, or the pass cannot or need not lay it out now.
      return nil
    case .layOut(let notesLaidOut):
      if notesLaidOut { runLoop.noteLaidOut(viewAt: view) }
    }
    let id = controllerID(at: controller)
    schedule(.containment(.deliver(.viewDidLayoutSubviews, to: id, direct: false)))
    return deliver(.viewWillLayoutSubviews, to: id, direct: false)
  }

  /// `setNeedsLayout()` (rule 4.7): that view only.
  mutating func setNeedsLayout(_ reference: ViewReference) {
    guard let view = resolvedView(reference) else { return }
    markNeedsLayout(viewAt: view.slot)
  }

  /// `layoutIfNeeded()` (rule 4.7): the views of the subtree that need
  /// layout, at once, in pre-order.
  mutating func layoutIfNeeded(_ reference: ViewReference) {
    guard tracksLayout, let view = resolvedView(reference) else { return }
    let order = controllerSlotsInSubtree(ofViewAt: view.slot).filter { controller in
      controllers[controller].viewLink.slot.map { views[$0].layout.needsLayout } ?? false
    }
    if !order.isEmpty { schedule(.layout(.layOut(order, next: 0, isPass: false))) }
  }
}

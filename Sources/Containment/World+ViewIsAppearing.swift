/// The controllers that wait for `viewIsAppearing` at the layout pass
/// (rule 4.1 step 1, rule 4.3; grade doc + dec; ios17), kept as they change
/// instead of found by looking at every controller at every turn end.
///
/// A controller *awaits* `viewIsAppearing` while it is appearing and has not
/// had it in this appearance. Every change of those two facts goes through
/// ``updateAppearanceState(of:_:)``, which keeps a count of the awaiting
/// controllers (so that "is anything pending?" costs O(1)) and appends each
/// controller that starts awaiting to a list of candidates. The layout pass
/// takes the candidates that still await, in the order it delivers them, at
/// a cost proportional to them and to their depth in the view tree.
extension World {
  /// Whether the layout pass owes this controller `viewIsAppearing`.
  func awaitsViewIsAppearing(_ state: ControllerState) -> Bool {
    profile.sendsViewIsAppearing && state.appearance == .appearing && !state.hadViewIsAppearing
  }

  /// Changes a controller's appearance state, keeping the awaiting count and
  /// the candidates up to date.
  mutating func updateAppearanceState(
    of controller: ControllerID, _ change: (inout ControllerState) -> Void
  ) {
    let awaited = awaitsViewIsAppearing(controllers[controller.index])
    change(&controllers[controller.index])
    let awaits = awaitsViewIsAppearing(controllers[controller.index])
    switch (awaited, awaits) {
    case (false, true):
      runLoop.awaitingViewIsAppearing += 1
      runLoop.viewIsAppearingCandidates.append(controller)
    case (true, false):
      runLoop.awaitingViewIsAppearing -= 1
      // With nobody awaiting, every candidate is stale.
      if runLoop.awaitingViewIsAppearing == 0 {
        runLoop.viewIsAppearingCandidates.removeAll()
      }
    case (false, false), (true, true):
      // Nothing the layout pass needs to know changed.
      break
    }
  }

  /// The controllers that await `viewIsAppearing`, in the order the layout
  /// pass delivers it: window by window, each window's view tree front to
  /// back in depth-first order (superview before subviews, subviews back to
  /// front); then those in no window, in creation order (rule 4.1 step 1).
  ///
  /// The candidates that no longer await are dropped from the list.
  ///
  /// - Complexity: O(k log k + the views on the paths from the k awaiting
  ///   controllers' views up to their windows).
  mutating func controllersAwaitingViewIsAppearing() -> [ControllerID] {
    var awaiting: [ControllerID] = []
    if runLoop.viewIsAppearingCandidates.count == runLoop.awaitingViewIsAppearing {
      // Each awaiting controller is a candidate: as many candidates means
      // each once, and none stale.
      awaiting = Array(runLoop.viewIsAppearingCandidates)
    } else {
      var seen = Set<ControllerID>()
      for candidate in runLoop.viewIsAppearingCandidates
      where awaitsViewIsAppearing(controllers[candidate.index]) && seen.insert(candidate).inserted {
        awaiting.append(candidate)
      }
      runLoop.viewIsAppearingCandidates.removeAll()
      runLoop.viewIsAppearingCandidates.append(contentsOf: awaiting)
    }
    // When a large part of the world awaits (a window shown over a whole
    // tree), one walk of the windows costs less than the paths.
    return awaiting.count * 4 >= views.count
      ? inLayoutOrderByWalkingTheWindows(awaiting) : inLayoutOrder(awaiting)
  }

  /// The awaiting controllers in layout order, by walking every window's
  /// view tree: O(views), for when most of them await.
  func inLayoutOrderByWalkingTheWindows(_ awaiting: [ControllerID]) -> [ControllerID] {
    var ordered: [ControllerID] = []
    for window in windows {
      for controller in controllersInSubtree(of: window.view)
      where awaitsViewIsAppearing(controllers[controller.index]) {
        ordered.append(controller)
      }
    }
    return ordered + awaiting.filter { viewInAWindow(of: $0) == nil }.sorted()
  }

  /// The controller's root view, if it is loaded and in a window.
  private func viewInAWindow(of controller: ControllerID) -> ViewID? {
    guard let view = view(of: controller), views[view.index].windowLink != .none else {
      return nil
    }
    return view
  }

  /// `controllers` (each with a root view, or none) ordered as the layout
  /// pass visits them, walking only the paths from their views to their
  /// windows.
  func inLayoutOrder(_ controllers: [ControllerID]) -> [ControllerID] {
    var outsideWindows: [ControllerID] = []
    var ownersInWindows = Set<ViewID>()
    var pathsDown: [ViewID: [ViewID]] = [:]
    var seen = Set<ViewID>()
    var windowViews: [ViewID] = []
    for controller in controllers {
      guard let view = viewInAWindow(of: controller) else {
        outsideWindows.append(controller)
        continue
      }
      ownersInWindows.insert(view)
      var node = view
      while seen.insert(node).inserted {
        guard let superview = superview(of: node) else {
          windowViews.append(node)
          break
        }
        pathsDown[superview, default: []].append(node)
        node = superview
      }
    }
    var ordered: [ControllerID] = []
    var pending = windowViews.sorted { $0.index > $1.index }
    while let node = pending.popLast() {
      if ownersInWindows.contains(node), let owner = owner(of: node) { ordered.append(owner) }
      guard let below = pathsDown[node] else { continue }
      if below.count == 1 {
        pending += below
      } else {
        let order = below.map { views[$0.index].siblingOrder }
        pending += below.indices.sorted { order[$0] > order[$1] }.map { below[$0] }
      }
    }
    return ordered + outsideWindows.sorted()
  }
}

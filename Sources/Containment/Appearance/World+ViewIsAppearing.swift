/// The controllers that wait for `viewIsAppearing` at the layout pass
/// (rule 4.1 step 1, rule 4.3; grade doc + dec; ios17), kept as they change
/// instead of found by looking at every controller at every turn end.
///
/// A controller *awaits* `viewIsAppearing` while it is appearing and has not
/// had it in this appearance. Every change of those two facts is an event of
/// the controller's appearance machine (``ControllerAppearance``), asked
/// through `updatingViewIsAppearingIndex`, which keeps a count of the
/// awaiting controllers (so that "is anything pending?" costs O(1)) and appends each
/// controller that starts awaiting to a list of candidates. The layout pass
/// takes the candidates that still await, in the order it delivers them, at
/// a cost proportional to them and to their depth in the view tree.
extension World {
  /// Whether the layout pass owes this controller `viewIsAppearing`.
  func awaitsViewIsAppearing(_ appearance: ControllerAppearance) -> Bool {
    appearance.awaitsViewIsAppearing(sendsViewIsAppearing: profile.sendsViewIsAppearing)
  }

  /// Asks the appearance machine of the controller at `slot` for `event`,
  /// then counts the controller in or out of those awaiting
  /// `viewIsAppearing` if that changed.
  mutating func updatingViewIsAppearingIndex<Answer>(
    ofControllerAt slot: ControllerSlot, _ event: (inout AppearanceTable) -> Answer
  ) -> Answer {
    let awaited = awaitsViewIsAppearing(appearances[slot])
    let answer = event(&appearances)
    let awaits = awaitsViewIsAppearing(appearances[slot])
    switch (awaited, awaits) {
    case (false, true):
      runLoop.addAwaitingViewIsAppearing(controllerAt: slot)
    case (true, false):
      runLoop.removeAwaitingViewIsAppearing()
    case (false, false), (true, true):
      // Nothing the layout pass needs to know changed.
      break
    }
    return answer
  }

  /// The controllers that await `viewIsAppearing`, in the
  /// order the layout pass delivers it: window by window, each window's view
  /// tree front to back in depth-first order (superview before subviews,
  /// subviews back to front); then those in no window, in creation order
  /// (rule 4.1 step 1).
  ///
  /// The candidates that no longer await are dropped from the list.
  /// Slots, not identities, so that a window shown over a million
  /// controllers orders them in arrays of 32-bit values.
  ///
  /// - Complexity: O(k log k + the views on the paths from the k awaiting
  ///   controllers' views up to their windows).
  mutating func controllersAwaitingViewIsAppearing() -> [ControllerSlot] {
    var awaiting: [ControllerSlot] = []
    awaiting.reserveCapacity(runLoop.awaitingViewIsAppearing)
    if runLoop.viewIsAppearingCandidates.count == runLoop.awaitingViewIsAppearing {
      // Each awaiting controller is a candidate: as many candidates means
      // each once, and none stale.
      awaiting.append(contentsOf: runLoop.viewIsAppearingCandidates)
    } else {
      var seen = Set<ControllerSlot>()
      for candidate in runLoop.viewIsAppearingCandidates
      where awaitsViewIsAppearing(appearances[candidate]) && seen.insert(candidate).inserted {
        awaiting.append(candidate)
      }
      runLoop.replaceViewIsAppearingCandidates(with: awaiting)
    }
    // One controller is in order by itself: most turns end with one.
    if awaiting.count <= 1 { return awaiting }
    // When a large part of the world awaits (a window shown over a whole
    // tree), one walk of the windows costs less than the paths.
    return awaiting.count * 4 >= views.count
      ? inLayoutOrderByWalkingTheWindows(awaiting) : inLayoutOrder(awaiting)
  }

  /// The awaiting controllers in layout order, by walking every
  /// window's view tree: O(views), for when most of them await.
  func inLayoutOrderByWalkingTheWindows(_ awaiting: [ControllerSlot]) -> [ControllerSlot] {
    var ordered: [ControllerSlot] = []
    ordered.reserveCapacity(awaiting.count)
    for window in windows {
      for controller in controllerSlotsInSubtree(ofViewAt: window.view.slot)
      where awaitsViewIsAppearing(appearances[controller]) {
        ordered.append(controller)
      }
    }
    ordered.append(
      contentsOf: awaiting.filter { viewInAWindow(ofControllerAt: $0) == nil }.sorted())
    return ordered
  }

  /// The controller's root view, if it is loaded and in a window.
  private func viewInAWindow(ofControllerAt controller: ControllerSlot) -> ViewSlot? {
    guard let view = controllers[controller].viewLink.slot, viewTree.window(ofViewAt: view) != .none
    else { return nil }
    return view
  }

  /// `controllers` (each with a root view or none) ordered as the
  /// layout pass visits them, walking only the paths from their views to
  /// their windows.
  func inLayoutOrder(_ controllers: [ControllerSlot]) -> [ControllerSlot] {
    var outsideWindows: [ControllerSlot] = []
    var ownersInWindows = Set<ViewSlot>()
    var pathsDown: [ViewSlot: [ViewSlot]] = [:]
    var seen = Set<ViewSlot>()
    var windowViews: [ViewSlot] = []
    for controller in controllers {
      guard let view = viewInAWindow(ofControllerAt: controller) else {
        outsideWindows.append(controller)
        continue
      }
      ownersInWindows.insert(view)
      var node = view
      while seen.insert(node).inserted {
        guard let superview = views[node].parentLink.slot else {
          windowViews.append(node)
          break
        }
        pathsDown[superview, default: []].append(node)
        node = superview
      }
    }
    var ordered: [ControllerSlot] = []
    var pending = windowViews.sorted(by: >)
    while let node = pending.popLast() {
      if ownersInWindows.contains(node), let owner = views[node].owner {
        ordered.append(owner)
      }
      guard let below = pathsDown[node] else { continue }
      if below.count == 1 {
        pending += below
      } else {
        let order = below.map { views[$0].siblingOrder }
        pending += below.indices.sorted { order[$0] > order[$1] }.map { below[$0] }
      }
    }
    return ordered + outsideWindows.sorted()
  }
}

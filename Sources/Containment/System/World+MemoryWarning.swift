extension World {
  /// Executes one of a memory warning's steps.
  @inline(__always)
  mutating func execute(_ step: consuming MemoryWarningStep) -> Event? {
    switch consume step {
    case .memoryWarning(let position):
      return memoryWarning(ofControllerAt: position)
    case .unloadViewIfPossible(let controller):
      unloadViewIfPossible(controller)
      return nil
    case .releaseView(let controller):
      releaseView(controller)
      return nil
    }
  }

  /// `app.didReceiveMemoryWarning()` (rule 6.3; grade doc).
  ///
  /// Every controller gets `didReceiveMemoryWarning()`: in pre-order of the
  /// controller tree from each window's root, windows in creation order,
  /// children in `children` order whether or not their views are in a window,
  /// and the controller each presents after its subtree; then every controller
  /// not reached, in creation order. In ios5, right after its own callback, a
  /// controller whose view is loaded and in no window unloads it.
  ///
  /// Pre-order with an explicit stack, no recursion over the tree's depth,
  /// and no nested function: one that reads the world would copy it.
  mutating func memoryWarning() {
    // Slots, not identities, in the walk and in the steps: the walk
    // reads every controller of the world, and each step makes the one
    // identity its callback needs.
    let mark = openSchedule()
    var reached = [Bool](repeating: false, count: controllers.count)
    // Controllers made in a rolled-back call no longer exist: nothing reaches them.
    for slot in retiredControllerSlots { reached[slot.position] = true }
    var pending: [ControllerSlot] = []
    let roots = windows.lazy.compactMap(\.rootViewController?.slot) + controllers.slots
    for start in roots where !reached[start.position] {
      pending.append(start)
      while let controller = pending.popLast() {
        guard !reached[controller.position] else { continue }
        reached[controller.position] = true
        plan(.memory(.memoryWarning(ofControllerAt: controller)))
        // One read of the record: reading `presented` through the subscript
        // called the journal's read accessor out of line (release build).
        let record = controllers[controller]
        if let presented = record.presented { pending.append(presented.slot) }
        // Children are pushed last first, so that the first child is visited next.
        var next = record.lastChildLink.slot
        while let position = next {
          pending.append(position)
          next = controllers[position].previousSiblingLink.slot
        }
      }
    }
    closeSchedule(from: mark)
  }

  /// One controller's `didReceiveMemoryWarning()`, then, in ios5, the unload check.
  ///
  /// Builds the callback itself rather than through `deliver`: the callback
  /// opens and closes nothing, and a warning reaches every controller.
  mutating func memoryWarning(ofControllerAt slot: ControllerSlot) -> Event {
    let controller = controllerID(at: slot)
    if profile.unloadsViewsOnMemoryWarning { schedule(.memory(.unloadViewIfPossible(controller))) }
    return .callback(
      Callback(
        delivering: .didReceiveMemoryWarning, to: controller,
        context: context(ofControllerAt: slot)))
  }

  /// `viewWillUnload()`, the release, `viewDidUnload()`, if the view is loaded
  /// and in no window (rule 6.3, ios5; grade doc).
  mutating func unloadViewIfPossible(_ controller: ControllerID) {
    guard let view = view(of: controller), window(containing: view) == nil else {
      return
    }
    schedule(
      .containment(.deliver(.viewWillUnload, to: controller, direct: false)),
      .memory(.releaseView(controller)),
      .containment(.deliver(.viewDidUnload, to: controller, direct: false))
    )
  }

  /// Releases a controller's view: out of its superview, its subviews loose,
  /// reloaded on next access (rule 6.3).
  mutating func releaseView(_ controller: ControllerID) {
    guard let view = view(of: controller) else { return }
    reparent(view, to: nil)
    for subview in subviews(of: view) { viewTree.unlinkSubview(subview) }
    controllers.setViewLink(.none, at: controller.slot)
  }
}

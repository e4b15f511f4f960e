/// Walks up the controller tree, up the view tree and along presentations.
///
/// The model keeps these chains free of cycles (rules 1.1, 1.5 and 5.3 raise
/// before one forms); each walk also stops after as many nodes as exist, so
/// that it ends even if a defect let a cycle form. The closures do not
/// escape: a walk copies nothing and costs the length of the chain.
extension World {
  /// The first of `controller`, its parent, grandparent, … that matches.
  func firstOfSelfAndAncestors(
    _ controller: ControllerID, where matches: (ControllerID) -> Bool
  ) -> ControllerID? {
    var current: ControllerID? = controller
    for _ in 0..<controllers.count {
      guard let node = current else { return nil }
      if matches(node) { return node }
      current = parent(of: node)
    }
    return nil
  }

  /// The first of `view`, its superview, … that matches.
  func firstOfSelfAndSuperviews(_ view: ViewID, where matches: (ViewID) -> Bool) -> ViewID? {
    var current: ViewID? = view
    for _ in 0..<views.count {
      guard let node = current else { return nil }
      if matches(node) { return node }
      current = superview(of: node)
    }
    return nil
  }

  /// `controller`, the controller it presents, the one that one presents, and so on.
  func selfAndPresented(from controller: ControllerID) -> [ControllerID] {
    var chain: [ControllerID] = []
    var current: ControllerID? = controller
    for _ in 0..<controllers.count {
      guard let node = current else { break }
      chain.append(node)
      current = controllers[node.slot].presented
    }
    return chain
  }
}

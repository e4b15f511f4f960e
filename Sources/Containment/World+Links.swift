/// The controller tree's `children` and the view tree's `subviews`, as lists
/// linked through their members: appending, removing and reordering a member
/// cost O(1) whatever the number of its siblings (rules 1.1, 1.2, 1.5).
extension World {
  /// The controller's `children`, in order (rule 2.2 forwards in this order).
  ///
  /// - Complexity: O(number of children).
  public func children(of controller: ControllerID) -> [ControllerID] {
    var children: [ControllerID] = []
    children.reserveCapacity(controllers[controller.index].childCount)
    var next = controllers[controller.index].firstChild
    while let child = next {
      children.append(child)
      next = controllers[child.index].nextSibling
    }
    return children
  }

  /// The child at `position` of `children`, if there is one.
  ///
  /// - Complexity: O(`position`).
  func child(at position: Int, of controller: ControllerID) -> ControllerID? {
    guard position >= 0, position < controllers[controller.index].childCount else { return nil }
    var next = controllers[controller.index].firstChild
    for _ in 0..<position { next = next.flatMap { controllers[$0.index].nextSibling } }
    return next
  }

  /// Whether `child` is among `parent`'s `children`, in O(1).
  func isChild(_ child: ControllerID, of parent: ControllerID) -> Bool {
    controllers[child.index].parent == parent
  }

  /// Links a controller that has no parent as the last child of `parent`.
  mutating func linkChild(_ child: ControllerID, to parent: ControllerID) {
    let last = controllers[parent.index].lastChild
    controllers[child.index].parent = parent
    controllers[child.index].previousSibling = last
    controllers[child.index].nextSibling = nil
    if let last {
      controllers[last.index].nextSibling = child
    } else {
      controllers[parent.index].firstChild = child
    }
    controllers[parent.index].lastChild = child
    controllers[parent.index].childCount += 1
  }

  /// Unlinks a controller from its parent's `children` and clears its parent.
  mutating func unlinkChild(_ child: ControllerID) {
    guard let parent = controllers[child.index].parent else { return }
    let previous = controllers[child.index].previousSibling
    let next = controllers[child.index].nextSibling
    if let previous {
      controllers[previous.index].nextSibling = next
    } else {
      controllers[parent.index].firstChild = next
    }
    if let next {
      controllers[next.index].previousSibling = previous
    } else {
      controllers[parent.index].lastChild = previous
    }
    controllers[parent.index].childCount -= 1
    controllers[child.index].parent = nil
    controllers[child.index].previousSibling = nil
    controllers[child.index].nextSibling = nil
  }

  /// Puts the children named in `order` first, in that order; the others keep
  /// their order after them (rule 5.2: a tab bar controller's tabs).
  mutating func moveChildrenToFront(_ order: [ControllerID], of parent: ControllerID) {
    for child in order.reversed() where isChild(child, of: parent) {
      unlinkChild(child)
      let first = controllers[parent.index].firstChild
      controllers[child.index].parent = parent
      controllers[child.index].nextSibling = first
      if let first {
        controllers[first.index].previousSibling = child
      } else {
        controllers[parent.index].lastChild = child
      }
      controllers[parent.index].firstChild = child
      controllers[parent.index].childCount += 1
    }
  }

  /// The view's `subviews`, back to front.
  ///
  /// - Complexity: O(number of subviews).
  public func subviews(of view: ViewID) -> [ViewID] {
    var subviews: [ViewID] = []
    var next = views[view.index].firstSubview
    while let subview = next {
      subviews.append(subview)
      next = views[subview.index].nextSibling
    }
    return subviews
  }

  /// Links a view that has no superview as the front-most subview of `superview`.
  mutating func linkSubview(_ view: ViewID, to superview: ViewID) {
    let last = views[superview.index].lastSubview
    views[view.index].superview = superview
    views[view.index].previousSibling = last
    views[view.index].nextSibling = nil
    if let last {
      views[last.index].nextSibling = view
    } else {
      views[superview.index].firstSubview = view
    }
    views[superview.index].lastSubview = view
  }

  /// Unlinks a view from its superview's `subviews` and clears its superview.
  mutating func unlinkSubview(_ view: ViewID) {
    guard let superview = views[view.index].superview else { return }
    let previous = views[view.index].previousSibling
    let next = views[view.index].nextSibling
    if let previous {
      views[previous.index].nextSibling = next
    } else {
      views[superview.index].firstSubview = next
    }
    if let next {
      views[next.index].previousSibling = previous
    } else {
      views[superview.index].lastSubview = previous
    }
    views[view.index].superview = nil
    views[view.index].previousSibling = nil
    views[view.index].nextSibling = nil
  }
}

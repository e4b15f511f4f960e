/// The controller tree's `children` and the view tree's `subviews`, as lists
/// linked through their members (``LinkedTreeNode``): appending, removing and
/// reordering a member cost O(1) whatever the number of its siblings (rules
/// 1.1, 1.2, 1.5).
extension World {
  /// The controller's `children`, in order (rule 2.2 forwards in this order).
  ///
  /// - Complexity: O(number of children).
  public func children(of controller: ControllerID) -> [ControllerID] {
    guard contains(controller) else { return [] }
    return controllers.linkedChildren(of: controller.slot).map { controllerID(at: $0) }
  }

  /// How many children the controller has, in O(1): `children.count`.
  package func childCount(of controller: ControllerID) -> Int {
    guard contains(controller) else { return 0 }
    return Int(controllers[controller.slot].childCount)
  }

  /// The first of the controller's children, in O(1): `children.first`.
  package func firstChild(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    return controllers[controller.slot].firstChildLink.slot.map { controllerID(at: $0) }
  }

  /// The last of the controller's children, in O(1): `children.last`.
  package func lastChild(of controller: ControllerID) -> ControllerID? {
    guard contains(controller) else { return nil }
    return controllers[controller.slot].lastChildLink.slot.map { controllerID(at: $0) }
  }

  /// The child at `position` of `children`, if there is one.
  ///
  /// - Complexity: O(`position`).
  func child(at position: Int, of controller: ControllerID) -> ControllerID? {
    guard position >= 0, position < controllers[controller.slot].childCount else { return nil }
    var next = controllers[controller.slot].firstChildLink
    for _ in 0..<position { next = next.slot.map { controllers[$0].nextSiblingLink } ?? .none }
    return next.slot.map { controllerID(at: $0) }
  }

  /// Whether `child` is among `parent`'s `children`, in O(1).
  func isChild(_ child: ControllerID, of parent: ControllerID) -> Bool {
    controllers[child.slot].parentLink == Link(parent.slot)
  }

  /// Whether the controller has a `parent`, in O(1), without making its identity.
  func hasParent(_ controller: ControllerID) -> Bool {
    controllers[controller.slot].parentLink != .none
  }

  /// Links a controller that has no parent as the last child of `parent`.
  mutating func linkChild(_ child: ControllerID, to parent: ControllerID) {
    controllers.appendChild(child.slot, to: parent.slot)
  }

  /// Unlinks a controller from its parent's `children` and clears its parent.
  mutating func unlinkChild(_ child: ControllerID) {
    controllers.unlinkChild(child.slot)
  }

  /// Puts the children named in `order` first, in that order; the others keep
  /// their order after them (rule 5.2: a tab bar controller's tabs).
  mutating func moveChildrenToFront(_ order: [ControllerID], of parent: ControllerID) {
    for child in order.reversed() where isChild(child, of: parent) {
      controllers.moveChildToFront(child.slot, of: parent.slot)
    }
  }

  /// The view's `subviews`, back to front.
  ///
  /// - Complexity: O(number of subviews).
  public func subviews(of view: ViewID) -> [ViewID] {
    guard contains(view) else { return [] }
    return views.linkedChildren(of: view.slot).map { viewID(at: $0) }
  }
}

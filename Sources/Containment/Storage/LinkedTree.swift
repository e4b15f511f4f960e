/// An element of a tree whose children form a list linked through the
/// children themselves: the controller tree's `children` and the view tree's
/// `subviews` (rules 1.1, 1.2, 1.5).
///
/// Nodes are named by their slots in the array; the world turns a slot into
/// an identity (with its name) only where one is asked for.
protocol LinkedTreeNode: Hashable, Sendable {
  /// The parent, or superview.
  var parentLink: Link<Self> { get set }
  /// The first and last of this node's children.
  var firstChildLink: Link<Self> { get set }
  var lastChildLink: Link<Self> { get set }
  /// The neighbours among the parent's children.
  var previousSiblingLink: Link<Self> { get set }
  var nextSiblingLink: Link<Self> { get set }
}

/// Appending, removing and reading children cost O(1) each whatever the
/// number of siblings, and every write goes through the journal.
extension JournaledArray where Element: LinkedTreeNode {
  /// The children of the node at `node`, in order.
  ///
  /// - Complexity: O(number of children).
  func linkedChildren(of node: Slot<Element>) -> [Slot<Element>] {
    var children: [Slot<Element>] = []
    var next = self[node].firstChildLink.slot
    while let child = next {
      children.append(child)
      next = self[child].nextSiblingLink.slot
    }
    return children
  }

  /// Links a node that has no parent as the last child of `parent`.
  mutating func appendLinkedChild(_ child: Slot<Element>, to parent: Slot<Element>) {
    let last = self[parent].lastChildLink
    let link = Link(child)
    self[child].parentLink = Link(parent)
    self[child].previousSiblingLink = last
    self[child].nextSiblingLink = .none
    if let last = last.slot {
      self[last].nextSiblingLink = link
    } else {
      self[parent].firstChildLink = link
    }
    self[parent].lastChildLink = link
  }

  /// Links a node that has no parent as the first child of `parent`.
  mutating func prependLinkedChild(_ child: Slot<Element>, to parent: Slot<Element>) {
    let first = self[parent].firstChildLink
    let link = Link(child)
    self[child].parentLink = Link(parent)
    self[child].previousSiblingLink = .none
    self[child].nextSiblingLink = first
    if let first = first.slot {
      self[first].previousSiblingLink = link
    } else {
      self[parent].lastChildLink = link
    }
    self[parent].firstChildLink = link
  }

  /// Unlinks a node from its parent's children and clears its parent;
  /// returns the parent it had.
  @discardableResult
  mutating func unlinkFromParent(_ child: Slot<Element>) -> Slot<Element>? {
    guard let parent = self[child].parentLink.slot else { return nil }
    let previous = self[child].previousSiblingLink
    let next = self[child].nextSiblingLink
    if let previous = previous.slot {
      self[previous].nextSiblingLink = next
    } else {
      self[parent].firstChildLink = next
    }
    if let next = next.slot {
      self[next].previousSiblingLink = previous
    } else {
      self[parent].lastChildLink = previous
    }
    self[child].parentLink = .none
    self[child].previousSiblingLink = .none
    self[child].nextSiblingLink = .none
    return parent
  }
}

extension ControllerState: LinkedTreeNode {}

extension ViewNode: LinkedTreeNode {}

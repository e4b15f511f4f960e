/// An element of a tree whose children form a list linked through the
/// children themselves: the controller tree's `children` and the view tree's
/// `subviews` (rules 1.1, 1.2, 1.5).
///
/// Nodes are named by their positions in the array; the world turns a
/// position into an identity (with its name) only where one is asked for.
protocol LinkedTreeNode: Hashable, Sendable {
  /// The parent, or superview.
  var parentLink: NodeLink { get set }
  /// The first and last of this node's children.
  var firstChildLink: NodeLink { get set }
  var lastChildLink: NodeLink { get set }
  /// The neighbours among the parent's children.
  var previousSiblingLink: NodeLink { get set }
  var nextSiblingLink: NodeLink { get set }
}

/// Appending, removing and reading children cost O(1) each whatever the
/// number of siblings, and every write goes through the journal.
extension JournaledArray where Element: LinkedTreeNode {
  /// The positions of the children of the node at `node`, in order.
  ///
  /// - Complexity: O(number of children).
  func linkedChildren(of node: Int) -> [Int] {
    var children: [Int] = []
    var next = self[node].firstChildLink.position
    while let child = next {
      children.append(child)
      next = self[child].nextSiblingLink.position
    }
    return children
  }

  /// Links a node that has no parent as the last child of `parent`.
  mutating func appendLinkedChild(_ child: Int, to parent: Int) {
    let last = self[parent].lastChildLink
    let link = NodeLink(child)
    self[child].parentLink = NodeLink(parent)
    self[child].previousSiblingLink = last
    self[child].nextSiblingLink = .none
    if let last = last.position {
      self[last].nextSiblingLink = link
    } else {
      self[parent].firstChildLink = link
    }
    self[parent].lastChildLink = link
  }

  /// Links a node that has no parent as the first child of `parent`.
  mutating func prependLinkedChild(_ child: Int, to parent: Int) {
    let first = self[parent].firstChildLink
    let link = NodeLink(child)
    self[child].parentLink = NodeLink(parent)
    self[child].previousSiblingLink = .none
    self[child].nextSiblingLink = first
    if let first = first.position {
      self[first].previousSiblingLink = link
    } else {
      self[parent].lastChildLink = link
    }
    self[parent].firstChildLink = link
  }

  /// Unlinks a node from its parent's children and clears its parent;
  /// returns the position of the parent it had.
  @discardableResult
  mutating func unlinkFromParent(_ child: Int) -> Int? {
    guard let parent = self[child].parentLink.position else { return nil }
    let previous = self[child].previousSiblingLink
    let next = self[child].nextSiblingLink
    if let previous = previous.position {
      self[previous].nextSiblingLink = next
    } else {
      self[parent].firstChildLink = next
    }
    if let next = next.position {
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

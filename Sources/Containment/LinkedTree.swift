/// An identity that names an element of a ``JournaledArray`` by position.
protocol ArrayIndexed: Hashable, Sendable {
  var index: Int { get }
}

extension ControllerID: ArrayIndexed {}
extension ViewID: ArrayIndexed {}

/// An element of a tree whose children form a list linked through the
/// children themselves: the controller tree's `children` and the view tree's
/// `subviews` (rules 1.1, 1.2, 1.5).
protocol LinkedTreeNode: Hashable, Sendable {
  associatedtype ID: ArrayIndexed
  /// The node's own identity, which a link to it stands for.
  var id: ID { get }
  /// The parent, or superview.
  var linkedParent: ID? { get set }
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
  /// The identity of the node `link` points to, if any.
  func node(_ link: NodeLink) -> Element.ID? {
    link.position.map { self[$0].id }
  }

  /// The first child of `node`, if any.
  func firstLinkedChild(of node: Element.ID) -> Element.ID? {
    self.node(self[node.index].firstChildLink)
  }

  /// The last child of `node`, if any.
  func lastLinkedChild(of node: Element.ID) -> Element.ID? {
    self.node(self[node.index].lastChildLink)
  }

  /// The sibling after `node` in its parent's children, if any.
  func nextLinkedSibling(of node: Element.ID) -> Element.ID? {
    self.node(self[node.index].nextSiblingLink)
  }

  /// The sibling before `node` in its parent's children, if any.
  func previousLinkedSibling(of node: Element.ID) -> Element.ID? {
    self.node(self[node.index].previousSiblingLink)
  }

  /// The children of `node`, in order.
  ///
  /// - Complexity: O(number of children).
  func linkedChildren(of node: Element.ID) -> [Element.ID] {
    var children: [Element.ID] = []
    var next = self[node.index].firstChildLink.position
    while let child = next {
      children.append(self[child].id)
      next = self[child].nextSiblingLink.position
    }
    return children
  }

  /// Links a node that has no parent as the last child of `parent`.
  mutating func appendLinkedChild(_ child: Element.ID, to parent: Element.ID) {
    let last = self[parent.index].lastChildLink
    let link = NodeLink(child.index)
    self[child.index].linkedParent = parent
    self[child.index].previousSiblingLink = last
    self[child.index].nextSiblingLink = .none
    if let last = last.position {
      self[last].nextSiblingLink = link
    } else {
      self[parent.index].firstChildLink = link
    }
    self[parent.index].lastChildLink = link
  }

  /// Links a node that has no parent as the first child of `parent`.
  mutating func prependLinkedChild(_ child: Element.ID, to parent: Element.ID) {
    let first = self[parent.index].firstChildLink
    let link = NodeLink(child.index)
    self[child.index].linkedParent = parent
    self[child.index].previousSiblingLink = .none
    self[child.index].nextSiblingLink = first
    if let first = first.position {
      self[first].previousSiblingLink = link
    } else {
      self[parent.index].lastChildLink = link
    }
    self[parent.index].firstChildLink = link
  }

  /// Unlinks a node from its parent's children and clears its parent;
  /// returns the parent it had.
  @discardableResult
  mutating func unlinkFromParent(_ child: Element.ID) -> Element.ID? {
    guard let parent = self[child.index].linkedParent else { return nil }
    let previous = self[child.index].previousSiblingLink
    let next = self[child.index].nextSiblingLink
    if let previous = previous.position {
      self[previous].nextSiblingLink = next
    } else {
      self[parent.index].firstChildLink = next
    }
    if let next = next.position {
      self[next].previousSiblingLink = previous
    } else {
      self[parent.index].lastChildLink = previous
    }
    self[child.index].linkedParent = nil
    self[child.index].previousSiblingLink = .none
    self[child.index].nextSiblingLink = .none
    return parent
  }
}

extension ControllerState: LinkedTreeNode {
  var linkedParent: ControllerID? {
    get { parent }
    set { parent = newValue }
  }
}

extension ViewNode: LinkedTreeNode {
  var linkedParent: ViewID? {
    get { superview }
    set { superview = newValue }
  }
}

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
  /// The parent, or superview.
  var linkedParent: ID? { get set }
  /// The first and last of this node's children.
  var firstLinkedChild: ID? { get set }
  var lastLinkedChild: ID? { get set }
  /// The neighbours among the parent's children.
  var previousLinkedSibling: ID? { get set }
  var nextLinkedSibling: ID? { get set }
}

/// Appending, removing and reading children cost O(1) each whatever the
/// number of siblings, and every write goes through the journal.
extension JournaledArray where Element: LinkedTreeNode {
  /// The children of `node`, in order.
  ///
  /// - Complexity: O(number of children).
  func linkedChildren(of node: Element.ID) -> [Element.ID] {
    var children: [Element.ID] = []
    var next = self[node.index].firstLinkedChild
    while let child = next {
      children.append(child)
      next = self[child.index].nextLinkedSibling
    }
    return children
  }

  /// Links a node that has no parent as the last child of `parent`.
  mutating func appendLinkedChild(_ child: Element.ID, to parent: Element.ID) {
    let last = self[parent.index].lastLinkedChild
    self[child.index].linkedParent = parent
    self[child.index].previousLinkedSibling = last
    self[child.index].nextLinkedSibling = nil
    if let last {
      self[last.index].nextLinkedSibling = child
    } else {
      self[parent.index].firstLinkedChild = child
    }
    self[parent.index].lastLinkedChild = child
  }

  /// Links a node that has no parent as the first child of `parent`.
  mutating func prependLinkedChild(_ child: Element.ID, to parent: Element.ID) {
    let first = self[parent.index].firstLinkedChild
    self[child.index].linkedParent = parent
    self[child.index].previousLinkedSibling = nil
    self[child.index].nextLinkedSibling = first
    if let first {
      self[first.index].previousLinkedSibling = child
    } else {
      self[parent.index].lastLinkedChild = child
    }
    self[parent.index].firstLinkedChild = child
  }

  /// Unlinks a node from its parent's children and clears its parent;
  /// returns the parent it had.
  @discardableResult
  mutating func unlinkFromParent(_ child: Element.ID) -> Element.ID? {
    guard let parent = self[child.index].linkedParent else { return nil }
    let previous = self[child.index].previousLinkedSibling
    let next = self[child.index].nextLinkedSibling
    if let previous {
      self[previous.index].nextLinkedSibling = next
    } else {
      self[parent.index].firstLinkedChild = next
    }
    if let next {
      self[next.index].previousLinkedSibling = previous
    } else {
      self[parent.index].lastLinkedChild = previous
    }
    self[child.index].linkedParent = nil
    self[child.index].previousLinkedSibling = nil
    self[child.index].nextLinkedSibling = nil
    return parent
  }
}

extension ControllerState: LinkedTreeNode {
  var linkedParent: ControllerID? {
    get { parent }
    set { parent = newValue }
  }
  var firstLinkedChild: ControllerID? {
    get { firstChild }
    set { firstChild = newValue }
  }
  var lastLinkedChild: ControllerID? {
    get { lastChild }
    set { lastChild = newValue }
  }
  var previousLinkedSibling: ControllerID? {
    get { previousSibling }
    set { previousSibling = newValue }
  }
  var nextLinkedSibling: ControllerID? {
    get { nextSibling }
    set { nextSibling = newValue }
  }
}

extension ViewNode: LinkedTreeNode {
  var linkedParent: ViewID? {
    get { superview }
    set { superview = newValue }
  }
  var firstLinkedChild: ViewID? {
    get { firstSubview }
    set { firstSubview = newValue }
  }
  var lastLinkedChild: ViewID? {
    get { lastSubview }
    set { lastSubview = newValue }
  }
  var previousLinkedSibling: ViewID? {
    get { previousSibling }
    set { previousSibling = newValue }
  }
  var nextLinkedSibling: ViewID? {
    get { nextSibling }
    set { nextSibling = newValue }
  }
}

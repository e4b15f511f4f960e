/// One view of the view tree.
struct ViewNode: Hashable, Sendable {
  /// What a view is.
  enum Kind: Hashable, Sendable {
    /// The root view of a controller.
    case root(of: ControllerID)
    /// A `UIView()`.
    case plain
    /// A window's own view.
    case window(WindowID)
  }

  let id: ViewID
  let kind: Kind
  /// `superview`, as a link to its record.
  var parentLink = NodeLink.none
  /// `subviews`, back to front, kept as a list linked through the subviews
  /// themselves, so that moving a view costs O(1) whatever its siblings
  /// (``World/subviews(of:)`` reads it in order).
  var firstChildLink = NodeLink.none
  var lastChildLink = NodeLink.none
  /// The neighbours among the superview's subviews.
  var previousSiblingLink = NodeLink.none
  var nextSiblingLink = NodeLink.none
  var isHidden = false
  /// The window at the top of the superview chain, kept up to date by every
  /// move, so that asking it costs O(1) (rule 1.4).
  var window: WindowID?
  /// Orders this view among its siblings: larger is nearer the front.
  ///
  /// Set when the view joins a superview, from the front-most sibling's, so that
  /// the layout pass orders a few views without reading every sibling
  /// (``World/controllersAwaitingViewIsAppearing()``). Derived from the
  /// sibling links, so equality and hashing leave it out.
  var siblingOrder = 0

  static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.parentLink == rhs.parentLink
      && lhs.firstChildLink == rhs.firstChildLink && lhs.lastChildLink == rhs.lastChildLink
      && lhs.previousSiblingLink == rhs.previousSiblingLink
      && lhs.nextSiblingLink == rhs.nextSiblingLink
      && lhs.isHidden == rhs.isHidden && lhs.window == rhs.window
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(kind)
    hasher.combine(parentLink)
    hasher.combine(firstChildLink)
    hasher.combine(lastChildLink)
    hasher.combine(previousSiblingLink)
    hasher.combine(nextSiblingLink)
    hasher.combine(isHidden)
    hasher.combine(window)
  }

  /// The controller that owns this view as its root view, if any.
  var owner: ControllerID? {
    switch kind {
    case .root(let controller): controller
    case .plain, .window: nil
    }
  }
}

/// One window.
struct WindowState: Hashable, Sendable {
  let id: WindowID
  /// The window's own node in the view tree.
  let view: ViewID
  var isHidden = true
  var rootViewController: ControllerID?
  /// The interface orientation (rule 6.1).
  var orientation = Orientation.portrait
}

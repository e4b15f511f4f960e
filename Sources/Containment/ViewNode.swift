/// One view of the view tree.
///
/// Like ``ControllerState``, the record holds no identity and no name: its
/// position is the identity, the name lives in the world's side table, and
/// the owner, superview and window are positions. So the record holds no
/// reference-counted field, and copying it copies bytes.
struct ViewNode: Hashable, Sendable {
  /// What a view is.
  enum Kind: Hashable, Sendable {
    /// The root view of the controller at this position.
    case root(ofControllerAt: Int)
    /// A `UIView()`.
    case plain
    /// The own view of the window at this position.
    case window(at: Int)
  }

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
  /// The window at the top of the superview chain, as a link to the window's
  /// record, kept up to date by every move, so that asking it costs O(1)
  /// (rule 1.4).
  var windowLink = NodeLink.none
  /// Orders this view among its siblings: larger is nearer the front.
  ///
  /// Set when the view joins a superview, from the front-most sibling's, so that
  /// the layout pass orders a few views without reading every sibling
  /// (``World/controllersAwaitingViewIsAppearing()``). Derived from the
  /// sibling links, so equality and hashing leave it out.
  var siblingOrder = 0

  static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.kind == rhs.kind && lhs.parentLink == rhs.parentLink
      && lhs.firstChildLink == rhs.firstChildLink && lhs.lastChildLink == rhs.lastChildLink
      && lhs.previousSiblingLink == rhs.previousSiblingLink
      && lhs.nextSiblingLink == rhs.nextSiblingLink
      && lhs.isHidden == rhs.isHidden && lhs.windowLink == rhs.windowLink
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(parentLink)
    hasher.combine(firstChildLink)
    hasher.combine(lastChildLink)
    hasher.combine(previousSiblingLink)
    hasher.combine(nextSiblingLink)
    hasher.combine(isHidden)
    hasher.combine(windowLink)
  }

  /// The position of the controller that owns this view as its root view, if any.
  var ownerPosition: Int? {
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

/// One view of the view tree.
///
/// Like ``ControllerState``, the record holds no identity and no name: its
/// slot is the identity, the name lives in the world's side table, and
/// the owner and superview are slots. So the record holds no
/// reference-counted field, and copying it copies bytes. The window a view
/// is in is kept beside it, in ViewTree's `viewWindows`, as it is the field
/// a move into or out of a window writes for a whole subtree.
struct ViewNode: Hashable, Sendable {
  /// What a view is.
  enum Kind: Hashable, Sendable {
    /// The root view of the controller at this position.
    case root(ofControllerAt: ControllerSlot)
    /// A `UIView()`.
    case plain
    /// The own view of the window at this position.
    case window(at: WindowSlot)
  }

  // The fields are declared widest first, as Swift lays them out in
  // declaration order (`RecordSizeTests` holds the size).

  /// Orders this view among its siblings: larger is nearer the front.
  ///
  /// Set when the view joins a superview, from the front-most sibling's, so that
  /// the layout pass orders a few views without reading every sibling
  /// (``World/controllersAwaitingViewIsAppearing()``). Derived from the
  /// sibling links, so equality and hashing leave it out.
  var siblingOrder = 0
  let kind: Kind
  var isHidden = false
  /// Its layout mark and whether this turn end's pass laid it out (rule
  /// 4.7); changed only by the events of its machine.
  var layout = ViewLayout()
  /// `superview`, as a link to its record.
  var parentLink = Link<ViewNode>.none
  /// `subviews`, back to front, kept as a list linked through the subviews
  /// themselves, so that moving a view costs O(1) whatever its siblings
  /// (``World/subviews(of:)`` reads it in order).
  var firstChildLink = Link<ViewNode>.none
  var lastChildLink = Link<ViewNode>.none
  /// The neighbours among the superview's subviews.
  var previousSiblingLink = Link<ViewNode>.none
  var nextSiblingLink = Link<ViewNode>.none

  static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.kind == rhs.kind && lhs.parentLink == rhs.parentLink
      && lhs.firstChildLink == rhs.firstChildLink && lhs.lastChildLink == rhs.lastChildLink
      && lhs.previousSiblingLink == rhs.previousSiblingLink
      && lhs.nextSiblingLink == rhs.nextSiblingLink
      && lhs.isHidden == rhs.isHidden && lhs.layout == rhs.layout
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(parentLink)
    hasher.combine(firstChildLink)
    hasher.combine(lastChildLink)
    hasher.combine(previousSiblingLink)
    hasher.combine(nextSiblingLink)
    hasher.combine(isHidden)
    hasher.combine(layout)
  }

  /// The position of the controller that owns this view as its root view, if any.
  var owner: ControllerSlot? {
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

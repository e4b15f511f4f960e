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
  var superview: ViewID?
  var subviews: [ViewID] = []
  var isHidden = false

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

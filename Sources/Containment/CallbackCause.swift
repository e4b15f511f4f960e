extension Callback {
  /// Who delivers a callback: what decides whether a callback that breaks a
  /// rule is the app's mistake.
  ///
  /// The audit judges the app's calls, not UIKit's: a `viewDidAppear` that a
  /// navigation controller, a tab bar controller or a presentation delivers
  /// at the end of its own transition while the window is hidden is what
  /// UIKit does (<doc:CallbackOrder#4.8-UIKit-container-transitions-and-the-window>,
  /// grade inf), not a mistake of the container's author.
  public enum Cause: UInt8, Hashable, Sendable {
    /// UIKit, in answer to the app's calls: a view moved into or out of a
    /// window, a child added, an appearance transition the app began or
    /// ended, `transition(from:to:…)`, and the forwarding of each to the
    /// children.
    case uikit
    /// One of UIKit's own containers (a navigation controller, a tab bar
    /// controller, a presentation or a dismissal) in a transition of its
    /// own, and the forwarding of it to the children (rule 4.8).
    case uikitContainerTransition
    /// User code called the method directly (rules 1.3, 2.6).
    case directCall
  }
}

/// A message UIKit logs without stopping the app (<doc:CallbackOrder#7-Diagnostics>, W1–W4).
///
/// A warning is a value in the trace, where it occurs; the run goes on.
public enum Warning: Hashable, Sendable, CustomStringConvertible {
  /// A direct call of an appearance method, named as Objective-C does.
  public enum AppearanceMethod: String, Hashable, Sendable {
    /// `-viewWillAppear:`.
    case viewWillAppear
    /// `-viewDidAppear:`.
    case viewDidAppear
    /// `-viewWillDisappear:`.
    case viewWillDisappear
    /// `-viewDidDisappear:`.
    case viewDidDisappear
  }

  /// W1: `endAppearanceTransition()` without an open transition, or
  /// `transition(from:to:)` to a controller whose view is already in a visible
  /// window (rules 2.4, 3.1; grade dec + obs).
  case unbalancedAppearanceTransition(ControllerID)

  /// W2: user code called an appearance method directly (rule 2.6; iOS 17
  /// profile; grade dec + obs).
  case directAppearanceCall(ControllerID, AppearanceMethod)

  /// W3: `a.present(b)` while `a` already presents `c` (rule 5.3).
  case alreadyPresenting(presented: ControllerID, presenter: ControllerID, current: ControllerID)

  /// W4: presenting from a controller whose view is not in a visible window
  /// (rule 5.3).
  case presenterNotInWindow(presented: ControllerID, presenter: ControllerID)

  /// The code the callback-order reference (§7) gives the warning: `W1` … `W4`.
  public var code: String {
    switch self {
    case .unbalancedAppearanceTransition: "W1"
    case .directAppearanceCall: "W2"
    case .alreadyPresenting: "W3"
    case .presenterNotInWindow: "W4"
    }
  }

  /// The exact text of <doc:CallbackOrder#7-Diagnostics>.
  public var message: String {
    switch self {
    case .unbalancedAppearanceTransition(let controller):
      "Unbalanced calls to begin/end appearance transitions for \(controller)."
    case .directAppearanceCall(_, let method):
      "Calling -\(method.rawValue): directly on a view controller is not supported, and may "
        + "result in out-of-order callbacks and other inconsistent behavior. Use the "
        + "-beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
        + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
        + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in "
        + "the debugger."
    case .alreadyPresenting(let presented, let presenter, let current):
      "Attempt to present \(presented) on \(presenter) which is already presenting \(current)."
    case .presenterNotInWindow(let presented, let presenter):
      "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy."
    }
  }

  /// The trace line: `warning: ` and the message.
  public var description: String { "warning: \(message)" }
}

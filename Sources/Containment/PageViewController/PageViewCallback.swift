/// A line a page view controller prints of its data source and delegate
/// (rule 5.4, revision 4): `pages.viewControllerAfter(a)`,
/// `pages.willTransition(to: [b])`,
/// `pages.didFinishAnimating(true, previousViewControllers: [a], transitionCompleted: true)`.
public enum PageViewCallback: Hashable, Sendable, CustomStringConvertible {
  /// The data source asked for the page before `page`.
  case viewControllerBefore(ControllerID, of: ControllerID)
  /// The data source asked for the page after `page`.
  case viewControllerAfter(ControllerID, of: ControllerID)
  /// The delegate told a swipe begins toward `pages`.
  case willTransition(to: [ControllerID], of: ControllerID)
  /// The delegate told a swipe ended, completed or not.
  case didFinishAnimating(
    previous: [ControllerID], completed: Bool, of: ControllerID)

  /// The page view controller the line is about.
  public var pageViewController: ControllerID {
    switch self {
    case .viewControllerBefore(_, let pages), .viewControllerAfter(_, let pages),
      .willTransition(_, let pages), .didFinishAnimating(_, _, let pages):
      pages
    }
  }

  /// The method and its arguments, as the trace prints them after the name.
  public var method: String {
    func list(_ controllers: [ControllerID]) -> String {
      "[" + controllers.map(\.name).joined(separator: ", ") + "]"
    }
    switch self {
    case .viewControllerBefore(let page, _): return "viewControllerBefore(\(page.name))"
    case .viewControllerAfter(let page, _): return "viewControllerAfter(\(page.name))"
    case .willTransition(let pages, _): return "willTransition(to: \(list(pages)))"
    case .didFinishAnimating(let previous, let completed, _):
      return "didFinishAnimating(true, previousViewControllers: \(list(previous)), "
        + "transitionCompleted: \(completed))"
    }
  }

  /// The trace line.
  public var description: String { "\(pageViewController.name).\(method)" }
}

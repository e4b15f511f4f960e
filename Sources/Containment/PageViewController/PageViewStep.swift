/// The page view controller's steps (rule 5.4, revision 4), executed in
/// `World+PageViewController.swift`.
enum PageViewStep: Hashable, Sendable {
  /// Yields a data source or delegate line.
  case line(PageViewCallback)
  /// Installs the pages recorded before the view loaded, not animated, as
  /// `loadView` does (dec).
  case installRecordedPages(ControllerID)
  /// The page view controller's own appearance callback forwarded by hand
  /// to its pages (dec).
  case forward(AppearanceChange, animated: Bool, of: ControllerID)
  /// Ends `page`'s appearance transition if it is in one.
  case endIfTransitional(ControllerID)
  /// The end of an animated `setViewControllers`.
  case endSet(PageSetEnd)
}

/// What the end of a `setViewControllers` does: the arriving pages' and
/// the leaving pages' transitions end, the leaving pages are removed, the
/// arriving ones told they moved in, then the completion (rule 5.4).
struct PageSetEnd: Hashable, Sendable {
  let pageViewController: ControllerID
  let arriving: [ControllerID]
  let leaving: [ControllerID]
  /// The leaving pages that began to disappear.
  let disappearing: [ControllerID]
  /// The arriving pages that began to appear (not a double-sided curl's
  /// back pages).
  let appearing: [ControllerID]
  let completion: [Call]?
  let label: String
}

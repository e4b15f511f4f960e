/// How a page view controller turns its pages (rule 5.4, revision 4).
public enum PageTransitionStyle: String, Hashable, Sendable, CaseIterable {
  /// Pages slide; the interactive swipe is a scroll.
  case scroll
  /// Pages turn like a book's.
  case pageCurl
}

/// Where a page-curl page view controller's spine is (rule 5.4): `.mid`
/// shows two pages side by side.
public enum PageSpineLocation: String, Hashable, Sendable, CaseIterable {
  /// No spine: a scroll-style page view controller.
  case none
  /// The left or top edge: one page (the default for page curl).
  case min
  /// The middle: two pages.
  case mid
  /// The right or bottom edge: one page.
  case max
}

/// The direction of a page change (rule 5.4): `forward` shows what comes
/// after in the data source, `reverse` what comes before.
public enum PageNavigationDirection: String, Hashable, Sendable, CaseIterable {
  /// Toward the pages after the current one.
  case forward
  /// Toward the pages before it.
  case reverse
}

/// The calls of a page view controller but `setViewControllers` (rule 5.4,
/// revision 4).
public enum PageViewCall: Hashable, Sendable {
  /// `pages.dataSource = [a, b, c]`: the pages, in order, that the data
  /// source answers `viewControllerBefore`/`viewControllerAfter` from.
  case setDataSource([ControllerID], of: ControllerID)
  /// `pages.isDoubleSided = flag` (E11 for `false` with the spine in the
  /// middle).
  case setDoubleSided(Bool, of: ControllerID)
  /// `pages.beginInteractiveSwipe(to: b)`: the user starts to swipe toward
  /// `b`, which must be the current page's neighbour.
  case beginSwipeToward(ControllerID, of: ControllerID)
  /// `pages.beginInteractiveSwipe(direction: d)`: toward the neighbour in
  /// direction `d`.
  case beginSwipeInDirection(PageNavigationDirection, of: ControllerID)
  /// `pages.finishInteractiveSwipe()`.
  case finishSwipe(ControllerID)
  /// `pages.cancelInteractiveSwipe()`.
  case cancelSwipe(ControllerID)

  /// The controllers the call names, in the order it names them.
  public var controllers: [ControllerID] {
    switch self {
    case .setDataSource(let list, let pages): list + [pages]
    case .setDoubleSided(_, let pages), .beginSwipeInDirection(_, let pages),
      .finishSwipe(let pages), .cancelSwipe(let pages):
      [pages]
    case .beginSwipeToward(let target, let pages): [target, pages]
    }
  }
}

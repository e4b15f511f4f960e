/// What the model keeps about one page view controller (rule 5.4).
struct PageViewState: Hashable, Sendable {
  /// A page's neighbours as the data source answered, or as a cache keeps
  /// them: `nil` not asked; `.some(nil)` none.
  struct Neighbours: Hashable, Sendable {
    var before: ControllerID??
    var after: ControllerID??
  }

  let controller: ControllerID
  let style: PageTransitionStyle
  let spine: PageSpineLocation
  var isDoubleSided = false
  var dataSource: [ControllerID] = []
  /// `viewControllers`: the pages shown.
  var pages: [ControllerID] = []
  /// Whether `pages` are installed as children (the view was loaded when
  /// they were set, or has loaded since).
  var installed = true
  /// The neighbours known without asking the data source, by page.
  var known: [ControllerID: Neighbours] = [:]
  /// The interactive swipe (``PageSwipeMachine``).
  var swiping = PageSwipeMachine()

  /// How many pages `setViewControllers` takes (E10): two with the spine
  /// in the middle, else one; twice that double-sided.
  var requiredPageCount: Int {
    (spine == .mid ? 2 : 1) * (isDoubleSided ? 2 : 1)
  }

  /// Whether the page at `index` of `viewControllers` gets appearance
  /// callbacks: every page but the back page of a double-sided curl, a
  /// child that gets none (rule 5.4, inf).
  func showsAppearance(at index: Int) -> Bool {
    !isDoubleSided || spine == .mid || index % 2 == 0
  }

  /// The pages of `pages` that get appearance callbacks.
  func appearing(_ pages: [ControllerID]) -> [ControllerID] {
    pages.enumerated().filter { showsAppearance(at: $0.offset) }.map(\.element)
  }

  /// The data source's page before or after `page`.
  func dataSourceNeighbour(of page: ControllerID, forward: Bool) -> ControllerID? {
    guard let index = dataSource.firstIndex(of: page) else { return nil }
    let next = forward ? index + 1 : index - 1
    return dataSource.indices.contains(next) ? dataSource[next] : nil
  }
}

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
  private(set) var isDoubleSided = false
  private(set) var dataSource: [ControllerID] = []
  /// `viewControllers`: the pages shown.
  private(set) var pages: [ControllerID] = []
  /// Whether `pages` are installed as children (the view was loaded when
  /// they were set, or has loaded since).
  private(set) var installed = true
  /// The neighbours known without asking the data source, by page.
  private(set) var known: [ControllerID: Neighbours] = [:]
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

/// The events that change a page view controller's state (rule 5.4 of
/// <doc:CallbackOrder>): each a `mutating` method that the world calls with
/// the facts it has, so that the state changes in one place, and each
/// testable without a world (`PageViewStateTests`). The swipe's phases are
/// ``PageSwipeMachine``'s.
extension PageViewState {
  /// `pages.dataSource = [a, b, c]`.
  mutating func connectDataSource(_ list: [ControllerID]) {
    dataSource = list
  }

  /// `isDoubleSided`.
  mutating func setDoubleSided(_ isDoubleSided: Bool) {
    self.isDoubleSided = isDoubleSided
  }

  /// The same pages set again without animation: the cached neighbours are
  /// forgotten (the well-known workaround for the stale one; impl).
  mutating func pagesSetAgain() {
    known = [:]
  }

  /// Pages set while the page view controller's view is not loaded: only
  /// recorded, for its `loadView` to install (dec PV4).
  mutating func pagesRecordedForLoad(_ pages: [ControllerID]) {
    self.pages = pages
    installed = false
  }

  /// The recorded pages are taken for installing at `loadView`.
  mutating func recordedPagesTaken() {
    pages = []
  }

  /// `pages` installed: they are shown, any swipe is forgotten, and the page
  /// shown before (`previous`) stays cached on the side an animated scroll
  /// came from; a set without animation forgets every neighbour (obs PV12,
  /// PV13; impl for the workaround).
  mutating func pagesInstalled(
    _ pages: [ControllerID], previous: ControllerID?, animated: Bool, forward: Bool
  ) {
    self.pages = pages
    installed = true
    swiping.pagesSet()
    guard animated, style == .scroll, let previous, let shown = pages.first else {
      known = [:]
      return
    }
    remember(previous, as: forward ? .before : .after, of: shown)
  }

  /// The data source answered `answer` for the page after (`forward`) or
  /// before `page`: remembered, so that it is not asked again.
  mutating func dataSourceAnswered(
    _ answer: ControllerID?, for page: ControllerID, forward: Bool
  ) {
    remember(answer, as: forward ? .after : .before, of: page)
  }

  /// A swipe finished: its pages are shown, and the pages it left stay the
  /// arrived ones' neighbours the other way (obs PV10).
  mutating func swipeFinished(_ swipe: PageSwipeMachine.Swipe) {
    guard let arrivedFirst = swipe.to.first, let arrivedLast = swipe.to.last,
      let leftFirst = swipe.from.first, let leftLast = swipe.from.last
    else { return }
    pages = swipe.to
    if swipe.forward {
      remember(leftLast, as: .before, of: arrivedFirst)
    } else {
      remember(leftFirst, as: .after, of: arrivedLast)
    }
  }

  /// A side of a page.
  enum Side { case before, after }

  /// Keeps `neighbour` as `page`'s neighbour on `side`.
  private mutating func remember(_ neighbour: ControllerID?, as side: Side, of page: ControllerID) {
    var neighbours = known[page] ?? Neighbours()
    switch side {
    case .before: neighbours.before = .some(neighbour)
    case .after: neighbours.after = .some(neighbour)
    }
    known[page] = neighbours
  }
}

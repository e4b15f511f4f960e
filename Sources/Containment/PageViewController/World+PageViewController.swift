/// `UIPageViewController` (rule 5.4, revision 4): pages set with or without
/// animation, the appearance it forwards to them by hand, interactive swipes
/// finished and cancelled, the data source asked lazily and the neighbours
/// it keeps. Grades: obs for the swipe orders, dec for the forwarding and
/// `loadView`'s install, inf for every containment line's place.
extension World {
  /// How long a page turns, animated (grade inf).
  static let pageTransitionDuration = 0.35

  /// Makes a `UIPageViewController` with `style` (and, for page curl, the
  /// spine's location), with no pages.
  public mutating func makePageViewController(
    named name: String, transitionStyle style: PageTransitionStyle,
    spineLocation spine: PageSpineLocation = .min
  ) -> ControllerID {
    let id = makeController(named: name, kind: .pageViewController)
    // It does not forward its appearance automatically: it forwards by hand
    // to its pages (dec).
    controllers.setForwardsAppearance(false, at: id.slot)
    controllers.setPageView(
      PageViewState(controller: id, style: style, spine: style == .scroll ? .none : spine),
      at: id.slot)
    return id
  }

  /// A page view controller's `viewControllers`: the pages it shows (rule
  /// 5.4); empty for any other controller.
  package func pagesShown(by controller: ControllerID) -> [ControllerID] {
    pageViewState(of: controller)?.pages ?? []
  }

  /// The state of the page view controller `controller`, if it is one, in
  /// O(1).
  func pageViewState(of controller: ControllerID) -> PageViewState? {
    controllers[controller.slot].pageView
  }

  /// Changes the state of the page view controller `controller`.
  private mutating func updatePageView(
    _ controller: ControllerID, _ change: (inout PageViewState) -> Void
  ) {
    controllers.updatePageView(at: controller.slot, change)
  }

  /// The page view controller's state, or the exception UIKit raises for a
  /// selector a plain controller does not have.
  private func requirePageView(_ controller: ControllerID, _ selector: String)
    throws(CallFailure) -> PageViewState
  {
    guard let state = pageViewState(of: controller) else {
      throw .exception(.unrecognizedSelector(controller, selector))
    }
    return state
  }

  // MARK: Calls

  /// The page view controller's calls but `setViewControllers`.
  mutating func pageViewCall(_ call: PageViewCall) throws(CallFailure) {
    switch call {
    case .setDataSource(let list, let pages):
      _ = try requirePageView(pages, "setDataSource:")
      updatePageView(pages) { $0.connectDataSource(list) }
    case .setDoubleSided(let isDoubleSided, let pages):
      let state = try requirePageView(pages, "setDoubleSided:")
      if !isDoubleSided && state.spine == .mid { throw .exception(.singleSidedWithMidSpine(pages)) }
      updatePageView(pages) { $0.setDoubleSided(isDoubleSided) }
    case .beginSwipeToward(let target, let pages):
      let state = try requirePageView(pages, "beginInteractiveSwipe")
      beginSwipe(state, toward: target, direction: nil)
    case .beginSwipeInDirection(let direction, let pages):
      let state = try requirePageView(pages, "beginInteractiveSwipe")
      beginSwipe(state, toward: nil, direction: direction)
    case .finishSwipe(let pages):
      let state = try requirePageView(pages, "finishInteractiveSwipe")
      endSwipe(state, finished: true)
    case .cancelSwipe(let pages):
      let state = try requirePageView(pages, "cancelInteractiveSwipe")
      endSwipe(state, finished: false)
    }
  }

  /// `setViewControllers(_:direction:animated:completion:)`.
  ///
  /// The spine check first (E10). The same pages again: nothing, and the
  /// completion only when not animated (obs). The view not loaded: the pages
  /// are recorded, for `loadView` to install (dec). Otherwise the new pages
  /// join at once and appear whatever the page view controller's own state
  /// (obs), the old ones leave; not animated, it all ends inside the call;
  /// animated while the page view controller has appeared, the ends come
  /// after the page animation (inf).
  mutating func setPages(
    _ pages: [ControllerID], of pageViewController: ControllerID,
    direction: PageNavigationDirection, animated: Bool, completion: [Call]?
  ) throws(CallFailure) {
    let state = try requirePageView(
      pageViewController, "setViewControllers:direction:animated:completion:")
    guard pages.count == state.requiredPageCount else {
      throw .exception(
        .pageCountMismatch(
          provided: pages.count, required: state.requiredPageCount, spine: state.spine))
    }
    let label =
      "\(pageViewController).setViewControllers([\(pages.map(\.name).joined(separator: ", "))])"
    if pages == state.pages {
      // No callback; an animated call's completion never comes (obs). A
      // call without animation still forgets the cached neighbours: the
      // well-known workaround for the stale one (impl).
      if !animated {
        updatePageView(pageViewController) { $0.pagesSetAgain() }
        scheduleCompletion(completion, label: label)
      }
      return
    }
    guard isViewLoaded(pageViewController) else {
      updatePageView(pageViewController) { $0.pagesRecordedForLoad(pages) }
      scheduleCompletion(completion, label: label)
      return
    }
    let runsAnimated = animated && appearances[pageViewController.slot].state == .appeared
    try install(
      pages, in: state, forward: direction == .forward, animated: runsAnimated,
      completion: completion, label: label)
  }

  /// Schedules a completion block's calls, after its note, to run next.
  private mutating func scheduleCompletion(_ completion: [Call]?, label: String) {
    let mark = openSchedule()
    planCompletion(completion, label: label)
    closeSchedule(from: mark)
  }

  /// Installs `pages` in place of the current ones.
  private mutating func install(
    _ pages: [ControllerID], in state: PageViewState, forward: Bool, animated: Bool,
    completion: [Call]?, label: String
  ) throws(CallFailure) {
    let owner = state.controller
    let arriving = pages.filter { !state.pages.contains($0) || !state.installed }
    let leaving = state.installed ? state.pages.filter { !pages.contains($0) } : []
    let disappearing = leaving.filter { appearances[$0.slot].state == .appeared }
    // Which pages get callbacks depends on the spine and the sides only.
    let appearing = state.appearing(pages).filter(arriving.contains)
    let mark = openSchedule()
    for page in arriving {
      try planAddChild(page, to: owner)
      plan(.containment(.loadView(page)))
      guard appearing.contains(page) else { continue }
      plan(
        .appearance(
          .beginTransition(
            page, isAppearing: true, animated: animated, cause: .uikitContainerTransition)))
    }
    for page in leaving {
      plan(.containment(.deliver(.willMove(toParent: nil), to: page, direct: false)))
      if disappearing.contains(page) {
        plan(
          .appearance(
            .beginTransition(
              page, isAppearing: false, animated: animated, cause: .uikitContainerTransition)))
      }
    }
    if let ownView = view(of: owner) {
      for page in arriving { plan(.views(.move(.view(of: page), to: ownView, byHand: true))) }
    }
    for page in leaving { plan(.views(.removeViewIfLoaded(page, byHand: true))) }
    let end = PageSetEnd(
      pageViewController: owner, arriving: arriving, leaving: leaving,
      disappearing: disappearing, appearing: appearing, completion: completion, label: label)
    if animated {
      plan(
        .runLoop(
          .beginAnimation(.pageSet(end), duration: Instant(seconds: Self.pageTransitionDuration))))
    } else {
      planEnd(of: end, style: state.style)
    }
    closeSchedule(from: mark)
    // The shown page stays cached on the side the animation came from; a
    // set without animation forgets every neighbour (obs; impl for the
    // workaround).
    let previous = state.installed ? state.pages.first : nil
    updatePageView(owner) {
      $0.pagesInstalled(pages, previous: previous, animated: animated, forward: forward)
    }
  }

  /// Plans the end of a set: the arriving pages' dids, the leaving ones'
  /// (page curl: the leaving ones first), the removals, the arrivals'
  /// `didMove`, then the completion.
  private mutating func planEnd(of end: PageSetEnd, style: PageTransitionStyle) {
    let arrivingEnds = end.appearing.map {
      Step.appearance(.endTransition($0, cause: .uikitContainerTransition))
    }
    let leavingEnds = end.disappearing.map {
      Step.appearance(.endTransition($0, cause: .uikitContainerTransition))
    }
    for step in style == .pageCurl ? leavingEnds + arrivingEnds : arrivingEnds + leavingEnds {
      plan(step)
    }
    for page in end.leaving {
      plan(.containment(.detach(page, from: end.pageViewController)))
    }
    for page in end.arriving {
      plan(
        .containment(
          .deliver(.didMove(toParent: end.pageViewController), to: page, direct: false)))
    }
    planCompletion(end.completion, label: end.label)
  }

  // MARK: Swipes

  /// The neighbour of `page` in a direction: known, or asked of the data
  /// source (a line), and remembered.
  private mutating func neighbour(
    of page: ControllerID, forward: Bool, in owner: ControllerID
  ) -> ControllerID? {
    guard let state = pageViewState(of: owner) else { return nil }
    let known = state.known[page] ?? PageViewState.Neighbours()
    if let cached = forward ? known.after : known.before { return cached }
    let answer = state.dataSourceNeighbour(of: page, forward: forward)
    plan(
      .pageView(
        .line(
          forward
            ? .viewControllerAfter(page, of: owner) : .viewControllerBefore(page, of: owner))))
    updatePageView(owner) { $0.dataSourceAnswered(answer, for: page, forward: forward) }
    return answer
  }

  /// The start of an interactive swipe (obs): the current page's neighbours
  /// asked if not known (after, then before), the target checked, then
  /// `willTransition(to:)`, the new page added and its view loaded, its
  /// `viewWillAppear(true)` and the current page's `viewWillDisappear(true)`
  /// (page curl: the same two).
  ///
  /// With two pages shown (the spine in the middle, or a double-sided
  /// curl's front and back), the pages turn together: the data source is
  /// asked past the last page (before the first, going back) for as many
  /// pages, each pair's will-callbacks in `viewControllers` order, a back
  /// page none (inf).
  private mutating func beginSwipe(
    _ state: PageViewState, toward target: ControllerID?, direction: PageNavigationDirection?
  ) {
    guard state.swiping.mayStart(pagesInstalled: state.installed), let first = state.pages.first,
      let last = state.pages.last
    else { return }
    let owner = state.controller
    let mark = openSchedule()
    guard
      let (incoming, forward) = swipeTarget(
        of: state, from: (first, last), toward: target, direction: direction)
    else {
      // No neighbour there: the data source's answers are all that happen.
      closeSchedule(from: mark)
      return
    }
    plan(.pageView(.line(.willTransition(to: incoming, of: owner))))
    for page in incoming {
      do {
        try planAddChild(page, to: owner)
      } catch {
        closeSchedule(from: mark)
        return
      }
      plan(.containment(.loadView(page)))
    }
    for page in state.appearing(incoming) {
      plan(
        .appearance(
          .beginTransition(
            page, isAppearing: true, animated: true, cause: .uikitContainerTransition)))
    }
    for page in state.appearing(state.pages) {
      plan(
        .appearance(
          .beginTransition(
            page, isAppearing: false, animated: true, cause: .uikitContainerTransition)))
    }
    if let ownView = view(of: owner) {
      for page in incoming { plan(.views(.move(.view(of: page), to: ownView, byHand: true))) }
    }
    closeSchedule(from: mark)
    updatePageView(owner) {
      $0.swiping.started(from: state.pages, to: incoming, forward: forward)
    }
  }

  /// The pages a swipe brings in, in `viewControllers` order, and whether
  /// it goes forward (rule 5.4).
  ///
  /// `nil` when there is no neighbour that way or the neighbours cannot
  /// come in. The data source is asked as it would be:
  /// both neighbours, after then before, whichever way the swipe goes
  /// (obs), then the rest of the spread in the direction of travel.
  private mutating func swipeTarget(
    of state: PageViewState, from shown: (first: ControllerID, last: ControllerID),
    toward target: ControllerID?, direction: PageNavigationDirection?
  ) -> (incoming: [ControllerID], forward: Bool)? {
    let owner = state.controller
    let after = neighbour(of: shown.last, forward: true, in: owner)
    let before = neighbour(of: shown.first, forward: false, in: owner)
    var chosen: (page: ControllerID, forward: Bool)?
    switch direction {
    case .forward?:
      chosen = after.map { ($0, true) }
    case .reverse?:
      chosen = before.map { ($0, false) }
    case nil:
      if let target, after == target {
        chosen = (target, true)
      } else if let target, before == target {
        chosen = (target, false)
      }
    }
    var travelled: [ControllerID] = chosen.map { [$0.page] } ?? []
    while let (_, forward) = chosen, travelled.count < state.pages.count,
      let previous = travelled.last
    {
      guard let next = neighbour(of: previous, forward: forward, in: owner) else {
        chosen = nil
        break
      }
      travelled.append(next)
    }
    let incoming = chosen?.forward == false ? Array(travelled.reversed()) : travelled
    guard let (_, forward) = chosen, Set(incoming).count == incoming.count,
      incoming.allSatisfy({ page in
        !state.pages.contains(page) && (parent(of: page) == nil || parent(of: page) == owner)
      })
    else { return nil }
    return (incoming, forward)
  }

  /// The end of a swipe.
  ///
  /// Obs for the appearance lines, inf for the containment lines. Finished: the new page's did, the old page's, the
  /// old page removed, the new one told it moved in,
  /// `didFinishAnimating(…, transitionCompleted: true)`, then the new
  /// page's neighbour in the direction of travel asked; the old page stays
  /// its neighbour the other way. Cancelled: the old page appears again,
  /// the new one disappears and is removed,
  /// `didFinishAnimating(…, transitionCompleted: false)`. Two pages turning
  /// together do each step in `viewControllers` order (inf).
  private mutating func endSwipe(_ state: PageViewState, finished: Bool) {
    var swiping = state.swiping
    let swipe: PageSwipeMachine.Swipe
    switch swiping.release(finished: finished) {
    case .ignore: return
    case .finish(let finishing): swipe = finishing
    case .cancel(let cancelled): swipe = cancelled
    }
    guard let arrivedFirst = swipe.to.first, let arrivedLast = swipe.to.last,
      !swipe.from.isEmpty
    else { return }
    let owner = state.controller
    updatePageView(owner) { $0.swiping = swiping }
    let mark = openSchedule()
    if finished {
      planFinishedSwipe(swipe, of: state)
      _ = neighbour(
        of: swipe.forward ? arrivedLast : arrivedFirst, forward: swipe.forward, in: owner)
    } else {
      planCancelledSwipe(swipe, of: state)
    }
    closeSchedule(from: mark)
  }

  /// A finished swipe (rule 5.4; obs for the appearance lines, inf for the
  /// containment lines): the appearance ends (page curl: the old pages
  /// first), the old pages removed, the new ones told they moved in,
  /// `didFinishAnimating(…, transitionCompleted: true)`.
  private mutating func planFinishedSwipe(_ swipe: PageSwipeMachine.Swipe, of state: PageViewState)
  {
    let owner = state.controller
    let incoming = Self.ends(state.appearing(swipe.to))
    let outgoing = Self.ends(state.appearing(swipe.from))
    for step in state.style == .pageCurl ? outgoing + incoming : incoming + outgoing {
      plan(step)
    }
    for page in swipe.from { planRemoval(of: page, from: owner) }
    for page in swipe.to {
      plan(.containment(.deliver(.didMove(toParent: owner), to: page, direct: false)))
    }
    plan(.pageView(.line(.didFinishAnimating(previous: swipe.from, completed: true, of: owner))))
    updatePageView(owner) { $0.swipeFinished(swipe) }
  }

  /// A cancelled swipe (rule 5.4; obs for the appearance lines, inf for
  /// the containment lines): the old pages appear again and the new ones
  /// disappear (page curl: both begins, then both ends), the new pages
  /// removed, `didFinishAnimating(…, transitionCompleted: false)`.
  private mutating func planCancelledSwipe(
    _ swipe: PageSwipeMachine.Swipe, of state: PageViewState
  ) {
    let owner = state.controller
    let incoming = state.appearing(swipe.to)
    let outgoing = state.appearing(swipe.from)
    let steps =
      state.style == .pageCurl
      ? Self.begins(incoming, appearing: false) + Self.begins(outgoing, appearing: true)
        + Self.ends(incoming) + Self.ends(outgoing)
      : Self.begins(outgoing, appearing: true) + Self.ends(outgoing)
        + Self.begins(incoming, appearing: false) + Self.ends(incoming)
    for step in steps { plan(step) }
    for page in swipe.to { planRemoval(of: page, from: owner) }
    plan(.pageView(.line(.didFinishAnimating(previous: swipe.from, completed: false, of: owner))))
  }

  /// A page's view removed, then the page told it leaves and detached.
  private mutating func planRemoval(of page: ControllerID, from owner: ControllerID) {
    plan(.views(.removeViewIfLoaded(page, byHand: true)))
    plan(.containment(.deliver(.willMove(toParent: nil), to: page, direct: false)))
    plan(.containment(.detach(page, from: owner)))
  }

  /// The begins of a swipe's pages' appearance transitions, animated.
  private static func begins(_ pages: [ControllerID], appearing: Bool) -> [Step] {
    pages.map {
      .appearance(
        .beginTransition(
          $0, isAppearing: appearing, animated: true, cause: .uikitContainerTransition))
    }
  }

  /// The ends of a swipe's pages' appearance transitions.
  private static func ends(_ pages: [ControllerID]) -> [Step] {
    pages.map { .appearance(.endTransition($0, cause: .uikitContainerTransition)) }
  }

  // MARK: Steps

  /// Executes one of the page view controller's steps.
  mutating func execute(_ step: PageViewStep) -> Event? {
    switch step {
    case .line(let callback):
      // A data source's or delegate's line is work of the turn.
      runLoop.noteWork()
      return .pageView(callback)
    case .installRecordedPages(let owner):
      guard let state = pageViewState(of: owner), !state.installed, !state.pages.isEmpty else {
        return nil
      }
      updatePageView(owner) { $0.recordedPagesTaken() }
      // Nothing shown yet: every recorded page arrives.
      var recorded = state
      recorded.recordedPagesTaken()
      // Cannot raise: the pages were checked when they were set, and a
      // page that has a parent since is left where it is.
      let free = state.pages.filter { parent(of: $0) == nil }
      try? install(
        free, in: recorded, forward: true, animated: false, completion: nil,
        label: "\(owner).loadView()")
      return nil
    case .forward(let change, let animated, let owner):
      forwardAppearance(change, animated: animated, from: owner)
      return nil
    case .endIfTransitional(let page):
      switch appearances[page.slot].state {
      case .appearing, .disappearing:
        schedule(.appearance(.endTransition(page, cause: .uikitContainerTransition)))
      case .appeared, .disappeared:
        break
      }
      return nil
    case .endSet(let end):
      let mark = openSchedule()
      planEnd(of: end, style: pageViewState(of: end.pageViewController)?.style ?? .scroll)
      closeSchedule(from: mark)
      return nil
    }
  }

  /// The page view controller's own appearance change, forwarded by hand
  /// to each page whose view is loaded, in order (dec): a will begins only
  /// a page not already going that way; a did first turns a page caught in
  /// the other direction, then ends only a page in transition.
  private mutating func forwardAppearance(
    _ change: AppearanceChange, animated: Bool, from owner: ControllerID
  ) {
    guard let state = pageViewState(of: owner), state.installed, !state.swiping.isSwiping else {
      return
    }
    let mark = openSchedule()
    for page in state.appearing(state.pages) where isViewLoaded(page) && parent(of: page) == owner {
      let pageState = appearances[page.slot].state
      switch change {
      case .willAppear:
        if pageState == .disappeared || pageState == .disappearing {
          plan(
            .appearance(
              .beginTransition(
                page, isAppearing: true, animated: animated, cause: .uikitContainerTransition)))
        }
      case .willDisappear:
        if pageState == .appearing || pageState == .appeared {
          plan(
            .appearance(
              .beginTransition(
                page, isAppearing: false, animated: animated, cause: .uikitContainerTransition)))
        }
      case .didAppear, .didDisappear:
        let opposite: AppearanceState = change == .didAppear ? .disappearing : .appearing
        if pageState == opposite {
          plan(
            .appearance(
              .beginTransition(
                page, isAppearing: change == .didAppear, animated: false,
                cause: .uikitContainerTransition)))
        }
        plan(.pageView(.endIfTransitional(page)))
      }
    }
    closeSchedule(from: mark)
  }
}

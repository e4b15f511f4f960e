/// A navigation controller's requests (rule 5.1): push, pop, setViewControllers and the
/// interactive pop, held back while a transition runs.
extension World {
  /// Whether a container's view is in a visible window: UIKit's containers
  /// animate and send appearance callbacks only then (rules 5.1, 5.2).
  func isShowing(_ controller: ControllerID) -> Bool {
    view(of: controller).map { isInVisibleWindow($0) } ?? false
  }

  /// Whether a push, pop or `setViewControllers` runs as a transition.
  ///
  /// It does when the navigation controller shows and has appeared or is
  /// disappearing. One that is *appearing* (its `viewWillAppear` delivered, its
  /// `viewDidAppear` not yet: a push in the same turn as
  /// `makeKeyAndVisible()`) updates its stack at once, and the new top
  /// appears with it (rule 5.1, revision 3.1; grade obs).
  func changesStackInTransition(_ navigation: ControllerID) -> Bool {
    isShowing(navigation) && appearances[navigation.slot].state != .appearing
  }

  /// Plans the new top's (or tab's) `viewWillAppear(false)` after a change
  /// applied while its navigation (or tab bar) controller is *appearing*.
  ///
  /// Its `viewIsAppearing` and `viewDidAppear` then come with the navigation
  /// controller's, by the layout pass and by forwarding (rule 5.1, revision
  /// 3.1; grade obs: another project's test on real UIKit sees
  /// `viewDidLoad`, `viewWillAppear`, the layout pair, `viewDidAppear`).
  /// Nothing when it is not appearing, or the top already is.
  mutating func planAppearanceWithContainer(of top: ControllerID, _ container: ControllerID) {
    guard isAppearing(container) else { return }
    plan(
      .appearance(
        .apply(
          .willAppear, ofControllerAt: top.slot, animated: false,
          cause: .uikitContainerTransition)))
  }

  /// Whether the navigation controller is *appearing*.
  ///
  /// A stack change then loads the new top's view before the old top leaves (rule 5.1,
  /// revision 3.1).
  func isAppearing(_ navigation: ControllerID) -> Bool {
    appearances[navigation.slot].state == .appearing
  }

  /// Refuses a container call on a controller of the wrong class, as
  /// Objective-C does.
  func requireKind(
    _ kind: ControllerKind, _ controller: ControllerID, _ selector: String
  ) throws(CallFailure) {
    guard controllers[controller.slot].kind == kind else {
      throw .exception(.unrecognizedSelector(controller, selector))
    }
  }

  /// Holds `call` back while the navigation controller has a transition in
  /// progress; returns `true` then (rule 5.1).
  ///
  /// In `ios7` and `ios17` the call is queued and applied when the running
  /// transition ends at its natural end, after its end callbacks (revision 3;
  /// grade dec: `_applyViewControllers:…` waits on the running transition's
  /// coordinator); a transition asked for and not started yet counts as
  /// running. In `ios5` the transition in progress ends at once and `call`
  /// is performed afterwards (grade impl); a call made while the transition's
  /// start callbacks are being delivered waits until the start is over.
  mutating func deferUntilNavigationCompletes(_ navigation: ControllerID, _ call: Call) -> Bool {
    let queues = profile.queuesNavigationRequests
    let answer = controllers.navigation(at: navigation.slot) {
      $0.callArrives(call, queuesRequests: queues)
    }
    switch answer {
    case .proceed:
      // Nothing in progress: the call goes ahead now, after any a finished
      // transition left queued (they were planned before it).
      return false
    case .waits:
      // Queued, or waiting for ``navigationStarted``: ending a transition
      // half-way through its start would deliver its end before its start.
      return true
    case .cutShortThenRun:
      // Asked for, animating or driven by a gesture: it ends now.
      schedule(.navigation(.cutShortNavigation(navigation)), .reissue(call))
      return true
    }
  }

  /// Sends the arriving top's `didMove(toParent: nav)` now, or holds it
  /// until the top's next `viewDidAppear` or `viewDidDisappear` while the
  /// navigation controller has not appeared (*appearing* counts as not
  /// appeared; rule 5.1, revision 3; grade dec:
  /// `_didEndTransitionFromView:toView:wasCustom:` sets
  /// `setNeedsDidMoveCleanup`).
  mutating func planDidMove(ofTop top: ControllerID, to navigation: ControllerID) {
    if appearances[navigation.slot].state == .appeared {
      plan(.containment(.deliver(.didMove(toParent: navigation), to: top, direct: false)))
    } else {
      appearances.setHoldsDidMove(true, at: top.slot)
    }
  }

  /// Sends the `didMove(toParent: nav)` a covered top still holds, right
  /// after the covering controller's `willMove(toParent: nav)` (rule 5.1;
  /// grade inf).
  mutating func planHeldDidMove(of covered: ControllerID?, in navigation: ControllerID) {
    guard let covered, appearances[covered.slot].holdsDidMove,
      isChild(covered, of: navigation)
    else { return }
    appearances.setHoldsDidMove(false, at: covered.slot)
    plan(.containment(.deliver(.didMove(toParent: navigation), to: covered, direct: false)))
  }

  /// `nav.pushViewController(controller, animated:)` (rule 5.1; grade obs;
  /// didMove placement impl + dec).
  ///
  /// `willMove(toParent: nav)` at once; then, at the layout pass (ios7, ios17)
  /// or at once (ios5): the load, `A.vWD`, `B.vWA`; at the end `A.vDD`, `B.vDA`,
  /// `B.didMove(toParent: nav)`. Off screen, only the stack and the moves.
  mutating func push(
    _ controller: ControllerID, onto navigation: ControllerID, animated: Bool
  ) throws(CallFailure) {
    try requireKind(.navigationController, navigation, "pushViewController:animated:")
    if controllers[controller.slot].kind == .navigationController {
      throw .exception(.pushingNavigationController)
    }
    if isChild(controller, of: navigation) {
      throw .exception(.pushingSameInstance(navigation: navigation, controller: controller))
    }
    if finishDeferredDismissals(
      then: .pushViewController(controller, onto: navigation, animated: animated))
    {
      return
    }
    if deferUntilNavigationCompletes(
      navigation, .pushViewController(controller, onto: navigation, animated: animated))
    {
      return
    }
    let from = controllers[navigation.slot].lastChildLink.slot.map { controllerID(at: $0) }
    let mark = openSchedule()
    try planAddChild(controller, to: navigation)
    planHeldDidMove(of: from, in: navigation)
    if changesStackInTransition(navigation) {
      let transition = NavigationTransition(
        from: from, to: controller, animated: animated, arriving: controller)
      plan(.navigation(.requestNavigation(navigation, transition)))
    } else {
      if isAppearing(navigation) { plan(.containment(.loadView(controller))) }
      plan(.containment(.installContent(navigation)))
      planAppearanceWithContainer(of: controller, navigation)
      plan(.navigation(.didMoveOfTop(controller, to: navigation)))
    }
    closeSchedule(from: mark)
  }

  /// `popViewController`, `popToRootViewController` and `popToViewController`
  /// (rule 5.1; grade obs).
  ///
  /// The controllers buried between the target and the top leave first, top
  /// down, with `willMove(nil)`, removal and `didMove(nil)` and no appearance
  /// callbacks; then the top is popped: `willMove(nil)`, `top.vWD`,
  /// `target.vWA`; at the end `top.vDD`, removal, `didMove(nil)`, `target.vDA`.
  mutating func pop(
    to target: ControllerID?, in navigation: ControllerID, animated: Bool, call: Call
  ) throws(CallFailure) {
    if deferUntilNavigationCompletes(navigation, call) { return }
    let stack = children(of: navigation)
    guard stack.count > 1, let top = stack.last else { return }
    let destination = target ?? stack[stack.count - 2]
    guard let position = stack.firstIndex(of: destination), destination != top else {
      return  // Not on the stack, or already the top: UIKit pops nothing.
    }
    let buried = Array(stack[(position + 1)..<(stack.count - 1)].reversed())
    if changesStackInTransition(navigation) {
      let transition = NavigationTransition(
        from: top, to: destination, animated: animated, buried: buried, popped: top)
      schedule(.navigation(.requestNavigation(navigation, transition)))
    } else {
      let mark = openSchedule()
      for leaving in buried + [top] {
        planRemoval(of: leaving, from: navigation)
      }
      if isAppearing(navigation) { plan(.containment(.loadView(destination))) }
      plan(.containment(.installContent(navigation)))
      planAppearanceWithContainer(of: destination, navigation)
      closeSchedule(from: mark)
    }
  }

  /// `nav.setViewControllers(_:animated:)` (rule 5.1; grade obs + impl).
  ///
  /// Removed controllers get `willMove(nil)`/`didMove(nil)`, except the
  /// replaced top, which gets neither (rdar 18002763); new ones get
  /// `willMove(nav)`/`didMove(nav)`, the new top's `didMove` at the end of the
  /// transition; only the old and new tops get appearance callbacks.
  mutating func setNavigationStack(
    _ list: [ControllerID], of navigation: ControllerID, animated: Bool
  ) throws(CallFailure) {
    if list.contains(where: { controllers[$0.slot].kind == .navigationController }) {
      throw .exception(.pushingNavigationController)
    }
    var members = Set<ControllerID>()
    if let duplicate = list.first(where: { !members.insert($0).inserted }) {
      throw .exception(.pushingSameInstance(navigation: navigation, controller: duplicate))
    }
    if deferUntilNavigationCompletes(
      navigation, .setViewControllers(list, of: navigation, animated: animated))
    {
      return
    }
    let old = children(of: navigation)
    let oldTop = old.last
    let newTop = list.last
    // A new top on screen arrives through a transition that starts at the
    // layout pass, like a push, also when the stack was empty (§0, 5.1).
    let transitions = changesStackInTransition(navigation) && newTop != nil && oldTop != newTop
    let mark = openSchedule()
    for leaving in old where !members.contains(leaving) && leaving != oldTop {
      planRemoval(of: leaving, from: navigation)
    }
    let oldMembers = Set(old)
    for arriving in list where !oldMembers.contains(arriving) {
      try planAddChild(arriving, to: navigation)
      if arriving == newTop {
        planHeldDidMove(of: oldTop, in: navigation)
        if !transitions { plan(.navigation(.didMoveOfTop(arriving, to: navigation))) }
      } else {
        plan(.containment(.deliver(.didMove(toParent: navigation), to: arriving, direct: false)))
      }
    }
    plan(.containment(.moveChildrenToFront(navigation, list)))
    let replaced = oldTop.flatMap { list.contains($0) ? nil : $0 }
    if transitions, let newTop {
      let transition = NavigationTransition(
        from: oldTop, to: newTop, animated: animated, replaced: replaced,
        arriving: oldMembers.contains(newTop) ? nil : newTop)
      plan(.navigation(.requestNavigation(navigation, transition)))
    } else {
      if let replaced { plan(.containment(.detachSilently(replaced, from: navigation))) }
      if let newTop, isAppearing(navigation) { plan(.containment(.loadView(newTop))) }
      plan(.containment(.installContent(navigation)))
      if let newTop { planAppearanceWithContainer(of: newTop, navigation) }
    }
    closeSchedule(from: mark)
  }

  /// The start of an interactive pop (rule 5.1; grade obs): at once,
  /// `top.willMove(nil)`, the revealed view loaded if needed, `top.vWD(true)`,
  /// `below.vWA(true)`; then it waits for the gesture.
  mutating func beginInteractivePop(_ navigation: ControllerID) throws(CallFailure) {
    try requireKind(.navigationController, navigation, "beginInteractivePop")
    if deferUntilNavigationCompletes(navigation, .beginInteractivePop(navigation)) { return }
    let stack = children(of: navigation)
    guard isShowing(navigation), stack.count > 1, let top = stack.last else { return }
    let below = stack[stack.count - 2]
    let transition = NavigationTransition(
      from: top, to: below, animated: true, popped: top, isInteractive: true)
    // The gesture starts at once in every profile.
    let answer = controllers.navigation(at: navigation.slot) {
      $0.request(transition, startsAtLayoutPass: false)
    }
    switch answer {
    case .startNow, .startAtLayoutPass:
      schedule(.navigation(.startNavigation(navigation, transition, endsAtOnce: false)))
    }
  }

  /// The end of an interactive pop: finished, as the end of a pop; cancelled,
  /// `below.vWD(true)`, `below.vDD(true)`, `top.vWA(true)`, `top.vDA(true)`, the
  /// stack unchanged and no `didMove` (rule 5.1; grade obs).
  mutating func endInteractivePop(_ navigation: ControllerID, finished: Bool) throws(CallFailure) {
    try requireKind(
      .navigationController, navigation,
      finished ? "finishInteractivePop" : "cancelInteractivePop")
    let transition: NavigationTransition
    let answer = controllers.navigation(at: navigation.slot) {
      $0.release(finished: finished)
    }
    switch answer {
    case .ignore:
      return
    case .finish(let finishing):
      schedule(.navigation(.endNavigation(navigation, finishing)))
      return
    case .cancel(let cancelled):
      transition = cancelled
    }
    let below = transition.to
    let mark = openSchedule()
    plan(
      .appearance(
        .beginTransition(
          below, isAppearing: false, animated: true, cause: .uikitContainerTransition)))
    plan(.views(.removeViewIfLoaded(below, byHand: true)))
    plan(.appearance(.endTransition(below, cause: .uikitContainerTransition)))
    if let top = transition.from {
      plan(
        .appearance(
          .beginTransition(top, isAppearing: true, animated: true, cause: .uikitContainerTransition)
        ))
      plan(.appearance(.endTransition(top, cause: .uikitContainerTransition)))
    }
    planAlongsideCompletions(ofNavigation: navigation, cancelled: true)
    planQueuedNavigationRequests(of: navigation)
    closeSchedule(from: mark)
  }

  /// Makes a container's view hold exactly its visible child's view, loading
  /// it if needed (rule 1.4; grade inf).
  ///
  /// The container manages by hand the appearance of the views it installs
  /// (rule 2.3, revision 3): a controller on screen whose view it takes out
  /// outside a transition is told it disappears, begin and end around the
  /// removal (grade inf).
  mutating func installContent(_ container: ControllerID) {
    guard let containerView = view(of: container) else { return }
    let visible = visibleChild(of: container)
    // An appearing container counts as on screen: the controllers it
    // forwarded viewWillAppear to are told they disappear (rule 5.1,
    // revision 3.1).
    let showing = isShowing(container) || isAppearing(container)
    let mark = openSchedule()
    for subview in subviews(of: containerView) {
      if let owner = owner(of: subview), owner != visible,
        isChild(owner, of: container)
          || !hasParent(owner)
      {
        let onScreen = showing && appearances[owner.slot].state.isOnScreenSide
        if onScreen {
          plan(
            .appearance(
              .beginTransition(
                owner, isAppearing: false, animated: false, cause: .uikitContainerTransition)))
        }
        plan(.views(.move(.view(of: owner), to: nil, byHand: true)))
        if onScreen { plan(.appearance(.endTransition(owner, cause: .uikitContainerTransition))) }
      }
    }
    if let visible {
      let installed = view(of: visible).map {
        views[$0.slot].parentLink == Link(containerView.slot)
      }
      if installed != true {
        plan(.containment(.loadView(visible)))
        plan(.views(.move(.view(of: visible), to: containerView, byHand: true)))
      }
    }
    closeSchedule(from: mark)
  }
}

/// A navigation controller's transition, from its request to its end
/// (rule 5.1): when it starts, what its start and end deliver, and how it
/// is cut short.
extension World {
  /// Executes one of the navigation steps.
  @inline(__always)
  mutating func execute(_ step: consuming NavigationStep) -> Event? {
    switch consume step {
    case .requestNavigation(let navigation, let transition):
      requestNavigation(navigation, transition)
      return nil
    case .startNavigation(let navigation, let transition, let endsAtOnce):
      startNavigation(navigation, transition, endsAtOnce: endsAtOnce)
      return nil
    case .navigationStarted(let navigation, let transition, let endsAtOnce):
      navigationStarted(navigation, transition, endsAtOnce: endsAtOnce)
      return nil
    case .endNavigation(let navigation, let transition):
      endNavigation(navigation, transition)
      return nil
    case .cutShortNavigation(let navigation):
      cutShortNavigation(navigation)
      return nil
    case .applyNextQueuedRequestIfIdle(let navigation):
      // A transition the previous request started: its end applies the next.
      guard controllers[navigation.slot].navigation.isIdle else { return nil }
      let mark = openSchedule()
      planQueuedNavigationRequests(of: navigation)
      closeSchedule(from: mark)
      return nil
    case .didMoveOfTop(let top, let navigation):
      let mark = openSchedule()
      planDidMove(ofTop: top, to: navigation)
      closeSchedule(from: mark)
      return nil
    }
  }

  /// A push, pop or `setViewControllers` on screen asks for its transition:
  /// it starts now (ios5) or at the layout pass of the turn end (ios7, ios17;
  /// §0, 4.1 step 1; grade dec + obs).
  mutating func requestNavigation(_ navigation: ControllerID, _ transition: NavigationTransition) {
    let startsAtLayoutPass = profile.defersNavigationTransitions
    let answer = controllers.navigation(at: navigation.slot) {
      $0.request(transition, startsAtLayoutPass: startsAtLayoutPass)
    }
    switch answer {
    case .startAtLayoutPass:
      runLoop.deferStart(.navigation(navigation))
    case .startNow:
      schedule(.navigation(.startNavigation(navigation, transition, endsAtOnce: false)))
    }
  }

  /// The start of a navigation transition (rule 5.1; grade obs).
  ///
  /// Buried controllers leave, the popped top gets `willMove(nil)`, the arriving view
  /// loads, both tops begin their explicit transitions, the leaving one first,
  /// and the arriving view is installed. Does nothing unless the transition is
  /// still the pending one: another call may have ended it at once already.
  /// It starts with the stack as it is then, not as it was when asked for
  /// (see ``stillApplying(_:in:)``).
  mutating func startNavigation(
    _ navigation: ControllerID, _ requested: NavigationTransition, endsAtOnce: Bool
  ) {
    guard case .pending(requested) = controllers[navigation.slot].navigation.phase else { return }
    let navigationView = view(of: navigation)
    let transition = stillApplying(requested, in: navigation)
    let arrives = isChild(transition.to, of: navigation)
    let isOnScreen = arrives && isShowing(navigation)
    let answer = controllers.navigation(at: navigation.slot) {
      $0.start(
        requested, as: transition, hasView: navigationView != nil, isOnScreen: isOnScreen)
    }
    switch answer {
    case .ignore:
      return
    case .abandon:
      // Dropped, but what was given to its coordinator still runs (rule
      // 5.5; grade inf): no block given to UIKit is lost.
      let mark = openSchedule()
      planAlongsideCompletions(ofNavigation: navigation)
      closeSchedule(from: mark)
      return
    case .applyOffScreen:
      // Off screen, or the top already gone: the stack changes only.
      applyOffScreen(transition, of: navigation, arrives: arrives)
      return
    case .deliverStart:
      break
    }
    guard let navigationView else {
      // The machine delivers a start only when told the view is there.
      preconditionFailure("a navigation start without the navigation controller's view")
    }
    planStart(transition, of: navigation, in: navigationView, endsAtOnce: endsAtOnce)
  }

  /// The start's callbacks on screen (rule 5.1): the buried leave, the
  /// popped top's `willMove(toParent: nil)`, the arriving view loads, the
  /// outgoing top begins to disappear and the arriving one to appear, its
  /// view moves in, then the animation or the end.
  private mutating func planStart(
    _ transition: NavigationTransition, of navigation: ControllerID,
    in navigationView: ViewID, endsAtOnce: Bool
  ) {
    let mark = openSchedule()
    for leaving in transition.buried {
      planRemoval(of: leaving, from: navigation)
    }
    if let popped = transition.popped {
      plan(.containment(.deliver(.willMove(toParent: nil), to: popped, direct: false)))
    }
    // Revision 2: the revealed or pushed view loads as part of the start.
    plan(.containment(.loadView(transition.to)))
    if let from = transition.from {
      plan(
        .appearance(
          .beginTransition(
            from, isAppearing: false, animated: transition.animated,
            cause: .uikitContainerTransition)))
    }
    plan(
      .appearance(
        .beginTransition(
          transition.to, isAppearing: true, animated: transition.animated,
          cause: .uikitContainerTransition))
    )
    plan(.views(.move(.view(of: transition.to), to: navigationView, byHand: true)))
    plan(.navigation(.navigationStarted(navigation, transition, endsAtOnce: endsAtOnce)))
    closeSchedule(from: mark)
  }

  /// The start of a transition whose arriving top left the stack before
  /// it (a handler, or a call of the same turn, gave it another parent), or
  /// whose navigation controller's view left the visible window: the stack
  /// changes it asked for still happen, as they do off screen (no
  /// animation, no appearance callbacks), and the navigation controller
  /// shows its top as it is now (rule 5.1; grade inf).
  private mutating func applyOffScreen(
    _ transition: NavigationTransition, of navigation: ControllerID, arrives: Bool
  ) {
    let mark = openSchedule()
    for leaving in transition.buried + (transition.popped.map { [$0] } ?? []) {
      planRemoval(of: leaving, from: navigation)
    }
    if let replaced = transition.replaced {
      plan(.containment(.detachSilently(replaced, from: navigation)))
    }
    plan(.containment(.installContent(navigation)))
    if arrives, let arriving = transition.arriving {
      plan(.navigation(.didMoveOfTop(arriving, to: navigation)))
    }
    planAlongsideCompletions(ofNavigation: navigation)
    planQueuedNavigationRequests(of: navigation)
    closeSchedule(from: mark)
  }

  /// The transition without the controllers that left the navigation
  /// controller between the request and the start.
  ///
  /// Handlers, or calls of the same turn in `ios7` and `ios17`, may move
  /// them; a container moves only its own children. The call was checked
  /// when it was made; what it changes is read again when the change
  /// happens (rule 5.1; grade inf).
  func stillApplying(
    _ transition: NavigationTransition, in navigation: ControllerID
  ) -> NavigationTransition {
    var current = transition
    current.buried = transition.buried.filter { isChild($0, of: navigation) }
    current.from = transition.from.flatMap { isChild($0, of: navigation) ? $0 : nil }
    current.popped = transition.popped.flatMap { isChild($0, of: navigation) ? $0 : nil }
    current.replaced = transition.replaced.flatMap { isChild($0, of: navigation) ? $0 : nil }
    return current
  }

  /// The last step of a start.
  ///
  /// An interactive pop waits for its gesture, an animated transition runs for
  /// 0.35 s (rule 4.4), any other ends now. Calls made during the start end it at once instead,
  /// then run in order
  /// (rule 5.1; grade impl).
  mutating func navigationStarted(
    _ navigation: ControllerID, _ transition: NavigationTransition, endsAtOnce: Bool
  ) {
    let answer = controllers.navigation(at: navigation.slot) {
      $0.startDelivered(transition, endsAtOnce: endsAtOnce)
    }
    switch answer {
    case .ignore, .waitForGesture:
      break
    case .animate:
      let id = runLoop.beginAnimation(
        .navigation(navigation, transition), duration: Instant(seconds: Self.navigationDuration))
      controllers.navigation(at: navigation.slot) { $0.animationBegan(id, for: transition) }
    case .endNow(let waiting):
      let mark = openSchedule()
      plan(.navigation(.endNavigation(navigation, transition)))
      for call in waiting { plan(.reissue(call)) }
      closeSchedule(from: mark)
    }
  }

  /// The default duration of pushes and pops (rule 4.4; the reference gives
  /// no grade for durations).
  static let navigationDuration = 0.35

  /// The end of a navigation transition (rule 5.1; grade obs, didMove
  /// placement impl + dec): the leaving view goes, `from.vDD`, the popped top
  /// leaves with `didMove(nil)` (or the replaced one silently), `to.vDA`, and
  /// the arriving controller's `didMove(toParent: nav)`, in a visible window
  /// or not (rule 4.8, revision 3.1; grade inf).
  mutating func endNavigation(_ navigation: ControllerID, _ transition: NavigationTransition) {
    controllers.navigation(at: navigation.slot) { $0.end(transition) }
    let mark = openSchedule()
    if let from = transition.from {
      plan(.views(.removeViewIfLoaded(from, byHand: true)))
      plan(.appearance(.endTransition(from, cause: .uikitContainerTransition)))
    }
    if let popped = transition.popped { plan(.containment(.detach(popped, from: navigation))) }
    if let replaced = transition.replaced {
      plan(.containment(.detachSilently(replaced, from: navigation)))
    }
    plan(.appearance(.endTransition(transition.to, cause: .uikitContainerTransition)))
    if let arriving = transition.arriving {
      // Right after its viewDidAppear and what that forwards, whatever the
      // window did meanwhile: the transition started on screen and runs to
      // its end (rules 4.8 and 5.1, revision 3.1: never held, never dropped).
      plan(.containment(.deliver(.didMove(toParent: navigation), to: arriving, direct: false)))
    }
    planAlongsideCompletions(ofNavigation: navigation)
    planQueuedNavigationRequests(of: navigation)
    closeSchedule(from: mark)
  }

  /// Applies the requests that waited for the transition that just ended,
  /// in the order asked: the first starts, the rest wait for it in turn
  /// (rule 5.1, revision 3).
  ///
  /// Only the first is started here: the rest stay queued, and are applied
  /// one by one while none leaves a transition in progress, so that n
  /// requests cost O(n) steps in all, not O(n) at each of n transition ends.
  mutating func planQueuedNavigationRequests(of navigation: ControllerID) {
    guard
      let (first, moreQueued) = controllers.navigation(
        at: navigation.slot, { $0.takeFirstQueuedRequest() })
    else { return }
    plan(.reissue(first))
    if moreQueued {
      plan(.navigation(.applyNextQueuedRequestIfIdle(navigation)))
    }
  }

  /// Ends at once whatever transition the navigation controller has in
  /// progress, before a new one starts (rule 5.1; grade impl).
  mutating func cutShortNavigation(_ navigation: ControllerID) {
    let answer = controllers.navigation(at: navigation.slot) {
      $0.cutShort()
    }
    switch answer {
    case .nothing:
      // Idle, or its start is under way and ends it at once when it is
      // over (the call that asked waits in it).
      break
    case .startAndEndAtOnce(let transition):
      // Not started yet: it starts and ends in the same pass, and the layout
      // pass no longer starts it.
      _ = runLoop.takeDeferredStarts { $0 == .navigation(navigation) }
      schedule(.navigation(.startNavigation(navigation, transition, endsAtOnce: true)))
    case .stopAnimation(let animation, let transition):
      // Animating: its animation is cut short.
      _ = runLoop.removeAnimation(id: animation)
      schedule(.navigation(.endNavigation(navigation, transition)))
    case .end(let transition):
      // A gesture in progress completes as a finished pop.
      schedule(.navigation(.endNavigation(navigation, transition)))
    }
  }
}

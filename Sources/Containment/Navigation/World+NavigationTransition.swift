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

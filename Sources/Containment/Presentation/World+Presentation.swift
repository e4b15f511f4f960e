extension World {
  /// Executes one of the presentation steps.
  @inline(__always)
  mutating func execute(_ step: consuming PresentationStep) -> Event? {
    switch consume step {
    case .startPresentation(let start, let endsAtOnce):
      startPresentation(start, endsAtOnce: endsAtOnce)
      return nil
    case .startDismissal(let start, let endsAtOnce):
      startDismissal(start, endsAtOnce: endsAtOnce)
      return nil
    case .beginAnimation(let end, let duration):
      beginAnimation(end, duration: duration)
      return nil
    case .endPresentation(let end):
      endPresentation(end)
      return nil
    case .unlinkPresentation(let presenter, let chain):
      unlinkPresentation(presenter: presenter, chain: chain)
      return nil
    }
  }

  /// The default duration of presentations and dismissals (rule 4.4).
  static let presentationDuration = 0.5

  /// The controller that a presentation from `controller` goes on: the root
  /// of its window, or the controller presented last above it (rule 5.3;
  /// grade inf, matches UIKit's presentation context).
  private func presentationContext(
    of controller: ControllerID, style: ModalPresentationStyle
  ) -> ControllerID {
    // `.currentContext` and `.overCurrentContext` cover the nearest
    // ancestor that defines a presentation context, the caller included
    // (rule 5.3a, revision 4; doc), when one does and presents nothing.
    switch style {
    case .currentContext, .overCurrentContext:
      if let definer = firstOfSelfAndAncestors(
        controller, where: { definesPresentationContext($0) }),
        controllers[definer.slot].presented == nil
      {
        return definer
      }
    case .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .custom, .popover:
      // The window's root, or what it presents on top.
      break
    }
    var context = controller
    if let view = view(of: controller), let window = window(containing: view),
      let root = windows[window.slot].rootViewController
    {
      context = root
    }
    return lastPresented(from: context)
  }

  /// The last controller of the presentation chain `head` heads: where a
  /// full-screen presentation from its window goes (rule 5.3; grade inf, as
  /// `presentationContext(of:style:)`).
  ///
  /// From the chain's recorded last controller when the record still holds
  /// (it presents nothing and was linked into this chain, which `head` still
  /// heads), in O(1); otherwise by walking `head`, the controller it
  /// presents, the one that one presents, and so on.
  func lastPresented(from head: ControllerID) -> ControllerID {
    guard controllers[head.slot].presented != nil else { return head }
    if controllers[head.slot].presentationChainHead == nil,
      let top = controllers[head.slot].presentationChainTop,
      controllers[top.slot].presented == nil,
      controllers[top.slot].presentationChainHead == head
    {
      return top
    }
    return selfAndPresented(from: head).last ?? head
  }

  /// `presenter.present(presented, animated:) { completion }` (rule 5.3; grade
  /// obs + doc), planned as ``PresentationRequests/present(_:from:_:)``
  /// answers.
  ///
  /// At once: E7 for a controller already presented, a child or a window
  /// root; W3 when the caller already presents; W4 when its view is not in a
  /// visible window; otherwise the presenter is chosen, the links are made and
  /// B's view loads. The transition starts at once (ios5, ios7) or at the
  /// layout pass of the turn end (ios17; revision 2, grade obs: an iOS 13–15
  /// simulator test suite). Full screen: `A.vWD`, `B.vWA`, and at the end
  /// `B.vDA`, `A.vDD`, the completion. Other styles: only B's callbacks.
  mutating func present(
    _ presented: ControllerID, from caller: ControllerID, animated: Bool, completion: [Call]?
  ) throws(CallFailure) {
    let call = Call.present(
      presented, from: caller, animated: animated, completion: completion.map(CallBlock.init))
    switch PresentationRequests.present(presented, from: caller, presentFacts(presented, caller)) {
    case .finishDeferredDismissalsFirst:
      // The dismissal asked first leaves first.
      finishDeferredDismissals(then: call)
    case .raise(let exception):
      throw .exception(exception)
    case .warn(let warning):
      schedule(.warn(warning))
    case .present(let window, let deferred):
      let presenter = presentationContext(
        of: caller, style: controllers[presented.slot].presentationStyle)
      controllers.linkPresentation(
        presenter: presenter, presented: presented, startsAtLayoutPass: deferred)
      let start = PresentationStart(
        presenter: presenter, presented: presented,
        hidesPresenter: controllers[presented.slot].presentationStyle.hidesPresenter(in: profile),
        animated: animated, window: window, completion: completion)
      if deferred {
        runLoop.deferStart(.presentation(start))
        schedule(.containment(.loadView(presented)))
      } else {
        schedule(
          .containment(.loadView(presented)),
          .presentation(.startPresentation(start, endsAtOnce: false)))
      }
    }
  }

  /// What ``PresentationRequests`` needs to know of a `present` call.
  private func presentFacts(_ presented: ControllerID, _ caller: ControllerID)
    -> PresentationRequests.PresentFacts
  {
    // A controller that presents another is active too: presenting it would
    // make the chain of presentations loop back (grade inf).
    let isActive =
      hasParent(presented) || windowRooted(at: presented) != nil
      || presented == caller || isAncestor(presented, of: caller)
      || controllers[presented.slot].presented != nil
    var callerWindow: WindowID?
    if let callerView = view(of: caller), isInVisibleWindow(callerView) {
      callerWindow = window(containing: callerView)
    }
    return PresentationRequests.PresentFacts(
      hasDeferredDismissal: hasDeferredDismissal,
      presenterOfPresented: controllers[presented.slot].presenter,
      presentedIsActive: isActive,
      presentedByCaller: controllers[caller.slot].presented,
      callerWindow: callerWindow,
      defersTransitions: profile.defersPresentationTransitions)
  }

  /// Whether a dismissal waits for the layout pass (ios17).
  private var hasDeferredDismissal: Bool {
    runLoop.deferredStarts.contains(where: \.isDismissal)
  }

  /// The start of a presentation (rule 5.3; grade obs): the presenter's
  /// `viewWillDisappear` for a full-screen style, the presented controller's
  /// `viewWillAppear`, its view into the window, then the animation (0.5 s or
  /// none: rule 4.4), or with `endsAtOnce` the end right away.
  mutating func startPresentation(_ start: PresentationStart, endsAtOnce: Bool) {
    let mark = openSchedule()
    if start.hidesPresenter {
      plan(
        .appearance(
          .beginTransition(
            start.presenter, isAppearing: false, animated: start.animated,
            cause: .uikitContainerTransition))
      )
    }
    plan(
      .appearance(
        .beginTransition(
          start.presented, isAppearing: true, animated: start.animated,
          cause: .uikitContainerTransition)))
    plan(
      .views(.move(.view(of: start.presented), to: windows[start.window.slot].view, byHand: true)))
    if endsAtOnce {
      plan(.presentation(.endPresentation(start.end)))
    } else {
      plan(
        .presentation(
          .beginAnimation(
            start.end, duration: Instant(seconds: start.animated ? Self.presentationDuration : 0))))
    }
    closeSchedule(from: mark)
  }

  /// Whether a presentation of a member of `chain` waits for the layout
  /// pass or animates, as the members' machines say.
  private func hasPresentationUnderWay(_ chain: [ControllerID]) -> Bool {
    chain.contains { controllers[$0.slot].presentation.isUnderWay }
  }

  /// The animation of a presentation or a dismissal begins (rule 4.4), and
  /// the machine of the presented controller, or of the leaving chain's
  /// first member, is told.
  mutating func beginAnimation(_ end: PresentationEnd, duration: Instant) {
    _ = runLoop.beginAnimation(.presentation(end), duration: duration)
    switch end {
    case .present(_, let presented, _, _):
      controllers.presentation(at: presented.slot) { $0.animationBegan() }
    case .dismiss(_, let chain, _, _, _):
      guard let first = chain.first else { return }
      controllers.presentation(at: first.slot) { $0.dismissalAnimationBegan() }
    }
  }

  /// Ends at once the presentations of `chain`'s members under way, then
  /// performs `call` (rule 5.3).
  ///
  /// One that has not started yet (ios17) starts and ends at once (grade inf,
  /// as a pending push in rule 5.1); one that is animating is cut short (a
  /// choice: the rules are silent; grade inf, as rule 5.1 does for a running
  /// push).
  private mutating func endPresentationsUnderWay(_ chain: [ControllerID], then call: Call) {
    // A rare path: only while a presentation is under way.
    let deferred = runLoop.takeDeferredStarts { deferred in
      guard case .presentation(let start) = deferred else { return false }
      return chain.contains(start.presented)
    }
    var ends: [Step] = []
    for case .presentation(let start) in deferred {
      controllers.presentation(at: start.presented.slot) { $0.startTaken() }
      ends.append(.presentation(.startPresentation(start, endsAtOnce: true)))
    }
    var cutShort: [ControllerID] = []
    runLoop.removeTransitions { animation in
      guard case .presentation(let end) = animation.kind,
        case .present(_, let presented, _, _) = end, chain.contains(presented)
      else { return false }
      cutShort.append(presented)
      ends.append(.presentation(.endPresentation(end)))
      return true
    }
    for presented in cutShort {
      controllers.presentation(at: presented.slot) { $0.animationEnded() }
    }
    let mark = openSchedule()
    for end in ends { plan(end) }
    plan(.reissue(call))
    closeSchedule(from: mark)
  }

  /// Starts and finishes at once every dismissal that waits for the layout
  /// pass, then performs `call`; returns `true` if there was one (rule 5.3,
  /// revision 3; grade inf: a presentation, a dismissal or a push asked for
  /// before a deferred dismissal has started, as for a deferred
  /// presentation).
  @discardableResult
  mutating func finishDeferredDismissals(then call: Call) -> Bool {
    guard hasDeferredDismissal else { return false }
    let starts = runLoop.takeDeferredStarts(where: \.isDismissal)
    let mark = openSchedule()
    for case .dismissal(let start) in starts {
      if let first = start.chain.first {
        controllers.presentation(at: first.slot) { $0.dismissalStartTaken() }
      }
      plan(.presentation(.startDismissal(start, endsAtOnce: true)))
    }
    plan(.reissue(call))
    closeSchedule(from: mark)
    return true
  }

  /// Whether a dismissal of `chain`'s first member animates, as its
  /// machine says.
  private func isBeingDismissed(_ chain: [ControllerID]) -> Bool {
    chain.first.map { controllers[$0.slot].presentation.isLeaving } ?? false
  }

  /// `controller.dismiss(animated:) { completion }` (rule 5.3; grade obs + doc,
  /// did order impl; deferral dec, revision 3).
  ///
  /// A controller that presents dismisses what it presents, and the whole chain
  /// above it; one that presents nothing dismisses what the nearest of its
  /// ancestors that presents or is presented answers for: what that ancestor
  /// presents (its `presentedViewController`, grade doc), or that ancestor
  /// itself, by its presenter (the caller included). The chain and the
  /// checks are decided at once; the transition starts at once (ios5, ios7)
  /// or at the layout pass of the turn end (ios17). The top leaves animated
  /// as asked, the intermediate ones without animation, with one completion
  /// at the end: `B.vWD`, `A.vWA`, then `A.vDA`, `B.vDD`.
  mutating func dismiss(_ caller: ControllerID, animated: Bool, completion: [Call]?) {
    let call = Call.dismiss(caller, animated: animated, completion: completion.map(CallBlock.init))
    let presents = controllers[caller.slot].presented != nil
    // The walk up is needed only when the caller presents nothing: the
    // nearest that presents or is presented, a presenting one answering for
    // what it presents (`home.dismiss` inside the navigation controller that
    // presents), a presented one by its presenter.
    let presenterAbove =
      presents
      ? nil
      : firstOfSelfAndAncestors(caller) {
        controllers[$0.slot].presented != nil || controllers[$0.slot].presenter != nil
      }.flatMap { controllers[$0.slot].presented != nil ? $0 : controllers[$0.slot].presenter }
    let target = PresentationRequests.dismissTarget(
      of: caller, presents: presents, presenterAbove: presenterAbove,
      hasDeferredDismissal: hasDeferredDismissal)
    let presenter: ControllerID
    switch target {
    case .finishDeferredDismissalsFirst:
      // The dismissal asked first leaves first.
      finishDeferredDismissals(then: call)
      return
    case .none:
      // Nothing to dismiss: UIKit does nothing.
      return
    case .presenter(let found):
      presenter = found
    }
    let chain = Array(selfAndPresented(from: presenter).dropFirst())
    let facts = PresentationRequests.ChainFacts(
      isLeaving: isBeingDismissed(chain),
      hasPresentationUnderWay: hasPresentationUnderWay(chain),
      isEmpty: chain.isEmpty, window: presentationWindow(of: presenter),
      defersTransitions: profile.defersDismissalTransitions)
    switch PresentationRequests.dismiss(facts) {
    case .ignore:
      // Already leaving, or nothing left to dismiss.
      return
    case .endPresentationFirst:
      // The presentation under way ends before its chain leaves.
      endPresentationsUnderWay(chain, then: call)
    case .dismiss(let window, let deferred):
      for member in chain { controllers.setBeingDismissed(true, at: member.slot) }
      if let first = chain.first {
        controllers.presentation(at: first.slot) {
          $0.dismissalRequested(startsAtLayoutPass: deferred)
        }
      }
      let start = DismissalStart(
        presenter: presenter, chain: chain, animated: animated, window: window,
        completion: completion)
      if deferred {
        runLoop.deferStart(.dismissal(start))
      } else {
        schedule(.presentation(.startDismissal(start, endsAtOnce: false)))
      }
    }
  }

  /// The start of a dismissal (rule 5.3): each member on screen begins to
  /// disappear, top first, the top animated as asked; a hidden presenter
  /// begins to appear and its view returns to the window; then the animation
  /// (0.5 s or none: rule 4.4), or with `endsAtOnce` the end right away.
  mutating func startDismissal(_ start: DismissalStart, endsAtOnce: Bool) {
    let chain = start.chain
    guard let first = chain.first else { return }
    let reveals =
      appearances[start.presenter.slot].state == .disappeared
      && controllers[first.slot].presentationStyle.hidesPresenter(in: profile)
    let mark = openSchedule()
    var disappearing: [ControllerID] = []
    for (position, member) in chain.reversed().enumerated()
    where appearances[member.slot].state.isOnScreenSide {
      disappearing.append(member)
      plan(
        .appearance(
          .beginTransition(
            member, isAppearing: false, animated: position == 0 && start.animated,
            cause: .uikitContainerTransition)))
    }
    if reveals {
      plan(
        .appearance(
          .beginTransition(
            start.presenter, isAppearing: true, animated: start.animated,
            cause: .uikitContainerTransition)))
      plan(
        .views(
          .move(.view(of: start.presenter), to: windows[start.window.slot].view, byHand: true)))
    }
    let end = PresentationEnd.dismiss(
      presenter: start.presenter, chain: chain, disappearing: disappearing,
      revealsPresenter: reveals, completion: start.completion)
    if endsAtOnce {
      plan(.presentation(.endPresentation(end)))
    } else {
      plan(
        .presentation(
          .beginAnimation(
            end, duration: Instant(seconds: start.animated ? Self.presentationDuration : 0))))
    }
    closeSchedule(from: mark)
  }

  /// The window a presenter presents in: its view's window, or, while its view
  /// is removed behind a full-screen presentation, its presented controller's.
  private func presentationWindow(of presenter: ControllerID) -> WindowID? {
    for node in selfAndPresented(from: presenter) {
      if let view = view(of: node), let window = window(containing: view) {
        return window
      }
      if let window = windowRooted(at: node) { return window }
    }
    return nil
  }

  /// The end of a presentation or a dismissal (rule 5.3; grade obs + doc + dec).
  ///
  /// A presentation ends the presented controller first, then a hidden
  /// presenter. A dismissal removes the chain's views, then ends the revealed
  /// presenter first (revision 2; obs: two printed device logs; dec:
  /// `UIPresentationController transitionDidFinish:` ends the incoming
  /// controller first), then each member that began to disappear, top first;
  /// the completion runs after them (doc), then the blocks given to the
  /// transition's coordinator (rule 5.5; grade inf).
  mutating func endPresentation(_ end: PresentationEnd) {
    let mark = openSchedule()
    switch end {
    case .present(let presenter, let presented, let hides, let completion):
      controllers.presentation(at: presented.slot) { $0.ended() }
      if hides { plan(.views(.removeViewIfLoaded(presenter, byHand: true))) }
      plan(.appearance(.endTransition(presented, cause: .uikitContainerTransition)))
      if hides { plan(.appearance(.endTransition(presenter, cause: .uikitContainerTransition))) }
      planCompletion(completion, label: end.label)
      planAlongsideCompletions(ofPresentationBy: presenter)
    case .dismiss(let presenter, let chain, let disappearing, let reveals, let completion):
      if let first = chain.first {
        controllers.presentation(at: first.slot) { $0.dismissalEnds() }
      }
      for member in chain.reversed() { plan(.views(.removeViewIfLoaded(member, byHand: true))) }
      if reveals { plan(.appearance(.endTransition(presenter, cause: .uikitContainerTransition))) }
      for member in chain.reversed() where disappearing.contains(member) {
        plan(.appearance(.endTransition(member, cause: .uikitContainerTransition)))
      }
      plan(.presentation(.unlinkPresentation(presenter: presenter, chain: chain)))
      planCompletion(completion, label: end.label)
      // A member of the chain that presents the next one holds what was
      // given to its own coordinator: the same dismissal.
      for owner in [presenter] + chain {
        planAlongsideCompletions(ofPresentationBy: owner)
      }
    }
    closeSchedule(from: mark)
  }

  /// Plans a completion block's calls, after a note.
  mutating func planCompletion(_ completion: [Call]?, label: String) {
    guard let completion else { return }
    plan(.note(.completion(of: label)))
    for call in completion { plan(.call(call)) }
  }

  /// Breaks the links of a dismissed chain.
  ///
  /// A member may have presented another controller while the dismissal ran
  /// (a handler's call): that one leaves with the chain, as everything above
  /// a dismissed controller does, so that no link is left half made.
  mutating func unlinkPresentation(presenter: ControllerID, chain: [ControllerID]) {
    if controllers[presenter.slot].presented == chain.first {
      controllers.setPresented(nil, at: presenter.slot)
    }
    var leaving = chain
    if let last = chain.last { leaving += selfAndPresented(from: last).dropFirst() }
    for member in leaving {
      controllers.unlinkPresentation(ofMemberAt: member.slot)
    }
    // The chain now ends at the presenter, or past it where it still presents.
    let head = controllers[presenter.slot].presentationChainHead ?? presenter
    let top = selfAndPresented(from: presenter).last ?? presenter
    controllers.setPresentationChainTop(top == head ? nil : top, ofHeadAt: head.slot)
  }
}

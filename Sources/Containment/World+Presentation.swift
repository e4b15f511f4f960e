extension World {
  /// The default duration of presentations and dismissals (RULES 4.4).
  static let presentationDuration = 0.5

  /// The controller that a presentation from `controller` goes on: the root
  /// of its window, or the controller presented last above it (RULES 5.3;
  /// grade inf, matches UIKit's presentation context).
  private func presentationContext(of controller: ControllerID) -> ControllerID {
    var context = controller
    if let view = controllers[controller.index].view, let window = window(containing: view),
      let root = windows[window.index].rootViewController
    {
      context = root
    }
    while let presented = controllers[context.index].presented { context = presented }
    return context
  }

  /// `presenter.present(presented, animated:) { completion }` (RULES 5.3; grade
  /// obs + doc).
  ///
  /// E7 for a controller already presented, a child or a window root; W3 when
  /// the caller already presents; W4 when its view is not in a visible window.
  /// Full screen: `B.load`, `A.vWD`, `B.vWA`, and at the end `B.vDA`, `A.vDD`,
  /// the completion. Other styles: only B's callbacks.
  mutating func present(
    _ presented: ControllerID, from caller: ControllerID, animated: Bool, completion: [Call]?
  ) throws(UIKitException) {
    if let presenter = controllers[presented.index].presenter {
      throw .alreadyPresented(controller: presented, presenter: presenter)
    }
    if controllers[presented.index].parent != nil || windowRooted(at: presented) != nil
      || presented == caller || isAncestor(presented, of: caller)
    {
      throw .presentingActiveController(presented)
    }
    if let current = controllers[caller.index].presented {
      schedule(.warn(.alreadyPresenting(presented: presented, presenter: caller, current: current)))
      return
    }
    guard let callerView = controllers[caller.index].view, isInVisibleWindow(callerView),
      let window = window(containing: callerView)
    else {
      schedule(.warn(.presenterNotInWindow(presented: presented, presenter: caller)))
      return
    }
    let presenter = presentationContext(of: caller)
    let hides = controllers[presented.index].presentationStyle.hidesPresenter(in: profile)
    controllers[presenter.index].presented = presented
    controllers[presented.index].presenter = presenter
    controllers[presented.index].isBeingPresented = true
    var steps: [Step] = [.loadView(presented)]
    if hides {
      steps.append(.beginTransition(presenter, isAppearing: false, animated: animated))
    }
    steps += [
      .beginTransition(presented, isAppearing: true, animated: animated),
      .move(.view(of: presented), to: windows[window.index].view),
      .beginAnimation(
        .presentation(
          .present(
            presenter: presenter, presented: presented, hidesPresenter: hides,
            completion: completion)),
        duration: Instant(seconds: animated ? Self.presentationDuration : 0)),
    ]
    schedule(steps)
  }

  /// `controller.dismiss(animated:) { completion }` (RULES 5.3; grade obs + doc,
  /// did order impl).
  ///
  /// A controller that presents dismisses what it presents, and the whole chain
  /// above it; one that presents nothing but is presented (or sits inside a
  /// presented controller) is dismissed by its presenter. The top leaves
  /// animated as asked, the intermediate ones without animation, with one
  /// completion at the end: `B.vWD`, `A.vWA`, then `B.vDD`, `A.vDA`.
  mutating func dismiss(_ caller: ControllerID, animated: Bool, completion: [Call]?) {
    let presenter: ControllerID
    if controllers[caller.index].presented != nil {
      presenter = caller
    } else {
      var current: ControllerID? = caller
      while let node = current, controllers[node.index].presenter == nil {
        current = controllers[node.index].parent
      }
      guard let dismissed = current, let owner = controllers[dismissed.index].presenter else {
        return  // Nothing to dismiss: UIKit does nothing.
      }
      presenter = owner
    }
    var chain: [ControllerID] = []
    var next = controllers[presenter.index].presented
    while let member = next {
      chain.append(member)
      next = controllers[member.index].presented
    }
    guard let first = chain.first, let window = presentationWindow(of: presenter) else { return }
    let reveals =
      controllers[presenter.index].appearance == .disappeared
      && controllers[first.index].presentationStyle.hidesPresenter(in: profile)
    var steps: [Step] = []
    var disappearing: [ControllerID] = []
    for (position, member) in chain.reversed().enumerated() {
      controllers[member.index].isBeingDismissed = true
      guard controllers[member.index].appearance.isOnScreenSide else { continue }
      disappearing.append(member)
      steps.append(
        .beginTransition(member, isAppearing: false, animated: position == 0 && animated))
    }
    if reveals {
      steps += [
        .beginTransition(presenter, isAppearing: true, animated: animated),
        .move(.view(of: presenter), to: windows[window.index].view),
      ]
    }
    steps.append(
      .beginAnimation(
        .presentation(
          .dismiss(
            presenter: presenter, chain: chain, disappearing: disappearing,
            revealsPresenter: reveals, completion: completion)),
        duration: Instant(seconds: animated ? Self.presentationDuration : 0)))
    schedule(steps)
  }

  /// The window a presenter presents in: its view's window, or, while its view
  /// is removed behind a full-screen presentation, its presented controller's.
  private func presentationWindow(of presenter: ControllerID) -> WindowID? {
    var current: ControllerID? = presenter
    while let node = current {
      if let view = controllers[node.index].view, let window = window(containing: view) {
        return window
      }
      if let window = windowRooted(at: node) { return window }
      current = controllers[node.index].presented
    }
    return nil
  }

  /// The end of a presentation or a dismissal (RULES 5.3; grade obs + doc,
  /// dismiss did order impl).
  mutating func finishPresentation(_ end: PresentationEnd, label: String) {
    var steps: [Step] = []
    switch end {
    case .present(let presenter, let presented, let hides, let completion):
      if hides { steps.append(.removeViewIfLoaded(presenter)) }
      steps.append(.endTransition(presented))
      if hides { steps.append(.endTransition(presenter)) }
      steps += completionSteps(completion, label: label)
    case .dismiss(let presenter, let chain, let disappearing, let reveals, let completion):
      for member in chain.reversed() {
        steps.append(.removeViewIfLoaded(member))
        if disappearing.contains(member) { steps.append(.endTransition(member)) }
      }
      steps.append(.unlinkPresentation(presenter: presenter, chain: chain))
      if reveals { steps.append(.endTransition(presenter)) }
      steps += completionSteps(completion, label: label)
    }
    schedule(steps)
  }

  /// A completion block's calls, after a note.
  func completionSteps(_ completion: [Call]?, label: String) -> [Step] {
    guard let completion else { return [] }
    return [.note(.completion(of: label))] + completion.map(Step.start)
  }

  /// Breaks the links of a dismissed chain.
  mutating func unlinkPresentation(presenter: ControllerID, chain: [ControllerID]) {
    if controllers[presenter.index].presented == chain.first {
      controllers[presenter.index].presented = nil
    }
    for member in chain {
      controllers[member.index].presenter = nil
      controllers[member.index].presented = nil
      controllers[member.index].isBeingPresented = false
      controllers[member.index].isBeingDismissed = false
    }
  }
}

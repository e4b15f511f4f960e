/// The coordinator of a transition UIKit drives, as a controller's
/// `transitionCoordinator` answers it
/// (<doc:CallbackOrder#5.5-The-transition-coordinator>).
///
/// Blocks given to `animate(alongsideTransition:completion:)` run their
/// completion when the transition ends, after its end callbacks
/// (``Call/animateAlongsideTransition(of:completion:)``).
public enum TransitionCoordinator: Hashable, Sendable {
  /// A navigation controller's animated push, pop or `setViewControllers`
  /// (rule 5.1), or its interactive pop: rule 5.5, grade dec (the request's
  /// transition context, made when the animated request is asked, owns it).
  case navigation(ControllerID)
  /// The presentation or the dismissal of what `presenter` presents (rule
  /// 5.3): rule 5.5, grade inf.
  case presentation(presenter: ControllerID)
}

/// A completion block given to a transition coordinator, waiting for the
/// transition's end (rule 5.5).
struct AlongsideCompletion: Hashable, Sendable {
  /// The controller whose `transitionCoordinator` was asked: the trace's
  /// note names it.
  var asker: ControllerID
  /// The block's calls.
  var calls: [Call]
}

extension World {
  /// What `controller.transitionCoordinator` answers: the coordinator of the
  /// transition UIKit drives that moves the controller or one of its
  /// ancestors, or `nil` (rule 5.5).
  ///
  /// The walk goes up the parent chain and, from a presented controller, on
  /// to what presents it, as UIKit's property does (grade doc: "may return
  /// the transition coordinator of a parent view controller or presenting
  /// view controller"). A navigation controller has one while an animated
  /// request of it is pending or running, or its interactive pop is under
  /// way (grade dec); a presentation while the presented controller is being
  /// presented or dismissed (grade inf). `nil` in the `ios5` profile: the
  /// property came with iOS 7 (doc).
  ///
  /// Costs the depth of the chain.
  public func transitionCoordinator(of controller: ControllerID) -> TransitionCoordinator? {
    guard profile.hasTransitionCoordinators, contains(controller) else { return nil }
    var current: ControllerID? = controller
    // Parents and presenters never loop (E7 refuses a presentation that
    // would), so each controller is met once at most.
    var budget = controllers.count
    while let node = current, budget > 0 {
      budget -= 1
      let state = controllers[node.slot]
      if state.kind == .navigationController, state.navigation.hasCoordinator {
        return .navigation(node)
      }
      if let presented = state.presented, isBeingMovedByPresentation(presented) {
        return .presentation(presenter: node)
      }
      if let presenter = state.presenter, isBeingMovedByPresentation(node) {
        return .presentation(presenter: presenter)
      }
      current = parent(of: node) ?? state.presenter
    }
    return nil
  }

  /// Whether `coordinator`'s transition is driven by a gesture, as its
  /// `isInteractive` answers: an interactive pop, or a sheet's pull (rule
  /// 5.5; grade doc).
  public func isInteractive(_ coordinator: TransitionCoordinator) -> Bool {
    switch coordinator {
    case .navigation(let navigation):
      // Its transition is an interactive pop.
      guard contains(navigation) else { return false }
      return controllers[navigation.slot].navigation.phase?.transition.isInteractive ?? false
    case .presentation(let presenter):
      // What it presents is being pulled down.
      guard contains(presenter), let presented = controllers[presenter.slot].presented else {
        return false
      }
      return sheetSettings(of: presented).pull.isPulling
    }
  }

  /// Whether a presentation or a dismissal of `presented` is under way.
  private func isBeingMovedByPresentation(_ presented: ControllerID) -> Bool {
    let state = controllers[presented.slot]
    return state.isBeingPresented || state.isBeingDismissed
  }

  /// `controller.transitionCoordinator?.animate(alongsideTransition: nil,
  /// completion: completion)`: the completion waits for the coordinator's
  /// transition to end; without a coordinator nothing happens, as Swift's
  /// optional chain does nothing (rule 5.5).
  mutating func animateAlongsideTransition(of controller: ControllerID, completion: [Call]?) {
    guard let completion, let coordinator = transitionCoordinator(of: controller) else { return }
    let waiting = AlongsideCompletion(asker: controller, calls: completion)
    switch coordinator {
    case .navigation(let navigation):
      controllers.navigation(at: navigation.slot) { $0.addAlongsideCompletion(waiting) }
    case .presentation(let presenter):
      controllers.addPresentationAlongsideCompletion(waiting, at: presenter.slot)
    }
  }

  /// Inside a completion given to a transition's coordinator, whether that
  /// transition was cancelled (its context's `isCancelled`: an interactive
  /// pop or a sheet's pull let go); `false` anywhere else (rule 5.5).
  public var transitionWasCancelled: Bool { transitionContexts.last ?? false }

  /// Plans the completions given to a coordinator whose transition just
  /// ended or was `cancelled`, in the order given, each after a note:
  /// after the transition's end callbacks (rule 5.5; grade dec:
  /// `completeTransition:` runs the end handler, then every alongside
  /// completion).
  private mutating func planAlongsideCompletions(
    _ completions: [AlongsideCompletion], cancelled: Bool
  ) {
    guard !completions.isEmpty else { return }
    plan(.openTransitionContext(cancelled: cancelled))
    for waiting in completions {
      planCompletion(
        waiting.calls, label: "\(waiting.asker).transitionCoordinator.animate(alongsideTransition:)"
      )
    }
    plan(.closeTransitionContext)
  }

  /// Plans the completions given to the coordinator of `navigation`'s
  /// transition, which just ended, was `cancelled` or was dropped.
  mutating func planAlongsideCompletions(
    ofNavigation navigation: ControllerID, cancelled: Bool = false
  ) {
    planAlongsideCompletions(
      controllers.navigation(at: navigation.slot) { $0.takeAlongsideCompletions() },
      cancelled: cancelled)
  }

  /// Plans the completions given to the coordinator of the presentation or
  /// dismissal of what `presenter` presents, which just ended or was
  /// `cancelled`.
  mutating func planAlongsideCompletions(
    ofPresentationBy presenter: ControllerID, cancelled: Bool = false
  ) {
    planAlongsideCompletions(
      controllers.takePresentationAlongsideCompletions(at: presenter.slot), cancelled: cancelled)
  }
}

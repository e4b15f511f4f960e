/// The will/did pairing of rule 2.1 as a check of the model's own trace: the
/// interleaving checks' observer, and the explorer's in the invariants build.
///
/// It watches the events of one step (one call and all it sets off) from
/// the world before it, and remembers the first appearance callback that
/// breaks its controller's pairing: a did without its will, a second will
/// in a row, a `viewDidAppear` in no visible window. What UIKit itself lets
/// through is not a break (grade dec, rule 4.8): the did that follows
/// UIKit's own "Unbalanced calls" warning, with the children it forwards to;
/// a did a parent forwards to a child that settled the other way in the
/// middle of the parent's change; a `viewDidAppear` one of UIKit's own
/// containers delivers at the end of its transition, or a
/// `transition(from:to:)` that started on screen delivers at its end (rule
/// 3.1: on the transition's own timing, wherever the window has gone), and
/// the did a container forwards from such a did to its child.
///
/// A direct call (`child.viewWillAppear(true)` written in code) is the
/// author's, not UIKit's delivery: it is not watched.
package struct AppearancePairingObserver {
  /// The world before the step: each controller's state until its first
  /// callback in the step.
  private let before: World
  /// Each controller's state after its last callback in the step.
  private var states: [ControllerID: AppearanceState] = [:]
  /// Controllers whose next did UIKit lets through after its warning.
  private var excused: Set<ControllerID> = []
  /// Controllers that got a `viewDidAppear` in no visible window on
  /// UIKit's timing in this step: a child's did forwarded from it follows it.
  private var appearedOnUIKitsTiming: Set<ControllerID> = []
  /// The first break seen, in words; `nil` while the pairing holds.
  package private(set) var problem: String?

  /// An observer of a step taken from `before`.
  package init(before: World) {
    self.before = before
  }

  /// Watches one event of the step, `world` as it is when it arrives.
  ///
  /// `endsTransitionOnScreen` says whether the event is the did of a
  /// `transition(from:to:)` that started on screen: who watches the calls
  /// (the audit) knows where each transition started.
  package mutating func observe(
    _ event: Event, in world: World, endsTransitionOnScreen: Bool = false
  ) {
    guard problem == nil else { return }
    if case .warning(.unbalancedAppearanceTransition(let controller)) = event {
      // UIKit's own container ends a transition whose begin found the
      // controller already on its way (its level reset: dec,
      // `__viewWillAppear:`): UIKit logs "Unbalanced calls" and attempts
      // the did, which UIKit's guards let through from the other
      // direction (dec). The trace shows the warning; the did is excused.
      excused.insert(controller)
      return
    }
    guard case .callback(let callback) = event, !callback.isDirectCall else { return }
    let controller = callback.controller
    let prior = states[controller] ?? before.appearance(of: controller)
    if callback.method.isAppearanceCallback, excused.remove(controller) != nil {
      // The did goes on by forwarding: the children follow it.
      excused.formUnion(world.children(of: controller))
      states[controller] = world.appearance(of: controller)
      return
    }
    guard let (next, broken) = Self.step(callback, from: prior) else { return }
    let isDid = next == .appeared || next == .disappeared
    if let broken, !(isDid && Self.isLateJoiner(controller, prior: prior, in: world)) {
      problem = broken
      return
    }
    states[controller] = next
    guard next == .appeared,
      !(world.view(of: controller).map(world.isInVisibleWindow) ?? false)
    else { return }
    let followsParent = world.parent(of: controller).map(appearedOnUIKitsTiming.contains) ?? false
    guard callback.cause == .uikitContainerTransition || endsTransitionOnScreen || followsParent
    else {
      problem = "\(controller) gets viewDidAppear in no visible window"
      return
    }
    // On UIKit's timing, or forwarded from a parent that got it so (rule
    // 2.5: a container forwards what it is given).
    appearedOnUIKitsTiming.insert(controller)
  }

  /// What an appearance callback does to its controller's state from
  /// `prior`: the state it leads to, and what is wrong with it if anything;
  /// `nil` for a callback that is not a will or a did.
  package static func step(_ callback: Callback, from prior: AppearanceState)
    -> (next: AppearanceState, problem: String?)?
  {
    let controller = callback.controller
    switch callback.method {
    case .viewWillAppear:
      return (.appearing, prior == .appearing ? "\(controller) gets viewWillAppear twice" : nil)
    case .viewDidAppear:
      return (
        .appeared, prior == .appearing ? nil : "\(controller) gets viewDidAppear without its will"
      )
    case .viewWillDisappear:
      return (
        .disappearing, prior == .disappearing ? "\(controller) gets viewWillDisappear twice" : nil
      )
    case .viewDidDisappear:
      return (
        .disappeared,
        prior == .disappearing ? nil : "\(controller) gets viewDidDisappear without its will"
      )
    case .viewIsAppearing, .loadView, .viewDidLoad, .willMove, .didMove, .willRotate,
      .willAnimateRotation, .didRotate, .viewWillTransition, .didReceiveMemoryWarning,
      .viewWillUnload, .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      return nil  // Not a will or a did.
    }
  }

  /// Whether a did reaches a controller that settled the other way while
  /// its parent changed.
  ///
  /// It joined its parent, or finished a transition of its own, in the
  /// middle of its parent's (a push during a presentation), and its
  /// parent's did, now forwarded, reaches it without its will. UIKit does
  /// so (rdar 12322346; dec: `__viewDidDisappear:` is suppressed only from
  /// *disappeared*), and the rule 2.1 guard of the model follows it.
  private static func isLateJoiner(
    _ controller: ControllerID, prior: AppearanceState, in world: World
  ) -> Bool {
    guard prior == .appeared || prior == .disappeared, let parent = world.parent(of: controller)
    else { return false }
    // The parent has just taken the state this did leads to.
    let target: AppearanceState = prior == .appeared ? .disappeared : .appeared
    return world.appearance(of: parent) == target
  }
}

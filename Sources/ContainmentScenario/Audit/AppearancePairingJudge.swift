import Containment

/// The part of the audit that reads the appearance callbacks UIKit delivered,
/// as the trace shows them: A21 (a will without its did, a did without its
/// will, an appearance while the view is in no visible window) and A22 (an
/// appearance while the view or a view holding it is hidden).
///
/// It owns what it remembers, each controller's last will or did; the
/// ``Auditor`` reports what it finds at the event's line. The window checks
/// judge only callbacks that answer the app's calls: what UIKit's own
/// containers deliver at the end of their transitions is not the author's
/// mistake (rule 4.8, ``Callback/Cause``).
struct AppearancePairingJudge: Hashable {
  /// One half of an appearance change, as a trace shows it.
  private enum AppearanceHalf {
    case willAppear, didAppear, willDisappear, didDisappear
  }

  /// Each controller's last appearance callback in the trace,
  /// `viewIsAppearing` aside.
  private var lastAppearance: [ControllerID: AppearanceHalf] = [:]
  /// Controllers whose last callback broke the pairing: a child that
  /// follows its parent's broken pairing by forwarding is not blamed again.
  private var broken: Set<ControllerID> = []
  /// Controllers in a `transition(from:to:)` that started on screen, until
  /// their did-callback: UIKit delivers it when the transition ends, with
  /// the transition's own timing, wherever the window has gone meanwhile.
  private var transitionedOnScreen: Set<ControllerID> = []
  /// Controllers of such a transition whose parent got a will-callback
  /// while it ran: UIKit forwarded them nothing then (rule 2.4: a controller
  /// in an explicit transition gets nothing from a window move or its
  /// parent's forwarding), so the matching did that follows it is UIKit's
  /// too.
  private var skippedWill: Set<ControllerID> = []
  /// Controllers whose last will-callback re-sent the appearance they had
  /// settled in (a `viewWillAppear` after their `viewDidAppear`): a child
  /// they forward it to is asked to go where it is, by UIKit's doing.
  private var resentWill: Set<ControllerID> = []

  /// Notes a `parent.transition(from:to:)` that starts now.
  ///
  /// When the from-view is in a visible window (where the to-view takes its place),
  /// the did-callbacks it delivers at its end are UIKit's timing, not the
  /// author's, even in a window hidden meanwhile (as rule 4.8 says of
  /// UIKit's own containers). A from-view elsewhere is the author's mistake
  /// (A6), and what follows from it is reported.
  mutating func transitionStarts(from: ControllerID, to: ControllerID, in world: World) {
    guard let view = world.view(of: from), world.isInVisibleWindow(view) else { return }
    transitionedOnScreen.insert(from)
    transitionedOnScreen.insert(to)
  }

  /// Whether the controller is in a `transition(from:to:)` that started on
  /// screen and has not had its did yet.
  func isInTransitionStartedOnScreen(_ controller: ControllerID) -> Bool {
    transitionedOnScreen.contains(controller)
  }

  /// Whether the controller's last will or did was `viewDidAppear`
  /// (`appeared`) or `viewDidDisappear` (`false`); `nil` for anything else.
  func lastSettled(_ controller: ControllerID) -> Bool? {
    switch lastAppearance[controller] {
    case .didAppear: true
    case .didDisappear: false
    case .willAppear, .willDisappear, nil: nil
    }
  }

  /// Judges a callback UIKit delivered (not a direct call) against the last
  /// one its controller got; returns the findings, in the order found.
  mutating func judge(_ callback: Callback, in world: World) -> [(AuditRule, String)] {
    guard let change = Self.half(of: callback.method) else { return [] }
    let controller = callback.controller
    let last = lastAppearance[controller]
    lastAppearance[controller] = change
    noteRepeatedAndSkippedWills(change, after: last, of: controller, in: world)
    var findings = pairingFindings(change, after: last, callback)
    defer {
      if findings.isEmpty { broken.remove(controller) } else { broken.insert(controller) }
    }
    // What UIKit's own containers deliver in a transition of theirs, and
    // what they forward to their children from window moves, is UIKit's.
    if !findings.isEmpty,
      callback.cause == .uikitContainerTransition || isInUIKitsContainer(controller, in: world),
      !breaksInAuthorsContainer(controller, in: world)
    {
      // UIKit's own container broke it on its own schedule (rule 4.8):
      // remembered as broken, not blamed on the author.
      broken.insert(controller)
      return []
    }
    findings += visibilityFindings(change, callback, in: world)
    return findings
  }

  /// The half of a pair `method` is; `nil` for any other callback.
  private static func half(of method: Callback.Method) -> AppearanceHalf? {
    switch method {
    case .viewWillAppear: .willAppear
    case .viewDidAppear: .didAppear
    case .viewWillDisappear: .willDisappear
    case .viewDidDisappear: .didDisappear
    case .viewIsAppearing, .loadView, .viewDidLoad, .willMove, .didMove, .willRotate,
      .willAnimateRotation, .didRotate, .viewWillTransition, .didReceiveMemoryWarning,
      .viewWillUnload, .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      nil  // Not a will or a did.
    }
  }

  /// Notes a will that repeats the direction already reached, and the
  /// wills UIKit skips for the children of a controller that begins a pair
  /// inside a transition that started on screen.
  private mutating func noteRepeatedAndSkippedWills(
    _ change: AppearanceHalf, after last: AppearanceHalf?, of controller: ControllerID,
    in world: World
  ) {
    switch change {
    case .willAppear where last == .didAppear, .willDisappear where last == .didDisappear:
      resentWill.insert(controller)
    case .willAppear, .willDisappear, .didAppear, .didDisappear:
      resentWill.remove(controller)
    }
    guard change == .willAppear || change == .willDisappear else { return }
    // A will of its own starts a new pair: nothing skipped is owed.
    skippedWill.remove(controller)
    for child in transitionedOnScreen where world.parent(of: child) == controller {
      skippedWill.insert(child)
    }
  }

  /// A will twice in a row, or a did without its will (A21; rules 2.1,
  /// 2.4).
  private mutating func pairingFindings(
    _ change: AppearanceHalf, after last: AppearanceHalf?, _ callback: Callback
  ) -> [(AuditRule, String)] {
    let name = callback.controller.name
    switch change {
    case .willAppear where last == .willAppear, .willDisappear where last == .willDisappear:
      return [
        (
          .brokenAppearancePairing,
          "\(name) gets \(callback.method.name) twice in a row, with no did-callback between"
        )
      ]
    case .didAppear where last != .willAppear, .didDisappear where last != .willDisappear:
      // The will UIKit skipped inside a transition that started on screen:
      // the did without it is UIKit's, not the author's (rule 2.4, 4.8).
      guard skippedWill.remove(callback.controller) == nil else { return [] }
      let will = change == .didAppear ? "viewWillAppear" : "viewWillDisappear"
      return [
        (.brokenAppearancePairing, "\(name) gets \(callback.method.name) without \(will) first")
      ]
    case .willAppear, .didAppear, .willDisappear, .didDisappear:
      return []  // In pairs.
    }
  }

  /// A `viewDidAppear` while the view is in no visible window (A21; rule
  /// 2.3), or hidden (A22; rules 2.2, 2.3).
  ///
  /// A did that one of UIKit's own containers delivers at the end of its
  /// transition comes in a hidden window too: UIKit's behaviour, not the
  /// author's mistake (rule 4.8).
  private mutating func visibilityFindings(
    _ change: AppearanceHalf, _ callback: Callback, in world: World
  ) -> [(AuditRule, String)] {
    let controller = callback.controller
    let endsTransition =
      (change == .didAppear || change == .didDisappear)
      && transitionedOnScreen.remove(controller) != nil
    guard change == .didAppear, callback.cause != .uikitContainerTransition, !endsTransition,
      let view = world.view(of: controller)
    else { return [] }
    if !world.isInVisibleWindow(view), !followsItsParent(controller, in: world) {
      return [
        (
          .brokenAppearancePairing,
          "\(controller.name) gets viewDidAppear while its view is in no visible window"
        )
      ]
    }
    if world.isHiddenOrInHiddenSuperview(view) {
      return [
        (
          .appearedWhileHidden,
          "\(controller.name) gets viewDidAppear while its view, or a view holding it, is hidden"
        )
      ]
    }
    return []
  }

  /// Whether the controller is a child of a navigation or tab bar
  /// controller, which delivers its children's appearance callbacks itself.
  private func isInUIKitsContainer(_ controller: ControllerID, in world: World) -> Bool {
    guard let parent = world.parent(of: controller) else { return false }
    switch world.kind(of: parent) {
    case .navigationController, .tabBarController, .pageViewController: return true
    case .viewController: return false
    }
  }

  /// Whether the controller's parent's last will re-sent the appearance it
  /// had settled in: forwarding it asks the child to go where it is.
  func parentWillWasResent(_ controller: ControllerID, in world: World) -> Bool {
    world.parent(of: controller).map(resentWill.contains) ?? false
  }

  /// Whether the controller's parent's last appearance callback broke the
  /// pairing: what the parent forwards then follows it.
  func followsBrokenParent(_ controller: ControllerID, in world: World) -> Bool {
    world.parent(of: controller).map(broken.contains) ?? false
  }

  /// Whether the controller's parent has appeared in no visible window too:
  /// a container that forwards its own `viewDidAppear`, which UIKit
  /// delivered there (rule 4.8: a dismissal or push that ends after the
  /// window was hidden), forwards correctly, and a child that only follows
  /// its parent's mistake is not blamed again.
  private func followsItsParent(_ controller: ControllerID, in world: World) -> Bool {
    guard let parent = world.parent(of: controller), world.appearance(of: parent) == .appeared,
      let parentView = world.view(of: parent)
    else { return false }
    return !world.isInVisibleWindow(parentView)
  }

  /// Whether a break that one of UIKit's own containers delivered starts at
  /// a child of the author's container, whose parent got its callback in
  /// pairs: a child added in the middle of its parent's transition
  /// (YTPageController PR #1) is the author's mistake; a navigation
  /// controller's top, a tab, a presented controller, or a child that only
  /// follows its broken parent is not.
  private func breaksInAuthorsContainer(_ controller: ControllerID, in world: World) -> Bool {
    guard let parent = world.parent(of: controller) else { return false }
    switch world.kind(of: parent) {
    case .viewController:
      return !broken.contains(parent)
    case .navigationController, .tabBarController, .pageViewController:
      return false  // UIKit's own container manages its children's callbacks.
    }
  }
}

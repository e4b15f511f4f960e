/// What `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// do, decided from the facts the world gives: the one place where rule
/// 5.3's checks are ordered (E7, W3, W4, the deferral of revision 3, the
/// presentation or dismissal under way).
///
/// The links themselves live in the controller table, where each presented
/// controller's phases are its ``PresentationMachine``; the transitions that
/// wait or animate live in the run loop. These functions read neither:
/// ``World`` gathers the facts, asks, and turns the answer into steps, so
/// each check and its order can be tested without a world.
///
/// ```
/// present ──dismissal deferred──▶ finish it first, then ask again
///         ──presented has a presenter──▶ E7 (already presented)
///         ──presented is active──▶ E7 (a child, a root, the caller or its ancestor, a presenter)
///         ──the caller presents──▶ W3, nothing
///         ──the caller is in no visible window──▶ W4, nothing
///         ──otherwise──▶ linked; started now, or at the layout pass (deferred)
/// dismiss ──dismissal deferred──▶ finish it first, then ask again
///         ──nothing presented at or above the caller──▶ nothing
///         ──the chain is already leaving──▶ nothing
///         ──a presentation of the chain under way──▶ it ends first, then ask again
///         ──no chain or no window──▶ nothing
///         ──otherwise──▶ the chain leaves; started now, or at the layout pass
/// ```
enum PresentationRequests {
  // MARK: present

  /// Where a `present` call finds the world.
  struct PresentFacts: Hashable, Sendable {
    /// A dismissal waits for the layout pass (ios17).
    var hasDeferredDismissal: Bool
    /// The presented controller's presenter, if it is presented already.
    var presenterOfPresented: ControllerID?
    /// The presented controller is active: a child, a window's root, the
    /// caller or one of its ancestors, or a presenter itself.
    var presentedIsActive: Bool
    /// What the caller presents already, if anything.
    var presentedByCaller: ControllerID?
    /// The window holding the caller's view, when it is visible.
    var callerWindow: WindowID?
    /// The profile starts presentations at the layout pass (ios17).
    var defersTransitions: Bool
  }

  /// What a `present` call does.
  enum OnPresent: Hashable, Sendable {
    /// A dismissal waiting for the layout pass starts and ends at once
    /// first, then the call is made again (revision 3; grade inf).
    case finishDeferredDismissalsFirst
    /// UIKit raises E7.
    case raise(UIKitException)
    /// UIKit logs a warning and presents nothing (W3, W4).
    case warn(Warning)
    /// The presentation goes ahead in `window`: started at once (ios5,
    /// ios7), or at the layout pass of the turn end (ios17; revision 2,
    /// grade obs).
    case present(in: WindowID, deferred: Bool)
  }

  /// `caller.present(presented, …)` (rule 5.3; grade obs + doc).
  static func present(
    _ presented: ControllerID, from caller: ControllerID, _ facts: PresentFacts
  ) -> OnPresent {
    if facts.hasDeferredDismissal { return .finishDeferredDismissalsFirst }
    if let presenter = facts.presenterOfPresented {
      return .raise(.alreadyPresented(controller: presented, presenter: presenter))
    }
    if facts.presentedIsActive { return .raise(.presentingActiveController(presented)) }
    if let current = facts.presentedByCaller {
      return .warn(.alreadyPresenting(presented: presented, presenter: caller, current: current))
    }
    guard let window = facts.callerWindow else {
      return .warn(.presenterNotInWindow(presented: presented, presenter: caller))
    }
    return .present(in: window, deferred: facts.defersTransitions)
  }

  // MARK: dismiss

  /// Who a `dismiss` call is about, from the caller.
  enum DismissTarget: Hashable, Sendable {
    /// A dismissal waiting for the layout pass starts and ends at once
    /// first, then the call is made again.
    case finishDeferredDismissalsFirst
    /// Nothing is presented at or above the caller: UIKit does nothing.
    case none
    /// The presenter whose presented chain leaves.
    case presenter(ControllerID)
  }

  /// A controller that presents dismisses what it presents; one that
  /// presents nothing dismisses what `presenterAbove` presents: its nearest
  /// ancestor that presents, or the presenter of itself or of its nearest
  /// presented ancestor (rule 5.3; grade doc).
  static func dismissTarget(
    of caller: ControllerID, presents: Bool, presenterAbove: ControllerID?,
    hasDeferredDismissal: Bool
  ) -> DismissTarget {
    if hasDeferredDismissal { return .finishDeferredDismissalsFirst }
    if presents { return .presenter(caller) }
    guard let presenterAbove else { return .none }
    return .presenter(presenterAbove)
  }

  /// Where the chain a dismissal takes finds the world.
  struct ChainFacts: Hashable, Sendable {
    /// The chain's first member is already leaving, in a dismissal's
    /// animation.
    var isLeaving: Bool
    /// A presentation of one of the chain's members waits for the layout
    /// pass or animates.
    var hasPresentationUnderWay: Bool
    /// The chain is empty: the presenter presents nothing any more.
    var isEmpty: Bool
    /// The window the presenter presents in.
    var window: WindowID?
    /// The profile starts dismissals at the layout pass (ios17).
    var defersTransitions: Bool
  }

  /// What a dismissal of the chain does.
  enum OnDismiss: Hashable, Sendable {
    /// Nothing: the chain is already leaving (a choice: UIKit logs that a
    /// dismissal is in progress; the rules are silent), or there is no
    /// chain or window.
    case ignore
    /// The presentation under way ends at once first (cut short, or
    /// started and ended if it waited), then the call is made again
    /// (grade inf, as rule 5.1 does for a running push).
    case endPresentationFirst
    /// The chain leaves from `window`: started at once (ios5, ios7), or at
    /// the layout pass of the turn end (ios17; revision 3, grade dec).
    case dismiss(in: WindowID, deferred: Bool)
  }

  /// The presenter's chain is dismissed (rule 5.3; grade obs + doc).
  static func dismiss(_ facts: ChainFacts) -> OnDismiss {
    if facts.isLeaving { return .ignore }
    if facts.hasPresentationUnderWay { return .endPresentationFirst }
    guard !facts.isEmpty, let window = facts.window else { return .ignore }
    return .dismiss(in: window, deferred: facts.defersTransitions)
  }
}

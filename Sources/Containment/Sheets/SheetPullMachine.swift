/// A sheet's interactive dismissal, as a machine: the one place where a
/// pull of the sheet starts and is released (rule 5.3a of <doc:CallbackOrder>,
/// revision 4).
///
/// Each event takes the facts it needs from the world and answers what
/// must happen next; ``World`` delivers the delegate's lines and the
/// sheet's appearance callbacks the answer names.
///
/// ```
/// idle ──start, refused (modal, or the delegate says no)──▶ refused ──release──▶ idle
/// idle ──start, accepted──▶ dismissing ──release finished──▶ idle (dismissed)
///                                     └──release cancelled──▶ idle (appears again)
/// ```
struct SheetPullMachine: Hashable, Sendable {
  /// A pull in progress.
  enum Phase: Hashable, Sendable {
    /// Refused (`isModalInPresentation`, or the delegate answered no): the
    /// sheet does not move.
    case refused
    /// Accepted: the sheet is disappearing, interactively.
    case dismissing(presenter: ControllerID)
  }

  /// The pull in progress; `nil` for none.
  private(set) var phase: Phase?

  /// Whether a pull is in progress.
  var isPulling: Bool { phase != nil }

  /// What a pull's start does.
  enum OnStart: Hashable, Sendable {
    /// A pull is in progress already: nothing.
    case ignore
    /// `isModalInPresentation`: the sheet does not move, and no line says
    /// so (grade inf).
    case refuseSilently
    /// The delegate is asked (`presentationControllerShouldDismiss`) and
    /// answers no: the sheet does not move.
    case askThenRefuse(delegate: ControllerID)
    /// Accepted: the delegate, if any, is asked and told it will dismiss,
    /// then the sheet begins to disappear at once (an interactive transition
    /// is not deferred).
    case dismiss(delegate: ControllerID?)
  }

  /// The user's finger pulls the sheet down.
  ///
  /// `presenter` presented it; `isModal` is its `isModalInPresentation`;
  /// `delegate` its presentation controller's delegate, and
  /// `delegateAgrees` that delegate's answer to
  /// `presentationControllerShouldDismiss` (doc).
  mutating func start(
    presenter: ControllerID, isModal: Bool, delegate: ControllerID?, delegateAgrees: Bool
  ) -> OnStart {
    guard phase == nil else { return .ignore }
    if isModal {
      phase = .refused
      return .refuseSilently
    }
    if let delegate, !delegateAgrees {
      phase = .refused
      return .askThenRefuse(delegate: delegate)
    }
    phase = .dismissing(presenter: presenter)
    return .dismiss(delegate: delegate)
  }

  /// What a pull's release does.
  enum OnRelease: Hashable, Sendable {
    /// No pull is in progress: nothing.
    case ignore
    /// A refused pull let go: the delegate, if any, is told
    /// `presentationControllerDidAttemptToDismiss` (doc).
    case attemptToDismiss
    /// A refused pull released back: nothing is said (doc).
    case nothing
    /// An accepted pull let go: the sheet's disappearance ends, it is
    /// unlinked from `presenter`, and the delegate is told after its
    /// `viewDidDisappear` (placement inf).
    case finishDismissal(presenter: ControllerID)
    /// An accepted pull released back: the sheet appears again (obs).
    case cancelDismissal
  }

  /// The finger lifts: `finished` (the sheet let go past the threshold) or
  /// not (released back).
  mutating func release(finished: Bool) -> OnRelease {
    guard let phase else { return .ignore }
    self.phase = nil
    switch phase {
    case .refused:
      return finished ? .attemptToDismiss : .nothing
    case .dismissing(let presenter):
      return finished ? .finishDismissal(presenter: presenter) : .cancelDismissal
    }
  }
}

/// A modal presentation's steps (rule 5.3): a presentation or dismissal
/// started and ended, and the links of a dismissed chain broken; executed
/// in `Presentation/World+Presentation.swift`.
indirect enum PresentationStep: Hashable, Sendable {
  /// The start of a presentation: the will-callbacks, the presented view in
  /// the window, the animation or, with `endsAtOnce`, the end (rule 5.3).
  case startPresentation(PresentationStart, endsAtOnce: Bool)
  /// The start of a dismissal: the will-callbacks, the revealed presenter's
  /// view in the window, the animation or, with `endsAtOnce`, the end
  /// (rule 5.3).
  case startDismissal(DismissalStart, endsAtOnce: Bool)
  /// The animation of a presentation or a dismissal begins (rule 4.4); `end`
  /// comes when it ends.
  case beginAnimation(PresentationEnd, duration: Instant)
  /// The end of a presentation or a dismissal (rule 5.3).
  case endPresentation(PresentationEnd)
  /// Breaks the presentation links of a dismissed chain.
  case unlinkPresentation(presenter: ControllerID, chain: [ControllerID])
}

/// A transition that starts at the layout pass of the turn end (rule 4.1
/// step 1; grade dec + obs), in the order it was asked for.
enum DeferredStart: Hashable, Sendable {
  /// The navigation controller's pending push, pop or `setViewControllers`
  /// (rule 5.1; ios7, ios17), kept in its ``NavigationPhase``.
  case navigation(ControllerID)
  /// A presentation whose checks, links and view loading are done (rule 5.3;
  /// ios17).
  case presentation(PresentationStart)
  /// A dismissal whose checks and chain are decided (rule 5.3, revision 3;
  /// ios17).
  case dismissal(DismissalStart)
}

extension DeferredStart {
  /// Whether this is a dismissal.
  var isDismissal: Bool {
    switch self {
    case .dismissal: true
    case .navigation, .presentation: false
    }
  }
}

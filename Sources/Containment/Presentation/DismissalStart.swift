/// What `dismiss` decided at once and its transition needs when it starts
/// (rule 5.3): at once in ios5/ios7, at the layout pass in ios17 (revision 3;
/// grade dec for the deferral, inf for finishing it at once when another
/// transition is asked for first).
struct DismissalStart: Hashable, Sendable {
  /// The controller whose presentations end.
  let presenter: ControllerID
  /// What it presents, bottom first: the controllers that leave.
  let chain: [ControllerID]
  /// The `animated` argument of `dismiss`.
  let animated: Bool
  /// The window the presentations are in.
  let window: WindowID
  /// The completion block of `dismiss`, run when the dismissal ends.
  let completion: [Call]?
}

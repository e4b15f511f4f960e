/// What `dismiss` decided at once and its transition needs when it starts
/// (rule 5.3): at once in ios5/ios7, at the layout pass in ios17 (revision 3).
struct DismissalStart: Hashable, Sendable {
  /// The controller whose presentations end.
  let presenter: ControllerID
  /// What it presents, bottom first: the controllers that leave.
  let chain: [ControllerID]
  let animated: Bool
  /// The window the presentations are in.
  let window: WindowID
  let completion: [Call]?
}

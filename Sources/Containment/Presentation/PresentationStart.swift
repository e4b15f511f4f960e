/// What `present` decided at once and its transition needs when it starts
/// (rule 5.3): at once in ios5/ios7, at the layout pass in ios17.
struct PresentationStart: Hashable, Sendable {
  /// The controller that receives the presenter's callbacks: the root of the
  /// window, or the controller presented last above it.
  let presenter: ControllerID
  let presented: ControllerID
  /// Whether the style is full screen, so that the presenter disappears.
  let hidesPresenter: Bool
  let animated: Bool
  /// The window whose view receives the presented controller's view.
  let window: WindowID
  let completion: [Call]?

  /// What happens when the transition ends.
  var end: PresentationEnd {
    .present(
      presenter: presenter, presented: presented, hidesPresenter: hidesPresenter,
      completion: completion)
  }
}

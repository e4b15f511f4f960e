/// What happens when a presentation or a dismissal ends (rule 5.3).
enum PresentationEnd: Hashable, Sendable {
  /// `presenter.present(presented)`: the presented controller's did, then the
  /// presenter's when it hides, then the completion.
  case present(
    presenter: ControllerID, presented: ControllerID, hidesPresenter: Bool, completion: [Call]?)
  /// `dismiss`: each chain member that began to disappear, top first, then the
  /// presenter's did when it was hidden, then the completion.
  case dismiss(
    presenter: ControllerID, chain: [ControllerID], disappearing: [ControllerID],
    revealsPresenter: Bool, completion: [Call]?)

  /// How a note names it.
  var label: String {
    switch self {
    case .present(let presenter, let presented, _, _):
      "\(presenter).present(\(presented))"
    case .dismiss(let presenter, let chain, _, _, _):
      "\(presenter).dismiss(\(chain.map(\.name).joined(separator: ", ")))"
    }
  }
}

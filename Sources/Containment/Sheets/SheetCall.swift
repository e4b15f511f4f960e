/// The calls of rule 5.3a (revision 4): a sheet's presentation delegate,
/// `isModalInPresentation`, and the user's downward pull that dismisses a
/// sheet, or is cancelled, or is refused.
public enum SheetCall: Hashable, Sendable {
  /// `b.presentationController?.delegate = d` (or
  /// `b.sheetPresentationController?.delegate = d`); `nil` removes it.
  case setDelegate(ControllerID?, of: ControllerID)
  /// `b.isModalInPresentation = flag`: a pull is refused.
  case setModalInPresentation(Bool, of: ControllerID)
  /// `on d.presentationControllerShouldDismiss { _ in return flag }`: what
  /// `d`, as a delegate, answers when a pull asks whether to dismiss.
  case setShouldDismiss(Bool, of: ControllerID)
  /// `b.beginInteractiveDismiss()`: the user starts to pull `b` down.
  case beginInteractiveDismiss(ControllerID)
  /// `b.finishInteractiveDismiss()`: the user releases with the intent to
  /// dismiss.
  case finishInteractiveDismiss(ControllerID)
  /// `b.cancelInteractiveDismiss()`: the sheet springs back.
  case cancelInteractiveDismiss(ControllerID)
  /// `b.sheetPresentationController?.detents = [.medium, .large]`: the
  /// heights the sheet may rest at, by identifier (iOS 15 on).
  case setDetents([String], of: ControllerID)
  /// `b.sheetPresentationController?.selectedDetentIdentifier = .large`:
  /// programmatic, no callback of any kind.
  case selectDetent(String, of: ControllerID)
  /// `b.dragSheet(to: .medium)`: the user drags the sheet to a detent.
  case dragSheet(to: String, of: ControllerID)
  /// `x.definesPresentationContext = flag`: a `.currentContext` or
  /// `.overCurrentContext` presentation from `x` or a descendant covers `x`.
  case setDefinesPresentationContext(Bool, of: ControllerID)

  /// The controllers the call names, in the order it names them.
  public var controllers: [ControllerID] {
    switch self {
    case .setDelegate(let delegate, let presented):
      [presented] + (delegate.map { [$0] } ?? [])
    case .setModalInPresentation(_, let controller), .setShouldDismiss(_, let controller),
      .beginInteractiveDismiss(let controller), .finishInteractiveDismiss(let controller),
      .cancelInteractiveDismiss(let controller), .setDetents(_, let controller),
      .selectDetent(_, let controller), .dragSheet(_, let controller),
      .setDefinesPresentationContext(_, let controller):
      [controller]
    }
  }
}

/// A callback of a sheet's presentation delegate (rule 5.3a, revision 4):
/// `d.presentationControllerWillDismiss(b)`.
public struct PresentationDelegateCallback: Hashable, Sendable, CustomStringConvertible {
  /// The delegate's methods the model delivers.
  public enum Method: String, Hashable, Sendable, CaseIterable {
    /// Asked when a pull begins; the answer is the delegate's
    /// (`on d.presentationControllerShouldDismiss { _ in return false }`).
    case presentationControllerShouldDismiss
    /// A pull that will dismiss begins (doc).
    case presentationControllerWillDismiss
    /// The sheet was dismissed by the user's pull, after its `viewDidDisappear`.
    case presentationControllerDidDismiss
    /// A refused pull was released with the intent to dismiss (doc).
    case presentationControllerDidAttemptToDismiss
    /// The user dragged the sheet to another detent (doc).
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier
  }

  /// The delegate.
  public var delegate: ControllerID
  /// What it is told.
  public var method: Method
  /// The presented controller the pull is about.
  public var presented: ControllerID

  /// Makes a delegate callback.
  public init(delegate: ControllerID, method: Method, presented: ControllerID) {
    self.delegate = delegate
    self.method = method
    self.presented = presented
  }

  /// The trace line: `d.presentationControllerWillDismiss(b)`.
  public var description: String { "\(delegate.name).\(method.rawValue)(\(presented.name))" }
}

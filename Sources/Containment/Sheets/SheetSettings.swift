/// What rule 5.3a keeps about one controller: as a presented sheet, its
/// delegate, whether it is modal in presentation and the pull in progress;
/// as a delegate, its answer to `presentationControllerShouldDismiss`.
///
/// Kept in the controller's record, out of line with its other
/// presentation state: most controllers hold the defaults.
struct SheetSettings: Hashable, Sendable {
  /// Its presentation controller's delegate.
  var delegate: ControllerID?
  /// `isModalInPresentation`.
  var isModalInPresentation = false
  /// As a delegate: what `presentationControllerShouldDismiss` returns.
  var shouldDismiss = true
  /// The pull in progress on it as a sheet.
  var pull = SheetPullMachine()
  /// Its detents, by identifier (UIKit's default: large only).
  var detents = ["large"]
  /// The detent it rests at; `nil` for the largest.
  var selectedDetent: String?
  /// `definesPresentationContext`: a current-context presentation from it
  /// or a descendant covers it.
  var definesPresentationContext = false
}

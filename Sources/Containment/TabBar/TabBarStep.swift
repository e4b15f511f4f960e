/// A tab bar controller's steps (rule 5.2): a selection recorded, and a
/// switch's end; executed in `TabBar/World+TabBar.swift`.
enum TabBarStep: Hashable, Sendable {
  /// Records a tab bar controller's selection.
  case recordSelection(ControllerID?, in: ControllerID)
  /// One of a tab switch's `endAppearanceTransition`s: at once (ios5) or on
  /// the after-commit queue (ios7, ios17; rule 5.2).
  case endTabSwitch(ControllerID, in: ControllerID)
}

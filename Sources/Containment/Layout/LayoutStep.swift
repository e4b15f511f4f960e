/// The layout steps (rule 4.7): a layout order walked, one controller's layout pair, and
/// `setNeedsLayout()` and `layoutIfNeeded()` on a view; executed in `Layout/World+Layout.swift`.
enum LayoutStep: Hashable, Sendable {
  /// The layout pass's work for the controller at `next` in the order
  /// (slots), with layout tracked (rule 4.7): `viewIsAppearing` if due
  /// (ios17), then its layout pair if its view needs layout; the step for
  /// the one after it is pushed beneath the work its handlers cause.
  /// `isPass` is false for `layoutIfNeeded()`.
  case layOut([ControllerSlot], next: Int, isPass: Bool)
  /// `viewWillLayoutSubviews` then `viewDidLayoutSubviews` for the
  /// controller at the position, if its view still needs layout (rule 4.7).
  case layoutPair(ofControllerAt: ControllerSlot, isPass: Bool)
  /// `setNeedsLayout()` on a view, loaded by then (rule 4.7).
  case setNeedsLayout(ViewReference)
  /// `layoutIfNeeded()` on a view, loaded by then (rule 4.7).
  case layoutIfNeeded(ViewReference)
}

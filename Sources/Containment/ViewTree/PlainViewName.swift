/// The name of one plain view (`UIView()`), by the slot of its record:
/// the side table ``World/viewName(at:)`` reads, in creation order.
struct PlainViewName: Hashable, Sendable {
  /// The slot of the view's record.
  let slot: ViewSlot
  /// The name the scenario gave the view.
  let name: String
}

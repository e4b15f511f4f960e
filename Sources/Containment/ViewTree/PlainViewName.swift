/// The name of one plain view (`UIView()`), by the position of its record:
/// the side table ``World/viewName(at:)`` reads, in creation order.
struct PlainViewName: Hashable, Sendable {
  /// The position of the view's record.
  let position: Int
  /// The name the scenario gave the view.
  let name: String
}

/// A controller's `children`: ordered as UIKit keeps them, with O(1) membership.
///
/// Order matters: forwarding (<doc:CallbackOrder#2.2-Forwarding>) and memory warnings
/// (<doc:CallbackOrder#6.3-Memory-warnings>) visit
/// children in this order. Appending keeps it; removal keeps the others' order.
public struct ChildList: Hashable, Sendable, RandomAccessCollection {
  private var ordered: [ControllerID] = []
  private var members: Set<ControllerID> = []

  /// An empty list.
  public init() {}

  /// The first index.
  public var startIndex: Int { ordered.startIndex }
  /// One past the last index.
  public var endIndex: Int { ordered.endIndex }
  /// The child at `position`.
  public subscript(position: Int) -> ControllerID { ordered[position] }

  /// Whether `controller` is in the list, in O(1).
  public func contains(_ controller: ControllerID) -> Bool {
    members.contains(controller)
  }

  /// Appends `controller` if it is not already a member.
  mutating func append(_ controller: ControllerID) {
    guard members.insert(controller).inserted else { return }
    ordered.append(controller)
  }

  /// Puts the members named in `order` first, in that order; the others keep
  /// their order after them.
  mutating func reorder(_ order: [ControllerID]) {
    let first = order.filter { members.contains($0) }
    let firstSet = Set(first)
    ordered = first + ordered.filter { !firstSet.contains($0) }
  }

  /// Removes `controller` if it is a member.
  ///
  /// - Complexity: O(n) for the ordered part.
  mutating func remove(_ controller: ControllerID) {
    guard members.remove(controller) != nil else { return }
    ordered.removeAll { $0 == controller }
  }
}

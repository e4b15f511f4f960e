/// The identity of one view controller in a ``World``.
///
/// A `ControllerID` stands for a `UIViewController` instance: two controllers
/// with the same name are still different controllers. The name is what a
/// trace prints (`a.viewWillAppear(false)`), so it travels with the identity.
/// Only a ``World`` makes identities, through ``World/makeViewController(named:)``.
public struct ControllerID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The name the trace prints for this controller.
  public let name: String

  /// The mark of the world that made it, which its copies share
  /// (``LineageTag``).
  let lineage: LineageTag

  /// Where the controller's records are, stored last, which packs an
  /// identity and, with ``Callback``'s field order, an ``Event`` best
  /// (`RecordSizeTests` holds the sizes).
  let slot: ControllerSlot

  /// The position of the controller in the world's creation order.
  public var index: Int { slot.position }

  /// Only worlds make identities.
  init(slot: ControllerSlot, name: String, lineage: LineageTag) {
    self.name = name
    self.lineage = lineage
    self.slot = slot
  }

  /// The name, as a trace prints it.
  public var description: String { name }

  /// Equal at the same position with the same name; the position is
  /// compared first, as it usually differs.
  ///
  /// Identities of two worlds made the same way are equal, as their traces
  /// are; a world still refuses the other's (`World.contains(_:)`).
  public static func == (lhs: ControllerID, rhs: ControllerID) -> Bool {
    lhs.slot == rhs.slot && lhs.name == rhs.name
  }

  /// Hashes the position only: it tells identities of one world apart, and
  /// hashing it costs far less than hashing the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slot)
  }

  /// Orders controllers by creation, the order <doc:CallbackOrder#4.1-The-run-loop-turn> and
  /// <doc:CallbackOrder#6.3-Memory-warnings> use for
  /// controllers outside any window.
  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool {
    lhs.slot < rhs.slot
  }
}

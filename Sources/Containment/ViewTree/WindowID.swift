/// The identity of one `UIWindow` in a ``World``.
///
/// Every world starts with one hidden window, ``World/mainWindow``, which a
/// scenario calls `window`; ``World/makeWindow(named:)`` makes more.
public struct WindowID: Hashable, Sendable, CustomStringConvertible {
  /// The position of the window in creation order (<doc:CallbackOrder#6.3-Memory-warnings> walks
  /// windows in
  /// this order).
  public var index: Int { slot.position }

  /// The name the trace prints.
  public let name: String
  /// The mark of the world that made it, which its copies share
  /// (``LineageTag``).
  let lineage: LineageTag
  /// Where the records are; stored last, as ``ControllerID`` stores its
  /// slot, and for the same reason.
  let slot: WindowSlot

  /// Only worlds make identities.
  init(slot: WindowSlot, name: String, lineage: LineageTag) {
    self.slot = slot
    self.name = name
    self.lineage = lineage
  }

  /// The name, as a trace prints it.
  public var description: String { name }

  /// Equal at the same position with the same name; the position is
  /// compared first, as it usually differs.
  ///
  /// Identities of two worlds made the same way are equal, as their traces
  /// are; a world still refuses the other's (`World.contains(_:)`).
  public static func == (lhs: WindowID, rhs: WindowID) -> Bool {
    lhs.slot == rhs.slot && lhs.name == rhs.name
  }

  /// Hashes the position only: it tells identities of one world apart, and
  /// hashing it costs far less than hashing the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slot)
  }
}

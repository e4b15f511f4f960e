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
  /// Where the records are; stored after the name, as ``ControllerID``
  /// stores its slot, and for the same reason.
  let slot: WindowSlot

  /// Only worlds make identities.
  init(slot: WindowSlot, name: String) {
    self.slot = slot
    self.name = name
  }

  /// The name, as a trace prints it.
  public var description: String { name }

  /// Equal when made by the same world at the same position with the same
  /// name; the position is compared first, as it usually differs.
  public static func == (lhs: WindowID, rhs: WindowID) -> Bool {
    lhs.slot == rhs.slot && lhs.name == rhs.name
  }

  /// Hashes the position only: it tells identities of one world apart, and
  /// hashing it costs far less than hashing the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slot)
  }
}

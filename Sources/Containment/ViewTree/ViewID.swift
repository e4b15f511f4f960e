/// The identity of one view in a ``World``: a controller's root view, a plain
/// `UIView()`, or a window.
///
/// Plain views and windows are made by ``World/makeView(named:)`` and
/// ``World/makeWindow(named:)``. A controller's root view gets an identity when
/// it is loaded (<doc:CallbackOrder#1.4-Views>); refer to it with ``ViewReference/view(of:)``,
/// which loads it on first use, as `c.view` does.
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
  /// The position of the view in the world's creation order.
  public var index: Int { slot.position }

  /// The name the trace prints: `box`, `window`, or `c.view`.
  public let name: String
  /// The mark of the world that made it, which its copies share
  /// (``LineageTag``).
  let lineage: LineageTag
  /// Where the records are; stored last, as ``ControllerID`` stores its
  /// slot, and for the same reason.
  let slot: ViewSlot

  /// Only worlds make identities.
  init(slot: ViewSlot, name: String, lineage: LineageTag) {
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
  public static func == (lhs: ViewID, rhs: ViewID) -> Bool {
    lhs.slot == rhs.slot && lhs.name == rhs.name
  }

  /// Hashes the position only: it tells identities of one world apart, and
  /// hashing it costs far less than hashing the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slot)
  }
}

/// A view as a scenario names it: `c.view`, which loads the view when it is
/// needed, or a plain view such as `box`.
public enum ViewReference: Hashable, Sendable, CustomStringConvertible {
  /// The root view of a controller. Evaluating it loads the view first
  /// (`loadView()`, `viewDidLoad()`), as `UIViewController.view` does (rule 1.4,
  /// grade doc).
  case view(of: ControllerID)

  /// A plain view made with ``World/makeView(named:)``.
  case plain(ViewID)

  /// `c.view` or the plain view's name.
  public var description: String {
    switch self {
    case .view(let controller): "\(controller).view"
    case .plain(let view): view.name
    }
  }
}

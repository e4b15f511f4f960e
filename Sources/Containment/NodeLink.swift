/// A link inside a tree's child list, from a node to its first or last child
/// or to a neighbouring sibling: the 32-bit position of the node it points
/// to, or none.
///
/// A controller and a view each carry four such links. As optional
/// identities, which carry their names for the trace, they took 128 bytes per
/// node; as links they take 16, and the identity is read back from the
/// element the link points to (issue: compact state; rules 1.1, 1.2, 1.5).
struct NodeLink: Hashable, Sendable {
  private let raw: UInt32

  /// The link to nothing: no child, or no sibling on that side.
  static let none = NodeLink(raw: .max)

  private init(raw: UInt32) { self.raw = raw }

  /// The link to the element at `position`.
  ///
  /// A world cannot hold 2³² − 1 controllers or views in memory (each costs
  /// more than a hundred bytes), so a position always fits; a larger one is an
  /// internal error.
  init(_ position: Int) {
    guard let raw = UInt32(exactly: position), raw != .max else {
      preconditionFailure("a world holds fewer than 2^32 - 1 nodes")
    }
    self.raw = raw
  }

  /// The position linked to, or `nil` for ``none``.
  var position: Int? { raw == .max ? nil : Int(raw) }
}

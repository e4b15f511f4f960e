/// The position of one record in a world's table of `Record`s: where a
/// controller, a view or a window lives in the model's storage.
///
/// The public identities (``ControllerID``, ``ViewID``, ``WindowID``) are a
/// position and a name; inside the model, where no name is needed, a slot
/// stands for the object. `Record` only types the slot: a controller's slot
/// cannot index the view tree, and the compiler says so. A slot is 32 bits,
/// like the links between records, and costs what a bare integer costs.
struct Slot<Record>: Hashable, Comparable, Sendable {
  /// The position; `UInt32.max` is left to ``Link/none``.
  fileprivate let raw: UInt32

  /// The slot at `position`.
  ///
  /// A world cannot hold 2³² − 1 records of a kind in memory (each costs
  /// more than a hundred bytes with its name), so a position always fits; a
  /// larger one is an internal error.
  init(_ position: Int) {
    guard let raw = UInt32(exactly: position), raw != .max else {
      preconditionFailure("a world holds fewer than 2^32 - 1 records of a kind")
    }
    self.raw = raw
  }

  fileprivate init(raw: UInt32) { self.raw = raw }

  /// The position, to index the table with.
  var position: Int { Int(raw) }

  /// Orders slots by position: creation order.
  static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.raw < rhs.raw }
}

/// A controller's slot: its records in ``ControllerTable`` and ``AppearanceTable``.
typealias ControllerSlot = Slot<ControllerState>
/// A view's slot in the ``ViewTree``.
typealias ViewSlot = Slot<ViewNode>
/// A window's slot among the ``ViewTree``'s windows.
typealias WindowSlot = Slot<WindowState>

/// A link from one record to another, or to none: a node to its parent, its
/// first or last child or a sibling (rules 1.1, 1.2, 1.5), a controller to
/// its view, a view to its window.
///
/// Four bytes, where an optional slot takes five and pads a record's field
/// to eight: a controller and a view each carry several links.
struct Link<Record>: Hashable, Sendable {
  private let raw: UInt32

  /// The link to nothing: no parent, no child, no sibling on that side.
  static var none: Link { Link(raw: .max) }

  private init(raw: UInt32) { self.raw = raw }

  /// The link to `slot`.
  init(_ slot: Slot<Record>) { raw = slot.raw }

  /// The slot linked to, or `nil` for ``none``.
  var slot: Slot<Record>? { raw == .max ? nil : Slot(raw: raw) }
}

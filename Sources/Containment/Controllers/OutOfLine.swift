/// A value kept on the heap, behind one pointer, with value semantics.
///
/// For data that a hot struct carries but rarely uses: the struct stays
/// small, so the arrays and journal entries that hold it copy fewer bytes.
/// The stored value never changes; writing through ``value`` allocates a new
/// one, so copies never share a change.
struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
  private final class Storage: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var storage: Storage

  /// Keeps `value` out of line.
  init(_ value: Value) { storage = Storage(value) }

  /// The value; setting it allocates a new one.
  var value: Value {
    get { storage.value }
    set { storage = Storage(newValue) }
  }

  /// Equal when the values are: the same storage is equal without reading it.
  static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }

  /// Hashes the value.
  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.value)
  }
}

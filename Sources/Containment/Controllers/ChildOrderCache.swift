/// A tab bar controller's children in order, remembered so that selecting
/// the k-th (`selectedIndex = k`, a tap on a tab) costs O(1) rather than a
/// walk of k sibling links (rule 5.2).
///
/// A cache: while it holds a list, the list is the controller's children;
/// ``ControllerTable`` forgets it whenever they change. It takes no part in
/// equality or hashing, so that two worlds with the same children are equal
/// whether or not one of them remembers their order.
struct ChildOrderCache: Hashable, Sendable {
  /// The children's slots in order, or `nil` when not remembered.
  var slots: [ControllerSlot]?

  /// Always equal: the cache says nothing the child links do not.
  static func == (lhs: ChildOrderCache, rhs: ChildOrderCache) -> Bool { true }

  /// Hashes nothing, as equality reads nothing.
  func hash(into hasher: inout Hasher) {}
}

/// An ordered list whose members can be appended and removed anywhere, and
/// whose every change since a mark can be undone: the run loop's queues
/// (animations, after-commit callbacks, deferred starts).
///
/// A removed member leaves an empty slot, so that removal and rollback cost
/// O(1) each; the slots are compacted between calls once more than half are
/// empty. Equality and hashing see the members in order, not the slots.
struct JournaledList<Element: Hashable & Sendable>: Hashable, Sendable, Sequence {
  private var slots = JournaledArray<Element?>()
  /// The number of members.
  private(set) var count = 0
  private var countAtMarks: [Int] = []

  init() {}

  /// Whether the list has no members.
  var isEmpty: Bool { count == 0 }

  /// Appends a member.
  mutating func append(_ element: Element) {
    slots.append(element)
    count += 1
  }

  /// Appends members in order.
  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Removes the members that match, keeping the others' order.
  mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    for position in slots.indices {
      guard let element = slots[position], shouldBeRemoved(element) else { continue }
      slots[position] = nil
      count -= 1
    }
  }

  /// Removes every member and returns them in order.
  mutating func removeAllMembers() -> [Element] {
    let members = Array(self)
    removeAll { _ in true }
    return members
  }

  /// Changes each member that matches, in place.
  mutating func update(where matches: (Element) -> Bool, _ change: (inout Element) -> Void) {
    for position in slots.indices {
      guard var element = slots[position], matches(element) else { continue }
      change(&element)
      slots[position] = element
    }
  }

  /// Starts recording changes; see ``JournaledArray/beginMark()``.
  mutating func beginMark() {
    slots.beginMark()
    countAtMarks.append(count)
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    slots.rollBack()
    count = countAtMarks.removeLast()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  ///
  /// With no mark left, compacts the slots if more than half are empty.
  mutating func commit() {
    slots.commit()
    countAtMarks.removeLast()
    if countAtMarks.isEmpty, slots.count > 2 * count + 16 {
      var compacted = JournaledArray<Element?>()
      for element in self { compacted.append(element) }
      slots = compacted
    }
  }

  /// The members in order.
  func makeIterator() -> some IteratorProtocol<Element> {
    slots.lazy.compactMap { $0 }.makeIterator()
  }

  static func == (lhs: JournaledList, rhs: JournaledList) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

/// An ordered list whose members can be appended and removed anywhere, and
/// whose every change since a mark can be undone: the run loop's queues
/// (animations, after-commit callbacks, deferred starts).
///
/// A removed member leaves an empty slot, so that removal and rollback cost
/// O(1) each; the slots are compacted between calls once more than half are
/// empty. Slots before `firstLive` are dead, whatever they hold. Equality
/// and hashing see the members in order, not the slots.
struct JournaledList<Element: Hashable & Sendable>: Hashable, Sendable, Sequence {
  private var slots = JournaledArray<Element?>()
  /// The number of members.
  private(set) var count = 0
  /// No member sits before this slot: where iteration and searches start.
  private var firstLive = 0
  private var marks = MarkStack<(count: Int, firstLive: Int)>()

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
    for position in firstLive..<slots.count {
      guard let element = slots[position], shouldBeRemoved(element) else { continue }
      slots[position] = nil
      count -= 1
    }
    skipEmptySlots()
  }

  /// Removes and returns the first member that matches, searching from the
  /// front: O(1) for a queue's head.
  mutating func removeFirst(where matches: (Element) -> Bool) -> Element? {
    for position in firstLive..<slots.count {
      guard let element = slots[position], matches(element) else { continue }
      slots[position] = nil
      count -= 1
      skipEmptySlots()
      return element
    }
    return nil
  }

  private mutating func skipEmptySlots() {
    while firstLive < slots.count, slots[firstLive] == nil { firstLive += 1 }
  }

  /// Removes every member in O(1): the slots stay as they are and iteration
  /// starts past them, so nothing is written and nothing journaled; a
  /// rollback restores the start, and the next compaction drops the slots.
  mutating func removeAll() {
    firstLive = slots.count
    count = 0
  }

  /// Changes each member that matches, in place.
  mutating func update(where matches: (Element) -> Bool, _ change: (inout Element) -> Void) {
    for position in firstLive..<slots.count {
      guard var element = slots[position], matches(element) else { continue }
      change(&element)
      slots[position] = element
    }
  }

  /// Starts recording changes; see ``JournaledArray/beginMark()``.
  mutating func beginMark() {
    slots.beginMark()
    marks.push((count, firstLive))
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    slots.rollBack()
    (count, firstLive) = marks.removeLast()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  ///
  /// With no mark left, compacts the slots if more than half are empty.
  mutating func commit() {
    slots.commit()
    marks.removeLast()
    if marks.isEmpty, slots.count > 2 * count + 16 {
      var compacted = JournaledArray<Element?>()
      for element in self { compacted.append(element) }
      slots = compacted
      firstLive = 0
    }
  }

  /// The members in order.
  func makeIterator() -> some IteratorProtocol<Element> {
    slots[firstLive...].lazy.compactMap { $0 }.makeIterator()
  }

  static func == (lhs: JournaledList, rhs: JournaledList) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

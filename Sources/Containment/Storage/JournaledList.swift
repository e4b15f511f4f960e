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
  /// One past the last slot that holds a member: the slots after it are
  /// empty (members removed from the end).
  private var endLive = 0
  private var marks = MarkStack<(count: Int, firstLive: Int, endLive: Int)>()

  init() {}

  /// Whether the list has no members.
  var isEmpty: Bool { count == 0 }

  /// How many slots the list holds, empty ones included.
  var slotCount: Int { slots.count }

  /// Appends a member.
  ///
  /// Into the first empty slot past the last member when there is one (the
  /// last members were removed), so that a list whose newest members come
  /// and go (short animations among long ones) grows no run of empty slots
  /// for its searches to walk.
  mutating func append(_ element: Element) {
    if endLive < slots.count {
      slots[endLive] = element
    } else {
      slots.append(element)
    }
    count += 1
    endLive += 1
  }

  /// Appends members in order.
  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Removes the members that match, keeping the others' order.
  mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    for position in firstLive..<endLive {
      guard let element = slots[position], shouldBeRemoved(element) else { continue }
      slots[position] = nil
      count -= 1
    }
    skipEmptySlots()
  }

  /// Removes and returns the first member that matches, searching from the
  /// front: O(1) for a queue's head.
  mutating func removeFirst(where matches: (Element) -> Bool) -> Element? {
    for position in firstLive..<endLive {
      guard let element = slots[position], matches(element) else { continue }
      slots[position] = nil
      count -= 1
      skipEmptySlots()
      return element
    }
    return nil
  }

  /// Removes and returns the member whose `key` is `target`, in a list
  /// whose members' keys increase in order (the animations by number):
  /// found by halving, not by a scan, so that removing members in any
  /// order costs a logarithm each (plus the removed slots passed over).
  mutating func removeFirst(keyedBy key: (Element) -> Int, _ target: Int) -> Element? {
    var position = firstPosition(keyedBy: key, atLeast: target)
    while position < endLive, slots[position] == nil { position += 1 }
    guard position < endLive, let element = slots[position], key(element) == target else {
      return nil
    }
    slots[position] = nil
    count -= 1
    skipEmptySlots()
    return element
  }

  /// Removes and returns, in order, every member whose `key` is `target`,
  /// in a list whose members' keys never decrease in order: the first found
  /// by halving, the rest right after it, so that the cost is a logarithm
  /// plus the members removed (and the removed slots passed over).
  mutating func removeAll(keyedBy key: (Element) -> Int, _ target: Int) -> [Element] {
    var removed: [Element] = []
    var position = firstPosition(keyedBy: key, atLeast: target)
    while position < endLive {
      if let element = slots[position] {
        guard key(element) == target else { break }
        slots[position] = nil
        count -= 1
        removed.append(element)
      }
      position += 1
    }
    skipEmptySlots()
    return removed
  }

  /// The slot from which every member has a `key` of at least `target`,
  /// and before which none has, in a list whose keys never decrease: found
  /// by halving over the slots, empty ones passed over.
  private func firstPosition(keyedBy key: (Element) -> Int, atLeast target: Int) -> Int {
    var low = firstLive
    var high = endLive
    while low < high {
      let middle = low + (high - low) / 2
      var position = middle
      while position < high, slots[position] == nil { position += 1 }
      guard position < high, let element = slots[position] else {
        high = middle
        continue
      }
      if key(element) < target { low = position + 1 } else { high = middle }
    }
    return low
  }

  /// The last member, if any.
  var last: Element? { endLive > firstLive ? slots[endLive - 1] : nil }

  private mutating func skipEmptySlots() {
    while firstLive < endLive, slots[firstLive] == nil { firstLive += 1 }
    while endLive > firstLive, slots[endLive - 1] == nil { endLive -= 1 }
  }

  /// Removes every member in O(1): the slots stay as they are and iteration
  /// starts past them, so nothing is written and nothing journaled; a
  /// rollback restores the start, and the next compaction drops the slots.
  mutating func removeAll() {
    firstLive = slots.count
    endLive = slots.count
    count = 0
  }

  /// Changes each member that matches, in place.
  mutating func update(where matches: (Element) -> Bool, _ change: (inout Element) -> Void) {
    for position in firstLive..<endLive {
      guard var element = slots[position], matches(element) else { continue }
      change(&element)
      slots[position] = element
    }
  }

  /// Starts recording changes; see ``JournaledArray/openMark()``.
  mutating func openMark() {
    slots.openMark()
    marks.push((count, firstLive, endLive))
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    slots.rollBack()
    (count, firstLive, endLive) = marks.removeLast()
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
      endLive = slots.count
    }
  }

  /// The members in order.
  func makeIterator() -> some IteratorProtocol<Element> {
    slots[firstLive..<endLive].lazy.compactMap { $0 }.makeIterator()
  }

  static func == (lhs: JournaledList, rhs: JournaledList) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

/// A binary min-heap whose writes go through a journal, so that a call that
/// raises rolls it back with the rest of the world (``JournaledArray``).
///
/// The run loop keeps the running animations' deadlines in one, so that
/// finding the animation that ends next costs O(1) and finishing it
/// O(log n), whatever the number running (rule 4.2; 50,000 animations at
/// once used to make every end scan all of them).
///
/// Two heaps are equal when their layouts are: worlds with one history
/// compare equal, as the atomicity checks need. Worlds that reach the same
/// deadlines by different histories may differ; nothing compares those but
/// the exploration, which then counts one more state.
struct JournaledHeap<Element: Hashable & Sendable & Comparable>: Hashable, Sendable {
  /// The heap in `slots[0..<count]`; the slots past `count` hold leftovers
  /// that a rollback may bring back into range.
  private var slots = JournaledArray<Element>()
  private(set) var count = 0
  private var countsAtMarks = MarkStack<Int>()

  init() {}

  var isEmpty: Bool { count == 0 }

  /// The least element.
  var min: Element? { count > 0 ? slots[0] : nil }

  /// Adds `element`.
  ///
  /// - Complexity: O(log n).
  mutating func insert(_ element: Element) {
    if count < slots.count {
      slots[count] = element
    } else {
      slots.append(element)
    }
    count += 1
    siftUp(count - 1)
  }

  /// Removes and returns the first element, in heap order, that `matches`.
  ///
  /// - Complexity: O(1) plus O(log n) when the least element matches, as
  ///   it does when an animation finishes; O(n) otherwise.
  @discardableResult
  mutating func removeFirst(where matches: (Element) -> Bool) -> Element? {
    for position in 0..<count where matches(slots[position]) {
      let element = slots[position]
      remove(at: position)
      return element
    }
    return nil
  }

  /// Removes every element that `shouldBeRemoved`.
  ///
  /// - Complexity: O(n log n).
  mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    // Downwards: removing at `position` moves the last element there, which
    // has been looked at already.
    for position in stride(from: count - 1, through: 0, by: -1)
    where shouldBeRemoved(slots[position]) {
      remove(at: position)
    }
  }

  /// Every element, in no particular order.
  var elements: some Sequence<Element> { slots.prefix(count) }

  /// Whether every element is at least its parent in the layout: the heap's
  /// own invariant, for the world's invariant checks.
  var isHeapOrdered: Bool {
    (1..<Swift.max(count, 1)).allSatisfy { !(slots[$0] < slots[($0 - 1) / 2]) }
  }

  private mutating func remove(at position: Int) {
    count -= 1
    guard position < count else { return }
    slots[position] = slots[count]
    siftDown(position)
    siftUp(position)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard slots[child] < slots[parent] else { return }
      swapSlots(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      let right = left + 1
      let least = right < count && slots[right] < slots[left] ? right : left
      guard slots[least] < slots[parent] else { return }
      swapSlots(least, parent)
      parent = least
    }
  }

  private mutating func swapSlots(_ first: Int, _ second: Int) {
    let element = slots[first]
    slots[first] = slots[second]
    slots[second] = element
  }

  /// Starts a nested call's changes (``JournaledArray/openMark()``).
  mutating func openMark() {
    slots.openMark()
    countsAtMarks.push(count)
  }

  /// Undoes the changes since the last mark.
  mutating func rollBack() {
    slots.rollBack()
    count = countsAtMarks.removeLast()
  }

  /// Keeps the changes since the last mark; at the outermost one, drops the
  /// leftovers once they outnumber the heap.
  mutating func commit() {
    slots.commit()
    countsAtMarks.removeLast()
    if countsAtMarks.isEmpty, slots.count > 2 * count + 16 {
      var compacted = JournaledArray<Element>()
      for element in elements { compacted.append(element) }
      slots = compacted
    }
  }

  /// Equal when the heaps hold the same elements in the same layout.
  static func == (lhs: JournaledHeap, rhs: JournaledHeap) -> Bool {
    lhs.count == rhs.count && lhs.elements.elementsEqual(rhs.elements)
  }

  /// Hashes the elements in layout order.
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in elements { hasher.combine(element) }
  }
}

/// A first-in, first-out queue whose copies share their elements: appending
/// and taking the first cost O(1) (amortized) however many copies are kept.
///
/// A navigation controller's waiting requests live in its record, which the
/// world's journal copies before each call that changes it (so that a call
/// UIKit refuses leaves the world as it was): with an array, each request
/// queued copied all the others, and n requests queued in one turn cost
/// O(n²). Here a copy shares the nodes; the queue is two immutable lists,
/// the front in order and the back reversed (a banker's queue).
struct PersistentQueue<Element: Hashable & Sendable>: Hashable, Sendable, Sequence {
  /// The first elements, the first at the head.
  private var front: QueueNode<Element>?
  /// The last elements, the last at the head.
  private var back: QueueNode<Element>?
  /// The number of elements.
  private(set) var count = 0

  init() {}

  /// Whether the queue is empty.
  var isEmpty: Bool { count == 0 }

  /// Appends `element` at the end: O(1).
  mutating func append(_ element: Element) {
    back = QueueNode(element, next: back)
    count += 1
  }

  /// Removes and returns the first element: O(1) amortized (the back is
  /// turned into the front once the front is used up).
  mutating func removeFirst() -> Element? {
    if front == nil {
      var reversed: QueueNode<Element>?
      var node = back
      while let current = node {
        reversed = QueueNode(current.element, next: reversed)
        node = current.next
      }
      front = reversed
      back = nil
    }
    guard let head = front else { return nil }
    front = head.next
    count -= 1
    return head.element
  }

  /// The elements in order.
  func makeIterator() -> IndexingIterator<[Element]> {
    var elements: [Element] = []
    elements.reserveCapacity(count)
    var node = front
    while let current = node {
      elements.append(current.element)
      node = current.next
    }
    var reversedBack: [Element] = []
    node = back
    while let current = node {
      reversedBack.append(current.element)
      node = current.next
    }
    elements.append(contentsOf: reversedBack.reversed())
    return elements.makeIterator()
  }

  /// Equal when the elements are, in order: copies that share their nodes
  /// are equal without reading them.
  static func == (lhs: PersistentQueue, rhs: PersistentQueue) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.front === rhs.front && lhs.back === rhs.back { return true }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes the elements in order.
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

/// One node of a ``PersistentQueue``'s lists.
///
/// Immutable once made but for `next`, which only `deinit` clears, when no
/// other reference can see it: so `@unchecked Sendable`. A long list is
/// released node by node, without relying on the runtime to release the
/// next node as a tail call (a recursion as deep as the list otherwise).
final class QueueNode<Element: Sendable>: @unchecked Sendable {
  let element: Element
  private(set) var next: QueueNode?

  init(_ element: Element, next: QueueNode?) {
    self.element = element
    self.next = next
  }

  deinit {
    var rest = next
    next = nil
    while var node = rest {
      rest = nil
      // Shared with another list: it stays, and so does the rest of it.
      guard isKnownUniquelyReferenced(&node) else { break }
      rest = node.next
      node.next = nil
    }
  }
}

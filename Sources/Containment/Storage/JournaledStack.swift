/// A stack whose pushes and pops since a mark can be undone, at a cost
/// proportional to them: the open `UIView.beginAnimations` frames (rule 4.6).
///
/// Each push and pop since the outermost mark is logged (a pop with the
/// element it removed), and a rollback replays the log backwards to the
/// mark; the log is dropped when the outermost call ends. A mark saves no
/// copy of the stack, so a call costs what it pushes and pops, whatever the
/// stack's height.
/// Equality and hashing see the elements only.
struct JournaledStack<Element: Hashable & Sendable>: Hashable, Sendable {
  /// One change, as the log keeps it.
  private enum Change: Hashable, Sendable {
    case pushed
    case popped(Element)
  }

  private(set) var elements: [Element] = []
  private var log: [Change] = []
  /// The length of the log at each open mark, innermost last.
  private var marks: [Int] = []

  /// The element on top, if any.
  var last: Element? { elements.last }

  mutating func push(_ element: Element) {
    elements.append(element)
    if !marks.isEmpty { log.append(.pushed) }
  }

  mutating func popLast() -> Element? {
    guard let element = elements.popLast() else { return nil }
    if !marks.isEmpty { log.append(.popped(element)) }
    return element
  }

  mutating func openMark() { marks.append(log.count) }

  /// Undoes every push and pop since the innermost mark.
  mutating func rollBack() {
    guard let mark = marks.popLast() else {
      preconditionFailure("rollBack without a mark")
    }
    while log.count > mark {
      switch log.removeLast() {
      case .pushed: elements.removeLast()
      case .popped(let element): elements.append(element)
      }
    }
  }

  /// Keeps the changes since the innermost mark; an enclosing mark may
  /// still undo them.
  mutating func commit() {
    guard marks.popLast() != nil else { preconditionFailure("commit without a mark") }
    if marks.isEmpty { log.removeAll(keepingCapacity: true) }
  }

  static func == (lhs: JournaledStack, rhs: JournaledStack) -> Bool {
    lhs.elements == rhs.elements
  }

  func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

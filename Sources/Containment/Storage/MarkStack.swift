/// The open marks of one journal, the innermost held inline.
///
/// Every call opens a mark on each of the world's journals and closes it
/// again (atomicity, see the architecture page). Almost always that mark is
/// the only one open: held inline, opening and closing it are a few stores,
/// where an array costs a uniqueness check and a bounds check each way. Marks
/// beneath the innermost (a handler's call inside a call, a nested call the
/// model makes) wait in an array.
struct MarkStack<Mark: Sendable>: Sendable {
  /// The mark opened last and not yet closed, if any.
  private(set) var innermost: Mark?
  /// The other open marks, outermost first.
  private var enclosing: [Mark] = []

  /// Whether no mark is open.
  var isEmpty: Bool { innermost == nil }

  /// How many marks are open.
  var count: Int { innermost == nil ? 0 : enclosing.count + 1 }

  /// Opens `mark` inside the open ones.
  mutating func push(_ mark: Mark) {
    if let innermost { enclosing.append(innermost) }
    innermost = mark
  }

  /// Closes the innermost mark and returns it; `nil` when none is open.
  mutating func pop() -> Mark? {
    guard let mark = innermost else { return nil }
    innermost = enclosing.isEmpty ? nil : enclosing.removeLast()
    return mark
  }

  /// Closes the innermost mark and returns it.
  ///
  /// Every close follows its open: the world opens and closes the marks of
  /// all its journals together, so no caller can reach an empty stack here.
  @discardableResult
  mutating func removeLast() -> Mark {
    guard let mark = pop() else { preconditionFailure("a mark closed that was never opened") }
    return mark
  }

  /// Whether an open mark satisfies `predicate`.
  func contains(where predicate: (Mark) -> Bool) -> Bool {
    if let innermost, predicate(innermost) { return true }
    return enclosing.contains(where: predicate)
  }

  /// Rewrites each open mark, outermost first, given its depth (0 for the
  /// outermost).
  mutating func update(_ change: (_ depth: Int, _ mark: inout Mark) -> Void) {
    for depth in enclosing.indices { change(depth, &enclosing[depth]) }
    if var open = innermost {
      change(enclosing.count, &open)
      innermost = open
    }
  }
}

extension MarkStack: Equatable where Mark: Equatable {}
extension MarkStack: Hashable where Mark: Hashable {}

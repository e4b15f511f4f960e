extension Statement {
  /// The expressions the statement evaluates at its own level: its
  /// conditions, values and arguments, not its blocks, which are
  /// statements of their own.
  var ownExpressions: [Expression] {
    switch self {
    case .declaration(_, let value, _), .variable(_, _, let value, _), .discard(let value, _),
      .bound(_, let value, _):
      return [value]
    case .assignment(let target, let value, _):
      return [target, value]
    case .call(let expression, _, _):
      return [expression]
    case .conditional(let branches, _, _):
      return branches.map(\.condition)
    case .loop(_, _, let sequence, _, _):
      return [sequence]
    case .whileLoop(let condition, _, _, _), .guardStatement(let condition, _, _):
      return [condition]
    case .returnStatement(let value, _):
      return value.map { [$0] } ?? []
    case .handler:
      return []
    }
  }
}

extension Expression {
  /// The expression and every expression inside it, found without
  /// recursion, each before its parts and the parts left to right, as
  /// Swift evaluates them; a closure's statements are not entered (they run
  /// as a block of their own).
  var subexpressions: [Expression] {
    var found: [Expression] = []
    var work = [self]
    while let next = work.popLast() {
      found.append(next)
      // Pushed last first, so that they are found left to right.
      work += next.parts.reversed()
    }
    return found
  }

  /// Whether the expression has more than `limit` parts in all, counted
  /// without recursion and stopping at the limit.
  func exceeds(parts limit: Int) -> Bool {
    var count = 0
    var work = [self]
    while let next = work.popLast() {
      count += 1
      if count > limit { return true }
      work += next.parts
    }
    return false
  }

  /// The expressions directly inside this one, in the order Swift
  /// evaluates them; a closure's statements are not among them.
  private var parts: [Expression] {
    switch self {
    case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _),
      .not(let base, _), .optionalBinding(_, let base, _):
      [base]
    case .binary(_, let left, let right, _):
      [left, right]
    case .ternary(let condition, let whenTrue, let whenFalse, _):
      [condition, whenTrue, whenFalse]
    case .call(let callee, let arguments, _):
      [callee] + arguments.map(\.value)
    case .array(let elements, _):
      elements
    case .subscript(let base, let index, _):
      [base, index]
    case .name, .number, .string, .boolean, .none, .enumCase, .closure:
      []
    }
  }
}

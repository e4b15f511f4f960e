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
      switch next {
      case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _),
        .not(let base, _), .optionalBinding(_, let base, _):
        work.append(base)
      // Each one's parts pushed last first, so that they are found in the
      // order Swift evaluates them, left to right.
      case .binary(_, let left, let right, _):
        work += [right, left]
      case .ternary(let condition, let whenTrue, let whenFalse, _):
        work += [whenFalse, whenTrue, condition]
      case .call(let callee, let arguments, _):
        work += arguments.reversed().map(\.value)
        work.append(callee)
      case .array(let elements, _):
        work += elements.reversed()
      case .subscript(let base, let index, _):
        work += [index, base]
      case .name, .number, .string, .boolean, .none, .enumCase, .closure:
        break
      }
    }
    return found
  }
}

extension Statement {
  /// Whether the statement, at its own level, reads a condition the model
  /// cannot decide.
  ///
  /// Such a condition is one a pasted class's code holds that reads what
  /// the model skips (scenario language §6): the explorer then takes the
  /// step again with the other answer (§7, "both branches are taken"). Its
  /// blocks are statements of their own, asked when they run.
  var readsUndecidable: Bool {
    let expressions: [Expression]
    switch self {
    case .conditional(let branches, _, _):
      expressions = branches.map(\.condition)
    case .whileLoop(let condition, _, _, _), .guardStatement(let condition, _, _):
      expressions = [condition]
    case .declaration(_, let value, _), .variable(_, _, let value, _), .bound(_, let value, _),
      .discard(let value, _):
      expressions = [value]
    case .assignment(let target, let value, _):
      expressions = [target, value]
    case .returnStatement(let value, _):
      expressions = value.map { [$0] } ?? []
    case .call(let expression, _, _):
      expressions = [expression]
    case .loop(_, _, let sequence, _, _):
      expressions = [sequence]
    case .handler:
      expressions = []
    }
    var work = expressions
    while let next = work.popLast() {
      switch next {
      case .call(.name(Lowering.undecidable, _), _, _):
        return true
      case .call(let callee, let arguments, _):
        work.append(callee)
        work += arguments.map(\.value)
      case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _),
        .not(let base, _), .optionalBinding(_, let base, _):
        work.append(base)
      case .binary(_, let left, let right, _):
        work += [left, right]
      case .ternary(let condition, let whenTrue, let whenFalse, _):
        work += [condition, whenTrue, whenFalse]
      case .array(let elements, _):
        work += elements
      case .subscript(let base, let index, _):
        work += [base, index]
      case .name, .number, .string, .boolean, .none, .enumCase, .closure:
        break
      }
    }
    return false
  }
}

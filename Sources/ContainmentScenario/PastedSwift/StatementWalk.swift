/// The statements of a list and of the blocks they hold, each before the
/// statements of its own blocks, in the order they are written.
///
/// The blocks a statement holds: a call's trailing closure and the closures
/// given as its arguments, an `if`'s branches and `else`, a loop's body, a
/// binding's body and a `guard`'s `else`. A handler's body is left out: it
/// runs for a callback, not where it is written. The walk keeps a stack of
/// its own, so no depth of nesting recurses (scenario language §6 reads
/// pasted code of any depth).
struct StatementWalk {
  /// The statements still to visit, the next one last.
  private var pending: [Statement]

  /// A walk over `statements` and their blocks.
  init(_ statements: some Collection<Statement>) {
    pending = statements.reversed()
  }

  /// The next statement, its blocks queued to come right after it.
  mutating func next() -> Statement? {
    guard let statement = pending.popLast() else { return nil }
    pending += Self.blocks(of: statement).reversed()
    return statement
  }

  /// Visits `statements` (and their blocks) next, before what is left.
  mutating func add(_ statements: some Collection<Statement>) {
    pending += statements.reversed()
  }

  /// The statements of the blocks `statement` holds, in order.
  private static func blocks(of statement: Statement) -> [Statement] {
    switch statement {
    case .call(let expression, let trailing, _):
      var blocks: [Statement] = []
      if case .call(_, let arguments, _) = expression {
        for argument in arguments {
          if case .closure(let inner, _) = argument.value { blocks += inner }
        }
      }
      return blocks + (trailing ?? [])
    case .conditional(let branches, let otherwise, _):
      return branches.flatMap(\.body) + (otherwise ?? [])
    case .loop(_, _, _, let body, _), .whileLoop(_, let body, _, _), .bound(_, _, let body),
      .guardStatement(_, let body, _):
      return body
    case .handler, .declaration, .assignment, .discard, .variable, .returnStatement:
      // No block, or one that runs at another time (a handler's).
      return []
    }
  }
}

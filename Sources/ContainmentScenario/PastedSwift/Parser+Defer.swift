/// `defer { … }` at a function's top level (scenario language §6): its
/// statements run when the function ends, however it ends, the last
/// `defer` first, as Swift runs them.
extension Parser {
  /// The name the parser gives a `defer` statement, as the call
  /// `#defer { … }` (the block its trailing block).
  static let deferName = "#defer"

  /// `body` with its top-level `defer` blocks written out where they run:
  /// before each `return` after them (in the blocks that follow, not in
  /// closures, which return from themselves) and at the end.
  ///
  /// The value a `return` returns is read after the deferred statements
  /// here, where Swift reads it before. A `defer` inside a block is
  /// refused.
  static func runningDefers(_ body: [Statement]) throws(Diagnostic) -> [Statement] {
    guard let index = body.firstIndex(where: { deferredBlock(of: $0) != nil }),
      let deferred = deferredBlock(of: body[index])
    else {
      try refuseNestedDefers(in: body)
      return body
    }
    try refuseNestedDefers(in: Array(body[..<index]) + deferred)
    let rest = try runningDefers(Array(body[(index + 1)...]))
    return Array(body[..<index]) + running(deferred, beforeReturnsIn: rest) + deferred
  }

  /// The block of a `defer` statement, if `statement` is one.
  private static func deferredBlock(of statement: Statement) -> [Statement]? {
    guard case .call(.call(.name(deferName, _), _, _), let block?, _) = statement else {
      return nil
    }
    return block
  }

  /// `statements` with `deferred` before each `return`, in the blocks they
  /// hold (each level of them nested no deeper than the parser allows).
  private static func running(_ deferred: [Statement], beforeReturnsIn statements: [Statement])
    -> [Statement]
  {
    var out: [Statement] = []
    for statement in statements {
      switch statement {
      case .returnStatement:
        out += deferred
        out.append(statement)
      case .conditional(let branches, let otherwise, let location):
        out.append(
          .conditional(
            branches.map {
              ConditionalBranch(
                condition: $0.condition, body: running(deferred, beforeReturnsIn: $0.body))
            }, otherwise: otherwise.map { running(deferred, beforeReturnsIn: $0) },
            at: location))
      case .guardStatement(let condition, let otherwise, let location):
        out.append(
          .guardStatement(
            condition, otherwise: running(deferred, beforeReturnsIn: otherwise), at: location))
      case .loop(let variable, let variableAt, let sequence, let body, let location):
        out.append(
          .loop(
            variable: variable, variableAt: variableAt, sequence: sequence,
            body: running(deferred, beforeReturnsIn: body), at: location))
      case .whileLoop(let condition, let body, let testsFirst, let location):
        out.append(
          .whileLoop(
            condition, body: running(deferred, beforeReturnsIn: body), testsFirst: testsFirst,
            at: location))
      case .bound(let parameter, let value, let body):
        out.append(.bound(parameter, value: value, body: running(deferred, beforeReturnsIn: body)))
      case .declaration, .handler, .assignment, .discard, .call, .variable:
        // No `return` of the function inside: closures return from
        // themselves, and a handler is a function of its own.
        out.append(statement)
      }
    }
    return out
  }

  /// Throws for a `defer` inside a block of `statements`.
  private static func refuseNestedDefers(in statements: [Statement]) throws(Diagnostic) {
    var work = statements
    while let statement = work.popLast() {
      if deferredBlock(of: statement) != nil {
        throw Diagnostic(
          "'defer' is accepted at the top level of a function or a closure only (scenario "
            + "language §6): move it there, or write its statements where the block ends",
          at: statement.location)
      }
      switch statement {
      case .conditional(let branches, let otherwise, _):
        work += branches.flatMap(\.body) + (otherwise ?? [])
      case .guardStatement(_, let body, _), .loop(_, _, _, let body, _),
        .whileLoop(_, let body, _, _), .bound(_, _, let body):
        work += body
      case .declaration, .handler, .assignment, .discard, .call, .variable, .returnStatement:
        break
      }
    }
  }
}

extension Statement {
  /// Whether running the statement may make a controller or a view at run
  /// time: a `.bound` that makes one (pasted Swift's `let c =
  /// UIViewController()` in a method, scenario language §6) anywhere inside
  /// it, its blocks, handlers and closures included.
  ///
  /// The checker declares the text's objects in order; once a statement may
  /// make others while running, the objects declared after it may sit at
  /// other places in a run than in the check (see
  /// ``Scope/namesEachRunDecides``). Found without recursion.
  var mayMakeObjects: Bool {
    var work: [Statement] = [self]
    while let next = work.popLast() {
      if case .bound(_, let value, _) = next, Lowering.makes(value) { return true }
      switch next {
      case .bound(_, _, let body), .handler(_, _, _, let body, _), .loop(_, _, _, let body, _),
        .whileLoop(_, let body, _, _):
        work += body
      case .conditional(let branches, let otherwise, _):
        for branch in branches { work += branch.body }
        work += otherwise ?? []
      case .guardStatement(_, let otherwise, _):
        work += otherwise
      case .call(_, let trailing, _):
        work += trailing ?? []
      case .declaration, .variable, .assignment, .discard, .returnStatement:
        break
      }
      // Closures passed as values (an animation's block, a kept closure).
      for expression in next.ownExpressions {
        for part in expression.subexpressions {
          if case .closure(let statements, _) = part { work += statements }
        }
      }
    }
    return false
  }
}

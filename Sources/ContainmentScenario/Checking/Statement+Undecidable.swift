extension Statement {
  /// Whether the statement, at its own level, reads a condition the model
  /// cannot decide.
  ///
  /// Such a condition is one a pasted class's code holds that reads what
  /// the model skips (scenario language §6): the explorer then takes the
  /// step again with the other answer (§7, "both branches are taken"). Its
  /// blocks are statements of their own, asked when they run.
  var readsUndecidable: Bool {
    ownExpressions.contains { expression in
      expression.subexpressions.contains {
        if case .call(.name(Lowering.undecidable, _), _, _) = $0 { return true }
        return false
      }
    }
  }
}

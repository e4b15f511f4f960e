/// `CATransaction.begin()` … `CATransaction.setCompletionBlock { … }` …
/// `CATransaction.commit()` around a navigation or presentation change: the
/// idiom that runs code once a push's animation ends (scenario language §6,
/// rule 5.5).
///
/// Core Animation calls a transaction's completion block "as soon as all
/// animations subsequently added by this transaction group have completed"
/// (its documentation). Around one change of a container, those are that
/// change's transition: the block is read as the completion of its
/// transition coordinator (`if let c = nav.transitionCoordinator {
/// c.animate(alongsideTransition: nil) { _ in … } } else { … }`), the other
/// idiom for the same wait, placed right after the change. Grade inf: the
/// two waits end in the same animation, and the model orders the block as
/// it orders the coordinator's completion.
extension SwiftExpansion {
  /// The calls that change a container with a transition.
  private static let transactionChanges: Set<String> = [
    "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
    "setViewControllers", "present", "dismiss",
  ]

  /// The parts of a transaction that starts before `rest`: where its
  /// commit is, its completion block and where it is set, and the change it
  /// waits for; `nil` when it is not this idiom (no commit in the same
  /// block, no completion block, or no change of a container).
  static func transactionParts(_ rest: ArraySlice<Statement>) -> (
    commit: Int, completionAt: Int, block: [Statement], changeAt: Int, receiver: Expression
  )? {
    var open = 1
    var commit: Int?
    var completion: (Int, [Statement])?
    var change: (Int, Expression)?
    for index in rest.indices {
      let statement = rest[index]
      if isTransactionCall(statement, "begin") { open += 1 }
      if isTransactionCall(statement, "commit") { open -= 1 }
      if open == 0 {
        commit = index
        break
      }
      guard open == 1 else { continue }
      if case .call(
        .call(.member(.name("CATransaction", _), "setCompletionBlock", _), let arguments, _),
        let trailing, _) = statement
      {
        var block = trailing
        if block == nil, case .closure(let statements, _)? = arguments.first?.value {
          block = statements
        }
        guard completion == nil, let block else { return nil }
        completion = (index, block)
      } else if change == nil, let receiver = changedContainer(statement) {
        change = (index, receiver)
      }
    }
    guard let commit, let completion, let change else { return nil }
    return (commit, completion.0, completion.1, change.0, change.1)
  }

  /// Whether `statement` is `CATransaction.method()`.
  private static func isTransactionCall(_ statement: Statement, _ method: String) -> Bool {
    guard
      case .call(.call(.member(.name("CATransaction", _), let called, _), _, _), nil, _) =
        statement
    else { return false }
    return called == method
  }

  /// The container a statement changes with a transition
  /// (`navigationController?.pushViewController(…)`, `_ = nav.popViewController(…)`,
  /// `present(…)` on `self`), if it is such a change.
  private static func changedContainer(_ statement: Statement) -> Expression? {
    let callee: Expression
    switch statement {
    case .call(.call(let called, _, _), _, _), .discard(.call(let called, _, _), _):
      callee = called
    case .call, .discard, .declaration, .handler, .bound, .assignment, .variable, .conditional,
      .loop, .guardStatement, .returnStatement, .whileLoop:
      return nil
    }
    switch callee {
    case .member(let base, let method, _) where transactionChanges.contains(method):
      return base
    case .name(let method, let location) where transactionChanges.contains(method):
      return .name("self", location)
    case .name, .member, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// The transaction's statements with its completion block run as the
  /// change's transition coordinator's completion, then the statements
  /// after its commit.
  mutating func transactionBlock(
    then rest: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let parts = Self.transactionParts(rest) else { return nil }
    declarations.note(
      "a CATransaction's completion block is read as the completion of the transition of the "
        + "change inside it (its transition coordinator's)", at: location, isSkipped: false)
    let coordinator = fresh("coordinator")
    let waits = Statement.conditional(
      [
        ConditionalBranch(
          condition: .optionalBinding(
            coordinator, .member(parts.receiver, "transitionCoordinator", location), location),
          body: [
            .call(
              .call(
                .member(.name(coordinator, location), "animate", location),
                [
                  Argument(label: "alongsideTransition", value: .none(location)),
                  Argument(label: "completion", value: .closure(parts.block, location)),
                ], location), trailingBlock: nil, at: location)
          ])
      ], otherwise: parts.block, at: location)
    var region: [Statement] = []
    for index in rest.startIndex..<parts.commit where index != parts.completionAt {
      region.append(rest[index])
      if index == parts.changeAt { region.append(waits) }
    }
    return try rewrite(region[...] + rest[(parts.commit + 1)...], context)
  }
}

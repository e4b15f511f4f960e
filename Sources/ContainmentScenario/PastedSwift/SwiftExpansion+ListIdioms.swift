import Containment

/// Swift's idioms over lists in a pasted class's code (scenario language §6):
/// `map` into a list, and every subview removed.
extension SwiftExpansion {
  /// `tabs = roots.map { UINavigationController(rootViewController: $0) }`
  /// as the statements Swift's `map` stands for: a list, a loop over the
  /// elements that appends the closure's value for each, then the
  /// statement reading the list; `nil` when the statement's value is not a
  /// `map` (or `compactMap`) whose closure is one expression.
  static func expandingMap(in statement: Statement) -> [Statement]? {
    let value: Expression
    switch statement {
    case .assignment(_, let assigned, _): value = assigned
    case .declaration(_, let declared, _), .variable(_, _, let declared, _): value = declared
    case .handler, .bound, .discard, .call, .conditional, .loop, .whileLoop, .guardStatement,
      .returnStatement:
      // Not a statement whose whole value is a list.
      return nil
    }
    guard case .call(.member(let list, let method, let mapAt), let arguments, _) = value,
      method == "map" || method == "compactMap", arguments.count == 1,
      case .closure(let body, _) = arguments[0].value
    else { return nil }
    let (variable, statements) = closureParameter(of: body)
    guard statements.count == 1 else { return nil }
    let element: Expression
    if case .call(let expression, nil, _) = statements[0] {
      element = expression
    } else if case .returnStatement(let expression?, _) = statements[0] {
      element = expression
    } else {
      return nil
    }
    if method == "compactMap", case .call(.member(_, "as?", _), _, _) = element {
      // `children.compactMap { $0 as? Page }`: a search (`listSearch`).
      return nil
    }
    let mapped = Expression.name("#mapped", mapAt)
    return [
      .variable(name: "#mapped", type: "[UIViewController]", value: .array([], mapAt), at: mapAt),
      .loop(
        variable: variable, variableAt: mapAt, sequence: list,
        body: [
          .call(
            .call(.member(mapped, "append", mapAt), [Argument(label: nil, value: element)], mapAt),
            trailingBlock: nil, at: mapAt)
        ], at: mapAt),
      statement.replacing(value, with: mapped),
    ]
  }

  /// The most instances a call on a receiver known only when running is
  /// dispatched over (``dispatched(_:on:_:_:at:)``).
  static let maximumDispatchedInstances = 32

  /// The view whose subviews a loop removes, when it is
  /// `owner.subviews.forEach { $0.removeFromSuperview() }` or
  /// `for v in owner.subviews { v.removeFromSuperview() }`: the language has
  /// no list of views, but this one loop is a whole (a container emptied).
  static func subviewsCleared(
    by sequence: Expression, _ variable: String, _ body: [Statement]
  ) -> Expression? {
    guard case .member(let owner, "subviews", _) = sequence, body.count == 1,
      case .call(.call(.member(.name(variable, _), "removeFromSuperview", _), [], _), nil, _) =
        body[0]
    else { return nil }
    return owner
  }

  /// The statement that removes every subview `owner` has when it runs.
  mutating func removingEverySubview(
    of owner: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Statement {
    .call(
      .call(
        .member(try resolve(owner, context), Lowering.removingEverySubview, location), [],
        location), trailingBlock: nil, at: location)
  }

  /// Whether `method` changes a list in place (`append`, `insert`, the
  /// removals ``listChange(_:_:_:_:at:)`` reads).
  static func changesAList(_ method: String) -> Bool {
    switch method {
    case "append", "insert", "removeAll", "removeLast", "removeFirst", "popLast": true
    default: false
    }
  }
}

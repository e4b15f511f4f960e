import Containment

/// Swift's idioms over lists in a pasted class's code (scenario language §6):
/// `map` into a list, every subview removed, and a list changed at an index
/// or where a closure holds.
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
    let mapped = Expression.name(mappedList, mapAt)
    return [
      .variable(name: mappedList, type: "[UIViewController]", value: .array([], mapAt), at: mapAt),
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

  /// The list a `map` fills, element by element (``expandingMap(in:)``).
  static let mappedList = "#mapped"

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
    case "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast": true
    default: false
    }
  }

  /// `list.remove(at: i)`: the list assigned without the element at `i`
  /// (an index out of range stops the run there, as Swift traps).
  static func removing(
    from list: Expression, at position: Expression, _ location: SourceLocation
  ) -> [Statement] {
    [
      trapping(unless: position, isBelow: .member(list, "count", location), location),
      .assignment(
        target: list,
        value: .call(
          .member(list, Lowering.removingAt, location),
          [Argument(label: "at", value: position)], location),
        at: location),
    ]
  }

  /// `list.insert(c, at: i)`: the list assigned with `c` before the
  /// element at `i`, or after the last when `i` is the count (past it, the
  /// run stops there, as Swift traps).
  static func inserting(
    _ inserted: Expression, into list: Expression, at position: Expression,
    _ location: SourceLocation
  ) -> [Statement] {
    let bound = Expression.binary(
      .plus, .member(list, "count", location), .number(1, location), location)
    return [
      trapping(unless: position, isBelow: bound, location),
      .assignment(
        target: list,
        value: .call(
          .member(list, Lowering.insertingAt, location),
          [Argument(label: nil, value: inserted), Argument(label: "at", value: position)],
          location),
        at: location),
    ]
  }

  /// `list.removeAll(where: { … })` as Swift's own statements: the list
  /// built again with the elements for which the closure's one expression
  /// is false; `nil` when the closure is not one expression.
  mutating func removingAll(
    from list: Expression, where closure: Expression, _ location: SourceLocation
  ) -> [Statement]? {
    guard case .closure(let body, _) = closure else { return nil }
    let (variable, statements) = Self.closureParameter(of: body)
    guard statements.count == 1 else { return nil }
    let removes: Expression
    switch statements[0] {
    case .call(let expression, nil, _), .returnStatement(let expression?, _):
      removes = expression
    case .declaration, .handler, .bound, .assignment, .discard, .call, .variable, .conditional,
      .loop, .guardStatement, .returnStatement, .whileLoop:
      return nil
    }
    let kept = fresh("kept")
    return [
      .variable(name: kept, type: "[UIViewController]", value: .array([], location), at: location),
      .loop(
        variable: variable, variableAt: location, sequence: list,
        body: [
          .conditional(
            [
              ConditionalBranch(
                condition: .not(removes, location),
                body: [Self.appending(.name(variable, location), to: kept, location)])
            ], otherwise: nil, at: location)
        ], at: location),
      .assignment(target: list, value: .name(kept, location), at: location),
    ]
  }

  /// `fatalError("Index out of range")` unless `0 <= position < bound`.
  private static func trapping(
    unless position: Expression, isBelow bound: Expression, _ location: SourceLocation
  ) -> Statement {
    let inRange = Expression.binary(
      .and, .binary(.greaterOrEqual, position, .number(0, location), location),
      .binary(.less, position, bound, location), location)
    let trap = Statement.call(
      .call(
        .name("fatalError", location),
        [Argument(label: nil, value: .string("Index out of range", location))], location),
      trailingBlock: nil, at: location)
    return .conditional(
      [ConditionalBranch(condition: .not(inRange, location), body: [trap])], otherwise: nil,
      at: location)
  }

  /// `kept = kept + [element]`.
  private static func appending(
    _ element: Expression, to kept: String, _ location: SourceLocation
  ) -> Statement {
    let list = Expression.name(kept, location)
    return .assignment(
      target: list, value: .binary(.plus, list, .array([element], location), location),
      at: location)
  }
}

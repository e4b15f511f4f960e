/// A method's result read inside a larger expression, when the method's
/// body does work (scenario language §6): `show(makeChild())`,
/// `guard let next = nextPage() else { return }`, `return makeChild()`; a
/// search of a list inside an expression (`return children.filter { … }.count`)
/// likewise.
///
/// The call runs first, on its own, its result kept in a variable
/// (``callForResult(_:_:at:)``), and the statement then reads the
/// variable, as Swift evaluates the call before the statement uses its
/// value. Only calls that run whenever the statement runs are taken out: not
/// one on the right of `&&`, `||` or `??`, in a branch of `?:`, in a closure,
/// in a loop's condition, which Swift may not evaluate (those stay refused,
/// with what to do). A condition's items are taken out one at a time as its
/// branches are written, each only when the items before it held
/// (``takingOut(of:_:)``, read by `SwiftExpansion+Conditions.swift`).
extension SwiftExpansion {
  /// `statement` with the working calls it always evaluates run first, and
  /// the statements that run them; `nil` when it has none.
  ///
  /// The conditions of an `if` and a `guard` are not read here: their
  /// items are taken out one at a time as their branches are written
  /// (``takingOut(of:_:)``), each only when the items before it held.
  mutating func takingOutCallsForResult(
    _ statement: Statement, _ context: Context
  ) throws(Failure) -> (before: [Statement], statement: Statement)? {
    var before: [Statement] = []
    var current = statement
    // One call at a time, innermost first: its value is a name when the
    // call around it reads its arguments. Each pass takes one call out of
    // the statement, so the passes are at most its number of calls.
    while let call = innermostCallForResult(in: current, context),
      let taken = try takingOut(call, context)
    {
      before += taken.statements
      current = current.replacing(call, with: taken.value)
    }
    return before.isEmpty ? nil : (before, current)
  }

  /// An item of a condition (`isReady()`, `let page = nextPage()`,
  /// `children.first(where: { … }) == nil`) with the working calls and the
  /// searches it always evaluates run first, and the statements that run
  /// them (none when it has none).
  mutating func takingOut(of item: inout Expression, _ context: Context) throws(Failure)
    -> [Statement]
  {
    var before: [Statement] = []
    while let call = innermostCall(among: [item], context), let taken = try takingOut(call, context)
    {
      before += taken.statements
      item = item.replacing(call, with: taken.value)
    }
    return before
  }

  /// Whether an item of a condition evaluates a working call or a search,
  /// which ``takingOut(of:_:)`` runs first.
  func hasWorkToTakeOut(_ item: Expression, _ context: Context) -> Bool {
    innermostCall(among: [item], context) != nil
  }

  /// The statements that run one working call or search, and the value that
  /// stands for its result; `nil` when the call cannot be taken out.
  private mutating func takingOut(_ call: Expression, _ context: Context) throws(Failure) -> (
    statements: [Statement], value: Expression
  )? {
    if let (list, search) = Self.firstIndexSearch(call),
      let searched = try listSearch(search, context, at: call.location)
    {
      // `children.firstIndex(where: { $0 is Page })`: the first element
      // the predicate holds for, found first, then its index.
      let index = Expression.call(
        .member(list, "firstIndex", call.location),
        [Argument(label: "of", value: .name(searched.variable, call.location))], call.location)
      return (searched.statements, index)
    }
    if let searched = try listSearch(call, context, at: call.location) {
      // `return children.filter { $0 is Page }.count`: the search's loop
      // first, then the statement reads what it kept.
      return (searched.statements, .name(searched.variable, call.location))
    }
    return try callForResult(call, context, at: call.location)
  }

  /// The innermost call of a method that does work among the expressions
  /// `statement` always evaluates (a condition's are read by its branches).
  private func innermostCallForResult(in statement: Statement, _ context: Context) -> Expression? {
    var roots: [Expression] = []
    switch statement {
    case .call(.call(let callee, let arguments, _), _, _):
      // The receiver first (`topMost()?.dismiss(animated: true)`), then the
      // arguments, as Swift evaluates them.
      roots = [callee] + arguments.map(\.value)
    case .declaration(_, .call(_, let arguments, _), _),
      .variable(_, _, .call(_, let arguments, _), _),
      .assignment(_, .call(_, let arguments, _), _):
      // The whole value is a call: the statement itself reads its result;
      // its arguments are evaluated first.
      roots = arguments.map(\.value)
    case .declaration(_, let value, _), .variable(_, _, let value, _),
      .assignment(_, let value, _):
      roots = [value]
    case .returnStatement(let value?, _):
      roots = [value]
    case .call, .returnStatement, .handler, .bound, .discard, .loop, .whileLoop,
      .guardStatement, .conditional:
      // A loop's condition runs at each iteration; handlers and blocks are
      // statements of their own; a condition's items are taken out as its
      // branches are written.
      return nil
    }
    return innermostCall(among: roots, context)
  }

  /// The innermost working call or search among `roots` and what they
  /// always evaluate.
  private func innermostCall(among roots: [Expression], _ context: Context) -> Expression? {
    var work = roots
    var found: Expression?
    while let next = work.popLast() {
      switch next {
      case .call(let callee, let arguments, _):
        if let (_, search) = Self.firstIndexSearch(next) {
          if readsAsSearch(search, context) { found = next }
          continue
        }
        if Self.isListSearch(next) {
          // A search inside the expression, its closure its own; one the
          // model cannot read (over a list of constraints) is left to the
          // statement.
          if readsAsSearch(next, context) { found = next }
          continue
        }
        if isMethodCall(callee, context), !resolves(next, context) {
          found = next
        }
        work += arguments.map(\.value)
      case .binary(let operation, let left, let right, _):
        switch operation {
        case .and, .or, .nilCoalescing:
          // The right side may not be evaluated.
          work.append(left)
        case .identical, .notIdentical, .equal, .notEqual, .less, .lessOrEqual, .greater,
          .greaterOrEqual, .plus, .minus, .times, .divide, .remainder, .halfOpenRange, .closedRange:
          work += [left, right]
        }
      case .ternary(let condition, _, _, _):
        work.append(condition)
      case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _),
        .not(let base, _), .optionalBinding(_, let base, _):
        work.append(base)
      case .subscript(let base, let index, _):
        work += [base, index]
      case .array(let elements, _):
        work += elements
      case .name, .number, .string, .boolean, .none, .enumCase, .closure:
        break
      }
    }
    // The last found is the deepest on its path: the stack goes down before
    // it goes across, so a call found later lies inside or after it.
    return found
  }

  /// Whether `expression` is `list.first(where: { … })`,
  /// `list.contains(where: { … })` or `list.filter { … }`, a search read
  /// as a loop over the list (``listSearch(_:_:at:)``).
  static func isListSearch(_ expression: Expression) -> Bool {
    guard case .call(.member(_, let method, _), let arguments, _) = expression,
      searchMethods.contains(method), arguments.count == 1, case .closure = arguments[0].value
    else { return false }
    return true
  }

  /// `list.firstIndex(where: { … })` whose closure is not a comparison with
  /// one value: the list, and the search for the first element the closure
  /// holds for (`list.first(where: { … })`), whose index is the same, as
  /// the closure reads only the element; `nil` for any other expression.
  static func firstIndexSearch(_ expression: Expression) -> (list: Expression, search: Expression)?
  {
    guard
      case .call(.member(let list, "firstIndex", let at), let arguments, let location) =
        expression, arguments.count == 1, arguments[0].label == "where",
      case .closure(let closure, _) = arguments[0].value, comparedElement(in: closure) == nil
    else { return nil }
    return (list, .call(.member(list, "first", at), arguments, location))
  }

  /// Whether `search` reads as a loop over a list of controllers.
  private func readsAsSearch(_ search: Expression, _ context: Context) -> Bool {
    var copy = self
    return (try? copy.listSearch(search, context, at: search.location)) != nil
  }

  /// Whether `call` reads as a value without running (a method that only
  /// tests and returns).
  private func resolves(_ call: Expression, _ context: Context) -> Bool {
    var copy = self
    return (try? copy.resolve(call, context)) != nil
  }
}

extension Statement {
  /// The statement with each occurrence of `target` in the expressions it
  /// evaluates itself replaced by `replacement` (blocks are left as they are).
  func replacing(_ target: Expression, with replacement: Expression) -> Statement {
    func swap(_ expression: Expression) -> Expression {
      expression.replacing(target, with: replacement)
    }
    switch self {
    case .declaration(let name, let value, let location):
      return .declaration(name: name, value: swap(value), at: location)
    case .variable(let name, let type, let value, let location):
      return .variable(name: name, type: type, value: swap(value), at: location)
    case .assignment(let assigned, let value, let location):
      return .assignment(target: assigned, value: swap(value), at: location)
    case .call(let call, let trailing, let location):
      return .call(swap(call), trailingBlock: trailing, at: location)
    case .returnStatement(let value, let location):
      return .returnStatement(value.map(swap), at: location)
    case .guardStatement(let condition, let otherwise, let location):
      return .guardStatement(swap(condition), otherwise: otherwise, at: location)
    case .conditional(var branches, let otherwise, let location):
      if let first = branches.first {
        branches[0] = ConditionalBranch(condition: swap(first.condition), body: first.body)
      }
      return .conditional(branches, otherwise: otherwise, at: location)
    case .handler, .bound, .discard, .loop, .whileLoop:
      // Nothing is taken out of these.
      return self
    }
  }
}

extension Expression {
  /// The expression with each occurrence of `target` replaced.
  ///
  /// Closures are not entered. Recursion is bounded by the parser's nesting
  /// limit.
  func replacing(_ target: Expression, with replacement: Expression) -> Expression {
    if self == target { return replacement }
    func swap(_ expression: Expression) -> Expression {
      expression.replacing(target, with: replacement)
    }
    switch self {
    case .member(let base, let name, let location):
      return .member(swap(base), name, location)
    case .call(let callee, let arguments, let location):
      var swapped = arguments
      for index in swapped.indices { swapped[index].value = swap(swapped[index].value) }
      return .call(swap(callee), swapped, location)
    case .binary(let operation, let left, let right, let location):
      return .binary(operation, swap(left), swap(right), location)
    case .not(let operand, let location):
      return .not(swap(operand), location)
    case .subscript(let base, let index, let location):
      return .subscript(swap(base), swap(index), location)
    case .unwrap(let base, let location):
      return .unwrap(swap(base), location)
    case .forceUnwrap(let base, let location):
      return .forceUnwrap(swap(base), location)
    case .ternary(let condition, let whenTrue, let whenFalse, let location):
      return .ternary(swap(condition), swap(whenTrue), swap(whenFalse), location)
    case .optionalBinding(let name, let value, let location):
      return .optionalBinding(name, swap(value), location)
    case .array(let elements, let location):
      return .array(elements.map(swap), location)
    case .name, .number, .string, .boolean, .none, .enumCase, .closure:
      return self
    }
  }
}

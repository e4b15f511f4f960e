import Containment

/// The loops of a pasted class's code (scenario language §5, §6): `for` over
/// lists and ranges, `for … in list.enumerated()`, `while`, `repeat`, with
/// `break`, `continue` and a `return` inside.
extension SwiftExpansion {
  /// What every loop starts with: the check that a `return` inside it is
  /// followed (``loopThatReturns(_:then:_:at:)`` sets the flag first), then
  /// ``breakable(_:_:at:)``.
  private mutating func loopBody(
    _ body: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (prologue: [Statement], body: [Statement], context: Context) {
    if body.contains(where: \.containsReturn) && context.returnFlag == nil {
      throw .diagnostic(
        Diagnostic("a 'return' inside this loop cannot be followed", at: location))
    }
    var loopContext = context
    let (prologue, guardedBody) = breakable(body, &loopContext, at: location)
    return (prologue, guardedBody, loopContext)
  }

  /// A loop's body in a context of its own: `continue` ends an iteration,
  /// and a `break` sets a flag of the loop's (declared here, false at the
  /// beginning) under which the next iterations do nothing.
  private mutating func breakable(
    _ body: [Statement], _ context: inout Context, at location: SourceLocation
  ) -> (prologue: [Statement], body: [Statement]) {
    context.isLoopBody = true
    guard body.contains(where: \.breaksLoop) else {
      context.breakFlag = nil
      return ([], body)
    }
    let flag = fresh("broke")
    context.breakFlag = flag
    hoisted.append(.variable(name: flag, type: nil, value: .boolean(false, location), at: location))
    let prologue: [Statement] = [
      .assignment(target: .name(flag, location), value: .boolean(false, location), at: location)
    ]
    let going = Expression.not(.name(flag, location), location)
    return (
      prologue,
      [
        .conditional(
          [ConditionalBranch(condition: going, body: body)], otherwise: nil, at: location)
      ]
    )
  }

  /// A loop whose body may `return`: a flag of the method's (one for all
  /// its loops), set by the `return`, skips the loop's next iterations and
  /// the statements after the loop.
  mutating func loopThatReturns(
    _ loop: Statement, then rest: ArraySlice<Statement>, _ context: inout Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var out: [Statement] = []
    if context.returnFlag == nil {
      let flag = fresh("returned")
      hoisted.append(
        .variable(name: flag, type: nil, value: .boolean(false, location), at: location))
      out.append(
        .assignment(target: .name(flag, location), value: .boolean(false, location), at: location))
      context.returnFlag = flag
    }
    guard let flag = context.returnFlag else { return out }
    let going = Expression.not(.name(flag, location), location)
    let guarded: Statement
    switch loop {
    case .loop(let variable, let variableAt, let sequence, let body, let at):
      guarded = .loop(
        variable: variable, variableAt: variableAt, sequence: sequence,
        body: [
          .conditional([ConditionalBranch(condition: going, body: body)], otherwise: nil, at: at)
        ],
        at: at)
    case .whileLoop(let condition, let body, let testsFirst, let at):
      guarded = .whileLoop(
        .binary(.and, going, condition, at), body: body, testsFirst: testsFirst, at: at)
    case .declaration, .handler, .bound, .assignment, .discard, .call, .variable, .conditional,
      .guardStatement, .returnStatement:
      return out + (try single(loop, context))
    }
    out += try single(guarded, context)
    if !rest.isEmpty {
      out.append(
        .conditional(
          [ConditionalBranch(condition: going, body: try rewrite(rest, context))], otherwise: nil,
          at: location))
    }
    return out
  }

  /// `for x in sequence { … }`: the subviews cleared, a search first, a
  /// constant list of values or a range of literals written out, an
  /// enumerated loop, or the loop with its variable named afresh.
  mutating func rewriteLoop(
    _ variable: String, _ variableAt: SourceLocation, _ sequence: Expression,
    _ body: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    if let owner = Self.subviewsCleared(by: sequence, variable, body) {
      return [try removingEverySubview(of: owner, context, at: location)]
    }
    if case .member(let list, "indices", let indicesAt) = sequence {
      // `for i in pages.indices`: `0..<pages.count`.
      let range = Expression.binary(
        .halfOpenRange, .number(0, indicesAt), .member(list, "count", indicesAt), indicesAt)
      return try rewriteLoop(variable, variableAt, range, body, context, at: location)
    }
    if let reversed = try enumeratedReversedLoop(variable, variableAt, sequence, body) {
      return try rewrite(reversed[...], context)
    }
    if let stride = Self.stride(sequence) {
      // `stride(from:to:by:)`, `(0..<n).reversed()`: a counter and a `while`.
      return try rewrite(
        strideLoop(variable, variableAt, stride, body, at: location)[...], context)
    }
    if let searched = try listSearch(sequence, context, at: location) {
      // `for item in items.filter { … }`, `items.filter { … }.forEach { … }`:
      // the search first, then the loop over what it kept.
      return searched.statements
        + (try single(
          .loop(
            variable: variable, variableAt: variableAt,
            sequence: .name(searched.variable, variableAt), body: body, at: location),
          context))
    }
    if let writtenOut = try writtenOutLoop(
      variable, variableAt, sequence, body, context, at: location)
    {
      return writtenOut
    }
    if makesInstances(body), !variable.contains(","),
      !body.contains(where: { $0.containsReturn || $0.exitsLoop }),
      let unrolled = try unrolled(variable, sequence, body, context, at: location)
    {
      return unrolled
    }
    let (prologue, guardedBody, loopContext) = try loopBody(body, context, at: location)
    var inner = try deeper(loopContext, at: location)
    let parts = variable.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 2 {
      return try prologue
        + enumeratedLoop(
          String(parts[0]), String(parts[1]), variableAt, sequence, guardedBody, loopContext,
          at: location)
    }
    let name = fresh(variable)
    inner.locals[variable] = .name(name, variableAt)
    return prologue + [
      .loop(
        variable: name, variableAt: variableAt, sequence: try resolve(sequence, context),
        body: try rewrite(guardedBody[...], inner), at: location)
    ]
  }

  /// A loop each of whose iterations is written out, its name bound to a
  /// literal: over a constant list of values (enumerated or not), or over a
  /// list of views, which the language's lists (of controllers) are not;
  /// `nil` when the loop is neither, or its body returns or leaves it.
  private mutating func writtenOutLoop(
    _ variable: String, _ variableAt: SourceLocation, _ sequence: Expression,
    _ body: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    if !body.contains(where: { $0.containsReturn || $0.exitsLoop }),
      let values = try literalValues(of: sequence, context)
    {
      // `for (index, title) in titles.enumerated()` over a constant list of
      // values: each iteration written out, the names bound to literals.
      let parts = variable.split(separator: ",", omittingEmptySubsequences: false)
      var out: [Statement] = []
      for (index, value) in values.enumerated() {
        var inner = try deeper(context, at: location)
        if parts.count == 2 {
          inner.locals[String(parts[0])] = .number(Double(index), variableAt)
          inner.locals[String(parts[1])] = value
        } else {
          inner.locals[variable] = value
        }
        out += try rewrite(body[...], inner)
      }
      return out
    }
    if !variable.contains(","), case .array(let elements, _) = sequence, !elements.isEmpty,
      elements.allSatisfy({ isView($0, context) }),
      !body.contains(where: { $0.containsReturn || $0.exitsLoop })
    {
      // `[header, body].forEach { view.addSubview($0) }`: a list of views
      // written out, which the language's lists (of controllers) are not;
      // each iteration written out with the name bound to its view.
      var out: [Statement] = []
      for element in elements {
        var inner = try deeper(context, at: location)
        inner.locals[variable] = try resolve(element, context)
        inner.skippedLocals[variable] = nil
        out += try rewrite(body[...], inner)
      }
      return out
    }
    return nil
  }

  /// `while c { … }`, `while let x = e, c { … }`, `repeat { … } while c`:
  /// each iteration tests `e != nil && c` and binds `x` once, as it begins,
  /// for the body; a loop that broke tests false from then on.
  mutating func rewriteWhileLoop(
    _ condition: Expression, _ body: [Statement], testsFirst: Bool, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let (prologue, guardedBody, loopContext) = try loopBody(body, context, at: location)
    var inner = try deeper(loopContext, at: location)
    var tests: Expression?
    var bindings: [(HandlerParameter, Expression)] = []
    for item in Self.conditions(condition) {
      let test: Expression
      if case .optionalBinding(let name, let value, let bindAt) = item {
        let resolved = try resolveCondition(value, inner)
        let bound = fresh(name)
        bindings.append(
          (HandlerParameter(name: bound, location: bindAt), .forceUnwrap(resolved, bindAt)))
        inner.locals[name] = .name(bound, bindAt)
        test = .binary(.notEqual, resolved, .none(bindAt), bindAt)
      } else {
        test = try resolveCondition(item, inner)
      }
      tests = tests.map { .binary(.and, $0, test, item.location) } ?? test
    }
    var loopBody = try rewrite(guardedBody[...], inner)
    for (parameter, value) in bindings.reversed() {
      loopBody = [.bound(parameter, value: value, body: loopBody)]
    }
    var test = tests ?? .boolean(true, location)
    if let flag = loopContext.breakFlag, loopContext.breakFlag != context.breakFlag {
      // A `while` that broke tests false from then on.
      test = .binary(.and, .not(.name(flag, location), location), test, location)
    }
    return prologue + [
      .whileLoop(test, body: loopBody, testsFirst: testsFirst, at: location)
    ]
  }

  /// `for (index, element) in list.enumerated() { … }`: a loop over the
  /// indices, the element read from a snapshot of the list bound for the body.
  private mutating func enumeratedLoop(
    _ indexName: String, _ elementName: String, _ variableAt: SourceLocation,
    _ sequence: Expression, _ body: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard case .call(.member(let list, "enumerated", _), let arguments, _) = sequence,
      arguments.isEmpty
    else {
      throw .diagnostic(
        Diagnostic(
          "'for (a, b) in' runs over 'list.enumerated()' only", at: sequence.location))
    }
    var inner = try deeper(context, at: location)
    let snapshot = fresh("list")
    let index = fresh(indexName)
    let element = fresh(elementName)
    inner.locals[indexName] = .name(index, variableAt)
    inner.locals[elementName] = .name(element, variableAt)
    let listName = Expression.name(snapshot, location)
    let count = Expression.member(listName, "count", location)
    let loop = Statement.loop(
      variable: index, variableAt: variableAt,
      sequence: .binary(.halfOpenRange, .number(0, location), count, location),
      body: [
        .bound(
          HandlerParameter(name: element, location: variableAt),
          value: .subscript(listName, .name(index, variableAt), location),
          body: try rewrite(body[...], inner))
      ], at: location)
    return [
      .bound(
        HandlerParameter(name: snapshot, location: location), value: try resolve(list, context),
        body: [loop])
    ]
  }

  /// `for (i, child) in children.enumerated().reversed()`: the list as it is
  /// when the loop begins, kept in a variable, and a loop over its indices
  /// counted down that binds the element; `nil` for any other sequence.
  private mutating func enumeratedReversedLoop(
    _ variable: String, _ variableAt: SourceLocation, _ sequence: Expression,
    _ body: [Statement]
  ) throws(Failure) -> [Statement]? {
    guard
      case .call(
        .member(.call(.member(let list, "enumerated", _), let none, _), "reversed", let at), let no,
        let location) =
        sequence, none.isEmpty, no.isEmpty
    else { return nil }
    let parts = variable.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else {
      throw .diagnostic(
        Diagnostic("'enumerated().reversed()' gives pairs: write 'for (i, x) in'", at: at))
    }
    let snapshot = fresh("list")
    let listed = Expression.name(snapshot, at)
    let indices = Expression.call(
      .member(
        .binary(.halfOpenRange, .number(0, at), .member(listed, "count", at), at), "reversed",
        at), [], at)
    let element = Statement.declaration(
      name: parts[1], value: .subscript(listed, .name(parts[0], variableAt), at), at: at)
    return [
      .variable(name: snapshot, type: "[UIViewController]", value: list, at: at),
      .loop(
        variable: parts[0], variableAt: variableAt, sequence: indices, body: [element] + body,
        at: location),
    ]
  }

  /// The integers a `for` loop counts through when Swift writes them as a
  /// stride: where it starts, where it stops, whether it stops *at* that
  /// bound (`through:`, a closed range) or before it, and the step.
  struct Stride {
    var start: Expression
    var bound: Expression
    var includesBound: Bool
    var step: Expression
  }

  /// `stride(from: a, to: b, by: s)`, `stride(from: a, through: b, by: s)`,
  /// `(a..<b).reversed()` and `(a...b).reversed()`; `nil` for any other
  /// sequence (a range counting up is the language's own loop).
  static func stride(_ sequence: Expression) -> Stride? {
    switch sequence {
    case .call(.name("stride", _), let arguments, _):
      guard arguments.count == 3, arguments[0].label == "from", arguments[2].label == "by",
        arguments[1].label == "to" || arguments[1].label == "through"
      else { return nil }
      return Stride(
        start: arguments[0].value, bound: arguments[1].value,
        includesBound: arguments[1].label == "through", step: arguments[2].value)
    case .call(.member(.binary(let range, let low, let high, let at), "reversed", _), let no, _)
    where no.isEmpty && (range == .halfOpenRange || range == .closedRange):
      // Counting down from the last element to the first.
      let last =
        range == .closedRange ? high : Expression.binary(.minus, high, .number(1, at), at)
      return Stride(start: last, bound: low, includesBound: true, step: .number(-1, at))
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// A stride written as Swift's own statements: its bound and step read
  /// once, as Swift makes the stride once; a counter that starts at the
  /// stride's start; and a `while` that binds the loop's name to it and
  /// steps it before the body runs (so `continue` steps too), while it has
  /// not passed the bound in the step's direction.
  private mutating func strideLoop(
    _ variable: String, _ variableAt: SourceLocation, _ stride: Stride, _ body: [Statement],
    at location: SourceLocation
  ) -> [Statement] {
    let (counter, bound, step) = (fresh("stride"), fresh("bound"), fresh("step"))
    let at = variableAt
    let (counted, bounding, stepping) = (
      Expression.name(counter, at), Expression.name(bound, at), Expression.name(step, at)
    )
    let zero = Expression.number(0, at)
    let (up, down): (BinaryOperator, BinaryOperator) =
      stride.includesBound ? (.lessOrEqual, .greaterOrEqual) : (.less, .greater)
    let holds = Expression.binary(
      .or,
      .binary(
        .and, .binary(.greater, stepping, zero, at), .binary(up, counted, bounding, at), at),
      .binary(
        .and, .binary(.less, stepping, zero, at), .binary(down, counted, bounding, at), at),
      at)
    let next = Statement.assignment(
      target: counted, value: .binary(.plus, counted, stepping, at), at: at)
    // Swift's stride traps on a step of zero.
    let trap = Statement.call(
      .call(
        .name("fatalError", at),
        [Argument(label: nil, value: .string("Stride size must not be zero", at))], at),
      trailingBlock: nil, at: at)
    return [
      .variable(name: bound, type: "Int", value: stride.bound, at: at),
      .variable(name: step, type: "Int", value: stride.step, at: at),
      .conditional(
        [ConditionalBranch(condition: .binary(.equal, stepping, zero, at), body: [trap])],
        otherwise: nil, at: at),
      .variable(name: counter, type: "Int", value: stride.start, at: at),
      .whileLoop(
        holds, body: [.declaration(name: variable, value: counted, at: at), next] + body,
        testsFirst: true, at: location),
    ]
  }
}

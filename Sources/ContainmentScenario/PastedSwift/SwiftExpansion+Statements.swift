import Containment

/// The statements of a pasted class's code, expanded (scenario language §6):
/// the walk over a list of statements, each kind handed to the file of its
/// concept (`+Conditions`, `+Locals`, `+Loops`, `+Calls`, `+Assignments`,
/// `+Animations`, `+Stops`), and the statements kept as the language's.
extension SwiftExpansion {
  /// The statements `statements` stand for in `context`; a `return` ends
  /// the list (the method's path) there.
  ///
  /// A `guard`, a local `let` and an `if` holding a `return` take the
  /// statements after them into their own blocks, so that the list ends
  /// with them.
  mutating func rewrite(_ statements: ArraySlice<Statement>, _ context: Context)
    throws(Failure) -> [Statement]
  {
    try enterNesting(at: statements.first?.location)
    defer { rewriteDepth -= 1 }
    var out: [Statement] = []
    var context = context
    var index = statements.startIndex
    while index < statements.endIndex {
      var statement = madeFromStoryboard(statements[index], context)
      if let taken = try takingOutCallsForResult(statement, context) {
        // `show(makeChild())`: the method runs first, its result kept.
        out += taken.before
        statement = taken.statement
      }
      let rest = statements[(index + 1)...]
      if !context.isTopLevel, let mapped = Self.expandingMap(in: statement) {
        // `tabs = roots.map { … }`: the list built by a loop first.
        out += try rewrite((mapped + rest)[...], context)
        return out
      }
      // A `lazy` property this statement reads is made first, once.
      out += try lazyInitializations(for: statement, context)
      // A view a view class of the file keeps is made before its first read.
      out += viewSlotsMade(for: statement, context)
      if !context.isTopLevel, case .declaration = statement,
        let hoisted = hoistingMadeObjects(from: statement, context)
      {
        // `let sheet = Sheet(content: UIViewController())` in a method: each
        // object made first, as below, and the local declared for the rest.
        out += try rewrite((hoisted + rest)[...], context)
        return out
      }
      if let hoisted = hoistingMadeObjects(from: statement, context) {
        // `viewControllers = [Feed(), UINavigationController(rootViewController: Profile())]`:
        // each object made first, innermost first, as a local named after
        // its type (in the driver too), then the statement reads the locals.
        let inner = context.isTopLevel ? try deeper(context, at: statement.location) : context
        out += try rewrite(hoisted[...], inner)
        out += try rewrite(rest, context)
        return out
      }
      switch try rewriteOne(statement, then: rest, &context) {
      case .continues(let rewritten):
        out += rewritten
      case .ends(let rewritten):
        out += rewritten
        return out
      }
      index += 1
    }
    try count(out.count, at: statements.first?.location ?? SourceLocation(line: 1, column: 1))
    return out
  }

  /// Enters one more level of the expansion's recursion: a list of
  /// statements, a condition's item or a branch of an `if` that holds the
  /// statements after it; past ``maximumRewriteDepth`` the file is refused
  /// at `location` (a list with no statement recurses no further).
  mutating func enterNesting(at location: SourceLocation?) throws(Failure) {
    if rewriteDepth >= Self.maximumRewriteDepth, let location {
      throw .diagnostic(
        Diagnostic(
          "statements nest more than \(Self.maximumRewriteDepth) deep here (each local 'let', "
            + "'guard', early 'return' and branch that holds the statements after it, across "
            + "the methods called): split the method", at: location))
    }
    rewriteDepth += 1
  }

  /// What one statement of a list stands for, given the statements after
  /// it: ``Rewritten/ends(_:)`` when it takes them into its own blocks (or
  /// ends the method's path), so that the list ends with it.
  private mutating func rewriteOne(
    _ statement: Statement, then rest: ArraySlice<Statement>, _ context: inout Context
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    switch statement {
    case .returnStatement(let value?, let location)
    where makesObject(value, classes) && !context.isTopLevel:
      // `return PageViewController(index: i)`: made, then returned; a
      // UIKit controller is named after its type (`viewController`).
      var made = "#made"
      if case .call(.name(let type, _), _, _) = value, classes[type] == nil {
        made = Self.madeLocalName(type)
      }
      out += try rewrite(
        [
          .declaration(name: made, value: value, at: location),
          .returnStatement(.name(made, location), at: location),
        ][...], context)
      return .ends(out)
    case .returnStatement(let value, let location):
      return try rewriteReturn(value, context, at: location)
    case .call(.ternary(let condition, let whenTrue, let whenFalse, let ternaryAt), nil, _):
      // `isOpen ? close() : open()` as a statement: an `if` over the two.
      let split = Statement.conditional(
        [
          ConditionalBranch(
            condition: condition,
            body: [.call(whenTrue, trailingBlock: nil, at: whenTrue.location)])
        ], otherwise: [.call(whenFalse, trailingBlock: nil, at: whenFalse.location)],
        at: ternaryAt)
      out += try rewrite([split][...] + rest, context)
      return .ends(out)
    case .call(.call(.name("#continue", _), _, _), _, let location):
      // The rest of this iteration is skipped.
      guard context.isLoopBody else {
        throw .diagnostic(Diagnostic("'continue' is only allowed inside a loop", at: location))
      }
      return .ends(out)
    case .call(.call(.name("#break", _), _, _), _, let location):
      // The loop's next iterations are skipped.
      guard context.isLoopBody, let flag = context.breakFlag else {
        throw .diagnostic(Diagnostic("'break' is only allowed inside a loop", at: location))
      }
      out.append(
        .assignment(
          target: .name(flag, location), value: .boolean(true, location), at: location))
      return .ends(out)
    case .loop(_, _, _, let body, let location) where body.contains(where: \.containsReturn),
      .whileLoop(_, let body, _, let location) where body.contains(where: \.containsReturn):
      out += try loopThatReturns(statement, then: rest, &context, at: location)
      return .ends(out)
    case .guardStatement(let condition, let otherwise, let location):
      let inner = try deeper(context, at: location)
      let failure = try rewrite(otherwise[...], inner)
      out += try branch(
        Self.conditions(condition)[...], then: rest, else: failure, inner, at: location)
      return .ends(out)
    case .conditional(let branches, let otherwise, let location):
      let inner = try deeper(context, at: location)
      if (statement.containsReturn || context.isLoopBody && statement.exitsLoop) && !rest.isEmpty {
        out += try conditional(branches[...], otherwise, continuation: rest, inner, at: location)
        return .ends(out)
      }
      out += try conditional(branches[...], otherwise, continuation: [][...], inner, at: location)
    case .variable(let name, let type, let value, let location)
    where !context.isTopLevel && Self.assigns(name, in: rest):
      return try rewriteChangingLocal(name, type, value, &context, at: location)
    case .declaration(
      let name, .call(.name("UIViewPropertyAnimator", _), let arguments, let callAt), _):
      return try keepAnimator(name, arguments, then: rest, &context, callAt: callAt)
    case .call(
      .call(.member(.name(let name, _), let method, _), let arguments, let callAt),
      let trailing, let location)
    where context.animators[name] != nil:
      out += try animatorCall(name, method, arguments, trailing, &context, at: location, callAt)
    case .assignment(let target, let value, let location)
    where keptAnimator(target, context) != nil:
      out += try notingSkips(statement, &context) { (expansion, context) throws(Failure) in
        try expansion.assignAnimator(target, value, &context, at: location) ?? []
      }
    case .assignment(.member(let base, let member, let memberAt), let value, let location)
    where keptAnimator(base, context) != nil:
      out += try notingSkips(statement, &context) { (expansion, context) throws(Failure) in
        try expansion.keptAnimatorSetting(
          .member(base, member, memberAt), value, context, at: location) ?? []
      }
    case .call(.call(.member(let base, _, _), _, _), _, _) where keptAnimator(base, context) != nil:
      out += try notingSkips(statement, &context) { (expansion, context) throws(Failure) in
        try expansion.keptAnimatorCall(statement, context) ?? []
      }
    case .declaration(let name, .call(.name(let type, _), _, _), _)
    where madeType(type) == "UIView" && context.instance != nil
      && Self.becomesOwnView(name, in: rest):
      // `let container = UIView(); …; view = container` in `loadView`:
      // the controller's own view, which the model has made already.
      context.locals[name] = .member(
        .name(context.instance ?? "", statement.location), "view", statement.location)
      context.skippedLocals[name] = nil
      if viewClasses.contains(type) { context.localViewClasses[name] = type }
    case .declaration(
      let name, .call(.member(let list, let method, let methodAt), let arguments, _),
      let location)
    where !context.isTopLevel && arguments.isEmpty
      && ["removeLast", "removeFirst", "popLast"].contains(method):
      return try rewriteTakingOff(name, list, method, methodAt, then: rest, context, at: location)
    case .declaration(let name, .call(.name(let type, _), let arguments, _), let location)
    where !context.isTopLevel && classes[type] != nil:
      // `let page = PageViewController(index: i)` in a method.
      out += try instance(
        of: type, local: name, arguments, then: rest, context, at: location)
      return .ends(out)
    case .declaration(let name, let value, let location) where !context.isTopLevel,
      .variable(let name, _, let value, let location) where !context.isTopLevel:
      return try rewriteLocal(name, value, then: rest, &context, at: location)
    case .call(.call(.member(.name("UIView", _), "beginAnimations", _), _, _), nil, let location):
      return .ends(try animationBlock(then: rest, context, at: location))
    case .call(.call(.member(.name("CATransaction", _), "begin", _), _, _), nil, let location)
    where Self.transactionParts(rest) != nil:
      return .ends(try transactionBlock(then: rest, context, at: location) ?? [])
    case .declaration, .variable, .call, .assignment, .discard, .handler, .bound, .loop,
      .whileLoop:
      if case .assignment(let target, .call(let callee, let arguments, let callAt), let location) =
        statement, case .member(let type, "scheduledTimer", _) = callee, type.path == ["Timer"],
        case .skipped(let construct)? = literalProperty(target, context)
      {
        // `timer = Timer.scheduledTimer(…) { … }` into a property the model
        // does not keep: Swift still schedules the timer; only keeping it
        // is skipped.
        noteSkipped(statement, construct, at: location, topLevel: context.isTopLevel)
        if let kept = try keptTimer(target, callee, arguments, callAt, context, at: location) {
          out += kept
          return .continues(out)
        }
        out += try singleOrStop(
          .call(.call(callee, arguments, callAt), trailingBlock: nil, at: location), context)
        return .continues(out)
      }
      if let invalidated = timerInvalidation(statement, context) {
        out += invalidated
        return .continues(out)
      }
      out += try singleOrStop(statement, context)
    }
    return .continues(out)
  }

  /// What ``single(_:_:)`` makes of `statement`; when it reads what the
  /// model does not model, the stop that stands for it (a block UIKit runs
  /// for certain, a containment call on what is skipped), or its note and
  /// the views it reads.
  mutating func singleOrStop(_ statement: Statement, _ context: Context)
    throws(Failure) -> [Statement]
  {
    do {
      return try single(statement, context)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let location):
        if let stop = stopForUnreadArgument(of: statement, construct, at: location)
          ?? stopForDroppedBlock(of: statement, construct, at: location)
          ?? stopForUnreadContainmentCall(of: statement, construct, at: location, context)
          ?? stopForUnreadLoop(of: statement, construct, at: location, context)
        {
          return [stop]
        }
        noteSkipped(statement, construct, at: location, topLevel: context.isTopLevel)
        return viewLoad(in: statement, context)
      }
    }
  }

  /// What `expand` makes of `statement`, or, when it skips what the model
  /// does not model, the statement's note and the views it reads.
  private mutating func notingSkips(
    _ statement: Statement, _ context: inout Context,
    _ expand: (inout SwiftExpansion, inout Context) throws(Failure) -> [Statement]
  ) throws(Failure) -> [Statement] {
    do {
      return try expand(&self, &context)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let location):
        noteSkipped(statement, construct, at: location, topLevel: context.isTopLevel)
        return viewLoad(in: statement, context)
      }
    }
  }

  /// One statement that neither ends the list nor takes the rest.
  mutating func single(_ statement: Statement, _ context: Context) throws(Failure)
    -> [Statement]
  {
    switch statement {
    case .call(let expression, let trailing, let location):
      return try call(expression, trailing, context, at: location)
    case .assignment(let target, let value, let location):
      if let stop = stopForWorkItem(value, at: location) {
        // `hideWork = DispatchWorkItem { self?.hide() }`.
        return [stop]
      }
      if let called = try callForResult(value, context, at: location) {
        // `pages = viewControllers()`: the method runs, then its result is assigned.
        var inner = context
        inner.locals["#result"] = called.value
        return called.statements
          + (try assignment(target, .name("#result", location), inner, at: location))
      }
      return try assignment(target, value, context, at: location)
    case .discard(.call(.member(_, let query, _), let arguments, _), _)
    where ["firstIndex", "lastIndex", "contains"].contains(query)
      && arguments.count == 1 && arguments[0].label != "where":
      // `_ = pages.firstIndex(of: page)`: a question with no effect, which
      // loads the view it reads, if any.
      return viewLoad(in: statement, context)
    case .discard(.call(let callee, let arguments, let callAt), let location):
      // `_ = nav.popViewController(animated: true)`, `_ = stack.popLast()`:
      // the call, its result unread.
      return try rewrite(
        [.call(.call(callee, arguments, callAt), trailingBlock: nil, at: location)][...], context)
    case .discard(let value, let location):
      let resolved = try resolve(value, context)
      if case .member(_, "view", _) = resolved {
        // `_ = c.view`: the language's own statement, which loads the view.
        return [.discard(resolved, at: location)]
      }
      // `_ = parent`, `_ = menu.view.frame`: a value read and dropped, which
      // loads the view it reads, if any, and does nothing else.
      return viewLoad(in: statement, context)
    case .handler(let controller, let method, let parameter, let body, let location):
      var inner = try deeper(context, at: location)
      var renamed: HandlerParameter?
      if let parameter {
        let name = fresh(parameter.name)
        renamed = HandlerParameter(name: name, location: parameter.location)
        inner.locals[parameter.name] = .name(name, parameter.location)
      }
      return [
        .handler(
          controller: try resolve(controller, context), method: method, parameter: renamed,
          body: try rewrite(body[...], inner), at: location)
      ]
    case .bound(let parameter, let value, let body):
      var inner = try deeper(context, at: parameter.location)
      let name = fresh(parameter.name)
      inner.locals[parameter.name] = .name(name, parameter.location)
      return [
        .bound(
          HandlerParameter(name: name, location: parameter.location),
          value: try resolve(value, context), body: try rewrite(body[...], inner))
      ]
    case .loop(let variable, let variableAt, let sequence, let body, let location):
      return try rewriteLoop(variable, variableAt, sequence, body, context, at: location)
    case .declaration(let name, let value, let location):
      // The driver's own `let`; a view of a UIKit subclass is a plain view.
      if case .call(.name(let type, let typeAt), _, let callAt) = value, type != "UIView",
        isViewType(type), classes[type] == nil
      {
        return [
          .declaration(name: name, value: .call(.name("UIView", typeAt), [], callAt), at: location)
        ]
      }
      return [.declaration(name: name, value: try resolve(value, context), at: location)]
    case .variable(let name, let type, let value, let location):
      return [.variable(name: name, type: type, value: try resolve(value, context), at: location)]
    case .whileLoop(let condition, let body, let testsFirst, let location):
      return try rewriteWhileLoop(condition, body, testsFirst: testsFirst, context, at: location)
    case .conditional, .guardStatement, .returnStatement:
      return try rewrite([statement][...], context)
    }
  }

  /// `_ = c.view` for a skipped statement that reads `c.view`: reading it
  /// loads the view, as Swift does (scenario language §6).
  ///
  /// A call's receiver is read first, then its arguments, as Swift
  /// evaluates them (`NSLayoutConstraint.activate([child.view.topAnchor…])`
  /// loads `child`'s view); a closure's statements are not read here.
  mutating func viewLoad(in statement: Statement, _ context: Context) -> [Statement] {
    let expressions: [Expression]
    switch statement {
    case .assignment(let target, _, _): expressions = [target]
    case .call(.call(let callee, let arguments, _), _, _):
      expressions = [callee] + arguments.map(\.value).flatMap(\.subexpressions)
    case .discard(let value, _): expressions = [value]
    case .call, .declaration, .handler, .bound, .variable, .conditional, .loop,
      .guardStatement, .returnStatement, .whileLoop:
      return []
    }
    var loads: [Statement] = []
    for expression in expressions {
      guard let load = controllerViewRead(in: expression, context),
        !loads.contains(load)
      else { continue }
      loads.append(load)
    }
    return loads
  }

  /// `_ = c.view` for the controller's view `expression` reads through its
  /// chain of members and unwraps, if it reads one.
  private mutating func controllerViewRead(in expression: Expression, _ context: Context)
    -> Statement?
  {
    var current = expression
    while true {
      switch current {
      case .member(_, "view", let location), .name("view", let location):
        // A controller's view is loaded by reading it; a plain view (a
        // local or a property named `view`) needs nothing.
        guard let view = try? resolve(current, context), case .member(_, "view", _) = view else {
          return nil
        }
        return .discard(view, at: location)
      case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _):
        current = base
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
        .not, .subscript, .ternary, .optionalBinding:
        return nil
      }
    }
  }
}

extension Statement {
  /// Whether the statement is a `break` or `continue` of the loop that holds
  /// it, or holds one in its blocks (not in a loop of its own).
  var exitsLoop: Bool { loopExit(breaks: false) }

  /// Whether the statement is, or holds, a `break` of the loop that holds it.
  var breaksLoop: Bool { loopExit(breaks: true) }

  private func loopExit(breaks: Bool) -> Bool {
    switch self {
    case .call(.call(.name(let name, _), _, _), _, _):
      name == "#break" || (!breaks && name == "#continue")
    case .conditional(let branches, let otherwise, _):
      branches.contains { $0.body.contains { $0.loopExit(breaks: breaks) } }
        || (otherwise ?? []).contains { $0.loopExit(breaks: breaks) }
    case .guardStatement(_, let otherwise, _):
      otherwise.contains { $0.loopExit(breaks: breaks) }
    case .bound(_, _, let body):
      body.contains { $0.loopExit(breaks: breaks) }
    case .call, .declaration, .handler, .assignment, .discard, .variable, .returnStatement,
      .loop, .whileLoop:
      // A loop's own `break` is its own.
      false
    }
  }

  /// Whether a `return` may end the block early.
  ///
  /// In the statement or in the blocks it runs; not in closures and
  /// handlers, whose `return` ends only them. Bounded by the parser's
  /// nesting limit.
  var containsReturn: Bool {
    switch self {
    case .returnStatement: true
    case .guardStatement(_, let otherwise, _): otherwise.contains(where: \.containsReturn)
    case .conditional(let branches, let otherwise, _):
      branches.contains { $0.body.contains(where: \.containsReturn) }
        || (otherwise ?? []).contains(where: \.containsReturn)
    case .loop(_, _, _, let body, _), .whileLoop(_, let body, _, _):
      body.contains(where: \.containsReturn)
    case .bound(_, _, let body): body.contains(where: \.containsReturn)
    case .declaration, .handler, .assignment, .discard, .call, .variable: false
    }
  }
}

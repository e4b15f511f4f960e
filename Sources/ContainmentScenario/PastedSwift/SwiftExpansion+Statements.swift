import Containment

/// The statements of a pasted class's code, expanded (scenario language §6):
/// `guard`, early `return`, `if let`, locals, method calls and what is skipped.
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
      if !context.isTopLevel, let taken = try takingOutCallsForResult(statement, context) {
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
      do {
        out += try single(statement, context)
      } catch {
        switch error {
        case .diagnostic: throw error
        case .skipped(let construct, let location):
          if let stop = stopForUnreadArgument(of: statement, construct, at: location)
            ?? stopForDroppedBlock(of: statement, construct, at: location)
          {
            out.append(stop)
          } else {
            declarations.note(skippedNote(construct, of: statement), at: location)
            out += viewLoad(in: statement, context)
          }
        }
      }
    }
    return .continues(out)
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
        declarations.note(skippedNote(construct, of: statement), at: location)
        return viewLoad(in: statement, context)
      }
    }
  }

  /// Where the text of `expression` starts: the first of its parts'
  /// places.
  private static func start(of expression: Expression) -> SourceLocation {
    expression.subexpressions.map(\.location).min() ?? expression.location
  }

  /// The labels of the arguments that say when a closure runs.
  private static let timingLabels: Set<String> = ["withDuration", "duration", "delay", "deadline"]

  /// The stop that stands for a call whose timing argument reads what the
  /// model skips, when its closures call what the model follows.
  ///
  /// `UIView.animate(withDuration: style.duration) { … } completion: { …
  /// child.didMove(toParent: self) }`: skipping it would drop those calls
  /// unseen, and the trace and the audit would then speak of code that did
  /// not run (scenario language §6). `nil` for a call whose callee itself is
  /// skipped (`CATransaction.setCompletionBlock { … }`), whose object is
  /// (`present(alert, animated: true) { … }`), or whose closures call
  /// nothing the model follows.
  private func stopForUnreadArgument(
    of statement: Statement, _ construct: String, at location: SourceLocation
  ) -> Statement? {
    guard case .call(.call(_, let arguments, _), _, let statementAt) = statement,
      // The argument written last before what was skipped, by where its
      // text starts (a member is placed at its dot, a closure written after
      // the parentheses at the call).
      let read = arguments.map({ ($0, Self.start(of: $0.value)) })
        .filter({ $0.1 <= location }).max(by: { $0.1 < $1.1 })?.0,
      let label = read.label, Self.timingLabels.contains(label),
      skippedNote(construct, of: statement) != construct
    else { return nil }
    let message =
      "the \(label == "withDuration" ? "duration" : label) of this call reads what the model "
      + "does not model (\(construct)), and "
      + "its closure calls UIKit's containment or the file's methods, which wait for it: the "
      + "run stops here rather than go on without them; keep the duration in a property of "
      + "the container (a number of seconds) and pass that"
    return Self.stop(message, at: location, statementAt: statementAt)
  }

  /// The statement that stops the run at `statementAt` with `message`
  /// (exit 1; A27 in the audit), pointing at `location`.
  static func stop(
    _ message: String, at location: SourceLocation, statementAt: SourceLocation
  ) -> Statement {
    .call(
      .call(
        .name(Lowering.unmodelledValue, location),
        [Argument(label: nil, value: .string(message, location))], location),
      trailingBlock: nil, at: statementAt)
  }

  /// The stop that stands for a skipped call that hands UIKit a block UIKit
  /// will run for certain, when the block calls what the model follows.
  ///
  /// `CATransaction.setCompletionBlock { child.didMove(toParent: self) }`,
  /// `animator?.addCompletion { … }` on an animator the model does not keep,
  /// `Timer.scheduledTimer(…) { … }`: UIKit runs the block once the
  /// animations end or the time comes, so skipping it would drop a
  /// `didMove` or an `endAppearanceTransition` that does run, and the audit
  /// would blame correct code for its absence (scenario language §6). Blocks
  /// that run only on a user's or the system's event the model does not
  /// send (an alert's action, a gesture's target, a notification) are
  /// skipped with a note, as that event never comes in the scenario.
  private func stopForDroppedBlock(
    of statement: Statement, _ construct: String, at location: SourceLocation
  ) -> Statement? {
    guard
      case .call(
        .call(.member(let base, let method, _), let arguments, _), let trailing,
        let statementAt) = statement
    else { return nil }
    let runs: String
    let advice: String
    switch method {
    case "setCompletionBlock" where base.path == ["CATransaction"]:
      runs = "when the transaction's animations end"
      advice =
        "for a navigation change, run the block in its transition coordinator's completion "
        + "('navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { "
        + "_ in … }')"
    case "scheduledTimer" where base.path == ["Timer"]:
      runs = "when the timer fires"
      advice = "write the wait as 'DispatchQueue.main.asyncAfter(deadline: .now() + seconds)'"
    case "addCompletion", "addAnimations":
      runs = method == "addCompletion" ? "when the animator ends" : "when the animator starts"
      advice =
        "make the animator in the method that starts it ('let animator = "
        + "UIViewPropertyAnimator(…)', then 'animator.startAnimation()')"
    default:
      return nil
    }
    var blocks = trailing ?? []
    for argument in arguments {
      if case .closure(let statements, _) = argument.value { blocks += statements }
    }
    guard reachesTheModel(blocks) else { return nil }
    return Self.stop(
      "UIKit runs this block \(runs), and it calls UIKit's containment or the file's methods, "
        + "but the model does not follow this call (\(construct)): the run stops here rather "
        + "than go on without them; \(advice)", at: location, statementAt: statementAt)
  }

  /// The note for a skipped statement: the construct, and, when the call
  /// skipped is given code that calls UIKit's containment or the file's
  /// methods in a closure (`CATransaction.setCompletionBlock { …
  /// setViewControllers(…) }`), that this code does not run either, so that
  /// it is not lost unseen.
  func skippedNote(_ construct: String, of statement: Statement) -> String {
    guard case .call(.call(_, let arguments, _), let trailing, _) = statement else {
      return construct
    }
    var blocks = trailing.map { [$0] } ?? []
    // The closures given to the call, and to the calls in its arguments
    // (`alert.addAction(UIAlertAction(…) { _ in … })`).
    var values = arguments.map(\.value)
    while let value = values.popLast() {
      if case .closure(let statements, _) = value { blocks.append(statements) }
      if case .call(_, let inner, _) = value { values += inner.map(\.value) }
    }
    guard callsTheModel(blocks.flatMap { $0 }) else { return construct }
    return construct + "; the code in its closure does not run"
  }

  /// Whether `statements` call a method the language knows or a method of
  /// the file's classes.
  ///
  /// Blocks inside them count too.
  private func callsTheModel(_ statements: [Statement]) -> Bool {
    anyCall(in: statements, followingMethods: false) { name in
      ScenarioMethod(rawValue: name) != nil || Self.isMemberOfSelf(name)
        || classes.values.contains(where: { $0.methods.contains { $0.name == name } })
    }
  }

  /// Whether `statements` call one of the language's methods (`addChild`,
  /// `didMove`, `addSubview`, `present`, …), themselves or through the
  /// methods and functions of the file they call.
  ///
  /// Narrower than ``callsTheModel(_:)``: a block that calls a method of the
  /// file that only changes what the model skips (a label's text, a
  /// delegate's callback) reaches nothing.
  func reachesTheModel(_ statements: [Statement]) -> Bool {
    anyCall(in: statements, followingMethods: true) { name in
      ScenarioMethod(rawValue: name) != nil || name == "addChildViewController"
        || name == "removeFromParentViewController"
    }
  }

  /// Whether a call in `statements`, or in the blocks inside them, names a
  /// method `accepts` accepts; `followingMethods` walks the bodies of the
  /// file's methods and functions they call too, each name once.
  ///
  /// A walk with a stack of its own: no recursion over how deep the code
  /// nests or how its methods call each other.
  private func anyCall(
    in statements: [Statement], followingMethods: Bool, _ accepts: (String) -> Bool
  ) -> Bool {
    var pending = statements
    var visited: Set<String> = []
    while let statement = pending.popLast() {
      switch statement {
      case .call(.call(let callee, let arguments, _), let trailing, _):
        let name: String?
        switch callee {
        case .member(_, let member, _): name = member
        case .name(let called, _): name = called
        case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
          .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          name = nil
        }
        if let name {
          if accepts(name) { return true }
          if followingMethods, visited.insert(name).inserted {
            for declaration in classes.values {
              for method in declaration.methods where method.name == name {
                pending += method.body
              }
            }
            for function in declarations.functions where function.name == name {
              pending += function.body
            }
          }
        }
        pending += trailing ?? []
        for argument in arguments {
          if case .closure(let inner, _) = argument.value { pending += inner }
        }
      case .call, .declaration, .handler, .assignment, .discard, .variable, .returnStatement:
        // No block of statements, or a call of no method by name.
        continue
      case .conditional(let branches, let otherwise, _):
        pending += branches.flatMap(\.body) + (otherwise ?? [])
      case .loop(_, _, _, let body, _), .whileLoop(_, let body, _, _), .bound(_, _, let body),
        .guardStatement(_, let body, _):
        pending += body
      }
    }
    return false
  }

  /// `UIView.beginAnimations(_:context:)` … `UIView.commitAnimations()`:
  /// the animation block UIKit had before `UIView.animate` (rule 4.6).
  ///
  /// One `UIView.animate` whose animations are the statements between, of the
  /// duration and delay set between (`setAnimationDuration(_:)`, 0.2 s when
  /// none is set, as UIKit's documentation gives; `setAnimationDelay(_:)`),
  /// then the statements after the commit. The block's other
  /// `setAnimation…` calls (curve, delegate, selectors) are skipped.
  private mutating func animationBlock(
    then rest: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var open = 1
    var commit: Int?
    for index in rest.indices {
      if Self.isUIViewCall(rest[index], "beginAnimations") { open += 1 }
      if Self.isUIViewCall(rest[index], "commitAnimations") { open -= 1 }
      if open == 0 {
        commit = index
        break
      }
    }
    guard let commit else {
      throw .diagnostic(
        Diagnostic(
          "'UIView.beginAnimations' is read up to its 'UIView.commitAnimations()' in the same "
            + "block, and none follows here: write the block with 'UIView.animate(withDuration:"
            + "animations:)'", at: location))
    }
    var duration = Expression.number(0.2, location)
    var delay = Expression.number(0, location)
    var animations: [Statement] = []
    for statement in rest[..<commit] {
      guard
        case .call(
          .call(.member(.name("UIView", _), let method, let methodAt), let arguments, _),
          nil, _) = statement, method.hasPrefix("setAnimation")
      else {
        animations.append(statement)
        continue
      }
      switch method {
      case "setAnimationDuration": duration = arguments.first?.value ?? duration
      case "setAnimationDelay": delay = arguments.first?.value ?? delay
      default: declarations.note("'UIView.\(method)' is not modelled", at: methodAt)
      }
    }
    let animate = Statement.call(
      .call(
        .member(.name("UIView", location), "animate", location),
        [
          Argument(label: "withDuration", value: duration),
          Argument(label: "delay", value: delay),
          Argument(label: "animations", value: .closure(animations, location)),
        ], location), trailingBlock: nil, at: location)
    return try rewrite([animate][...] + rest[(commit + 1)...], context)
  }

  /// The duration of a SwiftUI animation given to `UIView.animate(_:changes:)`
  /// (iOS 18): its `duration:` argument, or SwiftUI's default for its kind
  /// (0.5 s for the springs, 0.35 s for the curves); `nil` for any other
  /// expression.
  static func swiftUIAnimationDuration(_ value: Expression) -> Double? {
    let kind: String
    var arguments: [Argument] = []
    switch value {
    case .enumCase(let name, _): kind = name
    case .call(.enumCase(let name, _), let given, _):
      kind = name
      arguments = given
    case .name, .member, .number, .string, .boolean, .none, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    let defaults = [
      "spring": 0.5, "smooth": 0.5, "snappy": 0.5, "bouncy": 0.5, "interactiveSpring": 0.15,
      "easeInOut": 0.35, "easeIn": 0.35, "easeOut": 0.35, "linear": 0.35, "default": 0.35,
    ]
    guard let standard = defaults[kind] else { return nil }
    if let given = arguments.first(where: { $0.label == "duration" }) {
      guard case .number(let seconds, _) = given.value else { return nil }
      return seconds
    }
    return standard
  }

  /// Whether `statement` is `UIView.method(…)`.
  private static func isUIViewCall(_ statement: Statement, _ method: String) -> Bool {
    guard case .call(.call(.member(.name("UIView", _), let called, _), _, _), nil, _) = statement
    else { return false }
    return called == method
  }

  /// `return` or `return value`: the value kept for a method called for
  /// its result, a call that still runs, the flag that skips the rest of
  /// the method inside a loop; the path ends here.
  private mutating func rewriteReturn(
    _ value: Expression?, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    // A method called for its result keeps the value before it ends.
    if let variable = context.resultVariable, let value {
      out.append(
        .assignment(
          target: .name(variable, location), value: try resolve(value, context), at: location))
    } else if let value, case .call = value {
      // `return setChild(c)` in a function that returns nothing (or
      // whose result nobody reads): the call still runs, as in Swift.
      out += try rewrite([.call(value, trailingBlock: nil, at: location)][...], context)
    }
    // Inside a loop: the flag that skips the rest of the method.
    if let flag = context.returnFlag {
      out.append(
        .assignment(
          target: .name(flag, location), value: .boolean(true, location), at: location))
    }
    return .ends(out)
  }

  /// A local the method changes: a top-level variable of its own, hoisted,
  /// set here.
  private mutating func rewriteChangingLocal(
    _ name: String, _ type: String?, _ value: Expression, _ context: inout Context,
    at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    // A local the method changes: a top-level variable of its own.
    let variable = fresh(name)
    try hoist(
      variable, typed: [type], value, at: location,
      what: "a local variable that changes ('var count: Int = …')")
    if case .variable(_, "[UIViewController]", _, _)? = hoisted.last {
      // `var made: [UIViewController] = []`, appended to: a list.
      listVariables.insert(variable)
    }
    let assigned = try resolve(value, context)
    context.locals[name] = .name(variable, location)
    if let type, !type.hasSuffix("?"), !type.hasSuffix("!"),
      madeType(type) != nil || classes[type] != nil || isControllerType(type)
    {
      // `let next: UIViewController`, set before it is read, or
      // `var shown: UIViewController = first`: never nil, read unwrapped.
      context.locals[name] = .forceUnwrap(.name(variable, location), location)
    }
    out.append(.assignment(target: .name(variable, location), value: assigned, at: location))
    return .continues(out)
  }

  /// `let animator = UIViewPropertyAnimator(duration:…)`: kept until
  /// `startAnimation()`, a view animation of its duration.
  ///
  /// An animator the method neither starts nor gives to a property of the
  /// class that keeps animators (it hands it on), whose blocks call what
  /// the model follows, stops the run where it is made: UIKit runs those
  /// blocks once it is started elsewhere, which the model does not follow,
  /// and going on without them would blame correct code for what they do.
  private func keepAnimator(
    _ name: String, _ arguments: [Argument], then rest: ArraySlice<Statement>,
    _ context: inout Context, callAt: SourceLocation
  ) throws(Failure) -> Rewritten {
    guard let duration = arguments.first(where: { $0.label == "duration" })?.value else {
      throw .diagnostic(
        Diagnostic("expected UIViewPropertyAnimator(duration:…)", at: callAt))
    }
    var animator = PropertyAnimator(duration: duration)
    for argument in arguments where argument.label == "animations" || argument.label == nil {
      if case .closure(let statements, _) = argument.value { animator.animations += statements }
    }
    context.animators[name] = animator
    let use = Self.animatorUse(of: name, in: rest)
    let isKept = use.keptIn.contains { keptAnimator($0, context) != nil }
    guard !use.isStarted, !isKept, reachesTheModel(animator.animations + use.blocks) else {
      return .continues([])
    }
    return .continues([
      Self.stop(
        "this property animator is neither started in the method that makes it nor kept in a "
          + "property of the class (it is handed on), and its blocks call UIKit's containment or "
          + "the file's methods: the model follows an animator the method starts, or one a "
          + "property of the class keeps ('private var animator: UIViewPropertyAnimator?'); the "
          + "run stops here rather than go on without them", at: callAt, statementAt: callAt)
    ])
  }

  /// Whether the statements call `name.startAnimation()`, and the blocks
  /// they add to `name` (`addAnimations`, `addCompletion`), in nested
  /// blocks too; a walk with a stack of its own.
  private static func animatorUse(of name: String, in statements: ArraySlice<Statement>) -> (
    isStarted: Bool, blocks: [Statement], keptIn: [Expression]
  ) {
    var pending = Array(statements)
    var blocks: [Statement] = []
    var keptIn: [Expression] = []
    var isStarted = false
    while let statement = pending.popLast() {
      switch statement {
      case .call(.call(let callee, let arguments, _), let trailing, _):
        var given = trailing ?? []
        for argument in arguments {
          if case .closure(let inner, _) = argument.value { given += inner }
        }
        if case .member(.name(name, _), let method, _) = callee {
          if method == "startAnimation" { isStarted = true }
          if method == "addAnimations" || method == "addCompletion" { blocks += given }
        }
        pending += given
      case .assignment(let target, .name(name, _), _):
        // `self.animator = animator`: a property that may keep it.
        keptIn.append(target)
      case .call, .declaration, .handler, .assignment, .discard, .variable, .returnStatement:
        continue
      case .conditional(let branches, let otherwise, _):
        pending += branches.flatMap(\.body) + (otherwise ?? [])
      case .loop(_, _, _, let body, _), .whileLoop(_, let body, _, _), .bound(_, _, let body),
        .guardStatement(_, let body, _):
        pending += body
      }
    }
    return (isStarted, blocks, keptIn)
  }

  /// `let top = stack.removeLast()`, `removeFirst()`, `popLast()`: the
  /// element, then the list without it, for the statements that follow.
  private mutating func rewriteTakingOff(
    _ name: String, _ list: Expression, _ method: String, _ methodAt: SourceLocation,
    then rest: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    // `let top = stack.removeLast()`: the element, then the list
    // without it; `popLast()` gives an optional.
    guard let dropped = try listChange(list, method, [], context, at: location),
      case .name(let variable, let variableAt) = try resolve(list, context)
    else {
      throw .diagnostic(
        Diagnostic("'\(method)()' takes an element off a list that changes", at: methodAt))
    }
    let taken = fresh(name)
    var inner = context
    inner.locals[name] =
      method == "popLast"
      ? .name(taken, location) : .forceUnwrap(.name(taken, location), location)
    inner.skippedLocals[name] = nil
    let element = Expression.member(
      .name(variable, variableAt), method == "removeFirst" ? "first" : "last", methodAt)
    out.append(
      .bound(
        HandlerParameter(name: taken, location: location), value: element,
        body: dropped + (try rewrite(rest, inner))))
    return .ends(out)
  }

  /// A method's local `let` or `var`: a search, a popped top, a method's
  /// result, or a value bound for the statements that follow.
  private mutating func rewriteLocal(
    _ name: String, _ value: Expression, then rest: ArraySlice<Statement>,
    _ context: inout Context, at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    if let searched = try listSearch(value, context, at: location) {
      // `let nav = children.first(where: { $0 is UINavigationController })`.
      out += searched.statements
      context.locals[name] = .name(searched.variable, location)
      return .continues(out)
    }
    if let popped = Self.poppedTop(by: value) {
      // `let popped = navigationController?.popViewController(animated: true)`:
      // the top that leaves (nil when the root is alone), read before
      // the call, then the call (rule 5.1).
      out += try rewrite(
        [
          .declaration(name: name, value: popped, at: location),
          .call(value, trailingBlock: nil, at: location),
        ] + rest, context)
      return .ends(out)
    }
    if let called = try callForResult(value, context, at: location) {
      // `let removed = pop()`: the method runs here, its result kept.
      out += called.statements
      context.locals[name] = called.value
      return .continues(out)
    }
    guard let bound = try local(name, value, &context, at: location) else { return .continues(out) }
    out.append(
      .bound(bound.parameter, value: bound.value, body: try rewrite(rest, bound.context)))
    return .ends(out)
  }

  /// A statement of a list, rewritten: the list goes on after it, or ends
  /// with it.
  enum Rewritten {
    /// The statements, then the next statement of the list.
    case continues([Statement])
    /// The statements, which took the rest of the list or ended the path.
    case ends([Statement])
  }

  /// A local `let` or `var` of a method, bound for the statements that follow.
  ///
  /// A literal or a closure stands for itself (`nil` returned); any other
  /// value is bound once for the statements that follow. A value the model does not model makes the
  /// name skipped: statements that read it are skipped too.
  private mutating func local(
    _ name: String, _ value: Expression, _ context: inout Context, at location: SourceLocation
  ) throws(Failure) -> (parameter: HandlerParameter, value: Expression, context: Context)? {
    if Self.isStoryboard(value) {
      // Read only for the controllers it makes (`SwiftExpansion+Storyboard`).
      context.skippedLocals[name] = Self.storyboardLocal
      return nil
    }
    if case .call(.name(let type, let typeAt), let arguments, let callAt) = value,
      let made = madeType(type)
    {
      // A controller or a view the method makes: named after the local.
      var inner = context
      let bound = fresh(name)
      inner.locals[name] = .name(bound, location)
      let creation: Expression =
        made == "UIView"
        ? .call(.name("UIView", typeAt), [], callAt)
        : try resolve(.call(.name(made, typeAt), arguments, callAt), context)
      return (HandlerParameter(name: bound, location: location), creation, inner)
    }
    let resolved: Expression
    switch try resolveNotingSkipped(value, context) {
    case .resolved(let expression):
      resolved = expression
    case .skipped(let construct):
      context.skippedLocals[name] = construct
      return nil
    }
    if case .ternary(let condition, let whenTrue, let whenFalse, let choiceAt) = resolved,
      Self.isChoiceOfConstants(whenTrue, whenFalse)
    {
      // `let direction = index > selected ? .forward : .reverse`,
      // `let duration = animated ? 0.3 : 0`: the condition bound now, as
      // Swift reads it at the declaration; the name stands for the choice
      // between the two where it is used.
      let bound = fresh(name)
      var inner = context
      inner.locals[name] = .ternary(.name(bound, location), whenTrue, whenFalse, choiceAt)
      return (HandlerParameter(name: bound, location: location), condition, inner)
    }
    switch resolved {
    case .number, .string, .boolean, .none, .closure, .enumCase:
      context.locals[name] = resolved
      return nil
    case .name, .array, .member, .call, .binary, .not, .subscript, .unwrap, .forceUnwrap,
      .ternary, .optionalBinding:
      let bound = fresh(name)
      var inner = context
      inner.locals[name] = .name(bound, location)
      return (HandlerParameter(name: bound, location: location), resolved, inner)
    }
  }

  /// Whether a ternary chooses between two cases, or between two numbers
  /// one of which is not whole (a duration), or between one of those and a
  /// value the model skips: values a local cannot hold, which the name
  /// stands for where it is used.
  static func isChoiceOfConstants(_ whenTrue: Expression, _ whenFalse: Expression) -> Bool {
    if case .enumCase = whenTrue, case .enumCase = whenFalse { return true }
    // A side the model cannot read beside a number or a case
    // (`animated ? configuration.duration : 0`): the name stands for the
    // choice, so that a run stops only where it picks that side.
    if whenTrue.isUnmodelledValue { return whenFalse.isConstant }
    if whenFalse.isUnmodelledValue { return whenTrue.isConstant }
    guard case .number(let a, _) = whenTrue, case .number(let b, _) = whenFalse else {
      return false
    }
    return a.exactInteger == nil || b.exactInteger == nil
  }

  /// `let page = Page(…)` in a method: the instance made where the code runs,
  /// its properties top-level variables of their own (set here), then the
  /// method's statements that follow, with the local bound to it.
  ///
  /// The expansion names the instance once for the place the code makes
  /// it: a place that runs again while the model still keeps the first
  /// instance's properties would share them, so the run stops there with a
  /// message instead (scenario language §6: each instance has its own).
  private mutating func instance(
    of className: String, local name: String, _ arguments: [Argument],
    then rest: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    // Made in an argument or returned: named after its class (`Page` is `page`).
    let bound = fresh(
      name == "#made" ? className.prefix(1).lowercased() + className.dropFirst() : name)
    noteNeverNilControllers(of: className, bound: bound)
    let made = try instantiate(className, as: bound, arguments, context, at: location)
    var inner = context
    inner.locals[name] = .name(bound, location)
    inner.skippedLocals[name] = nil
    let rewritten = try rewrite(rest, inner)
    let handle = "\(bound).instance"
    instanceHandles[bound] = handle
    hoisted.append(
      .variable(name: handle, type: "UIViewController?", value: .none(location), at: location))
    let body = try binding(made, around: rewritten, bound: bound, handle: handle, of: className)
    return madeOnce(bound, of: className, at: location) + body
  }

  /// Notes the instance's controller properties that are not optionals
  /// (`let content: UIViewController`): kept as optional controllers
  /// (hoisted), which Swift's initializer sets before any read, and read
  /// unwrapped by the class's code expanded while the instance is made.
  private mutating func noteNeverNilControllers(of className: String, bound: String) {
    for declaration in chain(of: className) {
      for property in declaration.properties {
        guard let type = property.type, isControllerType(type), !type.hasSuffix("?"),
          !type.hasSuffix("!")
        else { continue }
        neverNilVariables.insert("\(bound).\(property.name)")
      }
    }
  }

  /// `body` inside what making the instance gave (`made`): each controller
  /// or view it makes bound for what follows, the instance itself kept in
  /// `handle` where code outside the method finds it, and each property set
  /// before the body runs.
  private mutating func binding(
    _ made: [Statement], around body: [Statement], bound: String, handle: String,
    of className: String
  ) throws(Failure) -> [Statement] {
    var body = body
    for statement in made.reversed() {
      switch statement {
      case .declaration(let declared, let value, let declaredAt):
        // A controller or a view the instance makes: bound for what follows;
        // the instance itself kept where code outside the method finds it.
        if declared == bound {
          body.insert(
            .assignment(
              target: .name(handle, declaredAt), value: .name(bound, declaredAt), at: declaredAt),
            at: 0)
        }
        body = [
          .bound(HandlerParameter(name: declared, location: declaredAt), value: value, body: body)
        ]
      case .variable(let variable, let type, let value, let variableAt):
        // The statement's type or value says it; else the type the class
        // declares (`self.index = index` in the initializer).
        let property =
          variable.hasPrefix(bound + ".") ? String(variable.dropFirst(bound.count + 1)) : ""
        try hoist(
          variable, typed: [type, chainProperty(property, of: className)?.type], value,
          at: variableAt, what: "a property of an instance made in a method")
        body.insert(
          .assignment(target: .name(variable, variableAt), value: value, at: variableAt), at: 0)
      case .handler, .bound, .assignment, .discard, .call, .conditional, .loop, .guardStatement,
        .returnStatement, .whileLoop:
        body.insert(statement, at: 0)
      }
    }
    return body
  }

  /// The statements that stop the run where the place making `bound` runs a
  /// second time: the expansion keeps one set of properties per place
  /// (scenario language §6: each instance has its own).
  private mutating func madeOnce(
    _ bound: String, of className: String, at location: SourceLocation
  ) -> [Statement] {
    let isMade = "\(bound).isMade"
    hoisted.append(
      .variable(name: isMade, type: nil, value: .boolean(false, location), at: location))
    let again = Expression.call(
      .name(Lowering.undecidable, location),
      [
        Argument(
          label: nil,
          value: .string(
            "an instance of '\(className)' is made here a second time: the expansion keeps one "
              + "set of properties for each place the code makes an instance (scenario language "
              + "§6); make the instances in the driver, or once", location))
      ], location)
    return [
      .conditional(
        [
          ConditionalBranch(
            condition: .name(isMade, location),
            body: [
              .conditional(
                [ConditionalBranch(condition: again, body: [])], otherwise: nil, at: location)
            ])
        ], otherwise: nil, at: location),
      .assignment(target: .name(isMade, location), value: .boolean(true, location), at: location),
    ]
  }

  /// What `nav.popViewController(animated:)` returns, as an expression read
  /// before the call.
  ///
  /// The top when another controller is under it, else nil (rule 5.1);
  /// `nil` for any other value. `super`'s is `self`'s.
  static func poppedTop(by value: Expression) -> Expression? {
    guard case .call(.member(let receiver, "popViewController", let at), let arguments, _) = value,
      arguments.count == 1, arguments[0].label == "animated"
    else { return nil }
    var navigation = receiver
    if case .name("super", let superAt) = receiver { navigation = .name("self", superAt) }
    let stack = Expression.member(navigation, "viewControllers", at)
    var hasTwo = Expression.binary(.greater, .member(stack, "count", at), .number(1, at), at)
    if case .unwrap(let optional, _) = navigation {
      // `navigationController?.…`: nil, and no pop, without one.
      hasTwo = .binary(.and, .binary(.notEqual, optional, .none(at), at), hasTwo, at)
    }
    return .ternary(hasTwo, .member(navigation, "topViewController", at), .none(at), at)
  }

  /// The literals a loop goes over when its sequence is a constant list of
  /// values (`titles`, `titles.enumerated()`); `nil` for any other.
  private mutating func literalValues(of sequence: Expression, _ context: Context)
    throws(Failure) -> [Expression]?
  {
    var list = sequence
    if case .call(.member(let base, "enumerated", _), let arguments, _) = sequence,
      arguments.isEmpty
    {
      list = base
    }
    guard case .array(let elements, _) = try resolve(list, context),
      !elements.isEmpty, Self.isListOfValues(elements, type: nil)
    else { return nil }
    return elements
  }

  /// `for i in 0..<3 { let page = Page(index: i) … }` over a range of
  /// literals: each iteration written out, so that each instance made has
  /// its own properties; `nil` for any other sequence (its loop runs, and
  /// stops if it makes a second instance at one place).
  private mutating func unrolled(
    _ variable: String, _ sequence: Expression, _ body: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard
      case .binary(let range, .number(let low, _), .number(let high, _), _) =
        try resolve(sequence, context),
      range == .halfOpenRange || range == .closedRange,
      let first = low.exactInteger, let end = high.exactInteger
    else { return nil }
    let last = range == .halfOpenRange ? end.subtractingReportingOverflow(1).partialValue : end
    let span = last.subtractingReportingOverflow(first)
    guard last < first || (!span.overflow && span.partialValue < Self.maximumUnrolled) else {
      throw .diagnostic(
        Diagnostic(
          "a loop that makes instances of the file's classes is written out once per value: "
            + "at most \(Self.maximumUnrolled) values", at: location))
    }
    var out: [Statement] = []
    guard last >= first else { return out }
    for offset in 0...span.partialValue {
      var inner = try deeper(context, at: location)
      inner.locals[variable] = .number(Double(first + offset), location)
      out += try rewrite(body[...], inner)
    }
    return out
  }

  /// Declares `variable` at the top level with the first value of the first
  /// of `types` that tells one (or of `value`'s kind), for the code that
  /// sets it where it runs: the language's variables live at the top level.
  private mutating func hoist(
    _ variable: String, typed types: [String?], _ value: Expression,
    at location: SourceLocation, what: String
  ) throws(Failure) {
    // `var shown: UIViewController = first`: kept as an optional
    // controller, which Swift's definite initialization sets before any read.
    let kept = types.map { isControllerType($0) ? "UIViewController?" : $0 }
    guard
      let initial = kept.lazy.compactMap({ Self.initialValue(of: $0, value, at: location) })
        .first
    else {
      throw .diagnostic(
        Diagnostic(
          "\(what) keeps an Int, a Bool, an optional controller or a list here: write its type",
          at: location))
    }
    hoisted.append(
      .variable(name: variable, type: initial.type, value: initial.value, at: location))
  }

  /// Whether `statements` assign the local `name` to the controller's own
  /// view (`view = name`, `self.view = name`) at their own level.
  static func becomesOwnView(_ name: String, in statements: ArraySlice<Statement>) -> Bool {
    statements.contains { statement in
      guard case .assignment(let target, .name(name, _), _) = statement else { return false }
      switch target {
      case .name("view", _), .member(.name("self", _), "view", _): return true
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        return false
      }
    }
  }

  /// The most iterations a loop that makes instances is written out for.
  static let maximumUnrolled = 64

  /// Whether `statements` make an instance of a class of the file at their
  /// own level (`let page = Page()`, `pages.append(Page())`).
  func makesInstances(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      switch statement {
      case .declaration(_, let value, _), .variable(_, _, let value, _),
        .assignment(_, let value, _):
        return makesObject(value, classes)
      case .call(.call(_, let arguments, _), _, _):
        return arguments.contains { makesObject($0.value, classes) }
      case .call, .handler, .bound, .discard, .conditional, .loop, .guardStatement,
        .returnStatement, .whileLoop:
        return false
      }
    }
  }

  /// `list.first(where: { … })`, `list.contains(where: { … })` and
  /// `list.filter { … }` as a local's value: a loop over a snapshot of the
  /// list that keeps the answer in a top-level variable of its own; `nil`
  /// for any other value.
  private mutating func listSearch(
    _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (statements: [Statement], variable: String)? {
    guard case .call(.member(let list, let method, _), let arguments, _) = value,
      arguments.count == 1, method == "first" || method == "contains" || method == "filter",
      arguments[0].label == (method == "filter" ? nil : "where"),
      case .closure(let closure, _) = arguments[0].value
    else { return nil }
    // The predicate: `{ $0 … }`, `{ child in … }`, one expression returned.
    let (parameter, body) = Self.closureParameter(of: closure)
    // One expression: returned, or written alone (`$0 is T`, which reads as
    // a call).
    var predicate: Expression?
    if body.count == 1, case .returnStatement(let value?, _) = body[0] { predicate = value }
    if body.count == 1, case .call(let value, nil, _) = body[0] { predicate = value }
    guard let predicate else {
      throw .diagnostic(
        Diagnostic(
          "'\(method)' takes a closure of one expression here ('{ $0 is T }')", at: location))
    }
    let variable = fresh(method)
    let element = fresh("element")
    let initial: (type: String?, value: Expression)
    switch method {
    case "first": initial = ("UIViewController?", .none(location))
    case "contains": initial = (nil, .boolean(false, location))
    default: initial = ("[UIViewController]", .array([], location))
    }
    hoisted.append(
      .variable(name: variable, type: initial.type, value: initial.value, at: location))
    var inner = try deeper(context, at: location)
    inner.locals[parameter] = .name(element, location)
    let test = try resolveCondition(predicate, inner)
    let found: Expression = .name(variable, location)
    let elementName: Expression = .name(element, location)
    let keep: Statement
    var condition = test
    switch method {
    case "first":
      condition = .binary(.and, .binary(.equal, found, .none(location), location), test, location)
      keep = .assignment(target: found, value: elementName, at: location)
    case "contains":
      keep = .assignment(target: found, value: .boolean(true, location), at: location)
    default:
      keep = .assignment(
        target: found, value: .binary(.plus, found, .array([elementName], location), location),
        at: location)
    }
    let loop = Statement.loop(
      variable: element, variableAt: location, sequence: try resolve(list, context),
      body: [
        .conditional(
          [ConditionalBranch(condition: condition, body: [keep])], otherwise: nil, at: location)
      ],
      at: location)
    return (
      [.assignment(target: found, value: initial.value, at: location), loop], variable
    )
  }

  /// A call of a method whose body does more than return a value, run
  /// where it is written.
  ///
  /// The body calls or loops: its statements, each
  /// `return value` assigning a top-level variable of the method's return
  /// type, which the caller reads. `nil` for anything else.
  mutating func callForResult(
    _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (statements: [Statement], value: Expression)? {
    guard case .call(let callee, let arguments, _) = value,
      let (method, owner, instance) = calledMethod(callee, arguments, context)
    else { return nil }
    // A method that only returns a value is read where it is called; one
    // that returns an instance it makes (`return Page()`) runs here.
    let pure = try? resolve(value, context)
    guard let returnType = method.returnType,
      pure.map({ makesObject($0, classes) }) ?? true,
      let initial = Self.initialValue(of: returnType, .none(location), at: location)
    else { return nil }
    let variable = fresh("\(method.name)")
    hoisted.append(
      .variable(name: variable, type: initial.type, value: initial.value, at: location))
    var statements = [
      Statement.assignment(target: .name(variable, location), value: initial.value, at: location)
    ]
    statements += try inline(
      method, of: owner, on: instance, arguments, from: context, at: location,
      keepingResultIn: variable)
    // A controller the method returns as non-optional is there once it ran.
    let isController = initial.type == "UIViewController?" && !returnType.hasSuffix("?")
    let result = Expression.name(variable, location)
    return (statements, isController ? .forceUnwrap(result, location) : result)
  }

  /// `d.presentationControllerShouldDismissAnswer = …` for each instance
  /// whose class answers the question, its body's value read now.
  mutating func shouldDismissAnswers(at location: SourceLocation) throws(Failure)
    -> [Statement]
  {
    var out: [Statement] = []
    for delegate in shouldDismissDelegates {
      var context = Context(instance: delegate.instance, className: delegate.className)
      for parameter in delegate.method.parameters {
        context.skippedLocals[parameter.name] = "presentation controllers are not modelled"
      }
      guard let answer = try value(of: delegate.method.body[...], context) else {
        declarations.note(
          "a presentationControllerShouldDismiss that does more than return is not run",
          at: delegate.method.location)
        continue
      }
      out.append(
        .assignment(
          target: .member(
            .name(delegate.instance, location), "presentationControllerShouldDismissAnswer",
            location),
          value: answer, at: location))
    }
    return out
  }

  /// A property animator's completion (`{ position in … }`) with its
  /// position bound to `.end`, as the model runs an animator to its end, so
  /// that `if position == .end` reads as Swift would; a block that binds
  /// nothing is returned as it is.
  static func completionAtEnd(_ block: [Statement]) -> [Statement] {
    guard block.count == 1, let (parameter, body) = block[0].blockBinding else {
      return block
    }
    return [
      .declaration(
        name: parameter.name, value: .enumCase("end", parameter.location), at: parameter.location)
    ] + body
  }

  /// A call on a `UIViewPropertyAnimator` the method made: `addAnimations`
  /// and `addCompletion` add their blocks; `startAnimation()` runs it as
  /// `UIView.animate` of its duration (and delay); `stopAnimation` and the
  /// others change nothing the model follows.
  private mutating func animatorCall(
    _ name: String, _ method: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: inout Context, at location: SourceLocation, _ callAt: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard var animator = context.animators[name] else { return [] }
    var block = trailing ?? []
    if let argument = arguments.first, case .closure(let statements, _) = argument.value {
      block = statements
    }
    switch method {
    case "addAnimations":
      animator.animations += block
    case "pauseAnimation":
      // Paused before the method starts it (or gives it to a property):
      // its animations run when it starts or continues.
      declarations.note(
        "a paused animator's animations run when it starts or continues", at: location,
        isSkipped: false)
      animator.isPaused = true
    case "addCompletion":
      animator.completions += Self.completionAtEnd(block)
      animator.completionBlocks.append(block)
    case "startAnimation":
      var animate: [Argument] = [Argument(label: "withDuration", value: animator.duration)]
      if let delay = arguments.first(where: { $0.label == "afterDelay" })?.value {
        animate.append(Argument(label: "delay", value: delay))
      }
      animate.append(Argument(label: "animations", value: .closure(animator.animations, callAt)))
      animate.append(Argument(label: "completion", value: .closure(animator.completions, callAt)))
      context.animators[name] = nil
      return try rewrite(
        [
          .call(
            .call(.member(.name("UIView", callAt), "animate", callAt), animate, callAt),
            trailingBlock: nil, at: location)
        ][...], context)
    default:
      declarations.note("'\(method)' of a property animator is not modelled", at: location)
    }
    context.animators[name] = animator
    return []
  }

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
  private mutating func loopThatReturns(
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

  /// Whether a statement of `statements`, or of their blocks, assigns `name`.
  static func assigns(_ name: String, in statements: ArraySlice<Statement>) -> Bool {
    statements.contains { statement in
      switch statement {
      case .assignment(.name(let target, _), _, _): target == name
      case .call(.call(.member(.name(let target, _), let method, _), _, _), _, _):
        // `made.append(c)`: a list the method changes in place.
        target == name && Self.changesAList(method)
      case .assignment, .declaration, .handler, .discard, .call, .variable, .returnStatement:
        false
      case .bound(_, _, let body), .loop(_, _, _, let body, _), .whileLoop(_, let body, _, _):
        assigns(name, in: body[...])
      case .guardStatement(_, let otherwise, _): assigns(name, in: otherwise[...])
      case .conditional(let branches, let otherwise, _):
        branches.contains { assigns(name, in: $0.body[...]) }
          || assigns(name, in: (otherwise ?? [])[...])
      }
    }
  }

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

  /// A method of the file's classes called on a receiver the expansion
  /// cannot name (`(children.last as? Page)?.reload()`, a local bound by
  /// `if let page = x as? Page`): the method inlined for each instance made
  /// so far whose class has it, the one that is the receiver when running
  /// taken (`receiver === instance`); `nil` when no class of the file has
  /// it, or it is UIKit's.
  ///
  /// An instance made after this call was read is not among them: a call
  /// on it does nothing here (a note says so).
  mutating func dispatched(
    _ name: String, on base: Expression, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let labels = arguments.map(\.label)
    // A type's or the language's own objects (`RunLoop.main.run(for: 1)`,
    // `DispatchQueue.main.async`, `window`) are no controller of the file's.
    if let root = base.rootName,
      root.first?.isUppercase == true || root == "window" || root == "app" || root == "scene"
    {
      return nil
    }
    guard ScenarioMethod(rawValue: name) == nil, !Self.isMemberOfSelf(name),
      Callback.Name(rawValue: name) == nil,
      classes.values.contains(where: { $0.method(name, labels: labels) != nil })
    else { return nil }
    let candidates = instances.keys.sorted().compactMap { instance in
      instances[instance].flatMap { self.method(name, labels: labels, in: $0.className) }
        .map { (instance: instance, method: $0.0, owner: $0.1) }
    }
    guard candidates.count <= Self.maximumDispatchedInstances else {
      throw .diagnostic(
        Diagnostic(
          "'\(name)' is called on a controller known only when the scenario runs, and "
            + "\(candidates.count) instances have it: call it on an instance the file names",
          at: location))
    }
    declarations.note(
      "'\(name)' on a controller known only when running is run for the instance it is, "
        + "among those made before this call is read", at: location, isSkipped: false)
    let receiver = try resolve(base.removingUnwrap, context)
    var branches: [ConditionalBranch] = []
    for candidate in candidates {
      var body = try inline(
        candidate.method, of: candidate.owner, on: candidate.instance, arguments,
        from: context, at: location)
      var instance = Expression.name(candidate.instance, location)
      if let handle = instanceHandles[candidate.instance] {
        // Made in a method, where its name is bound: here, the variable that
        // holds it, and its name bound to it for the method's code.
        instance = .name(handle, location)
        body = [
          .bound(
            HandlerParameter(name: candidate.instance, location: location),
            value: .forceUnwrap(instance, location), body: body)
        ]
      }
      branches.append(
        ConditionalBranch(
          condition: .binary(.identical, receiver, instance, location), body: body))
    }
    guard !branches.isEmpty else { return [] }
    return [.conditional(branches, otherwise: nil, at: location)]
  }

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

  /// The type and first value of the top-level variable a changing local
  /// stands for, from its written type or its value's form; `nil` when
  /// neither says.
  static func initialValue(of type: String?, _ value: Expression, at location: SourceLocation)
    -> (type: String?, value: Expression)?
  {
    switch type {
    case "Int"?: return (nil, .number(0, location))
    case "Bool"?: return (nil, .boolean(false, location))
    case "[UIViewController]"?: return ("[UIViewController]", .array([], location))
    case let written? where written.hasSuffix("?"):
      return ("UIViewController?", .none(location))
    case .some, nil:
      break
    }
    switch value {
    case .number: return (nil, .number(0, location))
    case .boolean, .not: return (nil, .boolean(false, location))
    case .binary(let operation, _, _, _):
      return operation.isComparison || operation == .and || operation == .or
        ? (nil, .boolean(false, location)) : (nil, .number(0, location))
    case .array: return ("[UIViewController]", .array([], location))
    case .none: return ("UIViewController?", .none(location))
    case .name, .string, .enumCase, .member, .call, .closure, .subscript, .unwrap, .forceUnwrap,
      .ternary, .optionalBinding:
      return nil
    }
  }

  /// One statement that neither ends the list nor takes the rest.
  private mutating func single(_ statement: Statement, _ context: Context) throws(Failure)
    -> [Statement]
  {
    switch statement {
    case .call(let expression, let trailing, let location):
      return try call(expression, trailing, context, at: location)
    case .assignment(let target, let value, let location):
      if let called = try callForResult(value, context, at: location) {
        // `pages = viewControllers()`: the method runs, then its result is assigned.
        var inner = context
        inner.locals["#result"] = called.value
        return called.statements
          + (try assignment(target, .name("#result", location), inner, at: location))
      }
      return try assignment(target, value, context, at: location)
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

  /// `for x in sequence { … }`: the subviews cleared, a search first, a
  /// constant list of values or a range of literals written out, an
  /// enumerated loop, or the loop with its variable named afresh.
  private mutating func rewriteLoop(
    _ variable: String, _ variableAt: SourceLocation, _ sequence: Expression,
    _ body: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    if let owner = Self.subviewsCleared(by: sequence, variable, body) {
      return [try removingEverySubview(of: owner, context, at: location)]
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
  private mutating func rewriteWhileLoop(
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

  // MARK: Conditions

  /// The conditions of an `&&` chain, in order: `a, let b = c, d`.
  static func conditions(_ condition: Expression) -> [Expression] {
    var reversed: [Expression] = []
    var expression = condition
    while case .binary(.and, let left, let right, _) = expression {
      reversed.append(right)
      expression = left
    }
    reversed.append(expression)
    return reversed.reversed()
  }

  /// Whether an `&&` chain binds a name: then it is taken apart.
  static func binds(_ condition: Expression) -> Bool {
    conditions(condition).contains {
      if case .optionalBinding = $0 { return true }
      return false
    }
  }

  /// Whether one of `condition`'s conditions is a search of a list with a
  /// closure, which runs before the condition reads its answer
  /// (`list.contains(where: { … })`, negated or not, or
  /// `list.first(where: { … })` compared with nil).
  static func searchesList(_ condition: Expression) -> Bool {
    conditions(condition).contains { item in
      var searched = item
      if case .not(let negated, _) = item { searched = negated }
      if case .binary(let operation, let compared, .none, _) = item,
        [.equal, .notEqual, .identical, .notIdentical].contains(operation)
      {
        searched = compared
      }
      guard case .call(.member(_, let method, _), let arguments, _) = searched,
        method == "first" || method == "contains" || method == "filter",
        arguments.count == 1, case .closure = arguments[0].value
      else { return false }
      return true
    }
  }

  /// Statements that run `success` when every condition holds (binding the
  /// names of the `let`s among them for it) and `failure` otherwise.
  private mutating func branch(
    _ items: ArraySlice<Expression>, then success: ArraySlice<Statement>,
    else failure: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard var first = items.first else { return try rewrite(success, context) }
    try enterNesting(at: location)
    defer { rewriteDepth -= 1 }
    let remaining = items.dropFirst()
    let searches = try takingSearchOut(of: &first, context)
    if !searches.isEmpty {
      return searches
        + (try branch(
          [first] + remaining, then: success, else: failure, context, at: location))
    }
    guard case .optionalBinding(let name, let value, let bindAt) = first else {
      return try plainBranch(first, remaining, then: success, else: failure, context, at: location)
    }
    let binding = Binding(name: name, value: value, at: bindAt)
    if let special = try specialBinding(
      binding, remaining, then: success, else: failure, context, at: location)
    {
      return special
    }
    return try optionalBinding(
      binding, remaining, then: success, else: failure, context, at: location)
  }

  /// `if let x = list.first(where: { … })`, `if list.contains(where: { … })`:
  /// the statements of the search, which run first, with `first` changed
  /// to read its answer; none when the condition searches no list.
  private mutating func takingSearchOut(of first: inout Expression, _ context: Context)
    throws(Failure) -> [Statement]
  {
    var searches: [Statement] = []
    switch first {
    case .optionalBinding(let name, let value, let bindAt):
      if let searched = try listSearch(value, context, at: bindAt) {
        searches = searched.statements
        first = .optionalBinding(name, .name(searched.variable, bindAt), bindAt)
      }
    case .not(let negated, let notAt):
      if let searched = try listSearch(negated, context, at: notAt) {
        searches = searched.statements
        first = .not(.name(searched.variable, notAt), notAt)
      }
    case .binary(let operation, let searched, .none(let nilAt), let operationAt)
    where [.equal, .notEqual, .identical, .notIdentical].contains(operation):
      // `if children.first(where: { … }) == nil`: the search's answer
      // compared with nil.
      if let search = try listSearch(searched, context, at: searched.location) {
        searches = search.statements
        first = .binary(
          operation, .name(search.variable, searched.location), .none(nilAt), operationAt)
      }
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .subscript, .unwrap, .forceUnwrap, .ternary:
      if let searched = try listSearch(first, context, at: first.location) {
        searches = searched.statements
        first = .name(searched.variable, first.location)
      }
    }
    return searches
  }

  /// A run of plain conditions, up to the next binding: one `if`.
  private mutating func plainBranch(
    _ first: Expression, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>, else failure: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var condition = try resolveCondition(first, context)
    var next = remaining
    while let item = next.first {
      if case .optionalBinding = item { break }
      condition = .binary(.and, condition, try resolveCondition(item, context), item.location)
      next = next.dropFirst()
    }
    let body = try branch(next, then: success, else: failure, context, at: location)
    return [
      .conditional(
        [ConditionalBranch(condition: condition, body: body)],
        otherwise: failure.isEmpty ? nil : failure, at: location)
    ]
  }

  /// `let name = value` among a condition's items.
  struct Binding {
    /// The name bound.
    var name: String
    /// The optional it is bound to, as written.
    var value: Expression
    /// Where the binding is written.
    var at: SourceLocation
  }

  /// A binding that stands for something of its own: `let self = self`, a
  /// transition coordinator, a sheet's presentation controller, a kept
  /// closure, an element popped off a list; `nil` for a plain optional.
  private mutating func specialBinding(
    _ binding: Binding, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>, else failure: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let (name, value, bindAt) = (binding.name, binding.value, binding.at)
    // `let self = self`, `let strongSelf = self`: a controller is never
    // released in the model, so the binding always holds.
    if case .name("self", _) = value, let instance = context.instance {
      var inner = context
      if name != "self" { inner.locals[name] = .name(instance, bindAt) }
      return try branch(remaining, then: success, else: failure, inner, at: location)
    }
    if let coordinator = try coordinatorChain(value, context) {
      // `if let coordinator = transitionCoordinator { coordinator.animate(…) }`:
      // the name stands for the language's `owner.transitionCoordinator?`
      // (rule 5.5), there when the transition has one.
      var inner = context
      inner.locals[name] = .unwrap(coordinator, bindAt)
      inner.skippedLocals[name] = nil
      let body = try branch(remaining, then: success, else: failure, inner, at: location)
      return [
        Self.ifNotNil(coordinator, boundAt: bindAt, then: body, else: failure, at: location)
      ]
    }
    if let (owner, member, memberAt) = Self.presentationControllerRead(value, context) {
      // `if let sheet = controller.sheetPresentationController { sheet.detents = … }`:
      // the name stands for the language's `controller.sheetPresentationController?`
      // (rule 5.3a), whose settings apply as that chain's do.
      var inner = context
      inner.locals[name] = .unwrap(.member(try resolve(owner, context), member, memberAt), bindAt)
      inner.skippedLocals[name] = nil
      return try branch(remaining, then: success, else: failure, inner, at: location)
    }
    if let kept = keptAnimator(value, context) {
      // `guard let animator = animator`: the kept animator, if there is one.
      var inner = context
      inner.locals[name] = .member(.name(kept.instance, bindAt), kept.name, bindAt)
      inner.skippedLocals[name] = nil
      let body = try branch(remaining, then: success, else: failure, inner, at: location)
      return [
        .conditional(
          [ConditionalBranch(condition: .name(kept.property.variable, bindAt), body: body)],
          otherwise: failure.isEmpty ? nil : failure, at: location)
      ]
    }
    if let closure = closureProperty(value, context) {
      // `if let completion = completion`: the closure kept, if one is.
      var inner = context
      inner.locals[name] = .name(closure.variable, bindAt)
      inner.skippedLocals[name] = nil
      let body = try branch(remaining, then: success, else: failure, inner, at: location)
      return [
        .conditional(
          [ConditionalBranch(condition: .name(closure.variable, bindAt), body: body)],
          otherwise: failure.isEmpty ? nil : failure, at: location)
      ]
    }
    return try poppedBinding(
      binding, remaining, then: success, else: failure, context, at: location)
  }

  /// `controller.sheetPresentationController` or
  /// `controller.presentationController` (rule 5.3a), `self`'s when written
  /// alone in a class's code: the owner, the member and where it is
  /// written; `nil` for any other expression.
  static func presentationControllerRead(_ value: Expression, _ context: Context)
    -> (owner: Expression, member: String, at: SourceLocation)?
  {
    let isPresentationController = { (member: String) in
      member == "sheetPresentationController" || member == "presentationController"
    }
    switch value.removingUnwrap {
    case .member(let owner, let member, let memberAt) where isPresentationController(member):
      return (owner, member, memberAt)
    case .name(let member, let memberAt)
    where isPresentationController(member) && context.locals[member] == nil
      && context.instance != nil:
      // `if let sheet = sheetPresentationController` in the class's code.
      return (.name("self", memberAt), member, memberAt)
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// `guard let previous = history.popLast()`: the last element, taken
  /// off the list when there is one; `nil` for any other binding.
  private mutating func poppedBinding(
    _ binding: Binding, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>, else failure: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let (name, value, bindAt) = (binding.name, binding.value, binding.at)
    if case .call(.member(let list, "popLast", let popAt), let popArguments, _) = value,
      popArguments.isEmpty,
      case .name(let variable, let variableAt) = try resolve(list, context),
      listVariables.contains(variable)
    {
      let bound = fresh(name)
      var inner = context
      inner.locals[name] = .forceUnwrap(.name(bound, bindAt), bindAt)
      let listName = Expression.name(variable, variableAt)
      let body =
        [
          Statement.assignment(
            target: listName, value: .call(.member(listName, "dropLast", popAt), [], popAt),
            at: popAt)
        ] + (try branch(remaining, then: success, else: failure, inner, at: location))
      let holds = Expression.binary(.notEqual, .name(bound, bindAt), .none(bindAt), bindAt)
      return [
        .bound(
          HandlerParameter(name: bound, location: bindAt),
          value: .member(listName, "last", popAt),
          body: [
            .conditional(
              [ConditionalBranch(condition: holds, body: body)],
              otherwise: failure.isEmpty ? nil : failure, at: location)
          ])
      ]
    }
    return nil
  }

  /// `if let x = value`: the value bound under a fresh name, tested for
  /// nil; never taken when it is `nil`, always when it is a closure; a
  /// value the model skips stops the run if it gets there.
  private mutating func optionalBinding(
    _ binding: Binding, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>, else failure: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let (name, value, bindAt) = (binding.name, binding.value, binding.at)
    let resolved = try resolveCondition(value, context)
    if case .call(.name(Lowering.undecidable, _), _, _) = resolved {
      // It reads what the model skips: the run stops if it gets here.
      return [
        .conditional(
          [ConditionalBranch(condition: resolved, body: [])],
          otherwise: failure.isEmpty ? nil : failure, at: location)
      ]
    }
    switch resolved {
    case .none:
      // `if let completion` where the argument was nil: never taken.
      return failure
    case .closure:
      // A closure given as the argument: always there, standing for itself.
      var inner = context
      inner.locals[name] = resolved
      return try branch(remaining, then: success, else: failure, inner, at: location)
    case .member(_, "window", _):
      // `guard let window = view.window`: the name reads the view's window
      // where it is used (`window.rootViewController`), as
      // `view.window?.rootViewController` does; the binding tests that
      // there is one.
      var inner = context
      inner.locals[name] = .unwrap(resolved, bindAt)
      let body = try branch(remaining, then: success, else: failure, inner, at: location)
      return [Self.ifNotNil(resolved, boundAt: bindAt, then: body, else: failure, at: location)]
    case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      break
    }
    let bound = fresh(name)
    var inner = context
    inner.locals[name] = .forceUnwrap(.name(bound, bindAt), bindAt)
    let kind = Lowering.staticKind(of: resolved)
    switch kind {
    case .navigationController, .tabBarController:
      // `if let nav = navigationController`: the name has the static type
      // Swift gives it, a navigation (or tab bar) controller.
      let type = kind == .navigationController ? "UINavigationController" : "UITabBarController"
      inner.locals[name] = .call(
        .member(.forceUnwrap(.name(bound, bindAt), bindAt), "as!", bindAt),
        [Argument(label: nil, value: .name(type, bindAt))], bindAt)
    case .viewController, .pageViewController:
      break
    }
    let body = try branch(remaining, then: success, else: failure, inner, at: location)
    let holds = Expression.binary(.notEqual, .name(bound, bindAt), .none(bindAt), bindAt)
    return [
      .bound(
        HandlerParameter(name: bound, location: bindAt), value: resolved,
        body: [
          .conditional(
            [ConditionalBranch(condition: holds, body: body)],
            otherwise: failure.isEmpty ? nil : failure, at: location)
        ])
    ]
  }

  /// `if value != nil { body } else { failure }`, the `else` left out when
  /// `failure` is empty.
  private static func ifNotNil(
    _ value: Expression, boundAt bindAt: SourceLocation, then body: [Statement],
    else failure: [Statement], at location: SourceLocation
  ) -> Statement {
    .conditional(
      [
        ConditionalBranch(
          condition: .binary(.notEqual, value, .none(bindAt), bindAt), body: body)
      ], otherwise: failure.isEmpty ? nil : failure, at: location)
  }

  /// A condition's expression; one that reads what the model does not
  /// model cannot be decided: it stops the run if the run reaches it
  /// (scenario language §6), so that a method holding one may still be
  /// called on paths that do not.
  mutating func resolveCondition(_ condition: Expression, _ context: Context)
    throws(Failure) -> Expression
  {
    do {
      return try resolve(condition, context)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let location):
        let message =
          "this condition reads what the model does not model (\(construct)): keep the "
          + "container's own state in a property and test that"
        return .call(
          .name(Lowering.undecidable, location),
          [Argument(label: nil, value: .string(message, location))],
          location)
      }
    }
  }

  /// `if … else if … else …`, each branch followed by `continuation` (the
  /// statements after the `if`, when a branch may return before them).
  private mutating func conditional(
    _ branches: ArraySlice<ConditionalBranch>, _ otherwise: [Statement]?,
    continuation: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    try enterNesting(at: location)
    defer { rewriteDepth -= 1 }
    if continuation.isEmpty,
      !branches.contains(where: { Self.binds($0.condition) || Self.searchesList($0.condition) })
    {
      // As written: each condition and block expanded in place.
      var expanded: [ConditionalBranch] = []
      for branch in branches {
        expanded.append(
          ConditionalBranch(
            condition: try resolveCondition(branch.condition, context),
            body: try rewrite(branch.body[...], context)))
      }
      return [
        .conditional(
          expanded,
          otherwise: try otherwise.map { (block) throws(Failure) in try rewrite(block[...], context)
          },
          at: location)
      ]
    }
    guard let first = branches.first else {
      return try rewrite(((otherwise ?? []) + continuation)[...], context)
    }
    let failure = try conditional(
      branches.dropFirst(), otherwise, continuation: continuation, context, at: location)
    return try branch(
      Self.conditions(first.condition)[...], then: (first.body + continuation)[...],
      else: failure, context, at: location)
  }

  // MARK: Calls and assignments

  /// The seconds a test's spin of the run loop runs for:
  /// `RunLoop.main.run(until: Date())` (none: what is due now),
  /// `RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))`,
  /// `….run(until: Date().addingTimeInterval(0.5))`; `nil` for any other
  /// call.
  static func runLoopSpin(_ callee: Expression, _ arguments: [Argument]) -> Expression? {
    guard case .member(.member(.name("RunLoop", _), let loop, _), "run", _) = callee,
      loop == "main" || loop == "current", arguments.count == 1,
      arguments[0].label == "until"
    else { return nil }
    let date = arguments[0].value
    if case .call(.name("Date", let at), let dateArguments, _) = date, dateArguments.isEmpty {
      return .number(0, at)
    }
    if case .call(.name("Date", _), let dateArguments, _) = date, dateArguments.count == 1,
      dateArguments[0].label == "timeIntervalSinceNow"
    {
      return dateArguments[0].value
    }
    if case .call(
      .member(.call(.name("Date", _), let now, _), "addingTimeInterval", _), let added, _) =
      date, now.isEmpty, added.count == 1, added[0].label == nil
    {
      return added[0].value
    }
    return nil
  }

  /// The statements of a call's only argument when it is a closure
  /// (`map({ … })`, as some write a trailing closure); `nil` otherwise.
  static func onlyClosure(in arguments: [Argument]) -> [Statement]? {
    guard arguments.count == 1, arguments[0].label == nil,
      case .closure(let statements, _) = arguments[0].value
    else { return nil }
    return statements
  }

  /// A call statement: a method of a pasted class or a function inlined,
  /// `super`'s, a closure kept in a parameter, an old spelling, or a call
  /// of the language; what the model does not model is skipped.
  mutating func call(
    _ expression: Expression, _ trailing: [Statement]?, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard case .call(let callee, var arguments, let callAt) = expression else {
      return [.call(try resolve(expression, context), trailingBlock: nil, at: location)]
    }
    var trailing = trailing
    if let block = trailing, let folded = foldingTrailingClosure(block, callee, arguments, context)
    {
      // `drawer.open(menu) { … }`: the closure is the method's last argument.
      arguments = folded
      trailing = nil
    }
    let call = WrittenCall(
      callee: callee, arguments: arguments, trailing: trailing, callAt: callAt, location: location)
    if let split = try splittingTernaryArgument(call, context) { return split }
    if let asked = try tapAskingTheDelegate(call, context) { return asked }
    if let told = try changeTellingTheDelegate(call, context) { return told }
    if let special = try specialForm(call, context) { return special }
    if let closure = closureProperty(callee, context) {
      return try self.call(closure: closure, arguments, context, at: location)
    }
    switch callee {
    case .member(.name("super", let superAt), let name, let nameAt):
      return try superCall(name, call, context, superAt: superAt, nameAt: nameAt)
    case .name(let name, let nameAt), .unwrap(.name(let name, let nameAt), _):
      if let called = try callOfName(name, call, context, nameAt: nameAt) { return called }
    case .member(let base, let name, let memberAt):
      if let called = try callOfMember(name, on: base, call, context, memberAt: memberAt) {
        return called
      }
    case .closure where arguments.isEmpty && trailing == nil:
      // `({ self.content = content })()`: a closure called where it is
      // written runs there (an initializer's way to have its properties'
      // observers run).
      guard case .closure(let statements, _) = try resolve(callee, context) else { break }
      return statements
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      break
    }
    return try rewriteCall(callee, arguments, trailing, callAt, context, at: location)
  }

  /// `owner.transitionCoordinator`, resolved, when `base` reads it
  /// (unwrapped or not, or through a local an `if let` bound to it).
  mutating func coordinatorChain(_ base: Expression, _ context: Context)
    throws(Failure) -> Expression?
  {
    switch base.removingUnwrap {
    case .name(let name, _):
      guard context.locals[name] != nil || Self.isMemberOfSelf(name) else { return nil }
    case .member(_, "transitionCoordinator", _):
      break
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    let resolved = try resolve(base, context).removingUnwrap
    guard case .member(_, "transitionCoordinator", _) = resolved else { return nil }
    return resolved
  }

  /// `coordinator.animate(alongsideTransition: animations, completion: completion)`
  /// as the language writes it (rule 5.5): the animations' statements that
  /// the model does not skip run at once when there is a coordinator, and
  /// the completion waits for the transition's end.
  mutating func alongsideTransition(
    _ coordinator: Expression, _ arguments: [Argument], _ trailing: [Statement]?,
    _ callAt: SourceLocation, _ context: Context, at location: SourceLocation,
    methodAt: SourceLocation
  ) throws(Failure) -> [Statement] {
    var arguments = arguments
    var hoisted: [Statement] = []
    if let first = arguments.first, first.label == "alongsideTransition" {
      if case .closure(let statements, _) = try resolve(first.value, context) {
        var body = statements
        if body.count == 1, case .bound(_, _, let inner) = body[0] { body = inner }
        hoisted = body.filter { if case .discard = $0 { false } else { true } }
      }
      arguments[0].value = .none(first.value.location)
    }
    let chain = Expression.unwrap(coordinator, coordinator.location)
    var out: [Statement] = []
    if !hoisted.isEmpty {
      let exists = Expression.binary(.notEqual, coordinator, .none(callAt), callAt)
      out.append(
        .conditional(
          [ConditionalBranch(condition: exists, body: hoisted)], otherwise: nil, at: location))
    }
    out += try rewriteCall(
      .member(chain, "animate", methodAt), arguments, trailing, callAt, context, at: location)
    return out
  }

  /// A call of the language, its callee, arguments and block in the
  /// language's terms.
  mutating func rewriteCall(
    _ callee: Expression, _ arguments: [Argument], _ trailing: [Statement]?,
    _ callAt: SourceLocation, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var resolvedArguments: [Argument] = []
    for argument in arguments {
      var resolved = argument
      if argument.label == "options" {
        // An animation's options change no callback: whatever the file
        // writes (`UIView.AnimationOptions()`, `.curveEaseOut`) is `[]`.
        resolved.value = .array([], argument.value.location)
      } else if argument.label == "toParent" {
        // The one parameter of a call here that takes nil.
        resolved.value = try resolve(argument.value, context)
      } else {
        resolved.value = try unwrappingImplicitly(argument.value, context)
      }
      if argument.label == "animations", Self.isControllerTransition(callee),
        case .closure(let statements, let closureAt) = resolved.value,
        statements.allSatisfy({ if case .discard = $0 { true } else { false } })
      {
        // `transition(from:to:…)`'s animations moved frames only, which are
        // skipped: the language writes that block as nil (rule 3.2). The
        // views they read are loaded by the transition itself.
        resolved.value = .none(closureAt)
      }
      resolvedArguments.append(resolved)
    }
    let block = try trailing.map { (block) throws(Failure) in
      try rewrite(try closureBody(block)[...], context)
    }
    return [
      .call(
        .call(try resolve(callee, context), resolvedArguments, callAt), trailingBlock: block,
        at: location)
    ]
  }

  /// The statements that make the objects `statement` makes in a call's
  /// arguments (`pages.append(Page(index: 0))`, `let sheet =
  /// Sheet(content: UIViewController())`) or inside a list literal, then
  /// `statement` reading them.
  ///
  /// Each is a local named after its type, innermost first, in Swift's
  /// order; `nil` when it makes none.
  private mutating func hoistingMadeObjects(from statement: Statement, _ context: Context)
    -> [Statement]?
  {
    var made: [Statement] = []
    let rewritten: Statement
    switch statement {
    case .assignment(let target, let value, let location):
      // A stored property's list names its elements after it
      // (`segments.pages`, `segments.pages_2`), as its initial value does.
      let holder = propertyHolder(of: target, context)
      if case .call(.name(let type, _), _, _) = value,
        classes[type] != nil || (madeType(type) != nil && isObservedOrComputed(target, context))
      {
        // `center = Content()`: an instance of the file's class made first,
        // named after the property that holds it (`drawer.center`), as
        // UIKit's objects are; and so a UIKit object given to a property
        // with observers or a setter, whose value is bound for their code.
        rewritten = .assignment(
          target: target, value: hoistingElement(value, into: &made, depth: 0, holder: holder),
          at: location)
      } else {
        rewritten = .assignment(
          target: target, value: hoistingInside(value, into: &made, depth: 0, holder: holder),
          at: location)
      }
    case .call(.call(let callee, let arguments, let callAt), let trailing, let location):
      var inner = arguments
      for index in inner.indices {
        inner[index].value = hoistingElement(inner[index].value, into: &made, depth: 0)
      }
      rewritten = .call(.call(callee, inner, callAt), trailingBlock: trailing, at: location)
    case .declaration(let name, .call(let callee, let arguments, let callAt), let location):
      // The object declared is made by the declaration itself; what its
      // arguments make comes first, named after what holds it
      // (`sheet.content`), as the driver names it (scenario language §6).
      var inner = arguments
      for index in inner.indices {
        inner[index].value = hoistingElement(
          inner[index].value, into: &made, depth: 0,
          holder: "\(name).\(inner[index].label ?? "argument\(index + 1)")")
      }
      rewritten = .declaration(name: name, value: .call(callee, inner, callAt), at: location)
    case .declaration, .handler, .bound, .discard, .call, .variable, .conditional, .loop,
      .guardStatement, .returnStatement, .whileLoop:
      return nil
    }
    return made.isEmpty ? nil : made + [rewritten]
  }

  /// Whether `target` is a property of an instance with `willSet`/`didSet`
  /// observers or a setter.
  private func isObservedOrComputed(_ target: Expression, _ context: Context) -> Bool {
    guard let (instance, name) = assignedProperty(target, context),
      let className = instances[instance]?.className,
      let declaration = chainProperty(name, of: className)
    else { return false }
    return declaration.isObserved || declaration.setter != nil
  }

  /// `expression` with the objects made in its elements or arguments read
  /// by name, each declared in `made`.
  ///
  /// Past a few levels it is left as written (the check then says what it
  /// refuses).
  private mutating func hoistingInside(
    _ expression: Expression, into made: inout [Statement], depth: Int, holder: String? = nil
  ) -> Expression {
    guard depth < 8 else { return expression }
    switch expression {
    case .array(let elements, let location):
      var hoisted: [Expression] = []
      for element in elements {
        hoisted.append(hoistingElement(element, into: &made, depth: depth + 1, holder: holder))
      }
      return .array(hoisted, location)
    case .call(let callee, let arguments, let location):
      var hoisted = arguments
      for index in hoisted.indices {
        hoisted[index].value = hoistingElement(hoisted[index].value, into: &made, depth: depth + 1)
      }
      return .call(callee, hoisted, location)
    case .name, .number, .string, .boolean, .none, .enumCase, .member, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return expression
    }
  }

  /// An element or an argument: what it makes inside first, then itself
  /// when it makes an object, declared in `made` and read by name.
  private mutating func hoistingElement(
    _ expression: Expression, into made: inout [Statement], depth: Int, holder: String? = nil
  ) -> Expression {
    let inner = hoistingInside(expression, into: &made, depth: depth)
    guard makesObject(inner, classes), case .call(.name(let type, _), _, let location) = inner
    else { return inner }
    // Named after what holds it, or after its type (`viewController`,
    // `detail` for the file's `Detail`).
    let typeName =
      classes[type] != nil
      ? type.prefix(1).lowercased() + type.dropFirst()
      : String(Self.madeLocalName(type).dropFirst())
    let name = fresh(holder ?? typeName)
    made.append(.declaration(name: name, value: inner, at: location))
    return .name(name, location)
  }

  /// `owner.property` when `target` is a stored property of an instance
  /// of the file's classes (`pages`, `self.pages`, the driver's
  /// `segments.pages`); `nil` for anything else.
  private func propertyHolder(of target: Expression, _ context: Context) -> String? {
    let owner: String?
    let property: String
    switch target {
    case .name(let name, _) where context.locals[name] == nil:
      (owner, property) = (context.instance, name)
    case .member(let base, let name, _):
      (owner, property) = (instanceName(base, context), name)
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    guard let owner, let className = instances[owner]?.className,
      chainProperty(property, of: className) != nil
    else { return nil }
    return "\(owner).\(property)"
  }

  /// The method of the class or the function of the file that `value`
  /// names without calling it (`push`, `self.push`), taking one argument.
  func functionReference(_ value: Expression, _ context: Context) -> FunctionDeclaration? {
    let name: String
    switch value {
    case .name(let named, _) where context.locals[named] == nil:
      name = named
    case .member(.name("self", _), let named, _):
      name = named
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    var candidates = declarations.functions.filter { $0.name == name }
    if let className = context.className {
      candidates = chain(of: className).flatMap(\.methods).filter { $0.name == name } + candidates
    }
    return candidates.first { $0.parameters.count == 1 }
  }

  /// The local that holds a UIKit object the code makes without naming it
  /// (`#viewController` for `UIViewController()`): no code can write it, and
  /// the trace names the object after the type.
  static func madeLocalName(_ type: String) -> String {
    let bare = type.hasPrefix("UI") ? type.dropFirst(2) : type[...]
    return "#" + bare.prefix(1).lowercased() + bare.dropFirst()
  }

  /// Whether `target` is a stored property that the class whose
  /// initializer runs declares itself (its observers do not run there; a
  /// superclass's do, after `super.init`).
  private func isOwnProperty(_ target: Expression, _ context: Context) -> Bool {
    let name: String
    switch target {
    case .name(let property, _) where context.locals[property] == nil: name = property
    case .member(.name("self", _), let property, _): name = property
    case .name, .member, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // Not a property of the instance being made.
      return false
    }
    guard let owner = context.initializingClass ?? context.className else { return true }
    return classes[owner]?.properties.contains { $0.name == name } == true
  }

  /// `pages.append(c)`, `append(contentsOf:)`, `insert(c, at: 0)`,
  /// `removeAll()` on a list variable: the assignment of the new list;
  /// `nil` for any other call.
  mutating func listChange(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard case .name(let variable, let variableAt) = try resolve(base, context),
      listVariables.contains(variable)
    else { return nil }
    let list = Expression.name(variable, variableAt)
    let labels = arguments.map(\.label)
    let value: Expression
    switch (name, labels) {
    case ("append", [nil]):
      value = .binary(
        .plus, list, .array([try resolve(arguments[0].value, context)], location), location)
    case ("append", ["contentsOf"]):
      value = .binary(.plus, list, try resolve(arguments[0].value, context), location)
    case ("insert", [nil, "at"]):
      guard case .number(0, _) = arguments[1].value else { fallthrough }
      value = .binary(
        .plus, .array([try resolve(arguments[0].value, context)], location), list, location)
    case ("removeAll", []):
      value = .array([], location)
    case ("removeLast", []), ("popLast", []), ("removeFirst", []):
      // Nothing to remove from an empty list (`removeLast` traps there).
      let dropped = name == "removeFirst" ? "dropFirst" : "dropLast"
      let hasElements = Expression.binary(
        .greater, .member(list, "count", location), .number(0, location), location)
      let drop = Statement.assignment(
        target: list, value: .call(.member(list, dropped, location), [], location), at: location)
      return [
        .conditional(
          [ConditionalBranch(condition: hasElements, body: [drop])], otherwise: nil, at: location)
      ]
    default:
      throw .diagnostic(
        Diagnostic(
          "'\(name)' on a list that changes is not modelled yet: write 'append', "
            + "'append(contentsOf:)', 'insert(_:at: 0)', 'removeAll()', 'removeLast()', "
            + "'removeFirst()' or 'popLast()', or assign the list", at: location))
    }
    return [.assignment(target: list, value: value, at: location)]
  }

  /// A method UIKit has that the language does not model is skipped: any
  /// method of a view but the four the language calls, and any method of
  /// a pasted class's instance that is neither its own nor the language's;
  /// a name close to one of the class's own methods is a mistake instead.
  func checkUnknownMethod(
    _ name: String, on base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) {
    if isView(base, context) {
      switch name {
      case "addSubview", "removeFromSuperview", "setNeedsLayout", "layoutIfNeeded": return
      default: throw .skipped("'\(name)' is not modelled", location)
      }
    }
    guard let instance = instanceName(base, context),
      let className = instances[instance]?.className, ScenarioMethod(rawValue: name) == nil,
      !ScenarioMethod.revisionFourMethodNames.contains(name)
    else { return }
    let suggestion = Suggestion.didYouMean(name, among: chainMethodNames(of: className))
    if !suggestion.isEmpty {
      throw .diagnostic(
        Diagnostic("'\(className)' has no method '\(name)'" + suggestion, at: location))
    }
    throw .skipped("'\(name)' is not modelled", location)
  }

  /// Whether `expression` is a view: `x.view`, the implicit `view`, or a
  /// view a property holds.
  func isView(_ expression: Expression, _ context: Context) -> Bool {
    switch expression {
    case .member(_, "view", _): return true
    case .name("view", _): return context.instance != nil && context.locals["view"] == nil
    case .unwrap(let base, _), .forceUnwrap(let base, _): return isView(base, context)
    case .ternary(_, let whenTrue, let whenFalse, _):
      // `containerView != nil ? containerView! : view!`.
      return isView(whenTrue, context) && isView(whenFalse, context)
    case .name(let name, _) where context.locals[name] != nil:
      // A local: what it stands for, already in the scenario's names.
      var resolvedContext = context
      resolvedContext.locals = [:]
      guard let local = context.locals[name] else { return false }
      if case .name(let scenarioName, _) = local, viewNames.contains(scenarioName) { return true }
      return isView(local, resolvedContext)
    case .name, .member:
      guard let instance = context.instance ?? instanceName(expression, context) else {
        return false
      }
      _ = instance
      if case .name(let name, _)? = try? resolvedName(expression, context) {
        return viewNames.contains(name)
      }
      return false
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .optionalBinding:
      return false
    }
  }

  /// The scenario name a property reference stands for, without expanding
  /// anything else.
  private func resolvedName(_ expression: Expression, _ context: Context) throws -> Expression? {
    switch expression {
    case .name(let name, let location):
      if let local = context.locals[name] { return local }
      guard let instance = context.instance,
        case .name(let scenarioName)? = instances[instance]?.properties[name]
      else { return nil }
      return .name(scenarioName, location)
    case .member(let base, let member, let location):
      guard let owner = instanceName(base, context),
        case .name(let scenarioName)? = instances[owner]?.properties[member]
      else { return nil }
      return .name(scenarioName, location)
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// Whether `callee` is a controller's `transition(from:to:…)`, written
  /// with or without its receiver (not `UIView.transition`).
  private static func isControllerTransition(_ callee: Expression) -> Bool {
    switch callee {
    case .name("transition", _): true
    case .member(let receiver, "transition", _): receiver.rootName != "UIView"
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// The arguments with a trailing closure as the last parameter of the
  /// file's method or function that `callee` names, when its last parameter
  /// is a closure; `nil` otherwise.
  private func foldingTrailingClosure(
    _ block: [Statement], _ callee: Expression, _ arguments: [Argument], _ context: Context
  ) -> [Argument]? {
    var candidates: [FunctionDeclaration] = []
    switch callee {
    case .name(let name, _) where context.locals[name] == nil:
      if let instance = context.instance, let className = instances[instance]?.className {
        candidates = chain(of: className).flatMap(\.methods).filter { $0.name == name }
      }
      candidates += declarations.functions.filter { $0.name == name }
    case .member(let base, let name, _):
      guard let instance = instanceName(base, context),
        let className = instances[instance]?.className
      else { return nil }
      candidates = chain(of: className).flatMap(\.methods).filter { $0.name == name }
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    for candidate in candidates {
      guard let last = candidate.parameters.last, last.type.contains("->") else { continue }
      let folded =
        arguments + [Argument(label: last.label, value: .closure(block, callee.location))]
      if candidate.accepts(folded.map(\.label)) { return folded }
    }
    return nil
  }

  /// The names of the methods a class and its superclasses declare.
  func chainMethodNames(of className: String) -> [String] {
    chain(of: className).flatMap { $0.methods.map(\.name) }
  }

  /// The calls UIKit spells another way than the language, or that the
  /// language writes with fewer arguments: Swift 3 and 4 names, the view
  /// order calls, a spring animation's extra arguments.
  mutating func respelled(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let renamed: String
    var newArguments = arguments
    switch name {
    case "addChildViewController":
      renamed = "addChild"
    case "removeFromParentViewController":
      renamed = "removeFromParent"
    case "willMove", "didMove":
      guard arguments.first?.label == "toParentViewController" else { return nil }
      renamed = name
      newArguments[0].label = "toParent"
      declarations.note(
        "'\(name)(toParentViewController:)' is spelled '\(name)(toParent:)' since Swift 4.2; "
          + "read as '\(name)(toParent:)'", at: location, isSkipped: false)
    case "show"
    where arguments.count == 2 && arguments[0].label == nil
      && arguments[1].label == "sender":
      return try show(base, arguments[0].value, context, at: location)
    case "scheduledTimer"
    where base.path == ["Timer"]
      && arguments.map(\.label).prefix(2) == ["withTimeInterval", "repeats"]:
      // `Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in … }`:
      // a timer on the main run loop fires once after the interval, as a
      // block queued with `asyncAfter` runs (rule 4.5; grade inf: Foundation's
      // documentation). Its parameter, the timer, is not modelled.
      guard case .boolean(false, _) = arguments[1].value else { return nil }
      var block = trailing
      if block == nil, arguments.count == 3, case .closure(let statements, _) = arguments[2].value {
        block = statements
      }
      guard let block else { return nil }
      var body = block
      if block.count == 1, let (parameter, inner) = block[0].blockBinding {
        body = [.bound(parameter, value: .none(parameter.location), body: inner)]
      }
      let deadline = Expression.binary(
        .plus,
        .call(.enumCase("now", location), [], location), arguments[0].value, location)
      return try call(
        .call(
          .member(
            .member(.name("DispatchQueue", location), "main", location), "asyncAfter", location),
          [Argument(label: "deadline", value: deadline)], location), body, context, at: location)
    case "showDetailViewController" where arguments.count == 2 && arguments[1].label == "sender":
      // Without a split view controller (the model has none), UIKit
      // presents the controller modally (its documentation).
      return try call(
        .call(
          .member(base, "present", location),
          [
            Argument(label: nil, value: arguments[0].value),
            Argument(label: "animated", value: .boolean(true, location)),
          ], location), nil, context, at: location)
    case "insertSubview":
      // The model keeps no order among subviews: inserting a view is adding
      // it, which is what the appearance callbacks follow (rule 4.6).
      return try call(
        .call(.member(base, "addSubview", location), Array(arguments.prefix(1)), location),
        trailing, context, at: location)
    case "addArrangedSubview", "insertArrangedSubview":
      // A stack view makes the view its subview (UIStackView's documentation:
      // "automatically adds the provided view as a subview"); where it sits
      // among them is layout, which the model does not keep.
      declarations.note(
        "'\(name)' makes the view a subview of the stack view; read as 'addSubview'",
        at: location, isSkipped: false)
      return try call(
        .call(.member(base, "addSubview", location), Array(arguments.prefix(1)), location),
        trailing, context, at: location)
    case "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview", "removeArrangedSubview":
      // Order only: nothing a callback follows; the receiver's view is read.
      return viewLoad(
        in: .call(
          .call(.member(base, name, location), [], location), trailingBlock: nil, at: location),
        context)
    case "async", "asyncAfter":
      // `DispatchQueue.main.async(execute: { … })`: the block as the
      // trailing closure the language reads.
      guard base.path == ["DispatchQueue", "main"],
        let index = arguments.firstIndex(where: { $0.label == "execute" }),
        case .closure(let statements, _) = arguments[index].value, trailing == nil
      else { return nil }
      var leading = arguments
      leading.remove(at: index)
      return try call(
        .call(.member(base, name, location), leading, location), statements, context,
        at: location)
    case "runningPropertyAnimator" where base.rootName == "UIViewPropertyAnimator":
      // Starts at once: a view animation of that duration and delay.
      var arguments = arguments
      for index in arguments.indices where arguments[index].label == "completion" {
        if case .closure(let block, let closureAt) = arguments[index].value {
          arguments[index].value = .closure(Self.completionAtEnd(block), closureAt)
        }
      }
      return try call(
        .call(.member(.name("UIView", location), "animate", location), arguments, location),
        trailing.map(Self.completionAtEnd), context, at: location)
    case "animateKeyframes" where base.path == ["UIView"]:
      // `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`:
      // one animation of that duration and delay, its block run at once, as
      // `UIView.animate`'s is (rule 4.6); the keyframes inside it are parts
      // of that block.
      declarations.note(
        "a keyframe animation is read as one 'UIView.animate' of its duration, its keyframes' "
          + "blocks run at once", at: location, isSkipped: false)
      return try rewriteCall(
        .member(base, "animate", location), arguments, trailing, location, context, at: location)
    case "animateChanges" where arguments.isEmpty && trailing != nil:
      // `sheet.animateChanges { sheet.selectedDetentIdentifier = .large }`:
      // the block runs at once; the sheet's change of detent animates,
      // which no callback follows (rule 5.3a).
      return try rewrite(try closureBody(trailing ?? [])[...], context)
    case "addKeyframe" where base.path == ["UIView"]:
      // A keyframe's block runs at once, within the keyframe animation's
      // block: its timing within the animation is drawing, not callbacks.
      var block = trailing
      if block == nil, case .closure(let statements, _)? = arguments.last?.value {
        block = statements
      }
      guard let block else { return nil }
      return try rewrite(try closureBody(block)[...], context)
    case "animate" where base.rootName == "UIView":
      // A spring's shape is drawing: `UIView.animate` of its duration.
      guard let plain = Self.plainAnimationArguments(arguments, at: location) else { return nil }
      renamed = name
      newArguments = plain
    default:
      return nil
    }
    if renamed != name {
      declarations.note(
        "'\(name)' is spelled '\(renamed)' since Swift 4.2; read as '\(renamed)'", at: location,
        isSkipped: false)
    }
    // UIKit's call itself: a method of the file's class with the modern name
    // but no `override` (Swift 4 allowed `func addChild(_:)` beside UIKit's
    // `addChildViewController(_:)`) is another method.
    return try rewriteCall(
      .member(base, renamed, location), newArguments, trailing, location, context, at: location)
  }

  /// `x.show(vc, sender: …)`: UIKit asks the hierarchy for the controller
  /// that overrides `show` (`targetViewController(forAction:sender:)`); a
  /// navigation controller does, and pushes, animated (rule 5.1); with
  /// none, `x` presents `vc` modally (rule 5.3; grade doc, UIKit's
  /// documentation of `show(_:sender:)`).
  ///
  /// The navigation controller is `x` itself or its nearest ancestor
  /// (`navigationController`), found when the call runs. UIKit's search
  /// also climbs from a presented controller to its presenter, which the
  /// model does not follow: a controller presented outside a navigation
  /// controller presents.
  private mutating func show(
    _ base: Expression, _ shown: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    func push(onto navigation: Expression) -> Statement {
      .call(
        .call(
          .member(navigation, "pushViewController", location),
          [
            Argument(label: nil, value: shown),
            Argument(label: "animated", value: .boolean(true, location)),
          ], location), trailingBlock: nil, at: location)
    }
    let present = Statement.call(
      .call(
        .member(base, "present", location),
        [
          Argument(label: nil, value: shown),
          Argument(label: "animated", value: .boolean(true, location)),
        ], location), trailingBlock: nil, at: location)
    let navigation = fresh("navigation")
    let written = Statement.conditional(
      [
        ConditionalBranch(
          condition: .optionalBinding(
            navigation,
            .call(
              .member(base, "as?", location),
              [Argument(label: nil, value: .name("UINavigationController", location))], location),
            location),
          body: [push(onto: .name(navigation, location))]),
        ConditionalBranch(
          condition: .optionalBinding(
            navigation, .member(base, "navigationController", location), location),
          body: [push(onto: .name(navigation, location))]),
      ], otherwise: [present], at: location)
    return try rewrite([written][...], context)
  }

  /// `UIView.animate`'s arguments with a spring's shape left out, the
  /// duration labelled `withDuration:`; `nil` when they name no spring.
  ///
  /// A spring's shape is drawing: `usingSpringWithDamping:`,
  /// `initialSpringVelocity:`, iOS 17's `springDuration:bounce:`, and iOS
  /// 18's `UIView.animate(.spring(duration: d)) { … }` are `UIView.animate`
  /// of their duration.
  private static func plainAnimationArguments(
    _ arguments: [Argument], at location: SourceLocation
  ) -> [Argument]? {
    var newArguments = arguments
    let extras: Set<String?> = ["usingSpringWithDamping", "initialSpringVelocity", "bounce"]
    if let first = arguments.first, first.label == nil,
      let duration = Self.swiftUIAnimationDuration(first.value)
    {
      newArguments[0] = Argument(label: "withDuration", value: .number(duration, location))
      if let changes = newArguments.firstIndex(where: { $0.label == "changes" }) {
        newArguments[changes].label = "animations"
      }
    } else if let index = arguments.firstIndex(where: { $0.label == "springDuration" }) {
      newArguments[index].label = "withDuration"
    } else if !arguments.contains(where: { extras.contains($0.label) }) {
      return nil
    }
    newArguments.removeAll { extras.contains($0.label) }
    return newArguments
  }

  /// An assignment: to a property of an instance (its variable), or of the
  /// language; to what the model does not model, skipped.
  private mutating func assignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let target = implicitSelfMadeExplicit(target, context)
    if isOwnViewAssignment(target, value, context) {
      // The model made the controller's view already.
      return []
    }
    if case .closure(let closure)? = literalProperty(target, context) {
      // `onClose = { … }`, `self.completion = completion`, `onClose = nil`.
      return try keep(value, in: closure, context, at: location)
    }
    if let set = try setterAssignment(target, value, context, at: location) {
      return set
    }
    if !context.isInitializing || !isOwnProperty(target, context),
      let observed = try observedAssignment(target, value, context, at: location)
    {
      return observed
    }
    if case .name("self", _) = value, Self.isDelegate(target),
      let className = context.className, isOwnTabBarDelegate(className)
    {
      // The class's own delegate methods run on taps
      // (`SwiftExpansion+TabBarDelegate.swift`).
      declarations.note(
        "a tab bar controller that is its own delegate: a tap asks its "
          + "tabBarController(_:shouldSelect:) and tells its tabBarController(_:didSelect:)",
        at: location, isSkipped: false)
      return []
    }
    if case .name("self", _) = value, Self.isDelegate(target),
      let className = context.className, isOwnNavigationDelegate(className)
    {
      // The class's own delegate methods run around the changes of its
      // stack (`SwiftExpansion+NavigationDelegate.swift`).
      declarations.note(
        "a navigation controller that is its own delegate: a push, a pop or a "
          + "setViewControllers asked for tells its navigationController(_:willShow:animated:) "
          + "and navigationController(_:didShow:animated:) (not its first appearance or an "
          + "interactive pop)", at: location, isSkipped: false)
      return []
    }
    if let connected = try pageViewConnection(target, value, context, at: location) {
      // `dataSource = self` with UIKit's methods: the list they index, and
      // the delegate's methods as handlers.
      return connected
    }
    if case .member(let base, let member, let memberAt) = target,
      let field = try settingsField(member, of: base, context, at: memberAt)
    {
      // `style.isOpen = true`: a field of a struct of settings.
      guard case .name = field else {
        throw .skipped(
          "durations and strings in a struct keep their first value: changing one is not "
            + "modelled", location)
      }
      return [.assignment(target: field, value: try resolve(value, context), at: location)]
    }
    try skipUnassignable(target, value, context)
    return try resolvedAssignment(target, value, context, at: location)
  }

  /// Whether `target` is `delegate` or `self.delegate`.
  static func isDelegate(_ target: Expression) -> Bool {
    switch target {
    case .name("delegate", _), .member(.name("self", _), "delegate", _): true
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// A target on UIKit's member of an implicit `self`, `self` written.
  ///
  /// `presentationController?.delegate = self` and
  /// `navigationController?.delegate = self` in a class's code are read as
  /// `self.presentationController?.delegate = self`, as an expression
  /// reads such a member (``isMemberOfSelf(_:)``): the language reads
  /// UIKit's members only with their owner. A name that is a local or a
  /// property of the class is not `self`'s UIKit member; any other target
  /// is returned as it is.
  func implicitSelfMadeExplicit(_ target: Expression, _ context: Context) -> Expression {
    guard case .member(let base, let member, let memberAt) = target,
      let instance = context.instance
    else { return target }
    let isUnwrapped: Bool
    let inner: Expression
    if case .unwrap(let unwrapped, _) = base {
      (isUnwrapped, inner) = (true, unwrapped)
    } else {
      (isUnwrapped, inner) = (false, base)
    }
    guard case .name(let name, let nameAt) = inner, Self.isMemberOfSelf(name),
      context.locals[name] == nil, context.skippedLocals[name] == nil,
      instances[instance]?.properties[name] == nil,
      context.className.flatMap({ chainProperty(name, of: $0) }) == nil,
      Self.skippedProperties[name] == nil
    else { return target }
    let explicit = Expression.member(.name("self", nameAt), name, nameAt)
    return .member(isUnwrapped ? .unwrap(explicit, base.location) : explicit, member, memberAt)
  }

  /// `view = UIView()` in `loadView`, `container = UIView()`,
  /// `view = container` (the local that stands for the controller's
  /// view): the model made the view already, and a view has nothing else
  /// to set here.
  private func isOwnViewAssignment(
    _ target: Expression, _ value: Expression, _ context: Context
  ) -> Bool {
    if case .call(.name(let type, _), _, _) = value, madeType(type) == "UIView" {
      switch literalProperty(target, context) {
      case .name?: return true
      case .literal?, .computed?, .computedBody?, .closure?, .animator?, .settings?, .skipped?, nil:
        break
      }
      if case .name("view", _) = target, context.instance != nil { return true }
      if case .member(_, "view", _) = target { return true }
    }
    if case .name(let local, _) = value, case .member(_, "view", _)? = context.locals[local] {
      // `view = container`, the local that stands for the controller's view.
      switch target {
      case .name("view", _) where context.instance != nil: return true
      case .member(.name("self", _), "view", _): return true
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        break
      }
    }
    return false
  }

  /// Throws the note of an assignment the model skips: a data source
  /// written as methods, UIKit's property on an implicit `self`, a member
  /// the language does not assign (named by the skipped property nearest
  /// the object).
  private func skipUnassignable(_ target: Expression, _ value: Expression, _ context: Context)
    throws(Failure)
  {
    if case .member(_, "dataSource", let memberAt) = target, instanceName(value, context) != nil {
      // A data source written as the class's methods: the language's is a
      // list of pages (scenario language §8).
      throw .skipped(
        "a data source written as methods is not modelled: the language's is a list "
          + "('pages.dataSource = [a, b, c]')", memberAt)
    }
    if case .name(let member, let memberAt) = target, context.instance != nil,
      context.locals[member] == nil, literalProperty(target, context) == nil,
      Self.isMemberOfSelf(member), !Self.isAssignable(member, on: .name("self", memberAt), false)
    {
      // `delegate = self` in a tab bar controller's subclass: UIKit's
      // property on an implicit `self`, skipped as `self.delegate` is.
      throw .skipped(
        unrunDelegateMethods(assigning: member, context)
          ?? Self.skippedProperties[member] ?? "'\(member)' is not modelled", memberAt)
    }
    if case .member(let base, let member, let memberAt) = target,
      literalProperty(target, context) == nil,
      !Self.isAssignable(member, on: Self.throughLocal(base, context), isView(base, context))
    {
      // `view.frame.origin.x = 0`: named by the skipped property nearest
      // the object (frames), not by the last member.
      var skipped = (
        unrunDelegateMethods(assigning: member, context) ?? Self.skippedProperties[member]
          ?? "'\(member)' is not modelled", memberAt
      )
      var inner = base
      while case .member(let next, let name, let nameAt) = inner {
        if let construct = Self.skippedProperties[name] { skipped = (construct, nameAt) }
        inner = next
      }
      throw .skipped(skipped.0, skipped.1)
    }
  }

  /// The note for a `delegate` the model skips when the class declares a
  /// navigation or tab bar controller delegate's methods, which then never
  /// run (`navigationController(_:didShow:animated:)` resetting a flag that
  /// guards the next push, `tabBarController(_:shouldSelect:)` presenting
  /// instead of selecting); `nil` for anything else.
  private func unrunDelegateMethods(assigning member: String, _ context: Context) -> String? {
    guard member == "delegate", let className = context.className else { return nil }
    let methods = chain(of: className).flatMap(\.methods)
    for (name, parameters, owner) in [
      ("navigationController", 3, "a navigation controller's"),
      ("tabBarController", 2, "a tab bar controller's"),
    ] {
      let declared = methods.filter { $0.name == name && $0.parameters.count == parameters }
      guard !declared.isEmpty else { continue }
      let names = declared.map { method in
        "\(name)(_:" + method.parameters.dropFirst().map { "\($0.label ?? "_"):" }.joined()
          + ")"
      }
      return "\(owner) delegate is not modelled: " + names.joined(separator: " and ")
        + (names.count == 1 ? " never runs" : " never run")
    }
    return nil
  }

  /// An assignment the language makes: an object made and named after
  /// what holds it, or the value resolved, the instance a property is given
  /// remembered while it is the only one.
  private mutating func resolvedAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var resolvedTarget = try resolve(target, context)
    if case .forceUnwrap(.name(let variable, let variableAt), _) = resolvedTarget {
      // `next = pages[0]` for `let next: UIViewController` declared first:
      // its variable is set (reads of it unwrap it).
      resolvedTarget = .name(variable, variableAt)
    }
    if case .call(.member(.name(let variable, let variableAt), "as?", _), _, _) = resolvedTarget {
      // `flow = nav` for `var flow: UINavigationController?`: its variable
      // is set (reads of it cast it, `optionalContainerType`).
      resolvedTarget = .name(variable, variableAt)
    }
    if case .call(.name(let type, let typeAt), let arguments, let callAt) = value,
      let made = madeType(type), made != "UIView"
    {
      // `self.menu = UIViewController()`: made, named after what holds it
      // (`drawer.menu`, a local's name), then assigned.
      var holder = "made"
      if case .name(let scenarioName, _) = resolvedTarget { holder = scenarioName }
      let bound = fresh(holder)
      return [
        .bound(
          HandlerParameter(name: bound, location: location),
          value: try resolve(.call(.name(made, typeAt), arguments, callAt), context),
          body: [.assignment(target: resolvedTarget, value: .name(bound, location), at: location)])
      ]
    }
    if case .literal(let first)? = literalProperty(target, context) {
      // A property kept as its literal: strings, and numbers that are not
      // integers.
      let kept: String
      if case .string = first { kept = "strings" } else { kept = "numbers that are not integers" }
      throw .skipped(
        "\(kept) keep their first value: changing one is not modelled", location)
    }
    if case .name(let variable, _) = resolvedTarget, let assigned = instanceName(value, context),
      !ambiguousAliases.contains(variable)
    {
      // `list = controller`: calls on the property reach that instance,
      // while it is the only one the property is given.
      if let known = instanceAliases[variable], known != assigned {
        instanceAliases[variable] = nil
        ambiguousAliases.insert(variable)
      } else {
        instanceAliases[variable] = assigned
      }
    }
    if let assigned = instanceName(value, context), isPlainInstance(assigned) {
      // `home.coordinator = self` in a plain class (a coordinator): no
      // controller or view to keep, only the instance calls reach (above).
      return []
    }
    return [.assignment(target: resolvedTarget, value: try resolve(value, context), at: location)]
  }

  /// Whether `instance` is of a class with no UIKit superclass: a plain
  /// reference type, which the model keeps no object for.
  func isPlainInstance(_ instance: String) -> Bool {
    guard let className = instances[instance]?.className else { return false }
    return (try? uikitRoot(of: className, at: SourceLocation(line: 1, column: 1))) == .some(nil)
  }

  /// `base`, or what the local it names stands for
  /// (`if let sheet = c.sheetPresentationController { sheet.delegate = self }`).
  static func throughLocal(_ base: Expression, _ context: Context) -> Expression {
    if case .name(let name, _) = base, let bound = context.locals[name] { return bound }
    return base
  }

  /// Whether the language assigns `member` (scenario language §2, §5, §8);
  /// any other property UIKit has is skipped.
  static func isAssignable(_ member: String, on base: Expression, _ isView: Bool) -> Bool {
    if isView { return member == "isHidden" }
    switch member {
    case "rootViewController", "isHidden", "shouldAutomaticallyForwardAppearanceMethods",
      "shouldAutomaticallyForwardRotationMethods", "viewControllers", "selectedIndex",
      "selectedViewController", "isDoubleSided", "definesPresentationContext",
      "isModalInPresentation", "modalPresentationStyle", "detents", "selectedDetentIdentifier",
      "presentationControllerShouldDismissAnswer":
      return true
    case "delegate":
      // The adaptive delegate (scenario language §8), through either name.
      let isPresentationController = { (name: String?) in
        name == "presentationController" || name == "sheetPresentationController"
      }
      if case .unwrap(.member(_, let name, _), _) = base { return isPresentationController(name) }
      return isPresentationController(base.path?.last)
    case "dataSource":
      return true
    default:
      return false
    }
  }

  /// The instance and the property an assignment's target names
  /// (`isOpen`, `self.isOpen`, `drawer.isOpen`), if it names one.
  func assignedProperty(_ target: Expression, _ context: Context) -> (String, String)? {
    switch target {
    case .name(let written, _) where context.locals[written] == nil:
      return context.instance.map { ($0, written) }
    case .member(let base, let member, _):
      return instanceName(base, context).map { ($0, member) }
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// An assignment to a property with `willSet` or `didSet`: the new value
  /// bound once, `willSet`'s body, the old value bound, the assignment, then
  /// `didSet`'s body (Swift's order); `nil` for a property without observers.
  private mutating func observedAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let (instance, name) = assignedProperty(target, context) else { return nil }
    guard let className = instances[instance]?.className,
      let declaration = chainProperty(name, of: className), declaration.isObserved,
      case .name(let variable)? = instances[instance]?.properties[name]
    else { return nil }
    var inner = try deeper(context, at: location)
    inner.instance = instance
    inner.className = className
    inner.locals = [:]
    inner.skippedLocals = [:]
    let newValue = fresh("newValue")
    let oldValue = fresh("oldValue")
    let newName = Expression.name(newValue, location)
    var didBody: [Statement] = [
      .assignment(target: .name(variable, location), value: newName, at: location)
    ]
    if let observer = declaration.didSetObserver {
      var observing = inner
      observing.locals[observer.name] = .name(oldValue, location)
      didBody += try rewrite(observer.body[...], observing)
    }
    var body: [Statement] = []
    if let observer = declaration.willSetObserver {
      var observing = inner
      observing.locals[observer.name] = newName
      body += try rewrite(observer.body[...], observing)
    }
    body.append(
      .bound(
        HandlerParameter(name: oldValue, location: location), value: .name(variable, location),
        body: didBody))
    return [
      .bound(
        HandlerParameter(name: newValue, location: location), value: try resolve(value, context),
        body: body)
    ]
  }

  /// An assignment to a computed property with a setter: the new value
  /// bound once, then the setter's body, as Swift runs it; `nil` for any
  /// other target.
  private mutating func setterAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let (instance, name) = assignedProperty(target, context) else { return nil }
    guard let className = instances[instance]?.className,
      let setter = chainProperty(name, of: className)?.setter
    else { return nil }
    var inner = try memberBody(from: context, on: instance, of: className, at: location)
    let newValue = fresh(setter.name)
    inner.locals[setter.name] = .name(newValue, location)
    return [
      .bound(
        HandlerParameter(name: newValue, location: location), value: try resolve(value, context),
        body: try rewrite(setter.body[...], inner))
    ]
  }

  /// The property value a target names, when it is a property of an instance.
  private func literalProperty(_ target: Expression, _ context: Context) -> PropertyValue? {
    switch target {
    case .name(let name, _) where context.locals[name] == nil:
      guard let instance = context.instance else { return nil }
      return instances[instance]?.properties[name]
    case .member(let base, let member, _):
      guard let instance = instanceName(base, context) else { return nil }
      return instances[instance]?.properties[member]
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// `_ = c.view` for a skipped statement that reads `c.view`: reading it
  /// loads the view, as Swift does (scenario language §6).
  private mutating func viewLoad(in statement: Statement, _ context: Context) -> [Statement] {
    let expression: Expression
    switch statement {
    case .assignment(let target, _, _): expression = target
    case .call(.call(let callee, _, _), _, _): expression = callee
    case .discard(let value, _): expression = value
    case .call, .declaration, .handler, .bound, .variable, .conditional, .loop,
      .guardStatement, .returnStatement, .whileLoop:
      return []
    }
    var current = expression
    while true {
      switch current {
      case .member(_, "view", let location), .name("view", let location):
        // A controller's view is loaded by reading it; a plain view (a
        // local or a property named `view`) needs nothing.
        guard let view = try? resolve(current, context), case .member(_, "view", _) = view else {
          return []
        }
        return [.discard(view, at: location)]
      case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _):
        current = base
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
        .not, .subscript, .ternary, .optionalBinding:
        return []
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

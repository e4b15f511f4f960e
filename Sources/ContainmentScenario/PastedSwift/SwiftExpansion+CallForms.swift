import Containment

extension SwiftExpansion {
  /// A call as written in a statement, with its trailing closure folded in
  /// where the method takes it.
  struct WrittenCall {
    /// What is called: `name`, `base.name`, `super.name`.
    var callee: Expression
    /// The arguments, a folded trailing closure last.
    var arguments: [Argument]
    /// The trailing closure the method does not take as an argument.
    var trailing: [Statement]?
    /// Where the call expression is.
    var callAt: SourceLocation
    /// Where the statement is.
    var location: SourceLocation
  }

  /// A ternary among the arguments: an `if` over the two calls.
  mutating func splittingTernaryArgument(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    let callee = call.callee
    let arguments = call.arguments
    let trailing = call.trailing
    let callAt = call.callAt
    let location = call.location
    for (index, argument) in arguments.enumerated() {
      guard
        case .ternary(let condition, let whenTrue, let whenFalse, let ternaryAt) = argument.value
      else { continue }
      var first = arguments
      first[index].value = whenTrue
      var second = arguments
      second[index].value = whenFalse
      let split = Statement.conditional(
        [
          ConditionalBranch(
            condition: condition,
            body: [.call(.call(callee, first, callAt), trailingBlock: trailing, at: location)])
        ], otherwise: [.call(.call(callee, second, callAt), trailingBlock: trailing, at: location)],
        at: ternaryAt)
      return try rewrite([split][...], context)
    }
    return nil
  }

  /// The calls that stand for a loop, a binding, a clock or a coordinator
  /// rather than a method: `forEach`, an optional's `map`, a test's spin of
  /// the run loop, a coordinator's `animate`, and a sheet's pull with the
  /// delegates' answers; `nil` for any other call.
  mutating func specialForm(_ call: WrittenCall, _ context: Context) throws(Failure)
    -> [Statement]?
  {
    if let answers = try pullWithDelegatesAnswers(call, context) { return answers }
    if let loop = try forEachLoop(call, context) { return loop }
    if let spin = try runLoopSpin(call, context) { return spin }
    if let binding = try optionalMap(call, context) { return binding }
    if let work = try backgroundWork(call, context) { return work }
    return try coordinatorAnimation(call, context)
  }

  /// `DispatchQueue.global(qos: .userInitiated).async { … }` or
  /// `DispatchQueue(label: "…").async { … }`: the block's statements, at
  /// once.
  ///
  /// Work on another queue takes no time here, so what it sends to the
  /// main queue (`DispatchQueue.main.async { self.show(page) }`) is queued
  /// now and runs at this turn's end (rule 4.5; grade inf): the order of a background
  /// load that returns at once, one of the orders UIKit can give. A note
  /// says so, once.
  private mutating func backgroundWork(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    guard case .member(let queue, "async", _) = call.callee,
      case .call(let made, let queueArguments, _) = queue
    else { return nil }
    switch made {
    case .member(.name("DispatchQueue", _), "global", _):
      break
    case .name("DispatchQueue", _) where queueArguments.first?.label == "label":
      break
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    var body = call.trailing
    for argument in call.arguments where argument.label == "execute" || argument.label == nil {
      if case .closure(let statements, _) = argument.value { body = statements }
    }
    guard let body else { return nil }
    declarations.note(
      "a block given to another queue runs at once: its work takes no time here, and what it "
        + "sends to the main queue runs at the turn's end", at: call.location, isSkipped: false)
    return try rewrite(body[...], context)
  }

  /// `beginInteractiveDismiss`/`finishInteractiveDismiss` with the
  /// delegates' answers, read from their state at the pull (§8).
  private mutating func pullWithDelegatesAnswers(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    guard case .member(_, let name, _) = call.callee,
      name == "beginInteractiveDismiss" || name == "finishInteractiveDismiss",
      !shouldDismissDelegates.isEmpty
    else { return nil }
    return try shouldDismissAnswers(at: call.location)
      + rewriteCall(
        call.callee, call.arguments, call.trailing, call.callAt, context, at: call.location)
  }

  /// `list.forEach { child in … }`, `{ $0.… }`, `forEach(push)`: a loop
  /// over the list.
  private mutating func forEachLoop(_ call: WrittenCall, _ context: Context) throws(Failure)
    -> [Statement]?
  {
    guard case .member(let list, "forEach", let forAt) = call.callee else { return nil }
    let arguments = call.arguments
    var body = call.trailing
    if body == nil, arguments.count == 1, case .closure(let statements, _) = arguments[0].value {
      body = statements
    }
    if body == nil, arguments.count == 1,
      let function = functionReference(arguments[0].value, context)
    {
      // `newCards.forEach(push)`: the function called with each element.
      let at = arguments[0].value.location
      body = [
        .call(
          .call(
            arguments[0].value,
            [Argument(label: function.parameters.first?.label, value: .name("$0", at))],
            at), trailingBlock: nil, at: at)
      ]
    }
    guard let body else {
      throw .diagnostic(Diagnostic("'forEach' takes a closure", at: forAt))
    }
    let (variable, statements) = Self.closureParameter(of: body)
    if let owner = Self.subviewsCleared(by: list, variable, statements) {
      return [try removingEverySubview(of: owner, context, at: call.location)]
    }
    return try rewrite(
      [
        .loop(
          variable: variable, variableAt: forAt, sequence: list, body: statements,
          at: call.location)
      ][...],
      context)
  }

  /// A test's `RunLoop.main.run(until: Date())`: the turn ends and what is
  /// due runs, as `RunLoop.main.run(for: 0)` does (``runLoopSpin(_:_:)``).
  private mutating func runLoopSpin(_ call: WrittenCall, _ context: Context) throws(Failure)
    -> [Statement]?
  {
    guard let seconds = Self.runLoopSpin(call.callee, call.arguments) else { return nil }
    let at = call.callAt
    let run = Expression.member(.member(.name("RunLoop", at), "main", at), "run", at)
    return try rewrite(
      [
        .call(
          .call(run, [Argument(label: "for", value: seconds)], at), trailingBlock: nil,
          at: call.location)
      ][...], context)
  }

  /// `current.map { $0.view.removeFromSuperview() }`, its result unused: the
  /// closure runs with the value when it is not nil, as
  /// `if let $0 = current { … }`.
  private mutating func optionalMap(_ call: WrittenCall, _ context: Context) throws(Failure)
    -> [Statement]?
  {
    guard case .member(let optional, "map", let mapAt) = call.callee,
      let closure = call.trailing ?? Self.onlyClosure(in: call.arguments)
    else { return nil }
    let (variable, statements) = Self.closureParameter(of: closure)
    if isList(try resolve(optional, context)) {
      // `children.map { $0.removeFromParent() }`, its result unused: the
      // closure runs for each element, as `forEach` does.
      return try rewrite(
        [
          .loop(
            variable: variable, variableAt: mapAt, sequence: optional, body: statements,
            at: call.location)
        ][...], context)
    }
    let binding = Statement.conditional(
      [
        ConditionalBranch(
          condition: .optionalBinding(variable, optional, mapAt), body: statements)
      ], otherwise: nil, at: call.location)
    return try rewrite([binding][...], context)
  }

  /// Whether a resolved expression is known to be a list: written out, a
  /// list variable, a container's `children` or `viewControllers`, a view's
  /// `subviews`, or a list's `filter`, `reversed` or `dropFirst`.
  func isList(_ resolved: Expression) -> Bool {
    switch resolved {
    case .array:
      return true
    case .name(let variable, _):
      return listVariables.contains(variable)
    case .member(_, let member, _):
      return member == "children" || member == "viewControllers" || member == "subviews"
    case .call(.member(_, let method, _), _, _):
      return ["filter", "reversed", "dropFirst", "dropLast", "prefix", "suffix", "compactMap"]
        .contains(method)
    case .number, .string, .boolean, .none, .enumCase, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // Anything else is read as an optional's `map`.
      return false
    }
  }

  /// The name a closure's one parameter binds (`$0` when it names none)
  /// and its statements.
  static func closureParameter(of closure: [Statement]) -> (String, [Statement]) {
    guard closure.count == 1, let (parameter, inner) = closure[0].blockBinding else {
      return ("$0", closure)
    }
    return (parameter.name, inner)
  }

  /// `transitionCoordinator?.animate(alongsideTransition:completion:)`
  /// (rule 5.5); its other members are skipped.
  private mutating func coordinatorAnimation(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    guard case .member(let base, let method, let methodAt) = call.callee,
      let coordinator = try coordinatorChain(base, context)
    else { return nil }
    guard method == "animate" else {
      throw .skipped("a transition coordinator's '\(method)' is not modelled", methodAt)
    }
    return try alongsideTransition(
      coordinator, call.arguments, call.trailing, call.callAt, context, at: call.location,
      methodAt: methodAt)
  }

  /// `super.name(…)`: the superclass's method when the file declares it,
  /// else UIKit's own on the instance.
  mutating func superCall(
    _ name: String, _ call: WrittenCall, _ context: Context, superAt: SourceLocation,
    nameAt: SourceLocation
  ) throws(Failure) -> [Statement] {
    let arguments = call.arguments
    let trailing = call.trailing
    let callAt = call.callAt
    let location = call.location
    let labels = arguments.map(\.label)
    // The superclass's method when the file declares it.
    if let className = context.className, let superclass = classes[className]?.superclass,
      classes[superclass] != nil,
      let (method, owner) = self.method(name, labels: labels, in: superclass)
    {
      return try inline(
        method, of: owner, on: context.instance, arguments, from: context, at: location)
    }
    // UIKit's own: a callback's does nothing the trace shows; a method a
    // container calls (`super.pushViewController(vc, animated: true)` in
    // an override) does UIKit's work on the instance, without the
    // override again.
    guard Callback.Name(rawValue: name) == nil, name != "init", let instance = context.instance,
      ScenarioMethod(rawValue: name) != nil || Self.isMemberOfSelf(name)
    else { return [] }
    var resolvedArguments: [Argument] = []
    for argument in arguments {
      var resolved = argument
      resolved.value = try resolve(argument.value, context)
      resolvedArguments.append(resolved)
    }
    let block = try trailing.map { (block) throws(Failure) in
      try rewrite(try closureBody(block)[...], context)
    }
    var told: [Statement] = []
    if Self.navigationChanges.contains(name), let className = instances[instance]?.className,
      isOwnNavigationDelegate(className)
    {
      // `super.pushViewController(vc, animated: animated)` in an override
      // of a navigation controller that is its own delegate.
      var telling = context
      telling.changesTheStackDirectly = true
      told = try tellingTheDelegate(on: .name("self", superAt), call, telling)
    }
    return [
      .call(
        .call(.member(.name(instance, superAt), name, nameAt), resolvedArguments, callAt),
        trailingBlock: block, at: location)
    ] + told
  }

  /// `name(…)`: a closure kept in a local or constant, a method of the
  /// class with `self` left out, a function of the file, an old spelling,
  /// or UIKit's on `self`; `nil` to write the call as it is.
  mutating func callOfName(
    _ name: String, _ call: WrittenCall, _ context: Context, nameAt: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let callee = call.callee
    let arguments = call.arguments
    let trailing = call.trailing
    let callAt = call.callAt
    let location = call.location
    let labels = arguments.map(\.label)
    if let statements = try keptClosure(named: name, context, at: nameAt) {
      return statements
    }
    // An override of a callback (`didMove(toParent:)`) is the class's
    // handler: calling it is UIKit's call, whose callback runs the body.
    if Callback.Name(rawValue: name) == nil, let instance = context.instance,
      let className = instances[instance]?.className,
      let (method, owner) = self.method(name, labels: labels, in: className)
    {
      return try inline(method, of: owner, on: instance, arguments, from: context, at: location)
    }
    if let function = declarations.functions.first(where: {
      $0.name == name && $0.accepts(labels)
    }) {
      return try inline(function, of: nil, on: nil, arguments, from: context, at: location)
    }
    if context.instance != nil,
      let respelled = try respelled(
        .name("self", nameAt), name, arguments, trailing, context, at: location)
    {
      // `addChildViewController(c)` inside the class: `self` left out.
      return respelled
    }
    if name == "precondition", let condition = arguments.first, condition.label == nil {
      return [try precondition(condition.value, arguments.dropFirst().first, context, at: location)]
    }
    if Self.skippedFunctions.contains(name) {
      throw .skipped("'\(name)' is not modelled", nameAt)
    }
    if context.instance != nil, context.locals[name] == nil, Self.isMemberOfSelf(name),
      ScenarioMethod(rawValue: name) == nil,
      !ScenarioMethod.revisionFourMethodNames.contains(name)
    {
      // `setNeedsStatusBarAppearanceUpdate()`: a method of UIKit's the
      // language does not call, on `self` left out, as `self.…` is read.
      return try self.call(
        .call(.member(.name("self", nameAt), name, nameAt), arguments, callAt), trailing,
        context, at: location)
    }
    if isFunctionOfAnotherModule(name, callee, context) {
      throw functionOfAnotherModule(name, context, at: nameAt)
    }
    return nil
  }

  /// `precondition(c, "…")`: `if !c { #preconditionFailed("…") }`, so that
  /// a false condition stops the run at its line, as Swift traps; a
  /// condition that reads what the model skips is skipped with it (a
  /// correct program's check passes, and the model cannot tell).
  private mutating func precondition(
    _ condition: Expression, _ message: Argument?, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Statement {
    let decided = try resolve(condition, context)
    var text: [Argument] = []
    if let message, case .string = message.value { text = [message] }
    let stop = Statement.call(
      .call(.name(Lowering.preconditionFailed, location), text, location), trailingBlock: nil,
      at: location)
    return .conditional(
      [ConditionalBranch(condition: .not(decided, location), body: [stop])], otherwise: nil,
      at: location)
  }

  /// `name()` where `name` is a closure kept in a local or a constant of the
  /// file: its statements; `nil` when `name` is neither.
  private func keptClosure(
    named name: String, _ context: Context, at nameAt: SourceLocation
  ) throws(Failure) -> [Statement]? {
    if let local = context.locals[name] {
      switch local {
      case .closure(let statements, _): return statements
      case .none: return []
      case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        throw .diagnostic(
          Diagnostic(
            "'\(name)' is not a closure the expansion can follow: pass the closure itself",
            at: nameAt))
      }
    }
    if context.locals[name] == nil, case .closure(let statements, _)? = globals[name] {
      // `done()`: a closure the driver keeps in a constant.
      return statements
    }
    return nil
  }

  /// `constrain(a, b) { … }` of a layout library: skipped, unless it is
  /// close to a function or method the file has, which it then names.
  private func functionOfAnotherModule(
    _ name: String, _ context: Context, at nameAt: SourceLocation
  ) -> Failure {
    var candidates = declarations.functions.map(\.name)
    if let className = context.className { candidates += chainMethodNames(of: className) }
    let suggestion = Suggestion.didYouMean(name, among: candidates)
    if !suggestion.isEmpty, !suggestion.contains("UIKit's old spelling") {
      return .diagnostic(Diagnostic("no function '\(name)' here" + suggestion, at: nameAt))
    }
    return .skipped("'\(name)' is not modelled", nameAt)
  }

  /// Whether `name(…)`, inside a class's code, names no local, member,
  /// language call, constant or property of the class: a function of
  /// another module.
  private func isFunctionOfAnotherModule(
    _ name: String, _ callee: Expression, _ context: Context
  ) -> Bool {
    guard !context.isTopLevel, context.locals[name] == nil, !Self.isMemberOfSelf(name),
      ScenarioMethod(rawValue: name) == nil, name.first?.isLowercase == true,
      name != "fatalError", name != "preconditionFailure", globals[name] == nil,
      closureProperty(callee, context) == nil
    else { return false }
    guard let instance = context.instance.flatMap({ instances[$0] }) else { return true }
    return chainProperty(name, of: instance.className) == nil
  }

  /// A method's code run on a plain object only while the property it is
  /// called through holds that object.
  ///
  /// `flow?.start()`, the property set in another method: `body` runs while
  /// the property holds `instance`; else, as Swift does, nothing for
  /// `flow?.start()`, a stop for `flow!.start()` (scenario language §6: a
  /// class with no UIKit superclass is a plain reference type). Any other
  /// call is `body`.
  private mutating func whileHeld(
    _ instance: String, _ body: [Statement], calledOn base: Expression, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard case .name(let variable, _) = try resolve(base.removingUnwrap, context),
      plainVariables.contains(variable)
    else { return body }
    let name = base.removingUnwrap.path?.joined(separator: ".") ?? "the property"
    guard let branches = whileHolding(variable, instance, run: body, named: name, at: location)
    else { return body }
    var whenNil: [Statement] = []
    if case .unwrap = base {
      // `flow?.start()`: nothing while the property is nil.
    } else {
      whenNil = [
        Self.stop(
          "'\(name)' is nil here: unexpectedly found nil while unwrapping an Optional value",
          at: location, statementAt: location)
      ]
    }
    return [
      .conditional(branches, otherwise: whenNil.isEmpty ? nil : whenNil, at: location)
    ]
  }

  /// `base.name(…)`: a method of an instance of the file's, dispatched
  /// over the instances when the receiver is known only when running, a
  /// list's change, an old spelling, or skipped; `nil` to write the call as
  /// it is.
  mutating func callOfMember(
    _ name: String, on base: Expression, _ call: WrittenCall, _ context: Context,
    memberAt: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let arguments = call.arguments
    let trailing = call.trailing
    let location = call.location
    let labels = arguments.map(\.label)
    if let method = staticMethod(name, labels: labels, on: base, context) {
      // `DetailViewController.configureAppearance()`: run as a function of
      // the file, with no instance for `self`.
      return try inline(method, of: nil, on: nil, arguments, from: context, at: location)
    }
    if let inlined = try methodOfTheFile(name, on: base, call, context, memberAt: memberAt) {
      return inlined
    }
    // A list's own method first: `stack.remove(at: 0)` is the list's, even
    // where a class of the file has a `remove(_:)`.
    // `stack.removeAll { $0 is Login }`: the trailing closure is the
    // predicate Swift gives `removeAll(where:)`, not a block of its own.
    let listArguments =
      name == "removeAll" && arguments.isEmpty && trailing != nil
      ? [Argument(label: "where", value: .closure(trailing ?? [], location))] : arguments
    if let changed = try listChange(base, name, listArguments, context, at: location) {
      return changed
    }
    if instanceName(base, context) == nil,
      let dispatched = try dispatched(name, on: base, arguments, context, at: location)
    {
      return dispatched
    }
    if let overridden = try dispatchedOverride(name, on: base, call, context) {
      return overridden
    }
    if let respelled = try respelled(base, name, arguments, trailing, context, at: location) {
      return respelled
    }
    if base.path == ["UIView"],
      !["animate", "transition", "performWithoutAnimation"].contains(name)
    {
      // `UIView.setAnimationsEnabled(_:)`, `UIView.setAnimationCurve(_:)`:
      // UIView's other class methods draw, or set what the model does not
      // keep.
      throw .skipped("'UIView.\(name)' is not modelled", memberAt)
    }
    if Self.skippedMethods[name] != nil
      || isUnmodelledType(base.rootName)
    {
      throw .skipped(
        Self.skippedMethods[name] ?? "'\(base.rootName ?? name)' is not modelled", memberAt)
    }
    try checkUnknownMethod(name, on: base, context, at: memberAt)
    return nil
  }

  /// `drawer.open(menu, animated: true)` on an instance of a class of the
  /// file: the method's body inlined; `nil` where the instance's classes
  /// have no such method and UIKit's may.
  private mutating func methodOfTheFile(
    _ name: String, on base: Expression, _ call: WrittenCall, _ context: Context,
    memberAt: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let labels = call.arguments.map(\.label)
    let location = call.location
    guard let instance = instanceName(base, context),
      let className = instances[instance]?.className
    else { return nil }
    if Callback.Name(rawValue: name) == nil,
      let (method, owner) = self.method(name, labels: labels, in: className)
    {
      // Not an override of a callback: that is the class's handler, run
      // by the callback UIKit's call delivers (`child.didMove(toParent:)`).
      let body = try inline(
        method, of: owner, on: instance, call.arguments, from: context, at: location)
      return try whileHeld(instance, body, calledOn: base, context, at: location)
    }
    if classes[className] != nil, (try? uikitRoot(of: className, at: location)) == .some(nil) {
      throw .diagnostic(
        Diagnostic(
          "'\(className)' has no method '\(name)' taking these arguments"
            + Suggestion.didYouMean(
              name, among: chainMethodNames(of: className)), at: memberAt))
    }
    return nil
  }
}

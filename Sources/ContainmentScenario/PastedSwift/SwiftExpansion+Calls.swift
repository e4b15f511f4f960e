import Containment

/// The calls of a pasted class's code (scenario language §6): the file's
/// methods inlined, UIKit's calls read as the language's, the objects made in
/// arguments named first, `show(_:sender:)`, and a method dispatched on the
/// class of the instance it is called on.
extension SwiftExpansion {
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
    if Self.isTypeOrLanguageObject(base) { return nil }
    // `isOpen.toggle()` is Swift's `Bool.toggle()`, whatever the file's
    // classes call their own methods.
    if namesValueProperty(base.removingUnwrap, context) { return nil }
    guard ScenarioMethod(rawValue: name) == nil, !Self.isMemberOfSelf(name),
      Callback.Name(rawValue: name) == nil,
      classes.values.contains(where: { $0.method(name, labels: labels) != nil })
    else { return nil }
    let receiver = try resolve(base.removingUnwrap, context)
    // A property that holds a plain object holds its number: the plain
    // instances are compared with it, the controllers with any other.
    let holdsPlain = holdsPlainObject(receiver)
    let candidates = instances(having: name, labels: labels).filter {
      (plainValue(of: $0.instance, at: location) != nil) == holdsPlain
    }
    let held = holdsPlain ? "an object of a plain class" : "a controller"
    if !holdsPlain, candidates.isEmpty,
      classes.values.filter({ $0.method(name, labels: labels) != nil })
        .allSatisfy({ isPlainClass($0.name) })
    {
      // Only plain classes have it, so the receiver is a plain object the
      // expansion cannot tell here (a list's element, a method's result):
      // the run stops at the call rather than drop it unseen.
      return [
        Self.stop(
          "'\(name)' is called on an object of a plain class that the expansion cannot tell "
            + "here: call it on a property or a local that holds the object", at: location,
          statementAt: location)
      ]
    }
    guard candidates.count <= Self.maximumDispatchedInstances else {
      throw .diagnostic(
        Diagnostic(
          "'\(name)' is called on \(held) known only when the scenario runs, and "
            + "\(candidates.count) instances have it: call it on an instance the file names",
          at: location))
    }
    declarations.note(
      "'\(name)' on \(held) known only when running is run for the instance it is, "
        + "among those made before this call is read", at: location, isSkipped: false)
    var branches = try self.branches(
      inlining: candidates, on: receiver, arguments, context, at: location)
    if holdsPlain {
      // Holding none of these: one made after this call was read, or made
      // before its place made another.
      branches.append(
        ConditionalBranch(
          condition: .binary(.notEqual, receiver.removingUnwrap, .none(location), location),
          body: [
            Self.stop(
              "'\(name)' is called on an object of a plain class that the expansion does not keep "
                + "here (made after this call is read, or before the place that made it made "
                + "another): make the object before the code that calls it, or once",
              at: location, statementAt: location)
          ]))
    }
    guard !branches.isEmpty else { return [] }
    return [.conditional(branches, otherwise: nil, at: location)]
  }

  /// The instances made so far whose classes have the method `name` taking
  /// `labels`, each with the method and the class that declares it, in the
  /// order of their names.
  private func instances(having name: String, labels: [String?])
    -> [(instance: String, method: FunctionDeclaration, owner: String)]
  {
    instances.keys.sorted().compactMap { instance in
      instances[instance].flatMap { self.method(name, labels: labels, in: $0.className) }
        .map { (instance: instance, method: $0.0, owner: $0.1) }
    }
  }

  /// One branch for each candidate: its method inlined on it, taken when
  /// `receiver` is that instance.
  private mutating func branches(
    inlining candidates: [(instance: String, method: FunctionDeclaration, owner: String)],
    on receiver: Expression, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [ConditionalBranch] {
    var branches: [ConditionalBranch] = []
    for candidate in candidates {
      let body = try inline(
        candidate.method, of: candidate.owner, on: candidate.instance, arguments,
        from: context, at: location)
      branches.append(
        ConditionalBranch(
          condition: isInstance(receiver, candidate.instance, at: location), body: body))
    }
    return branches
  }

  /// Whether `base` is a property of a value's type (`var isOpen = false`,
  /// `var count: Int`), which holds no object of the file's.
  private func namesValueProperty(_ base: Expression, _ context: Context) -> Bool {
    guard let declaration = namedProperty(base, context)?.declaration else { return false }
    switch declaration.value {
    case .boolean?, .number?, .string?:
      return true
    case .name?, .none?, .enumCase?, .array?, .member?, .call?, .closure?, .binary?, .not?,
      .subscript?, .unwrap?, .forceUnwrap?, .ternary?, .optionalBinding?, nil:
      let values: Set<String> = [
        "Bool", "Int", "Double", "CGFloat", "Float", "String", "TimeInterval",
      ]
      return declaration.baseType.map(values.contains) == true
    }
  }

  /// A UIKit method that the file overrides, called on a receiver known only
  /// when running.
  ///
  /// `navigationController?.pushViewController(detail, animated: true)`
  /// where a navigation controller subclass of the file overrides the push
  /// (to refuse a second one): the override for the instance of such a
  /// class the receiver is when running, UIKit's own call for any other
  /// (scenario language §6, overrides). `nil` when no instance made so far
  /// overrides it.
  mutating func dispatchedOverride(
    _ name: String, on base: Expression, _ call: WrittenCall, _ context: Context
  ) throws(Failure) -> [Statement]? {
    let labels = call.arguments.map(\.label)
    let location = call.location
    // An override of a callback is the class's handler, run by the
    // callback UIKit's call delivers, not a method to inline.
    guard ScenarioMethod(rawValue: name) != nil, Callback.Name(rawValue: name) == nil,
      !Self.isTypeOrLanguageObject(base),
      classes.values.contains(where: { $0.methods.contains { $0.isOverride && $0.name == name } }),
      instanceName(base, context) == nil
    else { return nil }
    let candidates = instances(having: name, labels: labels).filter {
      $0.method.isOverride && plainValue(of: $0.instance, at: location) == nil
    }
    guard !candidates.isEmpty else { return nil }
    guard candidates.count <= Self.maximumDispatchedInstances else {
      throw .diagnostic(
        Diagnostic(
          "'\(name)' is called on a controller known only when the scenario runs, and "
            + "\(candidates.count) instances override it: call it on an instance the file names",
          at: location))
    }
    let receiver = try resolve(base.removingUnwrap, context)
    let branches = try self.branches(
      inlining: candidates, on: receiver, call.arguments, context, at: location)
    let uikit = try rewriteCall(
      call.callee, call.arguments, call.trailing, call.callAt, context, at: location)
    return [.conditional(branches, otherwise: uikit, at: location)]
  }

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
    try Self.skipNotificationObserver(call.callee)
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
        // An animation's options change no callback, but one: whatever else
        // the file writes (`UIView.AnimationOptions()`, `.curveEaseOut`) is
        // `[]`; `.showHideTransitionViews` makes `UIView.transition(from:to:…)`
        // hide and show its views instead of moving them (rule 4.6).
        let keeps =
          Lowering.showsAndHides(argument.value)
          || (try? resolve(argument.value, context)).map(Lowering.showsAndHides) == true
        let kept: [Expression] =
          keeps ? [.enumCase("showHideTransitionViews", argument.value.location)] : []
        resolved.value = .array(kept, argument.value.location)
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
  mutating func hoistingMadeObjects(from statement: Statement, _ context: Context)
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
  func propertyHolder(of target: Expression, _ context: Context) -> String? {
    namedProperty(target, context).map { "\($0.owner).\($0.declaration.name)" }
  }

  /// The instance and the declaration of the property `target` names
  /// (`pages`, `self.pages`, the driver's `segments.pages`); `nil` for
  /// anything else.
  func namedProperty(_ target: Expression, _ context: Context)
    -> (owner: String, declaration: PropertyDeclaration)?
  {
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
      let declaration = chainProperty(property, of: className)
    else { return nil }
    return (owner, declaration)
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
  func isOwnProperty(_ target: Expression, _ context: Context) -> Bool {
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

  /// `pages.append(c)`, `append(contentsOf:)`, `insert(c, at: i)`,
  /// `remove(at: i)`, `removeAll()`, `removeAll(where:)` on a list
  /// variable: the assignment of the new list; `nil` for any other call.
  mutating func listChange(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    if let changed = try stackChangedInPlace(base, name, arguments, context, at: location) {
      return changed
    }
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
      guard case .number(0, _) = arguments[1].value else {
        return try rewrite(
          Self.inserting(arguments[0].value, into: base, at: arguments[1].value, location)[
            ...], context)
      }
      value = .binary(
        .plus, .array([try resolve(arguments[0].value, context)], location), list, location)
    case ("remove", ["at"]):
      return try rewrite(
        Self.removing(from: base, at: arguments[0].value, location)[...], context)
    case ("removeAll", ["where"]):
      guard let kept = removingAll(from: base, where: arguments[0].value, location) else {
        throw .diagnostic(
          Diagnostic(
            "'removeAll(where:)' is read when its closure is one expression "
              + "('{ $0 === old }')", at: location))
      }
      return try rewrite(kept[...], context)
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
            + "'append(contentsOf:)', 'insert(_:at:)', 'remove(at:)', 'removeAll()', "
            + "'removeAll(where:)', 'removeLast()', 'removeFirst()' or 'popLast()', or assign "
            + "the list", at: location))
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

  /// The list changes Swift writes on a list in place.
  private static let listChanges: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeLast", "removeFirst",
  ]

  /// A change of a UIKit container's `viewControllers` in place.
  ///
  /// `navigationController?.viewControllers.removeAll(where: { $0 is Login })`
  /// is, in Swift, a read, the change and the property set back: the setter
  /// is `setViewControllers(_:animated: false)` (rules 5.1, 5.2; grade doc:
  /// UIKit's documentation of `viewControllers`). `nil` for
  /// any other call.
  private mutating func stackChangedInPlace(
    _ base: Expression, _ name: String, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard Self.listChanges.contains(name),
      case .member(let owner, "viewControllers", let memberAt) = base
    else { return nil }
    let copy = fresh("viewControllers")
    let container: Expression
    var guarded: Expression?
    if case .unwrap(let optional, _) = owner {
      // `navigationController?.viewControllers…`: nothing when it is nil.
      container = .forceUnwrap(optional, memberAt)
      guarded = .binary(.notEqual, optional, .none(memberAt), memberAt)
    } else {
      container = owner
    }
    let list = Expression.name(copy, memberAt)
    let change: [Statement] = [
      .variable(
        name: copy, type: "[UIViewController]",
        value: .member(container, "viewControllers", memberAt),
        at: location),
      .call(
        .call(.member(list, name, location), arguments, location), trailingBlock: nil, at: location),
      .assignment(
        target: .member(container, "viewControllers", memberAt), value: list, at: location),
    ]
    guard let guarded else { return try rewrite(change[...], context) }
    return try rewrite(
      [
        .conditional(
          [ConditionalBranch(condition: guarded, body: change)], otherwise: nil, at: location)
      ][...], context)
  }

  /// `x.show(vc, sender: …)`: UIKit asks the hierarchy for the controller
  /// that overrides `show` (`targetViewController(forAction:sender:)`); a
  /// navigation controller does, and pushes, animated (rule 5.1); with
  /// none, `x` presents `vc` modally (rule 5.3; grade doc, UIKit's
  /// documentation of `show(_:sender:)`).
  ///
  /// The navigation controller is `x` itself or its nearest ancestor
  /// (`navigationController`), found when the call runs. A class of the
  /// file that overrides `show(_:sender:)` (a custom split or column
  /// container) is such a controller too: the nearest of `x` and its
  /// ancestors that is one or the other is found when the call runs, and
  /// the override runs on it. UIKit's search also climbs from a presented
  /// controller to its presenter, which the model does not follow: a
  /// controller presented outside a navigation controller presents.
  mutating func show(
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
    let overriding = classes.keys.sorted().filter { className in
      classes[className]?.methods.contains(where: \.overridesShow) == true
    }
    if !overriding.isEmpty {
      return try showThroughOverrides(base, shown, overriding, present, context, at: location)
    }
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

  /// `x.show(vc, sender: …)` where classes of the file override
  /// `show(_:sender:)`: `x` and its ancestors are climbed, when the call
  /// runs, to the nearest navigation controller or instance of one of
  /// `overriding`; a navigation controller pushes, an instance runs its
  /// override, and with neither `x` presents (``show(_:_:_:at:)``; rules
  /// 5.1, 5.3; grade doc: `targetViewController(forAction:sender:)`).
  private mutating func showThroughOverrides(
    _ base: Expression, _ shown: Expression, _ overriding: [String], _ present: Statement,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let target = fresh("target")
    let current = Expression.name(target, location)
    func isA(_ type: String) -> Expression {
      .call(
        .member(current, "is", location), [Argument(label: nil, value: .name(type, location))],
        location)
    }
    func cast(_ type: String) -> Expression {
      .call(
        .member(current, "as?", location), [Argument(label: nil, value: .name(type, location))],
        location)
    }
    var climbs = Expression.binary(.notEqual, current, .none(location), location)
    for type in ["UINavigationController"] + overriding {
      climbs = .binary(.and, climbs, .not(isA(type), location), location)
    }
    let bound = fresh("shower")
    var branches = [
      ConditionalBranch(
        condition: .optionalBinding(bound, cast("UINavigationController"), location),
        body: [
          .call(
            .call(
              .member(.name(bound, location), "pushViewController", location),
              [
                Argument(label: nil, value: shown),
                Argument(label: "animated", value: .boolean(true, location)),
              ], location), trailingBlock: nil, at: location)
        ])
    ]
    for type in overriding {
      branches.append(
        ConditionalBranch(
          condition: .optionalBinding(bound, cast(type), location),
          body: [
            .call(
              .call(
                .member(.name(bound, location), "show", location),
                [
                  Argument(label: nil, value: shown),
                  Argument(label: "sender", value: .none(location)),
                ], location), trailingBlock: nil, at: location)
          ]))
    }
    let written: [Statement] = [
      .variable(name: target, type: "UIViewController?", value: base, at: location),
      .whileLoop(
        climbs,
        body: [
          .assignment(
            target: current, value: .member(.forceUnwrap(current, location), "parent", location),
            at: location)
        ], testsFirst: true, at: location),
      .conditional(branches, otherwise: [present], at: location),
    ]
    return try rewrite(written[...], context)
  }
}

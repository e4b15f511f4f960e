import Containment

/// The locals of a pasted class's methods (scenario language §6): `let` and
/// `var` bound for the statements after them, `return`, instances made in a
/// method, and the values a method's call gives back.
extension SwiftExpansion {
  /// `return` or `return value`: the value kept for a method called for
  /// its result, a call that still runs, the flag that skips the rest of
  /// the method inside a loop; the path ends here.
  mutating func rewriteReturn(
    _ value: Expression?, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    // A method called for its result keeps the value before it ends.
    if let variable = context.resultVariable, let value,
      let searched = try listSearch(value, context, at: location)
    {
      // `return pages.first { … }`: the search's loop, then its answer.
      out += searched.statements
      out.append(
        .assignment(
          target: .name(variable, location), value: .name(searched.variable, location),
          at: location))
    } else if let variable = context.resultVariable, let value {
      var returned = try resolve(value, context)
      if plainVariables.contains(variable), let plain = instanceName(value, context),
        let number = plainValue(of: plain, at: location)
      {
        // `return settings`, a plain object: its number.
        returned = number
      }
      out.append(.assignment(target: .name(variable, location), value: returned, at: location))
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
  mutating func rewriteChangingLocal(
    _ name: String, _ type: String?, _ value: Expression, _ context: inout Context,
    at location: SourceLocation
  ) throws(Failure) -> Rewritten {
    var out: [Statement] = []
    // A local the method changes: a top-level variable of its own.
    let variable = fresh(name)
    let assigned = try resolve(value, context)
    try hoist(
      variable, typed: [type, type == nil ? typeRead(from: assigned) : nil], value, at: location,
      what: "a local variable that changes ('var count: Int = …')")
    if case .variable(_, "[UIViewController]", _, _)? = hoisted.last {
      // `var made: [UIViewController] = []`, appended to: a list.
      listVariables.insert(variable)
    }
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

  /// `let top = stack.removeLast()`, `removeFirst()`, `popLast()`: the
  /// element, then the list without it, for the statements that follow.
  mutating func rewriteTakingOff(
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
  mutating func rewriteLocal(
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
    if let stop = stopForWorkItem(value, at: location) {
      // `let work = DispatchWorkItem { self?.hide() }`: its block would be
      // dropped unseen.
      context.skippedLocals[name] = "'DispatchWorkItem' values are not modelled"
      return .continues(out + [stop])
    }
    if let called = try callForResult(value, context, at: location) {
      // `let removed = pop()`: the method runs here, its result kept.
      out += called.statements
      context.locals[name] = called.value
      return .continues(out)
    }
    // `let newView = child.view!`, `let width = child.view.bounds.width`:
    // reading a controller's view loads it there, whatever the local
    // holds (scenario language §6).
    let loads = viewLoad(in: .discard(value, at: location), context)
    out += loads
    guard let bound = try local(name, value, &context, at: location) else { return .continues(out) }
    var read = bound.value
    while case .forceUnwrap(let base, _) = read { read = base }
    if loads.isEmpty, case .member(_, "view", let viewAt) = read {
      // `let content = contentView(of: child)`, a method that returns
      // `child.view`: read where the method returns it.
      out.append(.discard(read, at: viewAt))
    }
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
    // A name bound again (in a block of its own) no longer reads the app's.
    context.windowScenes.remove(name)
    context.sceneDelegates.remove(name)
    context.applicationWindows.remove(name)
    if Self.isStoryboard(value) {
      // Read only for the controllers it makes (`SwiftExpansion+Storyboard`).
      context.skippedLocals[name] = Self.storyboardLocal
      return nil
    }
    if let made = try madeLocal(name, value, context, at: location) { return made }
    if isWindowScene(value, context) || isSceneDelegate(value, context)
      || isApplicationWindow(value, context)
    {
      // `let scene = UIApplication.shared.connectedScenes.first as?
      // UIWindowScene`, `let delegate = scene?.delegate as? SceneDelegate`,
      // `let window = delegate?.window`: the name reads it, for its window
      // (`SwiftExpansion+ApplicationWindow.swift`).
      if isWindowScene(value, context) {
        context.windowScenes.insert(name)
      } else if isSceneDelegate(value, context) {
        context.sceneDelegates.insert(name)
      } else {
        context.applicationWindows.insert(name)
      }
      context.locals[name] = nil
      return nil
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
    if case .array(let elements, _) = resolved, !elements.isEmpty,
      Self.isListOfValues(elements, type: nil)
    {
      // `let options: UIView.AnimationOptions = [.transitionFlipFromLeft]`,
      // `let titles = ["Feed", "Saved"]`: read as written where used.
      context.locals[name] = resolved
      return nil
    }
    switch resolved {
    case .number, .string, .boolean, .none, .closure, .enumCase:
      context.locals[name] = resolved
      return nil
    case .name, .array, .member, .call, .binary, .not, .subscript, .unwrap, .forceUnwrap,
      .ternary, .optionalBinding:
      let bound = fresh(name)
      if case .name(let variable, _) = resolved.removingUnwrap, plainVariables.contains(variable) {
        // `let settings = showSettings()`: the plain object's number.
        plainVariables.insert(bound)
      }
      var inner = context
      inner.locals[name] = .name(bound, location)
      return (HandlerParameter(name: bound, location: location), resolved, inner)
    }
  }

  /// A local whose value makes a controller or a view (`let page =
  /// PageController()`): bound to a name of its own, after the local, for
  /// the statements that follow; `nil` for any other value.
  private mutating func madeLocal(
    _ name: String, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (parameter: HandlerParameter, value: Expression, context: Context)? {
    guard case .call(.name(let type, let typeAt), let arguments, let callAt) = value,
      let made = madeType(type)
    else { return nil }
    var inner = context
    let bound = fresh(name)
    inner.locals[name] = .name(bound, location)
    if viewClasses.contains(type) { inner.localViewClasses[name] = type }
    let creation: Expression =
      made == "UIView"
      ? .call(.name("UIView", typeAt), [], callAt)
      : try resolve(.call(.name(made, typeAt), arguments, callAt), context)
    return (HandlerParameter(name: bound, location: location), creation, inner)
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
  mutating func instance(
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
    // A plain object (a coordinator) has no controller to hold: a property
    // that keeps it holds its number (`plainVariables`), a new one each
    // time this place runs, known before the code that follows reads it.
    let numbering = isPlainInstance(bound) ? numbered(bound, at: location) : nil
    let rewritten = try rewrite(rest, inner)
    let handle = "\(bound).instance"
    if let numbering {
      let body = try binding(made, around: rewritten, bound: bound, handle: handle, of: className)
      return numbering + body
    }
    instanceHandles[bound] = handle
    hoisted.append(
      .variable(name: handle, type: "UIViewController?", value: .none(location), at: location))
    let body = try binding(made, around: rewritten, bound: bound, handle: handle, of: className)
    return madeOnce(bound, of: className, at: location) + body
  }

  /// The statements that give a plain object `bound`, made where they run,
  /// a number of its own (``plainIdentities``).
  private mutating func numbered(_ bound: String, at location: SourceLocation) -> [Statement] {
    let identity = "\(bound).identity"
    let counter = Expression.name(Self.plainMadeCounter, location)
    if plainIdentities.isEmpty {
      hoisted.append(
        .variable(
          name: Self.plainMadeCounter, type: nil, value: .number(0, location), at: location))
    }
    plainIdentities[bound] = identity
    hoisted.append(.variable(name: identity, type: nil, value: .number(0, location), at: location))
    return [
      .assignment(
        target: counter, value: .binary(.minus, counter, .number(1, location), location),
        at: location),
      .assignment(target: .name(identity, location), value: counter, at: location),
    ]
  }

  /// What stands for the plain object `instance` when running: the
  /// variable of its number when a method makes it, else its number;
  /// `nil` for any other instance.
  func plainValue(of instance: String, at location: SourceLocation) -> Expression? {
    if let identity = plainIdentities[instance] { return .name(identity, location) }
    return plainNumbers[instance].map { .number(Double($0), location) }
  }

  /// The branches that run `body` while the variable `held` holds the
  /// plain object `instance` (``plainValue(of:at:)``), and, for one a
  /// method makes, stop the run while it holds an earlier one of the same
  /// place (`name` is how the code writes the holder).
  func whileHolding(
    _ held: String, _ instance: String, run body: [Statement], named name: String,
    at location: SourceLocation
  ) -> [ConditionalBranch]? {
    guard let number = plainValue(of: instance, at: location) else { return nil }
    let holder = Expression.name(held, location)
    var branches = [
      ConditionalBranch(condition: .binary(.equal, holder, number, location), body: body)
    ]
    if plainIdentities[instance] != nil {
      // Made in a method: the holder may hold one made there before.
      branches.append(
        ConditionalBranch(
          condition: .binary(.notEqual, holder, .none(location), location),
          body: [Self.earlierPlainObjectStop(name, at: location)]))
    }
    return branches
  }

  /// The test that `value`, known only when running, is `instance`: its
  /// number for a plain object; for a controller a method makes, its handle
  /// (``instanceHandles``), which is nil until the method ran, so that a
  /// nil `value` is never taken for it (`(presented as? Login)?.done()`
  /// once nothing is presented does nothing, as in Swift).
  func isInstance(_ value: Expression, _ instance: String, at location: SourceLocation)
    -> Expression
  {
    if let number = plainValue(of: instance, at: location) {
      return .binary(.equal, value, number, location)
    }
    guard let handle = instanceHandles[instance] else {
      return .binary(.identical, value, .name(instance, location), location)
    }
    let held = Expression.name(handle, location)
    return .binary(
      .and, .binary(.notEqual, held, .none(location), location),
      .binary(.identical, value, held, location), location)
  }

  /// Whether `receiver`, resolved, is a variable that holds a plain
  /// object's number (``plainVariables``), optional or unwrapped.
  func holdsPlainObject(_ receiver: Expression) -> Bool {
    guard case .name(let variable, _) = receiver.removingUnwrap else { return false }
    return plainVariables.contains(variable)
  }

  /// Whether `base` is rooted in a type (`RunLoop.main`, `DispatchQueue`)
  /// or in the language's own objects (`window`, `app`, `scene`): no
  /// instance of the file's.
  static func isTypeOrLanguageObject(_ base: Expression) -> Bool {
    guard let root = base.rootName else { return false }
    return root.first?.isUppercase == true || root == "window" || root == "app"
      || root == "scene"
  }

  /// The stop for a call on a plain object that a property or a local
  /// holds, made by a place that has made another since: the expansion
  /// keeps the properties of the latest only.
  static func earlierPlainObjectStop(_ name: String, at location: SourceLocation) -> Statement {
    stop(
      "'\(name)' holds an object of a plain class made before the place that made it made "
        + "another: the expansion keeps the properties of the latest only (scenario language "
        + "§6); keep one object and change its properties, or make each in the driver",
      at: location, statementAt: location)
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
  mutating func literalValues(of sequence: Expression, _ context: Context)
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
  mutating func unrolled(
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

  /// The methods of a list read as a search over it.
  static let searchMethods: Set<String> = ["first", "contains", "filter", "compactMap"]

  /// `list.first(where: { … })`, `list.contains(where: { … })` and
  /// `list.filter { … }` as a local's value: a loop over a snapshot of the
  /// list that keeps the answer in a top-level variable of its own; `nil`
  /// for any other value.
  mutating func listSearch(
    _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (statements: [Statement], variable: String)? {
    guard let search = try Self.search(in: value, at: location) else { return nil }
    let variable = fresh(search.method)
    let element = fresh("element")
    let initial: (type: String?, value: Expression)
    switch search.method {
    case "first": initial = ("UIViewController?", .none(location))
    case "contains": initial = (nil, .boolean(false, location))
    default: initial = ("[UIViewController]", .array([], location))
    }
    hoisted.append(
      .variable(name: variable, type: initial.type, value: initial.value, at: location))
    var inner = try deeper(context, at: location)
    inner.locals[search.parameter] = .name(element, location)
    let test = try resolveCondition(search.predicate, inner)
    let found: Expression = .name(variable, location)
    let elementName: Expression = .name(element, location)
    let keep: Statement
    var condition = test
    switch search.method {
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
      variable: element, variableAt: location, sequence: try resolve(search.list, context),
      body: [
        .conditional(
          [ConditionalBranch(condition: condition, body: [keep])], otherwise: nil, at: location)
      ],
      at: location)
    return (
      [.assignment(target: found, value: initial.value, at: location), loop], variable
    )
  }

  /// The search a local's value writes: the list, the method (`compactMap`
  /// read as the `filter` it amounts to), the closure's parameter and its
  /// one expression; `nil` for a value that is no search.
  private static func search(in value: Expression, at location: SourceLocation) throws(Failure)
    -> (list: Expression, method: String, parameter: String, predicate: Expression)?
  {
    guard case .call(.member(let list, var method, _), let arguments, _) = value,
      arguments.count == 1, searchMethods.contains(method),
      arguments[0].label == (method == "first" || method == "contains" ? "where" : nil)
        || arguments[0].label == nil,
      case .closure(let closure, _) = arguments[0].value
    else { return nil }
    // The predicate: `{ $0 … }`, `{ child in … }`, one expression returned.
    let (parameter, body) = closureParameter(of: closure)
    // One expression: returned, or written alone (`$0 is T`, which reads as
    // a call).
    var predicate: Expression?
    if body.count == 1, case .returnStatement(let value?, _) = body[0] { predicate = value }
    if body.count == 1, case .call(let value, nil, _) = body[0] { predicate = value }
    if method == "compactMap" {
      // `children.compactMap { $0 as? Page }`: the elements of that class,
      // the same controllers, as `filter { $0 is Page }` keeps them.
      guard
        case .call(.member(.name(parameter, let castAt), "as?", _), let type, let at)? =
          predicate
      else { return nil }
      predicate = .call(.member(.name(parameter, castAt), "is", castAt), type, at)
      method = "filter"
    }
    guard let predicate else {
      throw .diagnostic(
        Diagnostic(
          "'\(method)' takes a closure of one expression here ('{ $0 is T }')", at: location))
    }
    return (list, method, parameter, predicate)
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
      var initial = Self.initialValue(of: returnType, .none(location), at: location)
    else { return nil }
    let variable = fresh("\(method.name)")
    let returnsPlain = isPlainClass(
      returnType.hasSuffix("?") || returnType.hasSuffix("!")
        ? String(returnType.dropLast()) : returnType)
    if returnsPlain {
      // `-> SettingsCoordinator`: the number of the plain object returned
      // (``plainVariables``).
      initial = ("Int?", .none(location))
      plainVariables.insert(variable)
    }
    hoisted.append(
      .variable(name: variable, type: initial.type, value: initial.value, at: location))
    var statements = [
      Statement.assignment(target: .name(variable, location), value: initial.value, at: location)
    ]
    statements += try inline(
      method, of: owner, on: instance, arguments, from: context, at: location,
      keepingResultIn: variable)
    // A controller or a view the method returns as non-optional is there
    // once it ran.
    let isController =
      (initial.type == "UIViewController?" || initial.type == "UIView?" || returnsPlain)
      && !returnType.hasSuffix("?")
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

  /// The type a local's value has when it is read from UIKit's members
  /// rather than written (`var stack = viewControllers`,
  /// `var index = selectedIndex`, `var shown = topViewController`); `nil`
  /// when the value does not say.
  private func typeRead(from resolved: Expression) -> String? {
    if case .member(_, let member, _) = resolved {
      switch member {
      case "count", "selectedIndex": return "Int"
      case "parent", "topViewController", "visibleViewController", "selectedViewController",
        "presentedViewController", "presentingViewController", "first", "last",
        "rootViewController":
        return "UIViewController?"
      case "subviews": return nil
      default: break
      }
    }
    return isList(resolved) ? "[UIViewController]" : nil
  }

  /// Whether a written type is a view's, optional or not: `UIView`, or a
  /// UIKit view class named `…View` (`UIImageView?`).
  static func isViewTypeName(_ written: String) -> Bool {
    let base = written.hasSuffix("?") || written.hasSuffix("!") ? written.dropLast() : written[...]
    return base.hasPrefix("UI") && base.hasSuffix("View")
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
    case "Int?"?, "Int!"?: return ("Int?", .none(location))
    case let written? where isViewTypeName(written):
      // `-> UIView`, `var content: UIView?`: a view or nil.
      return ("UIView?", .none(location))
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
}

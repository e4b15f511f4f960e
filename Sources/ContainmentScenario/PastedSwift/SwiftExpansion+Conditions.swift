import Containment

/// The conditions of a pasted class's code (scenario language §6): `if`,
/// `guard`, `if let` and `guard let` with their bindings, each branch followed
/// by what comes after it.
extension SwiftExpansion {
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

  /// Statements that run `success` when every condition holds (binding the
  /// names of the `let`s among them for it) and `failure` otherwise.
  mutating func branch(
    _ items: ArraySlice<Expression>, then success: ArraySlice<Statement>,
    else failure: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard var first = items.first else { return try rewrite(success, context) }
    try enterNesting(at: location)
    defer { rewriteDepth -= 1 }
    let remaining = items.dropFirst()
    if case .optionalBinding(let name, let value, let bindAt) = first,
      let made = storyboardMade(value, context)
    {
      // `guard let vc = storyboard?.instantiateViewController(…) as? Detail`:
      // the binding always holds; the controller is made as a local's is,
      // then the rest of the items decide.
      var rest = Array(success)
      if let head = remaining.first {
        let condition = remaining.dropFirst().reduce(head) { .binary(.and, $0, $1, bindAt) }
        rest = [
          .conditional(
            [ConditionalBranch(condition: condition, body: rest)],
            otherwise: failure.isEmpty ? nil : failure, at: location)
        ]
      }
      return try rewrite(([.declaration(name: name, value: made, at: bindAt)] + rest)[...], context)
    }
    let taken = try takingOut(of: &first, context)
    if !taken.isEmpty {
      return taken
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
    // `guard let content = child.view`: reading a controller's view loads
    // it there, bound or not (scenario language §6).
    return viewLoad(in: .discard(value, at: bindAt), context)
      + (try optionalBinding(
        binding, remaining, then: success, else: failure, context, at: location))
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
      if hasWorkToTakeOut(item, context) { break }
      condition = .binary(.and, condition, try resolveCondition(item, context), item.location)
      next = next.dropFirst()
    }
    let body = try branch(next, then: success, else: failure, context, at: location)
    return Self.unlessItCannotMatter(
      .conditional(
        [ConditionalBranch(condition: condition, body: body)],
        otherwise: failure.isEmpty ? nil : failure, at: location))
  }

  /// `statement`, unless it is an `if` whose answer cannot change the trace.
  ///
  /// Such an `if` has a condition that reads what the model skips, and
  /// neither of its ways does anything the model follows (`if let pan =
  /// panGestureRecognizer { view.addGestureRecognizer(pan) }`): the run does
  /// not stop there (scenario language §6). When the ways only read views, which loads
  /// them, the run stops there only if one of those views is not loaded. A
  /// condition that reads a view itself is kept as it is.
  static func unlessItCannotMatter(_ statement: Statement) -> [Statement] {
    guard case .conditional(let branches, let otherwise, let location) = statement,
      let loads = viewLoads(in: branches.map(\.body) + [otherwise ?? []])
    else { return [statement] }
    var readsSkipped = false
    for branch in branches {
      for part in branch.condition.subexpressions {
        switch part {
        case .call(.name(Lowering.undecidable, _), _, _): readsSkipped = true
        case .member(_, "view", _): return [statement]
        case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
          .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary,
          .optionalBinding:
          continue
        }
      }
    }
    guard readsSkipped else { return [statement] }
    return onlyIfAViewIsUnloaded(loads, statement, at: location)
  }

  /// The controllers whose views `blocks` load, when loading views is all
  /// they do (`_ = c.view`, what a skipped statement that reads a view
  /// leaves); `nil` when they do anything else.
  ///
  /// An `if` inside counts by its ways: one over the container's own state
  /// whose ways only load views loads them (counted as if it always did,
  /// which can only stop the run more often), and one this function's
  /// caller made, that stops the run unless views are loaded
  /// (``onlyIfAViewIsUnloaded(_:_:at:)``), loads those views. The blocks are
  /// walked with a stack, not by recursion.
  static func viewLoads(in blocks: [[Statement]]) -> [Expression]? {
    var owners: [Expression] = []
    var work = Array(blocks.joined().reversed())
    while let statement = work.popLast() {
      switch statement {
      case .discard(.member(let owner, "view", _), _):
        if !owners.contains(owner) { owners.append(owner) }
      case .conditional(let branches, let otherwise, _):
        if let loaded = viewsLoadedFirst(branches, otherwise) {
          // Stops the run unless these views are loaded: it loads none,
          // and matters only when one is not.
          for owner in loaded where !owners.contains(owner) { owners.append(owner) }
          continue
        }
        for branch in branches {
          guard !loadsOrStops(branch.condition) else { return nil }
          work += branch.body.reversed()
        }
        work += (otherwise ?? []).reversed()
      case .bound(_, let value, let body):
        // `if let scroll = scrollView` over a view of the class: a name bound.
        guard !loadsOrStops(value) else { return nil }
        work += body.reversed()
      case .declaration, .handler, .assignment, .discard, .call, .variable, .loop,
        .guardStatement, .returnStatement, .whileLoop:
        // Work the model follows.
        return nil
      }
    }
    return owners
  }

  /// Whether reading `value` loads a view (`x.view`) or stops the run.
  private static func loadsOrStops(_ value: Expression) -> Bool {
    value.subexpressions.contains {
      switch $0 {
      case .call(.name(Lowering.undecidable, _), _, _), .member(_, "view", _): true
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        false
      }
    }
  }

  /// The controllers whose views must be loaded for an `if` that
  /// ``onlyIfAViewIsUnloaded(_:_:at:)`` made to do nothing: its one way is
  /// empty and its condition is their `isViewLoaded`, joined by `&&`.
  private static func viewsLoadedFirst(
    _ branches: [ConditionalBranch], _ otherwise: [Statement]?
  ) -> [Expression]? {
    guard branches.count == 1, branches[0].body.isEmpty, otherwise?.isEmpty == false else {
      return nil
    }
    var owners: [Expression] = []
    var parts = [branches[0].condition]
    while let part = parts.popLast() {
      switch part {
      case .member(let owner, "isViewLoaded", _): owners.append(owner)
      case .binary(.and, let left, let right, _): parts += [right, left]
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        return nil
      }
    }
    return owners
  }

  /// `statement` run only when one of the controllers' views is not
  /// loaded; nothing when there are none.
  static func onlyIfAViewIsUnloaded(
    _ owners: [Expression], _ statement: Statement, at location: SourceLocation
  ) -> [Statement] {
    guard var allLoaded = owners.first.map({ Expression.member($0, "isViewLoaded", location) })
    else { return [] }
    for owner in owners.dropFirst() {
      allLoaded = .binary(.and, allLoaded, .member(owner, "isViewLoaded", location), location)
    }
    return [
      .conditional(
        [ConditionalBranch(condition: allLoaded, body: [])], otherwise: [statement], at: location)
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
      return try bound(
        binding, to: .member(.name(kept.instance, bindAt), kept.name, bindAt),
        holdingWhile: kept.property.variable, remaining, then: success, else: failure, context,
        at: location)
    }
    if let closure = closureProperty(value, context) {
      // `if let completion = completion`: the closure kept, if one is.
      return try bound(
        binding, to: .name(closure.variable, bindAt), holdingWhile: closure.variable, remaining,
        then: success, else: failure, context, at: location)
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

  /// The binding's name standing for `value` in `success`, which runs
  /// while the Boolean variable `flag` is true, and `failure` otherwise.
  private mutating func bound(
    _ binding: Binding, to value: Expression, holdingWhile flag: String,
    _ remaining: ArraySlice<Expression>, then success: ArraySlice<Statement>,
    else failure: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var inner = context
    inner.locals[binding.name] = value
    inner.skippedLocals[binding.name] = nil
    let body = try branch(remaining, then: success, else: failure, inner, at: location)
    return [
      .conditional(
        [ConditionalBranch(condition: .name(flag, binding.at), body: body)],
        otherwise: failure.isEmpty ? nil : failure, at: location)
    ]
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
    if isWindowScene(value, context) {
      // `guard let scene = UIApplication.shared.connectedScenes.first as?
      // UIWindowScene`: the app's one scene, always there; the name reads
      // it, for its window (`SwiftExpansion+ApplicationWindow.swift`).
      var inner = context
      inner.windowScenes.insert(name)
      inner.locals[name] = nil
      return try branch(remaining, then: success, else: failure, inner, at: location)
    }
    if isSceneDelegate(value, context) {
      // `guard let delegate = scene.delegate as? SceneDelegate`: the app's
      // scene delegate, always there, for its window.
      var inner = context
      inner.sceneDelegates.insert(name)
      inner.locals[name] = nil
      return try branch(remaining, then: success, else: failure, inner, at: location)
    }
    if remaining.isEmpty, case .member(.unwrap(let optional, _), let member, let memberAt) = value,
      member == "viewControllers" || member == "children"
    {
      // `guard var stack = navigationController?.viewControllers`: the list
      // is there whenever the container is; the name holds it (a `var` the
      // code may change) for what follows.
      let declared = Statement.variable(
        name: name, type: "[UIViewController]",
        value: .member(.forceUnwrap(optional, memberAt), member, memberAt), at: bindAt)
      return try branch(
        [.binary(.notEqual, optional, .none(bindAt), bindAt)][...],
        then: [declared] + success, else: failure, context, at: location)
    }
    if isApplicationWindow(value, context) {
      // `guard let window = scene.windows.first`: the scenario's window,
      // which a binding always finds.
      var inner = context
      inner.locals[name] = .name("window", bindAt)
      return try branch(remaining, then: success, else: failure, inner, at: location)
    }
    if let plain = instanceName(value, context), isPlainInstance(plain) {
      return try plainBinding(
        binding, to: plain, remaining, then: success, else: failure, context, at: location)
    }
    let resolved = try resolveCondition(value, context)
    if case .call(.name(Lowering.undecidable, _), _, _) = resolved {
      return try undecidableBinding(
        binding, resolved, remaining, then: success, else: failure, context, at: location)
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
    if case .name(let variable, _) = resolved, plainVariables.contains(variable) {
      // `if let flow = flow` on a property given several plain objects: the
      // name holds the number of the one it holds, as the property does.
      plainVariables.insert(bound)
    }
    var inner = context
    inner.locals[name] = .forceUnwrap(.name(bound, bindAt), bindAt)
    if let type = Self.containerTypeName(Lowering.staticKind(of: resolved)) {
      // `if let nav = navigationController`: the name has the static type
      // Swift gives it, a navigation (or tab bar) controller.
      inner.locals[name] = .call(
        .member(.forceUnwrap(.name(bound, bindAt), bindAt), "as!", bindAt),
        [Argument(label: nil, value: .name(type, bindAt))], bindAt)
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

  /// `guard let child = child` (a weak capture of a plain object), `if let
  /// flow = flow` (a property that holds one): the name stands for the
  /// object, as the model keeps none to bind; taken when the property holds
  /// it when running, always for the object itself.
  private mutating func plainBinding(
    _ binding: Binding, to plain: String, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>, else failure: [Statement], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let bindAt = binding.at
    var inner = context
    inner.locals[binding.name] = .name(plain, bindAt)
    let body = try branch(remaining, then: success, else: failure, inner, at: location)
    let name = binding.value.removingUnwrap.path?.joined(separator: ".") ?? binding.name
    guard case .name(let variable, _) = try resolve(binding.value.removingUnwrap, context),
      plainVariables.contains(variable),
      let branches = whileHolding(variable, plain, run: body, named: name, at: bindAt)
    else { return body }
    return [
      .conditional(branches, otherwise: failure.isEmpty ? nil : failure, at: location)
    ]
  }

  /// The UIKit class a name of static type `kind` is cast to, for the
  /// containers whose calls the language checks; `nil` for any other.
  static func containerTypeName(_ kind: ControllerKind) -> String? {
    switch kind {
    case .navigationController: "UINavigationController"
    case .tabBarController: "UITabBarController"
    case .viewController, .pageViewController:
      // Their calls are a view controller's, or read by the model's kind.
      nil
    }
  }

  /// `if let x = value` where the value reads what the model skips.
  ///
  /// The run stops if it gets here, unless neither way does anything the
  /// model follows (``unlessItCannotMatter(_:)``). The way the binding holds
  /// is expanded on a copy, with the name skipped, only to see whether it
  /// does; a statement of that way skipped because it reads the name
  /// counts as work (`guard let current = index` then
  /// `let next = pages[current + 1]`, `show(next)`): with the value there
  /// it would run.
  private mutating func undecidableBinding(
    _ binding: Binding, _ resolved: Expression, _ remaining: ArraySlice<Expression>,
    then success: ArraySlice<Statement>,
    else failure: [Statement], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var probe = self
    var inner = context
    // No text can write it: a note of it says a statement read the name.
    let readsTheName = "#bound \(binding.name)"
    inner.skippedLocals[binding.name] = readsTheName
    let stops = Statement.conditional(
      [ConditionalBranch(condition: resolved, body: [])],
      otherwise: failure.isEmpty ? nil : failure, at: location)
    let holds: [Statement]
    do {
      holds = try probe.branch(remaining, then: success, else: failure, inner, at: location)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped:
        // `return existing` in a method called for its result: a way that
        // cannot even be written without the name does work with it.
        return [stops]
      }
    }
    guard !probe.declarations.noted.contains(readsTheName),
      let loads = Self.viewLoads(in: [holds, failure])
    else { return [stops] }
    return Self.onlyIfAViewIsUnloaded(loads, stops, at: location)
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
  mutating func conditional(
    _ branches: ArraySlice<ConditionalBranch>, _ otherwise: [Statement]?,
    continuation: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    try enterNesting(at: location)
    defer { rewriteDepth -= 1 }
    if continuation.isEmpty,
      !branches.contains(where: {
        Self.binds($0.condition)
          || Self.conditions($0.condition).contains { hasWorkToTakeOut($0, context) }
      })
    {
      // As written: each condition and block expanded in place.
      var expanded: [ConditionalBranch] = []
      for branch in branches {
        expanded.append(
          ConditionalBranch(
            condition: try resolveCondition(branch.condition, context),
            body: try rewrite(branch.body[...], context)))
      }
      return Self.unlessItCannotMatter(
        .conditional(
          expanded,
          otherwise: try otherwise.map { (block) throws(Failure) in try rewrite(block[...], context)
          },
          at: location))
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
}

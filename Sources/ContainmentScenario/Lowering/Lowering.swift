import Containment

/// What one checked statement does when it runs.
enum Action: Hashable, Sendable {
  /// Declares a name, then performs the calls its initializer makes
  /// (`UINavigationController(rootViewController:)`).
  case declare(String, DeclarationAction, at: SourceLocation)
  /// Declares a variable with its type and first value (scenario language §5).
  case declareVariable(String, VariableType, Symbol, at: SourceLocation)
  /// Performs an operation on the world.
  case perform(Call)
  /// Performs several, in order; none for an optional chain that met nil.
  case performAll([Call])
  /// Registers a handler: from now on, the block runs each time the callback
  /// is delivered to the controller; it replaces the one before.
  case handle(HandlerKey, body: HandlerBody)
  /// Sets a variable (scenario language §5).
  case assign(String, Symbol)
  /// Sets a variable to a value the model does not model (a pasted class's
  /// `selectedIndex = sender.tag`): a run that reads it later stops there
  /// with `stop`'s message (scenario language §6).
  case assignUnknown(String, stop: String)
  /// Runs a block's statements, with a name bound for them if any: the
  /// branch of an `if` that was taken, the body of `{ finished in … }`.
  case run([Statement], binding: Binding?)
  /// Runs `body` once for each element of the snapshot, bound to `name`.
  case loop(String, [Symbol], body: [Statement])
  /// Performs `begin`, runs the statements of `body`, performs `end`: an
  /// animations block that runs at once (`UIView.animate`, rule 4.6).
  case animate(begin: Call, body: [Statement], end: Call)
  /// Makes what `declaration` makes, named after `name` (with `_2`, `_3`, …
  /// when the name is taken), then runs `body` with it bound to `name`: a
  /// controller or a view a pasted class's code makes (scenario language §6).
  case make(DeclarationAction, named: String, body: [Statement])
  /// Runs the closure kept under `key`, with its parameter bound to
  /// `argument`; nothing when none is kept (scenario language §6).
  case runClosure(HandlerKey, argument: Symbol?)
}

/// What a `let` makes, and what its initializer then does.
struct DeclarationAction: Hashable, Sendable {
  var made: Declaration
  /// The root of `UINavigationController(rootViewController:)`.
  var root: ControllerID?
}

/// What a `let` makes.
enum Declaration: Hashable, Sendable {
  case viewController
  case navigationController
  case tabBarController
  /// `UIPageViewController(transitionStyle:navigationOrientation:[spineLocation:])`
  /// (scenario language §8, rule 5.4).
  case pageViewController(PageTransitionStyle, spine: PageSpineLocation)
  case view
  case window
  case storyboard(identifiers: [String])
  case instantiate(Storyboard, identifier: String)
  /// `let pages = [a, b, c]`: a constant list (scenario language §5).
  case list(Symbol)
}

/// The world a running lowering reads, where it lies: the caller's world,
/// borrowed for as long as the lowering runs
/// (``Lowering/running(_:in:locals:_:)``).
///
/// Making a lowering copies none of the world's many fields: a statement
/// that reads nothing of the world (`n += 1` in a loop) costs nothing for
/// the world's size.
struct WorldReading {
  private let address: UnsafePointer<World>
  /// Where a query that reads a view not loaded yet asks for it, when the
  /// caller loads views (``Lowering/lower(_:_:in:locals:firstBlockNumber:undecidableAnswer:)``).
  private let viewRequest: UnsafeMutablePointer<ControllerID?>?

  fileprivate init(
    _ address: UnsafePointer<World>, viewRequest: UnsafeMutablePointer<ControllerID?>? = nil
  ) {
    self.address = address
    self.viewRequest = viewRequest
  }

  /// The world, read in place.
  var world: World { unsafeAddress { address } }

  /// Asks for `controller`'s view to be loaded and the statement lowered
  /// again, as reading `x.view` loads it in Swift; `false` when the caller
  /// loads no view, and the read is a mistake.
  func requestView(of controller: ControllerID) -> Bool {
    guard let viewRequest else { return false }
    viewRequest.pointee = controller
    return true
  }
}

/// What lowering one statement against the world gives
/// (``Lowering/lower(_:_:in:locals:firstBlockNumber:undecidableAnswer:)``).
enum LoweredStatement {
  /// Its action, and the blocks it hands to UIKit.
  case action(Action, [ScenarioBlock])
  /// It reads the view of a controller whose view is not loaded: the view
  /// loads first (as reading `x.view` does in Swift), then the statement is
  /// lowered again.
  case needsView(ControllerID)
  /// A mistake only running finds (a subscript out of range).
  case refused(Diagnostic)
}

/// A block a scenario hands to UIKit, kept until it runs.
///
/// A completion or a main-queue block. It reads the variables when it runs, and the names
/// bound where it was written as they were then (scenario language §5).
struct ScenarioBlock: Hashable, Sendable {
  let statements: [Statement]
  let locals: [Binding]
}

/// Checks statements against the names in scope and turns them into actions.
///
/// The statements are those of scenario language §2 and §5. Every mistake
/// is a ``Diagnostic`` at its location. Lowering runs in one of two modes:
/// *checking*, before anything runs, where every branch and block is
/// checked and queries give placeholders of their type; and *running*,
/// with the world as it is, where conditions are decided, queries read the
/// world, and a mistake only running can find (a subscript out of range) is
/// a diagnostic the run reports as its failure.
struct Lowering {
  let scope: Scope
  /// The names bound for the block being lowered, innermost last: looked
  /// up before the scope, as a closure's parameters are.
  var locals: [Binding] = []
  /// The world when running, read in place; `nil` when checking.
  let reading: WorldReading?
  /// The blocks made while lowering, numbered from ``firstBlockNumber``.
  private(set) var blocks: [ScenarioBlock] = []
  /// The number the first block made here gets.
  var firstBlockNumber = 0
  /// What a condition that cannot be decided reads, rather than a stop
  /// (``RunLimits/answersUndecidable``); `nil`: a stop.
  var undecidableAnswer: Bool?

  /// A lowering that checks.
  init(checking scope: Scope, locals: [Binding] = []) {
    self.scope = scope
    self.locals = locals
    reading = nil
  }

  /// Runs `body` with a lowering that runs against `world`, read in place;
  /// the lowering must not outlive `body`.
  static func running<Value, Failure: Error>(
    _ scope: Scope, in world: borrowing World, locals: [Binding] = [],
    _ body: (inout Lowering) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try withUnsafePointer(to: world) { (address) throws(Failure) -> Value in
      var lowering = Lowering(scope, reading: WorldReading(address), locals: locals)
      return try body(&lowering)
    }
  }

  /// Lowers `statement` against `world` as it is, read in place without
  /// even the copy a borrow of it may make: its action, the view it needs
  /// loaded first, or the mistake.
  static func lower(
    _ statement: Statement, _ scope: Scope, in world: inout World, locals: [Binding],
    firstBlockNumber: Int, undecidableAnswer: Bool?
  ) -> LoweredStatement {
    var request: ControllerID?
    return withUnsafeMutablePointer(to: &request) { requestAddress in
      withUnsafePointer(to: &world) { address in
        var lowering = Lowering(
          scope, reading: WorldReading(address, viewRequest: requestAddress), locals: locals)
        lowering.firstBlockNumber = firstBlockNumber
        lowering.undecidableAnswer = undecidableAnswer
        do throws(Diagnostic) {
          let action = try lowering.action(for: statement)
          return .action(action, lowering.blocks)
        } catch {
          return requestAddress.pointee.map(LoweredStatement.needsView) ?? .refused(error)
        }
      }
    }
  }

  private init(_ scope: Scope, reading: WorldReading, locals: [Binding]) {
    self.scope = scope
    self.locals = locals
    self.reading = reading
  }

  /// Whether this lowering checks rather than runs.
  var isChecking: Bool { reading == nil }

  /// The controller a check stands in for one only running knows.
  ///
  /// The element of a list, an optional that is not nil. No world holds it.
  static let placeholder: ControllerID = {
    var world = World()
    return world.makeViewController(named: "placeholder")
  }()

  /// The action of one statement.
  mutating func action(for statement: Statement) throws(Diagnostic) -> Action {
    switch statement {
    case .declaration(let name, let value, let location):
      return .declare(name, try declaration(value), at: location)
    case .variable(let name, let type, let value, let location):
      let (variableType, symbol) = try variable(type, value, at: location)
      return .declareVariable(name, variableType, symbol, at: location)
    case .handler(let target, let method, let parameter, let body, let location):
      return try handler(target, method, parameter, body, at: location)
    case .assignment(let target, let value, _):
      if case .name(let name, let location) = target {
        return try assignment(toVariable: name, value, at: location)
      }
      return (try assignment(target, value)).map(Action.perform) ?? .performAll([])
    case .discard(let value, let location):
      guard case .member(let base, "view", _) = value else {
        throw Diagnostic("only '_ = c.view' is a discard statement", at: location)
      }
      guard let controller = try optionalChainController(base) else { return .performAll([]) }
      return .perform(.loadViewIfNeeded(controller))
    case .call(.call(.name(let name, _), let arguments, _), nil, let location)
    where name == "fatalError" || name == "preconditionFailure" || name == Self.preconditionFailed:
      // Swift traps there (scenario language §6): the run stops at the line.
      guard isChecking else {
        var message = name == Self.preconditionFailed ? "Precondition failed" : "Fatal error"
        if case .string(let text, _)? = arguments.first?.value { message += ": " + text }
        throw Diagnostic(message, at: location)
      }
      return .performAll([])
    case .call(.call(.name(Self.unmodelledValue, _), let arguments, _), nil, let location):
      // A call the expansion could not keep, whose closure calls UIKit's
      // containment: the run stops here rather than go on without it.
      guard isChecking else { throw Self.unmodelledValueStop(arguments, at: location) }
      return .performAll([])
    case .call(
      .call(.member(.name(let closure, _), ClosureKey.call, _), let arguments, _), nil, _):
      // A pasted class's kept closure called (`onClose?()`), written by the
      // expansion only: its name cannot be lexed.
      return .runClosure(
        HandlerKey(controller: nil, trigger: .closure(closure)),
        argument: try arguments.first.map { (argument) throws(Diagnostic) in
          try value(argument.value)
        })
    case .call(let expression, let trailing, _):
      if case .call(.member(let flag, "toggle", let location), [], _) = expression,
        trailing == nil, case .boolean? = try? value(flag)
      {
        // `isOpen.toggle()` flips a Boolean, as Swift's `Bool.toggle()`.
        return try action(for: .assignment(target: flag, value: .not(flag, location), at: location))
      }
      if case .call(let callee, _, _) = expression, callee.rootName.isSpelled("UIView") {
        return try viewAnimation(expression, trailing: trailing)
      }
      if case .call(.member(let base, Self.removingEverySubview, _), [], _) = expression,
        trailing == nil
      {
        return .performAll(try subviewRemovals(of: base))
      }
      return (try call(expression, trailing: trailing)).map(Action.perform) ?? .performAll([])
    case .conditional(let branches, let otherwise, _):
      return try conditional(branches, otherwise)
    case .loop(let name, let nameLocation, let sequence, let body, _):
      return try loop(name, at: nameLocation, over: sequence, body)
    case .whileLoop(let condition, let body, let testsFirst, let location):
      // Bounded by the run's budget: each test is a statement that counts.
      let holds = try self.condition(condition)
      if isChecking {
        try check(body)
        return .run([], binding: nil)
      }
      guard holds || !testsFirst else { return .run([], binding: nil) }
      return .run(
        body + [.whileLoop(condition, body: body, testsFirst: true, at: location)], binding: nil)
    case .guardStatement(_, _, let location), .returnStatement(_, let location):
      throw Diagnostic(
        "'guard' and 'return' belong to a method of a pasted class (scenario language §6); "
          + "here write 'if … { … }' around the calls that follow", at: location)
    case .bound(let parameter, let value, let body) where Self.makes(value):
      try checkBindable(parameter.name, at: parameter.location)
      let made = try declaration(value)
      if isChecking {
        try check(body, binding: Binding(name: parameter.name, value: Self.placeholder(made.made)))
        return .make(made, named: parameter.name, body: [])
      }
      return .make(made, named: parameter.name, body: body)
    case .bound(let parameter, let value, let body):
      try checkBindable(parameter.name, at: parameter.location)
      let binding = Binding(name: parameter.name, value: try self.value(value))
      if isChecking { try check(body, binding: binding) }
      return .run(isChecking ? [] : body, binding: binding)
    }
  }

  /// Checks the statements of a block, with `binding` bound for them.
  ///
  /// A block holds calls, assignments, conditions, loops and handlers;
  /// names are declared at the top level.
  mutating func check(_ block: [Statement], binding: Binding? = nil) throws(Diagnostic) {
    var inner = Lowering(checking: scope, locals: locals)
    if let binding { inner.locals.append(binding) }
    for statement in block {
      switch statement {
      case .declaration, .variable:
        throw Diagnostic(
          "a block holds calls, assignments, conditions, loops and handlers; declare names "
            + "with 'let' and 'var' at the top level", at: statement.location)
      case .handler, .assignment, .discard, .call, .conditional, .loop, .bound,
        .guardStatement, .returnStatement, .whileLoop:
        _ = try inner.action(for: statement)
      }
    }
  }

  /// The block `statements`, to run later with the names bound here: a
  /// ``Call/callerBlock(_:)`` when running, after checking it when checking.
  mutating func block(_ statements: [Statement]) throws(Diagnostic) -> CallBlock {
    if isChecking {
      try check(statements)
      return [.callerBlock(0)]
    }
    blocks.append(ScenarioBlock(statements: statements, locals: locals))
    return [.callerBlock(firstBlockNumber + blocks.count - 1)]
  }

  /// Throws unless `name` may be bound for a block: not reserved, not
  /// declared, not bound by an enclosing block (scenario language §5).
  func checkBindable(_ name: String, at location: SourceLocation) throws(Diagnostic) {
    if locals.contains(where: { $0.name == name }) {
      throw Diagnostic("'\(name)' is already declared", at: location)
    }
    try scope.checkDeclarable(name, at: location)
  }

  // MARK: Handlers, variables, conditions and loops

  private mutating func handler(
    _ target: Expression, _ method: String, _ parameter: HandlerParameter?,
    _ body: [Statement], at location: SourceLocation
  ) throws(Diagnostic) -> Action {
    let key = try handlerKey(target, method, at: location)
    var placeholder: Symbol?
    if case .callback(let name) = key.trigger { placeholder = name.placeholderArgument }
    if case .closure = key.trigger { placeholder = ClosureKey.placeholder(method) }
    if key.trigger == .pageView("didFinishAnimating") { placeholder = .boolean(false) }
    if let parameter {
      guard placeholder != nil else {
        throw Diagnostic(
          "\(method) passes nothing to bind: write '{ … }' or '{ _ in … }' without "
            + "'\(parameter.name) in'", at: parameter.location)
      }
      try checkBindable(parameter.name, at: parameter.location)
    }
    let handlerBody = HandlerBody(parameter: parameter, statements: body, captured: locals)
    if isChecking {
      try check(body, binding: handlerBody.binding(placeholder))
    }
    return .handle(key, body: handlerBody)
  }

  /// What `on target.method` names: a controller's callback, a sheet
  /// delegate's line, a page view controller's line, or the scene's or the
  /// app's (scenario language §5, §8).
  private func handlerKey(_ target: Expression, _ method: String, at location: SourceLocation)
    throws(Diagnostic) -> HandlerKey
  {
    if case .name(let closure, _) = target, method.hasPrefix(ClosureKey.register) {
      return HandlerKey(controller: nil, trigger: .closure(closure))
    }
    if case .name(let receiver, _) = target, receiver == "scene" || receiver == "app" {
      guard let callback = LifecycleCallback(rawValue: method), callback.receiver == receiver
      else {
        throw Diagnostic(
          "'\(method)' is not a line of '\(receiver)' a handler can name", at: location)
      }
      return HandlerKey(controller: nil, trigger: .lifecycle(callback))
    }
    let controller = try controller(target)
    if let name = Callback.Name(rawValue: method) {
      return HandlerKey(controller: controller, callback: name)
    }
    if let delegateMethod = PresentationDelegateCallback.Method(rawValue: method) {
      return HandlerKey(controller: controller, trigger: .delegate(delegateMethod))
    }
    if HandlerTrigger.pageViewNames.contains(method) {
      return HandlerKey(controller: controller, trigger: .pageView(method))
    }
    throw Diagnostic("'\(method)' is not a callback a handler can name", at: location)
  }

  /// `var name = value` or `var name: UIViewController? = value`.
  private func variable(_ type: String?, _ value: Expression, at location: SourceLocation)
    throws(Diagnostic) -> (VariableType, Symbol)
  {
    if case .closure = value {
      throw Diagnostic(
        "a block cannot be kept in a variable: write its calls where they run, or in a "
          + "handler ('on c.viewDidLoad { … }')", at: value.location)
    }
    let symbol = try self.value(value)
    let variableType: VariableType
    switch type {
    case nil:
      switch symbol {
      case .controller(_, let kind): variableType = .controller(kind)
      case .optionalController: variableType = .optionalController
      case .boolean: variableType = .boolean
      case .integer: variableType = .integer
      case .nothing:
        throw Diagnostic(
          "'nil' needs a type: write 'var name: UIViewController? = nil'", at: value.location)
      case .list:
        variableType = .list
      case .view, .window, .storyboard, .optionalView, .presence, .transitionContext:
        throw Diagnostic(
          "a variable holds a view controller, an optional view controller, a Boolean or an "
            + "integer, not \(symbol.kind)", at: value.location)
      }
    case "UIViewController?", "UINavigationController?", "UITabBarController?":
      variableType = .optionalController
    case "UIViewController": variableType = .controller(.viewController)
    case "UINavigationController": variableType = .controller(.navigationController)
    case "UITabBarController": variableType = .controller(.tabBarController)
    case "Bool", Self.gestureFlagType: variableType = .boolean
    case "Int": variableType = .integer
    case "Int?": variableType = .optionalInteger
    case "UIView?": variableType = .optionalView
    case "[UIViewController]": variableType = .list
    case let written?:
      throw Diagnostic(
        "'\(written)' is not a type a variable can have: write UIViewController, "
          + "UIViewController?, UIView?, Bool or Int", at: location)
    }
    guard let accepted = variableType.accepts(symbol) else {
      throw Diagnostic(
        "cannot start a variable of type \(variableType.name) with \(symbol.kind)",
        at: value.location)
    }
    return (variableType, accepted)
  }

  /// `name = value` for a declared `var`.
  private func assignment(toVariable name: String, _ value: Expression, at location: SourceLocation)
    throws(Diagnostic) -> Action
  {
    guard let type = scope.variables[name], !locals.contains(where: { $0.name == name }) else {
      if locals.contains(where: { $0.name == name }) || scope.symbol(name) != nil {
        throw Diagnostic(
          "'\(name)' is a constant: declare it with 'var' to assign to it", at: location)
      }
      _ = try symbol(named: name, at: location) as Symbol
      throw Diagnostic("expected 'object.property = value'", at: location)
    }
    if case .call(.name(Self.unmodelledValue, _), let arguments, let valueAt) = value {
      // A pasted class's property set from what the model skips: a read
      // of it stops the run, where the value would decide what comes next.
      guard isChecking else {
        return .assignUnknown(name, stop: Self.unmodelledValueStop(arguments, at: valueAt).message)
      }
      return .performAll([])
    }
    let symbol = try self.value(value)
    if case .view(let view) = symbol, let world = reading?.world {
      // `content = child.view`: reading the view loads it, as in Swift.
      _ = try loadedView(view, in: world, at: value.location)
    }
    guard let accepted = type.accepts(symbol) else {
      throw Diagnostic(
        "cannot assign \(symbol.kind) to '\(name)', a variable of type \(type.name)",
        at: value.location)
    }
    return .assign(name, accepted)
  }

  /// `if`: every branch checked when checking; the first branch whose
  /// condition holds when running.
  private mutating func conditional(_ branches: [ConditionalBranch], _ otherwise: [Statement]?)
    throws(Diagnostic) -> Action
  {
    for branch in branches {
      let holds = try condition(branch.condition)
      if isChecking {
        try check(branch.body)
      } else if holds {
        return .run(branch.body, binding: nil)
      }
    }
    if isChecking {
      try check(otherwise ?? [])
      return .run([], binding: nil)
    }
    return .run(otherwise ?? [], binding: nil)
  }

  /// `for name in sequence { … }`: over a snapshot of the list.
  private mutating func loop(
    _ name: String, at location: SourceLocation, over sequence: Expression, _ body: [Statement]
  ) throws(Diagnostic) -> Action {
    try checkBindable(name, at: location)
    if case .binary(let range, let lower, let upper, let rangeAt) = sequence,
      range == .halfOpenRange || range == .closedRange
    {
      return try loop(
        name, overIntegers: lower, upper, closed: range == .closedRange, body, at: rangeAt)
    }
    guard case .list(let elements, let kind) = try value(sequence) else {
      throw Diagnostic(
        "'for' runs over a list of view controllers, such as 'p.children' or "
          + "'[a, b]'; this is \(try value(sequence).kind)", at: sequence.location)
    }
    if isChecking {
      let element = Symbol.controller(elements.first ?? Self.placeholder, kind)
      try check(body, binding: Binding(name: name, value: element))
      return .loop(name, [], body: [])
    }
    return .loop(name, elements.map { .controller($0, kind) }, body: body)
  }
}

extension Lowering {
  /// Whether `value` makes a controller or a view: `UIViewController()`,
  /// `UINavigationController(rootViewController: c)`, `UIView()`.
  static func makes(_ value: Expression) -> Bool {
    guard case .call(.name(let type, _), _, _) = value else { return false }
    switch type {
    case "UIViewController", "UINavigationController", "UITabBarController",
      "UIPageViewController", "UIView":
      return true
    default:
      return false
    }
  }

  /// What a check binds for what `declaration` would make: a placeholder
  /// of its kind.
  static func placeholder(_ declaration: Declaration) -> Symbol {
    switch declaration {
    case .navigationController: .controller(placeholder, .navigationController)
    case .tabBarController: .controller(placeholder, .tabBarController)
    case .pageViewController: .controller(placeholder, .pageViewController)
    case .view: .view(.view(of: placeholder))
    case .viewController, .window, .storyboard, .instantiate, .list:
      // Only the first four and views are made inside a block.
      .controller(placeholder, .viewController)
    }
  }

  /// The most integers a range a `for` runs over may hold: the loop's
  /// values are made when it starts.
  static let longestRange = 1_000_000

  /// `for i in lower..<upper { … }` or `lower...upper` (scenario language §6).
  fileprivate mutating func loop(
    _ name: String, overIntegers lower: Expression, _ upper: Expression, closed: Bool,
    _ body: [Statement], at location: SourceLocation
  ) throws(Diagnostic) -> Action {
    guard case .integer(let first) = try value(lower), case .integer(let bound) = try value(upper)
    else { throw Diagnostic("a range runs over integers", at: location) }
    if isChecking {
      try check(body, binding: Binding(name: name, value: .integer(first)))
      return .loop(name, [], body: [])
    }
    let (last, overflow) = closed ? (bound, false) : bound.subtractingReportingOverflow(1)
    guard !overflow else { throw Diagnostic("the integer overflows", at: location) }
    guard first <= last else { return .loop(name, [], body: body) }
    let (span, spanOverflow) = last.subtractingReportingOverflow(first)
    guard !spanOverflow, span < Self.longestRange else {
      throw Diagnostic(
        "a range a 'for' runs over holds at most \(Self.longestRange) integers", at: location)
    }
    return .loop(name, (first...last).map { .integer($0) }, body: body)
  }
}

extension String? {
  /// Whether this is `word`: the lengths are compared first, which costs no
  /// call, so that the names of most statements (`p`, `nav`) are told apart
  /// from the global receivers without a string comparison.
  func isSpelled(_ word: String) -> Bool {
    guard let self, self.utf8.count == word.utf8.count else { return false }
    return self == word
  }
}

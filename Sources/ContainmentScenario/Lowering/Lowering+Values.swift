import Containment

/// Lowering of names and values (scenario language §2, §5): what an
/// argument, a receiver or a condition stands for, read from the model's
/// state when running.
extension Lowering {
  /// What the receiver of a call or assignment is.
  ///
  /// A value, or `c.view`; `.nothing` when it is an optional chain that met nil.
  func receiver(_ expression: Expression) throws(Diagnostic) -> Symbol {
    if case .member(let base, "view", _) = expression {
      guard let controller = try optionalChainController(base) else { return .nothing }
      return .view(.view(of: controller))
    }
    return try value(expression)
  }

  /// The controller `expression` names, or `nil` when it is an optional
  /// chain that met nil (`shown?` with `shown` nil).
  func optionalChainController(_ expression: Expression) throws(Diagnostic) -> ControllerID? {
    if case .nothing = try value(expression), case .unwrap = expression { return nil }
    return try controller(expression)
  }

  /// `base!`: the value an optional holds; nil is a failure of the run at
  /// the expression, as Swift traps (scenario language §6).
  func forceUnwrapped(_ base: Expression, at location: SourceLocation) throws(Diagnostic)
    -> Symbol
  {
    let symbol = try value(base)
    switch symbol {
    case .optionalController(let controller):
      guard let controller = controller ?? (isChecking ? Self.placeholder : nil) else {
        throw Diagnostic(
          "'\(spelling(of: base))' is nil: unexpectedly found nil while unwrapping an "
            + "Optional value", at: location)
      }
      return .controller(controller, Self.staticKind(of: base))
    case .optionalView(let view):
      guard let view = view ?? (isChecking ? .view(of: Self.placeholder) : nil) else {
        throw Diagnostic(
          "'\(spelling(of: base))' is nil: unexpectedly found nil while unwrapping an "
            + "Optional value", at: location)
      }
      return .view(view)
    case .nothing:
      // Checked as Swift's static type says (`navigationController!` is a
      // navigation controller), as a value that is there unwraps.
      if isChecking { return .controller(Self.placeholder, Self.staticKind(of: base)) }
      throw Diagnostic(
        "'\(spelling(of: base))' is nil: unexpectedly found nil while unwrapping an "
          + "Optional value", at: location)
    case .controller, .view, .window, .storyboard, .boolean, .integer, .list, .presence,
      .transitionContext:
      // Not an optional: Swift would not compile `!`; the value is itself.
      return symbol
    }
  }

  /// How to bind a name that handlers and completions bind, when a block
  /// that does not bind it uses it.
  static func binderAdvice(for name: String) -> String? {
    switch name {
    case "animated":
      "an appearance handler binds it only when its block names it: "
        + "'on p.viewWillAppear { animated in … }'"
    case "parent":
      "a willMove or didMove handler binds it only when its block names it: "
        + "'on c.willMove { parent in … }'"
    case "finished":
      "a completion binds it only when its block names it: 'completion: { finished in … }'"
    default:
      nil
    }
  }

  /// The symbol a name stands for: a bound name, then a declared one.
  func symbol(named name: String, at location: SourceLocation) throws(Diagnostic) -> Symbol {
    if let binding = locals.last(where: { $0.name == name }) { return binding.value }
    if !isChecking, undecidableAnswer == nil, let stop = scope.unknownValues[name] {
      // Set last from what the model skips: no value stands for it. (The
      // explorer, which answers what cannot be decided rather than stop,
      // reads the value the variable had before.)
      throw Diagnostic(stop, at: location)
    }
    if isChecking, scope.variables[name] == .optionalInteger {
      // Checked as the integer it may hold, so that what unwraps it is
      // checked as Swift's static type says; nil is for the run.
      return .integer(0)
    }
    guard let symbol = scope.symbol(name) else {
      // Foundation's `NSNotFound`, as `tabs.selectedIndex` answers it.
      if name == "NSNotFound" { return .integer(Int.max) }
      if name == "app" || name == "RunLoop" {
        throw Diagnostic("'\(name)' cannot be used here", at: location)
      }
      if name == "self" || name == "view" || name == "super" {
        throw Diagnostic(
          "unknown name '\(name)': a scenario has no implicit self; name the controller, "
            + "as in 'p.view.addSubview(c.view)'", at: location)
      }
      if let binder = Self.binderAdvice(for: name) {
        throw Diagnostic("unknown name '\(name)': \(binder)", at: location)
      }
      throw Diagnostic(
        "unknown name '\(name)'"
          + Suggestion.didYouMean(
            name,
            among: scope.symbols.keys.sorted() + locals.map(\.name) + ["window", "app"]),
        at: location)
    }
    return symbol
  }

  /// How a diagnostic writes an expression: its dotted path, or "this".
  func spelling(of expression: Expression) -> String {
    expression.path?.joined(separator: ".") ?? "this expression"
  }

  /// A value a pasted class reads that the model skips
  /// (``Lowering/unmodelledValue``), where a value of one type is read:
  /// `placeholder` when checking, a stop when running; `nil` for any other
  /// expression.
  private func unmodelled<Value>(_ expression: Expression, placeholder: Value)
    throws(Diagnostic) -> Value?
  {
    guard case .call(.name(Self.unmodelledValue, _), let arguments, let location) = expression
    else { return nil }
    guard isChecking else { throw Self.unmodelledValueStop(arguments, at: location) }
    return placeholder
  }

  func controller(_ expression: Expression) throws(Diagnostic) -> ControllerID {
    if let placeholder = try unmodelled(expression, placeholder: Self.placeholder) {
      return placeholder
    }
    let symbol = try value(expression)
    if case .optionalController = symbol {
      throw Diagnostic(
        "'\(spelling(of: expression))' is a UIViewController? and may be "
          + "nil: pass it where nil is accepted, as in 'c.willMove(toParent: parent)'",
        at: expression.location)
    }
    guard case .controller(let controller, _) = symbol else {
      throw Diagnostic(
        "'\(spelling(of: expression))' is \(symbol.kind), not a view controller",
        at: expression.location)
    }
    return controller
  }

  func optionalController(_ expression: Expression) throws(Diagnostic) -> ControllerID? {
    switch try value(expression) {
    case .nothing: return nil
    case .optionalController(let controller): return controller
    case .controller, .view, .window, .storyboard, .boolean, .integer, .list, .optionalView,
      .presence, .transitionContext:
      return try controller(expression)
    }
  }

  func viewReference(_ expression: Expression) throws(Diagnostic) -> ViewReference {
    switch try receiver(expression) {
    case .view(let view): return view
    case .controller, .window, .storyboard, .boolean, .optionalController, .integer, .list,
      .optionalView, .presence, .nothing, .transitionContext:
      throw Diagnostic("expected a view, such as 'c.view' or a UIView()", at: expression.location)
    }
  }

  func boolean(_ expression: Expression) throws(Diagnostic) -> Bool {
    guard case .boolean(let value) = try self.value(expression) else {
      throw Diagnostic("expected 'true', 'false' or a bound Boolean", at: expression.location)
    }
    return value
  }

  /// What an enum-valued expression names, made by `make` from the case's
  /// name: `.forward`, or a choice between cases (`index > selected ?
  /// .forward : .reverse`, as Swift writes it), its condition read now and
  /// both sides checked when checking; `nil` when it names no case `make`
  /// knows.
  func enumValue<Value>(_ expression: Expression, _ make: (String) -> Value?)
    throws(Diagnostic) -> Value?
  {
    switch expression {
    case .enumCase(let name, _):
      return make(name)
    case .ternary(let condition, let whenTrue, let whenFalse, _):
      let holds = try self.condition(condition)
      let picked = try enumValue(holds ? whenTrue : whenFalse, make)
      if isChecking, try enumValue(holds ? whenFalse : whenTrue, make) == nil { return nil }
      return picked
    case .name, .number, .string, .boolean, .none, .array, .member, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .optionalBinding:
      // Not a case: the caller says what it expected.
      return nil
    }
  }

  /// A condition: a Boolean expression (scenario language §5).
  func condition(_ expression: Expression) throws(Diagnostic) -> Bool {
    let symbol = try value(expression)
    guard case .boolean(let holds) = symbol else {
      throw Diagnostic(
        "a condition must be a Boolean; '\(spelling(of: expression))' is \(symbol.kind) "
          + "(compare it, as in 'x.parent == nil')", at: expression.location)
    }
    return holds
  }

  func controllers(_ expression: Expression) throws(Diagnostic) -> [ControllerID] {
    if let placeholder = try unmodelled(expression, placeholder: [ControllerID]()) {
      return placeholder
    }
    if case .array(let elements, _) = expression {
      var list: [ControllerID] = []
      for element in elements { list.append(try controller(element)) }
      return list
    }
    guard case .list(let list, _) = try value(expression) else {
      throw Diagnostic("expected a list of view controllers", at: expression.location)
    }
    return list
  }

  /// The largest whole number a scenario writes exactly: numbers are read
  /// as Swift reads a `Double`, which holds every whole number up to 2^53.
  static let largestExactWholeNumber = 9_007_199_254_740_992.0

  func integer(_ expression: Expression) throws(Diagnostic) -> Int {
    if let placeholder = try unmodelled(expression, placeholder: 0) { return placeholder }
    guard case .number(let value, _) = expression else {
      guard case .integer(let integer) = try self.value(expression) else {
        throw Diagnostic("expected a whole number", at: expression.location)
      }
      return integer
    }
    let limit = Self.largestExactWholeNumber
    // Past 2^53 every Double is whole but most whole numbers are not exact:
    // 9223372036854775807 reads as 2^63. Say so, with the range.
    guard value >= -limit, value <= limit else {
      throw Diagnostic(
        "this number is out of range: write a whole number from -9007199254740992 to "
          + "9007199254740992", at: expression.location)
    }
    guard let integer = value.exactInteger else {
      throw Diagnostic("expected a whole number", at: expression.location)
    }
    return integer
  }

  /// Checks that a container call goes to a controller of the right class.
  func require(
    _ kind: ControllerKind, _ actual: ControllerKind, _ receiver: Expression, _ method: String
  ) throws(Diagnostic) {
    guard kind == actual else {
      throw Diagnostic(
        "'\(spelling(of: receiver))' is a \(actual), "
          + "which has no '\(method)'; declare it as a \(kind)",
        at: receiver.location)
    }
  }

  /// A duration in seconds: a number from 0 to a billion (scenario language
  /// §1; the model's limit, rule 4.2), or a choice between durations
  /// (`animated ? 0.3 : 0`), its condition read now and every side checked
  /// when checking.
  func duration(_ expression: Expression) throws(Diagnostic) -> Double {
    guard case .ternary = expression else { return try literalDuration(expression) }
    if isChecking {
      var sides = [expression]
      while let side = sides.popLast() {
        guard case .ternary(let condition, let whenTrue, let whenFalse, _) = side else {
          _ = try literalDuration(side)
          continue
        }
        _ = try self.condition(condition)
        sides.append(whenFalse)
        sides.append(whenTrue)
      }
    }
    var chosen = expression
    while case .ternary(let condition, let whenTrue, let whenFalse, _) = chosen {
      chosen = try self.condition(condition) ? whenTrue : whenFalse
    }
    return try literalDuration(chosen)
  }

  /// A duration written as a number.
  private func literalDuration(_ expression: Expression) throws(Diagnostic) -> Double {
    if case .call(.name(Self.unmodelledValue, _), let arguments, let location) = expression {
      // What a pasted class reads that the model skips: checked as any
      // duration, a stop when a run reads it.
      guard isChecking else { throw Self.unmodelledValueStop(arguments, at: location) }
      return 0
    }
    if case .name = expression, case .integer(let whole) = try value(expression) {
      // A variable that holds a whole number: `var delay = 0.0` in a pasted
      // class is kept as one, as Swift's `Double` and `Int` read alike here.
      guard whole >= 0, Double(whole) <= Self.longestDuration else {
        throw Diagnostic(
          "a duration must be from 0 to 1000000000 seconds", at: expression.location)
      }
      return Double(whole)
    }
    guard case .number(let value, _) = expression else {
      // A duration read from UIKit (`UINavigationController.hideShowBarDuration`)
      // is not known to the model, and the order of what follows depends
      // on it (rule 4.2).
      throw Diagnostic(
        "expected a duration in seconds written as a number (0.3), or a variable that holds one: "
          + "the model cannot read this one, and when what waits for it runs depends on it",
        at: expression.location)
    }
    guard value >= 0, value <= Self.longestDuration else {
      throw Diagnostic(
        "a duration must be from 0 to 1000000000 seconds", at: expression.location)
    }
    return value
  }

  /// The longest duration a scenario may write, in seconds.
  static let longestDuration = 1_000_000_000.0

  /// The argument values of a call whose labels must be exactly `labels`,
  /// spelled as a selector spells them: `"_:animated:"` for
  /// `present(_:animated:)`.
  ///
  /// `signature` names the call in the error, and is built only for one.
  /// Neither the labels nor the values are copied into arrays: lowering
  /// checks every call of a scenario this way.
  func expect(
    _ arguments: [Argument], _ labels: StaticString, _ signature: @autoclosure () -> String,
    at location: SourceLocation
  ) throws(Diagnostic) -> ArgumentValues {
    guard ArgumentValues.labels(of: arguments, are: labels) else {
      // The caret goes on the first label written that the call does not
      // take, else on the first argument.
      let wrong = ArgumentValues.firstWrongLabel(of: arguments, for: labels)
      let place =
        wrong.flatMap { $0.labelLocation ?? $0.value.location }
        ?? arguments.first?.value.location ?? location
      throw Diagnostic("expected \(signature())", at: place)
    }
    return ArgumentValues(arguments: arguments)
  }

  func expectNoArguments(
    _ arguments: [Argument], _ signature: @autoclosure () -> String, at location: SourceLocation
  ) throws(Diagnostic) {
    guard let first = arguments.first else { return }
    throw Diagnostic("expected \(signature())", at: first.value.location)
  }
}

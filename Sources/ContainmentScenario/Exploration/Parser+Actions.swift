/// Reading action declarations (scenario language §7).
extension Parser {
  /// Whether the current token starts an action declaration: `action`
  /// followed by a name or by `(programmatic)`.
  var isActionDeclaration: Bool {
    guard current.kind == .identifier("action") else { return false }
    switch nextKind {
    case .identifier, .punctuation("("): return true
    case .number, .string, .punctuation, .operator, .newline, .end, nil: return false
    }
  }

  /// `action [(programmatic)] name(p in domain, …) [where condition] { … }`.
  mutating func actionDeclaration() throws(Diagnostic) -> ActionDeclaration {
    let location = current.location
    try advance()  // `action`
    var isProgrammatic = false
    if isPunctuation("(") {
      try advance()
      guard current.kind == .identifier("programmatic") else {
        throw Diagnostic(
          "expected 'programmatic' in 'action(programmatic)'", at: current.location)
      }
      try advance()
      try expect(")", "after 'programmatic'")
      isProgrammatic = true
    }
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the action's name after 'action'", at: current.location)
    }
    try advance()
    try expect("(", "after the action's name: 'action \(name)() { … }'")
    var parameters: [ActionParameter] = []
    while !isPunctuation(")") {
      if !parameters.isEmpty { try expect(",", "between parameters") }
      parameters.append(try actionParameter())
    }
    try advance()  // `)`
    var condition: Expression?
    if current.kind == .identifier("where") {
      try advance()
      condition = try expression()
    }
    guard isPunctuation("{") else {
      throw Diagnostic(
        "expected '{' to open the action's body, found \(current.spelling)", at: current.location)
    }
    let body = try block()
    return ActionDeclaration(
      name: name, parameters: parameters, condition: condition, body: body,
      isProgrammatic: isProgrammatic, location: location,
      actsOn: ActionDeclaration.objectsActedOn(by: body, parameters: parameters))
  }

  /// `name in lower..<upper`, `name in lower...last`, or `name in list`.
  private mutating func actionParameter() throws(Diagnostic) -> ActionParameter {
    let location = current.location
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic(
        "expected a parameter such as 'index in 0..<3', found \(current.spelling)",
        at: location)
    }
    try advance()
    guard current.kind == .identifier("in") else {
      throw Diagnostic(
        "expected 'in' and the values '\(name)' takes: '\(name) in 0..<3' or "
          + "'\(name) in [a, b]'", at: current.location)
    }
    try advance()
    // A negative lower bound: `-2..<3`.
    let boundLocation = current.location
    var sign = 1.0
    if current.kind == .operator("-"), case .number = nextKind {
      try advance()
      sign = -1
    }
    if case .number(let lower) = current.kind,
      nextKind == .operator("..<") || nextKind == .operator("...")
    {
      return ActionParameter(
        name: name, location: location,
        domain: try integerRange(from: sign * lower, at: boundLocation))
    }
    if sign < 0 {
      throw Diagnostic("expected a range such as '-2..<3'", at: current.location)
    }
    let values = try expression()
    if case .array(let elements, let listAt) = values, let first = elements.first,
      Self.sameKind(first, .boolean(true, listAt)) || Self.sameKind(first, .number(0, listAt))
    {
      // `animated in [true, false]`: the values themselves, all of one kind.
      guard elements.allSatisfy({ Self.isActionValue($0) && Self.sameKind($0, first) }) else {
        throw Diagnostic(
          "a parameter's values are all Booleans or all whole numbers "
            + "('animated in [true, false]', 'index in [0, 2, 5]')",
          at: listAt)
      }
      guard elements.count <= Self.maximumActionValues else {
        throw Diagnostic(
          "a parameter takes from 0 to \(Self.maximumActionValues) values", at: listAt)
      }
      return ActionParameter(name: name, location: location, domain: .values(elements))
    }
    if case .array(let elements, let listAt) = values, case .enumCase? = elements.first {
      // A variable holds no case in the language: the body could not read one.
      throw Diagnostic(
        "a parameter takes a range, Booleans, whole numbers or controllers, not cases: "
          + "declare one action per case", at: listAt)
    }
    return ActionParameter(name: name, location: location, domain: .list(values))
  }

  /// Whether an action's parameter may take `value` as written: a Boolean
  /// or a whole number.
  private static func isActionValue(_ value: Expression) -> Bool {
    switch value {
    case .boolean:
      true
    case .number(let number, _):
      // A variable holds whole numbers only.
      number.exactInteger != nil
    case .name, .string, .none, .enumCase, .array, .member, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // Controllers come in a list of their own (`.list`); a variable holds
      // no other value.
      false
    }
  }

  /// Whether two values written for a parameter are of one kind.
  private static func sameKind(_ value: Expression, _ other: Expression) -> Bool {
    switch (value, other) {
    case (.boolean, .boolean), (.number, .number):
      true
    case (.boolean, _), (.number, _), (.enumCase, _), (.name, _), (.string, _), (.none, _),
      (.array, _), (.member, _), (.call, _), (.closure, _), (.binary, _), (.not, _),
      (.subscript, _), (.unwrap, _), (.forceUnwrap, _), (.ternary, _), (.optionalBinding, _):
      false
    }
  }

  /// `lower..<upper` or `lower...last`, from the lower bound; at most
  /// ``maximumActionValues`` values.
  private mutating func integerRange(from lower: Double, at location: SourceLocation)
    throws(Diagnostic) -> ActionDomain
  {
    try advance()  // the lower bound
    let closed: Bool
    if current.kind == .operator("..<") {
      closed = false
    } else if current.kind == .operator("...") {
      closed = true
    } else {
      throw Diagnostic("expected '..<' or '...' in a range", at: current.location)
    }
    try advance()
    guard case .number(let upper) = current.kind else {
      throw Diagnostic("expected an integer after the range's operator", at: current.location)
    }
    try advance()
    guard let low = lower.exactInteger, let high = upper.exactInteger else {
      throw Diagnostic("a range's bounds are integers", at: location)
    }
    // Bounds of any size: the count is computed without overflow.
    let end = closed ? high + 1 : high
    let (count, overflow) = end.subtractingReportingOverflow(low)
    guard !overflow, count >= 0, count <= Self.maximumActionValues else {
      throw Diagnostic(
        "a parameter takes from 0 to \(Self.maximumActionValues) values", at: location)
    }
    return .integers(lower: low, upper: end, at: location)
  }

  /// The most values one parameter of an action may take: each is a branch
  /// of the search at every step.
  static let maximumActionValues = 1_000
}

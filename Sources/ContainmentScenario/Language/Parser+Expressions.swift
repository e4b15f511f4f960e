/// Expressions of the scenario language (scenario language §1, §2, §5):
/// operators by precedence, postfix members, calls, subscripts and `?`,
/// and primaries.
extension Parser {
  /// An expression: operators by precedence (scenario language §5), the
  /// loosest first; each level is a loop, so only parentheses, arguments,
  /// subscripts and lists nest.
  mutating func expression() throws(Diagnostic) -> Expression {
    try nest(at: current.location)
    defer { depth -= 1 }
    // Most expressions have no operator: no need to go down the levels.
    let first = try prefixed()
    switch current.kind {
    case .operator: break
    case .identifier(let word) where Self.isCast(word): break
    case .newline where acceptsSwift && nextLineContinues(): break
    case .identifier, .number, .string, .punctuation, .newline, .end: return first
    }
    let condition = try chain(.or, startingWith: try conjunction(startingWith: first)) {
      parser throws(Diagnostic) in
      try parser.conjunction()
    }
    // `condition ? a : b`, the loosest of Swift's operators (scenario
    // language §6): its `?` follows a blank, an optional chain's does not.
    guard current.kind == .operator("?"), current.followsBlank else { return condition }
    let location = current.location
    try advance()
    try skipNewlines()
    let whenTrue = try expression()
    try skipNewlines()
    try expect(":", "between the two values of '? :'")
    try skipNewlines()
    return .ternary(condition, whenTrue, try expression(), location)
  }

  /// `&&` over comparisons; `first`, if given, is the first operand,
  /// already read.
  private mutating func conjunction(startingWith first: Expression? = nil) throws(Diagnostic)
    -> Expression
  {
    try chain(.and, startingWith: try comparison(startingWith: first)) {
      parser throws(Diagnostic) in
      try parser.comparison()
    }
  }

  /// A left-associative run of `operation` (`||` or `&&`) from `first`,
  /// each further operand read by `operand`, at most 64 operands.
  private mutating func chain(
    _ operation: BinaryOperator, startingWith first: Expression,
    _ operand: (inout Parser) throws(Diagnostic) -> Expression
  ) throws(Diagnostic) -> Expression {
    var expression = first
    var operands = 1
    while let location = try takeOperator(operation.rawValue) {
      operands = try counted(operands, at: location)
      expression = .binary(operation, expression, try operand(&self), location)
    }
    return expression
  }

  /// One comparison at most: `a < b < c` is not Swift either.
  private mutating func comparison(startingWith first: Expression? = nil) throws(Diagnostic)
    -> Expression
  {
    let expression = try coalescing(startingWith: first)
    guard case .operator(let spelling) = current.kind,
      let comparison = BinaryOperator(rawValue: spelling), comparison.isComparison
    else { return expression }
    let location = current.location
    try advance()
    let result = Expression.binary(comparison, expression, try coalescing(), location)
    if case .operator(let next) = current.kind, next != "&&", next != "||", next != "?" {
      throw Diagnostic(
        "comparisons do not chain: join them with '&&'", at: current.location)
    }
    return result
  }

  /// `a ?? b ?? c` over sums (scenario language §6).
  private mutating func coalescing(startingWith first: Expression? = nil) throws(Diagnostic)
    -> Expression
  {
    var expression = try casting(startingWith: first)
    var operands = 1
    while let location = try takeOperator("??") {
      operands = try counted(operands, at: location)
      expression = .binary(.nilCoalescing, expression, try casting(), location)
    }
    return expression
  }

  /// `x as? T`, `x as! T`, `x as T`, `x is T` over a sum (scenario language
  /// §6), kept as the call `x.as?(T)` that lowering reads.
  private mutating func casting(startingWith first: Expression? = nil) throws(Diagnostic)
    -> Expression
  {
    var expression = try additive(startingWith: first)
    if case .operator(let spelling) = current.kind, spelling == "..<" || spelling == "..." {
      let location = current.location
      try advance()
      expression = .binary(
        spelling == "..<" ? .halfOpenRange : .closedRange, expression, try additive(), location)
    }
    var operands = 1
    while case .identifier(let word) = current.kind, Self.isCast(word) {
      let location = current.location
      operands = try counted(operands, at: location)
      try advance()
      var operation = word
      if word == "as", !current.followsBlank,
        current.kind == .operator("?") || current.kind == .operator("!")
      {
        operation += current.kind == .operator("?") ? "?" : "!"
        try advance()
      }
      guard case .identifier(let type) = current.kind else {
        throw Diagnostic("expected a type after '\(operation)'", at: current.location)
      }
      let typeLocation = current.location
      try advance()
      expression = .call(
        .member(expression, operation, location),
        [Argument(label: nil, value: .name(type, typeLocation))], location)
    }
    return expression
  }

  private mutating func additive(startingWith first: Expression? = nil) throws(Diagnostic)
    -> Expression
  {
    var expression = try multiplicative(startingWith: first)
    var operands = 1
    while case .operator(let spelling) = current.kind, spelling == "+" || spelling == "-" {
      let location = current.location
      operands = try counted(operands, at: location)
      try advance()
      expression = .binary(
        spelling == "+" ? .plus : .minus, expression, try multiplicative(), location)
    }
    return expression
  }

  /// `a * b / c % d` (scenario language §6).
  private mutating func multiplicative(startingWith first: Expression? = nil)
    throws(Diagnostic) -> Expression
  {
    var expression: Expression
    if let first { expression = first } else { expression = try prefixed() }
    var operands = 1
    while case .operator(let spelling) = current.kind,
      spelling == "*" || spelling == "/" || spelling == "%"
    {
      let location = current.location
      operands = try counted(operands, at: location)
      try advance()
      let operation: BinaryOperator =
        spelling == "*" ? .times : spelling == "/" ? .divide : .remainder
      expression = .binary(operation, expression, try prefixed(), location)
    }
    return expression
  }

  /// `!condition` (any number of `!`), `-number`, or a postfix expression.
  private mutating func prefixed() throws(Diagnostic) -> Expression {
    if acceptsSwift, current.kind == .identifier("try") {
      // `try x`, `try? x`, `try! x`: the model throws no error, so each is
      // `x` (scenario language §6).
      try advance()
      if !current.followsBlank, current.kind == .operator("?") || current.kind == .operator("!") {
        try advance()
      }
    }
    var negations: [SourceLocation] = []
    while let location = try takeOperator("!") {
      negations.append(location)
      _ = try counted(negations.count, at: location)
    }
    var expression: Expression
    if current.kind == .operator("-"), case .number(let value) = nextKind {
      let location = current.location
      try advance()
      try advance()
      expression = .number(-value, location)
    } else if let location = try takeOperator("-") {
      // `-width`: zero minus the operand (scenario language §6).
      expression = .binary(.minus, .number(0, location), try postfixed(), location)
    } else {
      expression = try postfixed()
    }
    while let location = negations.popLast() { expression = .not(expression, location) }
    return expression
  }

  /// Whether `word` is `as` or `is`: by length first, as most words are
  /// names told apart without a comparison.
  static func isCast(_ word: String) -> Bool {
    word.utf8.count == 2 && (word == "as" || word == "is")
  }

  /// `operands + 1`, or an error past the nesting limit: an operator
  /// chain nests its expressions as deep as it is long.
  private func counted(_ operands: Int, at location: SourceLocation) throws(Diagnostic) -> Int {
    guard operands < Self.maximumNesting else {
      throw Diagnostic(
        "more than \(Self.maximumNesting) operands in a row: split the condition", at: location)
    }
    return operands + 1
  }

  /// The operator `spelling`'s location if it is the current token, which
  /// is then taken.
  private mutating func takeOperator(_ spelling: String) throws(Diagnostic) -> SourceLocation? {
    if Self.continuesOnTheNextLine(spelling) {
      // `if ready\n    && child.parent == nil`: wrapped before the operator.
      try skipNewlines(before: .operator(spelling))
    }
    guard current.kind == .operator(spelling) else { return nil }
    let location = current.location
    try advance()
    if acceptsSwift, Self.continuesOnTheNextLine(spelling) {
      // `a &&\n    b`: the operand on the next line.
      try skipNewlines()
    }
    return location
  }

  /// Whether the next line that is not blank starts with an operator that
  /// continues the expression (``continuesOnTheNextLine(_:)``).
  private func nextLineContinues() -> Bool {
    var probe = self
    guard (try? probe.skipNewlines()) != nil,
      case .operator(let spelling) = probe.current.kind
    else { return false }
    return Self.continuesOnTheNextLine(spelling)
  }

  /// Whether a line may start or end with `spelling`, the expression going
  /// on across the line break (pasted Swift): the logical operators and
  /// `??`, which no statement starts with.
  private static func continuesOnTheNextLine(_ spelling: String) -> Bool {
    spelling == "&&" || spelling == "||" || spelling == "??"
  }

  /// A primary expression followed by members, calls, subscripts and `?`.
  private mutating func postfixed() throws(Diagnostic) -> Expression {
    var expression = try primary()
    var links = 0
    while true {
      links += 1
      if links > Self.maximumNesting {
        throw Diagnostic(
          "more than \(Self.maximumNesting) members, calls and subscripts in a row",
          at: current.location)
      }
      // `navigationController?` with `.pushViewController(…)` on the next
      // line: Swift's chain wrapped before its `.` (pasted Swift).
      try skipNewlines(before: .punctuation("."))
      if isPunctuation(".") {
        expression = try member(of: expression)
      } else if isPunctuation("(") {
        expression = try call(of: expression)
      } else if isPunctuation("[") {
        let location = current.location
        try advance()
        try skipNewlines()
        let index = try self.expression()
        try skipNewlines()
        try expect("]", "to close the subscript")
        expression = .subscript(expression, index, location)
      } else if case .operator(let spelling) = current.kind, !current.followsBlank,
        spelling.utf8.count == 1, spelling == "?" || spelling == "!"
      {
        // `shown?`, and `shown!` (scenario language §6): no blank before
        // either, as Swift tells them from the ternary and a prefix `!`.
        expression =
          spelling == "?"
          ? .unwrap(expression, current.location) : .forceUnwrap(expression, current.location)
        try advance()
      } else {
        return expression
      }
    }
  }

  /// `.name` after `expression`, from the `.`; with `map`, `compactMap`
  /// and `filter`, the trailing closure taken as the call's one argument.
  private mutating func member(of expression: Expression) throws(Diagnostic) -> Expression {
    try advance()
    guard case .identifier(let member) = current.kind else {
      throw Diagnostic("expected a name after '.'", at: current.location)
    }
    let location = current.location
    try advance()
    var expression = Expression.member(expression, member, location)
    if acceptsSwift, member == "map" || member == "compactMap" || member == "filter",
      isPunctuation("{"), current.followsBlank
    {
      // `roots.map { UINavigationController(rootViewController: $0) }`,
      // `items.filter { … }.forEach { … }`: the closure as the call's one
      // argument (scenario language §6).
      let closureAt = current.location
      let closure = Expression.closure(try completionBlock(), closureAt)
      expression = .call(expression, [Argument(label: nil, value: closure)], closureAt)
    }
    return expression
  }

  /// `(arguments)` after `callee`, from the `(`: the call; a plain UIKit or
  /// SwiftUI controller type is made as a `UIViewController`.
  private mutating func call(of callee: Expression) throws(Diagnostic) -> Expression {
    let location = current.location
    try advance()
    let arguments = try arguments()
    var callee = callee
    if acceptsSwift, case .member(.name(let type, let typeAt), "init", _) = callee,
      type.first?.isUppercase == true, type != "Self"
    {
      // `DateFormatter.init()`, `Style.init(duration: 1)`: the type's
      // initializer named, which Swift reads as `DateFormatter()`.
      callee = .name(type, typeAt)
    }
    if acceptsSwift, case .name(let type, let typeAt) = callee,
      Self.plainControllerTypes.contains(type)
    {
      // `UIHostingController(rootView: ContentView())`: a controller
      // like any other here, whatever it shows (scenario language §6).
      swift.note(
        "'\(type)' is read as a UIViewController: what it shows is not modelled",
        at: typeAt)
      return .call(.name("UIViewController", typeAt), [], location)
    }
    return .call(callee, arguments, location)
  }

  /// UIKit's, SwiftUI's and the system frameworks' controllers that
  /// contain nothing a callback follows: pasted Swift makes each as a
  /// `UIViewController()`, so that a container that embeds one
  /// (`addChild(hosting)`) or presents one is followed.
  ///
  /// Not here: `UIAlertController` and `UIActivityViewController`, whose
  /// own presentation styles (the presenter stays) the model does not
  /// give them, and `UISplitViewController`, a container of its own; their
  /// values are skipped with a note.
  static let plainControllerTypes: Set<String> = [
    "UIHostingController", "UITableViewController", "UICollectionViewController",
    "SFSafariViewController", "AVPlayerViewController", "QLPreviewController",
    "PHPickerViewController", "UIDocumentPickerViewController", "UIImagePickerController",
    "UIColorPickerViewController", "UIFontPickerViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "CNContactViewController", "CNContactPickerViewController",
    "UIReferenceLibraryViewController",
  ]

  private mutating func arguments() throws(Diagnostic) -> [Argument] {
    try commaSeparated(until: ")") { parser throws(Diagnostic) in
      var label: String?
      var labelLocation: SourceLocation?
      if case .identifier(let name) = parser.current.kind,
        parser.nextKind == .punctuation(":")
      {
        label = name
        labelLocation = parser.current.location
        try parser.advance()
        try parser.advance()
      }
      try parser.skipNewlines()
      var value = try parser.expression()
      if parser.acceptsSwift, case .call(let callee, let arguments, let callAt) = value,
        parser.isPunctuation("{")
      {
        // `alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in … })`:
        // a trailing closure on a call given as an argument, its last
        // argument as Swift reads it. Only here: after a condition, `{`
        // opens the block (scenario language §6).
        let closureAt = parser.current.location
        let closure = Expression.closure(try parser.completionBlock(), closureAt)
        value = .call(callee, arguments + [Argument(label: nil, value: closure)], callAt)
      }
      return Argument(label: label, value: value, labelLocation: labelLocation)
    }
  }

  /// Elements separated by commas up to `closing`, which it consumes; line
  /// breaks are free inside.
  mutating func commaSeparated<Element>(
    until closing: Unicode.Scalar, _ element: (inout Parser) throws(Diagnostic) -> Element
  ) throws(Diagnostic) -> [Element] {
    var elements: [Element] = []
    try skipNewlines()
    while !isPunctuation(closing) {
      elements.append(try element(&self))
      try skipNewlines()
      if isPunctuation(",") {
        try advance()
        try skipNewlines()
      } else if !isPunctuation(closing) {
        throw Diagnostic(
          "expected ',' or '\(closing)', found \(current.spelling)", at: current.location)
      }
    }
    try advance()
    return elements
  }

  /// Passes over a type's arguments, from its `<`, when they close with a
  /// `>` that a call, a member or an initializer follows; otherwise the
  /// `<` is left as a comparison.
  private mutating func skipTypeArguments() {
    var probe = self
    var depth = 0
    while true {
      switch probe.current.kind {
      case .operator(let text) where text.allSatisfy({ $0 == "<" || $0 == ">" }):
        for character in text { depth += character == "<" ? 1 : -1 }
        guard depth >= 0 else { return }
      case .identifier, .punctuation("."), .punctuation(","), .punctuation("["),
        .punctuation("]"), .punctuation(":"), .operator("?"), .operator("!"):
        guard depth > 0 else { return }
      case .number, .string, .punctuation, .operator, .newline, .end:
        return
      }
      guard (try? probe.advance()) != nil else { return }
      if depth == 0 { break }
    }
    guard probe.isPunctuation("(") || probe.isPunctuation(".") else { return }
    self = probe
  }

  private mutating func primary() throws(Diagnostic) -> Expression {
    let token = current
    switch token.kind {
    case .identifier(let name):
      try advance()
      switch name {
      case "true": return .boolean(true, token.location)
      case "false": return .boolean(false, token.location)
      case "nil": return .none(token.location)
      default:
        // `#available(iOS 13, *)`, `#selector(close(_:))`: what is inside
        // the parentheses is not read (§6). Only Swift's `#` words start so.
        if acceptsSwift, case .operator("<") = current.kind, !current.followsBlank,
          name.first?.isUppercase == true
        {
          // `Set<AnyCancellable>()`, `Array<UIViewController>()`: the type's
          // arguments mean nothing here (scenario language §6).
          skipTypeArguments()
        }
        guard name.utf8.first == UInt8(ascii: "#") else { return .name(name, token.location) }
        if isPunctuation("(") { try skipBalanced() }
        return .call(.name(name, token.location), [], token.location)
      }
    case .number(let value):
      try advance()
      return .number(value, token.location)
    case .string(let value):
      try advance()
      return .string(value, token.location)
    case .punctuation("."):
      try advance()
      guard case .identifier(let name) = current.kind else {
        throw Diagnostic("expected a name after '.'", at: current.location)
      }
      try advance()
      return .enumCase(name, token.location)
    case .punctuation("["):
      try advance()
      // A dictionary literal, `[:]` or `[key: value, …]`, read as a value of a
      // type the model lacks (`Dictionary()`), which what reads it skips
      // (scenario language §6). Each element is read once.
      let dictionary = Expression.call(.name("Dictionary", token.location), [], token.location)
      if acceptsSwift, isPunctuation(":"), nextKind == .punctuation("]") {
        try advance()
        try advance()
        return dictionary
      }
      var isDictionary = false
      let elements = try commaSeparated(until: "]") { parser throws(Diagnostic) in
        let element = try parser.expression()
        if parser.acceptsSwift, parser.isPunctuation(":") {
          try parser.advance()
          try parser.skipNewlines()
          _ = try parser.expression()
          isDictionary = true
        }
        return element
      }
      return isDictionary ? dictionary : .array(elements, token.location)
    case .punctuation("{"):
      // A closure argument: `animations: { … }`.
      return .closure(try completionBlock(), token.location)
    case .punctuation("("):
      // Parentheses around an expression: `(a || b) && c`.
      try advance()
      try skipNewlines()
      let inner = try expression()
      try skipNewlines()
      try expect(")", "to close the parentheses")
      return inner
    case .punctuation, .operator, .newline, .end:
      throw Diagnostic("expected an expression, found \(token.spelling)", at: token.location)
    }
  }
}

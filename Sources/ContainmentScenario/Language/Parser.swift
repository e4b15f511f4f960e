/// Turns scenario text into statements (scenario language §1, §2).
///
/// One statement per line, or several separated by `;`; blocks `{ … }` hold
/// statements; inside `( … )` and `[ … ]` line breaks are free.
struct Parser {
  /// Reads tokens as the parser needs them: the text is never held as a
  /// whole list of tokens.
  private var lexer: Lexer
  /// The token being parsed.
  private(set) var current: Token
  /// The token after it, or the lexical error it is: thrown only if the
  /// parser gets there, so that errors come in the order of the text.
  private var lookahead: Result<Token, Diagnostic>
  /// How many blocks and expressions enclose the current position.
  var depth = 0
  /// The actions declared so far (scenario language §7): read with the
  /// statements, kept apart from them.
  private(set) var actions: [ActionDeclaration] = []
  /// The classes and functions of a pasted Swift file (scenario language
  /// §6), all read before the first statement: a class may come after the
  /// driver that uses it.
  var swift = PastedDeclarations()
  /// Whether the text is pasted Swift: it declares a class or a function.
  ///
  /// Then `guard`, `return`, `if let` and the Swift declarations are read,
  /// and the driver's statements come expanded (``SwiftExpansion``).
  private(set) var acceptsSwift = false
  /// The expansion of the driver's statements, in a pasted Swift file.
  private var expansion: SwiftExpansion?
  /// Whether this parser reads a pasted file once for its declarations,
  /// which it keeps; the parser that hands out the statements passes over them.
  private(set) var isProbing = false
  /// Statements an expansion made that have not been handed out yet, last first.
  private var pending: [Statement] = []
  /// Written statements read but not handed out yet, last first: the
  /// declarations after the first of a tuple taken apart at the top level.
  private var readAhead: [Statement] = []

  /// How deep blocks and expressions may nest (scenario language §1).
  ///
  /// Blocks are `{ … }`; expressions nest as calls in arguments and lists in
  /// lists. The limit keeps parsing, lowering
  /// and running free of deep recursion: anything deeper is a syntax error.
  static let maximumNesting = 64

  /// Enters one level of nesting at `location`, or fails past the limit.
  mutating func nest(at location: SourceLocation) throws(Diagnostic) {
    guard depth < Self.maximumNesting else {
      throw Diagnostic(
        "blocks and expressions nest more than \(Self.maximumNesting) deep", at: location)
    }
    depth += 1
  }

  /// A parser at the start of `text`.
  init(_ text: String) throws(Diagnostic) {
    lexer = Lexer(text)
    current = try lexer.next()
    lookahead = Self.read(&lexer)
    // Only a text that spells `class` or `func` may be pasted Swift: a
    // probing parser reads it once for its declarations (scenario language
    // §6), which may come after the driver that uses them.
    guard Self.mayDeclareSwift(text) else { return }
    var probe = self
    probe.acceptsSwift = true
    probe.isProbing = true
    var none: SwiftExpansion?
    while try probe.nextWrittenStatement(expanding: &none) != nil {}
    guard !probe.swift.isEmpty else { return }
    acceptsSwift = true
    swift = probe.swift
    expansion = try SwiftExpansion(swift)
  }

  /// Whether `text` holds the bytes `class` or `func`, in one pass over
  /// its bytes: most are neither 'c' nor 'f', one comparison each.
  static func mayDeclareSwift(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      let count = bytes.count
      var index = 0
      while index + 3 < count {
        switch bytes[index] {
        case UInt8(ascii: "c"):
          if index + 4 < count, bytes[index + 1] == UInt8(ascii: "l"),
            bytes[index + 2] == UInt8(ascii: "a"), bytes[index + 3] == UInt8(ascii: "s"),
            bytes[index + 4] == UInt8(ascii: "s")
          {
            return true
          }
        case UInt8(ascii: "f"):
          if bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "n"),
            bytes[index + 3] == UInt8(ascii: "c")
          {
            return true
          }
        default:
          break
        }
        index += 1
      }
      return false
    }
  }

  private static func read(_ lexer: inout Lexer) -> Result<Token, Diagnostic> {
    do throws(Diagnostic) {
      return .success(try lexer.next())
    } catch {
      return .failure(error)
    }
  }

  /// The next top-level statement, or `nil` at the end of the text; a call
  /// of a declared action (`select(1)`) comes as the statement that runs
  /// its body (scenario language §7).
  ///
  /// A scenario is read one statement at a time, so that its statements are
  /// never all held at once.
  mutating func nextStatement() throws(Diagnostic) -> Statement? {
    if let next = pending.popLast() { return next }
    if expansion != nil {
      // A pasted file's driver: each statement comes expanded, classes
      // instantiated and methods inlined (scenario language §6). The
      // expansion is taken out while it changes, so that it is not copied.
      var active = expansion
      expansion = nil
      defer { expansion = active }
      while pending.isEmpty {
        // The variables an action declared on the way need (`pending`) come
        // first, before the statement read after it, or at the end.
        guard let statement = try nextWrittenStatement(expanding: &active) else {
          return pending.popLast()
        }
        // A call of an action runs its body, expanded when it was declared.
        if let called = try ActionDeclaration.expanding(statement, among: actions) {
          pending.insert(called, at: 0)
          return pending.popLast()
        }
        pending = (try active?.expand(statement).reversed() ?? []) + pending
        swift.takeNotes(of: active?.declarations)
      }
      return pending.popLast()
    }
    var none: SwiftExpansion?
    guard let statement = try nextWrittenStatement(expanding: &none) else { return nil }
    // Most scenarios declare no action and pay nothing here.
    guard !actions.isEmpty else { return statement }
    return try ActionDeclaration.expanding(statement, among: actions) ?? statement
  }

  /// The next top-level statement as written; the actions declared on the
  /// way are expanded by `expansion`, if there is one (a pasted file).
  private mutating func nextWrittenStatement(expanding expansion: inout SwiftExpansion?)
    throws(Diagnostic) -> Statement?
  {
    if let next = readAhead.popLast() { return next }
    // A tuple of `_` alone (`let (_, _) = (a, b)`) stands for no statement:
    // the next one is read.
    var statements: [Statement] = []
    while statements.isEmpty {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      while true {
        if isActionDeclaration {
          var action = try actionDeclaration()
          if actions.contains(where: { $0.name == action.name }) {
            throw Diagnostic(
              "the action '\(action.name)' is already declared", at: action.location)
          }
          // In a pasted file, its body calls the classes' methods (§6, §7).
          action = try expansion?.expand(action) ?? action
          // The variables the action's locals need, declared before it runs.
          pending += (expansion?.hoisted ?? []).reversed()
          expansion?.hoisted = []
          actions.append(action)
        } else if !acceptsSwift {
          break
        } else if try !topLevelSwiftDeclaration() {
          break
        }
        try expectEndOfStatement()
        while current.kind == .newline || isPunctuation(";") { try advance() }
      }
      if current.kind == .end { return nil }
      if isPunctuation("}") { throw Diagnostic("unexpected '}'", at: current.location) }
      statements = try self.statements()
      try expectEndOfStatement()
    }
    let first = statements.removeFirst()
    readAhead = statements.reversed()
    return first
  }

  /// The last line read so far that is not blank.
  var lastNonBlankLine: Int { lexer.lastNonBlankLine }
  /// Whether the text read so far names a layout callback or call
  /// (`Lexer.namesLayout`).
  var namesLayout: Bool { lexer.namesLayout }

  /// Moves to the next token; stays on `.end`.
  mutating func advance() throws(Diagnostic) {
    guard current.kind != .end else { return }
    current = try lookahead.get()
    lookahead = current.kind == .end ? lookahead : Self.read(&lexer)
  }

  /// The kind of the token after the current one, if it could be read.
  var nextKind: Token.Kind? {
    switch lookahead {
    case .success(let token): token.kind
    case .failure: nil
    }
  }

  func isPunctuation(_ character: Unicode.Scalar) -> Bool {
    current.kind == .punctuation(character)
  }

  mutating func expect(_ character: Unicode.Scalar, _ context: String) throws(Diagnostic) {
    guard isPunctuation(character) else {
      throw Diagnostic(
        "expected '\(character)' \(context), found \(current.spelling)",
        at: current.location)
    }
    try advance()
  }

  mutating func skipNewlines() throws(Diagnostic) {
    while current.kind == .newline { try advance() }
  }

  /// In pasted Swift, skips the line breaks before `kind`, when `kind` is
  /// the next token that is not one.
  ///
  /// Code wrapped as swift-format wraps it: `else`, `where` or `{` on a
  /// line of its own, `&&` starting a line. Nothing otherwise.
  mutating func skipNewlines(before kind: Token.Kind) throws(Diagnostic) {
    guard acceptsSwift, current.kind == .newline else { return }
    var probe = self
    try probe.skipNewlines()
    if probe.current.kind == kind { self = probe }
  }

  /// The statements of a block, up to and including its `}`; `opening`
  /// is where its `{` is, which an unclosed block's error points at.
  mutating func blockStatements(opening: SourceLocation) throws(Diagnostic)
    -> [Statement]
  {
    var statements: [Statement] = []
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if current.kind == .end {
        throw Diagnostic(
          "this '{' is never closed: the file ends first; add its '}' where the block ends",
          at: opening)
      }
      if isPunctuation("}") {
        try advance()
        return statements
      }
      statements += try self.statements()
      try expectEndOfStatement()
    }
  }

  /// A statement ends at a line break, `;`, a block's `}` or the end.
  func expectEndOfStatement() throws(Diagnostic) {
    switch current.kind {
    case .newline, .end, .punctuation(";"), .punctuation("}"):
      return
    case .identifier, .number, .string, .punctuation, .operator:
      throw Diagnostic(
        "expected end of statement, found \(current.spelling)", at: current.location)
    }
  }

  /// `func finish() { … }` inside a method (scenario language §6): a
  /// local constant that holds the closure, called as a closure kept in a
  /// local is; one with parameters or a result is refused, with advice.
  private mutating func localFunction(at location: SourceLocation) throws(Diagnostic)
    -> Statement
  {
    try advance()  // `func`
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the function's name", at: current.location)
    }
    try advance()
    try expect("(", "after the function's name")
    guard current.kind == .punctuation(")") else {
      throw Diagnostic(
        "a function declared inside a method takes no parameters here (scenario language §6): "
          + "make it a method of the class", at: current.location)
    }
    try advance()
    if current.kind == .operator("->") {
      try advance()
      guard current.kind == .identifier("Void") else {
        throw Diagnostic(
          "a function declared inside a method returns nothing here (scenario language §6): "
            + "make it a method of the class", at: current.location)
      }
      try advance()
    }
    let body = try block()
    return .declaration(name: name, value: .closure(body, location), at: location)
  }

  mutating func block() throws(Diagnostic) -> [Statement] {
    // A condition list wrapped over lines, its `{` on a line of its own.
    try skipNewlines(before: .punctuation("{"))
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open a block")
    try rejectClosureParameters()
    return try blockStatements(opening: opening)
  }

  /// What to write instead of a Swift statement the language lacks
  /// (scenario language §5, "Errors"); `nil` for any other word.
  static func adviceForSwiftKeyword(_ keyword: String) -> String? {
    switch keyword {
    case "while", "repeat":
      "a scenario has no unbounded loops: loop over a list with 'for x in list { … }'"
    case "guard":
      "write 'if !condition { … }' around the calls that follow instead"
    case "switch":
      "write 'if … { … } else if … { … } else { … }'"
    case "func":
      "write the calls where they run, or in a handler ('on c.viewDidLoad { … }')"
    case "class", "struct", "extension":
      "declare controllers with 'let c = UIViewController()' and write overrides as handlers "
        + "('on c.viewWillAppear { animated in … }')"
    case "return", "break", "continue":
      "a block runs to its end; put the calls that should not run under an 'if'"
    default:
      nil
    }
  }

  /// `do { … } catch … { … }`, from `do`: the block runs as any block
  /// does; the model throws no error, so a `catch` block never runs and is
  /// passed over with a note (scenario language §6).
  private mutating func doStatement(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()
    let body = try block()
    while true {
      // `catch` on the line of the `}` or on the next one.
      var probe = self
      try probe.skipNewlines()
      guard probe.current.kind == .identifier("catch") else { break }
      self = probe
      swift.note("errors are not modelled: a 'catch' block never runs", at: current.location)
      while !isPunctuation("{") {
        guard current.kind != .end, current.kind != .newline else {
          throw Diagnostic("expected '{' to open the 'catch' block", at: current.location)
        }
        try advance()
      }
      _ = try block()
    }
    return .conditional(
      [ConditionalBranch(condition: .boolean(true, location), body: body)], otherwise: nil,
      at: location)
  }

  /// A handler's block: `{ … }`, `{ _ in … }`, or `{ animated in … }` that
  /// binds the callback's argument for the block (scenario language §5).
  private mutating func handlerBlock() throws(Diagnostic) -> (HandlerParameter?, [Statement]) {
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open a block")
    var parameter: HandlerParameter?
    if case .identifier(let name) = current.kind, nextKind == .identifier("in") {
      if name != "_" { parameter = HandlerParameter(name: name, location: current.location) }
      try advance()
      try advance()
    }
    return (parameter, try blockStatements(opening: opening))
  }

  /// A block that UIKit calls with a Boolean (a completion): `{ _ in … }`,
  /// and `{ finished in … }` whose `finished` is bound to true for the block
  /// (no rule cuts a view animation short; scenario language §5).
  mutating func completionBlock() throws(Diagnostic) -> [Statement] {
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open a block")
    guard let parameter = try closureSignature() else {
      return try blockStatements(opening: opening)
    }
    let body = try blockStatements(opening: opening)
    if parameter.name == "_" { return body }
    return [.bound(parameter, value: .boolean(true, parameter.location), body: body)]
  }

  /// Swift's `{ _ in … }` and `{ finished in … }`: a block here takes no
  /// parameters, so say what to write instead of a bare syntax error.
  private func rejectClosureParameters() throws(Diagnostic) {
    guard case .identifier(let parameter) = current.kind, nextKind == .identifier("in")
    else { return }
    throw Diagnostic(
      "a block takes no parameters: drop '\(parameter) in' and write the statements "
        + "(a completion runs when its animation ends, as if finished were true)",
      at: current.location)
  }

  /// `if c1 { … } else if c2 { … } else { … }`, from `if`; `else` follows
  /// a branch's `}` on the same line, as Swift's style writes it.
  mutating func conditional() throws(Diagnostic) -> Statement {
    let location = current.location
    var branches: [ConditionalBranch] = []
    // Each `else if` is one more branch of the same statement, so that a
    // long chain does not nest.
    while true {
      try advance()  // `if`
      // Pasted Swift's conditions may bind (`if let x = y, c`, §6).
      if !acceptsSwift, case .identifier(let word) = current.kind, word == "let" || word == "var" {
        throw Diagnostic(
          "'if \(word)' is not in the scenario language: compare with nil and chain, as in "
            + "'if shown != nil { shown?.removeFromParent() }'", at: current.location)
      }
      let condition = acceptsSwift ? try conditionList() : try expression()
      branches.append(ConditionalBranch(condition: condition, body: try block()))
      // `else` may start the next line, as some styles write it: look past
      // the line breaks on a copy, and keep the copy only if `else` is there.
      if current.kind == .newline {
        var probe = self
        try probe.skipNewlines()
        if probe.current.kind == .identifier("else") { self = probe }
      }
      guard current.kind == .identifier("else") else {
        return .conditional(branches, otherwise: nil, at: location)
      }
      try advance()
      guard current.kind == .identifier("if") else {
        return .conditional(branches, otherwise: try block(), at: location)
      }
    }
  }

  /// The statements one written statement stands for: itself, or, for a
  /// tuple taken apart (`let (old, new) = (a, b)`, pasted Swift), one
  /// declaration per name.
  mutating func statements() throws(Diagnostic) -> [Statement] {
    if acceptsSwift, let declarations = try tupleDeclaration() { return declarations }
    return [try statement()]
  }

  mutating func statement() throws(Diagnostic) -> Statement {
    let location = current.location
    // Most statements are `name.member…`: a word followed by a dot is no
    // keyword, and is not compared with any.
    if case .identifier(let keyword) = current.kind, nextKind != .punctuation("."),
      let statement = try keywordStatement(keyword, at: location)
    {
      return statement
    }
    return try expressionStatement(at: location)
  }

  /// The statement a keyword opens; `nil` when the word is no keyword, and
  /// the statement is an expression's.
  private mutating func keywordStatement(_ keyword: String, at location: SourceLocation)
    throws(Diagnostic) -> Statement?
  {
    switch keyword {
    case "let":
      return try constantDeclaration(at: location)
    case "on":
      try advance()
      let target = try expression()
      guard case .member(let controller, let method, let methodLocation) = target else {
        throw Diagnostic("expected 'on controller.callback { … }'", at: target.location)
      }
      if method == "presentationControllerShouldDismiss" {
        return try shouldDismissHandler(of: controller, at: methodLocation)
      }
      let (parameter, body) = try handlerBlock()
      return .handler(
        controller: controller, method: method, parameter: parameter, body: body, at: location)
    case "var":
      return try variableDeclaration(at: location)
    case "if":
      return try conditional()
    case "guard" where acceptsSwift:
      return try guardStatement(at: location)
    case "return" where acceptsSwift:
      return try returnStatement(at: location)
    case "switch" where acceptsSwift:
      return try switchStatement(at: location)
    case "while" where acceptsSwift:
      try advance()
      let condition = try conditionList()
      return .whileLoop(condition, body: try block(), testsFirst: true, at: location)
    case "break" where acceptsSwift, "continue" where acceptsSwift:
      // Kept as the call `#break()` or `#continue()`, which the expansion of
      // the loop that holds it reads (§6); no scenario can write that name.
      try advance()
      return .call(
        .call(.name("#" + keyword, location), [], location), trailingBlock: nil, at: location)
    case "defer" where acceptsSwift && nextKind == .punctuation("{"):
      // Kept as the call `#defer { … }`, which the method that holds it
      // reads (`Parser.runningDefers`); no scenario can write that name.
      try advance()
      return .call(
        .call(.name(Self.deferName, location), [], location), trailingBlock: try block(),
        at: location)
    case "do" where acceptsSwift && nextKind == .punctuation("{"):
      return try doStatement(at: location)
    case "repeat" where acceptsSwift:
      try advance()
      let body = try block()
      guard current.kind == .identifier("while") else {
        throw Diagnostic("expected 'while' after the block of 'repeat'", at: current.location)
      }
      try advance()
      return .whileLoop(try expression(), body: body, testsFirst: false, at: location)
    case "for":
      return try loop(at: location)
    case "action" where isActionDeclaration:
      throw Diagnostic(
        "an action is declared at the top level, after the setup", at: location)
    case "else":
      throw Diagnostic(
        "'else' must follow the '}' of its 'if' on the same line: '} else {'", at: location)
    case "_":
      try advance()
      try expect("=", "after '_'")
      return .discard(try expression(), at: location)
    case "func" where acceptsSwift:
      return try localFunction(at: location)
    case "weak" where acceptsSwift, "unowned" where acceptsSwift:
      // `weak var weakSelf = self`: a local; the model releases nothing.
      guard nextKind == .identifier("var") || nextKind == .identifier("let") else { return nil }
      try advance()
      guard case .identifier(let declaring) = current.kind else { return nil }
      return try keywordStatement(declaring, at: location)
    default:
      if let advice = Self.adviceForSwiftKeyword(keyword) {
        throw Diagnostic("'\(keyword)' is not in the scenario language: \(advice)", at: location)
      }
      return nil
    }
  }

  /// The name a `let`, `var` or `for` declares.
  private mutating func declaredName(after keyword: String) throws(Diagnostic) -> String {
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected a name after '\(keyword)'", at: current.location)
    }
    try advance()
    return name
  }

  /// `let name = value` (scenario language §2); in pasted Swift, a type
  /// may be written, a local declared without a value is set on each path
  /// after (Swift's definite initialization), and a call's closure may
  /// trail (§6).
  private mutating func constantDeclaration(at location: SourceLocation) throws(Diagnostic)
    -> Statement
  {
    try advance()
    let name = try declaredName(after: "let")
    if acceptsSwift, isPunctuation(":") {
      try advance()
      let written = try typeText()
      if !isPunctuation("=") {
        // `let next: UIViewController`, set on each path after (Swift's
        // definite initialization): a local the code assigns (§6).
        return .variable(name: name, type: written, value: .none(location), at: location)
      }
    }
    try expect("=", "after the declared name")
    return .declaration(name: name, value: try valueWithTrailingClosure(), at: location)
  }

  /// The value of a declaration, an assignment or a `return`; in pasted
  /// Swift, with the trailing closure of a call that ends it (`animator =
  /// UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { … }`, §6),
  /// kept as the call's last argument.
  mutating func valueWithTrailingClosure() throws(Diagnostic) -> Expression {
    var value = try expression()
    guard acceptsSwift, isPunctuation("{") else { return value }
    switch value {
    case .member:
      // `children.filter { … }`: a call whose only argument trails.
      value = .call(value, [], current.location)
    case .name(let type, _) where type.first?.isUppercase == true:
      // `DispatchWorkItem { … }`: a type made with a closure as its only
      // argument.
      value = .call(value, [], current.location)
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      break
    }
    if case .call(let callee, var arguments, let callAt) = value {
      let closureAt = current.location
      arguments.append(Argument(label: nil, value: .closure(try completionBlock(), closureAt)))
      value = .call(callee, arguments, callAt)
    }
    return value
  }

  /// `var name[: Type] = value` (scenario language §5).
  private mutating func variableDeclaration(at location: SourceLocation) throws(Diagnostic)
    -> Statement
  {
    try advance()
    let name = try declaredName(after: "var")
    var type: String?
    if acceptsSwift, isPunctuation(":") {
      // Pasted Swift: any type as written; an optional may start as nil
      // without `= nil`, as Swift's does (§6).
      try advance()
      let written = try typeText()
      type = written
      if !isPunctuation("=") {
        // An optional starts as nil; any other type is set before it is
        // read, as Swift's definite initialization requires.
        return .variable(name: name, type: written, value: .none(location), at: location)
      }
    } else if isPunctuation(":") {
      try advance()
      guard case .identifier(let typeName) = current.kind else {
        throw Diagnostic("expected a type such as 'UIViewController?'", at: current.location)
      }
      try advance()
      type = typeName
      if current.kind == .operator("?") {
        try advance()
        type = typeName + "?"
      }
    }
    try expect("=", "after the declared name: a variable starts with a value")
    return .variable(name: name, type: type, value: try valueWithTrailingClosure(), at: location)
  }

  /// `for name in sequence { … }` (scenario language §5).
  private mutating func loop(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()
    var nameLocation = current.location
    if acceptsSwift, current.kind == .identifier("case"), nextKind == .identifier("let") {
      var probe = self
      try probe.advance()
      try probe.advance()
      _ = try probe.declaredName(after: "let")
      guard probe.current.kind == .identifier("in") else { return try castingLoop(at: location) }
      // `for case let child in children`: the pattern binds every element,
      // as `for child in children` does.
      try advance()
      try advance()
      nameLocation = current.location
    }
    var name: String
    if acceptsSwift, isPunctuation("(") {
      // `for (index, child) in list.enumerated()` (scenario language §6):
      // the two names, kept as one for the expansion to take apart.
      try advance()
      let index = try declaredName(after: "(")
      try expect(",", "between the two names")
      let element = try declaredName(after: ",")
      try expect(")", "after the two names")
      name = index + "," + element
    } else {
      name = try declaredName(after: "for")
    }
    guard current.kind == .identifier("in") else {
      throw Diagnostic("expected 'in' after the loop's name", at: current.location)
    }
    try advance()
    let sequence = try expression()
    try skipNewlines(before: .identifier("where"))
    if acceptsSwift, current.kind == .identifier("where") {
      // `for child in children where child !== keep { … }`: the body runs
      // for the elements the condition holds for (§6).
      let whereAt = current.location
      try advance()
      let condition = try expression()
      let body = try block()
      return .loop(
        variable: name, variableAt: nameLocation, sequence: sequence,
        body: [
          .conditional(
            [ConditionalBranch(condition: condition, body: body)], otherwise: nil, at: whereAt)
        ], at: location)
    }
    return .loop(
      variable: name, variableAt: nameLocation, sequence: sequence, body: try block(),
      at: location)
  }

  /// `for case let nav as UINavigationController in children { … }`
  /// (scenario language §6): a loop over every element, whose body runs for
  /// those of the type, bound as `if let nav = element as? T` binds it.
  private mutating func castingLoop(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()  // case
    try advance()  // let
    let nameLocation = current.location
    let name = try declaredName(after: "let")
    guard current.kind == .identifier("as") else {
      throw Diagnostic(
        "expected 'as' and a type: 'for case let x as T in list' is the pattern read here",
        at: current.location)
    }
    let castAt = current.location
    try advance()
    guard case .identifier(let type) = current.kind else {
      throw Diagnostic("expected a type after 'as'", at: current.location)
    }
    let typeAt = current.location
    try advance()
    guard current.kind == .identifier("in") else {
      throw Diagnostic("expected 'in' after the loop's pattern", at: current.location)
    }
    try advance()
    let sequence = try expression()
    let body = try block()
    let element = "#" + name
    let cast = Expression.call(
      .member(.name(element, nameLocation), "as?", castAt),
      [Argument(label: nil, value: .name(type, typeAt))], castAt)
    return .loop(
      variable: element, variableAt: nameLocation, sequence: sequence,
      body: [
        .conditional(
          [
            ConditionalBranch(
              condition: .optionalBinding(name, cast, nameLocation), body: body)
          ], otherwise: nil, at: castAt)
      ], at: location)
  }

  /// A statement that starts with an expression: an assignment, `+=`/`-=`,
  /// or a call with or without a trailing block.
  private mutating func expressionStatement(at location: SourceLocation) throws(Diagnostic)
    -> Statement
  {
    let target = try expression()
    if isPunctuation("=") {
      try advance()
      return .assignment(target: target, value: try valueWithTrailingClosure(), at: location)
    }
    if let compound = try compoundAssignment(to: target, at: location) {
      return compound
    }
    if acceptsSwift, current.kind == .newline {
      // Swift reads a `{` that starts the next line after a call as its
      // trailing closure (`transition(from:…, animations: nil)` then
      // `{ _ in … }` below it): look past the line breaks on a copy.
      var probe = self
      try probe.skipNewlines()
      if probe.isPunctuation("{") {
        switch target {
        case .call, .member: self = probe
        case .name, .number, .string, .boolean, .none, .enumCase, .array, .closure, .binary,
          .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          break
        }
      }
    }
    // A call with a trailing block only, as Swift writes
    // `DispatchQueue.main.async { … }`, and in pasted Swift a function's
    // `fetch { [weak self] in … }`.
    switch target {
    case .member where isPunctuation("{"), .name where acceptsSwift && isPunctuation("{"):
      let call = Expression.call(target, [], current.location)
      return .call(call, trailingBlock: try completionBlock(), at: location)
    case .member, .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      break
    }
    if acceptsSwift, case .ternary(_, .call, .call, _) = target {
      // `isOpen ? close() : open()`: one of two calls, as a statement (§6).
      return .call(target, trailingBlock: nil, at: location)
    }
    guard case .call = target else {
      // Pasted Swift: a closure of one expression returns it (`{ $0 is T }`, §6).
      if acceptsSwift { return .returnStatement(target, at: location) }
      throw Diagnostic("expected a call or an assignment", at: location)
    }
    let trailing: [Statement]? = isPunctuation("{") ? try completionBlock() : nil
    if acceptsSwift, let first = trailing,
      case .call(let callee, let arguments, let callAt) = target,
      case .identifier = current.kind, nextKind == .punctuation(":")
    {
      return try labeledTrailingClosures(
        after: first, of: callee, arguments, callAt: callAt, at: location)
    }
    return .call(target, trailingBlock: trailing, at: location)
  }

  /// `index += 1` read as `index = index + 1` (pasted Swift's `*=` and `/=`
  /// too); `nil` when no compound assignment follows `target`.
  private mutating func compoundAssignment(
    to target: Expression, at location: SourceLocation
  ) throws(Diagnostic) -> Statement? {
    guard case .operator(let spelling) = current.kind,
      spelling == "+=" || spelling == "-="
        || (acceptsSwift && (spelling == "*=" || spelling == "/="))
    else { return nil }
    let operatorLocation = current.location
    try advance()
    let operation: BinaryOperator =
      switch spelling {
      case "+=": .plus
      case "-=": .minus
      case "*=": .times
      default: .divide
      }
    let value = Expression.binary(operation, target, try expression(), operatorLocation)
    return .assignment(target: target, value: value, at: location)
  }

  /// `UIView.animate(withDuration: 0.3) { … } completion: { _ in … }`:
  /// the labeled trailing closures after the first, `first`, read as the
  /// arguments they stand for (§6).
  private mutating func labeledTrailingClosures(
    after first: [Statement], of callee: Expression, _ arguments: [Argument],
    callAt: SourceLocation, at location: SourceLocation
  ) throws(Diagnostic) -> Statement {
    var arguments = arguments
    let isAnimation = callee.path?.last == "animate" || callee.path?.last == "transition"
    arguments.append(
      Argument(label: isAnimation ? "animations" : nil, value: .closure(first, callAt)))
    while case .identifier(let label) = current.kind, nextKind == .punctuation(":") {
      let labelAt = current.location
      try advance()
      try advance()
      guard isPunctuation("{") else {
        throw Diagnostic("expected a closure after '\(label):'", at: labelAt)
      }
      arguments.append(Argument(label: label, value: .closure(try completionBlock(), labelAt)))
    }
    return .call(.call(callee, arguments, callAt), trailingBlock: nil, at: location)
  }

  /// `on d.presentationControllerShouldDismiss { _ in return false }`: the
  /// one handler with a result (scenario language §8, rule 5.3a), read as
  /// the answer `d` gives as a sheet's delegate.
  private mutating func shouldDismissHandler(
    of delegate: Expression, at location: SourceLocation
  ) throws(Diagnostic) -> Statement {
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open the handler")
    if case .identifier = current.kind, nextKind == .identifier("in") {
      try advance()
      try advance()
    }
    try skipNewlines()
    guard current.kind == .identifier("return") else {
      throw Diagnostic(
        "this handler returns the answer: write '{ _ in return false }' (or true)",
        at: current.location)
    }
    try advance()
    let answer = try expression()
    try skipNewlines()
    guard isPunctuation("}") else {
      throw Diagnostic(
        "this '{' is never closed: the handler holds one 'return'", at: opening)
    }
    try advance()
    return .assignment(
      target: .member(delegate, "presentationControllerShouldDismissAnswer", location),
      value: answer, at: location)
  }
}

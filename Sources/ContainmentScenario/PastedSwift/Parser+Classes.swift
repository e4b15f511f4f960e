/// Reading a container's Swift pasted into a scenario (scenario language §6):
/// classes, functions, the statements Swift adds (`guard`, `return`,
/// `if let`) and closures with capture lists and signatures.
extension Parser {
  /// The words Swift writes before a declaration that mean nothing here.
  static func isModifier(_ word: String) -> Bool {
    switch word {
    case "private", "fileprivate", "internal", "public", "open", "final", "required",
      "convenience", "weak", "unowned", "lazy", "dynamic", "nonisolated", "mutating", "override",
      "static":
      true
    default:
      word.hasPrefix("@")
    }
  }

  /// Skips the modifiers and attributes before a declaration; whether one
  /// of them was `override`, whether one was `static` or `class`, `lazy`,
  /// and `@IBOutlet`.
  mutating func skipModifiers() throws(Diagnostic) -> (
    isOverride: Bool, isStatic: Bool, isLazy: Bool, isOutlet: Bool
  ) {
    var isOverride = false
    var isStatic = false
    var isLazy = false
    var isOutlet = false
    while case .identifier(let word) = current.kind {
      if word.hasPrefix("@"), !Self.isKnownAttribute(word) {
        // `@Published`, `@State`: a property wrapper (scenario language §6).
        throw Diagnostic(
          "property wrappers other than @IBOutlet are not accepted (scenario language §6): "
            + "'\(word)' changes what the property does; delete it, or keep the property's "
            + "value in a plain 'var'", at: current.location)
      }
      if word == "class", case .identifier(let next) = nextKind,
        next == "func" || next == "var" || next == "let" || Self.isModifier(next)
      {
        isStatic = true
      } else if Self.isModifier(word) {
        isOutlet = isOutlet || word == "@IBOutlet"
        isOverride = isOverride || word == "override"
        isStatic = isStatic || word == "static"
        isLazy = isLazy || word == "lazy"
      } else {
        break
      }
      try advance()
      // `private(set)`, `unowned(unsafe)`, `@available(iOS 13, *)`.
      if isPunctuation("("), !current.followsBlank || !word.hasPrefix("@") {
        try skipBalanced()
      }
      try skipNewlines()
    }
    return (isOverride, isStatic, isLazy, isOutlet)
  }

  /// Whether `attribute` is one that means nothing here: UIKit's and
  /// Swift's markers, not a property wrapper.
  static func isKnownAttribute(_ attribute: String) -> Bool {
    switch attribute {
    case "@objc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
      "@IBSegueAction", "@discardableResult", "@available", "@MainActor", "@objcMembers",
      "@nonobjc", "@inlinable", "@inline", "@usableFromInline", "@frozen", "@NSManaged",
      "@preconcurrency", "@Sendable", "@escaping", "@autoclosure", "@UIApplicationMain",
      "@main", "@GKInspectable", "@NSCopying", "@dynamicMemberLookup", "@unknown":
      true
    default:
      false
    }
  }

  /// Skips a balanced `( … )`, `[ … ]` or `{ … }` from its opening.
  mutating func skipBalanced() throws(Diagnostic) {
    let opening = current.location
    var depth = 0
    repeat {
      switch current.kind {
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
      case .end:
        throw Diagnostic(
          "this bracket is never closed: the file ends first", at: opening)
      case .identifier, .number, .string, .punctuation, .operator, .newline: break
      }
      try advance()
    } while depth > 0
  }

  /// A type as written, up to a token that ends it at its own level
  /// (`=`, `{`, `,`, `)`, a line break): `UIViewController?`, `[UIViewController]`,
  /// `(() -> Void)?`.
  mutating func typeText() throws(Diagnostic) -> String {
    var text = ""
    var depth = 0
    let typeAt = current.location
    while true {
      switch current.kind {
      case .punctuation("("), .punctuation("["):
        depth += 1
      case .punctuation(")"), .punctuation("]"):
        if depth == 0 { return try nonEmpty(text, at: typeAt) }
        depth -= 1
      case .operator("<"):
        depth += 1
      case .operator(">"):
        depth -= 1
      case .end:
        // A type never closed: the text ends first.
        throw Diagnostic("this type is never closed: the file ends first", at: typeAt)
      case .punctuation("="), .punctuation("{"), .punctuation("}"), .punctuation(";"),
        .newline:
        if depth == 0 { return try nonEmpty(text, at: typeAt) }
      case .punctuation(","), .identifier("in"), .identifier("where"):
        if depth == 0 { return try nonEmpty(text, at: typeAt) }
      case .identifier, .number, .string, .punctuation, .operator:
        break
      }
      text += current.rawSpelling
      try advance()
    }
  }

  private func nonEmpty(_ type: String, at location: SourceLocation) throws(Diagnostic) -> String {
    guard !type.isEmpty else { throw Diagnostic("expected a type", at: location) }
    return type
  }

  /// A declaration of pasted Swift at the top level (`class`, `func`,
  /// `import`, …) read and kept (in a probing parser) or passed over;
  /// `false` when the current token opens none.
  mutating func topLevelSwiftDeclaration() throws(Diagnostic) -> Bool {
    guard case .identifier(let word) = current.kind else { return false }
    let isDeclaration: Bool
    switch word {
    case "class", "func", "import", "enum", "struct", "extension", "protocol", "typealias":
      isDeclaration = true
    default:
      isDeclaration = Self.isModifier(word) && word != "weak" && word != "lazy"
    }
    guard isDeclaration else { return false }
    // The probing parser keeps what it reads; the one that hands out the
    // statements has its declarations from the probe and reads them again
    // only to pass over them.
    let kept = swift
    defer { if !isProbing { swift = kept } }
    _ = try skipModifiers()
    guard case .identifier(let keyword) = current.kind else {
      throw Diagnostic("expected a declaration", at: current.location)
    }
    let location = current.location
    switch keyword {
    case "import":
      while current.kind != .newline, current.kind != .end { try advance() }
    case "class":
      let declaration = try classDeclaration()
      if isProbing, swift.classes.contains(where: { $0.name == declaration.name }) {
        throw Diagnostic("the class '\(declaration.name)' is already declared", at: location)
      }
      swift.classes.append(declaration)
    case "func":
      swift.functions.append(try function(isOverride: false))
    case "extension":
      let extended = try extensionDeclaration(at: location)
      swift.extensions.append(extended)
    case "enum":
      try enumDeclaration(at: location)
    case "protocol":
      try emptyProtocol(at: location)
    case "struct":
      if let declaration = structWithMethods() {
        if isProbing, swift.classes.contains(where: { $0.name == declaration.name }) {
          throw Diagnostic("the type '\(declaration.name)' is already declared", at: location)
        }
        swift.classes.append(declaration)
      } else {
        try namespace(at: location, noting: "structs are not modelled", isStruct: true)
      }
    case "typealias":
      while current.kind != .newline, current.kind != .end { try advance() }
    case "let", "var":
      // `private let x = …` at the top level: the driver's own declaration.
      return false
    default:
      throw Diagnostic(
        "expected a class, a function or a declaration after the modifiers, found "
          + "'\(keyword)'", at: location)
    }
    return true
  }

  /// A struct with methods, from `struct`, read as a plain class; `nil`, with
  /// nothing read, for any other struct.
  ///
  /// `struct ChildSwapper { func swap(_ old: …, _ new: …, in parent: …) }`:
  /// a helper whose methods do a container's work is an object of the file
  /// (scenario language §6, a class with no UIKit superclass); the protocols
  /// it adopts mean nothing here, and with no `init` written it has Swift's
  /// memberwise one. A copy shares the object here, where Swift would copy
  /// the value: the helpers containers write keep no state that differs.
  private mutating func structWithMethods() -> ClassDeclaration? {
    var probe = self
    guard let read = try? probe.classDeclaration(),
      !read.methods.isEmpty || !read.staticMethods.isEmpty
    else { return nil }
    self = probe
    var declaration = ClassDeclaration(name: read.name, superclass: nil, location: read.location)
    declaration.properties = read.properties
    declaration.initializers =
      read.initializers.isEmpty ? [Self.memberwiseInitializer(of: read)] : read.initializers
    declaration.methods = read.methods
    declaration.staticMethods = read.staticMethods
    return declaration
  }

  /// A struct's memberwise initializer: a parameter for each stored
  /// property but a constant with a value, in the order written, a `var`'s
  /// value its default; each assigns its property.
  private static func memberwiseInitializer(of declaration: ClassDeclaration)
    -> FunctionDeclaration
  {
    let stored = declaration.properties.filter { property in
      property.getter == nil && property.getterBody == nil && property.setter == nil
        && !property.isLazy && !(property.isConstant && property.value != nil)
    }
    let location = declaration.location
    return FunctionDeclaration(
      name: "init",
      parameters: stored.map { property in
        FunctionParameter(
          label: property.name, name: property.name, type: property.type ?? "",
          defaultValue: property.value, location: property.location)
      },
      isOverride: false, returnType: nil,
      body: stored.map { property in
        .assignment(
          target: .member(.name("self", location), property.name, property.location),
          value: .name(property.name, property.location), at: property.location)
      },
      location: location)
  }

  /// `extension Name[: Protocols] [where …] { … }`, from `extension`: the
  /// members it adds, as a class declaration of that name; the protocols it
  /// adopts and its constraint mean nothing here.
  private mutating func extensionDeclaration(
    at location: SourceLocation
  ) throws(Diagnostic) -> ClassDeclaration {
    try advance()
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the name of the class extended", at: current.location)
    }
    try advance()
    var extended = ClassDeclaration(name: name, superclass: nil, location: location)
    if isPunctuation(":") {
      // `extension Pager: UIPageViewControllerDataSource, UIPageViewControllerDelegate`:
      // the protocols it adopts mean nothing here.
      try advance()
      _ = try typeText()
      while isPunctuation(",") {
        try advance()
        _ = try typeText()
      }
    }
    if current.kind == .identifier("where") {
      // `extension Pager where …`: a constraint, which means nothing here.
      while !isPunctuation("{"), current.kind != .end { try advance() }
    }
    try classBody(into: &extended)
    return extended
  }

  /// `protocol Name { }`, from `protocol`: passed over with a note; a
  /// protocol with requirements is refused, as the model calls no delegate.
  private mutating func emptyProtocol(at location: SourceLocation) throws(Diagnostic) {
    try advance()
    try skipToBlock()
    var probe = self
    try probe.advance()
    try probe.skipNewlines()
    guard probe.isPunctuation("}") else {
      throw Diagnostic(
        "protocols with requirements are not accepted (scenario language §6): the model "
          + "calls no delegate; delete the protocol and the calls of its methods",
        at: location)
    }
    try skipBalanced()
    swift.note("protocols mean nothing here", at: location)
  }

  /// `enum Name[: Raw] { case a, b; case c = 1 }`, from `enum`: kept when
  /// its members are plain cases, passed over with a note otherwise
  /// (associated values, methods).
  private mutating func enumDeclaration(at location: SourceLocation) throws(Diagnostic) {
    var probe = self
    if let declared = try? probe.simpleEnum() {
      self = probe
      if isProbing {
        swift.enums.append((declared.name, declared.cases))
        if !declared.rawValuesArePositions { swift.enumsWithOtherRawValues.insert(declared.name) }
      }
      return
    }
    try namespace(
      at: location, noting: "enums with associated values or members are not modelled")
  }

  /// A `struct` or an `enum` the model does not keep, from its keyword: its
  /// `static let` constants written as literals are kept
  /// (`enum Constants { static let duration = 0.3 }`, read as
  /// `Constants.duration`); a struct of settings, whose members are stored
  /// properties with literal values, is kept with them
  /// (``PastedDeclarations/structs``); the rest is passed over with `note`.
  private mutating func namespace(
    at location: SourceLocation, noting note: String, isStruct: Bool = false
  ) throws(Diagnostic) {
    try advance()  // `struct` or `enum`
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the type's name", at: current.location)
    }
    try skipToBlock()
    var probe = self
    if let members = try? probe.staticConstants() {
      self = probe
      if isProbing {
        for property in members.constants { keepConstant(property, of: name) }
      }
      if isStruct, !members.hasOtherMembers, !members.fields.isEmpty,
        let fields = Self.settings(members.fields)
      {
        if isProbing { swift.structs[name] = fields }
        return
      }
      // A type of constants only is read whole; any other member is skipped.
      if members.hasOtherMembers || !members.fields.isEmpty || members.constants.isEmpty {
        swift.note(note, at: location)
      }
      return
    }
    try skipBalanced()
    swift.note(note, at: location)
  }

  /// The fields of a struct of settings: stored properties whose values
  /// are literals, or that have no value and a type; `nil` when one is
  /// anything else (computed, observed, made by a call).
  private static func settings(_ properties: [PropertyDeclaration]) -> [StructField]? {
    var fields: [StructField] = []
    for property in properties {
      guard property.getter == nil, property.getterBody == nil, !property.isObserved,
        property.setter == nil, !property.isLazy
      else { return nil }
      switch property.value {
      case .number?, .string?, .boolean?, .enumCase?:
        fields.append(
          StructField(name: property.name, type: property.type, value: property.value))
      case nil where property.type != nil:
        fields.append(StructField(name: property.name, type: property.type, value: nil))
      case .name?, .none?, .array?, .member?, .call?, .closure?, .binary?, .not?, .subscript?,
        .unwrap?, .forceUnwrap?, .ternary?, .optionalBinding?, nil:
        return nil
      }
    }
    return fields
  }

  /// The members of a type's body, from its `{` to its `}`: the
  /// `static let`/`static var` properties, the stored properties of its
  /// instances, and whether it has other members, which are passed over.
  private mutating func staticConstants() throws(Diagnostic)
    -> (constants: [PropertyDeclaration], fields: [PropertyDeclaration], hasOtherMembers: Bool)
  {
    try expect("{", "to open the type")
    var constants: [PropertyDeclaration] = []
    var fields: [PropertyDeclaration] = []
    var hasOtherMembers = false
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if isPunctuation("}") {
        try advance()
        return (constants, fields, hasOtherMembers)
      }
      let (_, isStatic, _, _) = try skipModifiers()
      if current.kind == .identifier("let") || current.kind == .identifier("var") {
        let property = try property()
        if isStatic { constants.append(property) } else { fields.append(property) }
      } else {
        // Any other member (a case, a method, a nested type) is passed over.
        hasOtherMembers = true
        while !isPunctuation("{"), current.kind != .newline, !isPunctuation("}") {
          if current.kind == .end {
            throw Diagnostic("the type is never closed", at: current.location)
          }
          try advance()
        }
        if isPunctuation("{") { try skipBalanced() }
      }
    }
  }

  /// Keeps `property` of `type` as a constant when it is a literal.
  private mutating func keepConstant(_ property: PropertyDeclaration, of type: String) {
    switch property.value {
    case .number?, .string?, .boolean?:
      if isProbing, let value = property.value {
        swift.constants["\(type).\(property.name)"] = value
      }
    case .call(.name(let made, _), let arguments, _)?
    where made.first?.isUppercase == true && property.getter == nil:
      // `static let shared = Embedder()`: the expansion decides, once it
      // knows the classes, whether it is an object of the file.
      if isProbing {
        swift.staticObjects.append(
          StaticObject(
            name: "\(type).\(property.name)", className: made, arguments: arguments,
            location: property.location))
      }
    default:
      swift.note("static properties that are not literals are not modelled", at: property.location)
    }
  }

  private mutating func simpleEnum() throws(Diagnostic)
    -> (name: String, cases: [String], rawValuesArePositions: Bool)
  {
    try advance()  // `enum`
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the enum's name", at: current.location)
    }
    try advance()
    // The raw type, if any, comes first: a `String` enum's raw values are
    // its cases' names.
    var rawValuesArePositions = true
    if isPunctuation(":") {
      try advance()
      if try typeText() == "String" { rawValuesArePositions = false }
      while isPunctuation(",") {
        try advance()
        _ = try typeText()
      }
    }
    try expect("{", "to open the enum")
    var cases: [String] = []
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if isPunctuation("}") {
        try advance()
        return (name, cases, rawValuesArePositions)
      }
      guard current.kind == .identifier("case") else {
        throw Diagnostic("not a simple enum", at: current.location)
      }
      repeat {
        try advance()
        guard case .identifier(let element) = current.kind else {
          throw Diagnostic("expected a case", at: current.location)
        }
        cases.append(element)
        try advance()
        if isPunctuation("=") {
          try advance()
          // A raw value other than the case's position (Swift's default
          // for `Int`) changes what `rawValue` reads.
          var isPosition = false
          if case .number(let value, _) = try expression() {
            isPosition = value == Double(cases.count - 1)
          }
          if !isPosition { rawValuesArePositions = false }
        }
      } while isPunctuation(",")
    }
  }

  /// The function a `case let name where test` reads its test through:
  /// `#case(name: subject, test)` (no text can write it).
  static let caseBinding = "#case"

  /// `switch subject { case a, b: … default: … }`, from `switch`: an `if`
  /// over `subject == a || subject == b`, the `default` its `else`; over a
  /// tuple, ``tupleCase(over:)`` reads each case.
  mutating func switchStatement(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()
    if let elements = try tupleSubject() {
      return try switchCases(at: location) { (parser) throws(Diagnostic) in
        try parser.tupleCase(over: elements)
      }
    }
    let subject = try expression()
    return try switchCases(at: location) { (parser) throws(Diagnostic) in
      try parser.valueCase(of: subject)
    }
  }

  /// The body of a `switch`, from its `{`: each `case` read by `readCase`
  /// (from the keyword) into a branch, the `default` the `else`.
  private mutating func switchCases(
    at location: SourceLocation,
    readCase: (inout Self) throws(Diagnostic) -> ConditionalBranch
  ) throws(Diagnostic) -> Statement {
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open the switch")
    var branches: [ConditionalBranch] = []
    var otherwise: [Statement]?
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if isPunctuation("}") {
        try advance()
        break
      }
      if current.kind == .end {
        throw Diagnostic("this '{' is never closed: the file ends first", at: opening)
      }
      // `@unknown default:`, as a switch over another module's enum writes it.
      if current.kind == .identifier("@unknown"), nextKind == .identifier("default") {
        try advance()
      }
      if current.kind == .identifier("default") {
        try advance()
        try expect(":", "after 'default'")
        otherwise = try caseBody()
        continue
      }
      guard current.kind == .identifier("case") else {
        throw Diagnostic("expected 'case' or 'default' in the switch", at: current.location)
      }
      branches.append(try readCase(&self))
    }
    guard !branches.isEmpty else {
      return .conditional(
        [ConditionalBranch(condition: .boolean(false, location), body: [])], otherwise: otherwise,
        at: location)
    }
    return .conditional(branches, otherwise: otherwise, at: location)
  }

  /// One `case a, b:` of a switch over `subject`, from `case`: its values
  /// (`subject == a || …`), or `let name` binding the subject, or `_`, then
  /// a `where` test, then its body.
  private mutating func valueCase(of subject: Expression) throws(Diagnostic) -> ConditionalBranch {
    var condition: Expression?
    var binding: HandlerParameter?
    var bound = subject
    repeat {
      try advance()
      try skipNewlines()
      if case .identifier(let word) = current.kind, word == "let" || word == "var" {
        guard condition == nil else {
          throw Diagnostic(
            "a case that binds a name takes one pattern here", at: current.location)
        }
        let bindingCase = try caseBinding(of: subject)
        (binding, condition, bound) = (bindingCase.name, bindingCase.test, bindingCase.value)
        break
      }
      if case .identifier("_") = current.kind {
        // `case _ where …:`: any value.
        condition = .boolean(true, current.location)
        try advance()
        break
      }
      let test: Expression
      if current.kind == .identifier("is") {
        // `case is UINavigationController:`.
        test = try typeTest(of: subject).test
      } else {
        try refuseAssociatedValueBinding()
        let pattern = try expression()
        test = Expression.binary(.equal, subject, pattern, pattern.location)
      }
      condition = condition.map { .binary(.or, $0, test, test.location) } ?? test
    } while isPunctuation(",")
    let caseAt = current.location
    if current.kind == .identifier("where") {
      let whereAt = current.location
      try advance()
      var test = try expression()
      if let binding {
        // Read with the name bound to the subject (see `SwiftExpansion`).
        test = .call(
          .name(Self.caseBinding, whereAt),
          [
            Argument(label: binding.name, value: bound),
            Argument(label: nil, value: test),
          ], whereAt)
      }
      condition = condition.map { .binary(.and, $0, test, whereAt) } ?? test
    }
    try expect(":", "after the case's values")
    var body = try caseBody()
    if let binding { body = [.bound(binding, value: bound, body: body)] }
    return ConditionalBranch(condition: condition ?? .boolean(false, caseAt), body: body)
  }

  /// The name a case over `subject` binds, from `let`.
  ///
  /// `let name` or `let name as T`: the name bound, the test (true, or that
  /// the subject is of class `T`) and the value bound (the subject, or the
  /// subject cast). `case let s where s > 1:` binds the subject for its test
  /// and body.
  private mutating func caseBinding(of subject: Expression) throws(Diagnostic) -> (
    name: HandlerParameter, test: Expression, value: Expression
  ) {
    let letAt = current.location
    try advance()
    guard case .identifier(let name) = current.kind,
      nextKind == .identifier("where") || nextKind == .punctuation(":")
        || nextKind == .identifier("as")
    else {
      throw Diagnostic(
        "only 'case let name:', 'case let name as T:' and 'case let name where …:' bind "
          + "here: compare with values ('case .open:')", at: letAt)
    }
    let binding = HandlerParameter(name: name, location: current.location)
    let always = Expression.boolean(true, current.location)
    try advance()
    guard current.kind == .identifier("as") else { return (binding, always, subject) }
    let (test, cast) = try typeTest(of: subject)
    return (binding, test, cast)
  }

  /// `is T` or `as T` of a case's pattern, from the keyword: the test that
  /// `subject` is of class `T` (`subject is T`), and `subject` cast to it
  /// (`subject as! T`), which the test makes safe.
  private mutating func typeTest(of subject: Expression) throws(Diagnostic) -> (
    test: Expression, cast: Expression
  ) {
    let at = current.location
    try advance()
    guard case .identifier(let type) = current.kind else {
      throw Diagnostic("expected a class after 'is' or 'as'", at: current.location)
    }
    let typeAt = current.location
    try advance()
    let named = [Argument(label: nil, value: .name(type, typeAt))]
    return (
      .call(.member(subject, "is", at), named, at), .call(.member(subject, "as!", at), named, at)
    )
  }

  /// Throws, saying what to write, at `.content(let vc)`: a case that
  /// binds an enum's associated value, which the language does not read.
  private mutating func refuseAssociatedValueBinding() throws(Diagnostic) {
    guard isPunctuation("."), case .identifier(let name) = nextKind else { return }
    var probe = self
    try probe.advance()
    try probe.advance()
    guard probe.isPunctuation("(") else { return }
    try probe.advance()
    guard case .identifier(let word) = probe.current.kind, word == "let" || word == "var" else {
      return
    }
    throw Diagnostic(
      "'.\(name)(\(word) …)' binds an enum's associated value, which the language does not read "
        + "(scenario language §6: enums with associated values are not modelled): keep the value "
        + "in a property of its own and switch over a simple enum", at: current.location)
  }

  /// The elements of a tuple `switch (a, b) {`, or `nil` (the parser
  /// unmoved) when the subject is no tuple.
  private mutating func tupleSubject() throws(Diagnostic) -> [Expression]? {
    guard isPunctuation("(") else { return nil }
    var probe = self
    try probe.advance()
    var elements = [try probe.expression()]
    guard probe.isPunctuation(",") else { return nil }
    while probe.isPunctuation(",") {
      try probe.advance()
      elements.append(try probe.expression())
    }
    try probe.expect(")", "to close the tuple")
    self = probe
    return elements
  }

  /// One `case (nil, let x?):` of a switch over a tuple, from `case`: the
  /// conditions that test each element (`nil`, a value, `_`) or bind it
  /// (`let x?`, `let x`: the element when it is not nil), in the order
  /// written, patterns joined with `,` when none binds, then the `where`
  /// test, then its body.
  private mutating func tupleCase(over elements: [Expression]) throws(Diagnostic)
    -> ConditionalBranch
  {
    var condition: Expression?
    var binds = false
    repeat {
      try advance()
      try skipNewlines()
      let (pattern, patternBinds) = try tuplePattern(over: elements)
      binds = binds || patternBinds
      if let existing = condition {
        guard !binds else {
          throw Diagnostic("a case that binds names takes one pattern here", at: current.location)
        }
        condition = .binary(.or, existing, pattern, pattern.location)
      } else {
        condition = pattern
      }
    } while isPunctuation(",")
    let caseAt = current.location
    if current.kind == .identifier("where") {
      let whereAt = current.location
      try advance()
      let test = try expression()
      condition = condition.map { .binary(.and, $0, test, whereAt) } ?? test
    }
    try expect(":", "after the case's values")
    return ConditionalBranch(condition: condition ?? .boolean(false, caseAt), body: try caseBody())
  }

  /// One tuple pattern, `(nil, let x?)` or `let (x?, nil)`: the conditions
  /// on the elements joined with `&&`, and whether it binds a name.
  private mutating func tuplePattern(over elements: [Expression]) throws(Diagnostic)
    -> (condition: Expression, binds: Bool)
  {
    let location = current.location
    var bindsAll = false
    if case .identifier(let word) = current.kind, word == "let" || word == "var" {
      bindsAll = true
      try advance()
    }
    try expect("(", "to open the tuple pattern")
    var conditions: [Expression] = []
    var binds = false
    for (index, element) in elements.enumerated() {
      if index > 0 { try expect(",", "between the tuple's elements") }
      try skipNewlines()
      var bindsHere = bindsAll
      var wrapped = false
      if isPunctuation("."), nextKind == .identifier("some") {
        // `.some(let x)`: `let x?` spelled out.
        try advance()
        try advance()
        try expect("(", "after '.some'")
        wrapped = true
      }
      if case .identifier(let word) = current.kind, word == "let" || word == "var" {
        bindsHere = true
        try advance()
      }
      let at = current.location
      if case .identifier("_") = current.kind {
        // Any value.
        try advance()
      } else if bindsHere, case .identifier(let name) = current.kind,
        name != "true", name != "false", name != "nil"
      {
        // Bound when not nil (`let x?`, `let x`).
        try advance()
        if current.kind == .operator("?") { try advance() }
        conditions.append(.optionalBinding(name, element, at))
        binds = true
      } else {
        // A value: `nil`, `true`, `.open`, `0`.
        let pattern = try expression()
        conditions.append(.binary(.equal, element, pattern, at))
      }
      if wrapped { try expect(")", "to close '.some('") }
    }
    try expect(")", "to close the tuple pattern")
    let condition =
      conditions.dropFirst().reduce(conditions.first ?? .boolean(true, location)) {
        .binary(.and, $0, $1, $1.location)
      }
    return (condition, binds)
  }

  /// The statements of one case, up to the next `case`, `default` or `}`;
  /// `break` ends nothing more than the case does.
  private mutating func caseBody() throws(Diagnostic) -> [Statement] {
    var statements: [Statement] = []
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      switch current.kind {
      case .identifier("case"), .identifier("default"), .punctuation("}"), .end:
        return statements
      case .identifier("@unknown") where nextKind == .identifier("default"):
        return statements
      case .identifier("break"):
        try advance()
      case .identifier("fallthrough"):
        throw Diagnostic(
          "'fallthrough' is not accepted: list the values in one case", at: current.location)
      case .identifier, .number, .string, .punctuation, .operator, .newline:
        statements += try self.statements()
        try expectEndOfStatement()
      }
    }
  }

  /// Passes over a declaration up to the end of its block, with a note.
  private mutating func skipDeclaration(noting note: String, at location: SourceLocation)
    throws(Diagnostic)
  {
    try skipToBlock()
    try skipBalanced()
    swift.note(note, at: location)
  }

  /// Moves to the `{` that opens the current declaration's block.
  private mutating func skipToBlock() throws(Diagnostic) {
    let declarationAt = current.location
    while !isPunctuation("{") {
      if current.kind == .end {
        throw Diagnostic("expected '{' to open the declaration's body", at: declarationAt)
      }
      try advance()
    }
  }

  /// `class Name: Superclass, Protocol { … }`, from `class`.
  private mutating func classDeclaration() throws(Diagnostic) -> ClassDeclaration {
    let location = current.location
    try advance()
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the class's name", at: current.location)
    }
    try advance()
    if current.kind == .operator("<") {
      throw Diagnostic(
        "generic classes are not accepted (scenario language §6): write the class for the "
          + "types the driver uses", at: current.location)
    }
    var superclass: String?
    if isPunctuation(":") {
      try advance()
      guard case .identifier(let written) = current.kind else {
        throw Diagnostic("expected a superclass", at: current.location)
      }
      superclass = written
      try advance()
      // Protocols after the superclass mean nothing here.
      while isPunctuation(",") {
        try advance()
        _ = try typeText()
      }
    }
    var declaration = ClassDeclaration(name: name, superclass: superclass, location: location)
    try classBody(into: &declaration)
    return declaration
  }

  /// The members of a class or an extension, from its `{` to its `}`.
  private mutating func classBody(into declaration: inout ClassDeclaration) throws(Diagnostic) {
    try nest(at: current.location)
    defer { depth -= 1 }
    let opening = current.location
    try expect("{", "to open the class's body")
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if current.kind == .end {
        throw Diagnostic(
          "this '{' is never closed: the file ends first; add its '}' where the class ends",
          at: opening)
      }
      if isPunctuation("}") {
        try advance()
        return
      }
      try member(of: &declaration)
    }
  }

  /// One member of a class: a property, an initializer, a method.
  private mutating func member(of declaration: inout ClassDeclaration) throws(Diagnostic) {
    let (isOverride, isStatic, isLazy, isOutlet) = try skipModifiers()
    let location = current.location
    guard case .identifier(let keyword) = current.kind else {
      throw Diagnostic(
        "expected a property, an initializer or a method, found \(current.spelling)",
        at: location)
    }
    switch keyword {
    case "let", "var":
      var property = try property()
      property.isLazy = isLazy
      property.isOutlet = isOutlet
      if isStatic {
        keepConstant(property, of: declaration.name)
      } else if isOverride {
        try overriddenProperty(property, of: &declaration)
      } else {
        declaration.properties.append(property)
      }
    case "init":
      let initializer = try function(isOverride: false)
      // `required init?(coder:)` never runs: no storyboard makes the class.
      if !initializer.parameters.contains(where: { $0.label == "coder" }) {
        declaration.initializers.append(initializer)
      }
    case "func":
      let method = try function(isOverride: isOverride)
      if isStatic {
        declaration.staticMethods.append(method)
      } else {
        declaration.methods.append(method)
      }
    case "deinit":
      try advance()
      try skipBalanced()
    case "enum":
      try enumDeclaration(at: location)
    case "struct":
      try namespace(at: location, noting: "structs are not modelled", isStruct: true)
    case "class", "protocol", "extension", "subscript":
      try skipDeclaration(noting: "nested types and subscripts are not modelled", at: location)
    case "typealias":
      while current.kind != .newline, current.kind != .end { try advance() }
    default:
      throw Diagnostic(
        "expected a property, an initializer or a method in the class, found '\(keyword)'"
          + (Self.adviceForSwiftKeyword(keyword) == nil ? "" : ": statements go in methods"),
        at: location)
    }
  }

  /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`,
  /// the rotation switch, and the observers of a property of UIKit's the
  /// language assigns (`override var selectedIndex: Int { didSet { … } }`);
  /// other overridden properties are skipped.
  private mutating func overriddenProperty(
    _ property: PropertyDeclaration, of declaration: inout ClassDeclaration
  ) throws(Diagnostic) {
    switch property.name {
    case "shouldAutomaticallyForwardAppearanceMethods":
      declaration.forwardsAppearance = property.getter ?? property.value
    case "shouldAutomaticallyForwardRotationMethods":
      declaration.forwardsRotation = property.getter ?? property.value
    case let name
    where Self.observableOverrides.contains(name) && property.isObserved
      && property.getter == nil && property.getterBody == nil:
      // Only the code's own assignments run them: UIKit's taps and
      // transitions set the value without the public setter.
      declaration.observedOverrides.append(property)
    default:
      swift.note(
        "the override of '\(property.name)' is not modelled (UIKit never asks for it here)",
        at: property.location)
    }
  }

  /// The properties of UIKit's the language assigns whose observers an
  /// override may add.
  private static let observableOverrides: Set<String> = [
    "selectedIndex", "selectedViewController", "viewControllers", "modalPresentationStyle",
    "isModalInPresentation", "definesPresentationContext",
  ]

  /// `let name: Type = value`, `var name: Type { … }`, from `let` or `var`.
  private mutating func property() throws(Diagnostic) -> PropertyDeclaration {
    let isConstant = current.kind == .identifier("let")
    try advance()
    let location = current.location
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected the property's name", at: location)
    }
    try advance()
    var type: String?
    if isPunctuation(":") {
      try advance()
      type = try typeText()
    }
    var value: Expression?
    if isPunctuation("=") {
      try advance()
      try skipNewlines()
      value = try expression()
    }
    var getter: Expression?
    var getterBody: [Statement]?
    var setter: (name: String, body: [Statement])?
    var observers: [String: (name: String, body: [Statement])] = [:]
    if isPunctuation("{") {
      var probe = self
      try probe.advance()
      try probe.skipNewlines()
      if case .identifier(let word) = probe.current.kind, word == "willSet" || word == "didSet" {
        observers = try propertyObservers()
      } else {
        getter = try computedValue(of: name, at: location, body: &getterBody, setter: &setter)
      }
    }
    var property = PropertyDeclaration(
      name: name, isConstant: isConstant, type: type, value: value, getter: getter,
      location: location)
    property.getterBody = getterBody
    property.setter = setter
    property.willSetObserver = observers["willSet"]
    property.didSetObserver = observers["didSet"]
    return property
  }

  /// `{ willSet { … } didSet(old) { … } }`: each observer's body and the
  /// name its value has (`newValue` and `oldValue` unless written).
  private mutating func propertyObservers() throws(Diagnostic)
    -> [String: (name: String, body: [Statement])]
  {
    let opening = current.location
    try expect("{", "to open the observers")
    var observers: [String: (name: String, body: [Statement])] = [:]
    while true {
      while current.kind == .newline || isPunctuation(";") { try advance() }
      if isPunctuation("}") {
        try advance()
        return observers
      }
      guard case .identifier(let word) = current.kind, word == "willSet" || word == "didSet"
      else {
        throw Diagnostic(
          "expected 'willSet' or 'didSet' in the property's observers", at: opening)
      }
      try advance()
      let name = try accessorValueName(or: word == "willSet" ? "newValue" : "oldValue")
      observers[word] = (name, try block())
    }
  }

  /// The name an accessor gives its value: written in parentheses after
  /// its keyword (`set(index)`, `didSet(old)`), or `implicit`.
  private mutating func accessorValueName(or implicit: String) throws(Diagnostic) -> String {
    guard isPunctuation("(") else { return implicit }
    try advance()
    guard case .identifier(let written) = current.kind else {
      throw Diagnostic("expected the value's name", at: current.location)
    }
    try advance()
    try expect(")", "after the value's name")
    return written
  }

  /// The value a computed property's getter returns, when it is one
  /// expression (`{ false }`, `{ return menu != nil }`, `{ get { … } }`);
  /// observers and longer getters are passed over with a note.
  private mutating func computedValue(
    of name: String, at location: SourceLocation, body: inout [Statement]?,
    setter: inout (name: String, body: [Statement])?
  ) throws(Diagnostic) -> Expression? {
    var probe = self
    if let value = try? probe.singleExpressionBlock(allowingGet: true) {
      self = probe
      return value
    }
    var statements = self
    if let (getter, written) = try? statements.getterStatements() {
      self = statements
      body = getter
      setter = written
      return nil
    }
    try skipBalanced()
    swift.note(
      "computed properties with statements, and property observers, are not run yet",
      at: location)
    return nil
  }

  /// A getter of statements: `{ …; return x }`, or `{ get { … } set { … } }`
  /// with its setter (`set(value) { … }` names the new value).
  private mutating func getterStatements() throws(Diagnostic)
    -> ([Statement], (name: String, body: [Statement])?)
  {
    try skipNewlines()
    var probe = self
    try probe.expect("{", "to open the getter")
    try probe.skipNewlines()
    guard probe.current.kind == .identifier("get") else { return (try block(), nil) }
    self = probe
    try advance()
    let getter = try block()
    try skipNewlines()
    var setter: (name: String, body: [Statement])?
    if current.kind == .identifier("set") {
      try advance()
      setter = (try accessorValueName(or: "newValue"), try block())
      try skipNewlines()
    }
    try expect("}", "to close the property")
    return (getter, setter)
  }

  /// `{ value }`, `{ return value }` or `{ get { return value } }`.
  private mutating func singleExpressionBlock(allowingGet: Bool) throws(Diagnostic) -> Expression {
    try expect("{", "to open the getter")
    try skipNewlines()
    if allowingGet, current.kind == .identifier("get") {
      try advance()
      let value = try singleExpressionBlock(allowingGet: false)
      try skipNewlines()
      try expect("}", "to close the property")
      return value
    }
    if current.kind == .identifier("return") { try advance() }
    let value = try expression()
    try skipNewlines()
    try expect("}", "to close the getter")
    return value
  }

  /// `func name(parameters) -> Type { … }` or `init(parameters) { … }`.
  mutating func function(isOverride: Bool) throws(Diagnostic) -> FunctionDeclaration {
    let isInitializer = current.kind == .identifier("init")
    try advance()
    let location = current.location
    var name = "init"
    if !isInitializer {
      guard case .identifier(let written) = current.kind else {
        throw Diagnostic("expected the function's name", at: location)
      }
      name = written
      try advance()
    } else if current.kind == .operator("?") || current.kind == .operator("!") {
      try advance()
    }
    if current.kind == .operator("<") {
      throw Diagnostic(
        "generic functions are not accepted (scenario language §6): write the function for "
          + "the types it is called with", at: current.location)
    }
    let parameters = try parameterList()
    while case .identifier(let word) = current.kind, word == "throws" || word == "rethrows" {
      try advance()
    }
    if current.kind == .identifier("async") {
      throw Diagnostic(
        "'async' functions are not accepted (scenario language §6): the model has no "
          + "concurrency; write the calls as the main queue would run them",
        at: current.location)
    }
    var returnType: String?
    if current.kind == .operator("->") {
      try advance()
      returnType = try typeText()
    }
    let body = try Self.runningDefers(block())
    var function = FunctionDeclaration(
      name: name, parameters: parameters, isOverride: isOverride, body: body, location: location)
    function.returnType = returnType
    return function
  }

  /// `(_ menu: UIViewController, animated: Bool = true)`.
  private mutating func parameterList() throws(Diagnostic) -> [FunctionParameter] {
    try expect("(", "to open the parameters")
    return try commaSeparated(until: ")") { parser throws(Diagnostic) in
      let location = parser.current.location
      guard case .identifier(let first) = parser.current.kind else {
        throw Diagnostic("expected a parameter's name", at: location)
      }
      try parser.advance()
      var label: String? = first == "_" ? nil : first
      var name = first
      if case .identifier(let second) = parser.current.kind {
        name = second
        try parser.advance()
      } else {
        label = first
      }
      try parser.expect(":", "after the parameter's name")
      let type = try parser.typeText()
      var defaultValue: Expression?
      if parser.isPunctuation("=") {
        try parser.advance()
        defaultValue = try parser.expression()
      }
      return FunctionParameter(
        label: label, name: name, type: type, defaultValue: defaultValue, location: location)
    }
  }

  // MARK: Statements Swift adds

  /// `guard conditions else { … }`, from `guard`.
  mutating func guardStatement(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()
    let condition = try conditionList()
    try skipNewlines(before: .identifier("else"))
    guard current.kind == .identifier("else") else {
      throw Diagnostic("expected 'else' after the guard's condition", at: current.location)
    }
    try advance()
    return .guardStatement(condition, otherwise: try block(), at: location)
  }

  /// `return` or `return value`, from `return`.
  mutating func returnStatement(at location: SourceLocation) throws(Diagnostic) -> Statement {
    try advance()
    switch current.kind {
    case .newline, .end, .punctuation(";"), .punctuation("}"):
      return .returnStatement(nil, at: location)
    case .identifier, .number, .string, .punctuation, .operator:
      return .returnStatement(try valueWithTrailingClosure(), at: location)
    }
  }

  /// Conditions separated by commas, each an expression or an optional
  /// binding (`let x = y`, `let x`, `var x = y`), as one `&&` chain.
  mutating func conditionList() throws(Diagnostic) -> Expression {
    var condition = try conditionItem()
    var items = 1
    while isPunctuation(",") {
      let location = current.location
      // The list nests as deep as it is long, as an `&&` chain does.
      guard items < Self.maximumNesting else {
        throw Diagnostic(
          "more than \(Self.maximumNesting) conditions in a row: split the condition",
          at: location)
      }
      items += 1
      try advance()
      try skipNewlines()
      condition = .binary(.and, condition, try conditionItem(), location)
    }
    return condition
  }

  private mutating func conditionItem() throws(Diagnostic) -> Expression {
    guard case .identifier(let word) = current.kind, word == "let" || word == "var" else {
      if current.kind == .identifier("case") { return try casePatternItem() }
      return try expression()
    }
    try advance()
    let location = current.location
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic("expected a name after '\(word)'", at: location)
    }
    try advance()
    if isPunctuation(":") {
      try advance()
      _ = try typeText()
    }
    guard isPunctuation("=") else {
      // `if let menu`: Swift 5.7's shorthand for `if let menu = menu`.
      return .optionalBinding(name, .name(name, location), location)
    }
    try advance()
    return .optionalBinding(name, try expression(), location)
  }

  /// A condition's `case` item, from `case`.
  ///
  /// `if case .open = state` is a comparison; `if case let page as Page =
  /// children.first` is `if let page = children.first as? Page`; `if case
  /// let c? = x` is `if let c = x`. Another pattern that binds is refused.
  private mutating func casePatternItem() throws(Diagnostic) -> Expression {
    let caseAt = current.location
    try advance()
    guard case .identifier(let binder) = current.kind, binder == "let" || binder == "var" else {
      let pattern = try expression()
      guard isPunctuation("=") else {
        throw Diagnostic("expected '=' after the case's pattern", at: current.location)
      }
      try advance()
      let subject = try expression()
      return .binary(.equal, subject, pattern, caseAt)
    }
    try advance()
    guard case .identifier(let name) = current.kind,
      nextKind == .operator("?") || nextKind == .identifier("as")
    else {
      throw Diagnostic(
        "'case let' patterns in conditions are not accepted but 'case let x? = y' and "
          + "'case let x as T = y': compare with '==' or use 'if let'", at: caseAt)
    }
    let nameAt = current.location
    try advance()
    var cast: (type: String, at: SourceLocation)?
    if current.kind == .identifier("as") {
      try advance()
      guard case .identifier(let type) = current.kind else {
        throw Diagnostic("expected a class after 'as'", at: current.location)
      }
      cast = (type, current.location)
    }
    try advance()
    try expect("=", "after the case's pattern")
    let subject = try expression()
    guard let cast else { return .optionalBinding(name, subject, nameAt) }
    return .optionalBinding(
      name,
      .call(
        .member(subject, "as?", cast.at), [Argument(label: nil, value: .name(cast.type, cast.at))],
        cast.at), nameAt)
  }

  /// A closure's capture list and signature after its `{`: `[weak self] in`,
  /// `[weak self] _ in`, `(finished: Bool) in`, `() -> Void in`; the name it
  /// binds (`nil` for none or `_`) and its location.
  mutating func closureSignature() throws(Diagnostic) -> HandlerParameter? {
    var probe = self
    // `completion: {` then `finished in` on the next line, as Swift allows.
    try probe.skipNewlines()
    if probe.isPunctuation("["), case .identifier(let word) = probe.nextKind,
      word == "weak" || word == "unowned" || word == "self" || word == "strong"
    {
      try probe.skipBalanced()
      try probe.skipNewlines()
    }
    var parameter: HandlerParameter?
    if probe.isPunctuation("(") {
      guard let parenthesized = try probe.parenthesizedClosureParameters() else { return nil }
      parameter = parenthesized
    } else if case .identifier(let name) = probe.current.kind, probe.nextKind == .identifier("in") {
      if name != "_" { parameter = HandlerParameter(name: name, location: probe.current.location) }
      try probe.advance()
    } else if case .identifier = probe.current.kind, probe.nextKind == .punctuation(",") {
      // `index, child in`: the names joined by a comma, as
      // ``parenthesizedClosureParameters()`` joins them.
      var twin = probe
      let location = twin.current.location
      var names: [String] = []
      while case .identifier(let name) = twin.current.kind, twin.nextKind == .punctuation(",") {
        names.append(name)
        try twin.advance()
        try twin.advance()
      }
      guard case .identifier(let last) = twin.current.kind, twin.nextKind == .identifier("in")
      else { return nil }
      names.append(last)
      try twin.advance()
      probe = twin
      parameter = HandlerParameter(name: names.joined(separator: ","), location: location)
    }
    guard probe.current.kind == .identifier("in") else { return nil }
    try probe.advance()
    self = probe
    return parameter ?? HandlerParameter(name: "_", location: current.location)
  }

  /// A closure's parameters in parentheses, `(finished: Bool) -> Void`,
  /// `(index, child)`, read up to the `in`: the one parameter, several
  /// joined by a comma (as `for (index, child) in list.enumerated()` keeps
  /// them; no other closure the model calls takes two), or `_`'s none as
  /// `.some(nil)`; `nil` when what follows `(` is no parameter list.
  private mutating func parenthesizedClosureParameters() throws(Diagnostic)
    -> HandlerParameter??
  {
    try advance()
    var parameter: HandlerParameter?
    if case .identifier(let name) = current.kind {
      if name != "_" { parameter = HandlerParameter(name: name, location: current.location) }
      try advance()
      if isPunctuation(":") {
        try advance()
        _ = try typeText()
      }
      let firstLocation = parameter?.location ?? current.location
      var names = [parameter?.name ?? "_"]
      while isPunctuation(","), case .identifier(let next) = nextKind {
        names.append(next)
        try advance()
        try advance()
        if isPunctuation(":") {
          try advance()
          _ = try typeText()
        }
      }
      if names.count > 1 {
        parameter = HandlerParameter(name: names.joined(separator: ","), location: firstLocation)
      }
    }
    guard isPunctuation(")") else { return nil }
    try advance()
    if current.kind == .operator("->") {
      try advance()
      _ = try typeText()
    }
    return .some(parameter)
  }
}

extension Token {
  /// The token as the text writes it, for a type kept as text.
  var rawSpelling: String {
    switch kind {
    case .identifier(let name): name
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .punctuation(let character): String(character)
    case .operator(let spelling): spelling
    case .newline: " "
    case .end: ""
    }
  }

}

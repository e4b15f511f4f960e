extension Parser {
  /// `let (old, new) = (current, pages[index])`: one declaration per name,
  /// from `let` or `var` (scenario language §6); `nil`, the parser unmoved,
  /// when no tuple follows the word.
  ///
  /// Swift evaluates the whole right side before it binds a name; the
  /// declarations bind in order, which is the same unless an element reads
  /// a name the tuple declares (`let (a, b) = (b, a)` over outer `a` and
  /// `b`): then each element is first kept under a name of its own.
  /// `_` declares nothing, but a call in its place still runs. Only a
  /// tuple written out can be taken apart: the model has no tuple values.
  mutating func tupleDeclaration() throws(Diagnostic) -> [Statement]? {
    guard case .identifier(let word) = current.kind, word == "let" || word == "var",
      nextKind == .punctuation("(")
    else { return nil }
    let location = current.location
    try advance()
    let names = try tupleNames(after: word)
    var types: [String?] = Array(repeating: nil, count: names.count)
    if isPunctuation(":") {
      // `: (UIViewController, UIViewController?)`: each name's type.
      try advance()
      let typeAt = current.location
      let written = Self.tupleElementTypes(try typeText())
      guard written.count == names.count else {
        throw Diagnostic(
          "the tuple's type has \(written.count) elements for \(names.count) names", at: typeAt)
      }
      types = written
    }
    try expect("=", "after the tuple of names")
    let values = try tupleValues(count: names.count, declaredBy: word)
    return Self.declarations(
      names, types: types, values: values, variables: word == "var", at: location)
  }

  /// The names of `(a, _, b)`, from its `(`, each with its location.
  private mutating func tupleNames(after word: String) throws(Diagnostic)
    -> [(name: String, location: SourceLocation)]
  {
    try expect("(", "to open the tuple of names")
    var names: [(name: String, location: SourceLocation)] = []
    repeat {
      if !names.isEmpty { try advance() }
      guard case .identifier(let name) = current.kind else {
        throw Diagnostic("expected a name in the tuple after '\(word)'", at: current.location)
      }
      names.append((name, current.location))
      try advance()
    } while isPunctuation(",")
    try expect(")", "to close the tuple of names")
    return names
  }

  /// The elements of the tuple written out after `=`, as many as the names.
  private mutating func tupleValues(count: Int, declaredBy word: String) throws(Diagnostic)
    -> [Expression]
  {
    let valueAt = current.location
    guard isPunctuation("(") else {
      throw Diagnostic(
        "a tuple is taken apart only from one written out, as in 'let (a, b) = (x, y)': "
          + "declare each name with its own '\(word)'", at: valueAt)
    }
    try advance()
    var values = [try expression()]
    while isPunctuation(",") {
      try advance()
      values.append(try expression())
    }
    try expect(")", "to close the tuple")
    guard values.count == count else {
      throw Diagnostic("the tuple has \(values.count) elements for \(count) names", at: valueAt)
    }
    return values
  }

  /// One declaration per name, bound in order, through names of their own
  /// when an element reads a name the tuple declares.
  private static func declarations(
    _ names: [(name: String, location: SourceLocation)], types: [String?],
    values: [Expression], variables: Bool, at location: SourceLocation
  ) -> [Statement] {
    let declared = Set(names.map(\.name).filter { $0 != "_" })
    let readsDeclared = values.contains { value in
      value.subexpressions.contains { part in
        if case .name(let name, _) = part { declared.contains(name) } else { false }
      }
    }
    var statements: [Statement] = []
    var bound = values
    if readsDeclared {
      for (index, value) in values.enumerated() {
        let kept = "tuple#\(index)@\(location.line):\(location.column)"
        statements.append(.declaration(name: kept, value: value, at: location))
        bound[index] = .name(kept, value.location)
      }
    }
    for (((name, nameAt), value), type) in zip(zip(names, bound), types) {
      if name == "_" {
        // Declares nothing; a call among the elements still runs.
        if case .call = value {
          statements.append(.call(value, trailingBlock: nil, at: nameAt))
        }
      } else if variables {
        statements.append(.variable(name: name, type: type, value: value, at: nameAt))
      } else {
        statements.append(.declaration(name: name, value: value, at: nameAt))
      }
    }
    return statements
  }

  /// The element types of a tuple type as written, `(A, B<C, D>?)`: split
  /// at the commas outside brackets; one type when it is no tuple.
  static func tupleElementTypes(_ written: String) -> [String] {
    guard written.hasPrefix("("), written.hasSuffix(")") else { return [written] }
    var elements: [String] = []
    var element = ""
    var depth = 0
    for character in written.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<":
        depth += 1
      case ")", "]", ">":
        depth -= 1
      case "," where depth == 0:
        elements.append(element.filter { !$0.isWhitespace })
        element = ""
        continue
      default:
        break
      }
      element.append(character)
    }
    elements.append(element.filter { !$0.isWhitespace })
    return elements
  }
}

/// One token of the scenario language (scenario language §1).
struct Token: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A name or keyword: `[A-Za-z_][A-Za-z0-9_]*`.
    case identifier(String)
    /// A number, with its spelling: `0.3`.
    case number(Double)
    /// A string literal's contents: `"chat"`.
    case string(String)
    /// One of `. ( ) { } [ ] , : = ;`.
    case punctuation(Character)
    /// The end of a line: statements end there unless a bracket is open.
    case newline
    /// The end of the input.
    case end
  }

  let kind: Kind
  let location: SourceLocation

  /// How a diagnostic names the token.
  var spelling: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .number(let value): "'\(value)'"
    case .string(let value): "\"\(value)\""
    case .punctuation(let character): "'\(character)'"
    case .newline: "end of line"
    case .end: "end of file"
    }
  }
}

/// Splits scenario text into tokens: comments (`//`, `#`) dropped, newlines kept.
struct Lexer {
  private let characters: [Character]
  private var position = 0
  private var line = 1
  private var column = 1

  init(_ text: String) { characters = Array(text) }

  /// Every token of the text, ending with `.end`.
  static func tokens(of text: String) throws(Diagnostic) -> [Token] {
    var lexer = Lexer(text)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private func peek(_ offset: Int) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  private mutating func advance() {
    if current?.isNewline == true {
      line += 1
      column = 1
    } else {
      column += 1
    }
    position += 1
  }

  private mutating func next() throws(Diagnostic) -> Token {
    skipBlanksAndComments()
    let location = SourceLocation(line: line, column: column)
    guard let character = current else { return Token(kind: .end, location: location) }
    if character.isNewline {
      advance()
      return Token(kind: .newline, location: location)
    }
    if character.isLetter || character == "_" {
      var name = ""
      while let next = current, next.isASCII, next.isLetter || next.isNumber || next == "_" {
        name.append(next)
        advance()
      }
      guard !name.isEmpty else {
        throw Diagnostic("unexpected character '\(character)'", at: location)
      }
      return Token(kind: .identifier(name), location: location)
    }
    if character.isNumber {
      return try number(at: location)
    }
    if character == "\"" {
      return try string(at: location)
    }
    if ".(){}[],:=;".contains(character) {
      advance()
      return Token(kind: .punctuation(character), location: location)
    }
    throw Diagnostic("unexpected character '\(character)'", at: location)
  }

  private mutating func skipBlanksAndComments() {
    while let character = current {
      if character == " " || character == "\t" {
        advance()
      } else if character == "#" || (character == "/" && peek(1) == "/") {
        while let next = current, !next.isNewline { advance() }
      } else {
        return
      }
    }
  }

  private mutating func number(at location: SourceLocation) throws(Diagnostic) -> Token {
    var spelling = ""
    appendDigits(to: &spelling)
    if current == ".", let after = peek(1), after.isASCII, after.isNumber {
      spelling.append(".")
      advance()
      appendDigits(to: &spelling)
    }
    guard let value = Double(spelling) else {
      throw Diagnostic("'\(spelling)' is not a number", at: location)
    }
    return Token(kind: .number(value), location: location)
  }

  private mutating func appendDigits(to spelling: inout String) {
    while let next = current, next.isASCII, next.isNumber {
      spelling.append(next)
      advance()
    }
  }

  private mutating func string(at location: SourceLocation) throws(Diagnostic) -> Token {
    advance()  // the opening quote
    var contents = ""
    while let next = current, next != "\"" {
      if next.isNewline {
        throw Diagnostic("unterminated string", at: location)
      }
      contents.append(next)
      advance()
    }
    guard current == "\"" else { throw Diagnostic("unterminated string", at: location) }
    advance()
    return Token(kind: .string(contents), location: location)
  }
}

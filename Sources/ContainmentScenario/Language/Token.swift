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
    case punctuation(Unicode.Scalar)
    /// An operator of scenario language §5: `==`, `===`, `!=`, `!==`, `<`,
    /// `<=`, `>`, `>=`, `&&`, `||`, `!`, `?`, `+`, `-`, `+=`, `-=`.
    case `operator`(String)
    /// The end of a line: statements end there unless a bracket is open.
    case newline
    /// The end of the input.
    case end
  }

  let kind: Kind
  let location: SourceLocation
  /// Whether blanks or a comment come right before the token: Swift tells
  /// a postfix `?` or `!` (`shown?.view`) from the ternary's `?` and a
  /// prefix `!` by it (scenario language §6).
  var followsBlank = false

  /// How a diagnostic names the token.
  var spelling: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .number(let value): "'\(value)'"
    case .string(let value): "\"\(value)\""
    case .punctuation(let character): "'\(character)'"
    case .operator(let spelling): "'\(spelling)'"
    case .newline: "end of line"
    case .end: "end of file"
    }
  }
}

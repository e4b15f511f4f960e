/// Splits scenario text into tokens, one at a time: comments (`//`, `#`)
/// dropped, newlines kept (scenario language §1).
///
/// It reads the text's UTF-8 bytes. Everything the language is made of is
/// ASCII, so each byte is classified by a comparison, without decoding
/// characters; non-ASCII text is only allowed in comments and strings, and
/// decoded there as a whole. Lines end where every editor ends them: at
/// `\n`, `\r\n` or `\r`, so that a diagnostic's line is the one an editor
/// shows. A vertical tab or form feed is a blank, like a space; NEL (U+0085,
/// what a mis-decoded Windows-1252 ellipsis becomes), U+2028 and U+2029 end
/// no line and no comment, and outside a comment are an error that names
/// them by code point. Columns count Unicode scalars.
struct Lexer {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var column = 1
  /// The last line that holds anything but spaces and tabs (a comment
  /// counts): where the scenario's implicit `runUntilIdle()` is reported.
  private(set) var lastNonBlankLine = 1
  /// Whether a name read so far is a layout callback or call (rule 4.7):
  /// the program, not its comments, strings or skipped `#if` branches,
  /// uses layout, so that its world lays views out.
  private(set) var namesLayout = false

  /// The names that make a program use layout.
  private static let layoutNames: Set<String> = [
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "setNeedsLayout", "layoutIfNeeded",
  ]

  init(_ text: String) {
    bytes = Array(text.utf8)
    // A UTF-8 byte-order mark, as some editors save files, is skipped as
    // Swift skips it: it is not a character of the scenario, and columns
    // start after it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// The next token; `.end` at the end of the input, and again after it.
  mutating func next() throws(Diagnostic) -> Token {
    var token = try unspacedNext()
    token.followsBlank = skippedBlank
    return token
  }

  /// Whether the last call of ``skipBlanksAndComments()`` skipped anything.
  private var skippedBlank = false

  @inline(__always)
  private mutating func unspacedNext() throws(Diagnostic) -> Token {
    let start = position
    skipBlanksAndComments()
    skippedBlank = position != start
    let location = SourceLocation(line: line, column: column)
    guard position < bytes.count else { return Token(kind: .end, location: location) }
    let byte = bytes[position]
    let breakLength = newlineLength(at: position)
    if breakLength > 0 {
      skipNewline(of: breakLength)
      return Token(kind: .newline, location: location)
    }
    lastNonBlankLine = line
    if let word = markedWord(startingWith: byte, at: location) {
      return word
    }
    if let name = try name(startingWith: byte, at: location) {
      return name
    }
    if Self.isDigit(byte) {
      return try number(at: location)
    }
    if byte == UInt8(ascii: "\"") {
      return try string(at: location)
    }
    if byte == UInt8(ascii: "."), position + 2 < bytes.count, bytes[position + 1] == byte,
      bytes[position + 2] == UInt8(ascii: "<") || bytes[position + 2] == byte
    {
      // `0..<n`, `1...n`: a range (scenario language §6).
      let spelling = bytes[position + 2] == byte ? "..." : "..<"
      for _ in 0..<3 { advanceASCII() }
      return Token(kind: .operator(spelling), location: location)
    }
    if let punctuation = Self.punctuation(byte) {
      advanceASCII()
      return Token(kind: .punctuation(punctuation), location: location)
    }
    if byte == UInt8(ascii: "="), position + 1 >= bytes.count || bytes[position + 1] != byte {
      // A lone `=`: the assignment's punctuation, not an operator.
      advanceASCII()
      return Token(kind: .punctuation("="), location: location)
    }
    if let spelling = operatorSpelling(at: position) {
      for _ in spelling.utf8 { advanceASCII() }
      return Token(kind: .operator(spelling), location: location)
    }
    throw Diagnostic("unexpected character \(characterSpelling(at: position))", at: location)
  }

  /// A name: an identifier, or one escaped with backquotes; `nil` when
  /// `byte` starts neither.
  @inline(__always)
  private mutating func name(startingWith byte: UInt8, at location: SourceLocation)
    throws(Diagnostic) -> Token?
  {
    if Self.isLetter(byte) || byte == UInt8(ascii: "_") {
      let start = position
      while position < bytes.count, Self.isIdentifierByte(bytes[position]) { advanceASCII() }
      let name = identifier(from: start)
      if !namesLayout, name.utf8.count >= 14, Self.layoutNames.contains(name) { namesLayout = true }
      return Token(kind: .identifier(name), location: location)
    }
    if byte == UInt8(ascii: "`"), position + 1 < bytes.count,
      Self.isLetter(bytes[position + 1]) || bytes[position + 1] == UInt8(ascii: "_")
    {
      // `` `default` ``: Swift's escaped identifier, a keyword used as a
      // name (scenario language §6), read as the name.
      advanceASCII()
      let start = position
      while position < bytes.count, Self.isIdentifierByte(bytes[position]) { advanceASCII() }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "`") else {
        throw Diagnostic("expected '`' to end the name", at: location)
      }
      let name = identifier(from: start)
      advanceASCII()
      return Token(kind: .identifier(name), location: location)
    }
    return nil
  }

  /// A word that starts with a mark: an attribute (`@objc`), `#available`,
  /// a closure's anonymous argument (`$0`); `nil` when `byte` starts none.
  @inline(__always)
  private mutating func markedWord(startingWith byte: UInt8, at location: SourceLocation) -> Token?
  {
    if byte == UInt8(ascii: "@"), position + 1 < bytes.count, Self.isLetter(bytes[position + 1]) {
      // An attribute (`@objc`, `@IBOutlet`): one word, as Swift writes it
      // (scenario language §6).
      let start = position
      advanceASCII()
      while position < bytes.count, Self.isIdentifierByte(bytes[position]) { advanceASCII() }
      return Token(kind: .identifier(identifier(from: start)), location: location)
    }
    if byte == UInt8(ascii: "#") {
      // `#available(…)`: the only `#` that is not a comment.
      let start = position
      advanceASCII()
      while position < bytes.count, Self.isIdentifierByte(bytes[position]) { advanceASCII() }
      return Token(kind: .identifier(identifier(from: start)), location: location)
    }
    if byte == UInt8(ascii: "$"), position + 1 < bytes.count, Self.isDigit(bytes[position + 1]) {
      // A closure's anonymous argument: `$0` (scenario language §6).
      let start = position
      advanceASCII()
      while position < bytes.count, Self.isDigit(bytes[position]) { advanceASCII() }
      return Token(kind: .identifier(identifier(from: start)), location: location)
    }
    return nil
  }

  // MARK: Bytes

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }

  private static func punctuation(_ byte: UInt8) -> Unicode.Scalar? {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: ";"):
      Unicode.Scalar(byte)
    default:
      nil
    }
  }

  /// The operator that starts at `offset`, longest first (`===` before
  /// `==`), or `nil`; a lone `&` or `|` is no operator (a lone `=` is the
  /// assignment's punctuation, read before).
  private func operatorSpelling(at offset: Int) -> String? {
    func byte(_ distance: Int) -> UInt8? {
      offset + distance < bytes.count ? bytes[offset + distance] : nil
    }
    let equals = UInt8(ascii: "=")
    switch bytes[offset] {
    case UInt8(ascii: "="):
      if byte(1) == equals { return byte(2) == equals ? "===" : "==" }
      return "="
    case UInt8(ascii: "!"):
      if byte(1) == equals { return byte(2) == equals ? "!==" : "!=" }
      return "!"
    case UInt8(ascii: "<"): return byte(1) == equals ? "<=" : "<"
    case UInt8(ascii: ">"): return byte(1) == equals ? ">=" : ">"
    case UInt8(ascii: "+"): return byte(1) == equals ? "+=" : "+"
    case UInt8(ascii: "-"):
      if byte(1) == UInt8(ascii: ">") { return "->" }
      return byte(1) == equals ? "-=" : "-"
    case UInt8(ascii: "&"): return byte(1) == UInt8(ascii: "&") ? "&&" : nil
    case UInt8(ascii: "|"): return byte(1) == UInt8(ascii: "|") ? "||" : nil
    case UInt8(ascii: "?"):
      // `window??.rootViewController` unwraps twice (a double optional, as
      // `UIApplication.shared.delegate?.window` is); `a ?? b` is one operator.
      return byte(1) == UInt8(ascii: "?") && byte(2) != UInt8(ascii: ".") ? "??" : "?"
    case UInt8(ascii: "*"): return byte(1) == equals ? "*=" : "*"
    case UInt8(ascii: "/"): return byte(1) == equals ? "/=" : "/"
    case UInt8(ascii: "%"): return "%"
    default: return nil
    }
  }

  /// The number of bytes of the line break at `offset`, or 0.
  private func newlineLength(at offset: Int) -> Int {
    guard offset < bytes.count else { return 0 }
    switch bytes[offset] {
    case 0x0A:
      return 1
    case 0x0D:
      // \r, or \r\n as one break.
      return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
    default:
      return 0
    }
  }

  /// The identifier from `start` to the current position.
  ///
  /// Read through a buffer pointer: a slice of the array would retain and
  /// release it.
  private func identifier(from start: Int) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      let spelling = UnsafeBufferPointer(rebasing: buffer[start..<position])
      return String(decoding: spelling, as: UTF8.self)
    }
  }

  /// How a diagnostic shows the character that starts at `offset`: in quotes,
  /// `'é'`, or by its code points when it cannot be seen, `U+00A0` for the
  /// no-break space a page pasted from the web may hold.
  private func characterSpelling(at offset: Int) -> String {
    let character = character(at: offset)
    let invisible = character.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate,
        .privateUse, .unassigned:
        true
      default:
        // Letters, marks, numbers, punctuation and symbols can be seen.
        false
      }
    }
    guard invisible else { return "'\(character)'" }
    return character.unicodeScalars.map { scalar in
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }.joined(separator: " ")
  }

  /// The character that starts at `offset`, for a diagnostic.
  private func character(at offset: Int) -> Character {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self).first ?? "?"
  }

  /// Steps over one byte known to be ASCII and not a line break.
  private mutating func advanceASCII() {
    position += 1
    column += 1
  }

  /// Steps over one byte of any text but a line break: a UTF-8 continuation
  /// byte does not start a new column.
  private mutating func advanceByte() {
    if bytes[position] & 0xC0 != 0x80 { column += 1 }
    position += 1
  }

  /// Steps over a line break of `length` bytes.
  private mutating func skipNewline(of length: Int) {
    position += length
    line += 1
    column = 1
  }

  private mutating func skipBlanksAndComments() {
    while position < bytes.count {
      let byte = bytes[position]
      // Space, tab, vertical tab, form feed.
      if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
        advanceASCII()
      } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") {
        // Comments, and Swift's `#` words: rare, out of the common path.
        guard skipCommentOrDirective() else { return }
      } else {
        return
      }
    }
  }

  /// Skips the comment or the `#` directive at the position (a `//`, `#` or
  /// `/* */` comment, `#if`, `#else` …); `false` when none starts there (a
  /// `/` operator, a `#selector` to read as a name).
  @inline(never)
  private mutating func skipCommentOrDirective() -> Bool {
    let byte = bytes[position]
    let next = position + 1 < bytes.count ? bytes[position + 1] : 0
    if byte == UInt8(ascii: "/") {
      switch next {
      case UInt8(ascii: "/"): skipLine()
      case UInt8(ascii: "*"): skipBlockComment()
      default: return false
      }
      return true
    }
    switch swiftDirective {
    case .expression?:
      // `#selector(…)`, `#available(…)`: read as a name.
      return false
    case .keptBranch?:
      // `#if X` and `#endif`: the lines of the first branch are kept.
      skipLine()
    case .skippedBranch?:
      // `#else`, `#elseif`: skipped up to the matching `#endif`.
      skipConditionalBranch()
    case nil:
      skipLine()
    }
    return true
  }

  /// Skips to the end of the line, which a comment takes.
  private mutating func skipLine() {
    lastNonBlankLine = line
    while position < bytes.count, newlineLength(at: position) == 0 { advanceByte() }
  }

  /// Skips a `/* … */` comment, nested ones included (Swift's; scenario
  /// language §6); an unclosed one ends at the end of the text.
  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      let length = newlineLength(at: position)
      if length > 0 {
        skipNewline(of: length)
        continue
      }
      lastNonBlankLine = line
      if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        depth += 1
        advanceASCII()
        advanceASCII()
      } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        advanceASCII()
        advanceASCII()
        if depth == 0 { return }
      } else {
        advanceByte()
      }
    }
  }

  /// What a `#` word of Swift is, or `nil` for a scenario's `#` comment.
  private enum SwiftDirective {
    /// `#selector(…)`, `#available(…)`, `#file`: an expression.
    case expression
    /// `#if …`, `#endif`, `#warning(…)`: a line passed over, its code kept.
    case keptBranch
    /// `#else`, `#elseif …`: the branch skipped.
    case skippedBranch
  }

  /// The Swift word a `#` at the position starts, if it is one.
  private var swiftDirective: SwiftDirective? {
    var end = position + 1
    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
    guard end > position + 1 else { return nil }
    switch String(decoding: bytes[(position + 1)..<end], as: UTF8.self) {
    case "available", "unavailable", "selector", "keyPath", "colorLiteral", "imageLiteral",
      "fileLiteral", "file", "fileID", "filePath", "line", "column", "function", "dsohandle":
      return .expression
    case "if", "endif", "warning", "error", "sourceLocation":
      return .keptBranch
    case "else", "elseif":
      return .skippedBranch
    default:
      return nil
    }
  }

  /// Skips the lines of an `#else` or `#elseif` branch up to (not past)
  /// its `#endif`, nested `#if`s included.
  private mutating func skipConditionalBranch() {
    var depth = 0
    while position < bytes.count {
      skipLine()
      let length = newlineLength(at: position)
      guard length > 0 else { return }
      skipNewline(of: length)
      while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
        advanceASCII()
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "#") else { continue }
      let rest = bytes[position...]
      if rest.starts(with: Array("#if".utf8)) {
        depth += 1
      } else if rest.starts(with: Array("#endif".utf8)) {
        if depth == 0 { return }
        depth -= 1
      }
    }
  }

  // MARK: Literals

  /// A decimal literal as Swift writes one: digits with `_` between them
  /// (`1_000`), a fraction (`0.35`), an exponent (`1e-3`, `2.5E2`).
  private mutating func number(at location: SourceLocation) throws(Diagnostic) -> Token {
    let start = position
    skipDigits()
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."),
      Self.isDigit(bytes[position + 1])
    {
      advanceASCII()
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var exponent = position + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
      {
        exponent += 1
      }
      if exponent < bytes.count, Self.isDigit(bytes[exponent]) {
        while position < exponent { advanceASCII() }
        skipDigits()
      }
    }
    var spelling = String(decoding: bytes[start..<position], as: UTF8.self)
    spelling.removeAll { $0 == "_" }
    guard let value = Double(spelling) else {
      throw Diagnostic("'\(spelling)' is not a number", at: location)
    }
    return Token(kind: .number(value), location: location)
  }

  /// Digits and the `_` Swift allows between them.
  private mutating func skipDigits() {
    while position < bytes.count,
      Self.isDigit(bytes[position])
        || (bytes[position] == UInt8(ascii: "_") && position + 1 < bytes.count
          && Self.isDigit(bytes[position + 1]) && position > 0 && Self.isDigit(bytes[position - 1]))
    {
      advanceASCII()
    }
  }

  private mutating func string(at location: SourceLocation) throws(Diagnostic) -> Token {
    advanceASCII()  // the opening quote
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
      if newlineLength(at: position) > 0 {
        throw Diagnostic("unterminated string", at: location)
      }
      advanceByte()
    }
    guard position < bytes.count else { throw Diagnostic("unterminated string", at: location) }
    let contents = String(decoding: bytes[start..<position], as: UTF8.self)
    advanceASCII()  // the closing quote
    return Token(kind: .string(contents), location: location)
  }
}

/// A scenario's text by lines, to show a diagnostic in the one format that
/// Xcode, VS Code and CI log parsers read.
///
/// ```
/// FILE:LINE:COLUMN: error: E4 adding p as a child of c would create a cycle …
/// c.addChild(p)
/// ^
/// ```
///
/// The first line is the location and the text; then the source line, and a
/// caret under the column (scenario language §3, revision 2).
struct SourceExcerpt {
  private let lines: [Substring]

  /// The text, split where the lexer ends lines: LF, CRLF or CR.
  init(_ text: String) {
    // By bytes: a line break is one of these ASCII bytes, never inside
    // another character's encoding.
    var lines: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        bytes.formIndex(after: &index)
        continue
      }
      lines.append(text[start..<index])
      bytes.formIndex(after: &index)
      if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
        bytes.formIndex(after: &index)
      }
      start = index
    }
    lines.append(text[start..<bytes.endIndex])
    self.lines = lines
  }

  /// The first column of `line` that is not a space or a tab, or 1.
  func firstColumn(ofLine line: Int) -> Int {
    guard line >= 1, line <= lines.count else { return 1 }
    var column = 1
    for scalar in lines[line - 1].unicodeScalars {
      guard scalar == " " || scalar == "\t" else { return column }
      column += 1
    }
    return 1
  }

  /// How many columns of a source line a diagnostic shows on each side of
  /// its caret; a longer line is cut, with `…` where it is.
  static let excerptHalfWidth = 80

  /// `FILE:LINE:COLUMN: SEVERITY: TEXT`, the source line and the caret; a
  /// column of 0 (unknown) points at the line's first character.
  ///
  /// Whatever the input holds, what is printed is one line of bounded
  /// length each: control characters in the text and the excerpt are
  /// escaped (`\u{1B}`), and of a long line only the columns around the
  /// caret are shown.
  func diagnostic(
    file: String, line: Int, column: Int, severity: String, text: String
  ) -> String {
    let column = column > 0 ? column : firstColumn(ofLine: line)
    let result = "\(file):\(line):\(column): \(severity): \(Self.escaped(text))\n"
    guard line >= 1, line <= lines.count else { return result }
    let scalars = Array(lines[line - 1].unicodeScalars)
    let caretIndex = min(max(column - 1, 0), scalars.count)
    let start = max(0, caretIndex - Self.excerptHalfWidth)
    let end = min(scalars.count, caretIndex + Self.excerptHalfWidth)
    var excerpt = start > 0 ? "…" : ""
    var caret = start > 0 ? " " : ""
    for (index, scalar) in scalars[start..<end].enumerated() {
      let shown = Self.escaped(scalar)
      excerpt += shown
      if start + index < caretIndex {
        caret += scalar == "\t" ? "\t" : String(repeating: " ", count: shown.unicodeScalars.count)
      }
    }
    if end < scalars.count { excerpt += "…" }
    return result + excerpt + "\n" + caret + "^\n"
  }

  /// `scalar` as a diagnostic shows it: a control character other than a
  /// tab escaped as Swift writes it.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    guard isControl, scalar != "\t" else { return String(scalar) }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with its control characters escaped.
  static func escaped(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else { return text }
    return text.unicodeScalars.map(escaped).joined()
  }
}

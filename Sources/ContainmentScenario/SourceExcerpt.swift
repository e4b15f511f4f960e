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
    lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    )
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

  /// `FILE:LINE:COLUMN: SEVERITY: TEXT`, the source line and the caret; a
  /// column of 0 (unknown) points at the line's first character.
  func diagnostic(
    file: String, line: Int, column: Int, severity: String, text: String
  ) -> String {
    let column = column > 0 ? column : firstColumn(ofLine: line)
    var result = "\(file):\(line):\(column): \(severity): \(text)\n"
    guard line >= 1, line <= lines.count else { return result }
    let source = lines[line - 1]
    result += source + "\n"
    var caret = ""
    for scalar in source.unicodeScalars.prefix(max(column - 1, 0)) {
      caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
    }
    return result + caret + "^\n"
  }
}

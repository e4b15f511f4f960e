/// A position in a scenario file, 1-based, as diagnostics print it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in characters.
  public var column: Int

  /// Makes a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }

  /// Orders by line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A mistake in a scenario found before anything runs: syntax, an unknown
/// name, a wrong argument (scenario language §3; exit code 65).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the mistake is.
  public var location: SourceLocation
  /// What is wrong, in one line.
  public var message: String

  /// Makes a diagnostic.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `LINE:COLUMN: error: message`; the command puts the file name in front.
  public var description: String { "\(location): error: \(message)" }
}

/// A position in a scenario file, 1-based, as diagnostics print it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  // Stored in 32 bits each: every node of a parsed scenario carries a
  // location, so this halves their cost. Larger values are clamped.
  private var storedLine: UInt32
  private var storedColumn: UInt32

  /// The line, from 1.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Self.clamped(newValue) }
  }

  /// The column, from 1, counted in characters (Unicode scalars).
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Self.clamped(newValue) }
  }

  /// Makes a location; values beyond 4,294,967,295 are clamped to it.
  public init(line: Int, column: Int) {
    storedLine = Self.clamped(line)
    storedColumn = Self.clamped(column)
  }

  private static func clamped(_ value: Int) -> UInt32 {
    UInt32(clamping: value)
  }

  /// `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }

  /// Orders by line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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

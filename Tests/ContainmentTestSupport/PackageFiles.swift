import Foundation

/// The files of this package that the tests read: the examples, the README
/// and the generated documentation.
public enum PackageFiles: Sendable {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Examples/`.
  public static let examples = root.appendingPathComponent("Examples")

  /// The text of the file at `path`, relative to the root.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}

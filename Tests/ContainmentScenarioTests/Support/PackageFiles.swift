import Foundation

/// The files of this package that the tests read: the examples, the README
/// and the generated documentation.
enum PackageFiles {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Examples/`.
  static let examples = root.appendingPathComponent("Examples")

  /// The text of the file at `path`, relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}

import Foundation

/// The text a command writes to its standard output writer, kept whole: a
/// recording made before a measured run.
final class WrittenText: @unchecked Sendable {
  private let lock = NSLock()
  private var pieces: [String] = []

  /// The text written so far.
  var text: String { lock.withLock { pieces.joined() } }

  /// Keeps `piece`; `true`, as a writer that never fails.
  func append(_ piece: String) -> Bool {
    lock.withLock { pieces.append(piece) }
    return true
  }
}

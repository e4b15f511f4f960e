import Foundation

/// The bytes a benchmark's command wrote, counted as they are handed to it
/// (the command's writer is `@Sendable`; the count is locked).
final class ByteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var total = 0

  /// The bytes counted since the last reset.
  var count: Int { lock.withLock { total } }

  /// Counts `bytes` more.
  func add(_ bytes: Int) { lock.withLock { total += bytes } }

  /// Starts counting again from zero.
  func reset() { lock.withLock { total = 0 } }
}

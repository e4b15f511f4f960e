import Foundation

/// What a command's standard-output writer was handed, piece by piece, for
/// tests that check what the command writes as it goes.
///
/// The writer is `@Sendable`: the pieces are kept under a lock.
public final class WrittenPieces: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  /// Makes an empty record.
  public init() {}

  /// Every piece, in order.
  public var pieces: [String] { lock.withLock { kept } }

  /// All the pieces, joined.
  public var text: String { lock.withLock { kept.joined() } }

  /// The largest piece's size in bytes; 0 before any.
  public var largestPieceBytes: Int { lock.withLock { kept.map(\.utf8.count).max() ?? 0 } }

  /// Keeps `piece`; `true`, as a writer that succeeded.
  public func append(_ piece: String) -> Bool {
    lock.withLock { kept.append(piece) }
    return true
  }
}

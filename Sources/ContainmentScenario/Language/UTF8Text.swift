/// A text built by appending, held as UTF-8 bytes until it is done.
///
/// Appending a string's bytes to an array costs a copy; appending to a
/// `String` also keeps its counts and flags up to date on every write, which
/// is most of the cost of printing a long trace.
struct UTF8Text: TextOutputStream {
  private var bytes: [UInt8] = []

  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// How many bytes were written.
  var byteCount: Int { bytes.count }

  /// The text written so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Calls `body` with the bytes written from the `start`th on.
  func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// Forgets the text, keeping its storage for the next.
  mutating func clear() { bytes.removeAll(keepingCapacity: true) }
}

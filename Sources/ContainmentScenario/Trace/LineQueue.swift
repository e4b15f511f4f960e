/// The last lines of a text, at most a given number, held as their bytes one
/// after another: what ``ExpectedTrace`` keeps of the model's trace for the
/// end a diff shows, a few bytes a line rather than a `String` each.
///
/// Lines are appended at the end and, past the capacity, dropped from the
/// front; the bytes of dropped lines are let go once they are more than half
/// of those held, so that each line costs O(1) amortized.
struct LineQueue {
  /// The most lines held.
  let capacity: Int
  private var bytes: [UInt8] = []
  /// Where each held line starts in ``bytes``, from the oldest;
  /// `starts[first...]` are the held ones.
  private var starts: [Int] = []
  private var first = 0

  init(capacity: Int) { self.capacity = max(0, capacity) }

  /// How many lines are held.
  var count: Int { starts.count - first }

  /// Appends `line`, dropping the oldest past the capacity.
  mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
    guard capacity > 0 else { return }
    starts.append(bytes.count)
    bytes.append(contentsOf: line)
    if count > capacity { first += 1 }
    if first > 0, first >= starts.count / 2, starts[first] > bytes.count / 2 {
      let dropped = starts[first]
      bytes.removeFirst(dropped)
      starts = starts[first...].map { $0 - dropped }
      first = 0
    }
  }

  /// The `index`th held line, from the oldest.
  subscript(index: Int) -> String {
    let position = first + index
    let end = position + 1 < starts.count ? starts[position + 1] : bytes.count
    return String(decoding: bytes[starts[position]..<end], as: UTF8.self)
  }
}

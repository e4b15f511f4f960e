extension Array {
  /// In an array sorted by `key`, the index of the first element whose key
  /// is not below `target` (`count` when there is none): a binary search,
  /// O(log n).
  func firstIndex(keyedBy key: (Element) -> Int, notBelow target: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if key(self[middle]) < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension [Int] {
  /// Whether a list of positions in increasing order holds `position`: a
  /// binary search, and no search at all when the list is empty (the
  /// retired positions almost always are).
  func containsSorted(_ position: Int) -> Bool {
    guard !isEmpty else { return false }
    let index = firstIndex(keyedBy: { $0 }, notBelow: position)
    return index < count && self[index] == position
  }

  /// Appends `position` to a list in increasing order unless the list
  /// already reaches it: a call that rolls back inside one that rolls back
  /// too retires the same positions twice, and each is listed once.
  mutating func appendIncreasing(_ position: Int) {
    if last.map({ $0 < position }) ?? true { append(position) }
  }
}

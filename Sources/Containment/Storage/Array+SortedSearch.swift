extension Array {
  /// In an array sorted by `key`, the index of the first element whose key
  /// is not below `target` (`count` when there is none): a binary search,
  /// O(log n).
  func firstIndex<Key: Comparable>(keyedBy key: (Element) -> Key, notBelow target: Key) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if key(self[middle]) < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension Array where Element: Comparable {
  /// Whether a list of slots in increasing order holds `slot`: a binary
  /// search, and no search at all when the list is empty (the retired
  /// slots almost always are).
  func containsSorted(_ slot: Element) -> Bool {
    guard !isEmpty else { return false }
    let index = firstIndex(keyedBy: { $0 }, notBelow: slot)
    return index < count && self[index] == slot
  }

  /// Appends `slot` to a list in increasing order unless the list already
  /// reaches it: a call that rolls back inside one that rolls back too
  /// retires the same slots twice, and each is listed once.
  mutating func appendIncreasing(_ slot: Element) {
    if last.map({ $0 < slot }) ?? true { append(slot) }
  }
}

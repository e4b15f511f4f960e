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

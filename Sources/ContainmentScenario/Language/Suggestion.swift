/// "Did you mean …?" for a misspelled name, call, option or command: the
/// closest candidate by edit distance, and UIKit's old spellings mapped to
/// the modern ones.
enum Suggestion {
  /// UIKit's Objective-C era spellings and the call the language writes
  /// instead.
  static let modernSpellings: [String: String] = [
    "addChildViewController": "addChild(_:)",
    "removeFromParentViewController": "removeFromParent()",
    "presentViewController": "present(_:animated:)",
    "dismissViewControllerAnimated": "dismiss(animated:)",
    "dismissModalViewControllerAnimated": "dismiss(animated:)",
    "presentModalViewController": "present(_:animated:)",
    "willMoveToParentViewController": "willMove(toParent:)",
    "didMoveToParentViewController": "didMove(toParent:)",
    "transitionFromViewController": "transition(from:to:duration:)",
    "popViewControllerAnimated": "popViewController(animated:)",
    "popToRootViewControllerAnimated": "popToRootViewController(animated:)",
    "childViewControllers": "children",
    "parentViewController": "parent",
  ]

  /// ` (did you mean 'x'?)` for the candidate closest to `word`, or an
  /// empty string when none is close: at most a third of the word's letters
  /// differ (ignoring case), and at least one may, in a word of three
  /// letters or more (a one-letter name is no misspelling of another).
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    if let modern = modernSpellings[word] {
      return " (UIKit's old spelling: write '\(modern)')"
    }
    let lowered = Array(word.lowercased().unicodeScalars)
    guard lowered.count >= 3 else { return "" }
    let limit = max(1, lowered.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best.map { " (did you mean '\($0.candidate)'?)" } ?? ""
  }

  /// The edit distance (insertions, deletions, substitutions, adjacent
  /// swaps) between `a` and `b`, or `limit + 1` once it is larger: the cost
  /// is the product of the lengths at most, and the words are short.
  private static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ limit: Int
  ) -> Int {
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      guard rowMinimum <= limit else { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}

/// The words of the scenario language too long for a Swift string to hold
/// inline (more than 15 UTF-8 bytes): `removeFromSuperview`, `UIViewController`.
///
/// The lexer hands out these literals instead of making a new string for each
/// occurrence: a literal needs no allocation, and copying or comparing it needs
/// no reference counting. A word missing here still lexes, as a new string.
enum LongWords {
  /// The words: the methods of the scenario language long enough
  /// (``ScenarioMethod``), then the other words, grouped as the language
  /// uses them.
  static let all: [String] =
    ScenarioMethod.allCases.map(\.name).filter { $0.utf8.count > 15 } + [
      // Types.
      "UIViewController", "UINavigationController", "UITabBarController",
      // Properties.
      "rootViewController", "selectedViewController", "modalPresentationStyle",
      "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods",
      // Calls outside the method table.
      "didReceiveMemoryWarning", "instantiateViewController",
      // Callbacks a handler names.
      "viewWillDisappear", "viewDidDisappear", "willAnimateRotation", "viewWillTransition",
      // Enumeration cases.
      "portraitUpsideDown", "overCurrentContext",
    ]

  /// The literal spelled by `bytes`, if it is one of ``all``.
  static func word(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count > 15 else { return nil }
    for word in all where word.utf8.count == bytes.count && word.utf8.elementsEqual(bytes) {
      return word
    }
    return nil
  }
}

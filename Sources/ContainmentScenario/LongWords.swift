/// The words of the scenario language too long for a Swift string to hold
/// inline (more than 15 UTF-8 bytes): `removeFromSuperview`, `UIViewController`.
///
/// The lexer hands out these literals instead of making a new string for each
/// occurrence: a literal needs no allocation, and copying or comparing it needs
/// no reference counting. A word missing here still lexes, as a new string.
enum LongWords {
  /// The words, grouped as the scenario language uses them.
  static let all: [String] = [
    // Types.
    "UIViewController", "UINavigationController", "UITabBarController",
    // Properties.
    "rootViewController", "selectedViewController", "modalPresentationStyle",
    "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods",
    // Calls.
    "makeKeyAndVisible", "removeFromSuperview", "removeFromParent", "loadViewIfNeeded",
    "beginAppearanceTransition", "endAppearanceTransition", "pushViewController",
    "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
    "beginInteractivePop", "cancelInteractivePop", "finishInteractivePop",
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

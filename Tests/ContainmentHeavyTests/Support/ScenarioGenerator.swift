import ContainmentTestSupport
import Foundation

/// Makes scenario texts for the fuzzer: well-formed ones from the grammar of
/// scenario language §2, and byte-level mutations of the bundled examples.
struct ScenarioGenerator {
  var random: SplitMix64
  let examples: [String]

  private static let controllers = ["p", "a", "b", "c", "nav", "tabs", "current"]
  private static let plainControllers = ["p", "a", "b", "c", "current"]
  private static let callbacks = [
    "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
    "viewWillDisappear", "viewDidDisappear", "willMove", "didMove", "didReceiveMemoryWarning",
    "viewWillUnload", "viewDidUnload", "willRotate", "didRotate", "viewWillLayoutSubviews",
    "viewDidLayoutSubviews",
  ]
  /// Durations a scenario writes.
  private static let numbers = ["0", "0.3", "1", "0.5", "2", "0.0000001", "3", "1000000000"]
  /// Numbers a careless or hostile scenario might write: most are errors (65).
  private static let hostileNumbers = [
    "1e300", "-1", "99999999999999999999", "1e-9", "123456789012345678901234567890",
  ]
  /// Fragments spliced into examples by the byte-level mutator.
  private static let fragments = [
    "{", "}", "(", ")", ";", "\n", " ", ".", ",", "[", "]", "\"", "//", "1e300", "nan",
    "-1", ".infinity", "99999999999999999999", "on p.viewWillAppear {", "RunLoop.main.turn()",
    "RunLoop.main.run(for: 1e9)", "window.isHidden = true", "window.makeKeyAndVisible()",
    "app.didReceiveMemoryWarning()", "let", "= ", "é", "\u{0}", "\t", "{ _ in", "p.addChild(p)",
    "if", "else", "for x in p.children {", "var", "&&", "||", "!", "?", "===", "+=", "[i]",
    "shown?.", "isOpen", "DispatchQueue.main.async {",
  ]

  init(seed: UInt64, examples: [String]) {
    random = SplitMix64(seed: seed)
    self.examples = examples
  }

  /// The next input: half generated from the grammar, half mutated examples.
  mutating func next() -> String {
    if examples.isEmpty || Bool.random(using: &random) { return generated() }
    return mutated()
  }

  // MARK: Grammar

  private mutating func pick(_ choices: [String]) -> String {
    choices.randomElement(using: &random) ?? choices[0]
  }

  private mutating func controller() -> String { pick(Self.controllers) }
  private mutating func number() -> String {
    Int.random(in: 0..<20, using: &random) == 0 ? pick(Self.hostileNumbers) : pick(Self.numbers)
  }
  private mutating func flag() -> String { Bool.random(using: &random) ? "true" : "false" }
  private mutating func list() -> String {
    let count = Int.random(in: 0...3, using: &random)
    return "[" + (0..<count).map { _ in pick(Self.plainControllers) }.joined(separator: ", ") + "]"
  }

  /// A well-formed scenario: the cast, then statements and handlers.
  mutating func generated() -> String {
    var lines = [
      "let p = UIViewController()", "let a = UIViewController()", "let b = UIViewController()",
      "let c = UIViewController()", "let nav = UINavigationController()",
      "let tabs = UITabBarController()", "let box = UIView()", "let w2 = UIWindow()",
      "let pages = [a, b, c]", "var i = 0", "var isOpen = false",
      "var shown: UIViewController? = nil", "var current: UIViewController = a",
    ]
    for _ in 0..<Int.random(in: 1...30, using: &random) {
      if Int.random(in: 0..<6, using: &random) == 0 {
        let body = (0..<Int.random(in: 1...3, using: &random)).map { _ in statement(depth: 1) }
        lines.append(
          "on \(controller()).\(pick(Self.callbacks)) { \(body.joined(separator: "; ")) }")
      } else {
        lines.append(statement(depth: 0))
      }
    }
    // A plain view made part way, after the run may have loaded views that
    // a check does not: some later statements use it instead of `box`.
    let made = Int.random(in: 12...lines.count, using: &random)
    for index in made..<lines.count where Bool.random(using: &random) {
      lines[index] = lines[index].replacingOccurrences(of: "box", with: "late")
    }
    lines.insert("let late = UIView()", at: made)
    // Handlers may be declared twice by chance; that is a diagnostic (65), an answer too.
    return lines.joined(separator: "\n") + "\n"
  }

  /// A condition of scenario language §5 over the model's state.
  private mutating func condition() -> String {
    let x = controller()
    let y = controller()
    return pick([
      "isOpen", "!isOpen", "\(x).parent == nil", "\(x).parent === \(y)", "shown != nil",
      "i < pages.count && i >= 0", "\(x).view.window != nil", "\(x).isMovingToParent",
      "(\(x).isViewLoaded || isOpen) && !\(x).children.contains(\(y))",
      "nav.topViewController === \(x)", "tabs.selectedIndex == 1",
      "\(x).viewIfLoaded?.superview == nil",
    ])
  }

  private mutating func block(depth: Int) -> String {
    guard depth < 3 else { return "" }
    let body = (0..<Int.random(in: 0...2, using: &random)).map { _ in statement(depth: depth + 1) }
    return " { " + body.joined(separator: "; ") + " }"
  }

  private mutating func statement(depth: Int) -> String {
    let x = controller()
    let y = controller()
    let animated = flag()
    switch Int.random(in: 0..<50, using: &random) {
    case 40:
      return "if \(condition()) {" + block(depth: depth).dropFirst(2) + " else"
        + block(depth: depth)
    case 41:
      return "for child in \(pick(["p.children", "pages", "nav.viewControllers", "[a, b]"]))"
        + block(depth: depth)
    case 42:
      if Bool.random(using: &random) { return "current = \(y)" }
      return "shown = \(pick(["nil", x, "p.children.first", "\(x).parent"]))"
    case 43:
      return
        "shown?.\(pick(["removeFromParent()", "view.removeFromSuperview()", "loadViewIfNeeded()"]))"
    case 44: return "i \(pick(["+=", "-="])) \(pick(["1", "2", "9007199254740992"]))"
    case 45: return "pages[i].\(pick(["removeFromParent()", "view.removeFromSuperview()"]))"
    case 46: return "DispatchQueue.main.async" + block(depth: depth)
    case 47:
      return "UIView.animate(withDuration: \(number()), animations:\(block(depth: depth)), "
        + "completion: { finished in isOpen = finished })"
    case 48: return "isOpen = \(condition())"
    case 49: return "on \(x).\(pick(Self.callbacks))" + block(depth: depth)
    case 0: return "window.rootViewController = \(x)"
    case 1: return "window.makeKeyAndVisible()"
    case 2: return "window.isHidden = \(flag())"
    case 3: return "w2.rootViewController = \(x)"
    case 4: return "w2.makeKeyAndVisible()"
    case 5: return "window.rotate(to: .landscapeLeft, duration: \(number()))"
    case 6: return "\(x).addChild(\(y))"
    case 7: return "\(x).removeFromParent()"
    case 8: return "\(x).willMove(toParent: \(Bool.random(using: &random) ? "nil" : y))"
    case 9: return "\(x).didMove(toParent: \(Bool.random(using: &random) ? "nil" : y))"
    case 10: return "\(x).view.addSubview(\(y).view)"
    case 11: return "box.addSubview(\(x).view)"
    case 12: return "\(x).view.addSubview(box)"
    case 13: return "\(x).view.removeFromSuperview()"
    case 14: return "\(x).view.isHidden = \(flag())"
    case 15: return "_ = \(x).view"
    case 16:
      return "\(x).transition(from: \(y), to: \(controller()), duration: \(number()))"
        + block(depth: depth)
    case 17: return "\(x).shouldAutomaticallyForwardAppearanceMethods = \(flag())"
    case 18: return "\(x).beginAppearanceTransition(\(flag()), animated: \(animated))"
    case 19: return "\(x).endAppearanceTransition()"
    case 20: return "\(x).viewWillAppear(\(animated))"
    case 21: return "\(x).loadView()"
    case 22: return "nav.pushViewController(\(x), animated: \(animated))"
    case 23: return "nav.popViewController(animated: \(animated))"
    case 24: return "nav.popToRootViewController(animated: \(animated))"
    case 25: return "nav.setViewControllers(\(list()), animated: \(animated))"
    case 26:
      return pick([
        "nav.beginInteractivePop()", "nav.finishInteractivePop()", "nav.cancelInteractivePop()",
      ])
    case 27: return "tabs.viewControllers = \(list())"
    case 28: return "tabs.selectedIndex = \(Int.random(in: 0...3, using: &random))"
    case 29: return "tabs.tapTab(at: \(Int.random(in: 0...3, using: &random)))"
    case 30:
      return
        "\(x).modalPresentationStyle = .\(pick(["fullScreen", "pageSheet", "overFullScreen", "automatic"]))"
    case 31: return "\(x).present(\(y), animated: \(animated))" + block(depth: depth)
    case 32: return "\(x).dismiss(animated: \(animated))" + block(depth: depth)
    case 33: return "app.didReceiveMemoryWarning()"
    case 34: return "RunLoop.main.turn()"
    case 35: return "RunLoop.main.run(for: \(number()))"
    case 36: return "RunLoop.main.runUntilIdle()"
    case 37: return "tabs.selectedViewController = \(x)"
    case 38: return "\(x).shouldAutomaticallyForwardRotationMethods = \(flag())"
    default: return "nav.popToViewController(\(x), animated: \(animated))"
    }
  }

  // MARK: Mutation

  /// An example with a few byte-level mutations: deletions, insertions of
  /// fragments or random bytes, duplicated and swapped lines, splices.
  mutating func mutated() -> String {
    var bytes = Array(pick(examples).utf8)
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where !bytes.isEmpty:
        let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
        bytes.removeSubrange(min(position, end)..<end)
      case 1:
        bytes.insert(contentsOf: Array(pick(Self.fragments).utf8), at: position)
      case 2:
        bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
      case 3:
        // Nest: wrap the rest of the text in many blocks.
        let depth = Int.random(in: 1...200, using: &random)
        bytes.insert(contentsOf: Array(String(repeating: "{", count: depth).utf8), at: position)
      case 4 where !bytes.isEmpty:
        // Duplicate a stretch.
        let end = min(bytes.count, position + Int.random(in: 1...200, using: &random))
        let start = min(position, end)
        bytes.insert(contentsOf: bytes[start..<end], at: end)
      default:
        let other = Array(pick(examples).utf8)
        guard !other.isEmpty else { continue }
        let start = Int.random(in: 0..<other.count, using: &random)
        let end = min(other.count, start + Int.random(in: 1...300, using: &random))
        bytes.insert(contentsOf: other[start..<end], at: position)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

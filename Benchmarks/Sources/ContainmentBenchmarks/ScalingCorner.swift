/// The corners issue 38's scaling hunt found growing faster than their
/// work, each a scenario of size n run by `containment trace` in process:
/// the benchmark measures them at sizes ten times apart and reports each
/// one's exponent (time grows as n to that power), with a target of 1.1.
extension Workload {
  /// The scenario of size `n` of a corner issue 38's scaling hunt found
  /// growing faster than its work; `nil` for the other workloads.
  func scalingScenario(_ n: Int) -> String? {
    var lines: [String] = []
    switch self {
    case .addRemove, .pushPop, .tabSwitch, .forwarding, .forwardingStreamed, .chain, .wide,
      .mixed, .parse, .short, .trace, .expect, .traceOfMistakes, .audit,
      .traceOfRepeatedMistakes, .auditOfRepeatedMistakes, .explore,
      .exploreDeepening, .pasted:
      // Not a scaling corner: measured by its own workload.
      return nil
    case .queuedPushes:
      lines = [
        "let root = UIViewController()",
        "let nav = UINavigationController(rootViewController: root)",
        "window.rootViewController = nav", "window.makeKeyAndVisible()",
        "RunLoop.main.runUntilIdle()",
      ]
      lines += (0..<n).map { "let c\($0) = UIViewController()" }
      lines += (0..<n).map { "nav.pushViewController(c\($0), animated: false)" }
    case .callsInOneTurn:
      lines = [
        "let p = UIViewController()", "window.rootViewController = p",
        "window.makeKeyAndVisible()", "let c = UIViewController()",
      ]
      for _ in 0..<(n / 2) { lines += ["p.addChild(c)", "c.removeFromParent()"] }
    case .childrenQueries:
      lines = ["let p = UIViewController()"]
      lines += (0..<n).map { "let c\($0) = UIViewController()" }
      lines += (0..<n).map { "p.addChild(c\($0))" }
      lines.append("var k = 0")
      lines += Array(repeating: "if p.children.count > 0 { k += 1 }", count: n)
    case .timersOutOfOrder:
      lines = ["let p = UIViewController()", "var k = 0"]
      lines += (0..<n).map {
        "DispatchQueue.main.asyncAfter(deadline: .now() + \(n - $0)) { k += 1 }"
      }
      lines.append("RunLoop.main.runUntilIdle()")
    case .heldDids:
      lines = [
        "let p = UIViewController()", "window.rootViewController = p",
        "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
      ]
      for index in 0..<n {
        lines += [
          "let c\(index) = UIViewController()", "p.addChild(c\(index))",
          "UIView.animate(withDuration: \(1 + (index * 7) % 13), animations: { "
            + "p.view.addSubview(c\(index).view) }, completion: { _ in "
            + "c\(index).didMove(toParent: p) })",
        ]
      }
      lines.append("RunLoop.main.runUntilIdle()")
    case .tabSelection:
      lines = (0..<n).map { "let c\($0) = UIViewController()" }
      lines += [
        "let tabs = UITabBarController()",
        "tabs.viewControllers = [" + (0..<n).map { "c\($0)" }.joined(separator: ", ") + "]",
        "window.rootViewController = tabs", "window.makeKeyAndVisible()",
        "RunLoop.main.runUntilIdle()",
      ]
      // 7,919 is prime: the indices visit every tab once, scattered.
      lines += (0..<n).map { "tabs.selectedIndex = \(($0 * 7_919) % n)" }
    case .presentingAmongAnimations:
      lines = [
        "let p = UIViewController()", "window.rootViewController = p",
        "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
      ]
      lines += Array(repeating: "UIView.animate(withDuration: 100000) { }", count: n)
      for index in 0..<n {
        lines += [
          "let c\(index) = UIViewController()", "p.present(c\(index), animated: false)",
          "p.dismiss(animated: false)",
        ]
      }
    case .presentingAmongTransitions:
      lines = [
        "let p = UIViewController()", "window.rootViewController = p",
        "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
      ]
      for index in 0..<n {
        lines += [
          "let q\(index) = UIViewController()", "p.addChild(q\(index))",
          "p.view.addSubview(q\(index).view)", "q\(index).didMove(toParent: p)",
          "let a\(index) = UIViewController()", "let b\(index) = UIViewController()",
          "q\(index).addChild(a\(index))", "q\(index).view.addSubview(a\(index).view)",
          "a\(index).didMove(toParent: q\(index))", "q\(index).addChild(b\(index))",
          "q\(index).transition(from: a\(index), to: b\(index), duration: 100000)",
        ]
      }
      lines.append("RunLoop.main.turn()")
      for index in 0..<n {
        lines += [
          "let c\(index) = UIViewController()", "p.present(c\(index), animated: false)",
          "RunLoop.main.run(for: 0.001)", "p.dismiss(animated: false)",
          "RunLoop.main.run(for: 0.001)",
        ]
      }
    case .sheetSettings:
      lines = ["let d = UIViewController()"]
      lines += (0..<n).map { "let c\($0) = UIViewController()" }
      lines += (0..<n).map { "c\($0).presentationController?.delegate = d" }
      lines += (0..<n).map { "c\($0).definesPresentationContext = true" }
    case .presentationChain:
      lines = [
        "let c0 = UIViewController()", "window.rootViewController = c0",
        "window.makeKeyAndVisible()", "RunLoop.main.runUntilIdle()",
      ]
      // A turn each: in ios17 a presentation starts at the turn's end, and
      // presenting from a controller not yet in the window is W4.
      for index in 1..<max(n, 2) {
        lines += [
          "let c\(index) = UIViewController()",
          "c\(index - 1).present(c\(index), animated: false)",
          "RunLoop.main.runUntilIdle()",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

import Containment
import ContainmentScenario
import Foundation

/// The workloads of the benchmark, each a function of its size `n`.
///
/// Setup is not timed; each returns the median of its timed repetitions.
enum Workloads {
  /// Cycles per timed repetition of the small-call workloads.
  static let cycles = 1_000

  /// The median of five repetitions of ``cycles`` cycles, from the world
  /// `driver` was set up with; the setup's work is not counted.
  private static func timedCycles(
    _ driver: inout Driver, _ cycle: (inout Driver) -> Void
  ) -> (Double, Work) {
    _ = driver.takeWork()
    return median(repetitions: 5) {
      for _ in 0..<cycles { cycle(&driver) }
      return driver.takeWork()
    }
  }

  /// An add/remove cycle of one child (embed, end of turn, unembed, end of
  /// turn) in a visible container, beside `n` unrelated visible controllers.
  static func addRemove(_ n: Int) -> (Double, Work) {
    var driver = Driver()
    driver.addUnrelatedControllers(n)
    let host = driver.world.makeViewController(named: "host")
    let child = driver.world.makeViewController(named: "child")
    driver.show(host)
    return timedCycles(&driver) { driver in
      driver.embed(child, in: host)
      driver.perform(.endTurn)
      driver.unembed(child)
      driver.perform(.endTurn)
    }
  }

  /// An animated push and pop, each run to its end, on a visible navigation
  /// controller beside `n` unrelated visible controllers.
  static func pushPop(_ n: Int) -> (Double, Work) {
    var driver = Driver()
    driver.addUnrelatedControllers(n)
    let navigation = driver.world.makeNavigationController(named: "nav")
    let top = driver.world.makeViewController(named: "top")
    let pushed = driver.world.makeViewController(named: "pushed")
    driver.perform(.setViewControllers([top], of: navigation, animated: false))
    driver.show(navigation)
    return timedCycles(&driver) { driver in
      driver.perform(.pushViewController(pushed, onto: navigation, animated: true))
      driver.perform(.runUntilIdle)
      driver.perform(.popViewController(navigation, animated: true))
      driver.perform(.runUntilIdle)
    }
  }

  /// A tab switch there and back, each to the end of its turn, on a visible
  /// tab bar controller beside `n` unrelated visible controllers.
  static func tabSwitch(_ n: Int) -> (Double, Work) {
    var driver = Driver()
    driver.addUnrelatedControllers(n)
    let tabs = driver.world.makeTabBarController(named: "tabs")
    let first = driver.world.makeViewController(named: "first")
    let second = driver.world.makeViewController(named: "second")
    driver.perform(.setViewControllers([first, second], of: tabs, animated: false))
    driver.show(tabs)
    return timedCycles(&driver) { driver in
      driver.perform(.setSelectedIndex(1, of: tabs))
      driver.perform(.runUntilIdle)
      driver.perform(.setSelectedIndex(0, of: tabs))
      driver.perform(.runUntilIdle)
    }
  }

  /// A 10-ary tree of `n` visible controllers: the window hidden, then shown,
  /// each run until idle.
  ///
  /// Every controller gets its four appearance callbacks. `streamed` hands
  /// each event to a handler instead of returning them in an array.
  static func forwarding(_ n: Int, streamed: Bool) -> (Double, Work) {
    var driver = Driver()
    let root = driver.world.makeViewController(named: "c0")
    var tree = [root]
    var next = 0
    while tree.count < n {
      let child = driver.world.makeViewController(named: "c\(tree.count)")
      driver.embed(child, in: tree[next / 10])
      tree.append(child)
      next += 1
    }
    // The harness's own list of identities is not the model's memory: it is
    // dropped before the window is shown, where the peak is measured.
    tree = []
    driver.show(root, streamed: streamed)
    _ = driver.takeWork()
    let window = driver.world.mainWindow
    return median(repetitions: n >= 1_000_000 ? 3 : 5) {
      for call in [
        Call.setWindowHidden(window, true), .runUntilIdle, .setWindowHidden(window, false),
        .runUntilIdle,
      ] {
        if streamed { driver.performStreaming(call) } else { driver.perform(call) }
      }
      return driver.takeWork()
    }
  }

  /// A containment chain `n` deep (`deep`) or a container with `n` children:
  /// built in a visible window, hidden, shown and torn down.
  static func buildShowHideTearDown(_ n: Int, deep: Bool) -> (Double, Work) {
    median(repetitions: 3) {
      var driver = Driver()
      let root = driver.world.makeViewController(named: "root")
      driver.show(root)
      var added: [ControllerID] = []
      added.reserveCapacity(n)
      var parent = root
      for index in 0..<n {
        let child = driver.world.makeViewController(named: "c\(index)")
        driver.embed(child, in: parent)
        added.append(child)
        if deep { parent = child }
      }
      driver.perform(.runUntilIdle)
      driver.perform(.setWindowHidden(driver.world.mainWindow, true))
      driver.perform(.runUntilIdle)
      driver.perform(.setWindowHidden(driver.world.mainWindow, false))
      driver.perform(.runUntilIdle)
      for child in added.reversed() { driver.unembed(child) }
      driver.perform(.runUntilIdle)
      return driver.takeWork()
    }
  }

  /// The scenario text of `lines` lines: a container in a visible window and
  /// children declared, embedded and removed, nine lines per child.
  static func scenarioText(lines: Int) -> String {
    var text = """
      let p = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()

      """
    var index = 0
    var written = 3
    while written + 9 <= lines {
      text += """
        let c\(index) = UIViewController()
        p.addChild(c\(index))
        p.view.addSubview(c\(index).view)
        c\(index).didMove(toParent: p)
        RunLoop.main.turn()
        c\(index).willMove(toParent: nil)
        c\(index).view.removeFromSuperview()
        c\(index).removeFromParent()
        // child \(index) done

        """
      index += 1
      written += 9
    }
    while written < lines {
      text += "\n"
      written += 1
    }
    return text
  }

  /// Parsing (and checking) a scenario of `n` lines.
  static func parse(_ n: Int) -> (Double, Work) {
    let text = scenarioText(lines: n)
    return median(repetitions: 3) {
      do {
        _ = try Scenario(parsing: text)
      } catch {
        fatalError("the benchmark's scenario does not parse: \(error)")
      }
      return Work(operations: n, callbacks: 0)
    }
  }

  /// A scenario of `lines` lines (a container shown, a child embedded,
  /// then children added and removed by the book) parsed, checked and run
  /// in ios17, 10,000 times: what one scenario costs in process.
  static func shortScenarios(lines: Int) -> (Double, Work) {
    var text = """
      let p = UIViewController()
      let a = UIViewController()
      window.rootViewController = p
      window.makeKeyAndVisible()
      p.addChild(a)
      p.view.addSubview(a.view)
      a.didMove(toParent: p)
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()

      """
    var written = 10
    while written + 4 <= lines {
      text += "p.addChild(a)\np.view.addSubview(a.view)\na.didMove(toParent: p)\n"
      text += "a.willMove(toParent: nil)\n"
      written += 4
    }
    let repetitions = 10_000
    return median(repetitions: 3) {
      var events = 0
      for _ in 0..<repetitions {
        do {
          events += try Scenario(parsing: text).run(profile: .ios17).events.count
        } catch {
          fatalError("the benchmark's scenario does not parse: \(error)")
        }
      }
      return Work(operations: repetitions, callbacks: events)
    }
  }

  /// The whole `containment trace -` of a scenario of `n` lines, as the
  /// command runs it (check, then parse, run and write as the run goes),
  /// without the file's I/O: the trace goes to a writer that counts its
  /// lines and keeps none, as standard output keeps none.
  static func trace(_ n: Int, expectingItsOwnRecording expecting: Bool = false) -> (Double, Work) {
    trace(scenario: scenarioText(lines: n), size: n, expectingItsOwnRecording: expecting)
  }

  /// `containment trace` of `text` in process, its output counted as it is
  /// written: the work is `size` operations and the lines written.
  static func trace(
    scenario text: String, size n: Int, expectingItsOwnRecording expecting: Bool = false
  ) -> (Double, Work) {
    // The recording `--expect` reads: the trace itself, written once before
    // the measured runs.
    var recording = ""
    if expecting {
      var recorder = CommandLineTool(readFile: { _ in nil }, readStandardInput: { text })
      let pieces = WrittenText()
      recorder.standardOutputWriter = { pieces.append($0) }
      _ = recorder.run(["trace", "-"])
      recording = pieces.text
    }
    let recorded = recording
    var tool = CommandLineTool(
      readFile: { $0 == "recorded.trace" ? recorded : nil }, readStandardInput: { text })
    let arguments = ["trace"] + (expecting ? ["--expect", "recorded.trace"] : []) + ["-"]
    let lines = ByteCounter()
    tool.standardOutputWriter = { piece in
      // Counting over contiguous bytes keeps the count's own cost out of
      // the figure.
      var piece = piece
      lines.add(
        piece.withUTF8 { bytes in
          var count = 0
          for byte in bytes { count &+= byte == 10 ? 1 : 0 }
          return count
        })
      return true
    }
    return median(repetitions: 3) {
      lines.reset()
      let result = tool.run(arguments)
      guard result.exitCode == 0 else {
        fatalError("the benchmark's scenario failed: \(result.standardError)")
      }
      return Work(operations: n, callbacks: lines.count)
    }
  }

  /// `containment trace` or `containment audit` of a container given `n`
  /// children, none told `didMove` (a finding each), its output written to
  /// a writer as the command writes standard output, and counted, not kept:
  /// the work (events: bytes written) and the peak memory are the
  /// command's.
  static func command(_ subcommand: String, childrenNeverToldDidMove n: Int) -> (Double, Work) {
    var lines = [
      "let p = UIViewController()", "window.rootViewController = p", "window.makeKeyAndVisible()",
    ]
    for index in 0..<n { lines.append("let c\(index) = UIViewController()") }
    for index in 0..<n {
      lines.append("p.addChild(c\(index))")
      lines.append("p.view.addSubview(c\(index).view)")
    }
    let text = lines.joined(separator: "\n")
    lines = []  // Not counted in the command's memory.
    return command(subcommand, text: text, size: n)
  }

  /// The command `subcommand` of a container with 1,000 children, each
  /// called `viewWillAppear` directly on `n / 1000` lines: `n` findings
  /// (A7) from a world of a thousand controllers.
  static func command(_ subcommand: String, repeatedMistakes n: Int) -> (Double, Work) {
    var lines = [
      "let p = UIViewController()", "window.rootViewController = p", "window.makeKeyAndVisible()",
    ]
    for index in 0..<1_000 {
      lines.append("let c\(index) = UIViewController()")
      lines.append("p.addChild(c\(index))")
      lines.append("p.view.addSubview(c\(index).view)")
      lines.append("c\(index).didMove(toParent: p)")
    }
    for _ in 0..<max(1, n / 1_000) {
      lines.append("for c in p.children { c.viewWillAppear(true) }")
    }
    let text = lines.joined(separator: "\n")
    lines = []  // Not counted in the command's memory.
    return command(subcommand, text: text, size: n)
  }

  /// Runs the command `subcommand` on `text` through a writer, as `main`
  /// does: the bytes written, as events; `size`, as operations.
  private static func command(_ subcommand: String, text: String, size n: Int) -> (Double, Work) {
    var tool = CommandLineTool(readFile: { _ in nil }, readStandardInput: { text })
    let written = ByteCounter()
    tool.standardOutputWriter = { piece in
      written.add(piece.utf8.count)
      return true
    }
    return median(repetitions: 3) {
      written.reset()
      let result = tool.run([subcommand, "-"])
      guard result.exitCode == (subcommand == "audit" ? 1 : 0) else {
        fatalError("the benchmark's \(subcommand) failed: \(result.standardError)")
      }
      return Work(operations: n, callbacks: written.count)
    }
  }

  /// `containment explore` of the DTPager PR #35 fix to `depth`, in ios17,
  /// with every system event but memory warnings: the steps taken (as
  /// operations) and the distinct states kept (as events); `deepening`, by
  /// iterative deepening from the first level, as past the memory cap.
  static func explore(depth: Int, deepening: Bool) -> (Double, Work) {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Examples/explore-dtpager-pr35-after.scenario")
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let scenario = try? Scenario(parsing: text)
    else { fatalError("cannot read \(url.path)") }
    var options = ExplorationOptions(
      depth: depth, events: [.appear, .present, .time, .rotate, .navigation, .background],
      maximumStates: 10_000_000)
    if deepening { options.maximumHeldStates = 1 }
    return median(repetitions: 3) {
      let explored = scenario.explore(profile: .ios17, options: options)
      guard explored.outcome == .clean else { fatalError("the fix explores dirty") }
      return Work(operations: explored.steps, callbacks: explored.states)
    }
  }

  /// A container's Swift of about 300 lines, as a user pastes it: a class
  /// with stored properties, its four appearance overrides forwarding by
  /// hand, 17 methods of 16 lines each that add, swap and remove
  /// pages with `guard`, `if let`, a `switch` and animations; then a
  /// driver of 20 lines.
  static func pastedText() -> String {
    var lines = [
      "import UIKit", "", "enum Mode { case idle, moving }", "",
      "final class Pages: UIViewController {",
      "    private var current: UIViewController?", "    private var mode: Mode = .idle",
      "    private var moves = 0", "    private let duration = 0.25", "",
      "    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }", "",
    ]
    for (method, flag) in [
      ("viewWillAppear", "true"), ("viewDidAppear", ""), ("viewWillDisappear", "false"),
      ("viewDidDisappear", ""),
    ] {
      lines += [
        "    override func \(method)(_ animated: Bool) {", "        super.\(method)(animated)",
        flag.isEmpty
          ? "        current?.endAppearanceTransition()"
          : "        current?.beginAppearanceTransition(\(flag), animated: animated)",
        "    }", "",
      ]
    }
    for index in 0..<17 {
      lines += [
        "    func show\(index)(_ page: UIViewController, animated: Bool) {",
        "        guard mode == .idle, page !== current else { return }",
        "        let old = current", "        old?.willMove(toParent: nil)",
        "        addChild(page)",
        "        view.addSubview(page.view)",
        "        page.view.frame = view.bounds",
        "        switch mode {", "        case .idle: moves += 1", "        case .moving: break",
        "        }",
        "        if let old = old { old.view.removeFromSuperview(); old.removeFromParent() }",
        "        page.didMove(toParent: self)", "        current = page", "    }", "",
      ]
    }
    lines += ["}", ""]
    lines += [
      "let a = UIViewController()", "let b = UIViewController()", "let pages = Pages()",
      "window.rootViewController = pages", "window.makeKeyAndVisible()",
      "RunLoop.main.runUntilIdle()",
    ]
    for index in 0..<14 {
      lines.append("pages.show\(index)(\(index.isMultiple(of: 2) ? "a" : "b"), animated: false)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reading, expanding, checking and running ``pastedText()`` `n` times.
  static func pasted(_ n: Int) -> (Double, Work) {
    let text = pastedText()
    return median(repetitions: 3) {
      var events = 0
      for _ in 0..<n {
        do {
          let scenario = try Scenario(parsing: text)
          let run = scenario.run(profile: .ios17)
          if let failure = run.failure { fatalError("the pasted file fails: \(failure)") }
          events += run.events.count
        } catch {
          fatalError("the pasted file does not parse: \(error)")
        }
      }
      return Work(operations: n, callbacks: events)
    }
  }
}

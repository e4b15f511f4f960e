import Containment

/// The standard mixed workload: 1,000 controllers in a tab bar controller
/// holding a navigation controller and two custom containers, and `calls`
/// random legal calls chosen by a seeded generator (the same every run).
///
/// The workload keeps its own mirror of who is where, so that every call it
/// makes is legal; the model raising stops the benchmark.
struct MixedWorkload {
  private var driver = Driver()
  private var random = SplitMix64(seed: 2026)
  private let tabs: ControllerID
  private let navigation: ControllerID
  private let containers: [ControllerID]
  private var stack: [ControllerID] = []
  private var embedded: [[ControllerID]]
  private var free: [ControllerID] = []
  private var windowHidden = false

  init(controllers: Int) {
    tabs = driver.world.makeTabBarController(named: "tabs")
    navigation = driver.world.makeNavigationController(named: "nav")
    containers = [
      driver.world.makeViewController(named: "left"),
      driver.world.makeViewController(named: "right"),
    ]
    embedded = [[], []]
    let navigationRoot = driver.world.makeViewController(named: "navRoot")
    driver.perform(.setViewControllers([navigationRoot], of: navigation, animated: false))
    stack = [navigationRoot]
    driver.perform(
      .setViewControllers([navigation] + containers, of: tabs, animated: false))
    driver.show(tabs)
    for index in 0..<(controllers - 5) {
      let leaf = driver.world.makeViewController(named: "v\(index)")
      if index % 3 == 2 {
        free.append(leaf)
      } else {
        driver.embed(leaf, in: containers[index % 3])
        embedded[index % 3].append(leaf)
      }
    }
    driver.perform(.runUntilIdle)
    _ = driver.takeWork()
  }

  /// Performs random legal calls until `calls` more have been made.
  mutating func run(calls: Int) -> Work {
    while driver.work.operations < calls { step() }
    return driver.takeWork()
  }

  private mutating func step() {
    switch random.next() % 10 {
    case 0, 1:
      // Embed a free controller in a custom container.
      guard !free.isEmpty else { return }
      let container = Int(random.next() % 2)
      let leaf = free.removeLast()
      driver.embed(leaf, in: containers[container])
      embedded[container].append(leaf)
    case 2, 3:
      // Take a random child out of a custom container.
      let container = Int(random.next() % 2)
      guard !embedded[container].isEmpty else { return }
      let position = Int(random.next() % UInt64(embedded[container].count))
      embedded[container].swapAt(position, embedded[container].count - 1)
      let leaf = embedded[container].removeLast()
      driver.unembed(leaf)
      free.append(leaf)
    case 4:
      // Push a free controller, to the end of its animation.
      guard !free.isEmpty else { return }
      let leaf = free.removeLast()
      driver.perform(
        .pushViewController(leaf, onto: navigation, animated: random.next() % 2 == 0))
      driver.perform(.runUntilIdle)
      stack.append(leaf)
    case 5:
      // Pop, to the end of its animation.
      guard stack.count > 1 else { return }
      driver.perform(.popViewController(navigation, animated: random.next() % 2 == 0))
      driver.perform(.runUntilIdle)
      free.append(stack.removeLast())
    case 6:
      // Select a tab.
      driver.perform(.setSelectedIndex(Int(random.next() % 3), of: tabs))
      driver.perform(.endTurn)
    case 7:
      // Rotate the main window.
      let orientation: Orientation = random.next() % 2 == 0 ? .portrait : .landscapeLeft
      driver.perform(.rotate(driver.world.mainWindow, to: orientation, duration: 0.3))
      driver.perform(.runUntilIdle)
    case 8:
      // Hide or show the window.
      windowHidden.toggle()
      driver.perform(.setWindowHidden(driver.world.mainWindow, windowHidden))
      driver.perform(.runUntilIdle)
    default:
      // A memory warning, then the end of the turn.
      driver.perform(.didReceiveMemoryWarning)
      driver.perform(.endTurn)
    }
  }
}

/// A small, fast, seeded generator (SplitMix64), so that every run of the
/// benchmark makes the same calls.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

extension Workloads {
  /// The mixed workload: setup untimed, `n` random legal calls timed.
  static func mixed(_ n: Int) -> (Double, Work) {
    var workload = MixedWorkload(controllers: 1_000)
    return median(repetitions: 3) { workload.run(calls: n) }
  }
}

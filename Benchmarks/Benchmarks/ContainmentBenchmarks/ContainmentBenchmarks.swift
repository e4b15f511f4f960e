import Benchmark
import Containment
import ContainmentScenario

/// A visible root with `count` children embedded the documented way, settled.
func worldWithChildren(_ count: Int) -> (World, ControllerID, [ControllerID]) {
  var world = World(profile: .ios17)
  let root = world.makeViewController(named: "root")
  let children = (0..<count).map { world.makeViewController(named: "c\($0)") }
  _ = try? world.perform(.setRootViewController(root, of: world.mainWindow))
  _ = try? world.perform(.makeKeyAndVisible(world.mainWindow))
  for child in children {
    _ = try? world.perform(.addChild(child, to: root))
    _ = try? world.perform(.addSubview(.view(of: child), to: .view(of: root)))
    _ = try? world.perform(.directCall(.didMove(toParent: root), on: child))
  }
  _ = try? world.perform(.runUntilIdle)
  return (world, root, children)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal], maxDuration: .seconds(2))

  // One call on a world of 1, 100 and 1000 controllers: the cost of a call,
  // including the copy-on-write snapshot that makes exceptions atomic.
  for count in [1, 100, 1000] {
    Benchmark("add and remove one child, \(count) siblings") { benchmark in
      var (world, root, _) = worldWithChildren(count)
      let extra = world.makeViewController(named: "extra")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try? world.perform(.addChild(extra, to: root)))
        blackHole(try? world.perform(.removeFromParent(extra)))
      }
    }
  }

  // A parent with 100 children appearing and disappearing: forwarding.
  Benchmark("window shown and hidden, 100 children") { benchmark in
    var (world, _, _) = worldWithChildren(100)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try? world.perform(.setWindowHidden(world.mainWindow, true)))
      blackHole(try? world.perform(.runUntilIdle))
      blackHole(try? world.perform(.setWindowHidden(world.mainWindow, false)))
      blackHole(try? world.perform(.runUntilIdle))
    }
  }

  // A scenario parsed and run, as the command does.
  Benchmark("parse and run a navigation scenario") { benchmark in
    let text = """
      let a = UIViewController()
      let b = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(b, animated: true)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: true)
      """
    for _ in benchmark.scaledIterations {
      blackHole(try? Scenario(parsing: text).run(profile: .ios17))
    }
  }
}

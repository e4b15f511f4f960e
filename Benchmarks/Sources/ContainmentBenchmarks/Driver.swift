import Containment

/// A world and the work done on it so far: every call goes through
/// ``perform(_:)``, which counts it and its events, and stops the benchmark
/// if the model raises (a workload makes only legal calls).
struct Driver {
  var world: World
  var work = Work()

  init(profile: Profile = .ios17) { world = World(profile: profile) }

  mutating func perform(_ call: Call) {
    do {
      let events = try world.apply(call)
      work.operations += 1
      work.callbacks += events.count
    } catch {
      fatalError("the benchmark made an illegal call \(call): \(error)")
    }
  }

  /// Like ``perform(_:)``, through `apply(_:handler:)`: each event is
  /// counted as it happens and none is kept, so that peak memory is the
  /// world's own.
  mutating func performStreaming(_ call: Call) {
    var events = 0
    do {
      try world.apply(call) { _, _ in events += 1 }
      work.operations += 1
      work.callbacks += events
    } catch {
      fatalError("the benchmark made an illegal call \(call): \(error)")
    }
  }

  /// `child` embedded in `parent` the documented way: addChild, the view,
  /// didMove.
  mutating func embed(_ child: ControllerID, in parent: ControllerID) {
    perform(.addChild(child, to: parent))
    perform(.addSubview(.view(of: child), to: .view(of: parent)))
    perform(.directCall(.didMove(toParent: parent), on: child))
  }

  /// `child` taken out the documented way: willMove(nil), the view,
  /// removeFromParent.
  mutating func unembed(_ child: ControllerID) {
    perform(.directCall(.willMove(toParent: nil), on: child))
    perform(.removeFromSuperview(.view(of: child)))
    perform(.removeFromParent(child))
  }

  /// `count` unrelated controllers, loaded and visible as children of one
  /// container in a second window.
  mutating func addUnrelatedControllers(_ count: Int) {
    let window = world.makeWindow(named: "other")
    let container = world.makeViewController(named: "others")
    perform(.setRootViewController(container, of: window))
    for index in 0..<count {
      embed(world.makeViewController(named: "u\(index)"), in: container)
    }
    perform(.makeKeyAndVisible(window))
    perform(.runUntilIdle)
  }

  /// Shows `root` as the main window's root and settles; `streamed` with
  /// ``performStreaming(_:)``.
  mutating func show(_ root: ControllerID, streamed: Bool = false) {
    for call in [
      Call.setRootViewController(root, of: world.mainWindow), .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle,
    ] {
      if streamed { performStreaming(call) } else { perform(call) }
    }
  }

  /// Takes the work counted so far and starts counting from zero.
  mutating func takeWork() -> Work {
    defer { work = Work() }
    return work
  }
}

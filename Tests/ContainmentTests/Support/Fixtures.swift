import XCTest

@testable import Containment

/// Worlds built only through legal operations, for tests to start from.
extension World {
  /// How many internal invariants fail (see `World+Invariants.swift`).
  var invariantViolationsCount: Int { invariantViolations().count }

  /// Performs operations that must not raise, and returns their events.
  ///
  /// The model's internal invariants are checked after each operation, so
  /// that every rule test also tests that the state it reaches is whole.
  @discardableResult
  mutating func run(
    _ operations: Call..., file: StaticString = #filePath, line: UInt = #line
  ) -> [Event] {
    var events: [Event] = []
    for operation in operations {
      do {
        events += try apply(operation)
      } catch {
        XCTFail("setup raised \(error.code): \(error.message)", file: file, line: line)
      }
      let violations = invariantViolations()
      if !violations.isEmpty {
        XCTFail(
          "after \(operation): internal invariants broken: "
            + violations.joined(separator: "; "), file: file, line: line)
      }
    }
    return events
  }

  /// A world whose main window is visible and shows `root`, settled.
  static func showing(
    _ rootName: String = "root", profile: Profile
  ) -> (world: World, root: ControllerID) {
    var world = World(profile: profile)
    let root = world.makeViewController(named: rootName)
    world.run(
      .setRootViewController(root, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle)
    return (world, root)
  }

  /// A world whose main window shows a navigation controller `nav` with
  /// `a` as its root, settled.
  static func showingNavigation(profile: Profile) -> (World, nav: ControllerID, a: ControllerID) {
    var world = World(profile: profile)
    let root = world.makeViewController(named: "a")
    let nav = world.makeNavigationController(named: "nav")
    world.run(
      .setViewControllers([root], of: nav, animated: false),
      .setRootViewController(nav, of: world.mainWindow),
      .makeKeyAndVisible(world.mainWindow),
      .runUntilIdle)
    return (world, nav, root)
  }

  /// Adds `child` to `parent` the documented way: addChild, addSubview, didMove.
  mutating func embed(_ child: ControllerID, in parent: ControllerID) {
    run(
      .addChild(child, to: parent),
      .addSubview(.view(of: child), to: .view(of: parent)),
      .directCall(.didMove(toParent: parent), on: child))
  }
}

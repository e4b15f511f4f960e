import XCTest

@testable import Containment

/// Rule 6.4's scene on its own: every activity × every event, with and
/// without scenes, and no ``World`` (the whole traces are in the scenario
/// tests of rule 6.4).
final class SceneMachineTests: XCTestCase {
  /// A machine at `activity`, reached through its own events.
  private func machine(at activity: SceneActivity) -> SceneMachine {
    var machine = SceneMachine()
    switch activity {
    case .active: break
    case .inactive: _ = machine.handle(.deactivate, hasScenes: true)
    case .background: _ = machine.handle(.enterBackground, hasScenes: true)
    case .disconnected: _ = machine.handle(.disconnect, hasScenes: true)
    }
    XCTAssertEqual(machine.activity, activity)
    return machine
  }

  /// Every cell: the lines with scenes, the lines without, where it goes.
  private let matrix:
    [(SceneActivity, SceneEvent, [LifecycleCallback], [LifecycleCallback], SceneActivity)] = [
      (
        .active, .enterBackground, [.sceneWillResignActive, .sceneDidEnterBackground],
        [.applicationWillResignActive, .applicationDidEnterBackground], .background
      ),
      (.active, .enterForeground, [], [], .active),
      (.active, .deactivate, [.sceneWillResignActive], [.applicationWillResignActive], .inactive),
      (.active, .activate, [], [], .active),
      (
        .active, .disconnect, [.sceneWillResignActive, .sceneDidDisconnect],
        [.applicationWillResignActive], .disconnected
      ),
      (
        .inactive, .enterBackground, [.sceneDidEnterBackground],
        [.applicationDidEnterBackground], .background
      ),
      (.inactive, .enterForeground, [], [], .inactive),
      (.inactive, .deactivate, [], [], .inactive),
      (.inactive, .activate, [.sceneDidBecomeActive], [.applicationDidBecomeActive], .active),
      (.inactive, .disconnect, [.sceneDidDisconnect], [], .disconnected),
      (.background, .enterBackground, [], [], .background),
      (
        .background, .enterForeground, [.sceneWillEnterForeground, .sceneDidBecomeActive],
        [.applicationWillEnterForeground, .applicationDidBecomeActive], .active
      ),
      (.background, .deactivate, [], [], .background),
      (.background, .activate, [], [], .background),
      (.background, .disconnect, [.sceneDidDisconnect], [], .disconnected),
    ]

  func testEveryEventFromEveryLiveActivity() {
    for (activity, event, withScenes, withoutScenes, next) in matrix {
      for (hasScenes, lines) in [(true, withScenes), (false, withoutScenes)] {
        var machine = machine(at: activity)
        let label = "\(activity) \(event) scenes: \(hasScenes)"
        XCTAssertEqual(machine.handle(event, hasScenes: hasScenes), lines, label)
        XCTAssertEqual(machine.activity, next, label)
      }
    }
    // Every live activity with every event is in the matrix.
    XCTAssertEqual(matrix.count, 3 * SceneEvent.allCases.count)
  }

  func testADisconnectedSceneHearsNothingMore() {
    for event in SceneEvent.allCases {
      for hasScenes in [true, false] {
        var machine = machine(at: .disconnected)
        XCTAssertEqual(machine.handle(event, hasScenes: hasScenes), [], "\(event)")
        XCTAssertEqual(machine.activity, .disconnected)
      }
    }
  }
}

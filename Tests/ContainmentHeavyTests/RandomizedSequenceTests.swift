import ContainmentTestSupport
import ContainmentTesting
import XCTest

@testable import Containment

/// Seeded random call sequences.
///
/// After every step the invariants hold, a raised exception leaves the world
/// unchanged, and the same seed gives the same trace. Each failure names its
/// seed and step.
final class RandomizedSequenceTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      TestEnvironment.runsHeavyChecks, "a heavy check: .ci/run runs it, with CONTAINMENT_HEAVY=1")
  }

  /// The objects a sequence draws from.
  private struct Cast {
    var controllers: [ControllerID] = []
    var views: [ViewID] = []
    var windows: [WindowID] = []
    var navigation: ControllerID?
    var tabs: ControllerID?
  }

  private func makeWorld(profile: Profile) -> (World, Cast) {
    var world = World(profile: profile)
    var cast = Cast()
    cast.controllers = (0..<6).map { world.makeViewController(named: "c\($0)") }
    cast.views = (0..<2).map { world.makeView(named: "v\($0)") }
    cast.windows = [world.mainWindow, world.makeWindow(named: "w1")]
    return (world, cast)
  }

  /// The same, with a navigation controller and a tab bar controller among the
  /// controllers.
  private func makeWorldWithContainers(profile: Profile) -> (World, Cast) {
    var (world, cast) = makeWorld(profile: profile)
    let navigation = world.makeNavigationController(named: "nav")
    let tabs = world.makeTabBarController(named: "tabs")
    cast.navigation = navigation
    cast.tabs = tabs
    cast.controllers += [navigation, tabs]
    return (world, cast)
  }

  /// A random call for UIKit's containers, presentation and system events.
  private func randomContainerCall(_ cast: Cast, using rng: inout SplitMix64) -> Call {
    guard let navigation = cast.navigation, let tabs = cast.tabs else { return .endTurn }
    let plain = Array(cast.controllers.prefix(6))
    let controller = plain.randomElement(using: &rng) ?? plain[0]
    let other = cast.controllers.randomElement(using: &rng) ?? plain[0]
    let animated = Bool.random(using: &rng)
    let some = Array(plain.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)))
    let pool: [Call] = [
      .pushViewController(controller, onto: navigation, animated: animated),
      .pushViewController(controller, onto: navigation, animated: animated),
      .popViewController(navigation, animated: animated),
      .popToRootViewController(navigation, animated: animated),
      .popToViewController(controller, in: navigation, animated: animated),
      .setViewControllers(some, of: navigation, animated: animated),
      .beginInteractivePop(navigation),
      .finishInteractivePop(navigation),
      .cancelInteractivePop(navigation),
      .setViewControllers(some, of: tabs, animated: false),
      .setSelectedIndex(Int.random(in: -1...3, using: &rng), of: tabs),
      .setSelectedViewController(controller, of: tabs),
      .tapTab(at: Int.random(in: 0...2, using: &rng), of: tabs),
      .setModalPresentationStyle(
        ModalPresentationStyle.allCases.randomElement(using: &rng) ?? .automatic, of: controller),
      .present(controller, from: other, animated: animated, completion: nil),
      .present(controller, from: other, animated: animated, completion: [.endTurn]),
      .dismiss(other, animated: animated, completion: nil),
      .setRootViewController(
        [navigation, tabs].randomElement(using: &rng) ?? tabs, of: cast.windows[0]),
      .rotate(
        cast.windows[0], to: Orientation.allCases.randomElement(using: &rng) ?? .portrait,
        duration: 0.2),
      .didReceiveMemoryWarning,
    ]
    return pool.randomElement(using: &rng) ?? .endTurn
  }

  /// A random call.
  ///
  /// `windowsOnly` keeps to calls that drive appearance through
  /// windows alone (no explicit transitions, direct appearance calls or
  /// `transition(from:to:)`), after which appearance must match visibility.
  private func randomCall(
    _ cast: Cast, windowsOnly: Bool, using rng: inout SplitMix64
  ) -> Call {
    let controller = cast.controllers.randomElement(using: &rng) ?? cast.controllers[0]
    let other = cast.controllers.randomElement(using: &rng) ?? cast.controllers[0]
    let window = cast.windows.randomElement(using: &rng) ?? cast.windows[0]
    func view() -> ViewReference {
      Bool.random(using: &rng)
        ? .view(of: cast.controllers.randomElement(using: &rng) ?? cast.controllers[0])
        : .plain(cast.views.randomElement(using: &rng) ?? cast.views[0])
    }
    let common: [Call] = [
      .addChild(controller, to: other),
      .addChild(controller, to: other),
      .removeFromParent(controller),
      .directCall(.willMove(toParent: nil), on: controller),
      .directCall(.didMove(toParent: other), on: controller),
      .addSubview(view(), to: view()),
      .addSubview(view(), to: view()),
      .addSubview(.view(of: controller), to: .view(of: other)),
      .removeFromSuperview(view()),
      .setRootViewController(controller, of: window),
      .setWindowHidden(window, Bool.random(using: &rng)),
      .loadViewIfNeeded(controller),
      .setForwardsAppearance(controller, Bool.random(using: &rng)),
      .endTurn,
      .run(for: [0, 0.1, 0.3].randomElement(using: &rng) ?? 0),
    ]
    let explicit: [Call] = [
      .beginAppearanceTransition(
        controller, isAppearing: Bool.random(using: &rng), animated: Bool.random(using: &rng)),
      .endAppearanceTransition(controller),
      .directCall(.viewWillAppear(false), on: controller),
      .transition(
        in: other, from: controller, to: cast.controllers.randomElement(using: &rng) ?? controller,
        duration: [0, 0.2].randomElement(using: &rng) ?? 0,
        completion: [.removeFromParent(controller)]),
    ]
    let pool = windowsOnly ? common : common + explicit
    return pool.randomElement(using: &rng) ?? .endTurn
  }

  /// Runs one seeded sequence, checking after every step; returns the trace.
  @discardableResult
  private func runSequence(
    seed: UInt64, steps: Int, profile: Profile, windowsOnly: Bool
  ) -> (trace: [String], world: World) {
    var rng = SplitMix64(seed: seed)
    var (world, cast) = makeWorld(profile: profile)
    var trace: [String] = []
    for step in 0..<steps {
      let call = randomCall(cast, windowsOnly: windowsOnly, using: &rng)
      let before = world
      do {
        trace += try world.apply(call).traceLines(flags: true)
      } catch {
        XCTAssertEqual(
          world, before, "seed \(seed) step \(step): \(call) raised and changed the world")
        trace.append("raised \(error.code)")
      }
      let violations = world.invariantViolations()
      XCTAssert(violations.isEmpty, "seed \(seed) step \(step) after \(call): \(violations)")
      if !violations.isEmpty { break }
    }
    return (trace, world)
  }

  func testInvariantsHoldAfterEveryStepOfRandomSequences() {
    for profile in Profile.presets {
      for seed in UInt64(1)...40 {
        runSequence(seed: seed, steps: 150, profile: profile, windowsOnly: false)
      }
    }
  }

  func testInvariantsHoldWithUIKitsContainersPresentationAndSystemEvents() {
    var raised = 0
    var callbacks = 0
    for profile in Profile.presets {
      for seed in UInt64(1)...40 {
        var rng = SplitMix64(seed: seed)
        var (world, cast) = makeWorldWithContainers(profile: profile)
        for step in 0..<150 {
          let call =
            Bool.random(using: &rng)
            ? randomContainerCall(cast, using: &rng)
            : randomCall(cast, windowsOnly: false, using: &rng)
          let before = world
          do {
            callbacks += try world.apply(call).compactMap(\.callback).count
          } catch {
            raised += 1
            XCTAssertEqual(world, before, "\(profile) seed \(seed) step \(step): \(call) raised")
          }
          let violations = world.invariantViolations()
          XCTAssert(
            violations.isEmpty, "\(profile) seed \(seed) step \(step) after \(call): \(violations)")
          if !violations.isEmpty { break }
        }
      }
    }
    // Guards against a generator that stopped reaching the code under test.
    XCTAssertGreaterThan(callbacks, 10_000)
    XCTAssertGreaterThan(raised, 100)
  }

  func testTheSameSeedGivesTheSameTraceAndWorld() {
    for seed in UInt64(1)...10 {
      let first = runSequence(seed: seed, steps: 120, profile: .ios17, windowsOnly: false)
      let second = runSequence(seed: seed, steps: 120, profile: .ios17, windowsOnly: false)
      XCTAssertEqual(first.trace, second.trace, "seed \(seed)")
      XCTAssertEqual(first.world, second.world, "seed \(seed)")
    }
  }

  /// A random call of the kind a correct container makes, with appearance
  /// driven by windows alone: children embedded and removed the documented
  /// way, views into their parents' views, window roots, windows shown and
  /// hidden, time passing, and now and then a container that stops or
  /// starts forwarding.
  private func randomContainerLikeCall(_ cast: Cast, using rng: inout SplitMix64) -> Call {
    let controller = cast.controllers.randomElement(using: &rng) ?? cast.controllers[0]
    let other = cast.controllers.randomElement(using: &rng) ?? cast.controllers[0]
    let window = cast.windows.randomElement(using: &rng) ?? cast.windows[0]
    let pool: [Call] = [
      .addChild(controller, to: other),
      .addSubview(.view(of: controller), to: .view(of: other)),
      .addSubview(.view(of: controller), to: .view(of: other)),
      .directCall(.didMove(toParent: other), on: controller),
      .directCall(.willMove(toParent: nil), on: controller),
      .removeFromSuperview(.view(of: controller)),
      .removeFromParent(controller),
      .setRootViewController(controller, of: window),
      .setWindowHidden(window, Bool.random(using: &rng)),
      .setWindowHidden(window, false),
      .loadViewIfNeeded(controller),
      .endTurn,
      .run(for: 0.1),
      Bool.random(using: &rng)
        ? .setForwardsAppearance(controller, Bool.random(using: &rng)) : .endTurn,
    ]
    return pool.randomElement(using: &rng) ?? .endTurn
  }

  /// The controllers whose appearance revision 3 of rule 2.3 lets drift from
  /// their window.
  ///
  /// A controller drifts once it has been in such a place: a controller with no
  /// parent whose view sits inside another view than a window's (a move of
  /// an enclosing view may ask nobody), a child whose view is not a direct
  /// subview of its parent's (a plain view removed with it asks no child),
  /// a child of a container that forwards by hand, and every controller
  /// below one of these. The rest is driven by UIKit alone and must follow
  /// its window.
  private struct Drifting {
    private(set) var controllers: Set<ControllerID> = []

    mutating func spread(in world: World) {
      for controller in world.controllerIDs where mayDrift(controller, in: world) {
        controllers.insert(controller)
      }
      // Below a drifting controller, forwarding follows it.
      var changed = true
      while changed {
        changed = false
        for controller in world.controllerIDs where !controllers.contains(controller) {
          if let parent = world.parent(of: controller), controllers.contains(parent) {
            controllers.insert(controller)
            changed = true
          }
        }
      }
    }

    private func mayDrift(_ controller: ControllerID, in world: World) -> Bool {
      guard let view = world.view(of: controller), let superview = world.superview(of: view)
      else { return false }
      guard let parent = world.parent(of: controller) else {
        return !world.windowIDs.contains { world.windows[$0.index].view == superview }
      }
      return !world.forwardsAppearance(parent) || world.view(of: parent) != superview
    }
  }

  func testWindowDrivenAppearanceSettlesToVisibility() {
    var checked = 0
    for profile in Profile.presets {
      for seed in UInt64(1)...100 {
        var rng = SplitMix64(seed: seed)
        var (world, cast) = makeWorld(profile: profile)
        var drifting = Drifting()
        for _ in 0..<60 {
          _ = try? world.apply(randomContainerLikeCall(cast, using: &rng))
          drifting.spread(in: world)
        }
        _ = try? world.apply(.runUntilIdle)
        for controller in world.controllerIDs where !drifting.controllers.contains(controller) {
          checked += 1
          let visible = world.view(of: controller).map(world.isInVisibleWindow) ?? false
          XCTAssertEqual(
            world.appearance(of: controller), visible ? .appeared : .disappeared,
            "\(profile) seed \(seed): \(controller)")
        }
      }
    }
    print("window-driven sequences: \(checked) controllers driven by UIKit alone settled")
    // Guards against a generator whose every controller drifts.
    XCTAssertGreaterThan(checked, 200)
  }

  func testWindowDrivenCallbacksFollowTheArrowsOfTheStateMachine() {
    var appearanceCallbacks = 0
    for profile in Profile.presets {
      for seed in UInt64(1)...100 {
        var rng = SplitMix64(seed: seed)
        var (world, cast) = makeWorld(profile: profile)
        var states: [ControllerID: AppearanceState] = [:]
        var hadIsAppearing: Set<ControllerID> = []
        var drifting = Drifting()
        for step in 0..<60 {
          let call = randomContainerLikeCall(cast, using: &rng)
          drifting.spread(in: world)
          guard let events = try? world.apply(call) else { continue }
          for callback in events.compactMap(\.callback)
          where !drifting.controllers.contains(callback.controller) {
            if callback.method.isAppearanceCallback { appearanceCallbacks += 1 }
            let id = callback.controller
            let state = states[id, default: .disappeared]
            let context = "\(profile) seed \(seed) step \(step): \(callback) from \(state)"
            switch callback.method {
            case .viewWillAppear:
              XCTAssert(state == .disappeared || state == .disappearing, context)
              states[id] = .appearing
              hadIsAppearing.remove(id)
            case .viewIsAppearing:
              XCTAssertEqual(state, .appearing, context)
              XCTAssertFalse(hadIsAppearing.contains(id), "second viewIsAppearing: \(context)")
              hadIsAppearing.insert(id)
            case .viewDidAppear:
              XCTAssertEqual(state, .appearing, context)
              if profile.sendsViewIsAppearing {
                XCTAssert(hadIsAppearing.contains(id), "no viewIsAppearing: \(context)")
              }
              states[id] = .appeared
            case .viewWillDisappear:
              XCTAssert(state == .appeared || state == .appearing, context)
              states[id] = .disappearing
            case .viewDidDisappear:
              XCTAssertEqual(state, .disappearing, context)
              states[id] = .disappeared
            case .loadView, .viewDidLoad, .willMove, .didMove, .willRotate, .willAnimateRotation,
              .didRotate, .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload,
              .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
              break
            }
          }
        }
        _ = cast
      }
    }
    print("window-driven sequences delivered \(appearanceCallbacks) appearance callbacks")
    // Guards against a generator that stopped exercising appearance.
    XCTAssertGreaterThan(appearanceCallbacks, 1_000)
  }
}

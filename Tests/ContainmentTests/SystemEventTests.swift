import Containment
import ContainmentTesting
import XCTest

/// §6: rotation, size transitions and memory warnings.
final class SystemEventTests: XCTestCase {
  /// root with a visible child, a hidden child, and a child whose view is not
  /// in root's view.
  private func family(profile: Profile) -> (World, root: ControllerID) {
    var (world, root) = World.showing("root", profile: profile)
    let shown = world.makeViewController(named: "shown")
    let hidden = world.makeViewController(named: "hidden")
    let away = world.makeViewController(named: "away")
    world.embed(shown, in: root)
    world.embed(hidden, in: root)
    world.run(
      .setViewHidden(.view(of: hidden), true), .addChild(away, to: root),
      .directCall(.didMove(toParent: root), on: away), .runUntilIdle)
    return (world, root)
  }

  func testRule6_1_legacyRotationReachesVisibleChildrenInPreOrder() {
    for profile in [Profile.ios5, .ios7] {
      var (world, _) = family(profile: profile)
      assertTrace(
        in: profile,
        world.run(.rotate(world.mainWindow, to: .landscapeRight, duration: 0.4), .runUntilIdle),
        """
        root.willRotate(to: .landscapeRight, duration: 0.4)
        shown.willRotate(to: .landscapeRight, duration: 0.4)
        root.willAnimateRotation(to: .landscapeRight, duration: 0.4)
        shown.willAnimateRotation(to: .landscapeRight, duration: 0.4)
        // turn 3 ends
        // t = 0.4: window.rotate(to: .landscapeRight, duration: 0.4) ends
        root.didRotate(from: .portrait)
        shown.didRotate(from: .portrait)
        // turn 4 ends
        """)
    }
  }

  func testRule6_1_rotationForwardingOff_andIOS5sSingleSwitch() {
    for (profile, reachesShown) in [(Profile.ios5, false), (.ios7, true)] {
      var (world, root) = family(profile: profile)
      world.run(.setForwardsAppearance(root, false))
      let names = world.run(.rotate(world.mainWindow, to: .landscapeLeft, duration: 0))
        .compactMap(\.callback).map(\.controller.name)
      XCTAssertEqual(names.contains("shown"), reachesShown, "\(profile)")
      world.run(.setForwardsAppearance(root, true), .setForwardsRotation(root, false))
      let again = world.run(.rotate(world.mainWindow, to: .portrait, duration: 0))
        .compactMap(\.callback).map(\.controller.name)
      XCTAssertFalse(again.contains("shown"), "\(profile)")
    }
  }

  func testRule6_2_viewWillTransitionReachesEveryChildAtOnceInIOS17() {
    var (world, _) = family(profile: .ios17)
    assertTrace(
      world.run(.rotate(world.mainWindow, to: .landscapeLeft, duration: 0.3)),
      """
      root.viewWillTransition(to: .landscapeLeft)
      shown.viewWillTransition(to: .landscapeLeft)
      hidden.viewWillTransition(to: .landscapeLeft)
      away.viewWillTransition(to: .landscapeLeft)
      """)
    assertTrace(world.run(.rotate(world.mainWindow, to: .landscapeLeft, duration: 0.3)), "")
  }

  func testRule6_1_aFullScreenPresentedControllerTakesItsPresentersPlace() {
    var (world, root) = World.showing("root", profile: .ios7)
    let modal = world.makeViewController(named: "modal")
    world.run(
      .setModalPresentationStyle(.fullScreen, of: modal),
      .present(modal, from: root, animated: false, completion: nil), .runUntilIdle)
    assertTrace(
      world.run(.rotate(world.mainWindow, to: .landscapeLeft, duration: 0)),
      """
      modal.willRotate(to: .landscapeLeft, duration: 0.0)
      modal.willAnimateRotation(to: .landscapeLeft, duration: 0.0)
      """)
  }

  func testRule6_3_everyControllerGetsTheWarning_inTreeThenCreationOrder() {
    var (world, _) = family(profile: .ios17)
    let loose = world.makeViewController(named: "loose")
    _ = loose
    assertTrace(
      world.run(.didReceiveMemoryWarning),
      """
      root.didReceiveMemoryWarning()
      shown.didReceiveMemoryWarning()
      hidden.didReceiveMemoryWarning()
      away.didReceiveMemoryWarning()
      loose.didReceiveMemoryWarning()
      """)
  }

  func testRule6_3_inIOS5ViewsInNoWindowUnloadAndReloadOnNextAccess() {
    var (world, _) = World.showing("root", profile: .ios5)
    let offscreen = world.makeViewController(named: "offscreen")
    world.run(.loadViewIfNeeded(offscreen))
    assertTrace(
      world.run(.didReceiveMemoryWarning, .loadViewIfNeeded(offscreen)),
      """
      root.didReceiveMemoryWarning()
      offscreen.didReceiveMemoryWarning()
      offscreen.viewWillUnload()
      offscreen.viewDidUnload()
      offscreen.loadView()
      offscreen.viewDidLoad()
      """)
  }

  func testRule6_3_noUnloadingAfterIOS5() {
    for profile in [Profile.ios7, .ios17] {
      var world = World(profile: profile)
      let offscreen = world.makeViewController(named: "offscreen")
      world.run(.loadViewIfNeeded(offscreen))
      assertTrace(
        in: profile, world.run(.didReceiveMemoryWarning), "offscreen.didReceiveMemoryWarning()")
      XCTAssertTrue(world.isViewLoaded(offscreen), profile.name)
    }
  }
}

import Containment
import ContainmentTesting
import XCTest

/// §3: `transition(from:to:duration:)` between children.
final class TransitionTests: XCTestCase {
  /// A visible parent showing `old`, with `new` added and `old` told it leaves:
  /// the usual caller pattern of seeds 000 and 004, up to the transition.
  private func swapSetup(profile: Profile) -> (World, ControllerID, ControllerID, ControllerID) {
    var (world, parent) = World.showing("p", profile: profile)
    let old = world.makeViewController(named: "old")
    let new = world.makeViewController(named: "new")
    world.embed(old, in: parent)
    world.run(
      .runUntilIdle, .directCall(.willMove(toParent: nil), on: old), .addChild(new, to: parent))
    return (world, parent, old, new)
  }

  private func completion(_ parent: ControllerID, _ old: ControllerID, _ new: ControllerID)
    -> CallBlock
  {
    [.removeFromParent(old), .directCall(.didMove(toParent: parent), on: new)]
  }

  func testRule3_1_animatedTransitionEndsAfterItsDuration_thenTheCompletionRuns() {
    for profile in Profile.presets {
      var (world, parent, old, new) = swapSetup(profile: profile)
      let isAppearing = profile.sendsViewIsAppearing ? "new.viewIsAppearing(true)\n" : ""
      assertTrace(
        in: profile,
        world.run(
          .transition(
            in: parent, from: old, to: new, duration: 0.3,
            completion: completion(parent, old, new)),
          .run(for: 0.3)),
        """
        new.loadView()
        new.viewDidLoad()
        new.viewWillAppear(true)
        old.viewWillDisappear(true)
        // turn 3 ends
        \(isAppearing)// t = 0.3: p.transition(from: old, to: new, duration: 0.3) ends
        old.viewDidDisappear(true)
        new.viewDidAppear(true)
        // completion of p.transition(from: old, to: new, duration: 0.3)
        old.didMove(toParent: nil)
        new.didMove(toParent: p)
        // turn 4 ends
        """, flags: false)
      XCTAssertEqual(world.children(of: parent).map(\.name), ["new"])
      XCTAssertEqual(world.appearance(of: old), .disappeared)
      XCTAssertEqual(world.appearance(of: new), .appeared)
    }
  }

  func testRule3_1_theAnimationHasNotEndedBeforeItsDuration() {
    var (world, parent, old, new) = swapSetup(profile: .ios7)
    world.run(
      .transition(in: parent, from: old, to: new, duration: 0.3, completion: nil), .run(for: 0.2))
    XCTAssertEqual(world.appearance(of: new), .appearing)
    XCTAssertEqual(world.clock, 0.2)
    assertTrace(
      world.run(.run(for: 0.1)),
      """
      // t = 0.3: p.transition(from: old, to: new, duration: 0.3) ends
      old.viewDidDisappear(true)
      new.viewDidAppear(true)
      // turn 4 ends
      """)
  }

  func testRule3_1_zeroDurationEndsAtTheCommitBeforeQueuedWindowCallbacks() {
    var (world, parent, old, new) = swapSetup(profile: .ios17)
    let bystander = world.makeViewController(named: "bystander")
    assertTrace(
      world.run(
        .addSubview(.view(of: bystander), to: .view(of: parent)),
        .transition(
          in: parent, from: old, to: new, duration: 0, completion: completion(parent, old, new)),
        .endTurn),
      """
      bystander.loadView()
      bystander.viewDidLoad()
      bystander.viewWillAppear(false)
      new.loadView()
      new.viewDidLoad()
      new.viewWillAppear(false)
      old.viewWillDisappear(false)
      // turn 3 ends
      bystander.viewIsAppearing(false)
      new.viewIsAppearing(false)
      // t = 0.0: p.transition(from: old, to: new, duration: 0.0) ends
      old.viewDidDisappear(false)
      new.viewDidAppear(false)
      // completion of p.transition(from: old, to: new, duration: 0.0)
      old.didMove(toParent: nil)
      new.didMove(toParent: p)
      bystander.viewDidAppear(false)
      """)
  }

  func testRule3_1_theNewViewTakesTheOldViewsPlace() throws {
    var (world, parent, old, new) = swapSetup(profile: .ios17)
    world.run(
      .transition(in: parent, from: old, to: new, duration: 0.3, completion: nil), .runUntilIdle)
    let newView = try XCTUnwrap(world.view(of: new))
    let oldView = try XCTUnwrap(world.view(of: old))
    XCTAssertEqual(world.superview(of: newView), world.view(of: parent))
    XCTAssertNil(world.superview(of: oldView))
  }

  func testRule3_1_theToViewAddedFirst_inOneTurn_W1AtTheEnd_thenTheDid() {
    var (world, parent, old, new) = swapSetup(profile: .ios7)
    assertTrace(
      world.run(
        .addSubview(.view(of: new), to: .view(of: parent)),
        .transition(in: parent, from: old, to: new, duration: 0, completion: nil),
        .endTurn),
      """
      new.loadView()
      new.viewDidLoad()
      new.viewWillAppear(false)
      old.viewWillDisappear(false)
      // turn 3 ends
      // t = 0.0: p.transition(from: old, to: new, duration: 0.0) ends
      old.viewDidDisappear(false)
      warning: Unbalanced calls to begin/end appearance transitions for new.
      new.viewDidAppear(false)
      """)
  }

  func testRule3_1_theToViewAddedFirst_animated_theQueuedDidFirst_W1AtTheEnd() {
    var (world, parent, old, new) = swapSetup(profile: .ios17)
    assertTrace(
      world.run(
        .addSubview(.view(of: new), to: .view(of: parent)),
        .transition(in: parent, from: old, to: new, duration: 0.3, completion: nil),
        .runUntilIdle),
      """
      new.loadView()
      new.viewDidLoad()
      new.viewWillAppear(false)
      old.viewWillDisappear(true)
      // turn 3 ends
      new.viewIsAppearing(false)
      new.viewDidAppear(false)
      // t = 0.3: p.transition(from: old, to: new, duration: 0.3) ends
      old.viewDidDisappear(true)
      warning: Unbalanced calls to begin/end appearance transitions for new.
      // turn 4 ends
      """)
  }

  func testRule3_1_theToViewAddedFirst_inIOS5_theBeginResendsWillAppear_noWarning() {
    var (world, parent, old, new) = swapSetup(profile: .ios5)
    assertTrace(
      world.run(
        .addSubview(.view(of: new), to: .view(of: parent)),
        .transition(in: parent, from: old, to: new, duration: 0.3, completion: nil),
        .runUntilIdle),
      """
      new.loadView()
      new.viewDidLoad()
      new.viewWillAppear(false)
      new.viewDidAppear(false)
      new.viewWillAppear(true)
      old.viewWillDisappear(true)
      // turn 3 ends
      // t = 0.3: p.transition(from: old, to: new, duration: 0.3) ends
      old.viewDidDisappear(true)
      new.viewDidAppear(true)
      // turn 4 ends
      """)
  }

  func testRule3_1_E1_transitionBetweenNonSiblingsRaisesAndChangesNothing() {
    var (world, parent, old, _) = swapSetup(profile: .ios17)
    let stranger = world.makeViewController(named: "stranger")
    assertRaises(
      .noCommonParent(from: old, to: stranger), in: &world,
      .transition(in: parent, from: old, to: stranger, duration: 0.3, completion: nil))
    XCTAssertEqual(
      UIKitException.noCommonParent(from: old, to: stranger).message,
      "Children view controllers old and stranger must have a common parent view controller "
        + "when calling -[UIViewController transitionFromViewController:toViewController:"
        + "duration:options:animations:completion:]")
  }

  func testRule3_1_anExceptionInACompletionUndoesTheWholeRun() {
    var (world, parent, old, new) = swapSetup(profile: .ios17)
    let stranger = world.makeViewController(named: "stranger")
    world.run(
      .transition(
        in: parent, from: old, to: new, duration: 0.3,
        completion: [.transition(in: parent, from: new, to: stranger, duration: 0, completion: nil)]
      ))
    assertRaises(.noCommonParent(from: new, to: stranger), in: &world, .runUntilIdle)
  }
}

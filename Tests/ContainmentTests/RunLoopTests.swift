import Containment
import ContainmentTesting
import XCTest

/// §4: run-loop turns, the layout pass, the commit, animations.
final class RunLoopTests: XCTestCase {
  func testRule4_1_viewIsAppearingComesAtTheLayoutPassInPreOrder() {
    var world = World(profile: .ios17)
    let root = world.makeViewController(named: "root")
    let child = world.makeViewController(named: "c")
    let loose = world.makeViewController(named: "loose")
    world.run(.setRootViewController(root, of: world.mainWindow))
    world.embed(child, in: root)
    assertTrace(
      world.run(
        .beginAppearanceTransition(loose, isAppearing: true, animated: false),
        .makeKeyAndVisible(world.mainWindow),
        .endTurn),
      """
      loose.loadView()
      loose.viewDidLoad()
      loose.viewWillAppear(false)
      root.viewWillAppear(false)
      c.viewWillAppear(false)
      // turn 1 ends
      root.viewIsAppearing(false)
      c.viewIsAppearing(false)
      loose.viewIsAppearing(false)
      root.viewDidAppear(false)
      c.viewDidAppear(false)
      """)
  }

  func testRule4_3_viewIsAppearingComesRightBeforeADidAppearThatBeatsTheLayoutPass() {
    var world = World(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.run(.loadViewIfNeeded(child))
    assertTrace(
      world.run(
        .beginAppearanceTransition(child, isAppearing: true, animated: true),
        .endAppearanceTransition(child),
        .endTurn),
      """
      c.viewWillAppear(true)
      c.viewIsAppearing(true)
      c.viewDidAppear(true)
      // turn 1 ends
      """)
  }

  func testRule4_1_aTurnInWhichNothingHappenedEndsSilently() {
    var (world, _) = World.showing(profile: .ios17)
    let turns = world.turnsEnded
    assertTrace(world.run(.endTurn, .endTurn, .runUntilIdle), "")
    XCTAssertEqual(world.turnsEnded, turns)
  }

  func testRule4_1_workCausedAtTheTurnEndIsProcessedInTheSameTurnEnd() throws {
    var (world, root) = World.showing(profile: .ios17)
    let child = world.makeViewController(named: "c")
    world.embed(child, in: root)
    var events: [Event] = []
    // When c appears, its handler removes its view: both dids come in this turn end.
    try world.apply(.endTurn) { event, world in
      events.append(event)
      if event.callback?.method == .viewDidAppear(false), event.callback?.controller == child {
        events += try world.apply(.removeFromSuperview(.view(of: child)))
      }
    }
    assertTrace(
      events,
      """
      // turn 2 ends
      c.viewIsAppearing(false)
      c.viewDidAppear(false)
      c.viewWillDisappear(false)
      c.viewDidDisappear(false)
      """)
    XCTAssertTrue(world.isIdle)
  }

  func testRule4_1_aViewIsAppearingHandlersWorkRunsBeforeTheNextControllersViewIsAppearing()
    throws
  {
    // b no longer appears when its turn comes: the layout pass owes it nothing.
    assertTrace(
      try endTurnTakingOutSecondChild(whenFirstReceives: .viewIsAppearing(false)),
      """
      // turn 2 ends
      a.viewIsAppearing(false)
      b.viewWillDisappear(false)
      a.viewDidAppear(false)
      b.viewDidDisappear(false)
      """)
  }

  func testRule4_1_anAfterCommitHandlersWorkRunsBeforeTheNextQueuedCallback() throws {
    // b's queued did no longer applies, and b's disappearance completes in
    // the same turn end.
    assertTrace(
      try endTurnTakingOutSecondChild(whenFirstReceives: .viewDidAppear(false)),
      """
      // turn 2 ends
      a.viewIsAppearing(false)
      b.viewIsAppearing(false)
      a.viewDidAppear(false)
      b.viewWillDisappear(false)
      b.viewDidDisappear(false)
      """)
  }

  /// Embeds `a` then `b` in a visible root (ios17), then ends the turn; when
  /// `a` receives `method`, its handler takes `b`'s view out of the window.
  private func endTurnTakingOutSecondChild(whenFirstReceives method: Callback.Method) throws
    -> [Event]
  {
    var (world, root) = World.showing(profile: .ios17)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    world.embed(a, in: root)
    world.embed(b, in: root)
    var events: [Event] = []
    try world.apply(.endTurn) { event, world in
      events.append(event)
      if event.callback?.method == method, event.callback?.controller == a {
        events += try world.apply(.removeFromSuperview(.view(of: b)))
      }
    }
    return events
  }

  func testRule4_2_animationsCompleteInOrderOfEndTime_eachInItsOwnTurn() {
    var (world, parent) = World.showing("p", profile: .ios7)
    let a = world.makeViewController(named: "a")
    let b = world.makeViewController(named: "b")
    let c = world.makeViewController(named: "c")
    let d = world.makeViewController(named: "d")
    for child in [a, b, c, d] { world.run(.addChild(child, to: parent)) }
    world.run(
      .addSubview(.view(of: a), to: .view(of: parent)),
      .addSubview(.view(of: c), to: .view(of: parent)),
      .runUntilIdle)
    let events = world.run(
      .transition(in: parent, from: a, to: b, duration: 0.5, completion: []),
      .transition(in: parent, from: c, to: d, duration: 0.2, completion: []),
      .runUntilIdle)
    let notes = events.filter { if case .note = $0 { true } else { false } }
    assertTrace(
      notes,
      """
      // turn 3 ends
      // t = 0.2: p.transition(from: c, to: d, duration: 0.2) ends
      // completion of p.transition(from: c, to: d, duration: 0.2)
      // turn 4 ends
      // t = 0.5: p.transition(from: a, to: b, duration: 0.5) ends
      // completion of p.transition(from: a, to: b, duration: 0.5)
      // turn 5 ends
      """)
    XCTAssertEqual(world.clock, 0.5)
  }

  func testRule4_2_clockArithmeticIsExact() {
    var world = World()
    world.run(.run(for: 0.1), .run(for: 0.2))
    XCTAssertEqual(world.clock, 0.3)
  }
}

extension RunLoopTests {
  /// An infinite delay is the longest one (rule 4.5).
  ///
  /// As with `.greatestFiniteMagnitude`, the block waits a billion seconds; it does not run at the next
  /// turn. NaN and negative delays are 0 (rule 4.2).
  func testAnInfiniteDelayWaitsAsTheLongestFiniteOneDoes() throws {
    for delay in [Double.infinity, .greatestFiniteMagnitude] {
      var world = World(profile: .ios17)
      let a = world.makeViewController(named: "a")
      _ = try world.apply(.mainQueueAsyncAfter(seconds: delay, [.loadViewIfNeeded(a)]))
      _ = try world.apply(.endTurn)
      _ = try world.apply(.run(for: 1_000))
      XCTAssertFalse(world.isViewLoaded(a), "\(delay)")
      _ = try world.apply(.runUntilIdle)
      XCTAssertTrue(world.isViewLoaded(a), "\(delay)")
      XCTAssertEqual(world.clock, 1_000_000_000, "\(delay)")
    }
    var world = World(profile: .ios17)
    let a = world.makeViewController(named: "a")
    _ = try world.apply(.mainQueueAsyncAfter(seconds: .nan, [.loadViewIfNeeded(a)]))
    _ = try world.apply(.runUntilIdle)
    XCTAssertEqual(world.clock, 0)
  }
}

extension RunLoopTests {
  /// A turn end that runs many queued blocks is legitimate work: its budget
  /// grows with what was queued (30,000 blocks were stopped at 100,200
  /// steps), while a block that queues itself again is still stopped.
  func testManyQueuedBlocksRunAtTheTurnEndWithinTheBudget() throws {
    var world = World(profile: .ios17)
    let a = world.makeViewController(named: "a")
    for _ in 0..<30_000 {
      _ = try world.apply(.mainQueueAsync([.loadViewIfNeeded(a), .loadViewIfNeeded(a)]))
    }
    XCTAssertNoThrow(try world.apply(.runUntilIdle))
    XCTAssertTrue(world.isIdle)
  }
}

/// The benchmark's workloads, by the name the command line uses.
enum Workload: String, CaseIterable {
  case addRemove = "add-remove"
  case pushPop = "push-pop"
  case tabSwitch = "tab-switch"
  case forwarding
  case forwardingStreamed = "forwarding-streamed"
  case chain
  case wide
  case mixed
  case parse
  case short
  case trace
  case expect
  case traceOfMistakes = "trace-mistakes"
  case audit
  case traceOfRepeatedMistakes = "trace-repeated-mistakes"
  case auditOfRepeatedMistakes = "audit-repeated-mistakes"
  case explore
  case exploreDeepening = "explore-deepening"
  case pasted
  case queuedPushes = "scale-queued-pushes"
  case callsInOneTurn = "scale-calls-in-a-turn"
  case childrenQueries = "scale-children-queries"
  case timersOutOfOrder = "scale-timers-out-of-order"
  case heldDids = "scale-held-dids"
  case tabSelection = "scale-tab-selection"
  case presentationChain = "scale-presentation-chain"
  case sheetSettings = "scale-sheet-settings"
  case presentingAmongAnimations = "scale-presenting-among-animations"
  case presentingAmongTransitions = "scale-presenting-among-transitions"

  /// What the workload does, for the table's heading.
  var title: String {
    switch self {
    case .addRemove:
      "add/remove cycle of one child (embed, turn, unembed, turn) x1000 beside n unrelated visible controllers"
    case .pushPop:
      "animated push and pop, each run until idle, x1000 beside n unrelated visible controllers"
    case .tabSwitch:
      "tab switch there and back, each run until idle, x1000 beside n unrelated visible controllers"
    case .forwarding:
      "appearance forwarding: a visible 10-ary tree of n controllers, window hidden then shown"
    case .forwardingStreamed:
      "the same, each event handed to a handler as it happens (apply(_:handler:)), none kept"
    case .chain: "a chain n deep: build, show, hide, show, tear down"
    case .wide: "a container with n children: build, show, hide, show, tear down"
    case .mixed:
      "mixed: 1,000 controllers in tab bar, navigation and custom containers, n random legal calls"
    case .parse: "parsing and checking a scenario of n lines"
    case .short:
      "parsing and running a scenario of n lines in process, 10,000 times (operations: "
        + "scenarios; the explorer's unit of work)"
    case .trace: "the whole `containment trace` of a scenario of n lines (parse, run, render)"
    case .expect:
      "the same with --expect, against a recording of the same trace (compared as it is written)"
    case .traceOfMistakes:
      "`containment trace` of a container given n children, none told didMove (written out as "
        + "the command writes it)"
    case .audit:
      "`containment audit` of the same in every profile, run in step: n findings merged and "
        + "written as found (events: bytes written)"
    case .traceOfRepeatedMistakes:
      "`containment trace` of 1,000 children each called viewWillAppear directly on n / 1,000 "
        + "lines: n findings from a small world (written out as the command writes it)"
    case .auditOfRepeatedMistakes:
      "`containment audit` of the same in every profile: n findings written as found, the memory "
        + "the worlds' (events: bytes written)"
    case .pasted:
      "a pasted Swift container of 300 lines and a 20-line driver, read, expanded, checked and "
        + "run in ios17, n times (operations: files)"
    case .explore:
      "explore the DTPager PR #35 fix (Examples/explore-dtpager-pr35-after) to depth n, ios17, "
        + "every event but memory, audit on (operations: steps; events: states)"
    case .exploreDeepening:
      "the same by iterative deepening from the first level (the search past --max-memory)"
    case .queuedPushes: "n pushes asked in one turn, not animated, ios17 (was about cubic)"
    case .callsInOneTurn:
      "n calls in one turn, a child added and removed (was a false E0 past 5x10^4)"
    case .childrenQueries: "p.children.count read n times, p having n children (was quadratic)"
    case .timersOutOfOrder: "n asyncAfter blocks due in the reverse of their order (was quadratic)"
    case .heldDids:
      "n view animations ending out of order, each holding a child's didMove (was n^1.41)"
    case .tabSelection: "n tabs, each selected by index once, scattered (was O(k) a selection)"
    case .presentationChain:
      "a presentation chain n deep, each over the last, a turn each (was O(d) a present)"
    case .sheetSettings:
      "n controllers each given a sheet delegate and a presentation context (was O(n) a setting)"
    case .presentingAmongAnimations:
      "n presents and dismissals while n view animations run (was O(n) a dismissal)"
    case .presentingAmongTransitions:
      "n presents and dismissals, a short turn each, while n child transitions run "
        + "(was O(n) a present and a dismissal)"
    }
  }

  /// The sizes the command runs.
  func sizes(quick: Bool) -> [Int] {
    switch self {
    case .addRemove, .pushPop, .tabSwitch:
      quick ? [10, 1_000] : [10, 1_000, 10_000, 100_000]
    case .forwarding, .forwardingStreamed:
      quick ? [1_000] : [1_000, 10_000, 100_000, 1_000_000]
    case .chain, .wide:
      quick ? [1_000] : [1_000, 10_000, 100_000]
    case .mixed:
      quick ? [1_000] : [100_000]
    case .parse, .trace, .expect:
      quick ? [1_000] : [100_000, 1_000_000]
    case .short:
      quick ? [10] : [10, 50]
    case .traceOfMistakes, .audit:
      quick ? [1_000] : [10_000, 100_000]
    case .traceOfRepeatedMistakes, .auditOfRepeatedMistakes:
      quick ? [10_000] : [100_000, 1_000_000]
    // Depth 1 measures what reading the example and a first run cost the
    // process: the memory the search's states add is measured over it.
    case .explore:
      quick ? [4] : [1, 6, 8, 12]
    case .exploreDeepening:
      quick ? [4] : [1, 6, 10]
    case .pasted:
      quick ? [10] : [100, 1_000]
    // The exponent between the two largest sizes.
    case .queuedPushes, .callsInOneTurn, .childrenQueries, .timersOutOfOrder, .heldDids,
      .tabSelection, .presentationChain, .sheetSettings, .presentingAmongAnimations,
      .presentingAmongTransitions:
      quick ? [1_000, 4_000] : [1_000, 10_000, 100_000]
    }
  }

  /// Runs the case of size `n`: the median time and the work of one repetition.
  func run(_ n: Int) -> (Double, Work) {
    switch self {
    case .addRemove: Workloads.addRemove(n)
    case .pushPop: Workloads.pushPop(n)
    case .tabSwitch: Workloads.tabSwitch(n)
    case .forwarding: Workloads.forwarding(n, streamed: false)
    case .forwardingStreamed: Workloads.forwarding(n, streamed: true)
    case .chain: Workloads.buildShowHideTearDown(n, deep: true)
    case .wide: Workloads.buildShowHideTearDown(n, deep: false)
    case .mixed: Workloads.mixed(n)
    case .parse: Workloads.parse(n)
    case .short: Workloads.shortScenarios(lines: n)
    case .trace: Workloads.trace(n)
    case .expect: Workloads.trace(n, expectingItsOwnRecording: true)
    case .explore: Workloads.explore(depth: n, deepening: false)
    case .exploreDeepening: Workloads.explore(depth: n, deepening: true)
    case .traceOfMistakes: Workloads.command("trace", childrenNeverToldDidMove: n)
    case .audit: Workloads.command("audit", childrenNeverToldDidMove: n)
    case .traceOfRepeatedMistakes: Workloads.command("trace", repeatedMistakes: n)
    case .auditOfRepeatedMistakes: Workloads.command("audit", repeatedMistakes: n)
    case .pasted: Workloads.pasted(n)
    case .queuedPushes, .callsInOneTurn, .childrenQueries, .timersOutOfOrder, .heldDids,
      .tabSelection, .presentationChain, .sheetSettings, .presentingAmongAnimations,
      .presentingAmongTransitions:
      Workloads.trace(scenario: scalingScenario(n) ?? "", size: n)
    }
  }
}

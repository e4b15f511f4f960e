import Containment

/// `containment explore` (scenario language §7).
extension CommandLineTool {
  /// The options only `explore` takes, as parsed.
  struct ExploreOptions {
    var depth = 6
    var events = SystemEvent.defaults
    var maximumStates = ExplorationOptions().maximumStates
    /// `--time-limit`, in seconds.
    var timeLimit = 60.0
    var progress = false
    var allViolations = false
    /// `--workers`; `nil`: the machine's cores (``CommandLineTool/processorCount``).
    var workers: Int?
    /// `--max-memory`, in megabytes.
    var maximumMegabytes = 2_048.0
  }

  /// The help `containment explore --help` prints.
  public static let exploreUsage = """
    OVERVIEW: Explores every interleaving of a container's actions with system
    events, breadth first, and prints the shortest that breaks a rule of the
    audit, with a scenario that reproduces it.

    USAGE: containment explore [--profile ios5|ios7|ios17|all] [--depth N]
                               [--events LIST] [--max-states N]
                               [--time-limit SECONDS] [--format text|json]
                               [--all-violations] [--progress]
                               [--workers N] [--max-memory MB] [--] FILE|-

    ARGUMENTS:
      FILE        The scenario: the setup, then its actions
                  ('action select(index in 0..<3) where … { … }').

    OPTIONS:
      --profile   The UIKit release to emulate, or all (default: all).
      --depth     The most steps a path takes (default: 6).
      --events    The system events, comma-separated, among appear, present,
                  time, rotate, memory, navigation, background, sheet (default:
                  appear,present,time).
      --max-states
                  The most distinct states kept (default: 200000).
      --time-limit
                  Seconds before the search stops (default: 60).
      --format    text or json (default: text).
      --all-violations
                  Go on past the first broken rule: the shortest path of each.
      --progress  Print the depth and states reached on standard error.
      --workers   Threads that take each level's steps (default: the machine's
                  cores, at most 64); the output is the same for any number.
      --max-memory
                  Megabytes the breadth-first search may hold (default: 2048,
                  at 64 bytes a state: its key and its link; fractions
                  allowed); past it, the levels left are explored by
                  iterative deepening, which holds one path.

    EXIT CODES: 0 nothing breaks up to the depth; 1 a rule breaks (the shortest
    path is printed and written beside FILE as a scenario); 2 a budget was spent
    first (the depth covered completely is printed); 64, 65, 66, 74 as for trace.

    """

  /// Reads the options of `explore`, after the shared ones are taken out.
  static func exploreOptions(_ arguments: [String])
    -> Swift.Result<
      (shared: [String], explore: ExploreOptions, allProfiles: Bool), EarlyExit
    >
  {
    func failure(_ message: String)
      -> Swift.Result<
        (shared: [String], explore: ExploreOptions, allProfiles: Bool), EarlyExit
      >
    {
      .failure(
        EarlyExit(
          result: Result(
            exitCode: 64, standardOutput: "",
            standardError: "error: \(message)\nRun 'containment explore --help' for usage.\n")))
    }
    var shared: [String] = []
    var options = ExploreOptions()
    var allProfiles = true
    var remaining = splittingValues(arguments)[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--":
        shared.append(argument)
        shared += remaining
        remaining = []
      case "--profile":
        guard let name = remaining.popFirst() else {
          return failure("--profile takes ios5, ios7, ios17 or all")
        }
        if name != "all" {
          guard Profile.named(name) != nil else {
            return failure("--profile takes ios5, ios7, ios17 or all")
          }
          shared += [argument, name]
          allProfiles = false
        }
      case "--depth":
        guard let value = remaining.popFirst(), let depth = Int(value), (0...64).contains(depth)
        else { return failure("--depth takes a whole number from 0 to 64") }
        options.depth = depth
      case "--events":
        guard let value = remaining.popFirst() else {
          return failure("--events takes a comma-separated list of events")
        }
        var events: Set<SystemEvent> = []
        for name in value.split(separator: ",", omittingEmptySubsequences: false) {
          guard let event = SystemEvent(rawValue: String(name)) else {
            return failure(
              "unknown event '\(name)': --events takes "
                + SystemEvent.allCases.map(\.rawValue).joined(separator: ", "))
          }
          events.insert(event)
        }
        options.events = events
      case "--max-states":
        guard let value = remaining.popFirst(), let limit = Int(value), limit > 0 else {
          return failure("--max-states takes a whole number of states, 1 or more")
        }
        options.maximumStates = limit
      case "--time-limit":
        guard let value = remaining.popFirst(), let seconds = Double(value), seconds.isFinite,
          seconds > 0
        else { return failure("--time-limit takes a number of seconds, more than 0") }
        options.timeLimit = seconds
      case "--workers":
        guard let value = remaining.popFirst(), let count = Int(value), (1...64).contains(count)
        else { return failure("--workers takes a whole number from 1 to 64") }
        options.workers = count
      case "--max-memory":
        guard let value = remaining.popFirst(), let megabytes = Double(value),
          megabytes.isFinite, megabytes > 0, megabytes <= 1_048_576
        else { return failure("--max-memory takes a number of megabytes above 0, to 1048576") }
        options.maximumMegabytes = megabytes
      case "--progress":
        options.progress = true
      case "--all-violations":
        options.allViolations = true
      default:
        shared.append(argument)
      }
    }
    return .success((shared, options, allProfiles))
  }

  /// The options of `containment explore` and the scenario it explores;
  /// a mistake on the command line or in the scenario ends the command.
  private func exploreInputs(_ arguments: [String]) throws(EarlyExit) -> (
    parsed: (shared: [String], explore: ExploreOptions, allProfiles: Bool), options: Options,
    loaded: (name: String, text: String, scenario: Scenario)
  ) {
    let parsed: (shared: [String], explore: ExploreOptions, allProfiles: Bool)
    switch Self.exploreOptions(arguments) {
    case .failure(let exit): throw exit
    case .success(let value): parsed = value
    }
    let options: Options
    switch self.options(
      parsed.shared, command: "explore", usage: Self.exploreUsage, formats: ["text", "json"])
    {
    case .failure(let exit): throw exit
    case .success(let value): options = value
    }
    switch scenario(options.input ?? "-", json: options.format == "json") {
    case .failure(let failure): throw EarlyExit(result: failure.result)
    case .success(let loaded): return (parsed, options, loaded)
    }
  }

  /// Runs `containment explore`.
  func explore(_ arguments: [String]) -> Result {
    let parsed: (shared: [String], explore: ExploreOptions, allProfiles: Bool)
    let options: Options
    let loaded: (name: String, text: String, scenario: Scenario)
    do {
      (parsed, options, loaded) = try exploreInputs(arguments)
    } catch {
      return error.result
    }
    let json = options.format == "json"
    let profiles = parsed.allProfiles ? Profile.presets : [options.profile]
    let exploration = explorationOptions(parsed.explore)
    let start = clock?()
    var reports: [String] = []
    var exitCode: Int32 = 0
    var progressText = ""
    // Progress once a second at most: asked for, or standard error a terminal.
    let showsProgress = parsed.explore.progress || standardErrorIsTerminal
    var lastProgress = -Double.infinity
    for profile in profiles {
      let profileStart = clock?()
      let result = loaded.scenario.explore(profile: profile, options: exploration) { progress in
        let now = clock?()
        if showsProgress, (now ?? .infinity) - lastProgress >= 1 {
          lastProgress = now ?? lastProgress
          let elapsed = (now ?? 0) - (profileStart ?? 0)
          let rate = elapsed > 0 ? " \(Int(Double(progress.steps) / elapsed)) steps/s," : ""
          let line =
            "\(profile.name): depth \(progress.coveredDepth) complete,\(rate) "
            + "\(progress.states) states\n"
          if let progressWriter { progressWriter(line) } else { progressText += line }
        }
        guard let start, let now else { return true }
        return now - start < parsed.explore.timeLimit
      }
      progressText += Self.notes(of: result, in: profile)
      reports += report(
        result, of: loaded, among: profiles, input: options.input ?? "-", json: json,
        depth: exploration.depth, everyRule: exploration.findsEveryRule)
      switch result.outcome {
      case .clean: break
      case .broken: exitCode = 1
      case .budgetSpent: if exitCode == 0 { exitCode = 2 }
      }
    }
    // One profile's report is one object; several are a list of them.
    let output: String
    if !json {
      output = reports.joined()
    } else if reports.count == 1 {
      output = String(reports[0].dropFirst(2)) + "\n"
    } else {
      output = "[\n" + reports.joined(separator: ",\n") + "\n]\n"
    }
    return Result(exitCode: exitCode, standardOutput: output, standardError: progressText)
  }

  /// The reports of one profile's exploration: one per counterexample (each
  /// rule's with `--all-violations`), or one for a clean or spent search;
  /// each counterexample's scenario written beside the input.
  private func report(
    _ result: Exploration, of loaded: (name: String, text: String, scenario: Scenario),
    among profiles: [Profile], input: String, json: Bool, depth: Int, everyRule: Bool
  ) -> [String] {
    var reports: [String] = []
    var shown = [result]
    if everyRule, result.counterexamples.count > 1 {
      shown = result.counterexamples.map { found in
        var one = result
        one.outcome = .broken(found)
        return one
      }
    }
    for one in shown {
      var path: String?
      var alsoBreaksIn: [String] = []
      if case .broken(let counterexample) = one.outcome {
        alsoBreaksIn = Self.profiles(
          profiles.filter { $0 != result.profile }, whereTheSamePathBreaks: counterexample)
        path = counterexamplePath(
          for: input, profile: result.profile,
          rule: shown.count > 1 ? counterexample.finding.rule.id : nil)
        if let target = path, !(writeFile?(target, counterexample.scenarioText) ?? false) {
          path = nil
        }
      }
      reports.append(
        json
          ? Self.exploreJSON(
            one, depth: depth, scenarioPath: path, alsoBreaksIn: alsoBreaksIn)
          : Self.exploreText(
            one, depth: depth, file: loaded.name, source: loaded.text,
            scenarioPath: path, alsoBreaksIn: alsoBreaksIn))
    }
    return reports
  }

  /// The exploration's options from the command's.
  private func explorationOptions(_ parsed: ExploreOptions) -> ExplorationOptions {
    var exploration = ExplorationOptions(
      depth: parsed.depth, events: parsed.events, maximumStates: parsed.maximumStates)
    exploration.findsEveryRule = parsed.allViolations
    // At most 2^50 bytes over 64 a state: exact in a Double, and an Int.
    exploration.maximumHeldStates = max(
      1,
      Int(
        parsed.maximumMegabytes * 1_048_576
          / Double(ExplorationOptions.estimatedBytesPerHeldState)))
    exploration.workers = parsed.workers ?? min(max(processorCount, 1), 64)
    return exploration
  }

  /// What standard error says of a profile's search beside its report: the
  /// budget it spent, and where iterative deepening took over.
  private static func notes(of result: Exploration, in profile: Profile) -> String {
    var notes = ""
    if let budget = result.spentBudget {
      // The report's line is the same for all budgets.
      notes += "note: \(profile.name): \(Self.describe(budget))\n"
    }
    if let deepened = result.deepenedFrom {
      // The report's form is the same either way.
      notes +=
        "note: \(profile.name): past --max-memory at depth \(deepened); the depths from "
        + "there were explored by iterative deepening\n"
    }
    return notes
  }

  /// Where the scenario of a counterexample is written: beside the input,
  /// `NAME.PROFILE.counterexample.scenario`; in the current directory for
  /// standard input.
  private func counterexamplePath(for input: String, profile: Profile, rule: String? = nil)
    -> String
  {
    let base =
      input == "-"
      ? "explore"
      : (input.hasSuffix(".scenario") ? String(input.dropLast(".scenario".count)) : input)
    return "\(base).\(profile.name)\(rule.map { "." + $0 } ?? "").counterexample.scenario"
  }

  /// The names of the profiles among `others` where the written scenario
  /// of `counterexample`, audited, reports the same rule at the same line:
  /// the same path breaks there too (scenario language §7).
  static func profiles(
    _ others: [Profile], whereTheSamePathBreaks counterexample: Counterexample
  ) -> [String] {
    guard !others.isEmpty, let written = try? Scenario(parsing: counterexample.scenarioText)
    else { return [] }
    let finding = counterexample.finding
    return others.filter { other in
      Audit(
        written, profile: other,
        limits: RunLimits(stepLimitPerCall: nil, maximumEvents: Scenario.defaultMaximumEvents),
        keepingEvents: false
      ).findings.contains { $0.rule == finding.rule && $0.line == finding.line }
    }.map(\.name)
  }

  /// The text report of one profile's exploration.
  static func exploreText(
    _ exploration: Exploration, depth: Int, file: String, source: String, scenarioPath: String?,
    alsoBreaksIn: [String] = []
  ) -> String {
    let profile = exploration.profile.name
    switch exploration.outcome {
    case .clean:
      return "\(file): \(profile): nothing breaks up to depth \(depth) "
        + "(\(exploration.states) states)\n"
    case .budgetSpent:
      return "\(file): \(profile): a budget was spent; every path of "
        + "\(exploration.coveredDepth) step\(exploration.coveredDepth == 1 ? "" : "s") "
        + "is clean (\(exploration.states) states)\n"
    case .broken(let counterexample):
      let finding = counterexample.finding
      let count = counterexample.steps.count
      let length = count == 0 ? "in the setup" : "in \(count) step\(count == 1 ? "" : "s")"
      var text = "\(file): \(profile): \(finding.rule) \(length)\n"
      for (number, step) in counterexample.steps.enumerated() {
        text += "  \(number + 1). \(step)\n"
      }
      let severity =
        finding.rule == .raisesException || finding.rule == .runStopped ? "error" : "warning"
      let excerpt = SourceExcerpt(counterexample.scenarioText)
      text += excerpt.diagnostic(
        file: file, line: finding.line, column: 0, severity: severity,
        text: "\(finding.rule): \(finding.message)")
      text += "    UIKit: \(finding.consequence)\n"
      text += "    fix: \(finding.fix)\n"
      if !alsoBreaksIn.isEmpty {
        text += "  the same path breaks in \(alsoBreaksIn.joined(separator: ", ")) too\n"
      }
      text += "  reproduce: containment audit \(scenarioPath ?? "(not written)")\n"
      return text
    }
  }

  /// What the note on standard error says of a spent budget.
  static func describe(_ budget: ExplorationBudget) -> String {
    switch budget {
    case .states: "the states kept reached --max-states"
    case .stopped: "the search reached --time-limit"
    case .valueCombinations:
      "the actions take more than \(Exploration.maximumOffersPerState) combinations of "
        + "their parameters' values in one state, more than a search can try"
    }
  }

  /// The JSON name of a spent budget.
  static func name(of budget: ExplorationBudget) -> String {
    switch budget {
    case .states: "maxStates"
    case .stopped: "timeLimit"
    case .valueCombinations: "valueCombinations"
    }
  }

  /// The JSON object of one profile's exploration.
  static func exploreJSON(
    _ exploration: Exploration, depth: Int, scenarioPath: String?, alsoBreaksIn: [String] = []
  ) -> String {
    var fields: [(String, String)] = [("profile", JSON.quoted(exploration.profile.name))]
    switch exploration.outcome {
    case .clean:
      fields.append(("result", JSON.quoted("clean")))
    case .budgetSpent:
      fields.append(("result", JSON.quoted("budgetSpent")))
      if let budget = exploration.spentBudget {
        fields.append(("budget", JSON.quoted(Self.name(of: budget))))
      }
    case .broken(let counterexample):
      let finding = counterexample.finding
      fields += [
        ("result", JSON.quoted("broken")),
        ("rule", JSON.quoted(finding.rule.id)),
        ("steps", "[" + counterexample.steps.map(JSON.quoted).joined(separator: ", ") + "]"),
        (
          "finding",
          "{\"rule\": \(JSON.quoted(finding.rule.id)), \"name\": \(JSON.quoted(finding.rule.name)), "
            + "\"line\": \(finding.line), \"controller\": \(JSON.quoted(finding.controller)), "
            + "\"message\": \(JSON.quoted(finding.message))}"
        ),
        ("scenario", scenarioPath.map(JSON.quoted) ?? "null"),
        ("alsoBreaksIn", "[" + alsoBreaksIn.map(JSON.quoted).joined(separator: ", ") + "]"),
      ]
    }
    fields += [
      ("depth", String(depth)), ("coveredDepth", String(exploration.coveredDepth)),
      ("states", String(exploration.states)), ("stepsTaken", String(exploration.steps)),
      ("deepenedFrom", exploration.deepenedFrom.map(String.init) ?? "null"),
    ]
    return "  {" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}

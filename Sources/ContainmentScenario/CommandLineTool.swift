import Containment

/// The `containment` command, as a pure function of its arguments and inputs.
///
/// It implements scenario language §4; `main.swift` supplies the I/O.
public struct CommandLineTool: Sendable {
  /// What the command printed and how it exited.
  public struct Result: Hashable, Sendable {
    /// The exit code: 0, 1, 64, 65, 66 or 74 (scenario language §4).
    public var exitCode: Int32
    /// Standard output.
    public var standardOutput: String
    /// Standard error.
    public var standardError: String
  }

  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Reads a file's text, or returns `nil` when it cannot be read.
  public var readFile: @Sendable (String) -> String?
  /// Says why a file, or standard input (`-`), cannot be read ("no such
  /// file", "is a directory", "permission denied"), for the exit-66 message;
  /// `nil` when unknown.
  public var whyUnreadable: @Sendable (String) -> String? = { _ in nil }
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () -> String?

  /// How much work one statement may cause before its run stops with E0
  /// (`World.stepLimitPerCall`); a fuzzer lowers it to bound each input.
  public var stepLimitPerCall: Int?

  /// The most events a run may deliver unless `--max-events` says otherwise
  /// (see ``Scenario/run(profile:stepLimitPerCall:maximumEvents:layout:)``).
  public var maximumEvents = Scenario.defaultMaximumEvents

  /// Where `trace` writes its trace as the run goes, if anywhere.
  ///
  /// The trace goes out in pieces instead of in ``Result/standardOutput``, and
  /// costs a piece of its text in memory, not all of it. Returns `false` when the
  /// output failed (a full disk, a closed pipe): the run stops and the
  /// command exits 74. `nil` (the default) returns the whole trace.
  public var standardOutputWriter: (@Sendable (String) -> Bool)?

  /// Makes the command with its input functions.
  public init(
    readFile: @escaping @Sendable (String) -> String?,
    readStandardInput: @escaping @Sendable () -> String?
  ) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
  }

  /// The usage text `--help` prints.
  public static let usage = """
    OVERVIEW: Runs UIKit view-controller containment scenarios on a pure model
    and prints the lifecycle callbacks UIKit would deliver.

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags] [--layout]
                             [--format text|markdown|mermaid|json]
                             [--expect RECORDED] [--max-events N] [--] FILE|-
           containment audit [--profile ios5|ios7|ios17] [--layout] [--format text|json]
                             [--max-events N] [--] FILE|-
           containment reference [--profile ios5|ios7|ios17] [--format text|markdown]
           containment --help | --version

    COMMANDS:
      trace       Run a scenario and print its trace.
      audit       Report the mistakes of a container's calls, with rule IDs.
      reference   Print the reference scenarios and their traces.

    OPTIONS:
      --profile   The UIKit release to emulate (default: ios17).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --layout    Print viewWillLayoutSubviews and viewDidLayoutSubviews (rule
                  4.7); a scenario that uses layout is laid out either way.
      --format    The output format (default: text).
      --expect    (trace) A recorded trace to compare with the model's.
      --max-events
                  The most events a run may deliver before it stops (default:
                  10000000); a run also stops after 20 steps of work per event.
      --          Ends the options: what follows is the FILE.

    EXIT CODES: 0 success; 1 UIKit raised an exception (or audit found problems,
    or the run went past its budget); 64 bad command line; 65 the scenario does
    not parse or names unknown things; 66 the input cannot be read (at most
    256 MB); 74 the output cannot be written.

    """

  /// The help `containment trace --help` prints.
  public static let traceUsage = """
    OVERVIEW: Runs a scenario on the model and prints the lifecycle callbacks
    UIKit would deliver, one per line.

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags] [--layout]
                             [--format text|markdown|mermaid|json]
                             [--expect RECORDED.trace] [--max-events N] [--] FILE|-

    ARGUMENTS:
      FILE        The scenario to run, or - to read it from standard input.

    OPTIONS:
      --profile   The UIKit release to emulate (default: ios17).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --layout    Print viewWillLayoutSubviews and viewDidLayoutSubviews (rule
                  4.7). A scenario that names a layout callback or call is
                  laid out either way: without --layout its layout handlers
                  run and the trace leaves the layout callbacks out.
      --format    The trace format (default: text). In json, a run that
                  raised ends with an object of kind "error".
      --expect    Compare the model's trace with a recorded one (notes, blank
                  lines and, without --flags, flag annotations ignored): exit 1
                  with the first divergence and a line diff when they differ.
      --max-events
                  The most events the run may deliver (default: 10000000).
                  Past it, or past 20 steps of work per event, the run stops
                  at the line that started the runaway (exit 1).
      --          Ends the options: what follows is the FILE.
      Options take their value as the next argument or after '=':
      --profile ios5 and --profile=ios5 are the same.

    EXIT CODES: 0 the run ended; 1 UIKit raised an exception (the trace up to
    it is printed), the run went past its budget, or the trace differs from
    --expect; 64 bad command line; 65 the scenario does not parse or names
    unknown things; 66 the input cannot be read (at most 256 MB); 74 the
    output cannot be written.

    """

  /// The help `containment audit --help` prints.
  public static let auditUsage = """
    OVERVIEW: Runs a scenario and reports every mistake of the container's
    author: each finding has a stable rule ID (A1 ... A24), the scenario line,
    what is wrong, what UIKit will do, and the fix.

    USAGE: containment audit [--profile ios5|ios7|ios17] [--layout] [--format text|json]
                             [--max-events N] [--] FILE|-

    ARGUMENTS:
      FILE        The scenario to audit, or - to read it from standard input.

    OPTIONS:
      --profile   The UIKit release to emulate (default: ios17).
      --layout    Lay views out, delivering the layout callbacks (rule 4.7).
      --format    text (default) or json.
      --max-events
                  The most events the run may deliver (default: 10000000).
      --          Ends the options: what follows is the FILE.
      Options take their value as the next argument or after '='.

    EXIT CODES: 0 no findings; 1 findings (a UIKit exception is finding A19);
    64 bad command line; 65 the scenario does not parse or names unknown
    things; 66 the input cannot be read (at most 256 MB); 74 the output
    cannot be written.

    """

  /// The help `containment reference --help` prints.
  public static let referenceUsage = """
    OVERVIEW: Prints the reference scenarios: for every rule, a short
    scenario, the rules it shows with their evidence grades, and its trace in
    each profile (profiles that agree share one trace).

    USAGE: containment reference [--profile ios5|ios7|ios17] [--format text|markdown]

    OPTIONS:
      --profile   Only this profile (default: all three).
      --format    text (default) or markdown (the DocC article's text).

    """

  /// Splits `--option=value` into `--option` and `value`; other arguments
  /// pass unchanged.
  static func splittingValues(_ arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return [argument]
      }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
  }

  /// Runs the command with the arguments after the program name.
  public func run(_ arguments: [String]) -> Result {
    guard let command = arguments.first else {
      return usageError("missing command")
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      return Result(exitCode: 0, standardOutput: Self.usage, standardError: "")
    case "help":
      // `containment help trace` is `containment trace --help`.
      guard let topic = rest.first else {
        return Result(exitCode: 0, standardOutput: Self.usage, standardError: "")
      }
      guard rest.count == 1, let help = Self.help(of: topic) else {
        return usageError(
          "no help for '\(rest.joined(separator: " "))'"
            + Suggestion.didYouMean(topic, among: ["trace", "audit", "reference"]))
      }
      return Result(exitCode: 0, standardOutput: help, standardError: "")
    case "--version":
      return Result(exitCode: 0, standardOutput: "containment \(Self.version)\n", standardError: "")
    case "trace":
      return trace(rest)
    case "audit":
      return audit(rest)
    case "reference":
      return reference(rest)
    default:
      return usageError(
        "unknown command '\(command)'"
          + Suggestion.didYouMean(command, among: ["trace", "audit", "reference", "help"]))
    }
  }

  /// The help of a command: what `containment COMMAND --help` prints.
  static func help(of command: String) -> String? {
    switch command {
    case "trace": traceUsage
    case "audit": auditUsage
    case "reference": referenceUsage
    default: nil
    }
  }

  private func usageError(_ message: String, command: String? = nil) -> Result {
    let help = command.map { "containment \($0) --help" } ?? "containment --help"
    return Result(
      exitCode: 64, standardOutput: "",
      standardError: "error: \(message)\nRun '\(help)' for usage.\n")
  }

  /// The options of one command, as parsed.
  private struct Options {
    var profile = Profile.ios17
    var profileGiven = false
    var flags = false
    var layout = false
    var format: String?
    var expect: String?
    var input: String?
    var maximumEvents: Int?
  }

  /// A command that ends before it runs anything: a mistake on the command
  /// line (exit 64), `--help` (exit 0), or an input that cannot be read or
  /// parsed (exit 66, 65); `result` is what it prints.
  private struct EarlyExit: Error {
    let result: Result
  }

  /// Parses a command's options; `usage` is what its `--help` prints,
  /// `formats` the values `--format` takes, `takesFlags` and `takesExpect`
  /// whether `--flags` and `--expect` exist, `takesInput` whether a FILE or
  /// `-` is expected.
  private func options(
    _ arguments: [String], command: String, usage: String, formats: [String],
    takesFlags: Bool = false, takesExpect: Bool = false, takesInput: Bool = true
  ) -> Swift.Result<Options, EarlyExit> {
    func failure(_ message: String) -> Swift.Result<Options, EarlyExit> {
      .failure(EarlyExit(result: usageError(message, command: command)))
    }
    var options = Options()
    var endOfOptions = false
    var remaining = Self.splittingValues(arguments)[...]
    while let argument = remaining.popFirst() {
      switch endOfOptions ? "" : argument {
      case "" where endOfOptions:
        guard takesInput, options.input == nil else {
          return failure(takesInput ? "\(command) takes one FILE or -" : "\(command) takes no FILE")
        }
        options.input = argument
      case "--profile":
        guard let name = remaining.popFirst(), let named = Profile.named(name) else {
          return failure("--profile takes ios5, ios7 or ios17")
        }
        options.profile = named
        options.profileGiven = true
      case "--flags" where takesFlags:
        options.flags = true
      case "--expect" where takesExpect:
        guard let path = remaining.popFirst() else {
          return failure("--expect takes the file of a recorded trace")
        }
        options.expect = path
      case "--format":
        guard let name = remaining.popFirst(), formats.contains(name) else {
          let list = formats.dropLast().joined(separator: ", ") + " or " + (formats.last ?? "")
          return failure("--format takes \(list)")
        }
        options.format = name
      case "--layout" where takesInput:
        options.layout = true
      case "--max-events" where takesInput:
        guard let value = remaining.popFirst(), let limit = Int(value), limit > 0 else {
          return failure("--max-events takes a whole number of events, 1 or more")
        }
        options.maximumEvents = limit
      case "--help", "-h":
        return .failure(
          EarlyExit(result: Result(exitCode: 0, standardOutput: usage, standardError: "")))
      case "--" where !endOfOptions:
        endOfOptions = true
      default:
        if argument.hasPrefix("-") && argument != "-" && !endOfOptions {
          let known = [
            "--profile", "--flags", "--layout", "--format", "--expect", "--max-events", "--help",
          ]
          return failure(
            "unknown option '\(argument)' for \(command)"
              + Suggestion.didYouMean(argument, among: known))
        }
        guard takesInput else {
          return failure("\(command) takes no FILE")
        }
        guard options.input == nil else {
          return failure("\(command) takes one FILE or -")
        }
        options.input = argument
      }
    }
    if takesInput && options.input == nil {
      return failure("\(command) needs a FILE, or - for standard input")
    }
    if options.input == "-" && options.expect == "-" {
      return failure("--expect - and FILE - would both read standard input; name a file for one")
    }
    return .success(options)
  }

  /// Reads the input a FILE or `-` names, or the exit-66 result that says why not.
  private func read(_ input: String) -> Swift.Result<(name: String, text: String), EarlyExit> {
    let name = input == "-" ? "<stdin>" : input
    guard let text = input == "-" ? readStandardInput() : readFile(input) else {
      let reason = whyUnreadable(input)
      return .failure(
        EarlyExit(
          result: Result(
            exitCode: 66, standardOutput: "",
            standardError: "error: cannot read \(name)\(reason.map { ": \($0)" } ?? "")\n")))
    }
    return .success((name, text))
  }

  /// Reads and parses the scenario a FILE or `-` names.
  private func scenario(
    _ input: String, json: Bool
  ) -> Swift.Result<(name: String, text: String, scenario: Scenario), EarlyExit> {
    switch read(input) {
    case .failure(let failure):
      return .failure(failure)
    case .success(let loaded):
      do {
        return .success((loaded.name, loaded.text, try Scenario(parsing: loaded.text)))
      } catch {
        return .failure(Self.unparsable(loaded.name, error, source: loaded.text, json: json))
      }
    }
  }

  /// The exit-65 result of a scenario that does not parse or check:
  /// `FILE:LINE:COLUMN: error: …`, the source line and a caret; in JSON, an
  /// array holding one object of kind `error` on standard output too.
  private static func unparsable(
    _ name: String, _ diagnostic: Diagnostic, source: String, json: Bool = false
  ) -> EarlyExit {
    let text = SourceExcerpt(source).diagnostic(
      file: name, line: diagnostic.location.line, column: diagnostic.location.column,
      severity: "error", text: diagnostic.message)
    let output =
      json
      ? "[\n  "
        + errorObject(
          line: diagnostic.location.line, column: diagnostic.location.column,
          text: diagnostic.message) + "\n]\n"
      : ""
    return EarlyExit(result: Result(exitCode: 65, standardOutput: output, standardError: text))
  }

  /// The JSON object of a scenario that does not parse: kind `error`, where,
  /// an empty code (UIKit raised nothing) and the text.
  static func errorObject(line: Int, column: Int, text: String) -> String {
    let fields: [(String, String)] = [
      ("kind", JSON.quoted("error")), ("line", String(line)), ("column", String(column)),
      ("code", JSON.quoted("")), ("text", JSON.quoted(text)),
    ]
    return "{" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// How standard error shows a run that stopped: `FILE:LINE:COLUMN: error:
  /// E4 text` (no code for a budget), the source line and a caret.
  static func stopped(_ failure: ScenarioRun.Failure, file: String, source: String) -> String {
    let code = failure.exception.map { "\($0.code) " } ?? ""
    return SourceExcerpt(source).diagnostic(
      file: file, line: failure.line, column: failure.column, severity: "error",
      text: code + failure.message)
  }

  private func trace(_ arguments: [String]) -> Result {
    let options: Options
    switch self.options(
      arguments, command: "trace", usage: Self.traceUsage,
      formats: TraceFormat.allCases.map(\.rawValue),
      takesFlags: true, takesExpect: true)
    {
    case .failure(let exit): return exit.result
    case .success(let parsed): options = parsed
    }
    let format = options.format.flatMap(TraceFormat.init(rawValue:)) ?? .text
    let input: (name: String, text: String)
    switch read(options.input ?? "-") {
    case .failure(let failure): return failure.result
    case .success(let loaded): input = loaded
    }
    var limits = RunLimits(
      stepLimitPerCall: stepLimitPerCall, maximumEvents: options.maximumEvents ?? maximumEvents)
    limits.showsLayout = options.layout
    if options.expect == nil, let writer = standardOutputWriter {
      return traceStreaming(input, format: format, options: options, limits: limits, to: writer)
    }
    // The scenario is checked and run in one reading of its text; a mistake
    // anywhere in it still means that nothing runs (exit 65). The text
    // format is written as the run goes, without holding the events.
    let output: String
    let textTrace: String
    let failure: ScenarioRun.Failure?
    do {
      switch format {
      case .text:
        (output, failure, _) = try Scenario.runWritingText(
          checking: input.text, profile: options.profile, limits: limits, flags: options.flags)
        textTrace = output
      case .markdown, .mermaid, .json:
        let run = try Scenario.run(checking: input.text, profile: options.profile, limits: limits)
        output = format.render(run.events, flags: options.flags, failure: run.failure)
        failure = run.failure
        textTrace =
          options.expect == nil ? "" : TraceFormat.text.render(run.events, flags: options.flags)
      }
    } catch {
      return Self.unparsable(input.name, error, source: input.text, json: format == .json).result
    }
    var recorded: (path: String, text: String)?
    if let path = options.expect {
      switch read(path) {
      case .failure(let failure): return failure.result
      case .success(let loaded): recorded = (path, loaded.text)
      }
    }
    var errors = failure.map { Self.stopped($0, file: input.name, source: input.text) } ?? ""
    var exitCode: Int32 = failure == nil ? 0 : 1
    if let recorded {
      let comparison = TraceComparison(
        expected: recorded.text, actual: textTrace, ignoringFlags: !options.flags)
      if let divergence = comparison.firstDivergence {
        exitCode = 1
        errors +=
          "error: the model's trace differs from \(recorded.path): \(divergence)\n"
          + "(- recorded, + model)\n" + comparison.lineDiff + "\n"
      }
    }
    return Result(exitCode: exitCode, standardOutput: output, standardError: errors)
  }

  /// `trace` to a writer: the whole text is checked first (exit 65 prints
  /// nothing), then the run writes its trace in pieces as it goes, holding no
  /// event.
  private func traceStreaming(
    _ input: (name: String, text: String), format: TraceFormat, options: Options,
    limits: RunLimits, to writer: @escaping @Sendable (String) -> Bool
  ) -> Result {
    let scenario: Scenario
    do {
      scenario = try Scenario(parsing: input.text)
    } catch {
      return Self.unparsable(input.name, error, source: input.text, json: format == .json).result
    }
    var (run, _, recorder) = scenario.run(
      profile: options.profile, limits: limits, auditor: nil,
      recorder: TraceRecorder(writing: format, flags: options.flags, to: writer))
    guard recorder.finish(failure: run.failure) else { return Self.outputFailed }
    return Result(
      exitCode: run.failure == nil ? 0 : 1, standardOutput: "",
      standardError: run.failure.map { Self.stopped($0, file: input.name, source: input.text) }
        ?? "")
  }

  /// The exit-74 result of a trace that could not be written.
  static let outputFailed = Result(
    exitCode: 74, standardOutput: "", standardError: "error: cannot write standard output\n")

  private func audit(_ arguments: [String]) -> Result {
    let options: Options
    switch self.options(
      arguments, command: "audit", usage: Self.auditUsage,
      formats: AuditFormat.allCases.map(\.rawValue))
    {
    case .failure(let exit): return exit.result
    case .success(let parsed): options = parsed
    }
    let format = options.format.flatMap(AuditFormat.init(rawValue:)) ?? .text
    let loaded: (name: String, text: String, scenario: Scenario)
    switch scenario(options.input ?? "-", json: format == .json) {
    case .failure(let failure): return failure.result
    case .success(let value): loaded = value
    }
    var limits = RunLimits(
      stepLimitPerCall: stepLimitPerCall, maximumEvents: options.maximumEvents ?? maximumEvents)
    limits.showsLayout = options.layout
    let audit = Audit(
      loaded.scenario, profile: options.profile, limits: limits, keepingEvents: false)
    return Result(
      exitCode: audit.isClean ? 0 : 1,
      standardOutput: format.render(
        audit, file: loaded.name, profile: options.profile.name, source: loaded.text),
      standardError: "")
  }

  private func reference(_ arguments: [String]) -> Result {
    let options: Options
    switch self.options(
      arguments, command: "reference", usage: Self.referenceUsage,
      formats: ReferenceFormat.allCases.map(\.rawValue),
      takesInput: false)
    {
    case .failure(let exit): return exit.result
    case .success(let parsed): options = parsed
    }
    let format = options.format.flatMap(ReferenceFormat.init(rawValue:)) ?? .text
    let profiles = options.profileGiven ? [options.profile] : [Profile.ios5, .ios7, .ios17]
    return Result(
      exitCode: 0, standardOutput: ReferenceCatalogue.render(format, profiles: profiles),
      standardError: "")
  }
}

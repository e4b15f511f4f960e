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
  public static let version = "0.2.0"

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

  /// The longest text `trace` keeps the checked statements of while it
  /// runs them, when it writes to ``standardOutputWriter``: 16 MiB.
  ///
  /// A longer text is checked once keeping none of its statements, then
  /// checked and run in one reading: memory holds the run, not the text's
  /// statements, at the cost of a second check (`Benchmarks/README.md`
  /// has the figures).
  public var heldTextBytes = 16 << 20

  /// Writes a file; `false` when it could not.
  ///
  /// `explore` writes each counterexample's scenario beside its input;
  /// `nil`: nothing is written.
  public var writeFile: (@Sendable (_ path: String, _ text: String) -> Bool)?

  /// The seconds on a monotonic clock, for `explore --time-limit`; `nil`:
  /// no time limit, only the state budget.
  public var clock: (@Sendable () -> Double)?

  /// Whether standard error is a terminal: `explore` then shows its
  /// progress without `--progress`.
  public var standardErrorIsTerminal = false

  /// The machine's processors: how many workers `explore` uses unless
  /// `--workers` says (the library itself reads no machine).
  public var processorCount = 1

  /// Where `explore --progress` writes its progress lines as they come;
  /// `nil`: they are returned on standard error at the end.
  public var progressWriter: (@Sendable (String) -> Void)?

  /// Makes the command with its input functions.
  public init(
    readFile: @escaping @Sendable (String) -> String?,
    readStandardInput: @escaping @Sendable () -> String?
  ) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
  }

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
      // As swift-argument-parser does for a command that needs a
      // subcommand: the usage, not an error alone (still exit 64).
      return Result(exitCode: 64, standardOutput: "", standardError: Self.usage)
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
            + Suggestion.didYouMean(topic, among: ["trace", "audit", "explore", "reference"]))
      }
      return Result(exitCode: 0, standardOutput: help, standardError: "")
    case "--version":
      return Result(exitCode: 0, standardOutput: "containment \(Self.version)\n", standardError: "")
    case "--generate-completion-script":
      // As swift-argument-parser spells it.
      guard rest.count == 1, let script = Self.completionScript(for: rest[0]) else {
        return usageError(
          "--generate-completion-script takes one of "
            + Self.completionShells.joined(separator: ", "))
      }
      return Result(exitCode: 0, standardOutput: script, standardError: "")
    case "trace":
      return trace(rest)
    case "audit":
      return audit(rest)
    case "explore":
      return explore(rest)
    case "reference":
      return reference(rest)
    default:
      return usageError(
        "unknown command '\(command)'"
          + Suggestion.didYouMean(
            command, among: ["trace", "audit", "explore", "reference", "help"]))
    }
  }

  /// The help of a command: what `containment COMMAND --help` prints.
  static func help(of command: String) -> String? {
    switch command {
    case "trace": traceUsage
    case "audit": auditUsage
    case "explore": exploreUsage
    case "reference": referenceUsage
    default: nil
    }
  }

  func usageError(_ message: String, command: String? = nil) -> Result {
    let help = command.map { "containment \($0) --help" } ?? "containment --help"
    return Result(
      exitCode: 64, standardOutput: "",
      standardError: "error: \(message)\nRun '\(help)' for usage.\n")
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
  func scenario(
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
    // Every mistake the check finds, the first being the one thrown.
    var diagnostics = Scenario.diagnostics(in: source)
    if diagnostics.first != diagnostic { diagnostics = [diagnostic] }
    let excerpt = SourceExcerpt(source)
    let text = diagnostics.map {
      excerpt.diagnostic(
        file: name, line: $0.location.line, column: $0.location.column, severity: "error",
        text: $0.message)
    }.joined()
    let objects = diagnostics.map {
      errorObject(line: $0.location.line, column: $0.location.column, text: $0.message)
    }
    let output = json ? "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n" : ""
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
    let code = failure.code.map { "\($0) " } ?? ""
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
    limits.maximumStatements = options.maximumSteps ?? Scenario.defaultMaximumSteps
    limits.showsLayout = options.layout
    return traceStreaming(
      input, format: format, options: options, limits: limits, to: standardOutputWriter)
  }

  /// What `--expect` reports of the comparison with the recording at
  /// `path`: `nil` when the traces match; when they differ, the error in
  /// the editor's form (`RECORDING:LINE:1: error:` at the recording's line,
  /// then `SCENARIO:LINE:COLUMN: note:` at the statement that wrote the
  /// model's line there), the collapsed line diff, and the divergence as a
  /// JSON object.
  private static func expectationMismatch(
    _ path: String, _ comparison: ExpectedTrace, scenario: (name: String, text: String)
  ) -> (text: String, json: String)? {
    guard let divergence = comparison.divergence,
      let recordedLine = comparison.recordingLineOfDivergence
    else { return nil }
    let scenarioLine = comparison.scenarioLineOfDivergence
    var text =
      "\(path):\(recordedLine):1: error: the model's trace differs from the recording: "
      + "\(divergence)\n"
    if let scenarioLine, scenarioLine > 0 {
      let column = SourceExcerpt(scenario.text).firstColumn(ofLine: scenarioLine)
      text +=
        "\(scenario.name):\(scenarioLine):\(column): note: the model's line there comes from "
        + "this statement\n"
    }
    text += "(- recorded, + model)\n" + comparison.lineDiff + "\n"
    let fields: [(String, String)] = [
      ("kind", JSON.quoted("divergence")), ("recording", JSON.quoted(path)),
      ("recordingLine", String(recordedLine)), ("traceLine", String(divergence.index)),
      ("scenarioLine", scenarioLine.map(String.init) ?? "null"),
      ("expected", divergence.expected.map(JSON.quoted) ?? "null"),
      ("actual", divergence.actual.map(JSON.quoted) ?? "null"),
    ]
    let json = "{" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    return (text, json)
  }

  /// `trace`, the one path of the command and of the tests: written as the
  /// run goes, to a writer (held, without one), and compared as it goes
  /// with `--expect`'s recording: the whole text is checked first (exit 65
  /// prints nothing), then the run writes its trace in pieces, holding no
  /// event and no line of the model's trace but those a mismatch's report
  /// shows (``ExpectedTrace``).
  private func traceStreaming(
    _ input: (name: String, text: String), format: TraceFormat, options: Options,
    limits: RunLimits, to writer: (@Sendable (String) -> Bool)?
  ) -> Result {
    let checked: (scenario: Scenario?, skipped: [SkippedNote], usesLayout: Bool)
    let recorder: TraceRecorder
    do {
      checked = try self.checked(input, format: format, options: options)
      recorder = try self.recorder(format: format, options: options, to: writer)
    } catch {
      return error.result
    }
    var finished: TraceRecorder
    let failure: ScenarioRun.Failure?
    if let scenario = checked.scenario {
      let (run, _, trace) = scenario.run(
        profile: options.profile, limits: limits, auditor: nil, recorder: recorder)
      (finished, failure) = (trace, run.failure)
    } else {
      do {
        (finished, failure, _) = try Scenario.run(
          checking: input.text, usesLayout: checked.usesLayout, profile: options.profile,
          limits: limits, recorder: recorder)
      } catch {
        // The second check, against the run's names, found what the first
        // did not: reported as a mistake of the text (exit 65), after what
        // was written, rather than trusted not to happen.
        return Self.unparsable(input.name, error, source: input.text, json: format == .json)
          .result
      }
    }
    var mismatch: (text: String, json: String)?
    if let path = options.expect, let expected = finished.expected {
      mismatch = Self.expectationMismatch(path, expected, scenario: (input.name, input.text))
    }
    // In JSON the divergence is the array's last object.
    let divergence = format == .json ? mismatch.map { [$0.json] } ?? [] : []
    guard finished.finish(failure: failure, appending: divergence) else {
      return Self.outputFailed
    }
    return Result(
      exitCode: failure == nil && mismatch == nil ? 0 : 1,
      standardOutput: writer == nil ? finished.writtenText : "",
      standardError: Self.skippedNotes(checked.skipped, file: input.name)
        + (failure.map { Self.stopped($0, file: input.name, source: input.text) } ?? "")
        + (mismatch?.text ?? ""))
  }

  /// The text checked before anything runs: the scenario, kept when the
  /// text is short, what it skips and whether it uses layout; a mistake (exit 65) or a skip under
  /// `--strict` ends the command.
  ///
  /// A text up to `heldTextBytes` keeps its checked statements and runs
  /// them; a longer one is checked keeping none, then checked and run again
  /// in one reading, so that memory holds the run's names and world, not
  /// the text's statements (a second check, about a third more time, for a
  /// bound on memory).
  private func checked(
    _ input: (name: String, text: String), format: TraceFormat, options: Options
  ) throws(EarlyExit) -> (scenario: Scenario?, skipped: [SkippedNote], usesLayout: Bool) {
    let checked: (scenario: Scenario?, skipped: [SkippedNote], usesLayout: Bool)
    do throws(Diagnostic) {
      if input.text.utf8.count <= heldTextBytes {
        let parsed = try Scenario(parsing: input.text)
        checked = (parsed, parsed.skipped, parsed.usesLayout)
      } else {
        let found = try Scenario.check(input.text)
        checked = (nil, found.skipped, found.usesLayout)
      }
    } catch {
      throw EarlyExit(
        result: Self.unparsable(input.name, error, source: input.text, json: format == .json)
          .result)
    }
    if options.strict, checked.skipped.contains(where: \.isSkipped) {
      throw EarlyExit(
        result: Self.refusedUnderStrict(checked.skipped, file: input.name, source: input.text))
    }
    return checked
  }

  /// The recorder the run writes to, comparing with `--expect`'s recording
  /// when there is one; read once the text is known to run.
  private func recorder(
    format: TraceFormat, options: Options, to writer: (@Sendable (String) -> Bool)?
  ) throws(EarlyExit) -> TraceRecorder {
    guard let path = options.expect else {
      return TraceRecorder(writing: format, flags: options.flags, to: writer)
    }
    switch read(path) {
    case .failure(let failure):
      throw EarlyExit(result: failure.result)
    case .success(let loaded):
      return TraceRecorder(
        writing: format, flags: options.flags, to: writer,
        comparingWith: ExpectedTrace(recording: loaded.text, ignoringFlags: !options.flags))
    }
  }

  /// The notes of what a pasted Swift file holds that the model skips:
  /// `FILE:LINE:COLUMN: note: skipped: …`, one line each (scenario language §6).
  static func skippedNotes(_ skipped: [SkippedNote], file: String) -> String {
    skipped.map {
      "\(file):\($0.location.line):\($0.location.column): note: "
        + ($0.isSkipped ? "skipped: " : "") + "\($0.construct)\n"
    }.joined()
  }

  /// The exit-65 result of `--strict` over a file that holds what the model
  /// skips: each construct an error, with its source line and a caret.
  static func refusedUnderStrict(_ skipped: [SkippedNote], file: String, source: String)
    -> Result
  {
    let excerpt = SourceExcerpt(source)
    let errors = skipped.filter(\.isSkipped).map {
      excerpt.diagnostic(
        file: file, line: $0.location.line, column: $0.location.column, severity: "error",
        text: "not modelled, refused under --strict: \($0.construct)")
    }.joined()
    return Result(exitCode: 65, standardOutput: "", standardError: errors)
  }

  /// The skipped constructs of `text`, read again only when it may be
  /// pasted Swift (most scenarios are not, and pay nothing).
  static func skipped(in text: String) -> [SkippedNote] {
    guard Parser.mayDeclareSwift(text) else { return [] }
    return (try? Scenario(parsing: text))?.skipped ?? []
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
    if options.strict, loaded.scenario.skipped.contains(where: \.isSkipped) {
      return Self.refusedUnderStrict(
        loaded.scenario.skipped, file: loaded.name, source: loaded.text)
    }
    var limits = RunLimits(
      stepLimitPerCall: stepLimitPerCall, maximumEvents: options.maximumEvents ?? maximumEvents)
    limits.maximumStatements = options.maximumSteps ?? Scenario.defaultMaximumSteps
    limits.showsLayout = options.layout
    // Every profile by default, as `assertAuditClean` does; --profile narrows.
    let profiles = options.profileGiven ? [options.profile] : Profile.presets
    let notes = Self.skippedNotes(loaded.scenario.skipped, file: loaded.name)
    var report = AuditReport(
      format, profiles: profiles.map(\.name), file: loaded.name, source: loaded.text,
      skipped: loaded.scenario.skipped)
    var output = report.opening
    // With a writer, the report goes out in pieces as it is made.
    func flush(atLeast size: Int) -> Bool {
      guard let writer = standardOutputWriter, !output.isEmpty, output.utf8.count >= size else {
        return true
      }
      defer { output = "" }
      return writer(output)
    }
    // The profiles run in step, each finding written as it is found.
    let audited = AuditInStep.audit(loaded.scenario, profiles: profiles, limits: limits) {
      output += report.entry($0)
      return flush(atLeast: TraceRecorder.pieceSize)
    }
    output += report.closing
    guard audited, flush(atLeast: 0) else { return Self.outputFailed }
    return Result(
      exitCode: report.count == 0 ? 0 : 1,
      standardOutput: standardOutputWriter == nil ? output : "",
      standardError: notes)
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

import Containment

/// The `containment` command, as a pure function of its arguments and inputs.
///
/// It implements scenario language §4; `main.swift` supplies the I/O.
public struct CommandLineTool: Sendable {
  /// What the command printed and how it exited.
  public struct Result: Hashable, Sendable {
    /// The exit code: 0, 1, 64, 65 or 66 (scenario language §4).
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
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () -> String?

  /// How much work one statement may cause before its run stops with E0
  /// (``World/stepLimitPerCall``); a fuzzer lowers it to bound each input.
  public var stepLimitPerCall: Int?

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

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags]
                             [--format text|markdown|mermaid|json] FILE|-
           containment audit [--profile ios5|ios7|ios17] FILE|-
           containment reference [--profile ios5|ios7|ios17] [--format text|markdown]
           containment --help | --version

    COMMANDS:
      trace       Run a scenario and print its trace.
      audit       Check a container's calls against the rules (not available yet).
      reference   Print the reference tables (not available yet).

    OPTIONS:
      --profile   The UIKit release to emulate (default: ios17).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --format    The trace format (default: text).

    EXIT CODES: 0 success; 1 UIKit raised an exception (or audit found problems);
    64 bad command line; 65 the scenario does not parse or names unknown things;
    66 the input cannot be read.

    """

  /// The help `containment trace --help` prints.
  public static let traceUsage = """
    OVERVIEW: Runs a scenario on the model and prints the lifecycle callbacks
    UIKit would deliver, one per line.

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags]
                             [--format text|markdown|mermaid|json] FILE|-

    ARGUMENTS:
      FILE        The scenario to run, or - to read it from standard input.

    OPTIONS:
      --profile   The UIKit release to emulate (default: ios17).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --format    The trace format (default: text).
      Options take their value as the next argument or after '=':
      --profile ios5 and --profile=ios5 are the same.

    EXIT CODES: 0 the run ended; 1 UIKit raised an exception (the trace up to
    it is printed); 64 bad command line; 65 the scenario does not parse or
    names unknown things; 66 the input cannot be read.

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
    switch command {
    case "--help", "-h", "help":
      return Result(exitCode: 0, standardOutput: Self.usage, standardError: "")
    case "--version":
      return Result(exitCode: 0, standardOutput: "containment \(Self.version)\n", standardError: "")
    case "trace":
      return trace(Array(arguments.dropFirst()))
    case "audit", "reference":
      return Result(
        exitCode: 64, standardOutput: "",
        standardError: "error: 'containment \(command)' is not available yet\n")
    default:
      return usageError("unknown command '\(command)'")
    }
  }

  private func usageError(_ message: String) -> Result {
    Result(
      exitCode: 64, standardOutput: "",
      standardError: "error: \(message)\nRun 'containment --help' for usage.\n")
  }

  private func trace(_ arguments: [String]) -> Result {
    var profile = Profile.ios17
    var flags = false
    var format = TraceFormat.text
    var input: String?
    var remaining = Self.splittingValues(arguments)[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--profile":
        guard let name = remaining.popFirst(), let named = Profile.named(name) else {
          return usageError("--profile takes ios5, ios7 or ios17")
        }
        profile = named
      case "--flags":
        flags = true
      case "--format":
        guard let name = remaining.popFirst(), let named = TraceFormat(rawValue: name) else {
          return usageError("--format takes text, markdown, mermaid or json")
        }
        format = named
      case "--help", "-h":
        return Result(exitCode: 0, standardOutput: Self.traceUsage, standardError: "")
      default:
        if argument.hasPrefix("-") && argument != "-" {
          return usageError("unknown option '\(argument)'")
        }
        guard input == nil else { return usageError("trace takes one FILE or -") }
        input = argument
      }
    }
    guard let input else { return usageError("trace needs a FILE, or - for standard input") }

    let name = input == "-" ? "<stdin>" : input
    guard let text = input == "-" ? readStandardInput() : readFile(input) else {
      return Result(
        exitCode: 66, standardOutput: "", standardError: "error: cannot read \(name)\n")
    }
    let scenario: Scenario
    do {
      scenario = try Scenario(parsing: text)
    } catch {
      return Result(exitCode: 65, standardOutput: "", standardError: "\(name):\(error)\n")
    }
    let run = scenario.run(profile: profile, stepLimitPerCall: stepLimitPerCall)
    let output = format.render(run.events, flags: flags)
    if let failure = run.failure {
      return Result(exitCode: 1, standardOutput: output, standardError: "\(failure)\n")
    }
    return Result(exitCode: 0, standardOutput: output, standardError: "")
  }
}

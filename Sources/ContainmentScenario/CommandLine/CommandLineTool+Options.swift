import Containment

/// The command's options, read from its arguments (scenario language §4).
extension CommandLineTool {
  /// The options of one command, as parsed.
  struct Options {
    var profile = Profile.ios17
    var profileGiven = false
    var flags = false
    var layout = false
    var format: String?
    var expect: String?
    var input: String?
    var maximumEvents: Int?
    /// `--max-steps`: the most statements the scenario's code may execute.
    var maximumSteps: Int?
    /// `--strict`: what a pasted Swift file holds that the model does not
    /// model is an error, not a note (scenario language §6).
    var strict = false
  }

  /// A command that ends before it runs anything: a mistake on the command
  /// line (exit 64), `--help` (exit 0), or an input that cannot be read or
  /// parsed (exit 66, 65); `result` is what it prints.
  struct EarlyExit: Error {
    let result: Result
  }

  /// Parses a command's options; `usage` is what its `--help` prints,
  /// `formats` the values `--format` takes, `takesFlags` and `takesExpect`
  /// whether `--flags` and `--expect` exist, `takesInput` whether a FILE or
  /// `-` is expected.
  func options(
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
      case "--strict" where takesInput:
        options.strict = true
      case "--max-events" where takesInput:
        guard let value = remaining.popFirst(), let limit = Int(value), limit > 0 else {
          return failure("--max-events takes a whole number of events, 1 or more")
        }
        options.maximumEvents = limit
      case "--max-steps" where takesInput:
        guard let value = remaining.popFirst(), let limit = Int(value), limit > 0 else {
          return failure("--max-steps takes a whole number of steps, 1 or more")
        }
        options.maximumSteps = limit
      case "--help", "-h":
        return .failure(
          EarlyExit(result: Result(exitCode: 0, standardOutput: usage, standardError: "")))
      case "--" where !endOfOptions:
        endOfOptions = true
      default:
        if let mistake = inputMistake(argument, options, command, takesInput: takesInput) {
          return failure(mistake)
        }
        options.input = argument
      }
    }
    if let mistake = completenessMistake(options, command, takesInput: takesInput) {
      return failure(mistake)
    }
    return .success(options)
  }

  /// The commands that take each option (``optionsOfCommand``).
  static let optionOwners: [String: [String]] = {
    var owners: [String: [String]] = [:]
    for (command, options) in optionsOfCommand {
      for option in options { owners[option, default: []].append(command) }
    }
    return owners
  }()

  /// What is wrong with taking `argument` as the input FILE, if anything:
  /// an unknown option, a FILE where the command takes none, or a second.
  private func inputMistake(
    _ argument: String, _ options: Options, _ command: String, takesInput: Bool
  ) -> String? {
    if argument.hasPrefix("-") && argument != "-" {
      let name = String(argument.prefix { $0 != "=" })
      // An option of another command: say whose it is.
      let owners = Self.optionOwners[name, default: []].filter { $0 != command }
      if !owners.isEmpty {
        let list = owners.map { "'containment \($0)'" }.joined(separator: " and ")
        return "'\(name)' is an option of \(list), not of '\(command)'"
      }
      let known = Self.optionsOfCommand.first { $0.command == "trace" }?.options ?? []
      return "unknown option '\(argument)' for \(command)"
        + Suggestion.didYouMean(argument, among: known)
    }
    guard takesInput else { return "\(command) takes no FILE" }
    guard options.input == nil else { return "\(command) takes one FILE or -" }
    return nil
  }

  /// What the options lack or get wrong once all are read, if anything.
  private func completenessMistake(_ options: Options, _ command: String, takesInput: Bool)
    -> String?
  {
    if takesInput && options.input == nil {
      return "\(command) needs a FILE, or - for standard input"
    }
    if options.input == "-" && options.expect == "-" {
      return "--expect - and FILE - would both read standard input; name a file for one"
    }
    return nil
  }
}

import ContainmentScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The `containment` command: all behaviour lives in `CommandLineTool`; this
// file only reads inputs and writes results, through `StandardIO`, so that
// an input or output that fails is a message and an exit code, never a trap.

/// Why the last input could not be read: the tool asks right after a read
/// fails, on this one thread.
nonisolated(unsafe) var lastReadFailure: String?

var tool = CommandLineTool(
  readFile: { path in
    switch StandardIO.readText(path) {
    case .success(let text): return text
    case .failure(let failure):
      lastReadFailure = failure.reason
      return nil
    }
  },
  readStandardInput: {
    switch StandardIO.readText("-") {
    case .success(let text): return text
    case .failure(let failure):
      lastReadFailure = failure.reason
      return nil
    }
  }
)
tool.whyUnreadable = { _ in lastReadFailure }
tool.standardOutputWriter = { StandardIO.write($0, to: 1) }
tool.writeFile = { path, text in StandardIO.writeFile(path, text) }
tool.clock = {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
tool.progressWriter = { _ = StandardIO.write($0, to: 2) }
tool.standardErrorIsTerminal = isatty(2) != 0
tool.processorCount = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

let result = tool.run(Array(CommandLine.arguments.dropFirst()))
var exitCode = result.exitCode
if !StandardIO.write(result.standardOutput, to: 1) {
  _ = StandardIO.write("error: cannot write standard output\n", to: 2)
  exitCode = 74
}
_ = StandardIO.write(result.standardError, to: 2)
exit(exitCode)

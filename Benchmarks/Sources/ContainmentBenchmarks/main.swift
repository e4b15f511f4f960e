import Containment
import Foundation

// The benchmark command. Without arguments it runs every case in a child
// process of its own (so that each peak memory is that case's), prints a
// table per workload and checks the targets. `--quick` runs small sizes only
// (a check that everything runs, not a measurement); `--markdown` prints the
// tables as Markdown; `--case NAME N` runs one case and prints one line.

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--case", arguments.count == 3, let size = Int(arguments[2]),
  let workload = Workload(rawValue: arguments[1])
{
  let baseline = peakResidentBytes()
  let (seconds, work) = workload.run(size)
  let measurement = Measurement(
    workload: workload.rawValue, size: size, seconds: seconds, work: work,
    peakBytes: peakResidentBytes(), baselineBytes: baseline)
  print(measurement.line)
  exit(0)
}

let quick = arguments.contains("--quick")
let markdown = arguments.contains("--markdown")
let unknown = arguments.filter { $0 != "--quick" && $0 != "--markdown" }
guard unknown.isEmpty else {
  FileHandle.standardError.write(
    Data("usage: containment-benchmarks [--quick] [--markdown]\n".utf8))
  exit(64)
}

/// Runs one case in a child process and reads its line back.
func measure(_ workload: Workload, _ size: Int) -> Measurement {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--case", workload.rawValue, String(size)]
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fatalError("cannot start \(CommandLine.arguments[0]): \(error)")
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0,
    let line = text.split(separator: "\n").last, let measurement = Measurement(line: line)
  else {
    fatalError("case \(workload.rawValue) \(size) failed: \(text)")
  }
  return measurement
}

var results: [Measurement] = []
print(
  "Containment benchmarks: release build, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
    + "medians, each case in its own process\(quick ? " (--quick: small sizes only)" : "")\n")
// What every returned event and every identity in it costs, whatever the workload.
print(
  "sizes: Event \(MemoryLayout<Event>.size) bytes, ControllerID \(MemoryLayout<ControllerID>.size), "
    + "ViewID \(MemoryLayout<ViewID>.size)\n")
for workload in Workload.allCases {
  var rows: [Measurement] = []
  for size in workload.sizes(quick: quick) {
    rows.append(measure(workload, size))
  }
  results += rows
  print(Report.table(workload, rows, markdown: markdown))
}
print(Report.targets(results, markdown: markdown))

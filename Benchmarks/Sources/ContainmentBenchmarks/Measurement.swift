#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one timed repetition of a workload did.
struct Work {
  /// Calls performed on the model (one `World.apply` each), or lines parsed.
  var operations = 0
  /// Events the model returned: callbacks, warnings and notes.
  var callbacks = 0

  static func += (lhs: inout Work, rhs: Work) {
    lhs.operations += rhs.operations
    lhs.callbacks += rhs.callbacks
  }
}

/// One case's result, as the child process reports it to the driver.
struct Measurement {
  var workload: String
  var size: Int
  /// The median of the repetitions, in seconds.
  var seconds: Double
  var work: Work
  /// The process's peak resident memory and its resident memory before the
  /// workload's world was built, in bytes.
  var peakBytes: Int
  var baselineBytes: Int

  var nanosecondsPerCallback: Double {
    work.callbacks == 0 ? 0 : seconds * 1e9 / Double(work.callbacks)
  }
  var operationsPerSecond: Double { seconds == 0 ? 0 : Double(work.operations) / seconds }

  /// One line the driver reads back: fields separated by spaces.
  var line: String {
    "\(workload) \(size) \(seconds) \(work.operations) \(work.callbacks) \(peakBytes) \(baselineBytes)"
  }

  init(workload: String, size: Int, seconds: Double, work: Work, peakBytes: Int, baselineBytes: Int)
  {
    self.workload = workload
    self.size = size
    self.seconds = seconds
    self.work = work
    self.peakBytes = peakBytes
    self.baselineBytes = baselineBytes
  }

  init?(line: Substring) {
    let fields = line.split(separator: " ")
    guard fields.count == 7, let size = Int(fields[1]), let seconds = Double(fields[2]),
      let operations = Int(fields[3]), let callbacks = Int(fields[4]),
      let peak = Int(fields[5]), let baseline = Int(fields[6])
    else { return nil }
    self.init(
      workload: String(fields[0]), size: size, seconds: seconds,
      work: Work(operations: operations, callbacks: callbacks), peakBytes: peak,
      baselineBytes: baseline)
  }
}

/// The process's peak resident set size so far, in bytes.
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)  // bytes on Apple platforms
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
  #endif
}

/// Runs `body` `repetitions` times and returns the median time and the work
/// of one repetition (the last).
func median(
  repetitions: Int, _ body: () throws -> Work
) rethrows -> (seconds: Double, work: Work) {
  let clock = ContinuousClock()
  var times: [Double] = []
  var work = Work()
  for _ in 0..<repetitions {
    let start = clock.now
    work = try body()
    let elapsed = clock.now - start
    times.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  times.sort()
  return (times[times.count / 2], work)
}

import Foundation

/// What the package's tests share: sizes read from the environment, the
/// package's files, a seeded generator.
public enum TestEnvironment: Sendable {
  /// The whole number in the environment variable `name`, or `value`.
  public static func size(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
  }

  /// Whether the heavy checks run.
  ///
  /// `.ci/run` sets `CONTAINMENT_HEAVY=1` for its release-mode step. Without
  /// it the heavy suites are skipped, so that `swift test` stays quick.
  public static var runsHeavyChecks: Bool {
    ProcessInfo.processInfo.environment["CONTAINMENT_HEAVY"] == "1"
  }
}

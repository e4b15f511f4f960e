// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 mode, and public types must say
/// whether they are `Sendable`.
let strictness: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .treatWarning("ExplicitSendable", as: .error),
]

let package = Package(
  name: "Containment",
  products: [
    .library(name: "Containment", targets: ["Containment"]),
    .library(name: "ContainmentScenario", targets: ["ContainmentScenario"]),
    .library(name: "ContainmentTesting", targets: ["ContainmentTesting"]),
    .executable(name: "containment", targets: ["ContainmentCommand"]),
  ],
  targets: [
    .target(name: "Containment", swiftSettings: strictness),
    .target(
      name: "ContainmentScenario",
      dependencies: ["Containment"],
      swiftSettings: strictness
    ),
    .target(
      name: "ContainmentTesting",
      dependencies: ["Containment", "ContainmentScenario"],
      swiftSettings: strictness
    ),
    .executableTarget(
      name: "ContainmentCommand",
      dependencies: ["ContainmentScenario"],
      swiftSettings: strictness
    ),
    // What the package's own tests share (not a product).
    .target(
      name: "ContainmentTestSupport",
      dependencies: ["Containment"],
      path: "Tests/ContainmentTestSupport",
      swiftSettings: strictness
    ),
    // The rule tests: `swift test`, quick.
    .testTarget(
      name: "ContainmentTests",
      dependencies: ["Containment", "ContainmentTesting", "ContainmentTestSupport"],
      swiftSettings: strictness
    ),
    .testTarget(
      name: "ContainmentScenarioTests",
      dependencies: [
        "Containment", "ContainmentScenario", "ContainmentTesting", "ContainmentTestSupport",
      ],
      swiftSettings: strictness
    ),
    // Random programs, fuzzing, exploration and scale: skipped by `swift
    // test`, run in release mode by `.ci/run` (CONTAINMENT_HEAVY=1).
    .testTarget(
      name: "ContainmentHeavyTests",
      dependencies: [
        "Containment", "ContainmentScenario", "ContainmentTesting", "ContainmentTestSupport",
      ],
      swiftSettings: strictness
    ),
  ]
)

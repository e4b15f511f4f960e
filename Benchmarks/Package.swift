// swift-tools-version: 6.1
// The benchmarks: a package of their own, outside `swift test`, with no
// dependency but Containment itself, so that they run on a machine with only
// the Swift toolchain. From the repository's root:
//
//   swift run -c release --package-path Benchmarks containment-benchmarks
import PackageDescription

let package = Package(
  name: "ContainmentBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Containment", path: "..")],
  targets: [
    .executableTarget(
      name: "containment-benchmarks",
      dependencies: [
        .product(name: "Containment", package: "Containment"),
        .product(name: "ContainmentScenario", package: "Containment"),
      ],
      path: "Sources/ContainmentBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)

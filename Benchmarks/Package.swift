// swift-tools-version: 6.1
// Benchmarks live in their own package, so that the main package keeps zero
// dependencies. Run from this folder: swift package --disable-sandbox benchmark
import PackageDescription

let package = Package(
  name: "ContainmentBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Containment", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ContainmentBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Containment", package: "Containment"),
        .product(name: "ContainmentScenario", package: "Containment"),
      ],
      path: "Benchmarks/ContainmentBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)

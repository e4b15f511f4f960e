// swift-tools-version: 6.2
import PackageDescription

/// One tiny executable per library product of the package above.
///
/// Each depends on that product alone and imports no Foundation: a product that
/// needs anything else to link (the C maths library, say) fails to build here.
/// And a test target written as a user would write one, against
/// `ContainmentTesting` alone, in both XCTest and Swift Testing, and one whose
/// tests must fail.
let package = Package(
  name: "ProductLinkage",
  dependencies: [.package(name: "Containment", path: "../..")],
  targets: [
    .executableTarget(
      name: "UsesContainment",
      dependencies: [.product(name: "Containment", package: "Containment")]),
    .executableTarget(
      name: "UsesContainmentScenario",
      dependencies: [.product(name: "ContainmentScenario", package: "Containment")]),
    .executableTarget(
      name: "UsesContainmentTesting",
      dependencies: [.product(name: "ContainmentTesting", package: "Containment")]),
    // A user's own test suite: `swift test` here must pass.
    .testTarget(
      name: "AdopterTests",
      dependencies: [.product(name: "ContainmentTesting", package: "Containment")]),
    // Tests that must fail, one per framework: Scripts/check-adopter-probe.sh
    // runs them alone and checks that they fail where they should.
    .testTarget(
      name: "AdopterExpectedFailures",
      dependencies: [.product(name: "ContainmentTesting", package: "Containment")]),
  ]
)

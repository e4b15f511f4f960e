import ContainmentTesting
import Testing
import XCTest

// Tests that must FAIL: `Scripts/check-adopter-probe.sh` runs this target on
// its own and checks that each framework reports its failure, at these lines.
// A test kit whose failing assertion passes would make this target pass.

private let forgetsDidMove = """
  let drawer = UIViewController()
  let menu = UIViewController()
  window.rootViewController = drawer
  window.makeKeyAndVisible()
  drawer.addChild(menu)
  drawer.view.addSubview(menu.view)
  """

@Test func swiftTestingReportsAFailingAssertion() {
  assertAuditClean(forgetsDidMove, profiles: [.ios17])  // EXPECTED-FAILURE swift-testing
}

final class XCTestReportsAFailingAssertion: XCTestCase {
  func testFails() {
    let scenario = "let a = UIViewController()\n_ = a.view"
    assertTrace(scenario, equals: "a.loadView()")  // EXPECTED-FAILURE xctest
  }
}

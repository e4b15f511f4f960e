import ContainmentTesting
import XCTest

/// What a user's own test suite looks like: a package that depends on
/// Containment by path, imports only ContainmentTesting, and checks a
/// container of its own.
final class MyContainerTests: XCTestCase {
  let container = """
    let container = UIViewController()
    let child = UIViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    """

  func testTheChildAppearsInUIKitsOrder() {
    assertTrace(
      container, profile: .ios17,
      equals: """
        container.loadView()
        container.viewDidLoad()
        container.viewWillAppear(false)
        // turn 1 ends
        container.viewIsAppearing(false)
        container.viewDidAppear(false)
        child.willMove(toParent: container)
        child.loadView()
        child.viewDidLoad()
        child.viewWillAppear(false)
        child.didMove(toParent: container)
        // turn 2 ends
        child.viewIsAppearing(false)
        child.viewDidAppear(false)
        """)
  }

  func testTheContainerMakesNoMistake() {
    assertAuditClean(container)
  }
}

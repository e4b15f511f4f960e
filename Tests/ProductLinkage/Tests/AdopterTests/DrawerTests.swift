import ContainmentTesting
import XCTest

final class DrawerTests: XCTestCase {
  func testOpeningTheMenuMakesNoMistake() {
    assertAuditClean(drawer)
  }

  func testTheMenuLoadsAndAppearsOnce() {
    assertTrace(
      drawer, profile: .ios17,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(false)
        menu.didMove(toParent: drawer)
        // turn 2 ends
        menu.viewIsAppearing(false)
        menu.viewDidAppear(false)
        """)
  }
}

import ContainmentTesting
import Testing

let drawer = """
  let drawer = UIViewController()
  let menu = UIViewController()
  window.rootViewController = drawer
  window.makeKeyAndVisible()
  RunLoop.main.runUntilIdle()
  drawer.addChild(menu)
  drawer.view.addSubview(menu.view)
  menu.didMove(toParent: drawer)
  """

@Test func openingTheMenuMakesNoMistake() {
  assertAuditClean(drawer)
}

@Test func theMenuAppearsAfterItsDidMove() {
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

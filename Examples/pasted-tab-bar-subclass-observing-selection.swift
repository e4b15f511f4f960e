// A tab bar controller subclass in the shape apps give it: the tabs made in
// viewDidLoad (one inside a navigation controller), and the selection
// observed by overriding `selectedIndex` with `didSet`, to go back to the
// tab shown before. Written for this example (not copied). The observers
// run around each assignment the code makes (`oldValue` the index before);
// UIKit's own assignment switches the tab between them (rule 5.2). A user's
// tap (`tabs.tapTab(at:)`) runs no observer.
import UIKit

final class MainTabBarController: UITabBarController {
    private var lastIndex = 0

    override var selectedIndex: Int {
        didSet {
            lastIndex = oldValue
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UINavigationController(rootViewController: UIViewController())
        let search = UIViewController()
        let profile = UIViewController()
        viewControllers = [home, search, profile]
    }

    func show(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
    }

    func goBack() {
        selectedIndex = lastIndex
    }
}

let tabs = MainTabBarController()
window.rootViewController = tabs
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
tabs.show(2)
RunLoop.main.runUntilIdle()
tabs.show(1)
RunLoop.main.runUntilIdle()
tabs.goBack()
RunLoop.main.runUntilIdle()

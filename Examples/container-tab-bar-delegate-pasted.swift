// A tab bar controller pasted as apps write it: it is its own delegate, and
// its middle "compose" tab is a placeholder that presents a composer instead of
// being selected; re-tapping the feed tab scrolls its navigation controller back
// to its root. Its settings live in a struct. The audit finds nothing.
//
// What the model reads: a tap (`tabs.tapTab(at:)`) asks the class's
// tabBarController(_:shouldSelect:) first, and a tab it refuses is not
// selected; tabBarController(_:didSelect:) runs after the switch (rule 5.2).
// Setting selectedIndex in code asks neither. The struct's fields are read
// where the code names them.

import UIKit

struct ComposerSettings {
    var animates = true
    var style: UIModalPresentationStyle = .fullScreen
}

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    private let feed = UINavigationController(rootViewController: UIViewController())
    private let compose = UIViewController()
    private let profile = UIViewController()
    private var settings = ComposerSettings()
    private(set) var composerShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        compose.tabBarItem = UITabBarItem(title: "Compose", image: nil, tag: 1)
        viewControllers = [feed, compose, profile]
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard viewController === compose else { return true }
        let composer = UINavigationController(rootViewController: UIViewController())
        composer.modalPresentationStyle = settings.style
        present(composer, animated: settings.animates)
        composerShown += 1
        return false
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if viewController === feed {
            feed.popToRootViewController(animated: true)
        }
    }
}

let tabs = MainTabBarController()
window.rootViewController = tabs
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
tabs.tapTab(at: 2)
RunLoop.main.runUntilIdle()
tabs.tapTab(at: 1)
RunLoop.main.runUntilIdle()
tabs.presentedViewController?.dismiss(animated: true)
RunLoop.main.runUntilIdle()
tabs.tapTab(at: 0)
RunLoop.main.runUntilIdle()

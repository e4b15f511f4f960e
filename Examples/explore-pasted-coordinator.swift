// The coordinator pattern, pasted as apps write it, correct: a plain class holds the navigation
// controller, makes the screens and is given to each (`home.coordinator = self`); a screen calls
// it back to push a detail, and presents settings full screen from inside the navigation
// controller (the navigation controller, the window's root, is the presenter), then dismisses
// them itself (`dismiss` on a child of the presenter dismisses what it presented: rule 5.3).
// The audit finds nothing; `containment explore` with every event finds nothing to depth 6.
import UIKit

final class AppCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.setViewControllers([home], animated: false)
    }

    func showDetail(id: Int) {
        let detail = DetailViewController(id: id)
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    func didSelect(id: Int) {
        coordinator?.showDetail(id: id)
    }

    func showSettings() {
        guard presentedViewController == nil else { return }
        let settings = UINavigationController(rootViewController: UIViewController())
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }

    func closeSettings() {
        guard presentedViewController != nil else { return }
        dismiss(animated: true)
    }
}

final class DetailViewController: UIViewController {
    let id: Int
    weak var coordinator: AppCoordinator?

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

let nav = UINavigationController()
let coordinator = AppCoordinator(navigationController: nav)
coordinator.start()
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
(nav.topViewController as? HomeViewController)?.showSettings()
RunLoop.main.runUntilIdle()
(nav.topViewController as? HomeViewController)?.closeSettings()

action select(id in 0..<2) where nav.viewControllers.count == 1 {
    (nav.topViewController as? HomeViewController)?.didSelect(id: id)
}
action settings() {
    (nav.topViewController as? HomeViewController)?.showSettings()
}
action closeSettings() {
    (nav.topViewController as? HomeViewController)?.closeSettings()
}

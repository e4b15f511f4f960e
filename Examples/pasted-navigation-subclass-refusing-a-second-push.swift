// A navigation controller subclass that refuses a push while one runs, the guard apps add
// against a double tap: it overrides `pushViewController(_:animated:)`, sets a flag, and clears
// it when it is told, as its own delegate, that the pushed screen is shown. Written for this
// example (not copied). The screens push through `navigationController?`, which reaches the
// override (scenario language §6: an override of a method a container calls runs its body, and
// UIKit's push only where the body calls `super`): a second tap in the same turn as the first
// pushes nothing (rule 5.1); once the first push has ended, the next tap pushes. The audit
// finds nothing.
import UIKit

final class SafeNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var isPushing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isPushing else { return }
        isPushing = animated
        super.pushViewController(viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        isPushing = false
    }
}

final class ListViewController: UIViewController {
    func showDetail(_ detail: UIViewController) {
        navigationController?.pushViewController(detail, animated: true)
    }
}

let list = ListViewController()
let nav = SafeNavigationController(rootViewController: list)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
let detail = UIViewController()
let other = UIViewController()
list.showDetail(detail)
list.showDetail(other)
RunLoop.main.runUntilIdle()
nav.popViewController(animated: true)
RunLoop.main.runUntilIdle()
list.showDetail(other)
RunLoop.main.runUntilIdle()

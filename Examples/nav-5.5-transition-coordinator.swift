// The transition coordinator (rule 5.5), as apps write it around a navigation controller:
// a subclass's "push with a completion" helper, and a child that hides the bar and undoes it
// when a swipe back is let go. The completions run after the transitions' end callbacks;
// the context says whether the swipe was cancelled. In ios5 there is no coordinator: the
// helper's completion runs at once.
import UIKit

final class FlowController: UINavigationController {
    func push(_ controller: UIViewController, animated: Bool, completion: @escaping () -> Void) {
        pushViewController(controller, animated: animated)
        guard animated, let coordinator = transitionCoordinator else {
            completion()
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}

final class BarlessController: UIViewController {
    let badge = UIViewController()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator, coordinator.isInteractive else { return }
        coordinator.animate(alongsideTransition: { _ in
            self.navigationController?.navigationBar.alpha = 1
        }, completion: { context in
            if context.isCancelled {
                self.addChild(self.badge)
                self.badge.didMove(toParent: self)
            }
        })
    }
}

let home = UIViewController()
let flow = FlowController(rootViewController: home)
let detail = BarlessController()
let more = UIViewController()
window.rootViewController = flow
window.makeKeyAndVisible()
RunLoop.main.run(for: 1)
flow.push(detail, animated: true) {
    flow.pushViewController(more, animated: false)
}
RunLoop.main.run(for: 1)
flow.popViewController(animated: false)
RunLoop.main.run(for: 1)
flow.beginInteractivePop()
flow.cancelInteractivePop()
RunLoop.main.run(for: 1)

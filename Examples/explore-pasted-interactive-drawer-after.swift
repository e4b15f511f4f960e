// An interactive drawer, pasted as apps write it, correct: the menu comes in under the user's
// finger, driven by a `UIViewPropertyAnimator` the drawer keeps in a property. `beginOpening`
// adds the menu and pauses the animator (the gesture holds it); the gesture's end continues it,
// reversed when the user lets go short (`cancel`): its completion sends `didMove(toParent:)` at
// `.end`, and takes the menu out (`willMove(toParent: nil)`, its view, `removeFromParent()`) at
// `.start`. The audit finds nothing; `containment explore` with every event finds nothing to
// depth 6. Its twin, `explore-pasted-interactive-drawer-before.swift`, forgets the `.start`.
import UIKit

final class Drawer: UIViewController {
    private var animator: UIViewPropertyAnimator?
    func beginOpening(_ menu: UIViewController) {
        guard animator == nil, menu.parent == nil else { return }
        addChild(menu)
        view.addSubview(menu.view)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        animator.addCompletion { [weak self] position in
            guard let self = self else { return }
            self.animator = nil
            if position == .end {
                menu.didMove(toParent: self)
            } else {
                menu.willMove(toParent: nil)
                menu.view.removeFromSuperview()
                menu.removeFromParent()
            }
        }
        animator.pauseAnimation()
        self.animator = animator
    }
    func cancel() {
        animator?.isReversed = true
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
    func finish() {
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
let drawer = Drawer()
let menu = UIViewController()
window.rootViewController = drawer
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
action open() { drawer.beginOpening(menu) }
action finish() { drawer.finish() }
action cancel() { drawer.cancel() }

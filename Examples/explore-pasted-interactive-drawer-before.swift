// The interactive drawer of `explore-pasted-interactive-drawer-after.swift`, broken: its
// animator's completion handles only `.end`. When the user lets go short, the animator runs
// back to `.start`, and the menu stays a child that never gets `didMove(toParent:)`.
// `containment explore --events time` finds it in 3 steps: `open()`, the turn's end, `cancel()`
// (A1).
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

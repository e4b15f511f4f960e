// A root container that switches its screen while it is appearing, in the
// shape of the bug mullvad/mullvadvpn-app PR #2802 fixed (failure class C):
// it forwards appearance by hand, and `setViewControllers` called after the
// container's `viewWillAppear` and before its `viewDidAppear` (here: in the
// same turn as `makeKeyAndVisible()`) ends the new screen's appearance, which
// the container's `viewDidAppear` then ends again. Written for this example
// from the PR's description (not copied); animations and the screens'
// configuration are left out. UIKit logs "Unbalanced calls" (ios7, ios17):
// A9 at the container's `endAppearanceTransition()`. The fix tracks where
// the container's own appearance stands
// (`pasted-root-container-set-while-appearing-after.swift`).
import UIKit

class RootContainerViewController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []

    var topViewController: UIViewController? {
        return viewControllers.last
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    func setViewControllers(_ newViewControllers: [UIViewController], animated: Bool) {
        let source = topViewController
        let target = newViewControllers.last
        let isVisible = viewIfLoaded?.window != nil

        for child in viewControllers where !newViewControllers.contains(child) {
            child.willMove(toParent: nil)
        }
        for child in newViewControllers where !viewControllers.contains(child) {
            addChild(child)
        }

        if isVisible && source !== target {
            source?.beginAppearanceTransition(false, animated: animated)
            target?.beginAppearanceTransition(true, animated: animated)
        }
        source?.view.removeFromSuperview()
        if let target = target {
            view.addSubview(target.view)
        }
        if isVisible && source !== target {
            source?.endAppearanceTransition()
            target?.endAppearanceTransition()
        }

        for child in viewControllers where !newViewControllers.contains(child) {
            child.removeFromParent()
        }
        for child in newViewControllers where child.parent === self {
            child.didMove(toParent: self)
        }
        viewControllers = newViewControllers
    }
}

let root = RootContainerViewController()
let login = UIViewController()
let main = UIViewController()
root.setViewControllers([login], animated: false)
window.rootViewController = root
window.makeKeyAndVisible()
root.setViewControllers([main], animated: false)
RunLoop.main.runUntilIdle()

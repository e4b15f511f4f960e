// The root container of `pasted-root-container-set-while-appearing-before.swift`
// with the fix mullvad/mullvadvpn-app PR #2802 describes (failure class C):
// the container keeps where its own appearance stands, and a switch made
// while it is appearing begins the new screen's appearance and leaves its
// end to the container's `viewDidAppear`. Written for this example (not
// copied). The audit finds nothing.
import UIKit

class RootContainerViewController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []
    private var isAppearing = false
    private var isAppeared = false

    var topViewController: UIViewController? {
        return viewControllers.last
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isAppearing = true
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isAppearing = false
        isAppeared = true
        topViewController?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isAppeared = false
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    func setViewControllers(_ newViewControllers: [UIViewController], animated: Bool) {
        let source = topViewController
        let target = newViewControllers.last

        for child in viewControllers where !newViewControllers.contains(child) {
            child.willMove(toParent: nil)
        }
        for child in newViewControllers where !viewControllers.contains(child) {
            addChild(child)
        }

        if isAppeared && source !== target {
            source?.beginAppearanceTransition(false, animated: animated)
            target?.beginAppearanceTransition(true, animated: animated)
        } else if isAppearing && source !== target {
            // The container's viewDidAppear ends the target's appearance.
            source?.beginAppearanceTransition(false, animated: animated)
            target?.beginAppearanceTransition(true, animated: animated)
        }
        source?.view.removeFromSuperview()
        if let target = target {
            view.addSubview(target.view)
        }
        if isAppeared && source !== target {
            source?.endAppearanceTransition()
            target?.endAppearanceTransition()
        } else if isAppearing && source !== target {
            source?.endAppearanceTransition()
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

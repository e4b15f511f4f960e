// A pager that embeds a UIPageViewController, in the shape the pager
// libraries give it (Pageboy's, for one): the page view controller kept in
// an optional property and rebuilt in viewDidLoad at the z-index the old one
// had, the current page kept as an `Int?`, the container its page view
// controller's data source and delegate as UIKit's methods. Written for this
// example (not copied). The driver loads the pages while the pager appears,
// then scrolls to the last page animated (rule 5.4: the will-callbacks at
// once, the ends after the page animation) and jumps back not animated.
import UIKit

open class PagerController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private var pageViewController: UIPageViewController?
    private var pages: [UIViewController] = []
    public private(set) var currentIndex: Int?

    open override func viewDidLoad() {
        super.viewDidLoad()
        setUpPageViewController()
    }

    public func reload(with pages: [UIViewController]) {
        self.pages = pages
        guard let first = pages.first else { return }
        pageViewController?.setViewControllers([first], direction: .forward, animated: false, completion: nil)
        currentIndex = 0
    }

    private func setUpPageViewController() {
        var existingZIndex: Int?
        if let existing = pageViewController {
            existingZIndex = view.subviews.firstIndex(of: existing.view)
            existing.willMove(toParent: nil)
            existing.view.removeFromSuperview()
            existing.removeFromParent()
        }
        let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pageViewController.delegate = self
        pageViewController.dataSource = self
        self.pageViewController = pageViewController
        addChild(pageViewController)
        if let existingZIndex = existingZIndex {
            view.insertSubview(pageViewController.view, at: existingZIndex)
        } else {
            view.addSubview(pageViewController.view)
            view.sendSubviewToBack(pageViewController.view)
        }
        pageViewController.didMove(toParent: self)
    }

    public func scrollToPage(_ index: Int, animated: Bool) {
        guard let current = currentIndex, index != current, index >= 0, index < pages.count else { return }
        let direction: UIPageViewController.NavigationDirection = index > current ? .forward : .reverse
        pageViewController?.setViewControllers([pages[index]], direction: direction, animated: animated) { [weak self] finished in
            if finished {
                self?.currentIndex = index
            }
        }
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = pageViewController.viewControllers?.first else { return }
        currentIndex = pages.firstIndex(of: shown)
    }
}
let pager = PagerController()
let a = UIViewController()
let b = UIViewController()
let c = UIViewController()
window.rootViewController = pager
window.makeKeyAndVisible()
pager.reload(with: [a, b, c])
RunLoop.main.runUntilIdle()
pager.scrollToPage(2, animated: true)
RunLoop.main.runUntilIdle()
pager.scrollToPage(0, animated: false)
RunLoop.main.runUntilIdle()

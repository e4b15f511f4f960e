// A page view controller subclass in the shape the common UIPageViewController
// tutorials and pager apps give it: the pages made by a lazy closure, the
// subclass its own data source and delegate as UIKit's methods, the index
// kept in didFinishAnimating. Written for this example (not copied). The
// data-source methods are read as the list they index (a note says so); the
// delegate's didFinishAnimating runs as a handler with `completed` bound.
// The driver swipes forward and lets go (cancelled), then swipes again and
// finishes: only the finished swipe moves the index (rule 5.4).
import UIKit

final class ColorPageViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private(set) lazy var orderedViewControllers: [UIViewController] = {
        return [self.newColoredViewController("Green"),
                self.newColoredViewController("Red"),
                self.newColoredViewController("Blue")]
    }()
    private(set) var currentIndex = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    private func newColoredViewController(_ color: String) -> UIViewController {
        return UIViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let firstViewController = orderedViewControllers.first {
            setViewControllers([firstViewController], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let viewControllerIndex = orderedViewControllers.firstIndex(of: viewController) else { return nil }
        let previousIndex = viewControllerIndex - 1
        guard previousIndex >= 0 else { return nil }
        guard orderedViewControllers.count > previousIndex else { return nil }
        return orderedViewControllers[previousIndex]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let viewControllerIndex = orderedViewControllers.firstIndex(of: viewController) else { return nil }
        let nextIndex = viewControllerIndex + 1
        guard orderedViewControllers.count != nextIndex else { return nil }
        return orderedViewControllers[nextIndex]
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed else { return }
        currentIndex += 1
        if currentIndex == 1 {
            _ = indexShown.view    // a visible effect of the index
        }
    }
}

let indexShown = UIViewController()
let pager = ColorPageViewController()
window.rootViewController = pager
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
pager.beginInteractiveSwipe(direction: .forward)
pager.cancelInteractiveSwipe()
RunLoop.main.runUntilIdle()
pager.beginInteractiveSwipe(direction: .forward)
pager.finishInteractiveSwipe()
RunLoop.main.runUntilIdle()

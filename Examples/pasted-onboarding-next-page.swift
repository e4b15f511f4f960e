// An onboarding flow in the shape apps give it: a UIPageViewController
// subclass, its own data source, with a "Next" button that asks its own data
// source for the page after the current one (`dataSource?.pageViewController(
// self, viewControllerAfter: current)`) and sets it, animated. Written for
// this example (not copied). The data-source methods are read as the list
// they index; the call through `dataSource` runs the class's own method, as
// it does in Swift when the class is its own data source. The driver taps
// Next, swipes to the last page, and taps Next again, which finds no page
// after the last and does nothing (rule 5.4).
import UIKit

final class OnboardingController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private lazy var pages: [UIViewController] = [UIViewController(), UIViewController(), UIViewController()]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func goToNextPage(animated: Bool = true) {
        guard let current = viewControllers?.first,
              let next = dataSource?.pageViewController(self, viewControllerAfter: current) else { return }
        setViewControllers([next], direction: .forward, animated: animated, completion: nil)
    }
}

let onboarding = OnboardingController()
window.rootViewController = onboarding
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
onboarding.goToNextPage()
RunLoop.main.runUntilIdle()
onboarding.beginInteractiveSwipe(direction: .forward)
onboarding.finishInteractiveSwipe()
RunLoop.main.runUntilIdle()
onboarding.goToNextPage()

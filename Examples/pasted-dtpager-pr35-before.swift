// DTPagerController (github.com/tungvoduc/DTPagerController) before PR #35,
// as its Swift is shaped: pages kept as children, a selected index whose
// change begins both pages' appearance transitions and ends them in the
// scroll animation's completion; a second tap before the animation ends
// begins them again while the first ones are open. Written for this example
// in the library's own style (not copied); the segmented control, the
// scroll view's content size and offsets, and the page titles are left out.
// Every remaining line is pasted Swift as the language's section 6 reads it.
import UIKit

open class DTPagerController: UIViewController {
    public private(set) var viewControllers: [UIViewController]
    open var previousPageIndex: Int = 0
    open var selectedPageIndex: Int = 0
    private let scrollView = UIScrollView()
    private let animationDuration = 0.3

    public init(viewControllers controllers: [UIViewController]) {
        viewControllers = controllers
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        for viewController in viewControllers {
            addChild(viewController)
            scrollView.addSubview(viewController.view)
            viewController.didMove(toParent: self)
        }
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewControllers[selectedPageIndex].beginAppearanceTransition(true, animated: animated)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewControllers[selectedPageIndex].endAppearanceTransition()
    }

    open func setSelectedPageIndex(_ index: Int, animated: Bool) {
        guard index >= 0, index < viewControllers.count, index != selectedPageIndex else { return }
        previousPageIndex = selectedPageIndex
        selectedPageIndex = index
        let previous = viewControllers[previousPageIndex]
        let next = viewControllers[selectedPageIndex]
        previous.beginAppearanceTransition(false, animated: animated)
        next.beginAppearanceTransition(true, animated: animated)
        UIView.animate(withDuration: animated ? animationDuration : 0, animations: {
            self.scrollView.contentOffset = CGPoint(x: CGFloat(index) * self.view.bounds.width, y: 0)
        }, completion: { _ in
            previous.endAppearanceTransition()
            next.endAppearanceTransition()
        })
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewControllers[selectedPageIndex].beginAppearanceTransition(false, animated: animated)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewControllers[selectedPageIndex].endAppearanceTransition()
    }
}

// The driver: the user taps the second page, then the first again before
// the scroll animation ends.
let first = UIViewController()
let second = UIViewController()
let pager = DTPagerController(viewControllers: [first, second])
window.rootViewController = pager
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
pager.setSelectedPageIndex(1, animated: true)
pager.setSelectedPageIndex(0, animated: true)

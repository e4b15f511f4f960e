// XLPagerTabStrip (github.com/xmartlabs/XLPagerTabStrip) after PR #303, as
// its Swift is shaped: a pager whose data source gives the child
// controllers, added in viewDidLoad; the fix stops UIKit's automatic
// forwarding, so the pager's begin and end are the child's only appearance
// callbacks.
// Written for this example in the library's own style (not copied); the
// data-source protocol is replaced by an array property, and the bar, the
// scroll view's delegate and the page offsets are left out. Every remaining
// line is pasted Swift as the language's section 6 reads it.
import UIKit

open class PagerTabStripViewController: UIViewController, UIScrollViewDelegate {
    @IBOutlet weak public var containerView: UIScrollView!
    open private(set) var viewControllers = [UIViewController]()
    open private(set) var currentIndex = 0
    private var pagerChildren: [UIViewController]

    public init(children: [UIViewController]) {
        pagerChildren = children
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
        containerView.bounces = true
        containerView.alwaysBounceHorizontal = true
        view.addSubview(containerView)
        reloadViewControllers()
        let childController = pagerChildren[currentIndex]
        addChild(childController)
        childController.view.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        containerView.addSubview(childController.view)
        childController.didMove(toParent: self)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        children.first?.beginAppearanceTransition(true, animated: animated)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        children.first?.endAppearanceTransition()
    }

    open func reloadViewControllers() {
        guard !pagerChildren.isEmpty else {
            fatalError("viewControllers(for:) should provide at least one child view controller")
        }
    }
}

// The driver: the app shows the pager.
let child = UIViewController()
let pager = PagerTabStripViewController(children: [child])
window.rootViewController = pager
window.makeKeyAndVisible()

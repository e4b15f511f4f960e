// KYDrawerController (github.com/ykyouhei/KYDrawerController) before PR #141,
// as its Swift is shaped: the class, its drawer state, the main view
// controller swapped in the property's didSet, the appearance forwarded by
// hand. Written for this example in the library's own style (not copied);
// the parts of the original that do not touch containment (the gesture
// recognizers, the shadow, the container view's constraints, the drawer's
// pan) are left out, and every remaining line is pasted Swift as the
// language's section 6 reads it: nothing was rewritten for the scenario.
import UIKit

public class KYDrawerController: UIViewController {
    @objc public enum DrawerState: Int {
        case opened, closed
    }

    private var _drawerState: DrawerState = .closed
    public var drawerWidth: CGFloat = 280
    private let _containerView = UIView()

    public var mainViewController: UIViewController! {
        didSet {
            if let oldController = oldValue {
                oldController.willMove(toParent: nil)
                oldController.view.removeFromSuperview()
                oldController.removeFromParent()
            }
            guard let mainViewController = mainViewController else { return }
            addChild(mainViewController)
            mainViewController.view.translatesAutoresizingMaskIntoConstraints = false
            view.insertSubview(mainViewController.view, at: 0)
            mainViewController.didMove(toParent: self)
        }
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override public var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(_containerView)
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mainViewController?.beginAppearanceTransition(true, animated: animated)
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        mainViewController?.endAppearanceTransition()
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        mainViewController?.beginAppearanceTransition(false, animated: animated)
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        mainViewController?.endAppearanceTransition()
    }
}

// The driver: the app shows the drawer, then replaces its main view
// controller while the drawer is closed.
let main = UIViewController()
let newMain = UIViewController()
let drawer = KYDrawerController()
drawer.mainViewController = main
window.rootViewController = drawer
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
drawer.mainViewController = newMain

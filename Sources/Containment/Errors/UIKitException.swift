/// An exception UIKit raises: an app that makes the call crashes
/// (<doc:CallbackOrder#7-Diagnostics>).
///
/// ``World/apply(_:)`` throws it as ``CallFailure/exception(_:)`` and leaves
/// the world exactly as it was before the operation, including any work the
/// operation had already caused. Its cases are §7's E1–E11, and two texts of
/// UIKit's outside that numbering (`Can't add self as subview`, and the
/// Objective-C runtime's "unrecognized selector"), code `E0`.
///
/// The model's own refusals (budgets spent, identities it cannot name, a
/// world misused during a call) are ``ModelRefusal``, codes `M1`–`M8`. Only
/// the deprecated entry points (``World/perform(_:)`` and its kin) throw one
/// inside this type, as ``refused(_:)``.
public enum UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
  /// E1: `transition(from:to:)` between controllers that are not both children
  /// of the receiver (rule 3.1; grade doc + obs).
  case noCommonParent(from: ControllerID, to: ControllerID)

  /// E2a: `addChild` of a controller with no parent whose view already sits in
  /// another controller's view in a window (rule 1.1; grade obs + dec).
  case viewInsideAnotherController(
    child: ControllerID, owner: ControllerID, requestedParent: ControllerID)

  /// E2b: adding a child's view under a view owned by a controller that is not
  /// its parent (rule 1.5; grade doc + obs).
  case viewUnderWrongParent(child: ControllerID, parent: ControllerID, actual: ControllerID)

  /// E3: `addChild` of a window's root view controller whose view is in the
  /// window (rule 1.1; grade dec).
  case addingRootViewController(root: ControllerID, parent: ControllerID)

  /// E4: `addChild` that would make a controller its own ancestor. UIKit has no
  /// check; the model raises rather than build a cycle (rule 1.1; grade inf).
  case cycle(child: ControllerID, parent: ControllerID)

  /// E5: pushing a controller that is already on the stack (rule 5.1).
  case pushingSameInstance(navigation: ControllerID, controller: ControllerID)

  /// E6: pushing a navigation controller (rule 5.1).
  case pushingNavigationController

  /// E7, first form: presenting a controller that is already presented (rule 5.3).
  case alreadyPresented(controller: ControllerID, presenter: ControllerID)

  /// E7, second form: presenting a controller that is a child or a window's
  /// root (rule 5.3).
  case presentingActiveController(ControllerID)

  /// E8: a storyboard identifier that the storyboard does not have (scenario language §2).
  case unknownStoryboardIdentifier(storyboard: String, identifier: String)

  /// E9: selecting a tab that is not a child of the tab bar controller (rule 5.2).
  case selectingNonChild(ControllerID)

  /// Not in §7: adding a view inside itself. UIKit raises "Can't add self
  /// as subview" for the view itself and cannot represent a view inside its own
  /// subview; the model refuses both (grade obs for the text).
  case viewInsideItself(ViewReference)
  /// E10: `setViewControllers` on a page view controller with the wrong
  /// number of pages for its spine (rule 5.4, revision 4; grade dec).
  case pageCountMismatch(provided: Int, required: Int, spine: PageSpineLocation)
  /// E11: `isDoubleSided = false` with the spine in the middle (rule 5.4;
  /// doc that it raises; UIKit's text was not read: the model's own).
  case singleSidedWithMidSpine(ControllerID)

  /// Not in §7: a container call on a controller of another class, such
  /// as a push on a plain view controller; Objective-C raises "unrecognized
  /// selector" (grade obs for the text).
  case unrecognizedSelector(ControllerID, String)
  /// Not UIKit's: a call the model refused (``ModelRefusal``), as the
  /// deprecated entry points throw it (``World/perform(_:)`` and its kin).
  /// ``World/apply(_:)`` throws ``CallFailure/refusal(_:)`` instead, and
  /// never this case.
  case refused(ModelRefusal)

  /// The code the callback-order reference (§7) gives the exception: `E1` … `E11`,
  /// `E0` for UIKit's texts outside that numbering, or a refusal's `M` code.
  public var code: String {
    switch self {
    case .noCommonParent: "E1"
    case .viewInsideAnotherController: "E2a"
    case .viewUnderWrongParent: "E2b"
    case .addingRootViewController: "E3"
    case .cycle: "E4"
    case .pushingSameInstance: "E5"
    case .pushingNavigationController: "E6"
    case .alreadyPresented, .presentingActiveController: "E7"
    case .unknownStoryboardIdentifier: "E8"
    case .selectingNonChild: "E9"
    case .pageCountMismatch: "E10"
    case .singleSidedWithMidSpine: "E11"
    case .viewInsideItself, .unrecognizedSelector: "E0"
    case .refused(let refusal): refusal.code
    }
  }

  /// Whether UIKit itself raises it, so that an app making the call
  /// crashes; `false` only for ``refused(_:)``.
  public var isRaisedByUIKit: Bool {
    switch self {
    case .noCommonParent, .viewInsideAnotherController, .viewUnderWrongParent,
      .addingRootViewController, .cycle, .pushingSameInstance, .pushingNavigationController,
      .alreadyPresented, .presentingActiveController, .unknownStoryboardIdentifier,
      .selectingNonChild, .pageCountMismatch, .singleSidedWithMidSpine:
      // §7's numbered exceptions, E1–E11. E4 stands for UIKit's own failure
      // to build a cycle (rule 1.1, grade inf): the app does not go on.
      true
    case .viewInsideItself, .unrecognizedSelector:
      // UIKit's and the Objective-C runtime's exceptions outside §7's
      // numbering ("Can't add self as subview", "unrecognized selector").
      true
    case .refused:
      // The model's budgets and identities: nothing UIKit raises.
      false
    }
  }

  /// The exact text of <doc:CallbackOrder#7-Diagnostics>.
  public var message: String {
    switch self {
    case .noCommonParent(let from, let to):
      "Children view controllers \(from) and \(to) must have a common parent view controller "
        + "when calling -[UIViewController transitionFromViewController:toViewController:"
        + "duration:options:animations:completion:]"
    case .viewInsideAnotherController(let child, let owner, let requestedParent):
      "child view controller:\(child) should have parent view controller:\(owner) but "
        + "requested parent is:\(requestedParent)"
    case .viewUnderWrongParent(let child, let parent, let actual):
      "child view controller:\(child) should have parent view controller:\(parent) but "
        + "actual parent is:\(actual)"
    case .addingRootViewController(let root, let parent):
      "adding a root view controller \(root) as a child of view controller:\(parent)"
    case .cycle(let child, let parent):
      "adding \(child) as a child of \(parent) would create a cycle in the view controller "
        + "hierarchy"
    case .pushingSameInstance(let navigation, let controller):
      "\(navigation) is pushing the same view controller instance (\(controller)) more than "
        + "once which is not supported and is most likely an error in the application"
    case .pushingNavigationController:
      "Pushing a navigation controller is not supported"
    case .alreadyPresented(let controller, let presenter):
      "Application tried to present modally a view controller \(controller) that is already "
        + "being presented by \(presenter)."
    case .presentingActiveController(let controller):
      "Application tried to present modally an active controller \(controller)."
    case .unknownStoryboardIdentifier(let storyboard, let identifier):
      "Storyboard (\(storyboard)) doesn't contain a view controller with identifier "
        + "'\(identifier)'"
    case .selectingNonChild(let controller):
      "Attempting to select a view controller that isn't a child! \(controller)"
    case .viewInsideItself:
      "Can't add self as subview"
    case .pageCountMismatch(let provided, let required, let spine):
      "The number of provided view controllers (\(provided)) doesn't match the number required "
        + "(\(required)) for the requested spine location (\(spine))"
    case .singleSidedWithMidSpine(let pages):
      "\(pages): a page view controller with its spine in the middle must be double-sided "
        + "(the model's text: UIKit's was not read)"
    case .unrecognizedSelector(let controller, let selector):
      "-[UIViewController \(selector)]: unrecognized selector sent to instance \(controller)"
    case .refused(let refusal):
      refusal.message
    }
  }

  /// The message.
  public var description: String { message }
}

import Containment

/// Turns the driver of a pasted Swift file into the scenario language's own
/// statements (scenario language §6): the stage between reading and checking.
///
/// `let drawer = DrawerController(main: main)` becomes the controller
/// `drawer`, a variable for each stored property (`drawer.isOpen`), the
/// forwarding switch the class overrides, a handler for each override, and
/// the initializer's statements; `drawer.open(menu, animated: true)` becomes
/// the method's body with its parameters bound. Inside a class's code, `self`
/// and the implicit `self` name the instance, `guard` and an early `return`
/// become `if`s over the statements that follow, and `if let` binds the
/// value it unwraps. What the model does not model is skipped with a note.
///
/// The expansion makes statements the checker then checks: every rule of
/// the language applies to them, at the lines of the class's code.
struct SwiftExpansion {
  /// The file's declarations, and the notes of what was skipped.
  var declarations: PastedDeclarations
  /// The classes, by name, extensions merged.
  let classes: [String: ClassDeclaration]
  /// Whether a property of the file is declared implicitly unwrapped
  /// (`var current: UIViewController!`): most files have none, and skip
  /// looking for them.
  let hasImplicitlyUnwrappedProperties: Bool
  /// The properties of each instance made so far, by the instance's name.
  var instances: [String: Instance] = [:]
  /// For each instance a method makes, the top-level variable that holds
  /// it once made (`detail#1.instance`): the instance's own name is bound
  /// only inside the method, and a call on a controller known only when
  /// running (``dispatched(_:on:_:_:at:)``) compares with it anywhere.
  var instanceHandles: [String: String] = [:]
  /// The number that stands for each instance of a plain class (one with no
  /// UIKit superclass, a coordinator) when running, by the instance's name:
  /// the model keeps no object for it, and a property that holds one
  /// (``plainVariables``) holds its number.
  var plainNumbers: [String: Int] = [:]
  /// For each instance of a plain class a method makes, the variable that
  /// holds its number when running (`flow#1.identity`): each making gives
  /// a new one, counted down from -1 by ``plainMadeCounter`` (the numbers
  /// of ``plainNumbers`` are positive), so that a property still holding
  /// one made before is told apart from the latest.
  var plainIdentities: [String: String] = [:]
  /// The variable that counts the plain objects made in methods.
  static let plainMadeCounter = "plain#made"
  /// The variables of optional properties whose type is a plain class of
  /// the file (`var flow: LoginFlow?`): integers, the number of the
  /// instance they hold (``plainValue(of:at:)``) or nil, so that a call on one
  /// runs only while it holds that instance, as in Swift.
  var plainVariables: Set<String> = []
  /// The variables of properties that Swift types as a controller, not an
  /// optional, kept as optional controllers because their instance is made
  /// in a method (`let content: UIViewController`, set by the initializer):
  /// read unwrapped where Swift reads a value, as an implicitly unwrapped
  /// property is, since Swift's initializer sets them before any read.
  var neverNilVariables: Set<String> = []
  /// The number the next fresh name gets.
  private var nextNumber = 0
  /// Each case of the file's simple enums, by name, and its position.
  ///
  /// The position is the case's value when running (scenario language
  /// §6). A name two enums share
  /// with different positions is left out, and read as written.
  var enumCases: [String: Int] = [:]
  /// The names of the file's simple enums.
  var enumNames: Set<String> = []
  /// The variables that hold a kept animator's completion position
  /// (`SwiftExpansion+KeptAnimator.swift`).
  var animatorPositionNames: Set<String> = []
  /// The file's classes that inherit from a UIKit view, whose code is
  /// skipped: their instances are plain views.
  var viewClasses: Set<String> = []
  /// The declarations of ``viewClasses``, whose properties say which views
  /// they keep (``viewSlot(_:of:_:)``); their code is not run.
  var viewClassDeclarations: [String: ClassDeclaration] = [:]
  /// The driver's constants written as literals (`let duration = 0.3`):
  /// read as the literal wherever the file names them.
  var globals: [String: Expression] = [:]
  /// The top-level variables the locals a method changes stand for
  /// (`var count = 0` then `count += 1`), declared before the statement
  /// whose expansion needs them: the language's variables live at the top
  /// level, and each expansion of a method has its own.
  var hoisted: [Statement] = []
  /// The variables of the views the file's view classes keep, by their
  /// holder's path and property (``viewSlot(_:of:_:)``).
  var viewSlotVariables: [String: String] = [:]
  /// The names of the views the instances' properties hold.
  var viewNames: Set<String> = []
  /// The view properties the class's code sets to something other than a
  /// view it makes (`content = child.view`, `dim = nil`), each a variable of
  /// type `UIView?`, with the name of the plain view made for it up front
  /// (what `dim = UIView()` sets it to).
  var viewVariables: [String: String] = [:]
  /// By class, the names its code sets to something other than a view it
  /// makes (``setsViewItDoesNotMake(_:of:)``).
  var propertiesSetToOtherValues: [String: Set<String>] = [:]
  /// By class, the members its own code sets to `self`
  /// (``membersSetToSelf(in:)``).
  var membersSetToSelf: [String: Set<String>] = [:]
  /// The instances whose class answers `presentationControllerShouldDismiss`.
  var shouldDismissDelegates: [ShouldDismissDelegate] = []
  /// The names the driver declared so far: class code may read them, and
  /// no misspelling is suggested for them.
  var driverNames: Set<String> = []
  /// The driver's names whose declaration was skipped, with what it made
  /// (`let split = UISplitViewController()`): a statement that reads one is
  /// skipped with the same note.
  var skippedDriverNames: [String: String] = [:]
  /// The variables that hold a list that changes (`var pages: [UIViewController] = []`).
  var listVariables: Set<String> = []
  /// The properties that keep a closure, by the variable that says whether
  /// one is kept (``ClosureProperty``).
  var closureProperties: [String: ClosureProperty] = [:]
  /// The instance a property's variable is assigned, by the variable.
  ///
  /// After `list = controller`, where `controller` is an instance made in
  /// a method, calls on the property reach that instance's methods. A
  /// variable assigned two instances has none (``ambiguousAliases``): which
  /// one it holds is known only when running.
  var instanceAliases: [String: String] = [:]
  /// For each property that keeps a one-shot timer (`dismissTimer =
  /// Timer.scheduledTimer(…)`), by `instance.property`, the variable that
  /// says the timer has not fired yet (`SwiftExpansion+KeptTimer.swift`).
  var keptTimers: [String: String] = [:]
  /// The variables assigned more than one instance.
  var ambiguousAliases: Set<String> = []
  /// Whether the static objects of plain classes were made
  /// (``staticObjectsNotMadeYet()``).
  var madeStaticObjects = false
  /// The `lazy` properties whose closure does more than make the object,
  /// by the property's variable: the rest runs where the property is first
  /// read (``LazyInitialization``).
  var lazyInitializations: [String: LazyInitialization] = [:]
  /// How many statements the expansion has made: a budget, since an early
  /// `return` copies the statements after it into each path.
  private var statementsMade = 0

  /// The most statements one file's expansion may make.
  static let maximumStatements = 200_000
  /// How deep methods may call methods, and blocks nest, in an expansion.
  static let maximumDepth = 32
  /// How deep a method's call of itself (directly or through other methods)
  /// is expanded before the run: a deeper call is a stop, reached only if the
  /// run recurses that far (``recursionStop(_:from:at:)``).
  static let maximumRecursionDepth = 16
  /// How many lists of statements, condition items and branches are being
  /// rewritten, one inside another (``enterNesting(at:)``).
  ///
  /// A method's local `let`, like a `guard`, an early `return` and each
  /// `else if` of a chain that returns, holds the statements after it in a
  /// block of its own, so that they nest as deep as they are many.
  var rewriteDepth = 0
  /// How deep lists of statements may be rewritten one inside another: a
  /// bound on the expansion's recursion and on the nesting of what it makes,
  /// which the run walks, well inside a debug build's stack.
  static let maximumRewriteDepth = 128

  /// An instance of a pasted class: its class and what each property is.
  struct Instance {
    let className: String
    var properties: [String: PropertyValue]
  }

  /// What a property of an instance stands for in the expanded statements.
  enum PropertyValue {
    /// A scenario name: a variable, or a controller, view or list the
    /// instance made (`drawer.isOpen`, `drawer.menu`).
    case name(String)
    /// A constant written as a literal (`let duration = 0.3`), read as it.
    case literal(Expression)
    /// A computed property: the expression its getter returns.
    case computed(Expression)
    /// A computed property whose getter is statements, read as a method's
    /// returned value.
    case computedBody([Statement])
    /// A property that keeps a closure (`var onClose: (() -> Void)?`).
    case closure(ClosureProperty)
    /// A property that keeps a `UIViewPropertyAnimator`
    /// (`SwiftExpansion+KeptAnimator.swift`).
    case animator(AnimatorProperty)
    /// An instance of a struct of settings (`var style = Style()`): its
    /// type and each field's value, a literal; a field missing from
    /// `fields` was given what the model does not read.
    case settings(type: String, fields: [String: Expression])
    /// A property the model does not model, and why.
    case skipped(String)
  }

  /// Where the code being expanded runs: which instance is `self`, in
  /// which class's code, and the local names it binds.
  struct Context {
    var instance: String?
    var className: String?
    var locals: [String: Expression] = [:]
    var skippedLocals: [String: String] = [:]
    var depth = 0
    /// The `UIViewPropertyAnimator`s the code made, by the local's name:
    /// their duration and the blocks added so far, run as a view animation
    /// when `startAnimation()` is called (scenario language §6).
    var animators: [String: PropertyAnimator] = [:]
    /// The Boolean the innermost loop's `break` sets, so that its next
    /// iterations are skipped; `nil` outside a loop that breaks.
    var breakFlag: String?
    /// Whether the code is a loop's body, where `continue` ends an iteration.
    var isLoopBody = false
    /// Whether `tapTab(at:)` is the language's own tap here: inside the
    /// statements a tap on a tab bar controller that is its own delegate
    /// stands for (`SwiftExpansion+TabBarDelegate.swift`).
    var tapsTheTabDirectly = false
    /// Whether a change of a navigation controller's stack is the
    /// language's own here: inside the statements a change on a navigation
    /// controller that is its own delegate stands for
    /// (`SwiftExpansion+NavigationDelegate.swift`).
    var changesTheStackDirectly = false
    /// The Boolean a `return` inside a loop sets, so that the loop's next
    /// iterations and the statements after it are skipped; one per method.
    var returnFlag: String?
    /// The variable a method called for its result keeps it in: its
    /// `return value` assigns it (scenario language §6).
    var resultVariable: String?
    /// Whether this is an initializer's code: assigning a property there
    /// runs no observer, as in Swift for a class's own properties.
    var isInitializing = false
    /// The class whose initializer this is: a property a superclass declares,
    /// assigned after `super.init`, runs its observers, as Swift does.
    var initializingClass: String?
    /// The methods and functions whose bodies are being expanded, outermost
    /// first, by where each is declared: a call of one of them is a
    /// recursion (``recursionStop(_:from:at:)``).
    var expanding: [SourceLocation] = []
    /// The view class of the file each local made as one holds
    /// (`let root = ContainerView()`), for what it keeps
    /// (``fileViewClass(of:_:)``).
    var localViewClasses: [String: String] = [:]
    /// The locals bound to the app's window scene
    /// (`SwiftExpansion+ApplicationWindow.swift`).
    var windowScenes: Set<String> = []
    /// The locals bound to the app's scene delegate
    /// (`connectedScenes.first?.delegate as? SceneDelegate`), for its window.
    var sceneDelegates: Set<String> = []
    /// The locals bound to the app's window reached through `UIApplication`
    /// or a scene (`let window = sceneDelegate?.window`), which may be
    /// optional in Swift: read as the scenario's window.
    var applicationWindows: Set<String> = []
    /// The driver's own statements, whose `let`s declare names.
    var isTopLevel: Bool { instance == nil && depth == 0 }
  }

  /// An instance whose class answers `presentationControllerShouldDismiss(_:)`.
  struct ShouldDismissDelegate {
    let instance: String
    let className: String
    let method: FunctionDeclaration
  }

  /// A `UIViewPropertyAnimator` made by a method: its duration, and the
  /// animations and completions added to it, in order.
  struct PropertyAnimator {
    var duration: Expression
    var animations: [Statement] = []
    var completions: [Statement] = []
    /// The completion blocks as written, for a property given the animator.
    var completionBlocks: [[Statement]] = []
    /// Paused before the method gives it to a property: the property's
    /// animator is then held by the user's gesture.
    var isPaused = false
  }

  /// Why an expression cannot be expanded: a mistake, or a value the model
  /// does not model (the statement that reads it is skipped).
  enum Failure: Error {
    case diagnostic(Diagnostic)
    case skipped(String, SourceLocation)
  }

  init(_ declarations: PastedDeclarations) throws(Diagnostic) {
    self.declarations = declarations
    var classes: [String: ClassDeclaration] = [:]
    for declaration in try declarations.merged() { classes[declaration.name] = declaration }
    // A view, a cell or another UIKit class that is no controller, declared
    // beside the container: its code is skipped, and its name becomes a type
    // the model lacks (a plain view when it ends in `View`).
    for declaration in classes.values.sorted(by: { $0.location < $1.location }) {
      guard let root = Self.unmodelledUIKitSuperclass(of: declaration.name, in: classes) else {
        continue
      }
      self.declarations.note(
        "'\(declaration.name)' (a subclass of \(root)): the code of UIKit's classes other than "
          + "controllers is not modelled"
          + (Self.isUIKitView(root)
            ? "; the views its properties keep are plain views inside it" : ""),
        at: declaration.location)
      if Self.isUIKitView(root) {
        viewClasses.insert(declaration.name)
        viewClassDeclarations[declaration.name] = declaration
      }
    }
    classes = classes.filter { Self.unmodelledUIKitSuperclass(of: $0.key, in: classes) == nil }
    self.classes = classes
    for declaration in classes.values {
      let members = Self.membersSetToSelf(in: declaration)
      if !members.isEmpty { membersSetToSelf[declaration.name] = members }
    }
    hasImplicitlyUnwrappedProperties = classes.values.contains { declaration in
      declaration.properties.contains { $0.type?.hasSuffix("!") == true }
    }
    var ambiguous: Set<String> = []
    for (name, cases) in declarations.enums {
      enumNames.insert(name)
      for (position, element) in cases.enumerated() {
        if let known = enumCases[element], known != position { ambiguous.insert(element) }
        enumCases[element] = position
      }
    }
    for element in ambiguous { enumCases[element] = nil }
    // In the file's order, so that of two faulty classes the first is
    // reported on every run (a dictionary's order changes from run to run).
    for declaration in classes.values.sorted(by: { $0.location < $1.location }) {
      _ = try uikitRoot(of: declaration.name, at: declaration.location)
    }
  }

  // MARK: The driver

  /// Notes a skipped statement; at the top level, also remembers the name it
  /// declares (`let split = UISplitViewController()`), so that what reads it
  /// later is skipped too, as a method's skipped local is.
  mutating func noteSkipped(
    _ statement: Statement, _ construct: String, at location: SourceLocation, topLevel: Bool
  ) {
    declarations.note(skippedNote(construct, of: statement), at: location)
    guard topLevel else { return }
    switch statement {
    case .declaration(let name, _, _), .variable(let name, _, _, _):
      skippedDriverNames[name] = construct
    case .handler, .bound, .assignment, .discard, .call, .conditional, .loop, .guardStatement,
      .returnStatement, .whileLoop:
      // Declares no name.
      break
    }
  }

  /// The statements one top-level statement of the driver stands for.
  mutating func expand(_ statement: Statement) throws(Diagnostic) -> [Statement] {
    var staticObjects: [Statement] = []
    do {
      staticObjects = try staticObjectsNotMadeYet()
    } catch {
      switch error {
      case .diagnostic(let diagnostic): throw diagnostic
      case .skipped: break
      }
    }
    if let made = try expandingObjectsMadeInArguments(of: statement) {
      return staticObjects + made
    }
    do {
      defer { hoisted = [] }
      return staticObjects + (try expandDriverStatement(statement))
    } catch {
      switch error {
      case .diagnostic(let diagnostic): throw diagnostic
      case .skipped(let construct, let location):
        noteSkipped(statement, construct, at: location, topLevel: true)
        return []
      }
    }
  }

  /// `UINavigationController(rootViewController: UIViewController())`:
  /// each controller made in an argument declared first, named after what
  /// holds it (`profile.rootViewController`), then the declaration that
  /// reads them; `nil` for any other statement.
  private mutating func expandingObjectsMadeInArguments(of statement: Statement)
    throws(Diagnostic) -> [Statement]?
  {
    guard
      case .declaration(let name, .call(let callee, let arguments, let callAt), let location) =
        statement, arguments.contains(where: { makesObjects($0.value) })
    else { return nil }
    var made: [Statement] = []
    var named = arguments
    for (index, argument) in arguments.enumerated() {
      let holder = "\(name).\(argument.label ?? "argument\(index + 1)")"
      if makesObject(argument.value, classes) {
        made += try expand(.declaration(name: holder, value: argument.value, at: location))
        named[index].value = .name(holder, argument.value.location)
      } else if case .array(var elements, let arrayAt) = argument.value {
        // `ScrollPager(pages: [UIViewController(), UIViewController()])`:
        // each element made first, named after the list that holds it and
        // its place (`pager.pages_1`, `pager.pages_2`), as a property's list
        // names them.
        for (position, element) in elements.enumerated() where makesObject(element, classes) {
          let elementName = "\(holder)_\(position + 1)"
          made += try expand(.declaration(name: elementName, value: element, at: location))
          elements[position] = .name(elementName, element.location)
        }
        named[index].value = .array(elements, arrayAt)
      }
    }
    return made
      + (try expand(.declaration(name: name, value: .call(callee, named, callAt), at: location)))
  }

  /// Whether an argument makes an object, or is a list written out with
  /// an element that does.
  private func makesObjects(_ value: Expression) -> Bool {
    if case .array(let elements, _) = value {
      return elements.contains { makesObject($0, classes) }
    }
    return makesObject(value, classes)
  }

  /// One statement of the driver: an instance of a class of the file made,
  /// a constant or closure kept, or the statement rewritten, after what it
  /// hoisted.
  private mutating func expandDriverStatement(_ statement: Statement) throws(Failure)
    -> [Statement]
  {
    switch statement {
    case .declaration(let name, _, _), .variable(let name, _, _, _): driverNames.insert(name)
    case .handler, .bound, .assignment, .discard, .call, .conditional, .loop, .guardStatement,
      .returnStatement, .whileLoop:
      break
    }
    if case .declaration(let name, .call(.name(let type, _), let arguments, _), let location) =
      statement, classes[type] != nil
    {
      let made = try instantiate(type, as: name, arguments, Context(), at: location)
      return hoisted + made
    }
    if let called = try resultOfMethodCall(statement) { return hoisted + called }
    if case .declaration(let name, let value, _) = statement {
      switch value {
      case .number, .string, .boolean, .enumCase, .closure:
        // `let duration = 0.3`: a constant Swift writes at the top level;
        // `let done = { … }`: a closure the driver passes or calls later.
        globals[name] = try resolve(value, Context())
        return []
      case .name, .none, .array, .member, .call, .binary, .not, .subscript, .unwrap,
        .forceUnwrap, .ternary, .optionalBinding:
        break
      }
      if case .member(let owner, "view", _) = value, Self.readsTheWorld(owner) || isName(owner) {
        // `let root = container.view`: the view stays the same object, so
        // the name stands for it; its load happens here, as Swift reads it.
        let load = Statement.discard(value, at: statement.location)
        let expanded = try rewrite([load][...], Context())
        globals[name] = try resolve(value, Context())
        return hoisted + expanded
      }
      if Self.readsTheWorld(value) {
        // `let nav = tabs.viewControllers![0] as! UINavigationController`:
        // Swift's constant of what the world holds now. The language's
        // `let` makes objects; a variable of the driver keeps the value
        // read here, with the class its cast names.
        let kept = Statement.variable(name: name, type: nil, value: value, at: statement.location)
        return hoisted + (try rewrite([kept][...], Context()))
      }
    }
    let expanded = try rewrite([statement][...], Context())
    return hoisted + expanded
  }

  /// What a driver's name declared from a method that does work stands for.
  ///
  /// `let page = pager.makePage()` or `var count = pager.reload()`: the
  /// method runs here, its result kept in a variable, and the name reads
  /// that variable from then on (a `var` holds a copy it may change). `nil`
  /// for any other statement, and for a method that only returns a value,
  /// which is read as a value.
  private mutating func resultOfMethodCall(_ statement: Statement) throws(Failure)
    -> [Statement]?
  {
    let value: Expression
    let location: SourceLocation
    switch statement {
    case .declaration(_, let declared, let at), .variable(_, _, let declared, let at):
      (value, location) = (declared, at)
    case .handler, .bound, .assignment, .discard, .call, .conditional, .loop, .guardStatement,
      .returnStatement, .whileLoop:
      return nil
    }
    guard case .call(let callee, _, _) = value, isMethodCall(callee, Context()),
      let called = try callForResult(value, Context(), at: location)
    else { return nil }
    if case .variable(let name, let type, _, _) = statement {
      return called.statements
        + [.variable(name: name, type: type, value: called.value, at: location)]
    }
    if case .declaration(let name, _, _) = statement { globals[name] = called.value }
    return called.statements
  }

  /// Whether `value` is a plain name.
  private func isName(_ value: Expression) -> Bool {
    if case .name = value { return true }
    return false
  }

  /// Whether `value` reads the world rather than making an object: a
  /// member, a subscript, an unwrap, a choice, or a cast of one.
  static func readsTheWorld(_ value: Expression) -> Bool {
    switch value {
    case .member, .subscript, .unwrap, .forceUnwrap, .ternary:
      true
    case .call(.member(let base, let operation, _), _, _)
    where operation == "as!" || operation == "as?" || operation == "as":
      readsTheWorld(base)
    case .name, .none, .number, .string, .boolean, .enumCase, .closure, .array, .call, .binary,
      .not, .optionalBinding:
      // Objects made, constants, and what the language's own `let` reads.
      false
    }
  }

  /// Whether `value` makes a controller or a view: a UIKit initializer the
  /// language knows, or a class of the file.
  func makesObject(_ value: Expression, _ classes: [String: ClassDeclaration]) -> Bool {
    guard case .call(.name(let type, _), _, _) = value else { return false }
    return classes[type] != nil || madeType(type) != nil
  }

  /// An action of `containment explore` (scenario language §7) whose guard
  /// and body are in the driver's terms: its calls of methods expanded.
  ///
  /// The variables its locals need are in ``hoisted``, for the parser to
  /// declare before the actions run.
  mutating func expand(_ action: ActionDeclaration) throws(Diagnostic) -> ActionDeclaration {
    var expanded = action
    do {
      expanded.body = try rewrite(action.body[...], Context())
      if let condition = action.condition {
        expanded.condition = try resolve(condition, Context())
      }
    } catch {
      switch error {
      case .diagnostic(let diagnostic): throw diagnostic
      case .skipped(let construct, let location):
        throw Diagnostic(
          "the action's guard reads what the model does not model (\(construct))",
          at: location)
      }
    }
    return expanded
  }

  /// The UIKit class a declared class descends from, or `nil` for a class
  /// with no UIKit superclass; throws for a superclass that is neither.
  func uikitRoot(of name: String, at location: SourceLocation) throws(Diagnostic)
    -> Declaration?
  {
    var current = name
    for _ in 0...classes.count {
      guard let declaration = classes[current] else { break }
      guard let superclass = declaration.superclass else { return nil }
      switch superclass {
      case "UIViewController": return .viewController
      case "UINavigationController": return .navigationController
      case "UITabBarController": return .tabBarController
      case "UIPageViewController": return .pageViewController(.scroll, spine: .min)
      case "NSObject": return nil
      default:
        guard classes[superclass] != nil else {
          throw Diagnostic(
            "'\(superclass)' is not a superclass the model knows (scenario language §6): "
              + "write UIViewController, UINavigationController, UITabBarController, "
              + "UIPageViewController or a class of this file", at: declaration.location)
        }
        current = superclass
      }
    }
    throw Diagnostic("the class '\(name)' inherits from itself", at: location)
  }

  /// The UIKit class other than a controller that `name` inherits from,
  /// through classes of the file: `UIView`, `UICollectionViewCell`,
  /// `UIPresentationController`; `nil` for a controller, a plain class, or
  /// an unknown superclass (which stays an error).
  static func unmodelledUIKitSuperclass(
    of name: String, in classes: [String: ClassDeclaration]
  ) -> String? {
    var current = name
    for _ in 0...classes.count {
      guard let superclass = classes[current]?.superclass else { return nil }
      if classes[superclass] == nil {
        let isUIKit = superclass.hasPrefix("UI") || superclass.hasPrefix("NS")
        let isController = superclass.hasSuffix("Controller")
        return isUIKit && superclass != "NSObject"
          && (!isController || superclass == "UIPresentationController") ? superclass : nil
      }
      current = superclass
    }
    return nil
  }

  /// Whether UIKit's class `name` is a view: `UIView` and its subclasses
  /// (controls, cells, bars, scroll and stack views), by their names.
  static func isUIKitView(_ name: String) -> Bool {
    let viewSuffixes = ["View", "Cell", "Control", "Button", "Label", "Bar", "Field", "Switch"]
    return viewSuffixes.contains { name.hasSuffix($0) } || name == "UISlider"
      || name == "UIDatePicker" || name == "UIWindow"
  }

  /// The class and its superclasses declared in the file, the root first.
  func chain(of name: String) -> [ClassDeclaration] {
    var chain: [ClassDeclaration] = []
    var current: String? = name
    while let name = current, let declaration = classes[name], chain.count <= classes.count {
      chain.append(declaration)
      current = declaration.superclass
    }
    return chain.reversed()
  }

  /// The members a class's own code sets to `self` (`dataSource = self`,
  /// `self.delegate = self`): reading them there reads the instance
  /// (``instanceName(_:_:)``), so that `dataSource?.pageViewController(self,
  /// viewControllerAfter: page)` calls the class's own method.
  static func membersSetToSelf(in declaration: ClassDeclaration) -> Set<String> {
    var members: Set<String> = []
    var walk = StatementWalk((declaration.methods + declaration.initializers).flatMap(\.body))
    while let statement = walk.next() {
      switch statement {
      case .assignment(.name(let member, _), .name("self", _), _),
        .assignment(.member(.name("self", _), let member, _), .name("self", _), _):
        if member == "dataSource" || member == "delegate" { members.insert(member) }
      case .call, .declaration, .handler, .assignment, .discard, .bound, .variable,
        .conditional, .loop, .guardStatement, .returnStatement, .whileLoop:
        continue
      }
    }
    return members
  }

  /// Whether the code of `className` or its superclasses sets `member` to
  /// `self` (``membersSetToSelf(in:)``).
  func setsItself(as member: String, in className: String) -> Bool {
    guard !membersSetToSelf.isEmpty, member == "dataSource" || member == "delegate" else {
      return false
    }
    return chain(of: className).contains { membersSetToSelf[$0.name]?.contains(member) == true }
  }

  /// A fresh name for a local: `menu#3`.
  ///
  /// No scenario can write `#` in a name.
  mutating func fresh(_ name: String) -> String {
    nextNumber += 1
    return "\(name)#\(nextNumber)"
  }

  /// Counts statements made against the budget.
  mutating func count(_ made: Int, at location: SourceLocation) throws(Failure) {
    statementsMade += made
    guard statementsMade <= Self.maximumStatements else {
      throw .diagnostic(
        Diagnostic(
          "the class's code expands to more than \(Self.maximumStatements) statements "
            + "(each early 'return' copies what follows it into each path): split the method",
          at: location))
    }
  }

  func deeper(_ context: Context, at location: SourceLocation) throws(Failure) -> Context {
    guard context.depth < Self.maximumDepth else {
      throw .diagnostic(
        Diagnostic(
          "methods call methods, or blocks nest, more than \(Self.maximumDepth) deep",
          at: location))
    }
    var inner = context
    inner.depth += 1
    return inner
  }

  // MARK: Instances

  /// `let name = Class(arguments)`: the controller, its properties, its
  /// switches and overrides, and its initializer's statements.
  mutating func instantiate(
    _ className: String, as name: String, _ arguments: [Argument], _ caller: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard caller.depth < Self.maximumDepth else {
      throw .diagnostic(Diagnostic("instances make instances too deep", at: location))
    }
    let root: Declaration?
    do {
      root = try uikitRoot(of: className, at: location)
    } catch {
      throw .diagnostic(error)
    }
    var out: [Statement] = []
    if let made = try uikitObject(of: className, root, arguments, caller, at: location) {
      out.append(.declaration(name: name, value: made, at: location))
    }
    instances[name] = Instance(className: className, properties: [:])
    if root == nil { plainNumbers[name] = plainNumbers.count + 1 }
    var context = Context(instance: name, className: className, depth: caller.depth + 1)
    context.isInitializing = true
    let chain = chain(of: className)
    // Stored properties with a value, in the order written, the root's
    // first; `lazy` ones after all the others, as Swift computes them at
    // their first read, when every other property has its value (a lazy
    // closure may read a property written below it).
    for declaration in chain {
      for property in declaration.properties where !property.isLazy {
        out += try declare(property, of: name, &context)
      }
    }
    for property in Self.lazyPropertiesInReadingOrder(chain.flatMap(\.properties)) {
      out += try declare(property, of: name, &context)
    }
    // The initializer: its statements up to `super.init` assign the
    // properties written without a value; then UIKit's object exists.
    let initializer = try self.initializer(of: chain, for: arguments, at: location)
    var parts = InitializerParts()
    if let initializer {
      parts = try expand(
        initializer, arguments, from: caller, for: name, chain: chain, context, at: location,
        delegations: 0)
    } else if root == .navigationController,
      let rootArgument = arguments.first(where: { $0.label == "rootViewController" })
    {
      // The inherited `init(rootViewController:)`.
      parts.root = try resolve(rootArgument.value, caller)
    }
    out += parts.before
    context.isInitializing = true
    out += try switchesAndOverrides(of: chain, for: name, context, at: location)
    if let root = parts.root {
      out.append(
        .call(
          .call(
            .member(.name(name, location), "setViewControllers", location),
            [
              Argument(label: nil, value: .array([root], location)),
              Argument(label: "animated", value: .boolean(false, location)),
            ], location), trailingBlock: nil, at: location))
    }
    out += parts.after
    try count(out.count, at: location)
    return out
  }

  /// The `lazy` properties among `properties`, each after the lazy ones its
  /// value reads (`lazy var nav = { UINavigationController(rootViewController:
  /// self.home) }()` after `lazy var home`), as Swift computes each at its
  /// first read; otherwise, and for properties that read each other, in
  /// the order written.
  static func lazyPropertiesInReadingOrder(_ properties: [PropertyDeclaration])
    -> [PropertyDeclaration]
  {
    var pending = properties.filter(\.isLazy)
    let names = Set(pending.map(\.name))
    var reads: [String: Set<String>] = [:]
    for property in pending {
      var found: Set<String> = []
      var expressions = property.value.map { [$0] } ?? []
      while let expression = expressions.popLast() {
        for part in expression.subexpressions {
          switch part {
          case .name(let name, _), .member(.name("self", _), let name, _),
            .member(.unwrap(.name("self", _), _), let name, _):
            if names.contains(name), name != property.name { found.insert(name) }
          case .closure(let statements, _):
            var walk = StatementWalk(statements)
            while let statement = walk.next() { expressions += statement.ownExpressions }
          case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .binary,
            .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
            continue
          }
        }
      }
      reads[property.name] = found
    }
    // Most classes: no lazy property reads another, and the order is the
    // written one.
    if reads.values.allSatisfy(\.isEmpty) { return pending }
    var ordered: [PropertyDeclaration] = []
    var declared: Set<String> = []
    while !pending.isEmpty {
      // The first one whose lazy reads are declared; with none (they read
      // each other), the first written.
      let next =
        pending.firstIndex { (reads[$0.name] ?? []).isSubset(of: declared) } ?? pending.startIndex
      let property = pending.remove(at: next)
      ordered.append(property)
      declared.insert(property.name)
    }
    return ordered
  }

  /// The UIKit object an instance of `className` is, made as its UIKit
  /// root class is (`root`); `nil` for a class with no UIKit superclass.
  private mutating func uikitObject(
    of className: String, _ root: Declaration?, _ arguments: [Argument], _ caller: Context,
    at location: SourceLocation
  ) throws(Failure) -> Expression? {
    let made: String
    var madeArguments: [Argument] = []
    switch root {
    case .navigationController?: made = "UINavigationController"
    case .tabBarController?: made = "UITabBarController"
    case .pageViewController?:
      // Its style, from the `super.init(transitionStyle:…)` the initializer
      // calls or the inherited initializer's arguments (scenario language §8).
      made = "UIPageViewController"
      madeArguments = try pageViewStyle(of: className, arguments, caller, at: location)
    case .viewController?, .view?, .window?, .storyboard?, .instantiate?, .list?:
      made = "UIViewController"
    case nil:
      // A plain reference type: no UIKit object.
      return nil
    }
    return .call(.name(made, location), madeArguments, location)
  }

  /// The arguments of `UIPageViewController(transitionStyle:navigationOrientation:spineLocation:)`
  /// a subclass's instance is made with: those of the `super.init` its
  /// initializer calls, or of the call itself (the inherited initializer);
  /// `options:` left out, and `.scroll`, `.horizontal` when none is written.
  private mutating func pageViewStyle(
    of className: String, _ arguments: [Argument], _ caller: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Argument] {
    let styleLabels: Set<String?> = ["transitionStyle", "navigationOrientation", "spineLocation"]
    var written = arguments
    for declaration in chain(of: className).reversed() {
      for initializer in declaration.initializers where initializer.accepts(arguments.map(\.label))
      {
        for statement in initializer.body {
          if case .call(.call(.member(.name("super", _), "init", _), let superArguments, _), _, _) =
            statement
          {
            written = superArguments
          }
        }
      }
    }
    var style: [Argument] = []
    for argument in written where styleLabels.contains(argument.label) {
      var resolved = argument
      resolved.value = try resolve(argument.value, caller)
      style.append(resolved)
    }
    guard style.isEmpty else { return style }
    return [
      Argument(label: "transitionStyle", value: .enumCase("scroll", location)),
      Argument(label: "navigationOrientation", value: .enumCase("horizontal", location)),
    ]
  }

  /// What an initializer contributes: the statements before UIKit's object
  /// exists (which declare the properties they assign), the root a
  /// navigation subclass gives `super.init(rootViewController:)`, and the
  /// statements after.
  struct InitializerParts {
    var before: [Statement] = []
    var root: Expression?
    var after: [Statement] = []
  }

  /// The parts of `initializer` called with `arguments`; `self.init(…)` runs
  /// the initializer it names at that point, as Swift's delegation does.
  private mutating func expand(
    _ initializer: FunctionDeclaration, _ arguments: [Argument], from caller: Context,
    for instance: String, chain: [ClassDeclaration], _ outer: Context,
    at location: SourceLocation, delegations: Int
  ) throws(Failure) -> InitializerParts {
    guard delegations <= chain.count * 4 + 4 else {
      throw .diagnostic(
        Diagnostic("the initializers delegate to each other without end", at: location))
    }
    var context = try bind(
      initializer.parameters, to: arguments, from: caller, into: outer, at: location,
      substituting: true
    ).context
    context.initializingClass = chain.last(where: { $0.initializers.contains(initializer) })?.name
    var parts = InitializerParts()
    var seenSuper = false
    let body = initializer.body
    var position = body.startIndex
    while position < body.endIndex {
      let statement = body[position]
      position += 1
      if !seenSuper,
        case .call(.call(.member(.name(let receiver, _), "init", _), let initArguments, _), _, _) =
          statement,
        receiver == "super" || receiver == "self"
      {
        seenSuper = true
        try initializerCall(
          on: receiver, initArguments, in: initializer, from: context, for: instance,
          chain: chain, outer, at: location, delegations: delegations, into: &parts)
        context.isInitializing = true
        continue
      }
      if seenSuper {
        // The rest of the body at once, so that a local (`let child = …`)
        // is known to the statements after it.
        parts.after += try rewrite(body[(position - 1)...], context)
        break
      }
      if let local = Self.localName(declaredBy: statement),
        let end = body[position...].firstIndex(where: Self.callsSuperOrSelfInit),
        try predeclareProperties(assignedIn: body[(position - 1)..<end], of: instance, context)
      {
        // A local before `super.init` (`var made: [UIViewController] = []`,
        // filled in a loop, then assigned): the statements up to
        // `super.init` at once, the properties they assign declared first.
        _ = local
        parts.before += try rewrite(body[(position - 1)..<end], context)
        position = end
        continue
      }
      // Properties assigned before `super.init` are declared by that assignment.
      parts.before += try initialAssignment(statement, of: instance, &context)
    }
    return parts
  }

  /// `self.init(…)` or `super.init(…)` in `initializer`: the initializer
  /// `self.init` names runs there, its parts joining `parts`; the root a
  /// navigation subclass gives `super.init(rootViewController:)` is noted.
  private mutating func initializerCall(
    on receiver: String, _ initArguments: [Argument], in initializer: FunctionDeclaration,
    from context: Context, for instance: String, chain: [ClassDeclaration], _ outer: Context,
    at location: SourceLocation, delegations: Int, into parts: inout InitializerParts
  ) throws(Failure) {
    if receiver == "self",
      let delegate = chain.reversed().lazy.flatMap(\.initializers).first(where: {
        $0.accepts(initArguments.map(\.label)) && $0 != initializer
      })
    {
      let inner = try expand(
        delegate, initArguments, from: context, for: instance, chain: chain, outer,
        at: location, delegations: delegations + 1)
      parts.before += inner.before
      parts.root = inner.root
      parts.after += inner.after
    } else if let rootArgument = initArguments.first(where: { $0.label == "rootViewController" }) {
      parts.root = try resolve(rootArgument.value, context)
    }
  }

  /// The name a local declaration declares (`let child = …`, `var made = …`).
  private static func localName(declaredBy statement: Statement) -> String? {
    switch statement {
    case .declaration(let name, _, _), .variable(let name, _, _, _): name
    case .assignment, .handler, .bound, .discard, .call, .conditional, .loop, .whileLoop,
      .guardStatement, .returnStatement:
      // Declares nothing.
      nil
    }
  }

  /// Whether `statement` is `super.init(…)` or `self.init(…)`.
  private static func callsSuperOrSelfInit(_ statement: Statement) -> Bool {
    guard
      case .call(.call(.member(.name(let receiver, _), "init", _), _, _), _, _) = statement
    else { return false }
    return receiver == "super" || receiver == "self"
  }

  /// Declares, with the first value their written type gives, the
  /// properties of `instance` that `statements` assign and that are not
  /// declared yet; `false`, declaring nothing, when a type gives none (the
  /// statements are then read one by one, as before).
  private mutating func predeclareProperties(
    assignedIn statements: ArraySlice<Statement>, of instance: String, _ context: Context
  ) throws(Failure) -> Bool {
    let declarations = chain(of: instances[instance]?.className ?? "").flatMap(\.properties)
    var pending: [(PropertyDeclaration, (type: String?, value: Expression))] = []
    for statement in statements {
      guard case .assignment(let target, let value, let location) = statement else { continue }
      let property: String
      switch target {
      case .member(.name("self", _), let name, _): property = name
      case .name(let name, _) where context.locals[name] == nil: property = name
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        continue
      }
      guard instances[instance]?.properties[property] == nil,
        let declaration = declarations.first(where: { $0.name == property })
      else { continue }
      guard let initial = SwiftExpansion.initialValue(of: declaration.type, value, at: location),
        initial.type == "[UIViewController]" || initial.type == "UIViewController?"
      else { return false }
      pending.append((declaration, initial))
    }
    for (declaration, initial) in pending {
      let name = "\(instance).\(declaration.name)"
      instances[instance]?.properties[declaration.name] = .name(name)
      if initial.type == "[UIViewController]" { listVariables.insert(name) }
      hoisted.append(
        .variable(name: name, type: initial.type, value: initial.value, at: declaration.location))
    }
    return true
  }

  /// The initializer a call with `arguments` calls, or `nil` for the
  /// implicit one; the most derived class's first.
  private func initializer(
    of chain: [ClassDeclaration], for arguments: [Argument], at location: SourceLocation
  ) throws(Failure) -> FunctionDeclaration? {
    let labels = arguments.map(\.label)
    for declaration in chain.reversed() where !declaration.initializers.isEmpty {
      if let found = declaration.initializers.first(where: { $0.accepts(labels) }) {
        return found
      }
      throw .diagnostic(
        Diagnostic(
          "no initializer of '\(declaration.name)' takes "
            + "(\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: location))
    }
    // Inherited: UIKit's `init(nibName:bundle:)`, and a navigation
    // controller's `init(rootViewController:)`, read by the caller.
    let pageViewLabels: Set<String?> = [
      "transitionStyle", "navigationOrientation", "spineLocation", "options",
    ]
    guard
      arguments.isEmpty || labels == ["nibName", "bundle"] || labels == ["rootViewController"]
        || labels.allSatisfy(pageViewLabels.contains)
    else {
      throw .diagnostic(
        Diagnostic("the class declares no initializer with arguments", at: location))
    }
    return nil
  }

  /// The statements that declare a stored property with a value, and what
  /// the property stands for from now on.
  private mutating func declare(
    _ property: PropertyDeclaration, of instance: String, _ context: inout Context
  ) throws(Failure) -> [Statement] {
    let name = "\(instance).\(property.name)"
    let location = property.location
    if let declared = try declareComputedOrClosure(property, named: name, of: instance, context) {
      return declared
    }
    guard let value = property.value else {
      return declareWithoutValue(property, named: name, of: instance, at: location)
    }
    do {
      return try declare(property, named: name, of: instance, value: value, &context)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let skippedAt):
        // `let width = UIScreen.main.bounds.width`: the property is what is
        // skipped, and every statement that reads it; the instance is made.
        instances[instance]?.properties[property.name] = .skipped(construct)
        declarations.note(construct, at: skippedAt)
        return []
      }
    }
  }

  /// A computed property, or one that keeps a closure: what it stands for,
  /// and the statements that declare a closure; `nil` for any other.
  private mutating func declareComputedOrClosure(
    _ property: PropertyDeclaration, named name: String, of instance: String, _ context: Context
  ) throws(Failure) -> [Statement]? {
    if let getter = property.getter {
      instances[instance]?.properties[property.name] = .computed(getter)
      return []
    }
    if let body = property.getterBody {
      instances[instance]?.properties[property.name] = .computedBody(body)
      return []
    }
    if Self.keepsAnimator(type: property.baseType, value: property.value) {
      return try declareAnimator(property, named: name, of: instance, context)
    }
    var closureType = property.type
    if closureType == nil, case .closure? = property.value { closureType = "()->Void" }
    guard let closureType, let shape = closureShape(closureType, variable: name) else {
      return nil
    }
    switch shape {
    case .success(let closure):
      instances[instance]?.properties[property.name] = .closure(closure)
      return try declare(
        closure: closure, named: name, value: property.value, context, at: property.location)
    case .failure(let refusal):
      instances[instance]?.properties[property.name] = .skipped(refusal.reason)
      return []
    }
  }

  /// A stored property declared with `value`, by the kind of value it is.
  private mutating func declare(
    _ property: PropertyDeclaration, named name: String, of instance: String,
    value: Expression, _ context: inout Context
  ) throws(Failure) -> [Statement] {
    let location = property.location
    if property.isOptional, property.baseType == "Int", !property.isConstant {
      // `var currentIndex: Int? = 0`: an integer or nil, as it changes.
      instances[instance]?.properties[property.name] = .name(name)
      return [.variable(name: name, type: "Int?", value: try resolve(value, context), at: location)]
    }
    switch value {
    case .member(.name("DispatchQueue", _), "main", _) where property.isConstant:
      // `private let queue = DispatchQueue.main`: the main queue wherever
      // the property is read (`queue.async { … }`), as a getter would be.
      instances[instance]?.properties[property.name] = .computed(value)
      return []
    case .call(.closure(let statements, _), let arguments, _) where arguments.isEmpty:
      return try declare(property, of: instance, madeBy: statements, &context)
    case .call(.name(let method, _), let arguments, _)
    where arguments.isEmpty && factoryBody(method, of: instance) != nil:
      // `lazy var child = makeChild()`: the method's body, which makes and
      // returns the object, read as a closure that does.
      return try declare(
        property, of: instance, madeBy: factoryBody(method, of: instance) ?? [], &context)
    case .call(.name(let type, _), let arguments, _):
      return try declare(
        property, named: name, of: instance, madeAs: type, arguments, &context, at: location)
    case .call(.enumCase("init", _), let arguments, _)
    where declarations.structs[property.baseType ?? ""] != nil:
      // `var style: Style = .init()`: the annotated struct's initializer.
      return try declare(
        property, named: name, of: instance, madeAs: property.baseType ?? "", arguments,
        &context, at: location)
    case .boolean:
      instances[instance]?.properties[property.name] = .name(name)
      return [.variable(name: name, type: nil, value: value, at: location)]
    case .number:
      if property.isConstant {
        instances[instance]?.properties[property.name] = .literal(value)
        return []
      }
      guard isWhole(value), property.baseType == nil || property.baseType == "Int" else {
        // A duration or a width: read as its first value; an assignment to
        // it is skipped with a note.
        instances[instance]?.properties[property.name] = .literal(value)
        return []
      }
      instances[instance]?.properties[property.name] = .name(name)
      return [.variable(name: name, type: nil, value: value, at: location)]
    case .string:
      instances[instance]?.properties[property.name] = .literal(value)
      return []
    case .none:
      instances[instance]?.properties[property.name] = .name(name)
      return [plainOrControllerVariable(name, of: property, at: location)]
    case .array(let elements, let arrayAt):
      return try declare(
        property, named: name, of: instance, list: value, elements, arrayAt, &context,
        at: location)
    case .call(.array(_, let arrayAt), let arguments, _) where arguments.isEmpty:
      // `[UIViewController]()`: an empty list.
      instances[instance]?.properties[property.name] = .name(name)
      listVariables.insert(name)
      return [
        .variable(name: name, type: "[UIViewController]", value: .array([], arrayAt), at: location)
      ]
    case .enumCase(let element, _):
      guard enumCases[element] != nil else {
        instances[instance]?.properties[property.name] = .skipped(
          "'.\(element)' is not a case of an enum of the file")
        return []
      }
      instances[instance]?.properties[property.name] = .name(name)
      return [.variable(name: name, type: nil, value: try resolve(value, context), at: location)]
    case .name, .member, .call, .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap,
      .ternary, .optionalBinding:
      let resolved = try resolve(value, context)
      switch resolved {
      case .number, .string, .boolean:
        // Folded to a literal (`280 + 20`, `"Menu " + "title"`, a constant
        // named): declared as the literal would be.
        return try declare(property, named: name, of: instance, value: resolved, &context)
      case .name, .none, .enumCase, .array, .member, .call, .closure, .binary, .not, .subscript,
        .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        instances[instance]?.properties[property.name] = .name(name)
        return [.variable(name: name, type: nil, value: resolved, at: location)]
      }
    }
  }

  /// A stored property declared without a value (`var menu:
  /// UIViewController?`, `var container: UIView!`, `var pages:
  /// [UIViewController]!`): what it starts as; nothing for a type the
  /// initializer assigns or the model does not keep.
  private mutating func declareWithoutValue(
    _ property: PropertyDeclaration, named name: String, of instance: String,
    at location: SourceLocation
  ) -> [Statement] {
    if let type = property.baseType, madeType(type) == "UIView" {
      // A view the class makes later (`var container: UIView!`): made now,
      // as the model's views have no frames to wait for.
      instances[instance]?.properties[property.name] = .name(name)
      if let className = instances[instance]?.className,
        setsViewItDoesNotMake(property.name, of: className)
      {
        // `var dim: UIView?` is nil until set; an outlet or a `UIView!`
        // holds its view from the start, as the storyboard connects it.
        let startsNil = property.type?.hasSuffix("?") == true && !property.isOutlet
        return viewVariable(name, property, startsMade: !startsNil, at: location)
      }
      return [
        madeView(name, at: location)
      ]
    }
    if property.isOptional, isControllerType(property.baseType) {
      instances[instance]?.properties[property.name] = .name(name)
      return [plainOrControllerVariable(name, of: property, at: location)]
    }
    if property.isOptional, property.baseType == "Int" {
      // `var currentIndex: Int?`: nil until set.
      instances[instance]?.properties[property.name] = .name(name)
      return [.variable(name: name, type: "Int?", value: .none(location), at: location)]
    }
    if let construct = listOfPlainObjects(property.type) {
      // `let tabs: [Tab]`, set by the initializer: as a list literal's.
      instances[instance]?.properties[property.name] = .skipped(construct)
      return []
    }
    if let type = property.baseType, type.hasPrefix("["), type.hasSuffix("]"),
      isControllerType(String(type.dropFirst().dropLast()))
    {
      // `var pages: [UIViewController]!` set later (`viewDidLoad`, the
      // initializer): a list that starts empty (nil reads as empty here).
      instances[instance]?.properties[property.name] = .name(name)
      listVariables.insert(name)
      return [
        .variable(
          name: name, type: "[UIViewController]", value: .array([], location), at: location)
      ]
    }
    if property.baseType == "UIWindow" {
      // `let window: UIWindow`, given the scenario's window by the
      // initializer (an app coordinator's): read as that window
      // (``initialValue(_:named:of:_:at:)``).
      return []
    }
    if property.type.map(isModelledType) == false {
      instances[instance]?.properties[property.name] = .skipped(
        "properties of type '\(property.type ?? "")' are not modelled")
    }
    // Assigned by the initializer, or a type the model does not keep.
    return []
  }

  /// A stored property whose value makes an object: an instance of a class
  /// of the file, or a UIKit controller or view (a lazy navigation
  /// controller given its root where first read); skipped for a type the
  /// model does not keep.
  private mutating func declare(
    _ property: PropertyDeclaration, named name: String, of instance: String,
    madeAs type: String, _ arguments: [Argument], _ context: inout Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let givesRoot = arguments.map(\.label) == ["rootViewController"]
    if classes[type] != nil {
      instances[instance]?.properties[property.name] = .name(name)
      // `Menu(rootViewController: UIViewController())`: what the arguments
      // make is made first, named after what holds it, as for UIKit's types.
      let (before, named) = try madeInArguments(arguments, holder: name, context, at: location)
      if property.isLazy, givesRoot, chain(of: type).allSatisfy(\.initializers.isEmpty),
        (try? uikitRoot(of: type, at: location)) == .navigationController
      {
        // A navigation subclass of the file with UIKit's inherited
        // `init(rootViewController:)`: as a lazy UINavigationController.
        let flag = try lazyRoot(named[0].value, of: name, in: instance, context, at: location)
        return before + (try instantiate(type, as: name, [], context, at: location)) + [flag]
      }
      return before + (try instantiate(type, as: name, named, context, at: location))
    }
    if let made = madeType(type) {
      instances[instance]?.properties[property.name] = .name(name)
      if made == "UIView" {
        if let className = instances[instance]?.className,
          setsViewItDoesNotMake(property.name, of: className)
        {
          return viewVariable(name, property, startsMade: true, at: location)
        }
        return [madeView(name, at: location)]
      }
      let (before, named) = try madeInArguments(arguments, holder: name, context, at: location)
      if property.isLazy, made == "UINavigationController", givesRoot {
        let flag = try lazyRoot(named[0].value, of: name, in: instance, context, at: location)
        return before + [
          .declaration(
            name: name, value: .call(.name("UINavigationController", location), [], location),
            at: location),
          flag,
        ]
      }
      return before + [
        .declaration(
          name: name, value: try resolve(.call(.name(type, location), named, location), context),
          at: location)
      ]
    }
    if let fields = declarations.structs[type] {
      let (value, declared) = try settings(type, named: name, fields, arguments, context)
      instances[instance]?.properties[property.name] = value
      return declared
    }
    instances[instance]?.properties[property.name] = .skipped(
      "'\(type)' values are not modelled")
    declarations.note("'\(type)' values are not modelled", at: location)
    return []
  }

  /// An instance of a struct of settings, held by the property `name`,
  /// made by its memberwise initializer with `arguments`: each field the
  /// argument given for it, or its value as declared (scenario language §6).
  ///
  /// A Boolean, a whole number or a case of the file's enums is a variable
  /// of its own (`host.style.isOpen`), which the code may change; a
  /// duration or a string is read as its first value, as a class's own
  /// property is. A field given what the model cannot keep is left out:
  /// reading it is skipped.
  private mutating func settings(
    _ type: String, named name: String, _ fields: [StructField], _ arguments: [Argument],
    _ context: Context
  ) throws(Failure) -> (PropertyValue, [Statement]) {
    var given: [String: Expression] = [:]
    for argument in arguments {
      guard let label = argument.label, fields.contains(where: { $0.name == label }) else {
        throw .diagnostic(
          Diagnostic(
            "'\(type)' has no field '\(argument.label ?? "_")' for its memberwise initializer",
            at: argument.value.location))
      }
      given[label] = try? resolve(argument.value, context)
    }
    var values: [String: Expression] = [:]
    var declared: [Statement] = []
    for field in fields {
      let written = try field.value.map { (value) throws(Failure) in try resolve(value, context) }
      guard let value = given[field.name] ?? written else { continue }
      if Self.isVariableField(field, value) {
        let variable = "\(name).\(field.name)"
        values[field.name] = .name(variable, value.location)
        declared.append(.variable(name: variable, type: nil, value: value, at: value.location))
        continue
      }
      switch value {
      case .number, .string, .enumCase:
        values[field.name] = value
      case .name where isControllerType(field.type) || field.type.map(isViewType) == true:
        // A controller or a view the instance was given by name
        // (`Pages(first: a, second: b)`): read as that object.
        values[field.name] = value
      case .boolean, .name, .none, .array, .member, .call, .closure, .binary, .not, .subscript,
        .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        // Given what a constant cannot hold: reading it is skipped.
        break
      }
    }
    return (.settings(type: type, fields: values), declared)
  }

  /// Swift's floating-point types, all read as `Double` (scenario language
  /// §6).
  static let floatingTypes: Set<String> = ["Double", "CGFloat", "TimeInterval", "Float"]

  /// Whether a field of a struct of settings is a variable: a Boolean, or
  /// an integer the type does not say is a `Double` (a case of the file's
  /// enums is its position, an integer).
  private static func isVariableField(_ field: StructField, _ value: Expression) -> Bool {
    switch value {
    case .boolean:
      return true
    case .number(let number, _):
      return number.exactInteger != nil && !floatingTypes.contains(field.type ?? "")
    case .name, .string, .none, .enumCase, .array, .member, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return field.type == "Bool" || field.type == "Int"
    }
  }

  /// A lazy navigation controller's root, given where it is first read.
  ///
  /// `lazy var home = UINavigationController(rootViewController: …)`: the
  /// navigation controller is made empty with its owner (which shows
  /// nothing) and given `root` where the property is first read, as Swift
  /// runs the initializer there (the root's `willMove(toParent:)` belongs at
  /// that point: rules 1.1 and 5.1). Returns the declaration of the flag
  /// that says the root was given.
  private mutating func lazyRoot(
    _ root: Expression, of name: String, in instance: String, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Statement {
    let flag = fresh("\(name).isInitialized")
    let local = "#lazyRoot"
    lazyInitializations[name] = LazyInitialization(
      flag: flag, local: "#lazy",
      statements: [
        .call(
          .call(
            .member(.name("#lazy", location), "setViewControllers", location),
            [
              Argument(label: nil, value: .array([.name(local, location)], location)),
              Argument(label: "animated", value: .boolean(false, location)),
            ], location), trailingBlock: nil, at: location)
      ],
      instance: instance, className: context.className ?? instances[instance]?.className,
      locals: [local: try resolve(root, context)])
    return .variable(name: flag, type: nil, value: .boolean(false, location), at: location)
  }

  /// A stored property whose value is a list literal: a constant list of
  /// values, a changing one (skipped), objects made in it, or a list of
  /// controllers.
  private mutating func declare(
    _ property: PropertyDeclaration, named name: String, of instance: String,
    list value: Expression, _ elements: [Expression], _ arrayAt: SourceLocation,
    _ context: inout Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    if property.isConstant, !elements.isEmpty, Self.isListOfValues(elements, type: nil) {
      // `let titles = ["Feed", "Saved"]`: the constant list itself, read
      // where the code reads it (its count, an element, a loop over it).
      instances[instance]?.properties[property.name] = .literal(value)
      return []
    }
    if let construct = listOfPlainObjects(property.type ?? Self.typeOfMadeElements(elements)) {
      // `var tabs: [Tab] = []` with `final class Tab { let controller: … }`,
      // `let models = [PageModel(title: "One"), …]`: the language's lists
      // hold controllers.
      instances[instance]?.properties[property.name] = .skipped(construct)
      declarations.note(construct, at: location)
      return []
    }
    if Self.isListOfValues(elements, type: property.type) || isListOfOtherValues(property.type) {
      // `var widths: [CGFloat] = []`: a list of what is not a controller
      // that changes, which the model lacks.
      let construct = "lists of strings, numbers and other values that change are not modelled"
      instances[instance]?.properties[property.name] = .skipped(construct)
      declarations.note(construct, at: location)
      return []
    }
    if elements.contains(where: { element in
      if case .call(let callee, _, _) = element, isMethodCall(callee, context) { return true }
      return makesObject(element)
    }) {
      // `let pages = [RedViewController(), makePage("Blue")]`: each made
      // or called for, named after the property (`pager.pages_1`, …),
      // then the list.
      return try declare(property, of: instance, listOf: elements, at: arrayAt, &context)
    }
    instances[instance]?.properties[property.name] = .name(name)
    if !property.isConstant {
      listVariables.insert(name)
      return [
        .variable(
          name: name, type: "[UIViewController]", value: try resolve(value, context),
          at: location)
      ]
    }
    return [.declaration(name: name, value: try resolve(value, context), at: location)]
  }

  /// Whether a property's list holds values rather than controllers: its
  /// elements are literals, or its written type's elements are a type of
  /// values (`[String]`, `[Int]`, `[CGFloat]`).
  static func isListOfValues(_ elements: [Expression], type: String?) -> Bool {
    if let type, type.hasPrefix("["), type.hasSuffix("]") {
      let element = type.dropFirst().dropLast()
      let values: Set<Substring> = [
        "String", "Int", "Double", "CGFloat", "Float", "Bool", "TimeInterval", "UIColor",
        "UIImage", "CGRect", "CGSize", "NSLayoutConstraint", "NSObjectProtocol",
        "AnyCancellable", "NSKeyValueObservation", "Timer", "URL", "Date", "IndexPath",
        "UIBarButtonItem", "UITabBarItem", "UIGestureRecognizer", "UIEdgeInsets",
      ]
      // A list of closures (`[() -> Void]`) is one of values too.
      if values.contains(element) || element.contains("->") { return true }
    }
    guard !elements.isEmpty else { return false }
    return elements.allSatisfy { element in
      switch element {
      case .string, .number, .boolean, .enumCase:
        // A case is never a controller: `[.transitionFlipFromLeft,
        // .allowAnimatedContent]` is an option set.
        return true
      case .name, .none, .array, .member, .call, .closure, .binary, .not, .subscript, .unwrap,
        .forceUnwrap, .ternary, .optionalBinding:
        return false
      }
    }
  }

  /// Why a list type whose elements are instances of a class of the file
  /// with no UIKit superclass (`[Tab]`) is skipped; `nil` for any other
  /// type.
  private func listOfPlainObjects(_ type: String?) -> String? {
    guard let type else { return nil }
    let base = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    guard base.hasPrefix("["), base.hasSuffix("]") else { return nil }
    let element = String(base.dropFirst().dropLast())
    guard classes[element] != nil,
      (try? uikitRoot(of: element, at: SourceLocation(line: 1, column: 1))) == .some(nil)
    else { return nil }
    return "lists of '\(element)', a class of the file with no UIKit superclass, are not "
      + "modelled: keep the controllers in a list of UIViewController"
  }

  /// The list type Swift infers for a literal whose elements are all made
  /// by one type's initializer (`[PageModel(title: "One"), PageModel(title:
  /// "Two")]` is `[PageModel]`); `nil` for any other literal.
  private static func typeOfMadeElements(_ elements: [Expression]) -> String? {
    let types = elements.map { element -> String? in
      guard case .call(.name(let type, _), _, _) = element, type.first?.isUppercase == true
      else { return nil }
      return type
    }
    guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return nil }
    return "[\(first)]"
  }

  /// Whether a written list type's elements are values of a type that is
  /// not a controller: an enum of the file (`[Segment]`), or a type the
  /// model lacks (`[SheetSize]`, an enum with associated values).
  private func isListOfOtherValues(_ type: String?) -> Bool {
    guard let type, type.hasPrefix("["), type.hasSuffix("]") else { return false }
    let element = String(type.dropFirst().dropLast())
    guard !isControllerType(element) else { return false }
    return enumNames.contains(element) || isUnmodelledType(element)
  }

  /// The controllers made in `arguments` (`UINavigationController(rootViewController:
  /// UIViewController())`), each made first and named after what holds it
  /// (`home.rootViewController`), as the driver names them; and the
  /// arguments with those names in their place.
  private mutating func madeInArguments(
    _ arguments: [Argument], holder: String, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> (statements: [Statement], arguments: [Argument]) {
    var statements: [Statement] = []
    var named = arguments
    for (index, argument) in arguments.enumerated() {
      guard case .call(.name(let type, _), let inner, _) = argument.value,
        makesObject(argument.value)
      else { continue }
      let name = "\(holder).\(argument.label ?? "argument\(index + 1)")"
      if classes[type] != nil {
        statements += try instantiate(type, as: name, inner, context, at: location)
      } else {
        statements.append(
          .declaration(name: name, value: try resolve(argument.value, context), at: location))
      }
      named[index].value = .name(name, argument.value.location)
    }
    return (statements, named)
  }

  /// Whether `element` makes a controller: `UIViewController()`, an
  /// instance of the file's class.
  private func makesObject(_ element: Expression) -> Bool {
    guard case .call(.name(let type, _), _, _) = element else { return false }
    return classes[type] != nil || madeType(type).map { $0 != "UIView" } == true
  }

  /// `let name = UIView()`: a view a property holds, remembered as a view.
  mutating func madeView(_ name: String, at location: SourceLocation) -> Statement {
    viewNames.insert(name)
    return .declaration(
      name: name, value: .call(.name("UIView", location), [], location), at: location)
  }

  /// A view property the class's code sets to what it does not make
  /// (``viewVariables``): the plain view made for it, then the variable,
  /// which starts as that view or as nil.
  private mutating func viewVariable(
    _ name: String, _ property: PropertyDeclaration, startsMade: Bool,
    at location: SourceLocation
  ) -> [Statement] {
    let made = name + "#view"
    viewVariables[name] = made
    viewNames.insert(name)
    if property.type.map({ !$0.hasSuffix("?") && !$0.hasSuffix("!") }) ?? true {
      // `var content: UIView = UIView()`: never nil, read as a view.
      neverNilVariables.insert(name)
    }
    return [
      madeView(made, at: location),
      .variable(
        name: name, type: "UIView?",
        value: startsMade ? .name(made, location) : .none(location), at: location),
    ]
  }

  /// Whether the code of `className` or its superclasses sets the view
  /// property `property` to a value other than a view it makes there
  /// (`content = child.view`, `self.dim = nil`); the class's code is read
  /// once, for all its properties.
  mutating func setsViewItDoesNotMake(_ property: String, of className: String) -> Bool {
    if let known = propertiesSetToOtherValues[className] { return known.contains(property) }
    var found: Set<String> = []
    let bodies = chain(of: className).flatMap {
      $0.methods.map(\.body) + $0.initializers.map(\.body)
    }
    var walk = StatementWalk(bodies.flatMap { $0 })
    while let statement = walk.next() {
      guard case .assignment(let target, let value, _) = statement else { continue }
      if case .call(.name(let type, _), _, _) = value, madeType(type) == "UIView" { continue }
      switch target {
      case .name(let name, _), .member(.name("self", _), let name, _),
        .member(.unwrap(.name("self", _), _), let name, _):
        found.insert(name)
      case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
        .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        continue
      }
    }
    propertiesSetToOtherValues[className] = found
    return found.contains(property)
  }

  /// `lazy var pages: [UIViewController] = { return [makePage(0), …] }()`:
  /// each element made or called for first (named after the property,
  /// `pager.pages_1`, …), then the list of them.
  private mutating func declare(
    _ property: PropertyDeclaration, of instance: String, listOf elements: [Expression],
    at location: SourceLocation, _ context: inout Context
  ) throws(Failure) -> [Statement] {
    var out: [Statement] = []
    var values: [Expression] = []
    for (index, element) in elements.enumerated() {
      var element = element
      if case .call(let callee, let arguments, _) = element,
        let (method, _, _) = calledMethod(callee, arguments, context),
        method.body.count == 1, case .returnStatement(let made?, _) = method.body[0],
        case .call(.name(let type, _), [], _) = made, madeType(type) != nil
      {
        // `makePage("Red")` that returns `UIViewController()`: made here.
        element = made
      }
      if let called = try callForResult(element, context, at: location) {
        out += called.statements
        values.append(called.value)
        continue
      }
      if case .call(.name(let type, _), let arguments, _) = element, classes[type] != nil {
        // An instance of the file's class.
        let name = "\(instance).\(property.name)_\(index + 1)"
        out += try instantiate(type, as: name, arguments, context, at: location)
        values.append(.name(name, location))
        continue
      }
      let resolved = try resolve(element, context)
      if case .call(.name(let type, _), _, _) = resolved, madeType(type) != nil {
        let name = "\(instance).\(property.name)_\(index + 1)"
        out.append(.declaration(name: name, value: resolved, at: location))
        values.append(.name(name, location))
      } else {
        values.append(resolved)
      }
    }
    // A list that may change, as a `lazy var` is (the elements are names
    // already: not read again as the class's members).
    let name = "\(instance).\(property.name)"
    instances[instance]?.properties[property.name] = .name(name)
    listVariables.insert(name)
    out.append(
      .variable(
        name: name, type: "[UIViewController]", value: .array(values, location), at: location))
    return out
  }

  /// A property whose value a closure makes and returns
  /// (`lazy var overlay: UIView = { let v = UIView(); …; return v }()`): the
  /// object the closure's first `let` makes, named after the property, then
  /// the closure's other statements with that name for the local.
  private mutating func declare(
    _ property: PropertyDeclaration, of instance: String, madeBy statements: [Statement],
    _ context: inout Context
  ) throws(Failure) -> [Statement] {
    let location = property.location
    if statements.count == 1,
      case .returnStatement(.array(let elements, let arrayAt)?, _) =
        statements[0]
    {
      return try declare(property, of: instance, listOf: elements, at: arrayAt, &context)
    }
    // The closure's object, made by its first statement: `let v = …`, or
    // `var v = …` as tutorials write it, never assigned again.
    var first: (local: String, made: Expression)?
    if case .declaration(let local, let made, _)? = statements.first { first = (local, made) }
    if case .variable(let local, _, let made, _)? = statements.first { first = (local, made) }
    guard let (local, made) = first,
      case .returnStatement(.name(local, _)?, _)? = statements.last,
      statements.count >= 2
    else {
      if let type = property.baseType, madeType(type) == "UIView" {
        instances[instance]?.properties[property.name] = .name("\(instance).\(property.name)")
        return [madeView("\(instance).\(property.name)", at: location)]
      }
      instances[instance]?.properties[property.name] = .skipped(
        "a property made by a closure that does not make and return one object is not modelled")
      return []
    }
    var initial = PropertyDeclaration(
      name: property.name, isConstant: property.isConstant, type: property.type, value: made,
      getter: nil, location: location)
    // `lazy var nav = { let nav = UINavigationController(rootViewController:
    // home); …; return nav }()`: the root is given at the first read, as
    // the written `lazy var nav = UINavigationController(…)` gives it.
    initial.isLazy = property.isLazy
    var out = try declare(initial, of: instance, &context)
    guard case .name(let name)? = instances[instance]?.properties[property.name] else {
      return out
    }
    if property.isLazy, statements.count > 2, let root = lazyInitializations[name] {
      // A navigation controller whose root is given at the first read
      // (above): the rest of the closure follows the root there.
      lazyInitializations[name] = LazyInitialization(
        flag: root.flag, local: root.local,
        statements: root.statements + Array(statements.dropFirst().dropLast()),
        instance: instance, className: root.className,
        locals: root.locals.merging([local: .name(name, location)]) { $1 })
      return out
    }
    if property.isLazy, statements.count > 2 {
      // `lazy`: the object is made now (making one shows nothing), the rest
      // of the closure where the property is first read.
      let flag = fresh("\(name).isInitialized")
      out.append(
        .variable(name: flag, type: nil, value: .boolean(false, location), at: location))
      lazyInitializations[name] = LazyInitialization(
        flag: flag, local: local, statements: Array(statements.dropFirst().dropLast()),
        instance: instance, className: context.className ?? instances[instance]?.className,
        locals: [:])
      return out
    }
    var inner = context
    inner.locals[local] = .name(name, location)
    out += try rewrite(statements.dropFirst().dropLast(), inner)
    return out
  }

  /// The body of `instance`'s method `name` taking no argument, when it
  /// makes an object and returns it (`let vc = UIViewController(); …;
  /// return vc`); `nil` for any other.
  private func factoryBody(_ name: String, of instance: String) -> [Statement]? {
    guard let className = instances[instance]?.className,
      let (method, _) = self.method(name, labels: [], in: className),
      method.parameters.isEmpty,
      case .declaration(let local, _, _)? = method.body.first,
      case .returnStatement(.name(local, _)?, _)? = method.body.last
    else { return nil }
    return method.body
  }

  /// Whether a number is whole, so that an integer variable keeps it.
  private func isWhole(_ value: Expression) -> Bool {
    // Without libm: an integer that converts back to the same number.
    if case .number(let number, _) = value { return number.exactInteger != nil }
    return true
  }

  /// A UIKit type an initial value may make, as the language makes it:
  /// controllers, and views (any type whose name ends in `View`, and the
  /// file's view classes, whose code is skipped).
  func madeType(_ type: String) -> String? {
    switch type {
    case "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController":
      type
    default:
      isViewType(type) ? "UIView" : nil
    }
  }

  /// Whether `type` is a view here: its name ends in `View`, or it is a
  /// class of the file that inherits from a UIKit view (its code skipped).
  func isViewType(_ type: String) -> Bool {
    // A type's name starts with a capital: `contentView(of: child)` is a
    // call of a method, not a view made.
    (type.first?.isUppercase == true && type.hasSuffix("View")) || viewClasses.contains(type)
  }

  func isControllerType(_ type: String?) -> Bool {
    guard let type else { return false }
    return type.hasSuffix("Controller") || classes[type] != nil
  }

  /// Whether `className` is a class of the file with no UIKit superclass.
  func isPlainClass(_ className: String?) -> Bool {
    guard let className, classes[className] != nil else { return false }
    return (try? uikitRoot(of: className, at: SourceLocation(line: 1, column: 1))) == .some(nil)
  }

  /// The variable of an optional property that starts as nil: the number
  /// of a plain class's instance (``plainVariables``), or a controller.
  private mutating func plainOrControllerVariable(
    _ name: String, of property: PropertyDeclaration, at location: SourceLocation
  ) -> Statement {
    guard isPlainClass(property.baseType) else {
      return .variable(name: name, type: "UIViewController?", value: .none(location), at: location)
    }
    plainVariables.insert(name)
    return .variable(name: name, type: "Int?", value: .none(location), at: location)
  }

  private func isModelledType(_ type: String) -> Bool {
    let base = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    switch base {
    case "Bool", "Int", "UIView", "Double", "CGFloat", "TimeInterval", "String": return true
    default: return isControllerType(base) || base.hasPrefix("[") || enumNames.contains(base)
    }
  }

  /// An assignment of the initializer before `super.init`: a property
  /// written without a value is declared by it.
  private mutating func initialAssignment(
    _ statement: Statement, of instance: String, _ context: inout Context
  ) throws(Failure) -> [Statement] {
    guard case .assignment(let target, let value, let location) = statement else {
      return try rewrite([statement][...], context)
    }
    let property: String
    switch target {
    case .member(.name("self", _), let name, _): property = name
    case .name(let name, _) where context.locals[name] == nil: property = name
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return try rewrite([statement][...], context)
    }
    guard instances[instance]?.properties[property] == nil,
      let declaration = chain(of: instances[instance]?.className ?? "").lazy
        .flatMap(\.properties).first(where: { $0.name == property })
    else {
      return try rewrite([statement][...], context)
    }
    let name = "\(instance).\(property)"
    if let made = try initialObject(
      value, named: name, of: instance, property, context, at: location)
    {
      return made
    }
    switch try resolveNotingSkipped(value, context) {
    case .resolved(let resolved):
      return try initialValue(resolved, named: name, of: instance, declaration, at: location)
    case .skipped(let construct):
      // `self.message = message` given what the model does not read (a
      // controller's `title`): the property is skipped as its value is,
      // and the instance is still made, as Swift makes it.
      instances[instance]?.properties[property] = .skipped(construct)
      return []
    }
  }

  /// A value resolved, or what it reads that the model does not model.
  enum ResolvedOrSkipped {
    /// The value, as the expanded statements write it.
    case resolved(Expression)
    /// What the value reads that the model does not model, as notes name it.
    case skipped(String)
  }

  /// `value` resolved; when it reads what the model does not model, that
  /// construct, noted at its place, so that the caller skips only what
  /// holds the value (a local, a property), not the code around it.
  mutating func resolveNotingSkipped(_ value: Expression, _ context: Context)
    throws(Failure) -> ResolvedOrSkipped
  {
    do {
      return .resolved(try resolve(value, context))
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let skippedAt):
        declarations.note(construct, at: skippedAt)
        return .skipped(construct)
      }
    }
  }

  /// `nav = UINavigationController(rootViewController: root)`, `content =
  /// ContentViewController()`, `container = UIView()` in an initializer:
  /// the object made here, named after the property, as a property written
  /// with that value is; `nil` for any other value.
  private mutating func initialObject(
    _ value: Expression, named name: String, of instance: String, _ property: String,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard case .call(.name(let type, _), let arguments, _) = value else { return nil }
    if madeType(type) == "UIView" {
      instances[instance]?.properties[property] = .name(name)
      if let made = viewVariables[name] {
        // A view variable (``viewVariables``): set to the view made for it.
        return [
          .assignment(target: .name(name, location), value: .name(made, location), at: location)
        ]
      }
      return [madeView(name, at: location)]
    }
    if classes[type] != nil {
      instances[instance]?.properties[property] = .name(name)
      return try instantiate(type, as: name, arguments, context, at: location)
    }
    guard madeType(type) != nil else { return nil }
    instances[instance]?.properties[property] = .name(name)
    let (before, named) = try madeInArguments(arguments, holder: name, context, at: location)
    return before + [
      .declaration(
        name: name, value: try resolve(.call(.name(type, location), named, location), context),
        at: location)
    ]
  }

  /// A property given its first value in an initializer: a list, a
  /// number, a title, a controller the driver named already, or a value
  /// the property keeps as a variable.
  private mutating func initialValue(
    _ resolved: Expression, named name: String, of instance: String,
    _ declaration: PropertyDeclaration, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let property = declaration.name
    if case .array = resolved {
      instances[instance]?.properties[property] = .name(name)
      guard !declaration.isConstant else {
        return [.declaration(name: name, value: resolved, at: location)]
      }
      listVariables.insert(name)
      return [.variable(name: name, type: "[UIViewController]", value: resolved, at: location)]
    }
    if case .number = resolved, !isWhole(resolved) {
      instances[instance]?.properties[property] = .literal(resolved)
      return []
    }
    if case .string = resolved {
      // A title: read as written, as a string property with a value is.
      instances[instance]?.properties[property] = .literal(resolved)
      return []
    }
    if case .name(name, _) = resolved {
      // `Sheet(content: UIViewController())`: the driver named the argument's
      // controller after the property that holds it already.
      instances[instance]?.properties[property] = .name(name)
      return []
    }
    if case .name(let given, _) = resolved, isPlainInstance(given) {
      // `Home(coordinator: self)` from a plain class: the property names the
      // instance, which calls reach; there is no object to keep.
      instances[instance]?.properties[property] = .name(given)
      return []
    }
    if declaration.baseType == "UIWindow" {
      // `self.window = window`: the window given (the scenario's, or one
      // the driver made), wherever the property is read.
      guard case .name = resolved else {
        instances[instance]?.properties[property] = .skipped(
          "a window property set from what is not a window of the scenario")
        return []
      }
      instances[instance]?.properties[property] = .literal(resolved)
      return []
    }
    instances[instance]?.properties[property] = .name(name)
    // `UIViewController?` starts as nil; a `UIViewController` property may
    // later hold any controller, whatever the class of its first value.
    let type =
      declaration.isOptional && isControllerType(declaration.baseType)
      ? "UIViewController?" : declaration.type == "UIViewController" ? "UIViewController" : nil
    return [.variable(name: name, type: type, value: resolved, at: location)]
  }

  /// The forwarding switches the class overrides, then a handler for each
  /// override of a callback (the most derived class's).
  private mutating func switchesAndOverrides(
    of chain: [ClassDeclaration], for instance: String, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var out: [Statement] = []
    for (property, answer) in [
      (
        "shouldAutomaticallyForwardAppearanceMethods",
        chain.last(where: { $0.forwardsAppearance != nil })?.forwardsAppearance
      ),
      (
        "shouldAutomaticallyForwardRotationMethods",
        chain.last(where: { $0.forwardsRotation != nil })?.forwardsRotation
      ),
    ] {
      guard let answer else { continue }
      out.append(
        .assignment(
          target: .member(.name(instance, location), property, answer.location),
          value: try resolve(answer, context), at: answer.location))
    }
    var seen: Set<String> = []
    for declaration in chain.reversed() {
      for method in declaration.methods where method.isOverride && !seen.contains(method.name) {
        seen.insert(method.name)
        guard let callback = Callback.Name(rawValue: method.name) else {
          // An override of a call a container makes runs where the code
          // calls it (its `super` does UIKit's work); any other, never.
          // An override of a superclass's method of the file runs as any
          // method does.
          let overridesFileMethod = chain.contains { superclass in
            superclass.name != declaration.name
              && superclass.methods.contains { $0.name == method.name && !$0.isOverride }
          }
          // `show(_:sender:)` runs where the hierarchy's `show` finds the
          // instance (``show(_:_:_:at:)``).
          if ScenarioMethod(rawValue: method.name) == nil && !Self.isMemberOfSelf(method.name)
            && !overridesFileMethod && !method.overridesShow
          {
            declarations.note(
              "the override of '\(method.name)' is not called by the model", at: method.location)
          }
          continue
        }
        out.append(try handler(method, callback, of: declaration.name, for: instance, context))
      }
    }
    out += try delegateHandlers(of: chain, for: instance, context)
    return connectingOutlets(of: chain, for: instance, in: out)
  }

  /// `handlers` with the class's `@IBOutlet` views put into its view when
  /// the view loads, before its `viewDidLoad` runs, as the storyboard or
  /// nib that connects them does (`@IBOutlet weak var container: UIView!`,
  /// then `container.addSubview(child.view)`: the child's view is in the
  /// controller's view, and appears with it).
  ///
  /// The model has no nib: an outlet's view is taken to be a subview of the
  /// controller's root view (a note says so); a class whose `loadView()`
  /// makes the view without `super.loadView()` loads no nib, and its outlets
  /// are left alone.
  private mutating func connectingOutlets(
    of chain: [ClassDeclaration], for instance: String, in handlers: [Statement]
  ) -> [Statement] {
    let makesItsView = chain.last { $0.methods.contains { $0.name == "loadView" } }
      .flatMap { $0.methods.last { $0.name == "loadView" } }
      .map { loadView in
        !loadView.body.contains { statement in
          guard case .call(.call(.member(.name("super", _), "loadView", _), _, _), _, _) = statement
          else { return false }
          return true
        }
      }
    guard makesItsView != true else { return handlers }
    var connections: [Statement] = []
    for declaration in chain {
      for property in declaration.properties
      where property.isOutlet && property.value == nil && property.getter == nil
        && property.getterBody == nil
      {
        guard let type = property.baseType, madeType(type) == "UIView",
          case .name(let name)? = instances[instance]?.properties[property.name]
        else { continue }
        let location = property.location
        declarations.note(
          "an @IBOutlet view is read as a subview of its controller's view, connected when the "
            + "view loads", at: location, isSkipped: false)
        connections.append(
          .call(
            .call(
              .member(.member(.name(instance, location), "view", location), "addSubview", location),
              [Argument(label: nil, value: .name(name, location))], location),
            trailingBlock: nil, at: location))
      }
    }
    guard let first = connections.first else { return handlers }
    var handlers = handlers
    for (index, statement) in handlers.enumerated() {
      if case .handler(let controller, "viewDidLoad", let parameter, let body, let location) =
        statement
      {
        handlers[index] = .handler(
          controller: controller, method: "viewDidLoad", parameter: parameter,
          body: connections + body, at: location)
        return handlers
      }
    }
    let location = first.location
    return handlers + [
      .handler(
        controller: .name(instance, location), method: "viewDidLoad", parameter: nil,
        body: connections, at: location)
    ]
  }

  /// The class's methods of a sheet's delegate
  /// (`presentationControllerDidDismiss(_:)` and its siblings, rule 5.3a, grade doc):
  /// handlers of the lines the model prints under the instance's name when
  /// it is a presented controller's delegate; `presentationControllerShouldDismiss`
  /// gives its answer, when its body is a value (scenario language §6, §8).
  private mutating func delegateHandlers(
    of chain: [ClassDeclaration], for instance: String, _ context: Context
  ) throws(Failure) -> [Statement] {
    var out: [Statement] = []
    var seen: Set<String> = []
    for declaration in chain.reversed() {
      for method in declaration.methods where !method.isOverride && !seen.contains(method.name) {
        guard let line = PresentationDelegateCallback.Method(rawValue: method.name) else {
          continue
        }
        seen.insert(method.name)
        var inner = context
        inner.className = declaration.name
        inner.locals = [:]
        inner.skippedLocals = [:]
        inner.isInitializing = false
        for parameter in method.parameters {
          inner.skippedLocals[parameter.name] = "presentation controllers are not modelled"
        }
        if line == .presentationControllerShouldDismiss {
          // Asked when a pull begins: its answer is read there, from the
          // instance's state then (see `shouldDismissAnswers(at:)`).
          shouldDismissDelegates.append(
            ShouldDismissDelegate(
              instance: instance, className: declaration.name, method: method))
          continue
        }
        let body = try rewrite(method.body[...], inner)
        out.append(
          .handler(
            controller: .name(instance, method.location), method: method.name, parameter: nil,
            body: body, at: method.location))
      }
    }
    return out
  }

  /// `on instance.callback { argument in body }` for an override.
  private mutating func handler(
    _ method: FunctionDeclaration, _ callback: Callback.Name, of className: String,
    for instance: String, _ context: Context
  ) throws(Failure) -> Statement {
    var inner = context
    inner.className = className
    inner.locals = [:]
    inner.skippedLocals = [:]
    inner.isInitializing = false
    var parameter: HandlerParameter?
    var unbound = method.parameters[...]
    if let declared = method.parameters.first, callback.placeholderArgument != nil {
      let name = fresh(declared.name)
      parameter = HandlerParameter(name: name, location: declared.location)
      inner.locals[declared.name] = .name(name, declared.location)
      unbound = unbound.dropFirst()
    }
    for declared in unbound {
      // `viewWillTransition(to size:, with coordinator:)`: what the model
      // does not pass (a size, a coordinator) is skipped where it is read.
      inner.skippedLocals[declared.name] = "'\(declared.type)' values are not modelled"
    }
    let body = try rewrite(method.body[...], inner)
    try count(body.count, at: method.location)
    return .handler(
      controller: .name(instance, method.location), method: callback.rawValue,
      parameter: parameter, body: body, at: method.location)
  }

  // MARK: Methods

  /// Binds `parameters` to `arguments` for a body: a literal, a closure or
  /// (when `substituting`) any argument is put in place of the name; any
  /// other is bound once, by a `.bound` statement around the body.
  private mutating func bind(
    _ parameters: [FunctionParameter], to arguments: [Argument], from caller: Context,
    into context: Context, at location: SourceLocation, substituting: Bool
  ) throws(Failure) -> (context: Context, bindings: [(HandlerParameter, Expression)]) {
    var inner = context
    var bindings: [(HandlerParameter, Expression)] = []
    var index = 0
    for parameter in parameters {
      guard
        let argument = try value(
          of: parameter, from: arguments, at: &index, caller, skipping: &inner, at: location)
      else { continue }
      if case .array(let elements, _) = argument, elements.contains(where: Self.isOptionValue) {
        // `[.transitionCrossDissolve, .curveEaseOut]`: an option set, which
        // the model does not read (the options of an animation or a
        // transition are not modelled); what reads the parameter is skipped.
        inner.skippedLocals[parameter.name] = "'\(parameter.type)' values are not modelled"
        continue
      }
      if case .name(let given, _) = argument, isPlainInstance(given) {
        // `addChild(child)` given a plain object (a coordinator): the name
        // stands for it, as the model keeps no object to bind.
        inner.locals[parameter.name] = argument
        continue
      }
      switch argument {
      case .number, .string, .boolean, .none, .closure, .enumCase:
        inner.locals[parameter.name] = argument
      case .name, .array, .member, .call, .binary, .not, .subscript, .unwrap, .forceUnwrap,
        .ternary, .optionalBinding:
        if substituting {
          inner.locals[parameter.name] = argument
        } else {
          let name = fresh(parameter.name)
          inner.locals[parameter.name] = .name(name, parameter.location)
          bindings.append((HandlerParameter(name: name, location: parameter.location), argument))
        }
      }
    }
    return (inner, bindings)
  }

  /// The value `parameter` takes: the next argument when its label
  /// matches (`index` moves past it), else its default value; `nil` when
  /// the model cannot read it, the parameter then skipped in `inner` (the
  /// method still runs, as Swift runs it; what reads the parameter is
  /// skipped).
  private mutating func value(
    of parameter: FunctionParameter, from arguments: [Argument], at index: inout Int,
    _ caller: Context, skipping inner: inout Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    if index < arguments.count, arguments[index].label == parameter.label {
      let type = parameter.type
      defer { index += 1 }
      do {
        return type.hasSuffix("?") || type.hasSuffix("!")
          ? try resolve(arguments[index].value, caller)
          : try unwrappingImplicitly(arguments[index].value, caller)
      } catch {
        switch error {
        case .diagnostic: throw error
        case .skipped(let construct, let skippedAt):
          // `didPressTab(buttons[0])`.
          declarations.note(construct, at: skippedAt)
          inner.skippedLocals[parameter.name] = construct
          return nil
        }
      }
    }
    guard let defaultValue = parameter.defaultValue else {
      throw .diagnostic(
        Diagnostic("missing the argument '\(parameter.label ?? parameter.name)'", at: location))
    }
    do {
      return try resolve(defaultValue, caller)
    } catch {
      // `with options: UIView.AnimationOptions = [.transitionCrossDissolve]`:
      // a default the model cannot read.
      inner.skippedLocals[parameter.name] = "'\(parameter.type)' values are not modelled"
      return nil
    }
  }

  /// Whether `element` of a list literal is an option or a number, not a
  /// controller: `.transitionCrossDissolve`, `.curveEaseOut`, `0.3`.
  static func isOptionValue(_ element: Expression) -> Bool {
    switch element {
    case .enumCase, .number, .string, .boolean: true
    case .name, .none, .array, .member, .call, .closure, .binary, .not, .subscript, .unwrap,
      .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// The context of a member's body (a method's, a setter's) run on
  /// `instance` from `caller`: one level deeper, with its own locals, not in
  /// a loop, keeping no result.
  func memberBody(
    from caller: Context, on instance: String?, of className: String?,
    at location: SourceLocation
  ) throws(Failure) -> Context {
    var context = try deeper(caller, at: location)
    context.instance = instance
    context.className = className
    context.locals = [:]
    context.skippedLocals = [:]
    context.windowScenes = []
    context.sceneDelegates = []
    context.applicationWindows = []
    context.isInitializing = false
    context.resultVariable = nil
    context.returnFlag = nil
    context.breakFlag = nil
    context.isLoopBody = false
    return context
  }

  /// The body of `method` called on `instance` (or a function, with no
  /// instance) with `arguments`, its parameters bound.
  mutating func inline(
    _ method: FunctionDeclaration, of className: String?, on instance: String?,
    _ arguments: [Argument], from caller: Context, at location: SourceLocation,
    keepingResultIn result: String? = nil
  ) throws(Failure) -> [Statement] {
    if let stop = recursionStop(method, from: caller, at: location) { return [stop] }
    var context = try memberBody(from: caller, on: instance, of: className, at: location)
    context.resultVariable = result
    context.expanding.append(method.location)
    let (inner, bindings) = try bind(
      method.parameters, to: arguments, from: caller, into: context, at: location,
      substituting: false)
    var body: [Statement]
    do {
      body = try rewrite(method.body[...], inner)
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let skippedAt):
        // `return cache[key]!`: the code cannot go on without what the
        // model skips. A method that reaches UIKit's containment stops the
        // run at its call rather than vanish with the statement that calls
        // it; any other is skipped with that statement, with its note.
        guard reachesTheModel(method.body) else { throw error }
        return [
          Self.stop(
            "'\(method.name)' reads what the model does not model (\(construct)) where its "
              + "code cannot go on without it, and it calls UIKit's containment or the file's "
              + "methods: the run stops at its call rather than go on without them; keep the "
              + "container's own state in a property", at: skippedAt, statementAt: location)
        ]
      }
    }
    for (parameter, value) in bindings.reversed() {
      body = [.bound(parameter, value: value, body: body)]
    }
    if let instance, let handle = instanceHandles[instance] {
      // Made in a method, where its name is bound: elsewhere (the driver's
      // `container.content?.reload()`), the variable that holds it, and its
      // name bound to it for the method's code.
      body = [
        .bound(
          HandlerParameter(name: instance, location: location),
          value: .forceUnwrap(.name(handle, location), location), body: body)
      ]
    }
    // `pin(child.view)`: Swift reads the arguments before the call, and
    // reading a controller's view loads it (scenario language §6).
    body = arguments.flatMap { viewLoad(in: .discard($0.value, at: location), caller) } + body
    try count(body.count, at: location)
    return body
  }

  /// The stop that stands for a recursive call too deep to expand, or `nil`.
  ///
  /// Methods are expanded before the run, so a method that calls itself
  /// (`func addPages(_ n: Int) { guard n > 0 …; addPages(n - 1) }`, a walk
  /// over `children`) is expanded ``maximumRecursionDepth`` levels deep, and
  /// fewer when what it holds already nests deep; the call below the last
  /// level stops the run if the run reaches it (exit 1), instead of refusing
  /// the file. A run whose recursion ends sooner, as most do, never meets it
  /// (scenario language §6: recursion is bounded by the run's budgets).
  func recursionStop(
    _ method: FunctionDeclaration, from caller: Context, at location: SourceLocation
  ) -> Statement? {
    let level = caller.expanding.count { $0 == method.location }
    guard level > 0 else { return nil }
    let levels = Self.recursionLevels(callingItself: Self.selfCalls(in: method))
    // Room is kept below the depths that refuse the file, for what the
    // last level's body nests.
    guard
      level >= levels || caller.depth >= Self.maximumDepth - 8
        || rewriteDepth >= Self.maximumRewriteDepth / 2
    else { return nil }
    return Self.stop(
      "'\(method.name)' calls itself here \(level) calls deep, deeper than the model expands "
        + "(methods are expanded before the run: this one inside itself at most \(levels) "
        + "times, calls and blocks at most \(Self.maximumDepth) deep), so the run stops here "
        + "rather than go on without this call; end the recursion sooner, or keep it in a loop",
      at: location, statementAt: location)
  }

  /// How many times a method that calls itself at `sites` places is
  /// expanded inside itself: ``maximumRecursionDepth`` for one place, and
  /// fewer for more, so that the copies of its body (`sites` to the power
  /// of the levels) stay within 256.
  static func recursionLevels(callingItself sites: Int) -> Int {
    guard sites > 1 else { return maximumRecursionDepth }
    var levels = 0
    var copies = 1
    while copies * sites <= 256 && levels < maximumRecursionDepth {
      copies *= sites
      levels += 1
    }
    return max(levels, 1)
  }

  /// How many calls of a method by its own name its body writes, its
  /// closures' included (a walk, no recursion).
  static func selfCalls(in method: FunctionDeclaration) -> Int {
    var count = 0
    var walk = StatementWalk(method.body)
    while let statement = walk.next() {
      for expression in statement.ownExpressions.flatMap(\.subexpressions) {
        switch expression {
        case .call(.name(let name, _), _, _), .call(.member(_, let name, _), _, _):
          if name == method.name { count += 1 }
        case .call, .name, .member, .number, .string, .boolean, .none, .enumCase, .array,
          .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          continue
        }
      }
    }
    return count
  }

  /// The method `name` of `className` or its superclasses taking `labels`,
  /// and the class that declares it.
  func method(_ name: String, labels: [String?], in className: String)
    -> (FunctionDeclaration, String)?
  {
    for declaration in chain(of: className).reversed() {
      if let method = declaration.method(name, labels: labels) { return (method, declaration.name) }
    }
    return nil
  }

  /// The instance the getter of `owner`'s computed property `property`
  /// returns, read on `owner`; `nil` when the property is no computed one
  /// of a single expression, or getters nest past ``maximumDepth``.
  private func instanceReturned(
    byGetterOf property: String, on owner: String, _ context: Context
  ) -> String? {
    guard case .computed(let getter)? = instances[owner]?.properties[property],
      context.depth < Self.maximumDepth
    else { return nil }
    var inner = context
    inner.instance = owner
    inner.className = instances[owner]?.className
    inner.locals = [:]
    inner.depth += 1
    return instanceName(getter, inner)
  }

  /// The instance an expression names statically: `self`, a driver's
  /// instance, or a property holding one.
  func instanceName(_ expression: Expression, _ context: Context) -> String? {
    switch expression {
    case .name("self", _), .unwrap(.name("self", _), _), .forceUnwrap(.name("self", _), _):
      return context.instance
    case .name(let name, _):
      if let local = context.locals[name] {
        // A local stands for an expression of the code that bound it, read
        // without this code's locals (a parameter may share its argument's
        // name).
        var outer = context
        outer.locals = [:]
        return instanceName(local, outer)
      }
      if let instance = context.instance,
        case .name(let property)? = instances[instance]?.properties[name]
      {
        if instances[property] != nil { return property }
        if let alias = instanceAliases[property] { return alias }
      }
      if let instance = context.instance,
        let returned = instanceReturned(byGetterOf: name, on: instance, context)
      {
        // `var activeRouter: Router { router }`: what the getter returns.
        return returned
      }
      if let instance = context.instance, instances[name] == nil,
        let className = instances[instance]?.className, setsItself(as: name, in: className)
      {
        // `dataSource?.pageViewController(self, viewControllerAfter: page)`
        // in a class that is its own data source.
        return instance
      }
      return instances[name] != nil ? name : instanceAliases[name]
    case .member(let base, let member, _):
      if let object = staticObject(base, member, context) { return object }
      guard let owner = instanceName(base, context) else { return nil }
      if let returned = instanceReturned(byGetterOf: member, on: owner, context) {
        // `host.activeRouter`: what the getter returns, read on `host`.
        return returned
      }
      guard case .name(let property)? = instances[owner]?.properties[member] else {
        // `self.dataSource` in a class that is its own data source.
        let isItself =
          instances[owner]?.properties[member] == nil
          && instances[owner].map { setsItself(as: member, in: $0.className) } == true
        return isItself ? owner : nil
      }
      return instances[property] != nil ? property : instanceAliases[property]
    case .unwrap(let base, _), .forceUnwrap(let base, _):
      return instanceName(base, context)
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .ternary, .optionalBinding:
      return nil
    }
  }
}

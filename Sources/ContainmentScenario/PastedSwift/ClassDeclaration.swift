/// A class pasted into a scenario, as written (scenario language §6).
///
/// `class DrawerController: UIViewController { … }`: its superclass, stored
/// properties, initializers, methods and overrides. A class is not a
/// statement: ``SwiftExpansion`` turns each instance the driver makes into
/// the scenario language's own statements (a controller, variables for its
/// properties, handlers for its overrides) and each method call into its body.
struct ClassDeclaration: Sendable {
  /// `DrawerController`.
  let name: String
  /// `UIViewController`, `UINavigationController`, `UITabBarController`, a
  /// class of the file, or `nil` for a class with no superclass.
  let superclass: String?
  /// Where `class` is written.
  let location: SourceLocation
  /// The stored and computed properties, in the order written.
  var properties: [PropertyDeclaration] = []
  /// `init(…)`s, in the order written; `init?(coder:)` is left out: it never runs.
  var initializers: [FunctionDeclaration] = []
  /// The methods and overrides, in the order written.
  var methods: [FunctionDeclaration] = []
  /// The answer of `override var shouldAutomaticallyForwardAppearanceMethods`,
  /// if the class overrides it (rule 3.1).
  var forwardsAppearance: Expression?
  /// The answer of `override var shouldAutomaticallyForwardRotationMethods`.
  var forwardsRotation: Expression?
  /// `static func` and `class func` methods, called on the class's name
  /// (`DetailViewController.make()`) as functions of the file are.
  var staticMethods: [FunctionDeclaration] = []
  /// UIKit's properties the class overrides to observe (`override var
  /// selectedIndex: Int { didSet { … } }`): the observers run around
  /// each assignment the code makes, as Swift runs them.
  var observedOverrides: [PropertyDeclaration] = []

  /// The method `name` taking `labels`, if the class declares it.
  ///
  /// A call whose labels fit none of the class's methods of that name is
  /// taken for the one with as many parameters (its mistake is then
  /// reported), unless UIKit has a method of that name: a class's own
  /// `transition(to:in:duration:with:completion:)` beside UIKit's
  /// `transition(from:to:duration:options:animations:completion:)` is
  /// another method, and `transition(from: a, to: b, …)` is UIKit's.
  func method(_ name: String, labels: [String?]) -> FunctionDeclaration? {
    if let fitting = methods.first(where: { $0.name == name && $0.accepts(labels) }) {
      return fitting
    }
    guard ScenarioMethod(rawValue: name) == nil, !SwiftExpansion.isMemberOfSelf(name) else {
      return nil
    }
    return methods.first { $0.name == name && $0.parameters.count == labels.count }
  }
}

/// A property of a pasted class: `private var menu: UIViewController?`,
/// `let duration = 0.3`, `var isOpen: Bool { menu != nil }` (scenario
/// language §6).
struct PropertyDeclaration: Sendable {
  let name: String
  /// `let` rather than `var`.
  let isConstant: Bool
  /// The type as written, without blanks (`UIViewController?`), if written.
  let type: String?
  /// The initial value, if written.
  let value: Expression?
  /// A computed property's value: the expression its getter returns.
  let getter: Expression?
  /// A computed property's getter of statements (`guard … else { return nil }
  /// return pages[index]`), read as a method's returned value.
  var getterBody: [Statement]?
  let location: SourceLocation
  /// The `willSet` observer's body and the name it gives the new value.
  var willSetObserver: (name: String, body: [Statement])?
  /// The `didSet` observer's body and the name it gives the old value.
  var didSetObserver: (name: String, body: [Statement])?
  /// A computed property's setter: its body and the name it gives the new
  /// value (`newValue` unless written).
  var setter: (name: String, body: [Statement])?
  /// Written `lazy`: made by its closure where it is first read.
  var isLazy = false
  /// `@IBOutlet`: connected by the storyboard or nib when the view loads.
  var isOutlet = false

  /// Whether assigning the property runs an observer.
  var isObserved: Bool { willSetObserver != nil || didSetObserver != nil }

  /// Whether the type is an optional (`T?` or `T!`), which starts as nil.
  var isOptional: Bool { type?.hasSuffix("?") == true || type?.hasSuffix("!") == true }

  /// The type without its optional mark; a plain controller of UIKit's or
  /// SwiftUI's without its generic arguments (`UIHostingController<V>` is
  /// `UIHostingController`), as its instances are made as
  /// `UIViewController()`.
  var baseType: String? {
    guard let type else { return nil }
    let base = isOptional ? String(type.dropLast()) : type
    if let open = base.firstIndex(of: "<"),
      Parser.plainControllerTypes.contains(String(base[..<open]))
    {
      return String(base[..<open])
    }
    return base
  }
}

/// A method, override, initializer or top-level function of a pasted file
/// (scenario language §6).
struct FunctionDeclaration: Hashable, Sendable {
  /// `open`, `viewWillAppear`, `init`.
  let name: String
  let parameters: [FunctionParameter]
  /// Written with `override`.
  let isOverride: Bool
  /// The type after `->`, as written, if there is one.
  var returnType: String?
  let body: [Statement]
  let location: SourceLocation

  /// Whether this is `override func show(_:sender:)`: the hierarchy's
  /// `show` finds an instance of its class (rules 5.1, 5.3).
  var overridesShow: Bool {
    isOverride && name == "show" && parameters.map(\.label) == [nil, "sender"]
  }

  /// Whether a call with `labels` (nil for an unlabelled argument) can call
  /// this function: each argument matches a parameter in order, and the
  /// parameters left out have default values.
  func accepts(_ labels: [String?]) -> Bool {
    var index = 0
    for parameter in parameters {
      if index < labels.count, labels[index] == parameter.label {
        index += 1
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return index == labels.count
  }
}

/// One parameter: `_ menu: UIViewController`, `animated: Bool = true`.
struct FunctionParameter: Hashable, Sendable {
  /// The argument label; `nil` for `_`.
  let label: String?
  /// The name the body reads.
  let name: String
  let type: String
  let defaultValue: Expression?
  let location: SourceLocation
}

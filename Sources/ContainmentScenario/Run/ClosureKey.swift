import Containment

/// The spellings the expansion of a pasted class writes for a closure kept
/// in a property (scenario language §6): registering it as a handler of
/// ``HandlerTrigger/closure(_:)``, and calling it.
///
/// Both contain `#`, which the lexer never reads into a name, so no
/// scenario can write them.
enum ClosureKey {
  /// The method of `on name.#closure(Int) { index in … }`: the closure
  /// assigned to the property, with its parameter's kind in parentheses.
  static let register = "#closure"
  /// The method of `name.#call(argument)`: the property called.
  static let call = "#call"

  /// The handler method that registers a closure whose parameter is of
  /// `kind` (`Int`, `Bool`, `UIViewController`), or has none.
  static func register(taking kind: String?) -> String {
    "\(register)(\(kind ?? ""))"
  }

  /// A value of the parameter's kind, bound when the closure's body is
  /// checked; `nil` for a closure without a parameter.
  static func placeholder(_ method: String) -> Symbol? {
    switch method.dropFirst(register.count) {
    case "(Int)": .integer(0)
    case "(Bool)": .boolean(false)
    case "(UIViewController)": .controller(Lowering.placeholder, .viewController)
    default: nil
    }
  }
}

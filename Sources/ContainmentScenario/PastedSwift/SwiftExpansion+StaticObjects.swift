/// A plain class's one instance kept in a static property (`static let
/// shared = Router()`): made before the driver's first statement, and
/// reached as `Router.shared` (scenario language §6, a class with no UIKit
/// superclass).
///
/// Swift makes a static property at its first read; a plain object's
/// initializer sends no callback, so making it first changes no trace.
extension SwiftExpansion {
  /// The statements that make the static objects of plain classes.
  ///
  /// They come the first time they are asked for, nothing after that. A
  /// static property made by any other type's initializer is noted as
  /// skipped.
  mutating func staticObjectsNotMadeYet() throws(Failure) -> [Statement] {
    guard !madeStaticObjects else { return [] }
    madeStaticObjects = true
    var out: [Statement] = []
    for object in declarations.staticObjects {
      guard classes[object.className] != nil, isPlainClass(object.className) else {
        declarations.note(
          "static properties that are not literals are not modelled", at: object.location)
        continue
      }
      out += try instantiate(
        object.className, as: object.name, object.arguments, Context(), at: object.location)
    }
    return out
  }

  /// The static object `Type.name` reads, when the file keeps one.
  func staticObject(_ base: Expression, _ member: String, _ context: Context) -> String? {
    guard case .name(let type, _) = base, context.locals[type] == nil,
      type.first?.isUppercase == true
    else { return nil }
    let name = "\(type).\(member)"
    return instances[name] != nil ? name : nil
  }
}

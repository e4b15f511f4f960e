/// The declarations of a pasted Swift file (scenario language §6): its
/// classes, extensions and top-level functions, and what was skipped.
struct PastedDeclarations: Sendable {
  var classes: [ClassDeclaration] = []
  var extensions: [ClassDeclaration] = []
  var functions: [FunctionDeclaration] = []
  /// The simple enums (`enum State { case closed, open }`).
  ///
  /// Each name with its cases in order; a case is its position, an
  /// integer, when running.
  var enums: [(name: String, cases: [String])] = []
  /// The enums whose raw values are not their cases' positions
  /// (`case a = 5`, `case feed = "feed"`): `rawValue` is not modelled there.
  var enumsWithOtherRawValues: Set<String> = []
  /// The static constants written as literals, by `Type.name`
  /// (`Constants.duration`), read where the code names them.
  var constants: [String: Expression] = [:]
  /// The static properties made by a type's initializer (`static let
  /// shared = Router()`), by `Type.name`, in the order written: a plain
  /// class's is its one instance, made before the driver's first statement
  /// (scenario language §6).
  var staticObjects: [StaticObject] = []
  /// The structs of settings (`struct Style { var duration = 0.3 }`): each
  /// one's stored properties, in order, with their values; an instance a
  /// class keeps in a property is read field by field, each field a
  /// constant (scenario language §6).
  var structs: [String: [StructField]] = [:]
  /// What the model does not model, once per construct, at its first place.
  private(set) var notes: [SkippedNote] = []
  /// The constructs of ``notes``, to find one in O(1).
  private(set) var noted: Set<String> = []

  /// Whether the file declares anything a driver can use.
  var isEmpty: Bool { classes.isEmpty && functions.isEmpty && extensions.isEmpty }

  /// Takes the notes of `other` (the expansion's copy, which made them), or
  /// none.
  mutating func takeNotes(of other: PastedDeclarations?) {
    notes = other?.notes ?? []
    noted = other?.noted ?? []
  }

  /// Records that `construct` was skipped at `location`, unless it was before.
  mutating func note(_ construct: String, at location: SourceLocation, isSkipped: Bool = true) {
    guard noted.insert(construct).inserted else { return }
    notes.append(SkippedNote(construct: construct, location: location, isSkipped: isSkipped))
  }

  /// The classes with each extension's members added to its class.
  ///
  /// - Throws: for an extension of a class the file does not declare.
  func merged() throws(Diagnostic) -> [ClassDeclaration] {
    var merged = classes
    for extended in extensions {
      guard let index = merged.firstIndex(where: { $0.name == extended.name }) else {
        let advice =
          extended.name.hasPrefix("UI")
          ? ": write its methods as functions taking the controller, as in "
            + "'func add(_ child: UIViewController, to parent: UIViewController)', or in the "
            + "class that calls them"
          : ""
        throw Diagnostic(
          "only extensions of a class declared in the file are accepted (scenario language "
            + "§6): '\(extended.name)' is not one" + advice, at: extended.location)
      }
      merged[index].properties += extended.properties
      merged[index].methods += extended.methods
      merged[index].initializers += extended.initializers
    }
    return merged
  }
}

/// A stored property of a struct of settings: its name, its type as
/// written (if written) and its value as written, `nil` when the memberwise
/// initializer must give it.
struct StructField: Sendable {
  let name: String
  let type: String?
  let value: Expression?
}

/// A construct of pasted Swift that the model does not model, skipped:
/// reported once, at its first place, as `FILE:LINE:COLUMN: note: skipped: …`
/// (scenario language §6).
///
/// A note may also say how a construct is read without skipping anything
/// (UIKit's Swift 4 spelling `addChildViewController` read as `addChild`):
/// ``isSkipped`` is then `false`, the note has no `skipped:`, and `--strict`
/// does not refuse it.
public struct SkippedNote: Hashable, Sendable {
  /// What was skipped and why: "frames are not modelled".
  public let construct: String
  /// Where it is first written.
  public let location: SourceLocation
  /// Whether the construct is skipped, rather than read another way.
  public let isSkipped: Bool
}

/// A static property a type's initializer makes: `static let shared =
/// Embedder()` in `Embedder`.
struct StaticObject: Sendable {
  /// `Embedder.shared`: the instance's name, and how the code reads it.
  let name: String
  /// The class it makes.
  let className: String
  let arguments: [Argument]
  let location: SourceLocation
}

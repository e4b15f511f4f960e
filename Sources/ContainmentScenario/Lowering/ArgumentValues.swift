/// The values of a call's arguments, read in place: what lowering gets once
/// the labels were checked.
///
/// A view of the parsed arguments, not a copy: `values[0]` is the first
/// argument's value. Lowering checks every call of a scenario, so it builds
/// no array for the values, nor for the labels it expects.
struct ArgumentValues {
  let arguments: [Argument]

  /// The value of the argument at `position`.
  subscript(position: Int) -> Expression { arguments[position].value }

  /// Whether the arguments carry exactly the labels of `spelling`, written
  /// as a selector writes them: `"_:animated:"` is an unlabelled argument,
  /// then `animated:`; `""` is no argument.
  ///
  /// An argument written with the label `_` matches nothing: Swift has no
  /// such label at a call site, and the scenario language takes Swift's calls.
  ///
  /// Read in place from the static string: serves the parsing target
  /// (10⁶ lines a second; `Benchmarks/README.md`).
  /// The first argument whose label differs from the one `spelling` puts
  /// at its place, if any: where a call's wrong label is written. Read only
  /// for an error.
  static func firstWrongLabel(of arguments: [Argument], for spelling: StaticString)
    -> Argument?
  {
    let expected = spelling.description.split(separator: ":", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    for (index, argument) in arguments.enumerated() {
      guard index < expected.count else { return argument }
      if (argument.label ?? "_") != expected[index] { return argument }
    }
    return nil
  }

  static func labels(of arguments: [Argument], are spelling: StaticString) -> Bool {
    spelling.withUTF8Buffer { selector in
      var start = 0
      for argument in arguments {
        guard let colon = selector[start...].firstIndex(of: UInt8(ascii: ":")) else {
          // More arguments than labels.
          return false
        }
        let expected = UnsafeBufferPointer(rebasing: selector[start..<colon])
        let matches =
          if let label = argument.label {
            label != "_" && label.utf8.elementsEqual(expected)
          } else {
            expected.elementsEqual("_".utf8)
          }
        guard matches else { return false }
        start = colon + 1
      }
      // Fewer arguments than labels leaves some of the spelling unread.
      return start == selector.count
    }
  }
}

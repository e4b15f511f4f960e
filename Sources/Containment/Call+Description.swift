/// `Call`'s description, without recursion: blocks are written out with an
/// explicit stack, as ``CallBlock`` compares them.
extension Call: CustomStringConvertible {
  /// The call as Swift spells the case, its completion blocks written out
  /// in brackets, at any depth: `transition(in: p, from: a, to: b,
  /// duration: 0.3, completion: [removeFromParent(a)])`.
  public var description: String {
    /// What is left to write: a call, or text around its block.
    enum Piece {
      case call(Call)
      case text(String)
    }
    var text = ""
    var pending: [Piece] = [.call(self)]
    while let piece = pending.popLast() {
      switch piece {
      case .text(let words):
        text += words
      case .call(let call):
        guard let block = call.completion else {
          text += call.fieldsDescription
          continue
        }
        // The fields end with the emptied block's place, "Optional([]))"
        // or "[])": the block goes there.
        let fields = call.withBlockEmptied.fieldsDescription
        let place = fields.hasSuffix("Optional([]))") ? "Optional([]))" : "[])"
        text += fields.dropLast(place.count) + "["
        pending.append(.text("])"))
        for index in block.indices.reversed() {
          pending.append(.call(block[index]))
          if index > block.startIndex { pending.append(.text(", ")) }
        }
      }
    }
    return text
  }

  /// The case and its fields, as reflection spells them; only called on a
  /// call whose block, if any, was emptied, so that it never recurses.
  private var fieldsDescription: String {
    let mirror = Mirror(reflecting: self)
    guard let field = mirror.children.first, let name = field.label else {
      // A case without fields: reflection has no child to name it.
      if case .didReceiveMemoryWarning = self { return "didReceiveMemoryWarning" }
      if case .endTurn = self { return "endTurn" }
      if case .commitViewAnimations = self { return "commitViewAnimations" }
      if case .disableViewAnimations = self { return "disableViewAnimations" }
      if case .enableViewAnimations = self { return "enableViewAnimations" }
      return "runUntilIdle"
    }
    let values = String(describing: field.value)
    let isTuple = Mirror(reflecting: field.value).displayStyle == .tuple
    return isTuple ? name + values : name + "(" + values + ")"
  }
}

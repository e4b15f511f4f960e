/// The calls of a block a ``Call`` carries: a completion block
/// (`present(_:animated:completion:)`, `transition(from:to:…)`, …) or a
/// block for the main queue (`DispatchQueue.main.async { … }`).
///
/// Write it as an array literal (`completion: [.endTurn]`) or from an array
/// (`CallBlock(calls)`); read it as a collection of calls.
///
/// Blocks nest calls, and Swift's synthesized `==` and `hash(into:)` would
/// recurse over the depth: a few thousand levels would overflow the stack.
/// A block compares and hashes its whole subtree with an explicit stack
/// instead, each call by its synthesized conformance with its own block
/// emptied, so that ``Call``'s conformances are synthesized and any depth a
/// value can be built to is compared and hashed (a test holds 20,000
/// levels).
public struct CallBlock: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The calls, in the order they run.
  public var calls: [Call]

  /// A block of these calls.
  public init(_ calls: [Call]) { self.calls = calls }

  /// A block of the calls written as an array literal.
  public init(arrayLiteral calls: Call...) { self.calls = calls }

  /// The position of the first call.
  public var startIndex: Int { calls.startIndex }
  /// The position past the last call.
  public var endIndex: Int { calls.endIndex }
  /// The call at `position`.
  public subscript(position: Int) -> Call { calls[position] }
}

extension CallBlock: Hashable {
  /// Whether two blocks hold equal calls, their blocks included, at any
  /// depth.
  public static func == (lhs: CallBlock, rhs: CallBlock) -> Bool {
    guard lhs.calls.count == rhs.calls.count else { return false }
    var pending = Array(zip(lhs.calls, rhs.calls))
    while let (left, right) = pending.popLast() {
      // The fields and whether each has a block of how many calls; the
      // blocks' calls are compared from the stack.
      guard left.block?.count == right.block?.count,
        left.withBlockEmptied == right.withBlockEmptied
      else { return false }
      if let leftBlock = left.block, let rightBlock = right.block {
        pending.append(contentsOf: zip(leftBlock.calls, rightBlock.calls))
      }
    }
    return true
  }

  /// Hashes the calls and their blocks, at any depth.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(calls.count)
    var pending = Array(calls.reversed())
    while let call = pending.popLast() {
      hasher.combine(call.withBlockEmptied)
      hasher.combine(call.block?.count ?? -1)
      if let block = call.block { pending.append(contentsOf: block.calls.reversed()) }
    }
  }
}

extension CallBlock: CustomStringConvertible, CustomDebugStringConvertible {
  /// The calls in brackets, as an array literal spells them.
  public var description: String {
    "[" + calls.map(String.init(describing:)).joined(separator: ", ") + "]"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}

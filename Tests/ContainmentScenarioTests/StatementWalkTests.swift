import XCTest

@testable import ContainmentScenario

/// The walk over pasted code's statements and their blocks (scenario
/// language §6): written order, each statement before its blocks, a
/// handler's body left out, no recursion.
final class StatementWalkTests: XCTestCase {
  private let here = SourceLocation(line: 1, column: 1)

  /// `name()`, with `closure` as its argument and `trailing` as its
  /// trailing closure.
  private func call(
    _ name: String, closure: [Statement]? = nil, trailing: [Statement]? = nil
  ) -> Statement {
    let arguments = closure.map { [Argument(label: nil, value: .closure($0, here))] } ?? []
    return .call(.call(.name(name, here), arguments, here), trailingBlock: trailing, at: here)
  }

  /// The names of the calls the walk visits, in its order.
  private func visited(_ statements: [Statement]) -> [String] {
    var walk = StatementWalk(statements)
    var names: [String] = []
    while let statement = walk.next() {
      if case .call(.call(.name(let name, _), _, _), _, _) = statement { names.append(name) }
    }
    return names
  }

  func testStatementsComeInWrittenOrderEachBeforeItsBlocks() {
    let statements: [Statement] = [
      call("a", closure: [call("b")], trailing: [call("c")]),
      .conditional(
        [ConditionalBranch(condition: .boolean(true, here), body: [call("d")])],
        otherwise: [call("e")], at: here),
      .guardStatement(.boolean(true, here), otherwise: [call("f")], at: here),
      call("g"),
    ]
    XCTAssertEqual(visited(statements), ["a", "b", "c", "d", "e", "f", "g"])
  }

  func testAHandlersBodyIsLeftOut() {
    let handler = Statement.handler(
      controller: .name("p", here), method: "viewDidLoad", parameter: nil,
      body: [call("inside")], at: here)
    XCTAssertEqual(visited([handler, call("after")]), ["after"])
  }

  func testStatementsAddedComeNextBeforeWhatIsLeft() {
    var walk = StatementWalk([call("a"), call("b")])
    var names: [String] = []
    while let statement = walk.next() {
      guard case .call(.call(.name(let name, _), _, _), _, _) = statement else { continue }
      names.append(name)
      if name == "a" { walk.add([call("added")]) }
    }
    XCTAssertEqual(names, ["a", "added", "b"])
  }

  /// The deepest nesting the parser accepts, each block visited once.
  func testTheDeepestNestingIsWalkedWhole() {
    var statement = call("innermost")
    for _ in 0..<Parser.maximumNesting { statement = call("outer", trailing: [statement]) }
    XCTAssertEqual(visited([statement]).last, "innermost")
    XCTAssertEqual(visited([statement]).count, Parser.maximumNesting + 1)
  }
}

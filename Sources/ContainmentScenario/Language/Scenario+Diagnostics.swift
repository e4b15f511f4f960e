/// Every mistake a check finds in a scenario, not only the first (scenario
/// language §6: "the checker reports all errors it finds in one pass").
extension Scenario {
  /// The most mistakes one reading reports.
  static let maximumDiagnostics = 20

  /// The mistakes in `text`, in the order of the text: the first, which
  /// ``init(parsing:)`` throws, then those of the statements after it.
  ///
  /// After a mistake the reading goes on at the next statement; a statement
  /// that names what a statement with a mistake declared is not reported
  /// again (its mistake is the first one's). A mistake the parser cannot
  /// step over (a block never closed, a class's own body) ends the reading.
  /// Empty when the scenario checks.
  static func diagnostics(in text: String) -> [Diagnostic] {
    var parser: Parser
    do {
      parser = try Parser(text)
    } catch {
      return [error]
    }
    var checker = StatementChecker()
    var found: [Diagnostic] = []
    var failedNames: [String] = []
    while found.count < maximumDiagnostics {
      let statement: Statement
      do {
        guard let next = try parser.nextStatement() else { break }
        statement = next
      } catch {
        found.append(error)
        guard parser.skipToNextStatement() else { break }
        continue
      }
      do {
        try checker.check(statement)
      } catch {
        // A name a mistaken declaration would have declared, or one of its
        // properties (`'drawer.isOpen'`), is the first mistake's.
        // The same mistake found again (a method inlined at each call) is
        // reported once.
        if !failedNames.contains(where: {
          error.message.contains("'\($0)'") || error.message.contains("'\($0).")
        }), !found.contains(error) {
          found.append(error)
        }
        switch statement {
        case .declaration(let name, _, _), .variable(let name, _, _, _):
          failedNames.append(name)
        case .handler, .bound, .assignment, .discard, .call, .conditional, .loop,
          .guardStatement, .returnStatement, .whileLoop:
          break
        }
      }
    }
    if found.isEmpty {
      do {
        try checker.check(parser.actions)
      } catch {
        found.append(error)
      }
    }
    return found
  }
}

extension Parser {
  /// Moves past the rest of the statement that holds a mistake.
  ///
  /// That is to the next line break outside brackets; `false` when the text
  /// ends or cannot be read on.
  mutating func skipToNextStatement() -> Bool {
    var depth = 0
    while true {
      switch current.kind {
      case .end: return false
      case .newline where depth <= 0: return true
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
      case .identifier, .number, .string, .punctuation, .operator, .newline: break
      }
      do {
        try advance()
      } catch {
        return false
      }
    }
  }
}

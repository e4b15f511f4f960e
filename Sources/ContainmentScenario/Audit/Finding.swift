/// One mistake the audit found: which rule, where, and what is wrong.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
  /// The audit rule the calls broke.
  public var rule: AuditRule
  /// The scenario line of the call at fault.
  ///
  /// That is the statement itself, or for a call inside a completion block,
  /// that call's line. For a call sequence
  /// audited with ``Audit/init(calls:in:)``, the call's 1-based position.
  public var line: Int
  /// The controller the mistake concerns.
  public var controller: String
  /// What is wrong, in this run's names.
  public var message: String

  /// Makes a finding.
  public init(rule: AuditRule, line: Int, controller: String, message: String) {
    self.rule = rule
    self.line = line
    self.controller = controller
    self.message = message
  }

  /// What UIKit does about it (the rule's ``AuditRule/consequence``).
  public var consequence: String { rule.consequence }
  /// How to fix it (the rule's ``AuditRule/fix``).
  public var fix: String { rule.fix }

  /// `line 12: A2 willMoveToNilMissing: chat.removeFromParent() without …`.
  public var description: String { "line \(line): \(rule): \(message)" }
}

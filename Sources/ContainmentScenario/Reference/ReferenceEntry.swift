/// One scenario of the reference catalogue: a titled example of the rules it
/// shows, each with its evidence grade.
public struct ReferenceEntry: Hashable, Sendable {
  /// A stable name, `1.1-add-child-to-visible-parent`.
  public var id: String
  /// What the scenario shows.
  public var title: String
  /// The rules of the reference it shows, by number (`1.1`, `5.3`).
  public var rules: [String]
  /// The scenario's text.
  public var scenario: String
  /// Whether the scenario runs with layout tracked (`--layout`, rule 4.7).
  public var layout: Bool

  /// Makes an entry.
  public init(
    id: String, title: String, rules: [String], scenario: String, layout: Bool = false
  ) {
    self.id = id
    self.title = title
    self.rules = rules
    self.scenario = scenario
    self.layout = layout
  }
}

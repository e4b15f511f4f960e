import Containment

/// The system events the explorer interleaves with a container's actions
/// (scenario language §7; the command's `--events`).
public enum SystemEvent: String, Hashable, Sendable, CaseIterable {
  /// The window is hidden (while visible) and shown again (while hidden).
  case appear
  /// A fresh full-screen controller is presented over the window's root,
  /// animated, and dismissed once its presentation has ended.
  case present
  /// The turn ends; the next animation end or `asyncAfter` deadline comes;
  /// the main queue's blocks run.
  case time
  /// The window rotates between portrait and landscape (rule 6.1).
  case rotate
  /// The application receives a memory warning (rule 6.3).
  case memory
  /// For a container inside a navigation controller (the first one shown,
  /// in creation order): a fresh controller pushed over it, animated, while
  /// no transition runs; popped back, animated; an interactive pop begun,
  /// then finished or cancelled.
  case navigation

  /// The app goes to the background (while in the foreground) and comes
  /// back (while in the background): no controller callback, the
  /// delegate's lines only (rule 6.4, revision 4).
  case background

  /// The sheet on top of the window's presentations is pulled down, then
  /// released or let go (rule 5.3a, revision 4; ios17's sheets only).
  case sheet

  /// The events explored when none are chosen: `appear,present,time`.
  public static let defaults: Set<SystemEvent> = [.appear, .present, .time]
}

/// What an exploration covers, and its budgets (the command's `--depth`,
/// `--events`, `--max-states`).
public struct ExplorationOptions: Hashable, Sendable {
  /// The most steps a path takes: the deepest level explored.
  public var depth: Int
  /// The system events interleaved with the actions.
  public var events: Set<SystemEvent>
  /// The most distinct states the search keeps; past it, the exploration
  /// ends with the depth covered completely so far.
  public var maximumStates: Int
  /// Whether a state reached before is explored once (the default).
  ///
  /// Off, every path is explored: the search's soundness check, as the first
  /// violation must be found at the same depth either way.
  public var deduplicatesStates = true
  /// Whether the search goes on past the first broken rule, to find the
  /// shortest path breaking each rule (the command's `--all-violations`);
  /// a path's findings still end it.
  public var findsEveryRule = false
  /// The most states the breadth-first search holds, each as its key and
  /// the link to its parent: past it, the search goes on by iterative
  /// deepening, which holds one path's states and a key per state seen.
  ///
  /// The command derives it from `--max-memory` at
  /// ``estimatedBytesPerHeldState`` each.
  public var maximumHeldStates = 33_554_432

  /// What one state the breadth-first search holds is taken to weigh: the
  /// unit of the command's `--max-memory`, above what `Benchmarks/README.md`
  /// measures a held state at (its key in the set of states seen, and its
  /// link: 8 bytes).
  public static let estimatedBytesPerHeldState = 64

  /// How many threads take the steps of a level (the command's
  /// `--workers`, by default the machine's cores); the result is the same
  /// whatever the number, as each level's states are merged in the order
  /// one worker would take them.
  public var workers = 1

  /// Options with the command's defaults: depth 6, `appear,present,time`,
  /// 200,000 states.
  public init(
    depth: Int = 6, events: Set<SystemEvent> = SystemEvent.defaults,
    maximumStates: Int = 200_000
  ) {
    self.depth = depth
    self.events = events
    self.maximumStates = maximumStates
  }
}

/// The result of exploring a scenario's actions and system events in one
/// profile (scenario language §7).
public struct Exploration: Hashable, Sendable {
  /// How an exploration ended.
  public enum Outcome: Hashable, Sendable {
    /// No path up to the depth breaks a rule.
    case clean
    /// A path breaks a rule: the shortest, the first found at its length.
    case broken(Counterexample)
    /// A budget ended the search before the depth: ``Exploration/coveredDepth``
    /// says how deep every path was explored.
    case budgetSpent
  }

  /// The profile explored.
  public var profile: Profile
  /// How it ended.
  public var outcome: Outcome
  /// The deepest level explored completely: every path of this many steps
  /// was checked.
  public var coveredDepth: Int
  /// The distinct states reached, the setup's included.
  public var states: Int
  /// The steps taken, from every state explored.
  public var steps: Int
  /// The depth from which the search went on by iterative deepening, past
  /// ``ExplorationOptions/maximumHeldStates``; `nil` when it never did.
  ///
  /// The depths it covers and the length of its counterexample are the
  /// same; among counterexamples of that length it may print another.
  public var deepenedFrom: Int?
  /// What ended the search before its depth, when ``outcome`` is
  /// ``Outcome/budgetSpent``; `nil` otherwise.
  public var spentBudget: ExplorationBudget?
  /// With ``ExplorationOptions/findsEveryRule``: the shortest counterexample
  /// of each rule broken, in the order found; otherwise the one of
  /// ``Outcome/broken(_:)``.
  public var counterexamples: [Counterexample] = []
}

/// A budget that can end an exploration before its depth.
public enum ExplorationBudget: Hashable, Sendable {
  /// ``ExplorationOptions/maximumStates`` (`--max-states`).
  case states
  /// The caller's `shouldContinue` said no (the command's `--time-limit`).
  case stopped
  /// A state where the actions take more than
  /// ``Exploration/maximumOffersPerState`` combinations of their
  /// parameters' values in all: the search cannot try them all in a bounded
  /// time.
  case valueCombinations
}

extension Exploration {
  /// The most calls of actions offered in one state, each combination of
  /// an action's parameters' values a call (each guard is read); a state
  /// with more ends the search as a spent budget
  /// (``ExplorationBudget/valueCombinations``).
  public static let maximumOffersPerState = 100_000
}

/// How far a search has come: what ``Scenario/explore(profile:options:shouldContinue:)``
/// tells the caller while it runs.
public struct ExplorationProgress: Hashable, Sendable {
  /// The deepest level explored completely so far.
  public var coveredDepth: Int
  /// The distinct states reached so far.
  public var states: Int
  /// The steps taken so far.
  public var steps: Int
}

/// A path from the setup that breaks a rule, and the scenario that
/// reproduces it with `containment audit`.
public struct Counterexample: Hashable, Sendable {
  /// The steps, as statements: `select(1)`, `RunLoop.main.turn()`.
  public var steps: [String]
  /// The line each step stands at in ``scenarioText``.
  public var stepLines: [Int]
  /// The first finding, in the audit's form: its line is the line a step's
  /// action body, the setup or the written step stands at.
  public var finding: Finding
  /// The scenario's text, then a line per step: audited, it reports
  /// ``finding`` at the same line.
  public var scenarioText: String
}

extension Scenario {
  /// The actions declared after the setup, by name, in the order written
  /// (scenario language §7).
  public var actionNames: [String] { actions.map(\.name) }

  /// Explores every interleaving of the scenario's actions with system
  /// events, breadth first from the state its setup leaves, and returns
  /// the shortest path that breaks one of the audit's rules (scenario
  /// language §7).
  ///
  /// - Parameters:
  ///   - profile: the UIKit release to emulate.
  ///   - options: the depth, the system events and the state budget.
  ///   - shouldContinue: asked after each level and every 1,024 steps with
  ///     the progress so far; `false` ends the search as a spent budget
  ///     (the command's `--time-limit`).
  /// - Returns: how the exploration ended, and what it covered.
  public func explore(
    profile: Profile = .ios17, options: ExplorationOptions = ExplorationOptions(),
    shouldContinue: (ExplorationProgress) -> Bool = { _ in true }
  ) -> Exploration {
    var explorer = Explorer(scenario: self, profile: profile, options: options)
    return explorer.run(shouldContinue: shouldContinue)
  }
}

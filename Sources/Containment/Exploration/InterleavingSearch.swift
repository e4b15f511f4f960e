/// A breadth-first search over every order of a set of calls from a world:
/// the seed of `containment explore`, and the check that the model does not
/// contradict itself under any interleaving of system events.
///
/// From `start`, level by level up to `depth`, each state is given each call
/// of the alphabet; a call that UIKit refuses leaves the state as it was and
/// is not followed. Each new world is kept once (worlds are `Hashable`, so
/// two paths to the same world are explored once). The search keeps each
/// state's parent and call, not its path: a path is rebuilt when it is
/// needed. It is deterministic: the alphabet's order is the search's order.
///
/// What is checked is the caller's: `observer` makes, for each step from a
/// world, the function that sees every event of that step with the world at
/// that moment; `check` sees each step's world before and after
/// and the path of calls that led to it; each returns a violation's text or `nil`,
/// and the search stops at the first violation, which is then the
/// shallowest.
package struct InterleavingSearch {
  /// What the search covered.
  package struct Coverage: Hashable, Sendable {
    /// The deepest level explored completely.
    package var depth = 0
    /// The distinct worlds reached, the start included.
    package var states = 1
    /// The calls made, refused ones included.
    package var steps = 0
    /// The calls UIKit refused (their state is not followed).
    package var refused = 0
  }

  /// A violation, with the path of calls that leads to it from the start.
  package struct Violation: Hashable, Sendable {
    /// The calls from the start, the failing one last.
    package var path: [Call]
    /// What is wrong.
    package var message: String
  }

  /// One explored state: the world, and how it was reached.
  private struct Node {
    var world: World
    /// The index of the parent node, or -1 for the start.
    var parent: Int
    /// The index of the call in the alphabet that led here.
    var call: Int
  }

  /// The calls tried in every state, in order.
  package var alphabet: [Call]
  /// The deepest level to explore.
  package var depth: Int

  package init(alphabet: [Call], depth: Int) {
    self.alphabet = alphabet
    self.depth = depth
  }

  /// Explores from `start`; returns the coverage and the first violation.
  package func explore(
    from start: World,
    observer: (_ before: World) -> (Event, World) -> String? = { _ in { _, _ in nil } },
    check: (_ before: World, _ after: World, _ path: [Call]) -> String?
  ) -> (Coverage, Violation?) {
    var coverage = Coverage()
    var nodes = [Node(world: start, parent: -1, call: 0)]
    var seen: Set<World> = [start]
    var frontier = [0]
    for _ in 0..<max(0, depth) {
      var next: [Int] = []
      for parent in frontier {
        for (index, call) in alphabet.enumerated() {
          let before = nodes[parent].world
          var after = before
          coverage.steps += 1
          let path = calls(to: parent, in: nodes) + [call]
          var problem: String?
          let observe = observer(before)
          do {
            try after.apply(call) { event, world in
              if problem == nil { problem = observe(event, world.world) }
            }
          } catch {
            coverage.refused += 1
            continue
          }
          if problem == nil { problem = check(before, after, path) }
          if let problem { return (coverage, Violation(path: path, message: problem)) }
          guard seen.insert(after).inserted else { continue }
          nodes.append(Node(world: after, parent: parent, call: index))
          next.append(nodes.count - 1)
        }
      }
      coverage.depth += 1
      coverage.states = seen.count
      frontier = next
      if frontier.isEmpty { break }
    }
    return (coverage, nil)
  }

  /// The calls from the start to the node at `index`.
  private func calls(to index: Int, in nodes: [Node]) -> [Call] {
    var calls: [Call] = []
    var current = index
    while current > 0 {
      calls.append(alphabet[nodes[current].call])
      current = nodes[current].parent
    }
    return calls.reversed()
  }
}

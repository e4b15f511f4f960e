import Containment

/// How `containment reference` prints the catalogue (`--format text|markdown`).
public enum ReferenceFormat: String, Hashable, Sendable, CaseIterable {
  /// Plain text: each entry's title, rules with grades, scenario and traces.
  case text
  /// Markdown, as the DocC article "Reference scenarios" holds it.
  case markdown
}

extension ReferenceCatalogue {
  /// The catalogue run in `profiles` and printed in `format`.
  ///
  /// Each entry shows its scenario, then its trace (with `--flags`
  /// annotations) once per group of profiles that agree: "ios5, ios7,
  /// ios17" when all do.
  public static func render(_ format: ReferenceFormat, profiles: [Profile]) -> String {
    var output = header(format)
    for entry in entries {
      output += "\n" + render(entry, format, profiles: profiles)
    }
    return output
  }

  /// The traces of an entry, grouped: profiles whose traces are equal share one.
  public static func traces(
    of entry: ReferenceEntry, profiles: [Profile]
  ) -> [(profiles: [Profile], trace: [String])] {
    let scenario: Scenario
    do {
      scenario = try Scenario(parsing: entry.scenario)
    } catch {
      preconditionFailure("reference entry \(entry.id) does not parse: \(error)")
    }
    var groups: [(profiles: [Profile], trace: [String])] = []
    for profile in profiles {
      let run = scenario.run(profile: profile, layout: entry.layout)
      var lines = run.events.traceLines(flags: true)
      if let failure = run.failure { lines.append(failure.description) }
      if let index = groups.firstIndex(where: { $0.trace == lines }) {
        groups[index].profiles.append(profile)
      } else {
        groups.append(([profile], lines))
      }
    }
    return groups
  }

  private static func header(_ format: ReferenceFormat) -> String {
    switch format {
    case .text:
      return """
        Reference scenarios: the callbacks UIKit delivers, scenario by scenario.
        Each entry names the rules it shows and their evidence grades (doc, obs,
        dec, impl, inf); traces show the flags of rule 2.7 after '//'.

        """
    case .markdown:
      return """
        # Reference scenarios

        The callbacks UIKit delivers, scenario by scenario.

        ## Overview

        Each entry names the rules of the callback-order reference (the
        `Containment` module's "Callback order" article) it shows, with their
        evidence grades (doc: Apple's documentation; obs: device logs; dec:
        decompiled UIKit; impl: reimplementations agree; inf: inference), then
        its scenario and its trace in each profile; profiles that agree share
        one trace. Appearance callbacks end with the flags of rule 2.7 that are
        true during them.

        This page is generated: it is what `containment reference --format
        markdown` prints, and a test fails when the two differ.

        """
    }
  }

  private static func render(
    _ entry: ReferenceEntry, _ format: ReferenceFormat, profiles: [Profile]
  ) -> String {
    let rules = entry.rules.map { "\($0) (\(grades[$0] ?? "ungraded"))" }.joined(separator: ", ")
    let groups = traces(of: entry, profiles: profiles)
    switch format {
    case .text:
      var text = "== \(entry.id): \(entry.title)\nrules: \(rules)\n"
      text += entry.layout ? "run with --layout\n\n" : "\n"
      text +=
        entry.scenario.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)" }.joined(separator: "\n") + "\n"
      for group in groups {
        text += "\n" + group.profiles.map(\.name).joined(separator: ", ") + ":\n"
        text += group.trace.isEmpty ? "    (nothing)\n" : group.trace.map { "    \($0)\n" }.joined()
      }
      return text
    case .markdown:
      var text = "### \(entry.title)\n\n`\(entry.id)`: rules \(rules)"
      text += entry.layout ? "; run with `--layout`.\n\n" : ".\n\n"
      text += "```swift\n\(entry.scenario)\n```\n"
      for group in groups {
        text += "\n" + group.profiles.map(\.name).joined(separator: ", ") + ":\n\n"
        let lines = group.trace.isEmpty ? "(nothing)\n" : group.trace.map { "\($0)\n" }.joined()
        text += "```\n" + lines + "```\n"
      }
      return text
    }
  }
}

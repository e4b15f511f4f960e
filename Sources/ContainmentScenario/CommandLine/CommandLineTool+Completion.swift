/// Shell completion scripts for the command, as swift-argument-parser
/// spells the option: `containment --generate-completion-script bash|zsh|fish`.
extension CommandLineTool {
  /// The shells a completion script is written for.
  static let completionShells = ["bash", "zsh", "fish"]

  /// The options each command takes, in the order `--help` lists them.
  static let optionsOfCommand: [(command: String, options: [String])] = [
    (
      "trace",
      [
        "--profile", "--flags", "--layout", "--format", "--expect", "--max-events", "--max-steps",
        "--strict", "--help",
      ]
    ),
    (
      "audit",
      ["--profile", "--layout", "--format", "--max-events", "--max-steps", "--strict", "--help"]
    ),
    (
      "explore",
      [
        "--profile", "--depth", "--events", "--max-states", "--time-limit", "--format",
        "--progress", "--all-violations", "--strict", "--help",
      ]
    ),
    ("reference", ["--profile", "--format", "--help"]),
  ]

  /// The completion script for `shell`, or `nil` for a shell it does not know.
  static func completionScript(for shell: String) -> String? {
    switch shell {
    case "bash": bashCompletion
    case "zsh": zshCompletion
    case "fish": fishCompletion
    default: nil
    }
  }

  private static var commandNames: String { optionsOfCommand.map(\.command).joined(separator: " ") }

  private static var bashCompletion: String {
    let cases = optionsOfCommand.map { entry in
      "    \(entry.command)) opts=\"\(entry.options.joined(separator: " "))\" ;;"
    }.joined(separator: "\n")
    return """
      # bash completion for containment: source it, or copy it into
      # /etc/bash_completion.d/ (containment --generate-completion-script bash)
      _containment() {
        local cur prev opts
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commandNames) help --help --version" -- "$cur"))
          return
        fi
        case "$prev" in
          --profile) COMPREPLY=($(compgen -W "ios5 ios7 ios17" -- "$cur")); return ;;
          --format) COMPREPLY=($(compgen -W "text markdown mermaid json" -- "$cur")); return ;;
          --max-events|--max-steps) return ;;
          --expect) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        opts=""
        case "${COMP_WORDS[1]}" in
      \(cases)
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        else
          COMPREPLY=($(compgen -f -- "$cur"))
        fi
      }
      complete -F _containment containment

      """
  }

  private static var zshCompletion: String {
    func arguments(_ options: [String]) -> String {
      options.map { option in
        switch option {
        case "--profile": "'--profile[the UIKit release]:profile:(ios5 ios7 ios17)'"
        case "--format": "'--format[the output format]:format:(text markdown mermaid json)'"
        case "--expect": "'--expect[a recorded trace to compare]:recording:_files'"
        case "--max-events": "'--max-events[the most events a run may deliver]:count:'"
        case "--max-steps": "'--max-steps[the most statements the code may run]:count:'"
        default: "'\(option)'"
        }
      }.joined(separator: " ")
    }
    let cases = optionsOfCommand.map { entry in
      "    \(entry.command)) _arguments \(arguments(entry.options)) '*:scenario:_files' ;;"
    }.joined(separator: "\n")
    return """
      #compdef containment
      # zsh completion for containment: put it on $fpath as _containment
      # (containment --generate-completion-script zsh)
      _containment() {
        if (( CURRENT == 2 )); then
          _values 'command' \(commandNames) help --help --version
          return
        fi
        case "${words[2]}" in
      \(cases)
        esac
      }
      _containment "$@"

      """
  }

  private static var fishCompletion: String {
    var lines = [
      "# fish completion for containment: save it as",
      "# ~/.config/fish/completions/containment.fish",
      "# (containment --generate-completion-script fish)",
      "complete -c containment -f",
      "complete -c containment -n '__fish_use_subcommand' -a '\(commandNames) help'",
      "complete -c containment -n '__fish_use_subcommand' -l help -l version",
    ]
    for (command, options) in optionsOfCommand {
      let guardCondition = "-n '__fish_seen_subcommand_from \(command)'"
      for option in options {
        let name = String(option.dropFirst(2))
        let values =
          switch option {
          case "--profile": " -x -a 'ios5 ios7 ios17'"
          case "--format": " -x -a 'text markdown mermaid json'"
          case "--expect": " -r -F"
          case "--max-events", "--max-steps": " -x"
          default: ""
          }
        lines.append("complete -c containment \(guardCondition) -l \(name)\(values)")
      }
      lines.append("complete -c containment \(guardCondition) -F")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

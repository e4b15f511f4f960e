/// The command's usage texts: the top-level one and each command's.
extension CommandLineTool {
  /// The usage text `--help` prints.
  public static let usage = """
    OVERVIEW: Runs UIKit view-controller containment scenarios on a pure model
    and prints the lifecycle callbacks UIKit would deliver.

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags] [--layout]
                             [--format text|markdown|mermaid|json]
                             [--expect RECORDED] [--max-events N] [--max-steps N]
                             [--] FILE|-
           containment audit [--profile ios5|ios7|ios17] [--layout] [--format text|json]
                             [--max-events N] [--max-steps N] [--] FILE|-
           containment explore [--profile ios5|ios7|ios17|all] [--depth N]
                               [--events LIST] [--max-states N] [--time-limit SECONDS]
                               [--format text|json] [--progress] [--] FILE|-
           containment reference [--profile ios5|ios7|ios17] [--format text|markdown]
           containment --generate-completion-script bash|zsh|fish
           containment --help | --version

    COMMANDS:
      trace       Run a scenario and print its trace.
      audit       Report the mistakes of a container's calls, with rule IDs.
      explore     Find the shortest interleaving of actions and system events
                  that breaks a rule.
      reference   Print the reference scenarios and their traces.

    OPTIONS:
      --profile   The UIKit release to emulate (trace: default ios17; audit:
                  every profile unless one is given).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --layout    Print viewWillLayoutSubviews and viewDidLayoutSubviews (rule
                  4.7); a scenario that uses layout is laid out either way.
      --format    The output format (default: text).
      --expect    (trace) A recorded trace to compare with the model's.
      --max-events
                  The most events a run may deliver before it stops (default:
                  10000000); a run also stops after 20 steps of work per event.
      --max-steps The most statements the scenario's code may execute, each loop
                  iteration included (default: 10000000, about 3 seconds of
                  loops); past it the run stops at that statement's line.
      --          Ends the options: what follows is the FILE.

    EXIT CODES: 0 success; 1 UIKit raised an exception (or audit found problems,
    or the run went past its budget); 64 bad command line; 65 the scenario does
    not parse or names unknown things; 66 the input cannot be read (at most
    256 MB); 74 the output cannot be written.

    """

  /// The help `containment trace --help` prints.
  public static let traceUsage = """
    OVERVIEW: Runs a scenario on the model and prints the lifecycle callbacks
    UIKit would deliver, one per line.

    USAGE: containment trace [--profile ios5|ios7|ios17] [--flags] [--layout]
                             [--format text|markdown|mermaid|json]
                             [--expect RECORDED.trace] [--max-events N] [--max-steps N]
                             [--] FILE|-

    ARGUMENTS:
      FILE        The scenario to run, or - to read it from standard input.

    OPTIONS:
      --profile   The UIKit release to emulate (trace: default ios17; audit:
                  every profile unless one is given).
      --flags     Show isMovingToParent, isMovingFromParent, isBeingPresented and
                  isBeingDismissed on appearance callbacks.
      --layout    Print viewWillLayoutSubviews and viewDidLayoutSubviews (rule
                  4.7). A scenario that names a layout callback or call is
                  laid out either way: without --layout its layout handlers
                  run and the trace leaves the layout callbacks out.
      --format    The trace format (default: text). In json, a run that
                  raised ends with an object of kind "error".
      --expect    Compare the model's trace with a recorded one (notes, blank
                  lines and, without --flags, flag annotations ignored): exit 1
                  when they differ, with RECORDED:LINE:1: error: at the first
                  divergence, a note at the scenario line that produced the
                  model's line there, and a collapsed line diff; in json, the
                  divergence is the array's last object. The trace is
                  compared as it is written: the recording is held, the
                  model's trace is not.
      --max-events
                  The most events the run may deliver (default: 10000000).
                  Past it, or past 20 steps of work per event, the run stops
                  at the line that started the runaway (exit 1).
      --max-steps The most statements the scenario's code may execute, each loop
                  iteration included (default: 10000000). Past it the run
                  stops at the statement or loop that went past it (exit 1).
      --          Ends the options: what follows is the FILE.
      Options take their value as the next argument or after '=':
      --profile ios5 and --profile=ios5 are the same.

    EXIT CODES: 0 the run ended; 1 UIKit raised an exception (the trace up to
    it is printed), the run went past its budget, or the trace differs from
    --expect; 64 bad command line; 65 the scenario does not parse or names
    unknown things; 66 the input cannot be read (at most 256 MB); 74 the
    output cannot be written.

    """

  /// The help `containment audit --help` prints.
  public static let auditUsage = """
    OVERVIEW: Runs a scenario and reports every mistake of the container's
    author: each finding has a stable rule ID (A1 ... A28), the scenario line
    and column, what is wrong, what UIKit will do, and the fix. Every profile
    is audited unless --profile names one; a finding that occurs in some
    profiles only names them: (ios7, ios17). The profiles run in step and
    each finding is written as it is found, a statement's findings by line;
    those of some profiles only come after the others, at the end.

    USAGE: containment audit [--profile ios5|ios7|ios17] [--layout] [--format text|json]
                             [--max-events N] [--max-steps N] [--] FILE|-

    ARGUMENTS:
      FILE        The scenario to audit, or - to read it from standard input.

    OPTIONS:
      --profile   Audit one UIKit release only (default: ios5, ios7 and ios17).
      --layout    Lay views out, delivering the layout callbacks (rule 4.7).
      --format    text (default) or json.
      --max-events
                  The most events the run may deliver (default: 10000000).
      --max-steps The most statements the scenario's code may execute, each loop
                  iteration included (default: 10000000).
      --          Ends the options: what follows is the FILE.
      Options take their value as the next argument or after '='.

    EXIT CODES: 0 no findings; 1 findings (a UIKit exception is finding A19);
    64 bad command line; 65 the scenario does not parse or names unknown
    things; 66 the input cannot be read (at most 256 MB); 74 the output
    cannot be written.

    """

  /// The help `containment reference --help` prints.
  public static let referenceUsage = """
    OVERVIEW: Prints the reference scenarios: for every rule, a short
    scenario, the rules it shows with their evidence grades, and its trace in
    each profile (profiles that agree share one trace).

    USAGE: containment reference [--profile ios5|ios7|ios17] [--format text|markdown]

    OPTIONS:
      --profile   Only this profile (default: all three).
      --format    text (default) or markdown (the DocC article's text).

    """
}

/// The words of `tasch --help`.
enum UsageText {
    static let version = "tasch 0.1.0"

    static let lines = [
        "usage: tasch [options] [SCRIPT]",
        "",
        "A shop in your terminal: browse the catalogue, keep a wish list, check out.",
        "Commands are read from standard input, one a line (or several separated by ;), from -c, or from a",
        "SCRIPT file. Type \"help\" at the prompt for the commands.",
        "",
        "options:",
        "  --catalogue PATH           the catalogue file (default: the one bundled with tasch)",
        "  --state PATH               the file your wish list, ratings and orders are kept in",
        "                             (default: $XDG_STATE_HOME/tasch/state.json, or ~/.local/state/tasch/state.json)",
        "  --locale ID                how money is written, e.g. en_US, fr_FR (default: LC_ALL, LC_MONETARY, LANG, en_US)",
        "  --color auto|always|never  colour output (default auto: only on a terminal, and not with NO_COLOR set)",
        "  -c COMMAND                 run COMMAND (repeatable) instead of reading standard input",
        "  -f SCRIPT, SCRIPT          run the commands in the file SCRIPT",
        "  --interactive, --batch     prompt and ask (or not), whatever standard input is",
        "  --echo                     print each command before its result, so a piped session reads as a transcript",
        "  --json                     write each result as one JSON object a line (JSON Lines)",
        "  --bail                     stop at the first command that fails, with status 1",
        "  --faults SPEC              make data-layer calls fail or wait, e.g. catalogue=1*fail, or a preset:",
        "                             demo, slow, flaky, offline (default: $TASCH_FAULTS; see Docs/faults.md)",
        "  --fault-seed N             seed for fault chances, to replay a run (default: $TASCH_FAULT_SEED, else random)",
        "  --help                     this text",
        "  --version                  the version",
        "",
        "exit status:",
        "  0   everything ran (quit N / exit N leave with N)",
        "  1   a script ran to its end but a command in it failed (with --bail: stopped there)",
        "  64  bad command line",
        "  65  the catalogue or the state file is not valid",
        "  66  the catalogue or the script file does not exist or cannot be read",
        "  70  internal error",
        "  73  the state file cannot be created or written",
    ]
}

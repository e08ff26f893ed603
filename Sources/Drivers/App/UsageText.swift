/// The words of `tasch --help`.
enum UsageText {
    static let version = "tasch 0.1.0"

    static let lines = [
        "usage: tasch [options]",
        "",
        "A shop in your terminal: browse the catalogue, keep a wish list, check out.",
        "Commands are read from standard input, one a line; type \"help\" at the prompt for them all.",
        "",
        "options:",
        "  --catalogue PATH           the catalogue file (default: the one bundled with tasch)",
        "  --state PATH               the file your wish list, ratings and orders are kept in",
        "                             (default: $XDG_STATE_HOME/tasch/state.json, or ~/.local/state/tasch/state.json)",
        "  --locale ID                how money is written, e.g. en_US, fr_FR (default: LC_ALL, LC_MONETARY, LANG, en_US)",
        "  --color auto|always|never  colour output (default auto: only on a terminal, and not with NO_COLOR set)",
        "  --faults SPEC              make data-layer calls fail or wait, e.g. catalogue=1*fail, or a preset:",
        "                             demo, slow, flaky, offline (default: $TASCH_FAULTS; see Docs/faults.md)",
        "  --fault-seed N             seed for fault chances, to replay a run (default: $TASCH_FAULT_SEED, else random)",
        "  --help                     this text",
        "  --version                  the version",
        "",
        "exit status: 0 done, 64 bad command line, 65 unusable catalogue or state file,",
        "             66 catalogue file missing or unreadable, 70 internal error",
    ]
}

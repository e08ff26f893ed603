import Adapters
import UseCases

extension LaunchOptions {
    /// Every option, in the order `--help` lists them: the one table that parsing, `--help`, the manual page and the
    /// shell completions read, so that a new option is one entry here (and the field it sets).
    static let table: [LaunchOption] = [
        LaunchOption(["--catalogue"], aliases: ["--catalog"], .path("PATH"), "the catalogue file (default: the one built into tasch)") {
            $0.cataloguePath = $1
        },
        LaunchOption(["--state"], .path("PATH"), "the file your wish list and ratings are kept in, your orders in NAME.orders.jsonl "
            + "beside it (default: $XDG_STATE_HOME/tasch/state.json, or ~/.local/state/tasch/state.json)") { $0.statePath = $1 },
        LaunchOption(["--locale"], .word("ID", completion: .locales), "how money is written, e.g. en_US, fr_FR (default: LC_ALL, LC_MONETARY, LANG, en_US)") {
            $0.localeIdentifier = $1
        },
        LaunchOption(["--color"], aliases: ["--colour"], .choice(ColourChoice.allCases.map(\.rawValue)),
                     "colour output (default auto: only on a terminal, and not with NO_COLOR set)") { $0.colour = ColourChoice(rawValue: $1) ?? .auto },
        LaunchOption(["--page-size"], .word("N"), "products a catalogue page shows (default \(PageSize.standard.value))") { (options, text) throws(UsageError) in
            options.pageSize = try pageSize(text)
        },
        LaunchOption(["-c"], .anything("COMMAND", completion: .words(CommandTable.shop.names)),
                     "run COMMAND (repeatable) instead of reading standard input", repeatable: true) { $0.commands.append($1) },
        LaunchOption(["-f", "--file"], .path("SCRIPT"), "run the commands in the file SCRIPT; a SCRIPT given alone (after -- when "
            + "it starts with -) does the same") { (options, path) throws(UsageError) in try options.setScript(path) },
        .flag(["--step"], "run the script a command at a time, for people watching: at a terminal each is shown at the prompt and "
            + "runs when Enter is pressed (q leaves); elsewhere, as without --step") { $0.stepsThroughScript = true },
        .flag(["--interactive"], "prompt and ask, whatever standard input is") { $0.interactive = true },
        .flag(["--batch"], "never prompt or ask, whatever standard input is") { $0.interactive = false },
        .flag(["--echo"], "print each command before its result, so a piped session reads as a transcript") { $0.echoesInput = true },
        .flag(["--json"], "write each result as one JSON object a line (JSON Lines)") { $0.writesJSON = true },
        .flag(["--bail"], "stop at the first command that fails, with status \(ExitStatus.commandFailed)") { $0.stopsAtFirstFailure = true },
        .flag(["--no-pager"], "never show an answer taller than the terminal through the pager") { $0.usesPager = false },
        LaunchOption(["--faults"], .word("SPEC", completion: .faultSpecs), "make data-layer calls fail, wait or lose their answer, "
            + "e.g. catalogue=1*fail or checkout=1*lose, or a preset: demo, slow, flaky, offline (default: $TASCH_FAULTS; see FAULTS in the manual: \(ManualPage.howToRead))") {
            $0.faultSpec = $1
        },
        LaunchOption(["--fault-seed"], .word("N"), "seed for fault chances, to replay a run (default: $TASCH_FAULT_SEED, else random)") {
            $0.faultSeed = $1
        },
        .flag(["--screen"], "the whole shop on one full screen, driven by keys (? lists them; so does FULL SCREEN in the manual: "
            + "\(ManualPage.howToRead)); needs a terminal") {
            $0.usesFullScreen = true
        },
        LaunchOption(["--completions"], .choice(CompletionShell.allCases.map(\.rawValue)), "print the script that completes tasch's "
            + "options in that shell (Scripts/install.sh installs them)") { $0.completionShell = CompletionShell(rawValue: $1) },
        .flag(["--man-page"], "print this text as a manual page, for man(1) (Scripts/install.sh installs it)") { $0.showsManualPage = true },
        .flag(["-h", "--help"], "this text") { $0.showsHelp = true },
        .flag(["-V", "--version"], "the version") { $0.showsVersion = true },
    ]

    private static func pageSize(_ text: String) throws(UsageError) -> PageSize {
        guard let size = Int(text).flatMap(PageSize.init) else {
            let allowed = PageSize.allowed
            throw UsageError("--page-size takes a whole number from \(allowed.lowerBound) to \(allowed.upperBound), not \(Printable.word(text))")
        }
        return size
    }
}

import Foundation
import XCTest

/// The command line as other programs meet it: `--` ending the options, a typo's suggestion, the manual page for
/// man(1) and the completion script bash runs.
final class CommandLineEndToEndTests: EndToEndTestCase {
    func test_doubleDash_endsTheOptionsSoAScriptNamedLikeAnOptionRuns() throws {
        try Data("add 3\n".utf8).write(to: tasch.folder.appendingPathComponent("-visit.tasch"))

        let result = try tasch.run(["--state", statePath, "--", "-visit.tasch"], in: tasch.folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Added \"Oak Serving Board\" to your wish list (1 item, $24.99).\n")
    }

    func test_mistypedOption_isRefusedWithTheNearestOption() throws {
        let result = try tasch.run(["--jsn", "-c", "cart"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.errors, "tasch: unknown option \"--jsn\": did you mean \"--json\"?\nTry 'tasch --help' for the options.\n")
    }

    func test_manualPage_isReadByManWithoutAWarning() throws {
        let page = tasch.folder.appendingPathComponent("tasch.1")
        try Data(try tasch.run(["--man-page"]).output.utf8).write(to: page)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { throw XCTSkip("groff is not installed") }

        let rendered = try tasch.run(program: "/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", "-ww", page.path])

        XCTAssertEqual(rendered.status, 0)
        XCTAssertEqual(rendered.errors, "")
        XCTAssertTrue(rendered.output.contains("--fault-seed"), rendered.output)
    }

    func test_bashCompletion_completesOptionsTheirValuesAndFiles() throws {
        let script = tasch.folder.appendingPathComponent("tasch.bash")
        try Data(try tasch.run(["--completions", "bash"]).output.utf8).write(to: script)
        for name in ["visit.tasch", "-visit.tasch"] {
            try Data().write(to: tasch.folder.appendingPathComponent(name))
        }
        // Each line as typed, and the word bash takes from it: what follows the last of its breaks (`=`, `;`, `>`, …).
        let cases: [(line: String, word: String, expected: String)] = [
            ("--col", "--col", "--color"), ("--color ", "", "always auto never"), ("--color=al", "al", "always"),
            ("--faults de", "de", "demo"), ("--faults ca", "ca", "cart= catalogue="),
            ("--faults catalogue=", "=", "delay(1s) fail fail(decoding) fail(no-internet) fail(not-found) fail(timeout) lose off"),
            ("--faults catalogue=1*fail->o", "o", "off"), ("--faults=catalogue=l", "l", "lose"),
            ("--faults cart=1*fa", "1*fa", "1*fail 1*fail(decoding) 1*fail(no-internet) 1*fail(not-found) 1*fail(timeout)"),
            ("--faults 'cart=30%delay(1s)+l", "'cart=30%delay(1s)+l", "'cart=30%delay(1s)+lose"),
            ("--faults 'catalogue=fail;ca", "'catalogue=fail;ca", "'catalogue=fail;cart= 'catalogue=fail;catalogue="),
            ("-c che", "che", "checkout"), ("--state vis", "vis", "visit.tasch"), ("-- -vis", "-vis", "-visit.tasch"),
            ("--page-size ", "", ""), ("--locale fr_F", "fr_F", "fr_FR"), ("--locale=en_GB", "en_GB", "en_GB"),
        ]
        let calls = cases.map { "complete_line 'tasch \($0.line.replacingOccurrences(of: "'", with: "'\\''"))' '\($0.word.replacingOccurrences(of: "'", with: "'\\''"))'" }

        let result = try tasch.run(program: "/bin/bash", ["-c", """
            cd "$1" && source "$2" || exit 1
            complete_line() {
                COMP_LINE=$1; COMP_POINT=${#1}; read -ra COMP_WORDS <<< "$1"; [[ $1 == *' ' ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_WORDS[COMP_CWORD]=$2; COMPREPLY=(); _tasch
                printf '%s\\n' "${COMPREPLY[@]}" | LC_ALL=C sort | paste -sd' '
            }
            \(calls.joined(separator: "\n"))
            """, "bash", tasch.folder.path, script.path])

        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(result.output, cases.map { $0.expected + "\n" }.joined())
    }

    func test_bashCompletionAtATerminal_putsAFaultPointAndItsEqualsSignOnTheLineAsTheyAre() throws {
        let terminal = try bashCompletingTasch()

        terminal.type("tasch --faults cat\t")
        terminal.waitFor("catalogue")
        terminal.type("\u{15}exit\r")

        XCTAssertEqual(terminal.waitForExit(), 0)
        XCTAssertTrue(terminal.output.contains("tasch --faults catalogue="), terminal.output)
        XCTAssertFalse(terminal.output.contains("catalogue\\="), terminal.output)
    }

    func test_bashCompletionAtATerminal_offersAPointsTermsAfterItsEqualsSignAndThePointsAfterASemicolon() throws {
        let terminal = try bashCompletingTasch()

        terminal.type("tasch --faults catalogue=\t\t")
        let terms = terminal.waitFor("fail(no-internet)")
        terminal.type("l\t")
        terminal.waitFor("catalogue=lose ")
        terminal.type("\u{15}tasch --faults 'cart=fail;ch\t")
        terminal.waitFor("'cart=fail;checkout=")
        terminal.type("\u{15}exit\r")

        XCTAssertEqual(terminal.waitForExit(), 0)
        XCTAssertTrue(terms.contains("delay(1s)"), terms)
    }

    /// An interactive bash on a pseudo-terminal of its own, with the completion `tasch --completions bash` writes, at
    /// its prompt.
    private func bashCompletingTasch() throws -> PseudoTerminal {
        let script = tasch.folder.appendingPathComponent("tasch.bash")
        try Data(try tasch.run(["--completions", "bash"]).output.utf8).write(to: script)
        let terminal = try PseudoTerminal(columns: 80)
        try terminal.start("/bin/bash", ["--norc", "--noprofile", "-i"], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "PS1": "shell$ "])
        terminal.waitFor("shell$ ")
        terminal.type("source '\(script.path)'\r")
        terminal.waitFor("shell$ ")
        return terminal
    }
}

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
        let cases: [(words: [String], expected: String)] = [
            (["--col"], "--color"), (["--color", ""], "always auto never"), (["--color", "=", "al"], "always"),
            (["--faults", "de"], "demo"), (["--faults", "ca"], "cart= catalogue="), (["-c", "che"], "checkout"),
            (["--state", "vis"], "visit.tasch"), (["--", "-vis"], "-visit.tasch"), (["--page-size", ""], ""),
            (["--locale", "fr_F"], "fr_FR"), (["--locale", "=", "en_GB"], "en_GB"),
        ]
        let calls = cases.map { "complete_words tasch " + $0.words.map { "'\($0)'" }.joined(separator: " ") }

        let result = try tasch.run(program: "/bin/bash", ["-c", """
            cd "$1" && source "$2" || exit 1
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _tasch; printf '%s\\n' "${COMPREPLY[@]}" | sort | paste -sd' '; }
            \(calls.joined(separator: "\n"))
            """, "bash", tasch.folder.path, script.path])

        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(result.output, cases.map { $0.expected + "\n" }.joined())
    }

    func test_bashCompletionAtATerminal_putsAFaultPointAndItsEqualsSignOnTheLineAsTheyAre() throws {
        let script = tasch.folder.appendingPathComponent("tasch.bash")
        try Data(try tasch.run(["--completions", "bash"]).output.utf8).write(to: script)
        let terminal = try PseudoTerminal(columns: 80)
        try terminal.start("/bin/bash", ["--norc", "--noprofile", "-i"], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "PS1": "shell$ "])
        terminal.waitFor("shell$ ")

        terminal.type("source '\(script.path)'\r")
        terminal.waitFor("shell$ ")
        terminal.type("tasch --faults cat\t")
        terminal.waitFor("catalogue")
        terminal.type("\u{15}exit\r")

        XCTAssertEqual(terminal.waitForExit(), 0)
        XCTAssertTrue(terminal.output.contains("tasch --faults catalogue="), terminal.output)
        XCTAssertFalse(terminal.output.contains("catalogue\\="), terminal.output)
    }
}

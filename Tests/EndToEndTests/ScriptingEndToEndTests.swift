import Foundation
import XCTest

/// The binary as scripts use it: -c, script files, echo, JSON, bail, exit statuses, locales and colour.
final class ScriptingEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_commandOptions_runAndLeaveWithStatusZero() throws {
        let result = try tasch.run(["-c", "add 2", "-c", "cart"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("Added \"Linen Cushion\" to your wish list (1 item, $39.00).\nYour cart: 1 item\n"), result.output)
    }

    func test_scriptFile_runsAndAFailingCommandMakesStatusOne() throws {
        let script = tasch.folder.appendingPathComponent("visit.tasch")
        try Data("# a visit\nadd 1\nshow 99\ncart\n".utf8).write(to: script)

        let result = try tasch.run([script.path])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "line 3: no product with id 99\n")
        XCTAssertTrue(result.output.contains("Your cart: 1 item"), result.output)
    }

    func test_missingScriptFile_leavesWithStatus66() throws {
        let result = try tasch.run(["-f", tasch.folder.appendingPathComponent("none.tasch").path])

        XCTAssertEqual(result.status, 66)
        XCTAssertTrue(result.errors.hasSuffix("none.tasch: no such file\n"), result.errors)
    }

    func test_bail_stopsAtTheFirstFailureWithStatusOne() throws {
        let result = try tasch.run(["--bail"], input: "add 1\nadd 1\nadd 2\n")

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "Added \"Market Tote\" to your wish list (1 item, $64.50).\n")
        XCTAssertEqual(result.errors, "line 2: \"Market Tote\" is already in your wish list: type \"quantity 1 N\" to wish for more of it\n")
    }

    func test_echo_makesAPipedSessionReadAsATranscript() throws {
        let result = try tasch.run(["--echo"], input: "add 3; rate 3 5\n")

        XCTAssertEqual(result.output, """
        tasch> add 3
        Added "Oak Serving Board" to your wish list (1 item, $24.99).
        tasch> rate 3 5
        You rated "Oak Serving Board" ★★★★★ 5/5.

        """)
    }

    func test_json_printsOneObjectALineErrorsIncludedOnStandardOutput() throws {
        let result = try tasch.run(["--json"], input: "add 1\nshow 0\ncart\n")

        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(lines.count, 3, result.output)
        XCTAssertTrue(lines[0].hasPrefix(#"{"wishListEdit":"#), lines[0])
        XCTAssertEqual(lines[1], #"{"error":{"kind":"usage","line":2,"message":"no product with id 0: ids start at 1"}}"#)
        XCTAssertTrue(lines[2].hasPrefix(#"{"cart":{"count":1,"#), lines[2])
        XCTAssertEqual(result.errors, "")
    }

    func test_help_listsOptionsCommandsAndExitStatuses() throws {
        let result = try tasch.run(["--help"])

        XCTAssertEqual(result.status, 0)
        for expected in ["--json", "--bail", "-c COMMAND", "exit status:", "  64  bad command line", "commands:", "    checkout [--yes] [--promo CODE] [--card CODE]"] {
            XCTAssertTrue(result.output.contains(expected), expected)
        }
    }

    func test_locale_writesMoneyTheLocalesWayInTheCataloguesCurrency() throws {
        let french = try tasch.run(["--locale", "fr_FR", "-c", "show 4"])
        let german = try tasch.run(["-c", "show 4"], environment: ["LANG": "de_DE.UTF-8"])
        let american = try tasch.run(["-c", "show 4"], environment: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"])

        XCTAssertTrue(french.output.contains("1\u{202F}439,00\u{A0}$US"), french.output)
        XCTAssertTrue(german.output.contains("1.439,00\u{A0}$"), german.output)
        XCTAssertTrue(american.output.contains("$1,439.00"), american.output)
    }

    func test_locale_showsNoDecimalsForAZeroDecimalCurrency() throws {
        let catalogue = tasch.folder.appendingPathComponent("yen.json")
        try Data(#"{"currency": "JPY", "products": [{"id": 1, "name": "Furoshiki", "price": 1439, "quantity": 9}]}"#.utf8).write(to: catalogue)

        let result = try tasch.run(["--catalogue", catalogue.path, "-c", "catalogue"])

        XCTAssertTrue(result.output.contains("1  ¥1,439  Furoshiki\n"), result.output)
    }

    func test_colour_isOnlyWrittenWhenAskedForOnAPipe() throws {
        let always = try tasch.run(["--color", "always", "-c", "show 1"], environment: ["COLORTERM": "truecolor"])
        let auto = try tasch.run(["-c", "show 1"], environment: ["TERM": "xterm-256color"])

        XCTAssertTrue(always.output.contains("\u{1B}[38;2;47;79;79m██\u{1B}[0m\u{A0}2F4F4F"), always.output)
        XCTAssertFalse(auto.output.contains("\u{1B}"))
        XCTAssertEqual(always.output.replacingOccurrences(of: #"\u001B\[38;2;[0-9;]*m██\u001B\[0m\u00A0|\u001B\[[0-9;]*m"#, with: "", options: .regularExpression), auto.output)
    }
}

import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Sessions run by scripts: several commands a line, -c, script files, echo, bail, JSON and exit statuses.
@MainActor
final class ScriptingSessionTests: XCTestCase {
    func test_semicolons_runSeveralCommandsFromOneLine() async {
        let session = await ShopSession.run(["add 1; add 2 ;wish"])

        XCTAssertTrue(session.console.output.contains("Added \"Heron Tote\""), session.console.output)
        XCTAssertTrue(session.console.output.contains("Your wish list: 2 items"), session.console.output)
    }

    func test_commentLine_isAllCommentSemicolonsIncluded() async {
        let session = await ShopSession.run(["# keep it; then show it", "add 1"])

        XCTAssertEqual(session.status, 0)
        XCTAssertEqual(session.console.errors, "")
    }

    func test_script_endsWithStatusOneWhenACommandFailed() async {
        let session = await ShopSession.run(["show 42", "show 1"])

        XCTAssertEqual(session.status, 1)
        XCTAssertTrue(session.console.output.contains("Heron Tote (#1)"), "runs on after the failure")
    }

    func test_interactiveSession_endsWithStatusZeroEvenAfterAFailure() async {
        let session = await ShopSession.run(["show 42"], interactive: true)

        XCTAssertEqual(session.status, 0)
    }

    func test_bail_stopsAtTheFirstFailingCommandWithStatusOne() async {
        let session = await ShopSession.run(["add 1", "show 42; add 2", "add 3"], arguments: ["--bail"])

        XCTAssertEqual(session.status, 1)
        XCTAssertFalse(session.console.output.contains("Brass Lamp"))
        XCTAssertEqual(session.console.errors, "line 2: no product with id 42\n")
    }

    func test_echo_copiesEachCommandBeforeItsResultButNotCommentsOrBlankLines() async {
        let session = await ShopSession.run(["# a comment", "", "  add 1 "], arguments: ["--echo"])

        XCTAssertEqual(session.console.output, "tasch> add 1\nAdded \"Heron Tote\" to your wish list (1 item, $64.50).\n")
    }

    func test_commandOptions_runInsteadOfStandardInputWithoutPrompting() async {
        let session = await ShopSession.run(["catalogue"], interactive: true, arguments: ["-c", "add 2", "-c", "checkout --yes"])

        XCTAssertTrue(session.console.output.hasPrefix("Added \"Brass Lamp\""), session.console.output)
        XCTAssertTrue(session.console.output.contains("Order #1001"), session.console.output)
        XCTAssertFalse(session.console.output.contains("Catalogue:"))
        XCTAssertEqual(session.console.prompts, [])
    }

    func test_scriptFile_runsItsLinesAndNamesThemInErrors() async {
        let files = ShopSession.makeFiles()
        files.seed(Data("add 1\r\n\r\nshow 9\n".utf8), atPath: "/visit.tasch")

        let session = await ShopSession.run([], arguments: ["/visit.tasch"], files: files)

        XCTAssertEqual(session.status, 1)
        XCTAssertEqual(session.console.errors, "line 3: no product with id 9\n")
    }

    func test_scriptFile_thatIsMissingLeavesWithStatus66() async {
        let session = await ShopSession.run([], arguments: ["-f", "/missing.tasch"])

        XCTAssertEqual(session.status, 66)
        XCTAssertEqual(session.console.errors, "tasch: /missing.tasch: no such file\n")
    }

    func test_interactiveOption_promptsAndAsksEvenWhenInputIsNotATerminal() async {
        let session = await ShopSession.run(["add 1", "checkout", "n"], arguments: ["--interactive"])

        XCTAssertEqual(session.console.prompts, ["tasch> ", "tasch> ", "Place the order for 1 item, $64.50 in all? [y/N, or a code] ", "tasch> "])
    }

    func test_batchOption_neitherPromptsNorAsksOnATerminal() async {
        let session = await ShopSession.run(["add 1", "checkout"], interactive: true, arguments: ["--batch"])

        XCTAssertEqual(session.console.prompts, [])
        XCTAssertEqual(session.console.errors, "line 2: checkout asks for confirmation, and --batch asks nothing: use \"checkout --yes\"\n")
    }

    func test_checkoutGivenWithCAtATerminal_isRefusedSayingThatCommandsGivenWithCAskNothingWithoutInteractive() async {
        let session = await ShopSession.run([], interactive: true, arguments: ["-c", "add 1", "-c", "checkout"])

        XCTAssertEqual(session.status, 1)
        XCTAssertEqual(session.console.errors, "line 2: checkout asks for confirmation, and commands given with -c ask nothing without "
            + "--interactive: use \"checkout --yes\", or --interactive with the answer as the next command (-c y)\n")
    }

    func test_checkoutInAScriptFileAtATerminal_isRefusedSayingThatAScriptAsksNothingWithoutInteractive() async {
        let files = ShopSession.makeFiles()
        files.seed(Data("add 1\ncheckout\n".utf8), atPath: "/visit.tasch")

        let session = await ShopSession.run([], interactive: true, arguments: ["/visit.tasch"], files: files)

        XCTAssertEqual(session.console.errors, "line 2: checkout asks for confirmation, and a script's commands ask nothing without "
            + "--interactive: use \"checkout --yes\", or --interactive with the answer on the next line\n")
    }

    func test_checkoutGivenWithCAndInteractive_takesTheNextCommandAsTheAnswer() async {
        let session = await ShopSession.run([], arguments: ["-c", "add 1", "-c", "checkout", "-c", "y", "--interactive"])

        XCTAssertTrue(session.console.output.contains("Order #1001"), session.console.output)
    }

    func test_stepAtATerminal_showsEachCommandAtThePromptAndRunsItOnlyWhenEnterIsPressed() async {
        let files = ShopSession.makeFiles()
        files.seed(Data("# Keep a tote.\nadd 1\ncart\n".utf8), atPath: "/visit.tasch")

        let session = await ShopSession.run(["", "q"], interactive: true, arguments: ["--step", "/visit.tasch"], files: files)

        XCTAssertEqual(session.status, 0)
        XCTAssertEqual(session.console.prompts, ["tasch> add 1", "tasch> cart"])
        XCTAssertTrue(session.console.output.hasPrefix("Tasch steps through the script: Enter runs the command shown, q leaves.\n\n# Keep"), session.console.output)
        XCTAssertTrue(session.console.output.contains("# Keep a tote.\nAdded \"Heron Tote\""), session.console.output)
        XCTAssertFalse(session.console.output.contains("Your cart:"), "q leaves before the cart: \(session.console.output)")
    }

    func test_stepWithoutATerminal_runsTheScriptAsWithoutStep() async {
        let files = { () -> InMemoryFileSystem in
            let files = ShopSession.makeFiles()
            files.seed(Data("# Keep a tote.\nadd 1\nshow 9\n".utf8), atPath: "/visit.tasch")
            return files
        }

        let stepped = await ShopSession.run([], arguments: ["--step", "/visit.tasch"], files: files())
        let plain = await ShopSession.run([], arguments: ["/visit.tasch"], files: files())

        XCTAssertEqual(stepped.status, 1)
        XCTAssertEqual(stepped.console.prompts, [])
        XCTAssertEqual(stepped.console.output + stepped.console.errors, plain.console.output + plain.console.errors)
    }

    func test_stepAtATerminalWithoutAScript_isRefusedWithUsageStatus() async {
        let session = await ShopSession.run([], interactive: true, arguments: ["--step"])

        XCTAssertEqual(session.status, 64)
        XCTAssertTrue(session.console.errors.hasPrefix("tasch: --step runs a script a command at a time: name its file"), session.console.errors)
    }

    func test_json_printsExactlyOneObjectALinePerCommandErrorsIncluded() async throws {
        let commands = ["home", "catalogue", "show 1", "add", "add", "wish", "cart", "remove 1", "rate 2 4", "back", "help", "bogus", "show 3", "add 3", "checkout --yes", "quit"]

        let session = await ShopSession.run(commands, arguments: ["--json"])

        let lines = session.console.output.split(separator: "\n")
        XCTAssertEqual(lines.count, commands.count, session.console.output)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertEqual(object?.count, 1, String(line))
        }
        XCTAssertEqual(session.console.errors, "")
    }

    func test_json_writesErrorsAsObjectsWithKindMessageAndLine() async {
        let session = await ShopSession.run(["show 42"], arguments: ["--json"])

        XCTAssertEqual(session.console.output, #"{"error":{"kind":"product-not-found","line":1,"message":"no product with id 42"}}"# + "\n")
    }

    func test_json_givesPricesAsDecimalTextAndMinorUnitsWithTheCurrency() async {
        let session = await ShopSession.run(["catalogue"], arguments: ["--json"])

        XCTAssertTrue(session.console.output.contains(#""price":{"amount":"1439.00","currency":"USD","formatted":"$1,439.00","minorUnits":143900}"#), session.console.output)
    }

    func test_mode_switchesBetweenTextAndJSONAtThePrompt() async {
        let session = await ShopSession.run(["mode json", "cart", "mode text", "cart"])

        XCTAssertEqual(session.console.output, """
        {"message":"Results are now written as JSON, one object a line."}
        {"cart":{"count":0,"items":[],"lines":[],"notEnoughStock":[],"outOfStock":[],"shipping":{"amount":"0.00","currency":"USD","formatted":"$0.00","minorUnits":0},"subtotal":{"amount":"0.00","currency":"USD","formatted":"$0.00","minorUnits":0},"total":{"amount":"0.00","currency":"USD","formatted":"$0.00","minorUnits":0}}}
        Results are now written as text.
        Your cart
        Your cart is empty. Add products to your wish list with "add ID".


        """)
    }

    func test_jsonMode_keepsTheScreenOnShowQuietWhenTheWishListChanges() async {
        let session = await ShopSession.run(["add 1", "cart", "mode json", "remove 1"])

        XCTAssertEqual(session.console.output.split(separator: "\n").last?.hasPrefix(#"{"wishListEdit":"#), true, session.console.output)
        XCTAssertEqual(session.console.output.components(separatedBy: "Your cart").count - 1, 1, session.console.output)
    }

    func test_helpForAnUnknownCommand_suggestsTheNearest() async {
        let session = await ShopSession.run(["help chekout"])

        XCTAssertEqual(session.console.errors, "line 1: no help for \"chekout\": did you mean \"checkout\"? type \"help\" to see the commands\n")
    }
}

@MainActor
final class PageSizeSessionTests: XCTestCase {
    func test_pageSizeOption_setsHowManyProductsAPageShowsUntilChanged() async {
        let session = await ShopSession.run(["catalogue", "next", "catalogue --page-size 3"], arguments: ["--page-size", "2"])

        XCTAssertTrue(session.console.output.contains("page 1 of 2"), session.console.output)
        XCTAssertTrue(session.console.output.contains("page 2 of 2"), session.console.output)
        XCTAssertEqual(session.console.errors, "")
    }
}

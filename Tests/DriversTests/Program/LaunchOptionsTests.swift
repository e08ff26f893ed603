@testable import Drivers
import UseCases
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func test_parse_readsEveryOptionInBothSpellings() throws {
        let options = try LaunchOptions.parse(["--catalogue", "c.json", "--state=s.json", "--locale", "fr_FR", "--color=never"])

        XCTAssertEqual(options.cataloguePath, "c.json")
        XCTAssertEqual(options.statePath, "s.json")
        XCTAssertEqual(options.localeIdentifier, "fr_FR")
        XCTAssertEqual(options.colour, .never)
    }

    func test_parse_readsVersionAsDashCapitalVToo() throws {
        XCTAssertTrue(try LaunchOptions.parse(["-V"]).showsVersion)
        XCTAssertTrue(try LaunchOptions.parse(["--version"]).showsVersion)
    }

    func test_parse_refusesAnUnknownOption() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--frobnicate"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "unknown option \"--frobnicate\"")
        }
    }

    func test_parse_refusesAnOptionWithoutItsValue() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--state"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "--state needs a value")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--state", "--catalogue", "x"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "--state needs a value")
        }
    }

    func test_parse_refusesAnUnknownColourChoice() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--color", "pink"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "--color takes auto, always or never, not \"pink\"")
        }
    }
}

final class ScriptingLaunchOptionsTests: XCTestCase {
    func test_parse_readsTheScriptingFlags() throws {
        let options = try LaunchOptions.parse(["--echo", "--json", "--bail", "--interactive"])

        XCTAssertTrue(options.echoesInput)
        XCTAssertTrue(options.writesJSON)
        XCTAssertTrue(options.stopsAtFirstFailure)
        XCTAssertEqual(options.interactive, true)
        XCTAssertEqual(try LaunchOptions.parse(["--batch"]).interactive, false)
    }

    func test_parse_turnsThePagerOffWithNoPager_whichTakesNoValue() throws {
        XCTAssertTrue(try LaunchOptions.parse([]).usesPager)
        XCTAssertFalse(try LaunchOptions.parse(["--no-pager"]).usesPager)
        XCTAssertThrowsError(try LaunchOptions.parse(["--no-pager=yes"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "--no-pager takes no value, not \"yes\"")
        }
    }

    func test_parse_collectsRepeatedCommandsEvenWhenTheyStartWithDashes() throws {
        XCTAssertEqual(try LaunchOptions.parse(["-c", "add 1", "-c", "--yes"]).commands, ["add 1", "--yes"])
    }

    func test_parse_takesAScriptFileAsTheOnlyArgumentOrAfterDashF() throws {
        XCTAssertEqual(try LaunchOptions.parse(["visit.tasch"]).scriptPath, "visit.tasch")
        XCTAssertEqual(try LaunchOptions.parse(["-f", "visit.tasch"]).scriptPath, "visit.tasch")
    }

    func test_parse_refusesTwoScriptsOrAScriptWithCommands() {
        XCTAssertThrowsError(try LaunchOptions.parse(["a.tasch", "b.tasch"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "only one script file can be run, not \"b.tasch\" too")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["-c", "cart", "a.tasch"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "-c and a script file cannot be used together")
        }
    }
}

final class PageSizeLaunchOptionTests: XCTestCase {
    func test_parse_readsThePageSize() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--page-size", "5"]).pageSize, PageSize(5))
    }

    func test_parse_refusesAPageSizeOutsideOneToAThousand() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--page-size=0"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "--page-size takes a whole number from 1 to 1000, not \"0\"")
        }
    }

    func test_parse_refusesAValueForAnOptionThatIsOnByBeingGiven() {
        for flag in ["--echo=no", "--json=false", "--bail=0", "--interactive=yes", "--batch=1", "--help=x", "--version=2"] {
            let name = String(flag.prefix { $0 != "=" })
            let value = String(flag.drop { $0 != "=" }.dropFirst())
            XCTAssertThrowsError(try LaunchOptions.parse([flag]), flag) { error in
                XCTAssertEqual(error as? UsageError, UsageError("\(name) takes no value, not \"\(value)\""))
            }
        }
    }

    func test_parse_refusesAnEmptyPathForTheStateTheCatalogueOrAScript() {
        for arguments in [["--state", ""], ["--state="], ["--catalogue", ""], ["-f", ""]] {
            XCTAssertThrowsError(try LaunchOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? UsageError, UsageError("\(arguments[0].prefix { $0 != "=" }) needs a path, not an empty one"))
            }
        }
    }
}

final class EndOfOptionsLaunchOptionTests: XCTestCase {
    func test_parse_takesTheWordAfterDoubleDashAsTheScriptEvenWhenItStartsWithADash() throws {
        let options = try LaunchOptions.parse(["--state", "s.json", "--", "-odd.tasch"])

        XCTAssertEqual(options.statePath, "s.json")
        XCTAssertEqual(options.scriptPath, "-odd.tasch")
    }

    func test_parse_readsNoOptionAfterDoubleDash() throws {
        let options = try LaunchOptions.parse(["--", "--help"])

        XCTAssertFalse(options.showsHelp)
        XCTAssertEqual(options.scriptPath, "--help")
    }

    func test_parse_takesDoubleDashAloneAsNothing() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--"]), LaunchOptions())
        XCTAssertTrue(try LaunchOptions.parse(["--json", "--"]).writesJSON)
    }

    func test_parse_refusesASecondScriptAfterDoubleDash() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--", "a.tasch", "b.tasch"])) { error in
            XCTAssertEqual(error as? UsageError, UsageError("only one script file can be run, not \"b.tasch\" too"))
        }
    }
}

final class MistypedLaunchOptionTests: XCTestCase {
    func test_parse_refusesAMistypedOptionSuggestingTheNearestOne() {
        for (typed, meant) in [("--jsn", "--json"), ("--stat=x.json", "--state"), ("--catalouge", "--catalogue"), ("--verison", "--version"), ("-v", "-V")] {
            XCTAssertThrowsError(try LaunchOptions.parse([typed]), typed) { error in
                let name = typed.prefix { $0 != "=" }
                XCTAssertEqual(error as? UsageError, UsageError("unknown option \"\(name)\": did you mean \"\(meant)\"?"))
            }
        }
    }

    func test_parse_refusesAnOptionNothingLikeAnyWithoutASuggestion() {
        for typed in ["--frobnicate", "-x"] {
            XCTAssertThrowsError(try LaunchOptions.parse([typed])) { error in
                XCTAssertEqual(error as? UsageError, UsageError("unknown option \"\(typed)\""))
            }
        }
    }
}

final class CompletionsLaunchOptionTests: XCTestCase {
    func test_parse_readsTheShellToWriteCompletionsFor() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--completions", "zsh"]).completionShell, .zsh)
        XCTAssertEqual(try LaunchOptions.parse(["--completions=fish"]).completionShell, .fish)
    }

    func test_parse_refusesAShellItHasNoCompletionsFor() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--completions", "ksh"])) { error in
            XCTAssertEqual(error as? UsageError, UsageError("--completions takes bash, zsh or fish, not \"ksh\""))
        }
    }
}

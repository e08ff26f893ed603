@testable import Drivers
import TaschTestSupport
import XCTest

/// `--screen` starts the full screen, for a person at a terminal that can draw it; otherwise it says why, in one line,
/// with status 64.
@MainActor
final class StartTheFullScreenTests: XCTestCase {
    func test_screen_isAFlagOfItsOwn() async throws {
        XCTAssertTrue(try LaunchOptions.parse(["--screen"]).usesFullScreen)
        XCTAssertFalse(try LaunchOptions.parse([]).usesFullScreen)
        XCTAssertThrowsError(try LaunchOptions.parse(["--screen=yes"]))
    }

    func test_withoutATerminalOnStandardInput_itSaysSo() async {
        let session = await ShopSession.run([], arguments: ["--screen"])

        XCTAssertEqual(session.status, 64)
        XCTAssertEqual(session.console.errors, "tasch: --screen needs a terminal: standard input is not one\n")
    }

    func test_withoutATerminalOnStandardOutput_itSaysSo() async {
        let session = await ShopSession.run([], interactive: true, arguments: ["--screen"])

        XCTAssertEqual(session.status, 64)
        XCTAssertEqual(session.console.errors, "tasch: --screen needs a terminal: standard output is not one\n")
    }

    func test_withCommandsAScriptOrJSON_itSaysItIsForAPerson() async {
        for arguments in [["-c", "cart"], ["visit.tasch"], ["--json"]] {
            let session = await ShopSession.run([], interactive: true, arguments: ["--screen"] + arguments)

            XCTAssertEqual(session.status, 64, "\(arguments)")
            XCTAssertEqual(session.console.errors, "tasch: --screen is for a person at a terminal: it cannot run -c, a script or --json\n", "\(arguments)")
        }
    }

    func test_onADumbTerminal_itSaysSo() async {
        let problem = ScreenLaunch.problem(
            options: LaunchOptions(), inputIsTerminal: true, outputIsTerminal: true, environment: ["TERM": "dumb"], canDraw: true
        )

        XCTAssertEqual(problem, StartProblem(status: 64, message: "--screen needs a terminal that can draw a full screen, and TERM is \"dumb\""))
    }

    func test_onATerminalThatCanDrawIt_nothingStandsInTheWay() async {
        XCTAssertNil(ScreenLaunch.problem(
            options: LaunchOptions(), inputIsTerminal: true, outputIsTerminal: true, environment: ["TERM": "xterm-256color"], canDraw: true
        ))
    }

    func test_isUnicode_followsTheFirstLocaleVariableThatIsSet() async {
        XCTAssertTrue(ScreenStyle.isUnicode(environment: ["LANG": "en_US.UTF-8"]))
        XCTAssertTrue(ScreenStyle.isUnicode(environment: ["LC_ALL": "C.utf8", "LANG": "C"]))
        XCTAssertFalse(ScreenStyle.isUnicode(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        XCTAssertFalse(ScreenStyle.isUnicode(environment: [:]))
    }
}

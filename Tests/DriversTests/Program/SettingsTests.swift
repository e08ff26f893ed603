@testable import Drivers
import XCTest

final class SettingsTests: XCTestCase {
    func test_localeIdentifier_prefersTheOptionThenLCALLThenLCMONETARYThenLANG() {
        var options = LaunchOptions()
        let environment = ["LC_ALL": "de_DE.UTF-8", "LC_MONETARY": "fr_FR", "LANG": "ja_JP"]
        XCTAssertEqual(Settings.localeIdentifier(options: options, environment: environment), "de_DE")
        XCTAssertEqual(Settings.localeIdentifier(options: options, environment: ["LC_MONETARY": "fr_FR@euro", "LANG": "ja_JP"]), "fr_FR")
        XCTAssertEqual(Settings.localeIdentifier(options: options, environment: ["LANG": "ja_JP.UTF-8"]), "ja_JP")
        options.localeIdentifier = "en_GB"
        XCTAssertEqual(Settings.localeIdentifier(options: options, environment: environment), "en_GB")
    }

    func test_localeIdentifier_fallsBackToUSEnglishForCPOSIXAndNothing() {
        XCTAssertEqual(Settings.localeIdentifier(options: LaunchOptions(), environment: [:]), "en_US")
        XCTAssertEqual(Settings.localeIdentifier(options: LaunchOptions(), environment: ["LANG": "C.UTF-8"]), "en_US")
        XCTAssertEqual(Settings.localeIdentifier(options: LaunchOptions(), environment: ["LC_ALL": "POSIX"]), "en_US")
    }

    func test_localeIdentifier_takesATypedLocaleInEitherCaseAndWithADashAsTheFormatterKnowsIt() throws {
        var options = LaunchOptions()
        for typed in ["fr_FR", "FR_fr", "fr-FR", "fr_FR.UTF-8"] {
            options.localeIdentifier = typed
            XCTAssertEqual(try Settings.localeIdentifier(options: options, environment: ["LANG": "de_DE"], known: ["en_US", "fr_FR"]), "fr_FR", typed)
        }
    }

    func test_localeIdentifier_refusesAnUnknownTypedLocaleWithUsageStatusAndTheNearestKnownOne() {
        var options = LaunchOptions()
        options.localeIdentifier = "fr_FX"

        XCTAssertThrowsError(try Settings.localeIdentifier(options: options, environment: [:], known: ["en_US", "fr_FR"])) { error in
            XCTAssertEqual(error as? StartProblem, .usage("unknown locale \"fr_FX\": did you mean \"fr_FR\"? locales are written like en_US or fr_FR"))
        }
    }

    func test_localeIdentifier_leavesAnUnknownLocaleFromTheEnvironmentToTheFormatter() throws {
        XCTAssertEqual(try Settings.localeIdentifier(options: LaunchOptions(), environment: ["LANG": "xx_YY.UTF-8"], known: ["en_US"]), "xx_YY")
    }

    func test_localeIdentifier_listsTheKnownLocalesOnlyWhenOneIsTyped() throws {
        var listed = 0
        let known = { () -> [String] in
            listed += 1
            return ["en_US", "fr_FR"]
        }
        var options = LaunchOptions()

        _ = try Settings.localeIdentifier(options: options, environment: ["LANG": "fr_FR.UTF-8"], known: known())
        XCTAssertEqual(listed, 0, "from the environment")
        options.localeIdentifier = "fr_FR"
        _ = try Settings.localeIdentifier(options: options, environment: [:], known: known())
        XCTAssertEqual(listed, 1, "typed")
    }

    func test_usesColour_onlyOnATerminalWithoutNOCOLORAndNotDumb() {
        let auto = LaunchOptions()
        XCTAssertTrue(Settings.usesColour(options: auto, environment: ["TERM": "xterm"], outputIsTerminal: true))
        XCTAssertFalse(Settings.usesColour(options: auto, environment: [:], outputIsTerminal: false))
        XCTAssertFalse(Settings.usesColour(options: auto, environment: ["NO_COLOR": "1"], outputIsTerminal: true))
        XCTAssertTrue(Settings.usesColour(options: auto, environment: ["NO_COLOR": ""], outputIsTerminal: true))
        XCTAssertFalse(Settings.usesColour(options: auto, environment: ["TERM": "dumb"], outputIsTerminal: true))
    }

    func test_usesColour_followsAnExplicitChoice() {
        var options = LaunchOptions()
        options.colour = .always
        XCTAssertTrue(Settings.usesColour(options: options, environment: ["NO_COLOR": "1"], outputIsTerminal: false))
        options.colour = .never
        XCTAssertFalse(Settings.usesColour(options: options, environment: [:], outputIsTerminal: true))
    }

    func test_statePath_prefersTheOptionThenXDGStateHomeThenHome() {
        var options = LaunchOptions()
        XCTAssertEqual(Settings.statePath(options: options, environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]), "/x/tasch/state.json")
        XCTAssertEqual(Settings.statePath(options: options, environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]), "/h/.local/state/tasch/state.json")
        XCTAssertNil(Settings.statePath(options: options, environment: [:]))
        options.statePath = "my.json"
        XCTAssertEqual(Settings.statePath(options: options, environment: ["HOME": "/h"]), "my.json")
    }

    func test_historyPath_isTASCHHISTORYThenUnderXDGStateHomeThenUnderHome() {
        XCTAssertEqual(Settings.historyPath(environment: ["TASCH_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/x"]), "/tmp/h")
        XCTAssertEqual(Settings.historyPath(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]), "/x/tasch/history")
        XCTAssertEqual(Settings.historyPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]), "/h/.local/state/tasch/history")
        XCTAssertNil(Settings.historyPath(environment: [:]))
    }

    func test_historyPath_isNoneWhenTASCHHISTORYIsEmpty() {
        XCTAssertNil(Settings.historyPath(environment: ["TASCH_HISTORY": "", "HOME": "/h"]))
    }
}

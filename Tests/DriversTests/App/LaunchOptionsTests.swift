import Drivers
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func test_parse_readsEveryOptionInBothSpellings() throws {
        let options = try LaunchOptions.parse(["--catalogue", "c.json", "--state=s.json", "--locale", "fr_FR", "--color=never"])

        XCTAssertEqual(options.cataloguePath, "c.json")
        XCTAssertEqual(options.statePath, "s.json")
        XCTAssertEqual(options.localeIdentifier, "fr_FR")
        XCTAssertEqual(options.colour, .never)
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

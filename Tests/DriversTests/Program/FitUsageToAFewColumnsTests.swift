@testable import Drivers
import XCTest

/// `tasch --help` in a window of 1 to 20 columns: every line within the window from 3 columns, where the commands'
/// two-column indent leaves one for a word, and all of it printed below that.
final class FitUsageToAFewColumnsTests: XCTestCase {
    func test_usage_fitsEveryWidthFrom3To20() {
        for columns in 1...20 {
            let lines = UsageText.lines(columns: columns)

            XCTAssertTrue(lines.joined().contains("commands:"), "\(columns) columns")
            guard columns >= 3 else { continue }
            XCTAssertEqual(lines.filter { DisplayWidth.of($0) > columns }, [], "\(columns) columns")
        }
    }
}

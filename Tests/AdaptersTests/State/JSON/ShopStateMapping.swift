import Adapters
import Foundation
import TaschTestSupport
import XCTest

extension XCTestCase {
    /// Fails unless reading the state document `json` is refused with exactly `message`.
    func assertStateMapping(_ json: String, failsWith message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let document = try ShopStateMapper.map(Data(json.utf8), currency: usd)
            XCTFail("Expected \"\(message)\", got \(document)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.description, message, file: file, line: line)
        }
    }
}

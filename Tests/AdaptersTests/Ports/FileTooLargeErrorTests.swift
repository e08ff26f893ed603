import Adapters
import XCTest

final class FileTooLargeErrorTests: XCTestCase {
    func test_description_namesASizeInTheLargestUnitThatDividesIt() {
        XCTAssertEqual(FileTooLargeError(maximumSize: 256 << 20).description, "the file is larger than 256 MiB, the most Tasch reads")
        XCTAssertEqual(FileTooLargeError(maximumSize: 3 << 10).description, "the file is larger than 3 KiB, the most Tasch reads")
    }

    func test_description_namesExactlyOneUnitInThatUnit() {
        XCTAssertEqual(FileTooLargeError(maximumSize: 1 << 30).description, "the file is larger than 1 GiB, the most Tasch reads")
        XCTAssertEqual(FileTooLargeError(maximumSize: 1 << 20).description, "the file is larger than 1 MiB, the most Tasch reads")
    }

    func test_description_namesASizeNoUnitDividesInBytes() {
        XCTAssertEqual(FileTooLargeError(maximumSize: 1_500).description, "the file is larger than 1500 bytes, the most Tasch reads")
    }
}

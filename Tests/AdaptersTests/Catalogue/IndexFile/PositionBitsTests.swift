@testable import Adapters
import XCTest

final class PositionBitsTests: XCTestCase {
    func test_forEach_givesEachPositionSet_inAscendingOrder_acrossWords() throws {
        var bits = PositionBits(count: 200)
        for position in [199, 3, 64, 0, 127, 128] { bits.insert(position) }
        var given: [Int] = []

        try bits.forEach { given.append($0) }

        XCTAssertEqual(given, [0, 3, 64, 127, 128, 199])
    }

    func test_forEach_passesOverTheBitsPastTheCount() throws {
        let bits = PositionBits(words: [0, UInt64.max], count: 70)
        var given: [Int] = []

        try bits.forEach { given.append($0) }

        XCTAssertEqual(given, Array(64..<70))
    }
}

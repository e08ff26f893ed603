@testable import Adapters
import TaschTestSupport
import XCTest

final class ByteKeyRadixTests: XCTestCase {
    func test_order_isByKeyThenPosition_onGeneratedKeysWithSharedBeginningsAndRepeats_bothWays() {
        var random = SeededGenerator(seed: 38)
        let alphabet: [UInt8] = [0x00, 0x01, 0x61, 0x62, 0x7F, 0x80, 0xC3, 0xFF]
        for count in [0, 1, 2, 17, 3_000] {
            let keys = (0..<count).map { _ in
                [0x6F, 0x61, 0x6B, 0x20] + (0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            }
            for descending in [false, true] {
                let expected = keys.indices.sorted { left, right in
                    if keys[left] == keys[right] { return left < right }
                    return keys[left].lexicographicallyPrecedes(keys[right]) != descending
                }

                XCTAssertEqual(order(of: keys, descending: descending), expected, "\(count), descending: \(descending)")
            }
        }
    }

    func test_order_ofManyEqualKeys_keepsThemInPositionOrder() {
        let keys = Array(repeating: Array("same".utf8), count: 100) + [Array("sam".utf8)]

        XCTAssertEqual(order(of: keys, descending: false), [100] + Array(0..<100))
        XCTAssertEqual(order(of: keys, descending: true), Array(0..<100) + [100])
    }

    private func order(of keys: [[UInt8]], descending: Bool) -> [Int] {
        let bytes = keys.flatMap { $0 }
        var starts = [0]
        for key in keys { starts.append(starts.last! + key.count) }
        return bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { ByteKeyRadix.order(bytes: bytes, starts: $0, descending: descending) }
        }
    }
}

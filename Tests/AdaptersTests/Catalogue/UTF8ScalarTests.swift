@testable import Adapters
import XCTest

final class UTF8ScalarTests: XCTestCase {
    func test_at_readsEveryScalarAsTheStandardLibraryEncodesIt() {
        let boundaries: [UInt32] = [0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF]
        for value in boundaries + Array(stride(from: UInt32(0), through: 0x10FFFF, by: 7)) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let utf8 = Array(String(scalar).utf8)

            let read = utf8.withUnsafeBufferPointer { UTF8Scalar.at(0, in: $0) }

            XCTAssertEqual(read?.value, value, "U+\(String(value, radix: 16))")
            XCTAssertEqual(read?.length, utf8.count)
        }
    }

    func test_at_refusesWhatIsNotUTF8() {
        let broken: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xED, 0xBF, 0xBF], [0xE3, 0x81], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF0, 0x9F, 0x98],
        ]
        for bytes in broken {
            XCTAssertNil(bytes.withUnsafeBufferPointer { UTF8Scalar.at(0, in: $0) }, "\(bytes)")
        }
    }
}

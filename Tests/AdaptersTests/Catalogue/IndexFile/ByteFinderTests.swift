@testable import Adapters
import XCTest

/// The index's search finds bytes and runs of bytes as a plain byte-by-byte search does, wherever they stand: at the
/// start, across the sixteen bytes it compares at once, in the last few bytes, overlapping, or nowhere.
final class ByteFinderTests: XCTestCase {
    func test_firstIndexOfARun_isWhereAPlainSearchFindsItFromAnyStart() {
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<300 {
            // Few letters, so that runs are found often and their first and last bytes stand alone often too.
            let text = (0..<Int(generator.next() % 70)).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b"), 0xFF][Int(generator.next() % 3)] }
            let run = (0..<Int(1 + generator.next() % 4)).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b")][Int(generator.next() % 2)] }
            for start in 0...text.count {
                XCTAssertEqual(firstIndex(of: run, in: text, from: start), plainIndex(of: run, in: text, from: start), "\(run) in \(text) from \(start)")
            }
        }
    }

    func test_firstIndexOfAByte_isWhereAPlainSearchFindsIt() {
        let text = Array("ab\u{FF}cd".utf8) + [0xFF] + Array(repeating: UInt8(ascii: "x"), count: 40) + [0xFF]
        for start in 0...text.count + 1 {
            let found = text.withUnsafeBytes { ByteFinder($0).firstIndex(of: 0xFF, from: start) }
            XCTAssertEqual(found, plainIndex(of: [0xFF], in: text, from: start), "from \(start)")
        }
    }

    func test_aRunLongerThanTheTextOrEmpty_isNotFound() {
        XCTAssertNil(firstIndex(of: Array("abc".utf8), in: Array("ab".utf8), from: 0))
        XCTAssertNil(firstIndex(of: [], in: Array("ab".utf8), from: 0))
    }

    func test_aRunInTheLastBytes_isFoundPastTheSixteenAtATime() {
        let text = Array(repeating: UInt8(ascii: "o"), count: 37) + Array("oak".utf8)

        XCTAssertEqual(firstIndex(of: Array("oak".utf8), in: text, from: 0), 37)
    }

    private func firstIndex(of run: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        text.withUnsafeBytes { text in run.withUnsafeBytes { ByteFinder(text).firstIndex(of: $0, from: start) } }
    }

    /// The twin: each offset in turn, the run compared whole.
    private func plainIndex(of run: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard !run.isEmpty, start < text.count else { return nil }
        return (start..<text.count).first { text[$0...].starts(with: run) }
    }
}

import Adapters
import XCTest

final class SeededGeneratorTests: XCTestCase {
    func test_next_givesTheSplitMix64ReferenceNumbersForSeedZero() {
        var sut = SeededGenerator(seed: 0)

        XCTAssertEqual([sut.next(), sut.next(), sut.next()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    func test_next_repeatsItsNumbersForTheSameSeed() {
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 42)

        XCTAssertEqual((0..<20).map { _ in first.next() }, (0..<20).map { _ in second.next() })
    }

    func test_next_givesOtherNumbersForAnotherSeed() {
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 43)

        XCTAssertNotEqual((0..<5).map { _ in first.next() }, (0..<5).map { _ in second.next() })
    }

    func test_nextPercentile_staysWithin0To99() {
        var sut = SeededGenerator(seed: 7)

        XCTAssertTrue((0..<1_000).map { _ in sut.nextPercentile() }.allSatisfy { (0..<100).contains($0) })
    }
}

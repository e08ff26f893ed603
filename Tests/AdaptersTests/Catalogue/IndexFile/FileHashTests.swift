@testable import Adapters
import Dispatch
import XCTest

/// The hash the index records of its catalogue file is the same however the file's blocks come: in order, backwards,
/// from two threads at once, or a short last block given again whole; and it tells files apart by any byte or length.
final class FileHashTests: XCTestCase {
    private let block = FileBytes.blockSize

    func test_hash_isTheSameWhateverOrderTheBlocksAreAddedIn() {
        let bytes = makeBytes(count: 3 * block + 17)
        let sut = makeSUT(expectedLength: bytes.count)

        for offset in blockOffsets(bytes).reversed() { add(bytes, at: offset, to: sut) }

        XCTAssertEqual(sut.finalize(length: bytes.count), hash(bytes))
    }

    func test_hash_isTheSameWhenTwoThreadsAddTheBlocksAtOnce() {
        let bytes = makeBytes(count: 8 * block + 3)
        let sut = makeSUT(expectedLength: bytes.count)

        addFromTwoThreads(bytes, to: sut)

        XCTAssertEqual(sut.finalize(length: bytes.count), hash(bytes))
    }

    func test_hash_ofAFileThatGrewPastItsExpectedLength_takesTheShortLastBlockGivenAgainWhole() {
        let bytes = makeBytes(count: 2 * block + 40)
        let sut = makeSUT(expectedLength: block + 10)
        add(Array(bytes[0..<(block + 10)]), at: 0, to: sut)
        add(Array(bytes[0..<(block + 10)]), at: block, to: sut)

        for offset in blockOffsets(bytes).dropFirst() { add(bytes, at: offset, to: sut) }

        XCTAssertEqual(sut.finalize(length: bytes.count), hash(bytes))
    }

    func test_hash_differsForAnyOneByteChangedAndForALengthOfZeros() {
        let bytes = makeBytes(count: block + 9)
        var changed = bytes
        changed[block + 3] ^= 1

        XCTAssertNotEqual(hash(changed), hash(bytes))
        XCTAssertNotEqual(hash(bytes + [0]), hash(bytes), "a byte more")
        XCTAssertNotEqual(hash([0]), hash([]), "a zero is not nothing")
        XCTAssertNotEqual(hash(Array(bytes[..<block])), hash(Array(bytes[..<block]) + [UInt8](repeating: 0, count: block)), "a block of zeros more")
    }

    func test_hash_ofAFileLongerThanExpected_isTheSameWhenTwoThreadsAddTheBlocksBeyondAtOnce() {
        let bytes = makeBytes(count: 9 * block + 5)
        let sut = makeSUT(expectedLength: 2 * block)

        addFromTwoThreads(bytes, to: sut)

        XCTAssertEqual(sut.finalize(length: bytes.count), hash(bytes))
    }

    func test_hash_ofAFileThatSaysItHoldsExabytes_makesRoomForNoMoreThanAFewThousandBlocks() {
        let bytes = makeBytes(count: block + 1)
        let sut = makeSUT(expectedLength: .max)

        for offset in blockOffsets(bytes) { add(bytes, at: offset, to: sut) }

        XCTAssertEqual(sut.finalize(length: bytes.count), hash(bytes), "and still hashes what it is given")
    }

    // MARK: - Helpers

    private func makeSUT(expectedLength: Int, file: StaticString = #filePath, line: UInt = #line) -> FileHash {
        let sut = FileHash(expectedLength: expectedLength)
        addTeardownBlock { [weak sut] in XCTAssertNil(sut, "FileHash leaked", file: file, line: line) }
        return sut
    }

    private func makeBytes(count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    }

    private func blockOffsets(_ bytes: [UInt8]) -> [Int] {
        Array(stride(from: 0, to: bytes.count, by: block))
    }

    /// Adds every block of `bytes` to `hash`, every other one from each of two threads at once.
    private func addFromTwoThreads(_ bytes: [UInt8], to hash: FileHash) {
        let (offsets, block) = (blockOffsets(bytes), self.block)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for (number, offset) in offsets.enumerated() where number % 2 == half {
                bytes.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[offset..<min(bytes.count, offset + block)]), at: offset) }
            }
        }
    }

    private func add(_ bytes: [UInt8], at offset: Int, to hash: FileHash) {
        bytes.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[offset..<min(bytes.count, offset + block)]), at: offset) }
    }

    private func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { FileHash.hash($0) }
    }
}

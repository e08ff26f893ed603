import Adapters
import Dispatch
import Foundation
import Synchronization
import XCTest

/// Reading a file into memory that can be given back a part at a time, each block observed as it is read; writing a
/// cache a piece at a time.
extension FileSystemContract {
    func assertObservedContentsGivesBackWhatWasWritten_everyBlockObservedWholeAtItsOffset() throws {
        let world = try makeWorld()
        // Small, and big enough to be read on two cores.
        for size in [(3 << 20) + 5, (9 << 20) + 5] {
            let data = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })
            try world.sut.writeAtomically(data, toPath: world.path("catalogue.json"))
            let observed = ObservedBlocks()

            let file = try XCTUnwrap(world.sut.contents(atPath: world.path("catalogue.json"), maximumSize: data.count, observing: observed.record))

            XCTAssertEqual(Data(file.bytes), data)
            XCTAssertEqual(observed.assembled, data, "every block observed whole, at its offset, \(size) bytes")
        }
        try world.sut.writeAtomically(Data(), toPath: world.path("empty.json"))
        XCTAssertEqual(try world.sut.contents(atPath: world.path("empty.json"), maximumSize: 0) { _, _ in }?.bytes.count, 0)
    }

    func assertObservedContentsRefusesWhatContentsRefuses() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.makeFIFO(atPath: world.path("fifo"))
        try world.sut.writeAtomically(Data("12345678901".utf8), toPath: world.path("eleven.json"))

        XCTAssertNil(try world.sut.contents(atPath: world.path("missing.json"), maximumSize: .max) { _, _ in })
        XCTAssertThrowsError(try world.sut.contents(atPath: world.path("eleven.json"), maximumSize: 10) { _, _ in }) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 10))
        }
        assertRefused(try world.sut.contents(atPath: world.path("folder"), maximumSize: .max) { _, _ in }, "cannot read \(world.path("folder")): Is a directory")
        assertRefused(try world.sut.contents(atPath: world.path("fifo"), maximumSize: .max) { _, _ in }, "cannot read \(world.path("fifo")): not a regular file")
    }

    func assertObservedContents_aPartGivenBackLeavesTheRestAsRead() throws {
        let world = try makeWorld()
        let data = Data((0..<(9 << 20)).map { UInt8(truncatingIfNeeded: $0 | 1) })
        try world.sut.writeAtomically(data, toPath: world.path("catalogue.json"))
        let file = try XCTUnwrap(world.sut.contents(atPath: world.path("catalogue.json"), maximumSize: .max) { _, _ in })

        file.release((1 << 20)..<(7 << 20))
        file.release(0..<(7 << 20))

        XCTAssertEqual(Data(file.bytes[(7 << 20)...]), data[(7 << 20)...], "what follows the parts is as it was read")
        XCTAssertTrue(file.bytes[..<(7 << 20)].allSatisfy { $0 == 0 || $0 == $0 | 1 }, "a part given back is zeros, or as it was")
    }

    func assertWriteCacheInPiecesReplacesTheFileWithThePiecesAtTheirOffsets_zerosBetween() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        try world.sut.writeCache(Data("old, and longer than the new one by far".utf8), toPath: path)

        try world.sut.writeCache(length: 12, toPath: path) { pieces in
            // From several threads, out of order, as the index's jobs write.
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 3) { piece in
                let (bytes, offset) = [(Array("cd".utf8), 2), (Array("ab".utf8), 0), (Array("xyz".utf8), 9)][piece]
                do { try bytes.withUnsafeBytes { try pieces.write($0, at: offset) } } catch { failures.withLock { $0.append("\(error)") } }
            }
            XCTAssertEqual(failures.withLock { $0 }, [])
        }

        XCTAssertEqual(try world.sut.contents(atPath: path, maximumSize: .max), Data("abcd".utf8) + Data(count: 5) + Data("xyz".utf8))
        XCTAssertEqual(try world.names(), ["catalogue.index"])
    }

    func assertWriteCacheInPiecesThatThrowsLeavesTheFileAsItWasAndNoTemporaryFile() throws {
        struct Stop: Error {}
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        try world.sut.writeCache(Data("old".utf8), toPath: path)

        XCTAssertThrowsError(try world.sut.writeCache(length: 8, toPath: path) { pieces in
            try Array("new".utf8).withUnsafeBytes { try pieces.write($0, at: 0) }
            throw Stop()
        }) { error in
            XCTAssertTrue(error is Stop, "\(error)")
        }

        XCTAssertEqual(try world.sut.contents(atPath: path, maximumSize: .max), Data("old".utf8))
        XCTAssertEqual(try world.names(), ["catalogue.index"])
    }
}

/// The blocks a read handed its observer, from whichever threads it read them on.
final class ObservedBlocks: Sendable {
    private let blocks = Mutex<[(offset: Int, bytes: Data)]>([])

    func record(_ offset: Int, _ block: UnsafeRawBufferPointer) {
        blocks.withLock { $0.append((offset, Data(block))) }
    }

    /// The bytes the blocks make, each offset's last observed: nil when a block is not at a multiple of the block size,
    /// one is missing, or one that is not the last is not whole.
    var assembled: Data? {
        var byOffset: [Int: Data] = [:]
        for (offset, bytes) in blocks.withLock({ $0 }) { byOffset[offset] = bytes }
        var whole = Data()
        for (number, offset) in byOffset.keys.sorted().enumerated() {
            guard offset == number * FileBytes.blockSize, whole.count == offset, let bytes = byOffset[offset] else { return nil }
            whole += bytes
        }
        return whole
    }
}

import Adapters
import Synchronization
import XCTest

final class RandomAccessFileTests: XCTestCase {
    func test_bytesOfNone_areEmptyWithoutAskingTheFile() throws {
        let file = ReadRecordingFile(Array("oak".utf8))

        XCTAssertEqual(try file.bytes(at: 1, count: 0), [])
        XCTAssertEqual(file.reads, [])
    }

    func test_bytes_areThoseAtTheOffset_readOnce() throws {
        let file = ReadRecordingFile(Array("oak tote".utf8))

        XCTAssertEqual(try file.bytes(at: 4, count: 4), Array("tote".utf8))
        XCTAssertEqual(file.reads, [ReadRecordingFile.Read(offset: 4, count: 4)])
    }

    func test_bytesPastTheEnd_areNone() throws {
        XCTAssertNil(try ReadRecordingFile(Array("oak".utf8)).bytes(at: 2, count: 2))
    }
}

/// A file's bytes that record every read asked of them.
private final class ReadRecordingFile: RandomAccessFile {
    struct Read: Equatable {
        let offset: Int
        let count: Int
    }

    let identity: FileIdentity
    private let content: [UInt8]
    private let recorded = Mutex<[Read]>([])

    init(_ content: [UInt8]) {
        self.content = content
        identity = FileIdentity(device: 1, inode: 1, size: content.count, modificationTime: 0, changeTime: 0)
    }

    /// The reads asked so far, in order.
    var reads: [Read] { recorded.withLock { $0 } }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        recorded.withLock { $0.append(Read(offset: offset, count: buffer.count)) }
        let count = max(0, min(buffer.count, content.count - offset))
        UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).copyBytes(from: content[offset..<(offset + count)])
        return count
    }
}

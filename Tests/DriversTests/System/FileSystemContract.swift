import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// What every implementation of the file-system port must do, as its doc comments promise, failures included; each
/// subclass runs it against one. `LocalFileSystem` is the truth: where the in-memory twin answered otherwise, the
/// twin was changed. What the twin cannot model is said where it is left out: a symbolic link (whose own time
/// `setModificationTime` sets), and a FIFO read as a stream (it reads as one whose writer wrote nothing); a writer
/// killed half-way is left by each world as its file system would leave it. Reading here; saving, removing, times and
/// locking in `FileSystemContract+Saving`.
///
/// A regression that makes a read wait on a FIFO hangs its test rather than failing it: the test sets no time limit
/// of its own, so that a slow machine never fails it.
class FileSystemContract: XCTestCase {
    /// The file system under test, in a world of its own that is cleaned up after the test.
    func makeWorld() throws -> any FileSystemWorld {
        throw XCTSkip("the contract itself runs no file system")
    }

    func assertContentsIsNilOnAMissingFile() throws {
        let world = try makeWorld()

        XCTAssertNil(try world.sut.contents(atPath: world.path("missing.json"), maximumSize: .max))
    }

    func assertContentsGivesBackWhatWasWritten() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data("{\"version\": 2}\n".utf8), toPath: world.path("state.json"))
        try world.sut.writeAtomically(Data(), toPath: world.path("empty.json"))

        XCTAssertEqual(try world.sut.contents(atPath: world.path("state.json"), maximumSize: .max), Data("{\"version\": 2}\n".utf8))
        XCTAssertEqual(try world.sut.contents(atPath: world.path("empty.json"), maximumSize: .max), Data())
    }

    func assertContentsReadsAFileOfTheLimitAndRefusesOneByteMore() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data("1234567890".utf8), toPath: world.path("ten.json"))
        try world.sut.writeAtomically(Data("12345678901".utf8), toPath: world.path("eleven.json"))

        XCTAssertEqual(try world.sut.contents(atPath: world.path("ten.json"), maximumSize: 10), Data("1234567890".utf8))
        XCTAssertThrowsError(try world.sut.contents(atPath: world.path("eleven.json"), maximumSize: 10)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 10))
        }
    }

    func assertContentsRefusesAFolderAFIFOAndAPathUnderAFile() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.makeFIFO(atPath: world.path("fifo"))
        try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("file"))

        assertRefused(try world.sut.contents(atPath: world.path("folder"), maximumSize: .max), "cannot read \(world.path("folder")): Is a directory")
        assertRefused(try world.sut.contents(atPath: world.path("fifo"), maximumSize: .max), "cannot read \(world.path("fifo")): not a regular file")
        assertRefused(
            try world.sut.contents(atPath: world.path("file/state.json"), maximumSize: .max), "cannot read \(world.path("file/state.json")): Not a directory"
        )
    }

    func assertStreamContentsReadsAFileToItsEndWithinTheLimit() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data("add 1\nquit\n".utf8), toPath: world.path("script.tasch"))

        XCTAssertEqual(try world.sut.contents(ofStreamAtPath: world.path("script.tasch"), maximumSize: 11), Data("add 1\nquit\n".utf8))
        XCTAssertNil(try world.sut.contents(ofStreamAtPath: world.path("missing.tasch"), maximumSize: 11))
        XCTAssertThrowsError(try world.sut.contents(ofStreamAtPath: world.path("script.tasch"), maximumSize: 10)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 10))
        }
    }

    func assertOpenForReadingIsNilOnAMissingFile() throws {
        let world = try makeWorld()

        XCTAssertNil(try world.sut.openForReading(atPath: world.path("missing")))
    }

    func assertOpenedFileReadsAtAnyOffsetShortAtTheEndAndNoneAfter() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data("0123456789".utf8), toPath: world.path("index"))
        let file = try XCTUnwrap(try world.sut.openForReading(atPath: world.path("index")))

        XCTAssertEqual(file.identity, world.sut.identity(atPath: world.path("index")))
        XCTAssertEqual(try file.bytes(at: 3, count: 4), Array("3456".utf8))
        XCTAssertEqual(try read(file, count: 4, at: 8), Array("89".utf8), "short where the file ends")
        XCTAssertEqual(try read(file, count: 4, at: 10), [], "none at its end")
        XCTAssertEqual(try read(file, count: 4, at: 99), [], "none past its end")
        XCTAssertNil(try file.bytes(at: 8, count: 4), "only two bytes are left")
        assertRefused(try read(file, count: 1, at: -1), "cannot read \(world.path("index")): no offset -1")
    }

    func assertOpenForReadingRefusesAFolderAndAFIFO() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.makeFIFO(atPath: world.path("fifo"))

        assertRefused(try world.sut.openForReading(atPath: world.path("folder")), "cannot read \(world.path("folder")): not a regular file")
        assertRefused(try world.sut.openForReading(atPath: world.path("fifo")), "cannot read \(world.path("fifo")): not a regular file")
    }

    func assertOpenedFileKeepsReadingItsFileAfterAnotherIsRenamedOverIt() throws {
        let world = try makeWorld()
        try world.sut.writeCache(Data("first".utf8), toPath: world.path("index"))
        let file = try XCTUnwrap(try world.sut.openForReading(atPath: world.path("index")))
        let opened = file.identity

        try world.sut.writeCache(Data("other, longer".utf8), toPath: world.path("index"))

        XCTAssertEqual(try file.bytes(at: 0, count: 5), Array("first".utf8))
        XCTAssertEqual(try read(file, count: 20, at: 0), Array("first".utf8))
        XCTAssertEqual(file.identity, opened, "the identity is the one it had when opened")
        XCTAssertNotEqual(world.sut.identity(atPath: world.path("index"))?.inode, opened.inode, "another file is at the path")
    }

    func assertOpenedFileReadsComeBackShortAfterTheFileIsCutShortInPlace() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data(repeating: 7, count: 8_192), toPath: world.path("index"))
        let file = try XCTUnwrap(try world.sut.openForReading(atPath: world.path("index")))

        try world.rewriteInPlace(atPath: world.path("index"), with: Data(repeating: 9, count: 100))

        XCTAssertNil(try file.bytes(at: 4_096, count: 4_096))
        XCTAssertEqual(try read(file, count: 200, at: 0), [UInt8](repeating: 9, count: 100), "the edit is seen, up to the new end")
    }

    func assertIdentityIsNilOnAMissingFileAFolderAndAFIFO() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.makeFIFO(atPath: world.path("fifo"))

        XCTAssertNil(world.sut.identity(atPath: world.path("missing.json")))
        XCTAssertNil(world.sut.identity(atPath: world.path("folder")))
        XCTAssertNil(world.sut.identity(atPath: world.path("fifo")))
    }

    func assertIdentityChangesWhenTheFileIsEditedInPlaceOrReplaced() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.json")
        try world.sut.writeAtomically(Data("12345".utf8), toPath: path)
        try world.setModificationTime(2_000_000_000_005, atPath: path)
        let original = try XCTUnwrap(world.sut.identity(atPath: path))

        try world.rewriteInPlace(atPath: path, with: Data("54321".utf8))
        let edited = try XCTUnwrap(world.sut.identity(atPath: path))
        try world.sut.writeAtomically(Data("54321".utf8), toPath: path)
        let replaced = try XCTUnwrap(world.sut.identity(atPath: path))

        XCTAssertEqual(original.size, 5)
        XCTAssertEqual(original.modificationTime, 2_000_000_000_005)
        XCTAssertEqual(edited.inode, original.inode, "edited in place: the same file")
        XCTAssertNotEqual(edited.modificationTime, original.modificationTime, "edited in place: modified since")
        XCTAssertNotEqual(replaced.inode, edited.inode, "replaced: another file")
    }

    // MARK: - Helpers

    /// Reads up to `count` bytes at `offset` the way the port reads them, and returns those read.
    func read(_ file: any RandomAccessFile, count: Int, at offset: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = try buffer.withUnsafeMutableBytes { try file.read(into: $0, at: offset) }
        return Array(buffer[0..<read])
    }

    /// The error `operation` threw, or nil when it returned.
    func thrownError<T>(_ operation: () async throws -> T) async -> (any Error)? {
        do {
            _ = try await operation()
            return nil
        } catch {
            return error
        }
    }

    /// Fails unless `operation` throws an error that reads `line`.
    func assertRefused<T>(_ operation: @autoclosure () throws -> T, _ line: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try operation(), file: file, line: number) { error in
            XCTAssertEqual("\(error)", line, file: file, line: number)
        }
    }
}

import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The file-system contract for a journal's append: the first bytes kept, whatever followed them dropped, the new bytes
/// written after them in the same file, and every refusal changing nothing.
extension FileSystemContract {
    func assertAppendCreatesAMissingFileAndItsFoldersAfterNoBytes() throws {
        let world = try makeWorld()
        let journal = world.path("a/b/state.orders.jsonl")

        try world.sut.append(Data("one\n".utf8), toPath: journal, after: 0)

        XCTAssertEqual(try world.sut.contents(atPath: journal, maximumSize: .max), Data("one\n".utf8))
    }

    func assertAppendWritesAfterTheBytesKeptDroppingWhatFollowedThemInTheSameFile() throws {
        let world = try makeWorld()
        let journal = world.path("state.orders.jsonl")
        try world.sut.writeAtomically(Data("one\ntwo\nhalf a li".utf8), toPath: journal)
        let reader = try XCTUnwrap(try world.sut.openForReading(atPath: journal))

        try world.sut.append(Data("three\n".utf8), toPath: journal, after: 8)

        XCTAssertEqual(try world.sut.contents(atPath: journal, maximumSize: .max), Data("one\ntwo\nthree\n".utf8))
        XCTAssertEqual(try read(reader, count: 64, at: 0), Array("one\ntwo\nthree\n".utf8), "a reader that opened it sees the append")
        XCTAssertEqual(world.sut.identity(atPath: journal)?.inode, reader.identity.inode, "the same file, never another put there")
        XCTAssertEqual(try world.names(), ["state.orders.jsonl"], "nothing else is left beside it")
    }

    func assertAppendOfNoBytesCutsTheFileToTheBytesKept() throws {
        let world = try makeWorld()
        let journal = world.path("state.orders.jsonl")
        try world.sut.writeAtomically(Data("one\ntwo\n".utf8), toPath: journal)

        try world.sut.append(Data(), toPath: journal, after: 4)

        XCTAssertEqual(try world.sut.contents(atPath: journal, maximumSize: .max), Data("one\n".utf8))
    }

    func assertAppendRefusesAFileShorterThanTheBytesToKeepOrAMissingOneChangingNothing() throws {
        let world = try makeWorld()
        let journal = world.path("state.orders.jsonl")
        let missing = world.path("other.orders.jsonl")
        try world.sut.writeAtomically(Data("one\n".utf8), toPath: journal)

        assertRefused(
            try world.sut.append(Data("two\n".utf8), toPath: journal, after: 9),
            "cannot save \(journal): it holds 4 bytes, fewer than the 9 it should keep"
        )
        assertRefused(try world.sut.append(Data("two\n".utf8), toPath: missing, after: 4), "cannot save \(missing): No such file or directory")

        XCTAssertEqual(try world.sut.contents(atPath: journal, maximumSize: .max), Data("one\n".utf8))
        XCTAssertEqual(try world.names(), ["state.orders.jsonl"])
    }

    /// A FIFO is opened without waiting for a reader, so one that nobody reads is refused at once, never waited on.
    func assertAppendRefusesAFolderAFIFOAndAPathUnderAFileLeavingEveryFileAsItWas() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.makeFIFO(atPath: world.path("fifo"))
        try world.sut.writeAtomically(Data("kept".utf8), toPath: world.path("file"))

        assertRefused(try world.sut.append(Data("x".utf8), toPath: world.path("folder"), after: 0), "cannot save \(world.path("folder")): Is a directory")
        assertRefused(
            try world.sut.append(Data("x".utf8), toPath: world.path("fifo"), after: 0), "cannot save \(world.path("fifo")): No such device or address"
        )
        assertRefused(
            try world.sut.append(Data("x".utf8), toPath: world.path("file/state.orders.jsonl"), after: 0),
            "cannot save \(world.path("file/state.orders.jsonl")): Not a directory"
        )

        XCTAssertEqual(try world.names(), ["fifo", "file", "folder"])
        XCTAssertEqual(try world.sut.contents(atPath: world.path("file"), maximumSize: .max), Data("kept".utf8))
    }
}

import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The file-system contract for what fails after an atomic write's rename, where a state file's commit happens: the
/// new file is in place, and the error says so (`ReplacedButNotSyncedError`); and for an append that starts a file,
/// whose folder is synced before it returns.
extension FileSystemContract {
    func assertWriteAtomicallyWhoseFolderCannotBeSyncedLeavesTheNewFileInPlaceAndSaysSo() throws {
        let world = try makeWorld()
        let path = world.path("state.json")
        try world.sut.writeAtomically(Data("old".utf8), toPath: path)
        let sut = world.fileSystemFailingFolderSyncs()

        XCTAssertThrowsError(try sut.writeAtomically(Data("new".utf8), toPath: path)) { error in
            XCTAssertEqual(error as? ReplacedButNotSyncedError, ReplacedButNotSyncedError(path: path, reason: "Input/output error"), "\(error)")
        }

        XCTAssertEqual(try sut.contents(atPath: path, maximumSize: .max), Data("new".utf8))
        XCTAssertEqual(try world.names(), ["state.json"], "no temporary file is left beside it")
    }

    func assertAppendStartingAFileWhoseFolderCannotBeSyncedFailsAsAnyFailure() throws {
        let world = try makeWorld()
        let missing = world.path("new.orders.jsonl")
        let empty = world.path("empty.orders.jsonl")
        try world.sut.writeAtomically(Data(), toPath: empty)
        let sut = world.fileSystemFailingFolderSyncs()

        assertRefused(try sut.append(Data("one\n".utf8), toPath: missing, after: 0), "cannot save \(missing): Input/output error")
        assertRefused(try sut.append(Data("one\n".utf8), toPath: empty, after: 0), "cannot save \(empty): Input/output error")
    }

    func assertAppendAfterBytesItKeepsNeedsNoSyncOfTheFolder() throws {
        let world = try makeWorld()
        let journal = world.path("state.orders.jsonl")
        try world.sut.writeAtomically(Data("one\n".utf8), toPath: journal)
        let sut = world.fileSystemFailingFolderSyncs()

        try sut.append(Data("two\n".utf8), toPath: journal, after: 4)

        XCTAssertEqual(try sut.contents(atPath: journal, maximumSize: .max), Data("one\ntwo\n".utf8))
    }
}

import Foundation
import XCTest

/// The start-up check that the state can be saved (status 73) makes nothing: a shop that only reads leaves no lock file
/// and no folder, and the lock file appears with the first change (issue 28, point 17).
final class StateSaveCheckEndToEndTests: EndToEndTestCase {
    func test_readOnlyCommandOnAStateInTheCurrentFolder_leavesNoFileThere() throws {
        let folder = tasch.folder.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let result = try tasch.run(["--state", "demo.json", "-c", "show 1"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func test_readOnlyCommandOnTheDefaultState_makesNoStateFolder() throws {
        let result = try tasch.run(["-c", "show 1"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tasch.folder.appendingPathComponent(".local/state/tasch").path))
    }

    func test_firstChange_makesTheStateAndItsLockFile() throws {
        let folder = tasch.folder.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let result = try tasch.run(["--state", "demo.json", "-c", "add 1"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["demo.json", "demo.json.lock"])
    }

    func test_stateInAFolderThatCannotBeWritten_isRefusedAtStartWithStatus73() throws {
        let folder = tasch.folder.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = TaschProcess.binary.path

        let inTheFolder = try tasch.run(program: binary, ["--state", folder.path + "/state.json", "-c", "show 1"], withReadOnly: folder)
        let belowIt = try tasch.run(program: binary, ["--state", folder.path + "/new/state.json", "-c", "show 1"], withReadOnly: folder)

        XCTAssertEqual(inTheFolder.status, 73)
        XCTAssertEqual(inTheFolder.errors, "tasch: cannot save \(folder.path)/state.json: Read-only file system: your state cannot be kept there; "
            + "pass --state with a file you can write\n")
        XCTAssertEqual(belowIt.status, 73)
        XCTAssertEqual(belowIt.errors, "tasch: cannot save \(folder.path)/new/state.json: Read-only file system: your state cannot be kept there; "
            + "pass --state with a file you can write\n")
    }
}

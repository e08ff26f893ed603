import Foundation
import XCTest

/// Closed or broken output never kills the shop: the commands still run, what cannot be written is dropped, and a
/// lost standard output ends with status 74.
final class BrokenOutputEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_standardOutputWhoseReaderLeft_runsEveryCommandAndEndsWith74() throws {
        let statePath = tasch.folder.appendingPathComponent("state.json").path
        let arguments = ["--state", statePath, "--page-size", "1000", "-c", "catalogue", "-c", "add 1", "-c", "checkout --yes"]

        let status = try run(arguments, standardOutput: brokenPipe(), standardError: FileHandle.nullDevice)

        XCTAssertEqual(status, 74)
        let state = try String(contentsOf: URL(fileURLWithPath: statePath), encoding: .utf8)
        XCTAssertTrue(state.contains("\"nextOrderNumber\" : 1002"), state)
    }

    func test_closedStandardError_isNoCrashOnAnErrorMessage() throws {
        let result = try tasch.run(
            program: "/bin/sh",
            ["-c", "exec \"$0\" --state \"$1\" -c 'show 99' -c 'show 1' 2>&-", TaschProcess.binary.path, tasch.folder.appendingPathComponent("s.json").path]
        )

        XCTAssertEqual(result.status, 1, "the failed command, not a trap")
        XCTAssertTrue(result.output.hasPrefix("Market Tote (#1)"), result.output)
    }

    func test_standardErrorWhoseReaderLeft_isNoCrashOnAnErrorMessage() throws {
        let arguments = ["--state", tasch.folder.appendingPathComponent("s.json").path, "-c", "show 99", "-c", "show 1"]

        let status = try run(arguments, standardOutput: FileHandle.nullDevice, standardError: brokenPipe())

        XCTAssertEqual(status, 1, "the failed command, not SIGPIPE")
    }

    func test_aFolderAsStandardInput_isRefusedWithNoInputStatus() throws {
        let result = try tasch.run(
            program: "/bin/sh", ["-c", "exec \"$0\" --state \"$1\" < /", TaschProcess.binary.path, tasch.folder.appendingPathComponent("s.json").path]
        )

        XCTAssertEqual(result.status, 66)
        XCTAssertEqual(result.errors, "tasch: standard input is a folder: give commands on a terminal, through a pipe or in a file\n")
    }

    // MARK: - Helpers

    /// The writing end of a pipe whose reading end is already closed.
    private func brokenPipe() -> FileHandle {
        let pipe = Pipe()
        try? pipe.fileHandleForReading.close()
        return pipe.fileHandleForWriting
    }

    private func run(_ arguments: [String], standardOutput: FileHandle, standardError: FileHandle) throws -> Int32 {
        let process = Process()
        process.executableURL = TaschProcess.binary
        process.arguments = arguments
        process.environment = TaschProcess.environment(home: tasch.folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

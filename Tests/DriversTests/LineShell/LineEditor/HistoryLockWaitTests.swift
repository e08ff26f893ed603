import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Ctrl-C while a typed line waits for another shop to let go of the history file: the wait is cancelled as a save's
/// is, and the shop goes on.
@MainActor
final class StopWaitingForTheHistoryTests: XCTestCase {
    func test_controlCWhileTheHistoryWaitsForAnotherShop_stopsTheWait_dropsTheLine_andReadsTheNext() async throws {
        let historyPath = try temporaryFolder().appendingPathComponent("history").path
        let held = try holdLock(of: historyPath)
        defer { close(held) }
        let (sut, base, clock, canceller) = makeSUT([.typed("add 1\r"), .typed("cart\r")], historyPath: historyPath)

        let reading = Task { await sut.readLine(prompt: "tasch> ") }
        await clock.waitForSleepers(1)
        let interrupted = canceller.interrupt()
        if !interrupted { reading.cancel() }
        let line = await reading.value

        XCTAssertTrue(interrupted, "Ctrl-C found no wait to cancel, so it would have ended the shop")
        XCTAssertEqual(line, "cart")
        XCTAssertEqual(base.errors, "tasch: cancelled: the line was not run, and the history is not kept this time\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: historyPath))
    }

    // MARK: - Helpers

    private func makeSUT(
        _ inputs: [TerminalInput], historyPath: String, file: StaticString = #filePath, line: UInt = #line
    ) -> (LineEditingConsole, ScriptedConsole, ManualClock, CommandCanceller) {
        let base = ScriptedConsole(lines: [], isInteractive: true)
        let clock = ManualClock()
        let canceller = CommandCanceller()
        let files = LocalFileSystem(lockWaiting: LockWaiting(clock: clock))
        let sut = LineEditingConsole(
            base: base, terminal: ScriptedTerminal(inputs), completer: CompleterSpy(.none),
            historyFile: HistoryFile(path: historyPath, fileSystem: files), canceller: canceller
        )
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, base, clock, canceller)
    }

    /// A new folder, removed after the test.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StopWaitingForTheHistoryTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Takes the history file's lock as another shop would; close the descriptor to let go.
    private func holdLock(of path: String) throws -> Int32 {
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw CocoaError(.fileLocking) }
        return descriptor
    }
}

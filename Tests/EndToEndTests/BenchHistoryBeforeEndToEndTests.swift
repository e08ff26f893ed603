import Foundation
import XCTest

/// `tasch-bench --history-before=PATH` (Docs/performance.md) runs an earlier build's tasch beside this one, and says
/// what failed when it cannot: the path it could not run, or the command line that ended badly, with its status. Runs
/// the `tasch-bench` built beside this test bundle (`swift build --build-tests` builds it), in its quick form.
final class BenchHistoryBeforeEndToEndTests: EndToEndTestCase {
    func test_historyBefore_withNoProgramAtThePath_isRefusedAtOnce_namingIt() throws {
        let result = try bench(["--smoke", "--history-before=old/tasch"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.output, "tasch-bench: --history-before=old/tasch: no program there: name an earlier build's tasch "
            + "(its Scripts/release-build.sh prints its folder)\n")
    }

    func test_historyBefore_aProgramThatFails_saysWhichCommandLineFailedAndHow() throws {
        try write(program: "#!/bin/sh\nexit 3\n", at: "old/tasch")

        let result = try bench(["--smoke", "--history-before=old/tasch"])

        XCTAssertEqual(result.status, 70)
        let line = try XCTUnwrap(result.output.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(line.hasPrefix("tasch-bench: the order history's tables stopped: old/tasch --state "), line)
        XCTAssertTrue(line.hasSuffix("/state.json -c quit ended with status 3"), line)
    }

    func test_historyBefore_aProgramKilledByASignal_isReportedAsSuch_neverMeasured() throws {
        try write(program: "#!/bin/sh\nkill -KILL $$\n", at: "old/tasch")

        let result = try bench(["--smoke", "--history-before=old/tasch"])

        XCTAssertEqual(result.status, 70)
        XCTAssertTrue(result.output.hasSuffix("/state.json -c quit ended with status 137\n"), result.output)
    }

    func test_historyBefore_aProgramThatCannotBeStarted_saysSo() throws {
        try write(program: "not a program\n", at: "old/tasch")

        let result = try bench(["--smoke", "--history-before=old/tasch"])

        XCTAssertEqual(result.status, 70)
        XCTAssertTrue(result.errors.contains("tasch-bench: cannot start old/tasch: Exec format error\n"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("/state.json -c quit could not be started\n"), result.output)
    }

    // MARK: - Helpers

    /// Runs the benchmark from the test's folder, where relative paths are read from.
    private func bench(_ arguments: [String]) throws -> TaschProcess.Result {
        let program = TaschProcess.binary.deletingLastPathComponent().appendingPathComponent("tasch-bench").path
        guard FileManager.default.isExecutableFile(atPath: program) else { throw XCTSkip("no tasch-bench built beside the tests") }
        return try tasch.run(program: program, arguments, in: tasch.folder)
    }

    private func write(program text: String, at path: String) throws {
        let file = tasch.folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
}

import Foundation
import XCTest

/// Runs the built `tasch` binary with files for its standard streams, so large output can never block a pipe.
struct TaschProcess {
    struct Result {
        let status: Int32
        let output: String
        /// Standard error, which is not a terminal here, and so holds no loading line however slow a call is.
        let errors: String
        /// Whether a signal ended the process (`status` is then the signal's number).
        var signalled = false
    }

    /// A fresh folder for one test's state file and home.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// What every run of tasch starts from: a home of its own, a plain PATH and locale, and the sanitizers' options this
    /// test run was given (`ASAN_OPTIONS`, `TSAN_OPTIONS`…), so that a binary built with `--sanitize` runs as the tests do.
    static func environment(home: URL) -> [String: String] {
        let sanitizers = ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key) }
        return ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(sanitizers) { $1 }
    }

    /// The `tasch` executable SwiftPM built beside this test bundle.
    static var binary: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("tasch")
    }

    /// Runs tasch with `arguments`, feeding `input` on standard input, with a home folder of its own, in `directory`
    /// (else in the test's).
    func run(_ arguments: [String] = [], input: String = "", environment extra: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        try run(program: TaschProcess.binary.path, arguments, input: input, environment: extra, in: directory)
    }

    /// Runs `program` the same way, for wrappers such as `script` that start tasch themselves.
    func run(
        program: String, _ arguments: [String], input: String = "", environment extra: [String: String] = [:], in directory: URL? = nil
    ) throws -> Result {
        let stdin = folder.appendingPathComponent("stdin-\(UUID().uuidString)")
        let stdout = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let stderr = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data(input.utf8).write(to: stdin)
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = Self.environment(home: folder).merging(extra) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        process.waitUntilExit()

        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: stdout, encoding: .utf8),
            errors: try String(contentsOf: stderr, encoding: .utf8),
            signalled: process.terminationReason == .uncaughtSignal
        )
    }

    /// Removes the folder and everything the runs left in it.
    func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }
}

import Foundation

extension TaschProcess {
    /// Runs tasch as `run` does, but gives up after `seconds`, killing it: nil when it had not finished by then. For
    /// tests of work that must not grow out of bounds, with a deadline far beyond what the work takes.
    func run(_ arguments: [String], input: String, finishingWithin seconds: Double) throws -> Result? {
        let stdin = folder.appendingPathComponent("stdin-\(UUID().uuidString)")
        let stdout = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let stderr = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data(input.utf8).write(to: stdin)
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = TaschProcess.binary
        process.arguments = arguments
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            usleep(20_000)
        }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: stdout, encoding: .utf8),
            errors: try String(contentsOf: stderr, encoding: .utf8)
        )
    }
}

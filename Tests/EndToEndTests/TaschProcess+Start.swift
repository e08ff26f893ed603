import Foundation

extension TaschProcess {
    /// Starts tasch with `arguments` reading `input`, without waiting, for tests that run several at once or kill one.
    /// Standard output goes to `output` (nowhere unless given); standard error goes to the returned file, to check once
    /// the process has ended.
    func start(_ arguments: [String], input: String, output: URL? = nil) throws -> (process: Process, errors: URL) {
        let stdin = folder.appendingPathComponent("stdin-\(UUID().uuidString)")
        let stderr = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data(input.utf8).write(to: stdin)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)

        let process = Process()
        process.executableURL = TaschProcess.binary
        process.arguments = arguments
        process.environment = Self.environment(home: folder)
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        process.standardOutput = try output.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return (process, stderr)
    }
}

extension Process {
    /// Waits until `file` holds `text` (true), or the process has ended without writing it there (false). No time
    /// limit: what the test waits for either comes or the process ends, as the test arranges it.
    func waitUntil(_ file: URL, holds text: String) -> Bool {
        while true {
            let running = isRunning
            if ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains(text) { return true }
            if !running { return false }
            usleep(20_000)
        }
    }
}

import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The binary running with its standard input on a pipe the test holds open, so that it runs until the test closes it
/// or kills it, and the test can act on its files between commands. Piped output has no prompt to wait for, so each
/// command is followed by `help quit`, whose answer marks the end of the command's and changes nothing.
final class RunningShop {
    struct Ending: Equatable {
        let status: Int32
        let errors: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors: URL
    private var buffered = Data()
    private static let marker = "help quit"
    private static let markerOutput = "usage: quit [STATUS]\n  leave the shop (end of input leaves too)\n  also: exit\nexample: quit\n"

    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("running-shop-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: errors)
    }

    /// Runs `command` and returns what it printed.
    func run(_ command: String) throws -> String {
        input.fileHandleForWriting.write(Data("\(command)\n\(Self.marker)\n".utf8))
        while true {
            let text = String(decoding: buffered, as: UTF8.self)
            if let range = text.range(of: Self.markerOutput) {
                buffered = Data(text[range.upperBound...].utf8)
                return String(text[..<range.lowerBound])
            }
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { throw NoAnswer(command: command) }
            buffered += more
        }
    }

    /// The shop ended without answering a command.
    struct NoAnswer: Error {
        let command: String
    }

    /// Sends `command` without waiting for its answer.
    func send(_ command: String) {
        input.fileHandleForWriting.write(Data("\(command)\n".utf8))
    }

    /// Kills the shop with SIGKILL, wherever it is, and waits until it is gone.
    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Closes the shop's input and waits for it to leave.
    func finish() throws -> Ending {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let errors = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        return Ending(status: process.terminationStatus, errors: errors)
    }
}

import Foundation
import XCTest

/// A `swift` for documented `swift run` lines to find first on the PATH: it runs them on the very `tasch` this test
/// bundle was built with, without a build of its own (`--skip-build`, with this build's folder and configuration).
/// That is sound because the bundle's build built `tasch` first (EndToEndTests depends on it), and it is checked: the
/// folder SwiftPM would run from must be the one beside the test bundle. `swift test` holds SwiftPM's lock on that
/// folder while the tests run, and a `swift run` inside would wait for it for ever: `--ignore-lock` lets it by, which
/// is safe since nothing is built, and its notice about the lock is left out. Every other `swift` command goes through.
final class SwiftRunOnThisBuild: Sendable {
    /// The folder holding the stand-in `swift`, for the front of the PATH.
    let path: String

    private init(path: String) {
        self.path = path
    }

    /// The one stand-in of this test run, made and checked on first use.
    static func shared() throws -> SwiftRunOnThisBuild {
        try made.get()
    }

    private static let made = Result { try make() }

    private static func make() throws -> SwiftRunOnThisBuild {
        let binaries = TaschProcess.binary.deletingLastPathComponent().resolvingSymlinksInPath()
        let configuration = binaries.lastPathComponent
        let scratch = binaries.deletingLastPathComponent().deletingLastPathComponent()
        let swift = try realSwift()
        let shown = try output(of: swift, ["build", "--ignore-lock", "--scratch-path", scratch.path, "-c", configuration, "--show-bin-path"])
        guard URL(fileURLWithPath: shown).resolvingSymlinksInPath() == binaries else {
            throw XCTSkip("swift run would run \(shown), not the tasch beside this test bundle (\(binaries.path))")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("swift")
        try Data("""
            #!/bin/bash
            # swift run as the docs write it, on the tasch the tests were built with; any other swift command as it is.
            if [[ $1 == run ]]; then
              shift
              '\(swift)' run --skip-build --ignore-lock --scratch-path '\(scratch.path)' -c \(configuration) "$@" \\
                2> >(grep -v '^Another instance of SwiftPM' >&2)
              status=$?
              wait $!
              exit $status
            fi
            exec '\(swift)' "$@"

            """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return SwiftRunOnThisBuild(path: folder.path)
    }

    /// The `swift` on this test's own PATH.
    private static func realSwift() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }) else {
            throw XCTSkip("no swift on the PATH to run the documented swift run lines with")
        }
        return folder + "/swift"
    }

    private static func output(of program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own standard input, output and error.
@MainActor
public final class StandardConsole: Console {
    public let isInteractive: Bool
    private var pending = ""

    /// A console whose interactivity is `isInteractive`, or the guess from standard input when nil.
    public init(isInteractive: Bool? = nil) {
        self.isInteractive = isInteractive ?? StandardConsole.isTerminal(STDIN_FILENO)
    }

    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    public func readLine(prompt: String?) -> String? {
        if let prompt {
            pending += prompt
        }
        flush()
        return Swift.readLine(strippingNewline: true)
    }

    public func write(_ text: String) {
        pending += text
    }

    public func writeError(_ text: String) {
        flush()
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        // A closed pipe on the other end must not kill the shop, so write errors are ignored here.
        try? FileHandle.standardOutput.write(contentsOf: Data(pending.utf8))
        pending = ""
    }
}

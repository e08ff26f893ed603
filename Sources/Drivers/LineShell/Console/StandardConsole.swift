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
    /// Whether some output could not be written, because standard output was closed or its reader left: the shop
    /// carries on, drops what cannot be written, and ends with status 74.
    public private(set) var lostOutput = false
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
        // The standard library reads again while errno says EINTR, and the end of input leaves errno as it was: one
        // left from a call that a signal interrupted earlier on this thread would make it read the end for ever.
        errno = 0
        return Swift.readLine(strippingNewline: true)
    }

    /// Without a line editor an answer is read as any line is.
    public func ask(_ question: String) -> String? {
        readLine(prompt: question)
    }

    public func write(_ text: String) {
        pending += text
    }

    public func writeError(_ text: String) {
        flush()
        // A closed or broken standard error leaves nowhere to say so: the message is dropped.
        StandardStream.write(text, to: STDERR_FILENO)
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        if !lostOutput, !StandardStream.write(pending, to: STDOUT_FILENO) {
            lostOutput = true
        }
        pending = ""
    }

    /// Why standard input cannot be read as lines, or nil when it can: a folder given as input, say.
    public static func inputProblem() -> String? {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? "standard input is a folder: give commands on a terminal, through a pipe or in a file" : nil
    }
}

import Foundation
import Synchronization

/// Reads keys on a thread of its own, so that the screen keeps answering (a spinner, Ctrl-C) while a request is under
/// way: bytes become keys through the line editor's `KeyDecoder`, a lone Escape is taken after a pause, a window
/// change is passed on with the window's new size, and the end of input as nil.
final class ScreenKeyReader: Sendable {
    private let terminal: TermiosTerminal
    private let send: @Sendable (ScreenInput?) -> Void
    private let isStopped = Atomic(false)
    /// How long a lone Escape waits for the rest of a sequence.
    static let escapePause = Duration.milliseconds(50)

    init(terminal: TermiosTerminal, send: @escaping @Sendable (ScreenInput?) -> Void) {
        self.terminal = terminal
        self.send = send
    }

    /// Starts reading on a new thread.
    func start() {
        Thread { [self] in read() }.start()
    }

    /// Stops reading: the thread ends once its read returns, which this makes it do.
    func stop() {
        isStopped.store(true, ordering: .sequentiallyConsistent)
        terminal.windowDidChange()
    }

    private func read() {
        var decoder = KeyDecoder()
        while !isStopped.load(ordering: .sequentiallyConsistent) {
            switch terminal.read(timeout: decoder.isWaiting ? Self.escapePause : nil) {
            case let .bytes(bytes): decoder.decode(bytes).forEach { send(.key($0)) }
            case .timedOut: decoder.flush().forEach { send(.key($0)) }
            case .resized:
                guard !isStopped.load(ordering: .sequentiallyConsistent) else { return }
                send(.resized(terminal.size))
            case .closed:
                send(nil)
                return
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full screen's part of the process's terminal: what `restore()` must undo, and the listeners that give the
/// terminal back before the process is stopped from outside (SIGTSTP) and draw again when it is continued (SIGCONT).
struct FullScreenState {
    /// The sequences that leave the full screen, while it is on.
    var leaving: String?
    var listeners: [SignalListener] = []
    var reader: ScreenKeyReader?
}

extension TermiosTerminal: ScreenTerminal {
    func enterFullScreen() -> Bool {
        guard enterRawMode() else { return false }
        fullScreen.withLock { state in
            write(FullScreenSequences.enter)
            state.leaving = FullScreenSequences.leave
            if state.listeners.isEmpty {
                state.listeners = [
                    SignalListener(SIGTSTP) { [weak self] in self?.suspend() }, SignalListener(SIGCONT) { [weak self] in self?.windowDidChange() },
                ]
            }
        }
        return true
    }

    func leaveFullScreen() {
        restore()
    }

    func writeFrame(_ text: String) {
        fullScreen.withLock { state in
            guard state.leaving != nil else { return }
            write(text)
        }
    }

    func startReading(_ send: @escaping @Sendable (ScreenInput?) -> Void) {
        let reader = ScreenKeyReader(terminal: self, send: send)
        fullScreen.withLock { $0.reader = reader }
        reader.start()
    }

    func stopReading() {
        fullScreen.withLock { $0.reader.take() }?.stop()
    }

    /// Stops with SIGSTOP, which nothing can catch, once the terminal is given back; `fg` continues the process here.
    /// A full screen already left stays left.
    func suspend() {
        let wasOn = fullScreen.withLock { $0.leaving != nil }
        restore()
        raise(SIGSTOP)
        guard wasOn else { return }
        _ = enterFullScreen()
        windowDidChange()
    }

    var size: ScreenSize {
        ScreenSize(columns: columns, rows: rows)
    }
}

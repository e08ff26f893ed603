import Drivers
import Synchronization

/// A terminal that counts the bytes written to it and takes keys from the benchmark.
final class BenchmarkTerminal: ScreenTerminal {
    private let state = Mutex<(bytes: Int, send: (@Sendable (ScreenInput?) -> Void)?)>((0, nil))
    let size: ScreenSize

    init(size: ScreenSize) {
        self.size = size
    }

    var bytesWritten: Int { state.withLock { $0.bytes } }

    func type(_ key: Key) {
        state.withLock { $0.send }?(.key(key))
    }

    func enterFullScreen() -> Bool { true }
    func leaveFullScreen() {}
    func writeFrame(_ text: String) { state.withLock { $0.bytes += text.utf8.count } }
    func startReading(_ send: @escaping @Sendable (ScreenInput?) -> Void) { state.withLock { $0.send = send } }
    func stopReading() { state.withLock { $0.send = nil } }
    func suspend() {}
}

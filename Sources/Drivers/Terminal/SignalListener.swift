import Dispatch
import Foundation

/// One signal to the real process: once made, each arrival is passed to `handler` instead of the signal's default action.
final class SignalListener {
    private let source: DispatchSourceSignal

    /// Starts listening for `signal` and returns once the listener is ready; `handler` runs on a background queue,
    /// because the main thread may be blocked reading a line. With `blockingInThisThread`, the signal is blocked in the
    /// calling thread, and in every thread it starts later, and `init` returns at once, without waiting for Dispatch's
    /// threads: for a process whose other threads all block the signal too, as Dispatch's own do, where a signal that
    /// comes before the listener is ready waits for it, pending.
    init(_ signal: Int32, blockingInThisThread: Bool = false, handler: @escaping @Sendable () -> Void) {
        // Dispatch on Linux registers the source later, on its own thread, and only then takes the signal over: until
        // it has, a signal keeps its default action (ending the shop, for most), and one ignored here would be lost,
        // unless every thread blocks it meanwhile.
        if blockingInThisThread { Self.block(signal) }
        source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
        source.setEventHandler(handler: handler)
        guard !blockingInThisThread else {
            source.resume()
            return
        }
        let registered = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { registered.signal() }
        source.resume()
        registered.wait()
    }

    private static func block(_ signal: Int32) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    deinit {
        source.cancel()
    }
}

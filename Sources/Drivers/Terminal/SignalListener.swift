import Dispatch
import Foundation

/// One signal to the real process: once made, each arrival is passed to `handler` instead of the signal's default action.
final class SignalListener {
    private let source: DispatchSourceSignal
    /// Signalled once Dispatch has taken the signal over.
    private let registered = DispatchSemaphore(value: 0)

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
        source.setRegistrationHandler { [registered] in registered.signal() }
        source.resume()
        if !blockingInThisThread { waitUntilRegistered() }
    }

    /// Returns once Dispatch has taken the signal over: from then on no thread's default action can take an arrival.
    func waitUntilRegistered() {
        registered.wait()
        registered.signal()
    }

    /// Listeners for each of `signals`, every one of them blocked in the calling thread before the first listener is
    /// made, as `init(_:blockingInThisThread:handler:)` blocks its own: the threads the first listener starts inherit
    /// the calling thread's mask, and a signal not yet blocked there would take its default action in one of them
    /// before its own listener is ready (a SIGHUP ended the shop with its terminal left raw).
    static func all(_ signals: [(signal: Int32, handler: @Sendable () -> Void)]) -> [SignalListener] {
        signals.forEach { block($0.signal) }
        return signals.map { SignalListener($0.signal, blockingInThisThread: true, handler: $0.handler) }
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

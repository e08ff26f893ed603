import Dispatch
import Foundation

/// One signal to the real process: once made, each arrival is passed to `handler` instead of the signal's default action.
final class SignalListener {
    private let source: DispatchSourceSignal

    /// Starts listening for `signal` and returns once the listener is ready; `handler` runs on a background queue,
    /// because the main thread may be blocked reading a line.
    init(_ signal: Int32, handler: @escaping @Sendable () -> Void) {
        // Dispatch on Linux registers the source later, on its own thread, and only then takes the signal over: until
        // it has, a signal keeps its default action (ending the shop, for most), and one ignored here would be lost.
        let registered = DispatchSemaphore(value: 0)
        source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
        source.setRegistrationHandler { registered.signal() }
        source.setEventHandler(handler: handler)
        source.resume()
        registered.wait()
    }

    deinit {
        source.cancel()
    }
}

import Dispatch
import Foundation

/// One signal to the real process: its default action is switched off and each arrival is passed to `handler`.
final class SignalListener {
    private let source: DispatchSourceSignal

    /// Starts listening for `signal`; `handler` runs on a background queue, because the main thread may be blocked
    /// reading a line.
    init(_ signal: Int32, handler: @escaping @Sendable () -> Void) {
        Foundation.signal(signal, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
        source.setEventHandler(handler: handler)
        source.resume()
    }

    deinit {
        source.cancel()
    }
}

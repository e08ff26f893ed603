import Dispatch
import Foundation

/// Ctrl-C for the real process: the default handler is switched off and each SIGINT is passed to `onInterrupt`.
final class InterruptSignal {
    private let source: DispatchSourceSignal

    /// Starts listening; `onInterrupt` runs on a background queue, because the main thread may be blocked reading a line.
    init(onInterrupt: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: onInterrupt)
        source.resume()
    }

    deinit {
        source.cancel()
    }
}

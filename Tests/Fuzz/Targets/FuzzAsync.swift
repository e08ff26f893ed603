import Dispatch
import Synchronization

/// Runs the asynchronous calls of a port from the fuzzer's synchronous callback.
enum FuzzAsync {
    /// The value `body` comes to, waited for on this thread, which must not be one `body` needs.
    static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }
}

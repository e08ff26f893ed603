import Foundation

extension TaschApp {
    /// Runs the shop (`main`) on the main thread and exits with its status. The main thread runs the main actor's queue
    /// itself (Foundation's `RunLoop`), and the line shell's commands run the work they await there too
    /// (`MainQueueTaskExecutor`), so a command is answered on one thread from start to end, as a one-threaded program
    /// answers it. With a top-level `await`, Dispatch would hand the main queue to another thread at the first
    /// suspension, and each call of a port to one of Swift's pool and its answer back: on a machine whose other
    /// processor is busy, each such hand-over waited for a turn there, and a start took 1.5 ms or 3 to 5 ms by chance.
    public static func runOnMainThread(arguments: [String], environment: [String: String], builtInCatalogue: [UInt8]) -> Never {
        Task { @MainActor in
            exit(await main(arguments: arguments, environment: environment, builtInCatalogue: builtInCatalogue))
        }
        // Never returns: the main queue is always a source of the main run loop.
        RunLoop.main.run()
        exit(ExitStatus.internalError)
    }
}

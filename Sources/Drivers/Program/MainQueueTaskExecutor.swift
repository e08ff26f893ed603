import Dispatch

/// Runs the jobs of nonisolated async code on the main queue, where the main actor's run: preferred by a task
/// (`withTaskExecutorPreference`), the ports' calls a command awaits then run on the thread that awaits them, instead
/// of being handed to one of Swift's pool of threads and their answers handed back.
final class MainQueueTaskExecutor: TaskExecutor {
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

import Entities
import Synchronization
import UseCases

/// A catalogue file opened for the shop: the catalogue to sell from, what the file's other sections hold, and the index
/// still being written for the next start, off the path to the first prompt.
public struct OpenedCatalogue: Sendable {
    /// The catalogue to sell from, which also completes product ids and names as they are typed and tells its extremes.
    public let catalogue: any ProductCatalogue & ProductIDCompleting & ProductNameCompleting & CatalogueExtremes
    /// What the catalogue file's sections beside its products hold, however it was opened (decoded, or from its index):
    /// each feature's store is made from its own section.
    package let sections: CatalogueSections
    let writes: IndexWrites

    init(
        _ catalogue: any ProductCatalogue & ProductIDCompleting & ProductNameCompleting & CatalogueExtremes, sections: CatalogueSections,
        writes: IndexWrites
    ) {
        self.catalogue = catalogue
        self.sections = sections
        self.writes = writes
    }

    /// Whether an index of the catalogue was written, or is being written, since it was opened.
    public var isWritingIndex: Bool {
        writes.hasStarted
    }

    /// Waits until every index being written is on disk; for the shop to call before it exits, so that the next
    /// start finds the index.
    public func finishWriting() async {
        await writes.finish()
    }
}

/// Index writes under way on other threads.
final class IndexWrites: Sendable {
    private let tasks = Mutex<[Task<Void, Never>]>([])

    /// Runs `write` on another thread.
    func start(_ write: @escaping @Sendable () -> Void) {
        let task = Task.detached(priority: .utility) { write() }
        tasks.withLock { $0.append(task) }
    }

    /// Whether any write was started.
    var hasStarted: Bool {
        tasks.withLock { !$0.isEmpty }
    }

    /// Waits for every write started so far.
    func finish() async {
        for task in tasks.withLock({ $0 }) { await task.value }
    }
}

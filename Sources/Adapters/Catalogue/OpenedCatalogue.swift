import Entities
import Synchronization
import UseCases

/// A catalogue file opened for the shop: the catalogue to sell from, the gift cards it issues, and the index still being
/// written for the next start, off the path to the first prompt.
public struct OpenedCatalogue: Sendable {
    /// The catalogue to sell from, which also completes product ids and names as they are typed and tells its extremes.
    public let catalogue: any ProductCatalogue & ProductIDCompleting & ProductNameCompleting & CatalogueExtremes
    /// The gift cards the catalogue file issues, however it was opened (decoded, or from its index).
    public let giftCards: any GiftCardStore
    let writes: IndexWrites

    init(
        _ catalogue: any ProductCatalogue & ProductIDCompleting & ProductNameCompleting & CatalogueExtremes, giftCards: [GiftCard],
        writes: IndexWrites
    ) {
        self.catalogue = catalogue
        self.giftCards = InMemoryGiftCardStore(giftCards)
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

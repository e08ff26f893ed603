import Entities
import Foundation
import UseCases

/// The customer's state kept in files (Docs/state-file.md): a small JSON document of the current state, and beside it
/// an append-only journal of the orders, one JSON line each, which the document says how much of is committed. Every
/// call goes to the files, because another shop may have changed them; a read takes no lock and reads only what it
/// shows, however long the history; a change reads, changes and commits under the lock, so that when it fails nothing
/// changed, and files that cannot be read are never written over.
public actor JSONFileShopStateStore: ShopStateStore {
    /// The largest state document read, and the largest line of the journal, 64 MiB: thousands of wished-for products
    /// fit many times over, and anything larger (a device, a wrong file) is refused before it is read. A change that
    /// would write more is refused before anything is written (`FileSizeLimit`), so the shop never saves what it then
    /// refuses to read.
    public static let maximumFileSize = 64 * 1024 * 1024

    private let files: ShopStateFiles
    /// Whether one of the shop's own changes has its turn: they take turns before the file's lock, one waiting for the
    /// lock at a time, so that a burst of them never waits on itself as if another Tasch held the file.
    private var isChanging = false
    /// The changes waiting for their turn, first first.
    private var waitingChanges: [CheckedContinuation<Void, Never>] = []

    /// A store whose document is at `path` and journal at `journalPath` (by default `journalPath(forStateAt: path)`),
    /// each read up to `maximumFileSize` bytes (a line at a time for the journal); `currency` prices orders that name none.
    public init(
        path: String, journalPath: String? = nil, fileSystem: any FileSystem, currency: Currency, maximumFileSize: Int = maximumFileSize
    ) {
        files = ShopStateFiles(
            path: path, journalPath: journalPath ?? Self.journalPath(forStateAt: path), fileSystem: fileSystem, currency: currency,
            sizeLimit: FileSizeLimit(maximumSize: maximumFileSize)
        )
    }

    /// The journal beside the document at `path`: `state.orders.jsonl` beside `state.json`, `NAME.orders.jsonl` beside
    /// any other `NAME`.
    public static func journalPath(forStateAt path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(".json".count)) : path) + ".orders.jsonl"
    }

    /// Reads the state and checks the journal once, so that damage is reported at start-up instead of at the first
    /// command; converts a document of an earlier version that holds orders, under the lock, so that no later command
    /// reads them all. A conversion that cannot be saved now (a folder that cannot be written, a lock held too long)
    /// leaves the earlier file as it is, to be read as it is and converted by the first change, so that a state that
    /// cannot be written still opens. Returns what the customer should hear of all the same: that the conversion could
    /// not be saved, or is saved but not yet safe on disk; nil when there is nothing to say.
    @discardableResult
    public static func checkState(
        atPath path: String, journalPath: String? = nil, fileSystem: any FileSystem, currency: Currency
    ) async throws(ShopStateFileError) -> String? {
        let store = JSONFileShopStateStore(path: path, journalPath: journalPath, fileSystem: fileSystem, currency: currency)
        // Only orders make an earlier document slow to read on every command; one without is converted at the first change.
        guard case let .earlier(saved)? = try store.files.check(), !saved.orders.isEmpty else { return nil }
        let version = "version \(ShopStateMapper.version)"
        do {
            guard case let .notYetSafe(reason)? = try await store.files.convertIfEarlier() else { return nil }
            return "\(path) is converted to \(version), but not yet safe on disk: \(reason)"
        } catch let error as ShopStateFileError {
            throw error
        } catch {
            return "\(path) could not be converted to \(version) now: \(error); it is read as it is, and converted by the first change saved"
        }
    }

    /// Saves `saved` as one change to the files at `path` (and its journal, by default beside it), the orders in
    /// ascending order of number: how a test or a benchmark makes a history at once, through the store's own writer.
    public static func save(
        _ saved: SavedShop, atPath path: String, journalPath: String? = nil, fileSystem: any FileSystem, currency: Currency
    ) async throws {
        let store = JSONFileShopStateStore(path: path, journalPath: journalPath, fileSystem: fileSystem, currency: currency)
        _ = try await store.files.transact(ordersFrom: nil) { transaction in
            transaction.state = saved.state
            for order in saved.orders.sorted(by: { $0.number < $1.number }) { transaction.place(order) }
        }
    }

    public func read() async throws(DataAccessError) -> ShopState {
        try reading { () throws(ShopStateFileError) in try files.state() }
    }

    /// Not yet safe when the document naming the change is in place but its folder could not be synced: the rename is
    /// the commit (Docs/state-file.md), so the change is made and is never reported as failed.
    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        await takeTurn()
        defer { endTurn() }
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try await files.transact(ordersFrom: first, change)
        } catch let error as ShopStateFileError {
            throw .damaged(error.description)
        } catch let error as LockWaitTimeout {
            throw .busy(error.description)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .notSaved("\(error)")
        }
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        try reading { () throws(ShopStateFileError) in try files.orders(window) }
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        try reading { () throws(ShopStateFileError) in try files.orders(numberedFrom: first) }
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        try reading { () throws(ShopStateFileError) in try files.order(numbered: number) }
    }

    /// Returns once it is this change's turn.
    private func takeTurn() async {
        guard isChanging else {
            isChanging = true
            return
        }
        await withCheckedContinuation { waitingChanges.append($0) }
    }

    /// Ends this change's turn, giving it to the next change waiting, if one is.
    private func endTurn() {
        guard !waitingChanges.isEmpty else {
            isChanging = false
            return
        }
        waitingChanges.removeFirst().resume()
    }

    /// What `read` reads, with damage as the port's error.
    private func reading<Value>(_ read: () throws(ShopStateFileError) -> Value) throws(DataAccessError) -> Value {
        do {
            return try read()
        } catch {
            throw .damaged(error.description)
        }
    }
}

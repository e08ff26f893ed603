import Entities
import Foundation
import UseCases

/// Changing the state by the commit rule (Docs/state-file.md): under the lock, the orders placed are appended to the
/// journal after its committed bytes and synced, then the document naming the new committed length replaces the old in
/// one rename, which is the commit. A crash before the rename leaves the old document, whose committed bytes end before
/// the append; after it, the new one. Once the new document is in place, the commit has happened, whatever fails after
/// it (the folder's sync): the change is then kept, not yet safe, and never undone. A document of an earlier version is
/// converted by the same commit.
extension ShopStateFiles {
    /// Applies `change` to the latest saved state and orders under the lock, and commits what it changed; returns what
    /// `change` returned, and how safely the commit is kept.
    nonisolated(nonsending) func transact<Value: Sendable>(
        ordersFrom first: Int?, _ change: (inout ShopTransaction) -> Value
    ) async throws -> Saved<Value> {
        try await fileSystem.withExclusiveLock(forPath: path) { () throws -> Saved<Value> in
            let base = try latest()
            var transaction = ShopTransaction(state: base.state, lastOrderNumber: base.lastOrderNumber, recentOrders: try first.map(base.recentOrders) ?? [])
            let value = change(&transaction)
            // A change that changes nothing writes nothing, not even the conversion of an earlier version's document.
            guard transaction.state != base.state || !transaction.placedOrders.isEmpty else { return Saved(value) }
            // The journal is searched by number: the rule keeps its numbers ascending.
            try transaction.requireOrderNumbers()
            return Saved(value, durability: try commit(transaction.state, appending: base.pending + transaction.placedOrders, to: base))
        }
    }

    /// Converts a document of an earlier version under the lock, when it still is one: its orders go to a new journal,
    /// numbered in ascending order, and the document is written in this version. Returns how safely the conversion is
    /// kept, or nil when there was none to make.
    nonisolated(nonsending) func convertIfEarlier() async throws -> Durability? {
        try await fileSystem.withExclusiveLock(forPath: path) { () throws -> Durability? in
            let base = try latest()
            guard base.isEarlierVersion else { return nil }
            return try commit(base.state, appending: base.pending, to: base)
        }
    }

    /// What a change starts from: the state and commit record saved, and the orders an earlier version's document holds,
    /// still to be written to the journal.
    struct Base {
        let state: ShopState
        let commit: JournalCommit
        let journal: OrderJournal?
        let documentExists: Bool
        /// An earlier version's orders, in ascending order of number: the journal a conversion writes.
        let pending: [Order]
        /// Whether the document is of an earlier version, which a commit converts.
        let isEarlierVersion: Bool

        /// The number of the last order placed, the highest; nil when none was.
        var lastOrderNumber: Int? { pending.last?.number ?? commit.lastNumber }

        /// The orders numbered `first` or later, newest first.
        func recentOrders(numberedFrom first: Int) throws -> [Order] {
            let earlier = pending.filter { $0.number >= first }
            return ShopStateFiles.newestFirst(earlier + (try journal?.orders(numberedFrom: first) ?? []))
        }
    }

    /// The latest saved state and journal, checked; an earlier version's to be converted under a salt derived from its
    /// bytes, so that a conversion killed before its commit is known for one and redone.
    private func latest() throws -> Base {
        switch try document() {
        case nil:
            let commit = JournalCommit.empty(salt: Self.randomSalt())
            return Base(state: .empty, commit: commit, journal: nil, documentExists: false, pending: [], isEarlierVersion: false)
        case let (.current(state, commit), _)?:
            return Base(state: state, commit: commit, journal: try journal(commit), documentExists: true, pending: [], isEarlierVersion: false)
        case let (.earlier(saved), data)?:
            let commit = JournalCommit.empty(salt: Self.salt(of: data))
            let pending = saved.orders.sorted { $0.number < $1.number }
            return Base(state: saved.state, commit: commit, journal: nil, documentExists: true, pending: pending, isEarlierVersion: true)
        }
    }

    /// Writes `orders` after the committed bytes of `base`'s journal, then the document of `state` that commits them.
    /// Everything is checked before the first byte is written: the numbers ascend, and no file grows past what a read
    /// accepts. When the document cannot be put in place, the append is cut off again, though it was never committed;
    /// once it is in place, the commit stands, and only how safely it is kept is left to say.
    private func commit(_ state: ShopState, appending orders: [Order], to base: Base) throws -> Durability {
        let appended = try journalBytes(orders, after: base.commit)
        let commit = orders.last.map {
            JournalCommit(salt: base.commit.salt, bytes: base.commit.bytes + appended.count, count: base.commit.count + orders.count, lastNumber: $0.number)
        } ?? base.commit
        let document = try ShopStateMapper.data(from: state, journal: commit)
        try sizeLimit.checkWriting(document, toPath: path)
        if !orders.isEmpty {
            if base.commit.bytes == 0 { try requireNoOtherJournal(salt: base.commit.salt) }
            if !base.documentExists { try writeFirstDocument(of: base) }
            try fileSystem.append(appended, toPath: journalPath, after: base.commit.bytes)
        }
        do {
            try fileSystem.writeAtomically(document, toPath: path)
            return .safe
        } catch let notSynced as ReplacedButNotSyncedError {
            // The new document is in place: the commit happened, and the append it commits must stay as it is.
            return .notYetSafe("the folder of \(notSynced.path) could not be synced (\(notSynced.reason))")
        } catch {
            if !orders.isEmpty { try? fileSystem.append(Data(), toPath: journalPath, after: base.commit.bytes) }
            throw error
        }
    }

    /// Writes the document of `base` as it is, nothing committed, so that a journal is never there without a document to
    /// say how much of it is committed. One in place whose folder could not be synced will do: the journal's first
    /// append, in the same folder, syncs the folder before anything is committed.
    private func writeFirstDocument(of base: Base) throws {
        do {
            try fileSystem.writeAtomically(try ShopStateMapper.data(from: base.state, journal: base.commit), toPath: path)
        } catch is ReplacedButNotSyncedError {}
    }

    /// The lines of `orders` to append after `commit`'s bytes: the journal's first line too when it has none yet.
    private func journalBytes(_ orders: [Order], after commit: JournalCommit) throws -> Data {
        guard !orders.isEmpty else { return Data() }
        var bytes = commit.bytes == 0 ? try ShopStateJournalLines.header(salt: commit.salt) : Data()
        for line in try ShopStateJournalLines.lines(orders, from: commit.count) {
            guard line.count <= sizeLimit.maximumSize else {
                throw FileTooLargeToWriteError(path: journalPath + ", one order's line,", maximumSize: sizeLimit.maximumSize)
            }
            bytes += line
        }
        return bytes
    }

    /// Refuses to start a journal over one that another state committed: a file there whose first line is whole and
    /// names another salt. A first line cut short, or naming this salt, is an append that never committed.
    private func requireNoOtherJournal(salt: String) throws {
        guard let file = try fileSystem.openForReading(atPath: journalPath), file.identity.size > 0 else { return }
        let lines = JournalFile(file: file, path: journalPath, end: file.identity.size, maximumLineSize: sizeLimit.maximumSize)
        guard let header = try? lines.line(at: 0) else { return }
        try OrderJournal.requireSalt(of: header, in: lines, matching: .empty(salt: salt))
    }

    /// Sixteen random hexadecimal digits.
    private static func randomSalt() -> String {
        hex(UInt64.random(in: .min ... .max))
    }

    /// Sixteen hexadecimal digits of the hash of `data`.
    private static func salt(of data: Data) -> String {
        hex(data.withUnsafeBytes { ContentHash.hash($0) })
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

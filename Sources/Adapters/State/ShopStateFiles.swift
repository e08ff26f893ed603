import Entities
import Foundation
import UseCases

/// The state document and the order journal beside it, read as one (Docs/state-file.md). A read takes no lock: the
/// document is replaced in one rename, and the journal's committed bytes never change, so a reader sees the state and
/// orders of one commit, old or new. Changes, under the lock, are in ShopStateFiles+Commit.
struct ShopStateFiles: Sendable {
    /// The state document.
    let path: String
    /// The order journal beside it.
    let journalPath: String
    let fileSystem: any FileSystem
    /// Prices orders that name no currency.
    let currency: Currency
    /// The most bytes the document and each journal line may hold: read, and so written.
    let sizeLimit: FileSizeLimit

    /// The document as saved, or nil when there is none; refused when it is damaged, or missing while a journal is there:
    /// a document is always written before its journal's first order, so a journal without one is not a crash's.
    func document() throws(ShopStateFileError) -> (document: SavedDocument, data: Data)? {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path, maximumSize: sizeLimit.maximumSize)
        } catch let error as FileTooLargeError {
            throw ShopStateFileError("\(path): \(error)")
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let data else {
            if let journal = fileSystem.identity(atPath: journalPath), journal.size > 0 {
                throw ShopStateFileError("\(path): missing, yet \(journalPath) holds orders: put the state back beside them")
            }
            return nil
        }
        do {
            return (try ShopStateMapper.map(data, currency: currency), data)
        } catch {
            throw ShopStateFileError("\(path): \(error)")
        }
    }

    /// The customer's current state; an empty one when nothing was saved.
    func state() throws(ShopStateFileError) -> ShopState {
        try document()?.document.state ?? .empty
    }

    /// The saved document, checked with its journal as far as opening checks them (Docs/state-file.md): what a start-up
    /// reads before its first prompt; nil when nothing was saved.
    func check() throws(ShopStateFileError) -> SavedDocument? {
        let document = try document()?.document
        if case let .current(_, commit)? = document { _ = try journal(commit) }
        return document
    }

    /// The orders at positions `window` counted from the newest, newest first, and how many there are.
    func orders(_ window: Range<Int>) throws(ShopStateFileError) -> OrderSlice {
        switch try document()?.document {
        case nil:
            return OrderSlice(orders: [], count: 0)
        case let .earlier(saved)?:
            let newestFirst = Self.newestFirst(saved.orders)
            return OrderSlice(orders: Array(newestFirst[window.clamped(to: 0..<newestFirst.count)]), count: newestFirst.count)
        case let .current(_, commit)?:
            let count = commit.count
            let positions = (count - min(window.upperBound, count))..<(count - min(window.lowerBound, count))
            return OrderSlice(orders: try journal(commit)?.orders(at: positions).reversed() ?? [], count: count)
        }
    }

    /// The orders numbered `first` or later, newest first.
    func orders(numberedFrom first: Int) throws(ShopStateFileError) -> [Order] {
        switch try document()?.document {
        case nil: []
        case let .earlier(saved)?: Self.newestFirst(saved.orders.filter { $0.number >= first })
        case let .current(_, commit)?: try journal(commit)?.orders(numberedFrom: first).reversed() ?? []
        }
    }

    /// The order numbered `number`, or nil.
    func order(numbered number: Int) throws(ShopStateFileError) -> Order? {
        switch try document()?.document {
        case nil: nil
        case let .earlier(saved)?: saved.orders.first { $0.number == number }
        case let .current(_, commit)?: try journal(commit)?.order(numbered: number)
        }
    }

    /// The journal `commit` describes, opened and checked; nil when it commits no order.
    func journal(_ commit: JournalCommit) throws(ShopStateFileError) -> OrderJournal? {
        try OrderJournal.open(
            atPath: journalPath, commit: commit, fileSystem: fileSystem, currency: currency, maximumLineSize: sizeLimit.maximumSize
        )
    }

    static func newestFirst(_ orders: [Order]) -> [Order] {
        orders.sorted { $0.number > $1.number }
    }
}

import Adapters
import Entities
import Foundation

/// The order journal read through `OrderJournal` on any bytes, committed whole, as the state document beside it would
/// describe them: the salt of its first line, and the position and number of its last.
enum OrderJournalFuzzing {
    private static let path = "/fuzz/state.orders"
    /// Small, so that lines longer than a journal may hold are among the inputs.
    private static let maximumLineSize = 2_048

    static let target = FuzzTarget(
        "order-journal", .adapters,
        "OrderJournal over a whole journal file: pages, numbers and single orders agree with each other, or the journal is refused",
        needs: FuzzSeedNeeds(required: { FormatSections.orderPartKinds.map(\.key) }, reached: { JournalLinesFuzzing.orderParts(paying: opened($0)) })
    ) { input in
        let commit = commit(describing: input)
        let files = fileSystem(holding: input)
        do throws(ShopStateFileError) {
            guard let journal = try OrderJournal.open(
                atPath: path, commit: commit, fileSystem: files, currency: .usDollar, maximumLineSize: maximumLineSize
            ) else { return nil }
            return try check(journal, commit: commit)
        } catch {
            return FuzzChecks.requireShort(error.description, from: "OrderJournal")
        }
    }

    /// The orders of the journal `input`, as a document committing all of it opens it: none when it is refused.
    private static func opened(_ input: Data) -> [Order] {
        let commit = commit(describing: input)
        let files = fileSystem(holding: input)
        let journal = try? OrderJournal.open(atPath: path, commit: commit, fileSystem: files, currency: .usDollar, maximumLineSize: maximumLineSize)
        return (try? journal?.orders(at: 0..<max(0, min(commit.count, 256)))) ?? []
    }

    /// A file system holding the journal `input`.
    private static func fileSystem(holding input: Data) -> FuzzFileSystem {
        FuzzFileSystem([path: .init(bytes: input, identity: FileIdentity(device: 1, inode: 1, size: input.count, modificationTime: 1, changeTime: 1))])
    }

    /// What a document committing all of `input` would say: the salt of its first line and the position and number of
    /// its last, where they can be read.
    private static func commit(describing input: Data) -> JournalCommit {
        let lines = input.split(separator: 0x0A)
        let salt = lines.first.flatMap { try? ShopStateJournalLines.salt(inHeader: Data($0)) } ?? "0000000000000000"
        let last = lines.last.flatMap { try? ShopStateJournalLines.entry(Data($0), currency: .usDollar) }
        guard let last, last.position < Int.max else { return JournalCommit(salt: salt, bytes: input.count, count: 1, lastNumber: 1) }
        return JournalCommit(salt: salt, bytes: input.count, count: last.position + 1, lastNumber: last.order.number)
    }

    /// The journal's answers hold together: every order in order, each found by its number, each page a part of the whole.
    private static func check(_ journal: OrderJournal, commit: JournalCommit) throws(ShopStateFileError) -> FuzzFinding? {
        let some = try journal.orders(at: max(0, commit.count - 3)..<commit.count)
        guard some.count == min(3, commit.count), some.last?.number == commit.lastNumber else {
            return FuzzFinding("the newest orders of a journal are not the ones its document commits")
        }
        guard commit.count <= 256 else { return nil }
        let all = try journal.orders(at: 0..<commit.count)
        guard all.count == commit.count, zip(all, all.dropFirst()).allSatisfy({ $0.number < $1.number }) else {
            return FuzzFinding("a journal's orders are not all there, numbered in ascending order")
        }
        for order in all.prefix(8) + all.suffix(8) {
            guard try journal.order(numbered: order.number) == order,
                  try journal.orders(numberedFrom: order.number) == all.filter({ $0.number >= order.number }) else {
                return FuzzFinding("order #\(order.number) is not found by its number as it stands in the journal")
            }
        }
        guard let first = all.first?.number, first > Int.min else { return nil }
        guard try journal.order(numbered: first - 1) == nil else { return FuzzFinding("an order was found by a number no order has") }
        return nil
    }
}

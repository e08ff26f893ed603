import Adapters
import Entities
import Foundation

/// The order journal's lines on any bytes: each line read as the journal's first line and as an order's.
enum JournalLinesFuzzing {
    static let target = FuzzTarget(
        "journal-lines", .adapters,
        "ShopStateJournalLines: each line as a header and as an order; what is read, written and read again is the same; refusals are short",
        needs: FuzzSeedNeeds(required: { FormatSections.orderPartKinds.map(\.key) }, reached: { orderParts(paying: orders(in: $0)) })
    ) { input in
        for line in input.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(64) {
            if let finding = header(Data(line)) ?? order(Data(line)) { return finding }
        }
        return nil
    }

    /// The orders that the lines of `input` read as.
    static func orders(in input: Data) -> [Order] {
        input.split(separator: 0x0A).compactMap { try? ShopStateJournalLines.entry(Data($0), currency: .usDollar).order }
    }

    /// The order parts (`FormatSections.orderPartKinds`) that keep a payment of `orders`.
    static func orderParts(paying orders: [Order]) -> Set<String> {
        let kinds = Set(orders.flatMap { $0.payments.map(\.kind) })
        return Set(FormatSections.orderPartKinds.filter { kinds.contains($0.kind) }.map(\.key))
    }

    private static func header(_ line: Data) -> FuzzFinding? {
        let salt: String
        do {
            salt = try ShopStateJournalLines.salt(inHeader: line)
        } catch {
            return FuzzChecks.requireShort(error.description, from: "the journal's header")
        }
        do {
            let written = try ShopStateJournalLines.header(salt: salt).dropLast()
            let again = try ShopStateJournalLines.salt(inHeader: Data(written))
            return again == salt ? nil : FuzzFinding("a journal header read, written and read again names another salt")
        } catch {
            return FuzzFinding("a journal header read could not be written and read again: \(error)")
        }
    }

    private static func order(_ line: Data) -> FuzzFinding? {
        let entry: (position: Int, order: Order)
        do {
            entry = try ShopStateJournalLines.entry(line, currency: .usDollar)
        } catch {
            return FuzzChecks.requireShort(error.description, from: "a journal line")
        }
        do {
            guard let written = try ShopStateJournalLines.lines([entry.order], from: entry.position).first else {
                return FuzzFinding("an order read from the journal was written as no line")
            }
            let again = try ShopStateJournalLines.entry(Data(written.dropLast()), currency: .usDollar)
            return again.position == entry.position && again.order == entry.order
                ? nil : FuzzFinding("an order line read, written and read again changed")
        } catch {
            return FuzzFinding("an order line read could not be written and read again: \(error)")
        }
    }
}

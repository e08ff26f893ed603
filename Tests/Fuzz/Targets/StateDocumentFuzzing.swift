import Adapters
import Entities
import Foundation
import UseCases

/// The state document's reader on any bytes, of every version; what it reads, written by its writer and read again.
enum StateDocumentFuzzing {
    static let target = FuzzTarget(
        "state-document", .adapters,
        "ShopStateMapper.map: a document of any version read, written and read again is the same state; refusals are short",
        needs: needs
    ) { input in
        let document: SavedDocument
        do throws(ShopStateFileError) {
            document = try ShopStateMapper.map(input, currency: .usDollar)
        } catch {
            return FuzzChecks.requireShort(error.description, from: "ShopStateMapper")
        }
        return roundTrip(document)
    }

    /// What the shop reads, it must write back as it read it: the next start reads the same state, whatever the version
    /// read, so that a writer that drops a part is found. An earlier version's orders go to the journal, not here.
    private static func roundTrip(_ document: SavedDocument) -> FuzzFinding? {
        let commit: JournalCommit
        if case let .current(_, current) = document { commit = current } else { commit = JournalCommit(salt: "0123456789ABCDEF", bytes: 0, count: 0, lastNumber: nil) }
        do {
            let written = try ShopStateMapper.data(from: document.state, journal: commit)
            let again = try ShopStateMapper.map(written, currency: .usDollar)
            guard again == .current(document.state, commit) else {
                return FuzzFinding("a state document read, written and read again changed: \(difference(document.state, again.state))")
            }
            return nil
        } catch {
            return FuzzFinding("a state document read could not be written and read again: \(error)")
        }
    }

    /// The parts of the state that differ, by name, for the finding's message.
    private static func difference(_ read: ShopState, _ again: ShopState) -> String {
        let parts: [(String, Bool)] = [
            ("wishList", read.wishList == again.wishList), ("ratings", read.ratings == again.ratings), ("sold", read.sold == again.sold),
            ("giftCardsPaid", read.giftCardsPaid == again.giftCardsPaid), ("nextOrderNumber", read.nextOrderNumber == again.nextOrderNumber),
        ]
        let changed = parts.filter { !$0.1 }.map(\.0)
        return changed.isEmpty ? "the journal's commit, or a part not named here" : changed.joined(separator: ", ")
    }

    /// Every version the reader accepts, and every part of the document (`FormatSections.stateDocumentKeys`), filled.
    private static let needs = FuzzSeedNeeds(
        required: { (1...ShopStateMapper.version).map { "version \($0)" } + FormatSections.stateDocumentKeys },
        reached: { input in
            guard (try? ShopStateMapper.map(input, currency: .usDollar)) != nil, let fields = FuzzSeedNeeds.fields(of: input) else { return [] }
            let version = (fields["version"] as? Int).map { ["version \($0)"] } ?? []
            return FuzzSeedNeeds.filled(FormatSections.stateDocumentKeys, in: fields).union(version)
        }
    )
}

import Adapters
import Entities
import Foundation

/// The state document's reader on any bytes, of every version.
enum StateDocumentFuzzing {
    static let target = FuzzTarget(
        "state-document", .adapters,
        "ShopStateMapper.map: a document of this version read, written and read again is the same; refusals are short"
    ) { input in
        let document: SavedDocument
        do throws(ShopStateFileError) {
            document = try ShopStateMapper.map(input, currency: .usDollar)
        } catch {
            return FuzzChecks.requireShort(error.description, from: "ShopStateMapper")
        }
        guard case let .current(state, commit) = document else { return nil }
        // What the shop reads, it must write back as it read it: the next start reads the same state.
        do {
            let written = try ShopStateMapper.data(from: state, journal: commit)
            let again = try ShopStateMapper.map(written, currency: .usDollar)
            return again == document ? nil : FuzzFinding("a state document read, written and read again changed")
        } catch {
            return FuzzFinding("a state document read could not be written and read again: \(error)")
        }
    }
}

import Foundation
import TaschFuzzTargets
import XCTest

/// Every input kept in the corpora of the fuzz targets that read with the Adapters (Tests/Fuzz/Corpus), seeds and past
/// findings, run once through its target: the quick replay CI makes of what Scripts/fuzz.sh runs for minutes.
final class ReplayFuzzCorporaTests: XCTestCase {
    func test_everyAdaptersCorpusInput_isAnsweredAsItsTargetRequires() throws {
        XCTAssertEqual(try FuzzCorpus.replay(.adapters), [])
    }

    func test_corpusFolders_areExactlyTheFuzzTargets_eachWithSeeds() throws {
        XCTAssertEqual(try FuzzCorpus.targetNames(), FuzzTarget.all.map(\.name).sorted())
        for target in FuzzTarget.all {
            XCTAssertFalse(try FuzzCorpus.inputs(of: target).isEmpty, target.name)
        }
    }

    func test_everyVersionAndRegisteredPartOfTheAdaptersFormats_isReachedBySomeSeed() throws {
        XCTAssertEqual(try FuzzCorpus.unreached(.adapters), [])
    }

    func test_unreached_namesEachVersionAndPartOnlyARemovedSeedReached() throws {
        let corpora = try copyOfTheCorpora()
        for seed in [
            "state-document/version-4", "state-document/version-4-no-card-paid", "journal-lines/orders-paid-by-card", "catalogue/gift-cards", "index/from-gift-cards",
            // The promotion's seeds hold a card too.
            "catalogue/promotions", "index/from-promotions", "journal-lines/discounted-order",
        ] {
            try FileManager.default.removeItem(at: corpora.appendingPathComponent(seed))
        }

        XCTAssertEqual(try FuzzCorpus.unreached(.adapters, in: corpora), [
            "catalogue: giftCards", "catalogue: promotions", "state-document: version 4", "state-document: giftCardsPaid",
            "journal-lines: promotion", "journal-lines: giftCard", "index: giftCards", "index: promotions",
        ])
    }

    private func copyOfTheCorpora() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-corpora-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: FuzzCorpus.folder, to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        return copy
    }
}

import Foundation
import TaschFuzzTargets
import XCTest

/// The `index` fuzz target's seeds are the indexes a start writes for the catalogue target's seeds, kept compact
/// (Tests/Fuzz/Targets/SealedIndex.swift): a fuzzer starting from an index the shop refuses would spend its minutes on
/// the header. When the index format changes, write them again: `TASCH_RECORD_FUZZ_SEEDS=1 swift test --filter
/// CatalogueIndexFuzzSeedsTests`.
final class CatalogueIndexFuzzSeedsTests: XCTestCase {
    private let folder = FuzzCorpus.folder.appendingPathComponent("index")

    func test_indexSeeds_areTheIndexesAStartWritesForTheCatalogueSeeds() async throws {
        let seeds = try await FuzzCorpus.indexSeeds()
        XCTAssertGreaterThanOrEqual(seeds.count, 3)
        for seed in seeds {
            let file = folder.appendingPathComponent(seed.name)
            if ProcessInfo.processInfo.environment["TASCH_RECORD_FUZZ_SEEDS"] == "1" { try seed.bytes.write(to: file) }
            XCTAssertEqual(try? Data(contentsOf: file), seed.bytes, "\(seed.name): write the seeds again (see above)")
        }
    }

    func test_everyIndexSeed_opensAsAnIndexTheShopAnswersFrom() throws {
        let seeds = try FuzzCorpus.inputs(of: XCTUnwrap(FuzzTarget.named("index"))).filter { $0.name.hasPrefix("from-") }
        XCTAssertGreaterThanOrEqual(seeds.count, 3)
        for seed in seeds {
            XCTAssertTrue(FuzzCorpus.opensAsIndex(seed.bytes), seed.name)
        }
    }
}

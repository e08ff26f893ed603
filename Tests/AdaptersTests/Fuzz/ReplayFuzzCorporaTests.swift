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
}

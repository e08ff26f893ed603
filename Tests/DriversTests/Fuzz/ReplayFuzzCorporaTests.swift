import Foundation
import TaschFuzzTargets
import XCTest

/// Every input kept in the corpora of the fuzz targets that read with the Drivers (Tests/Fuzz/Corpus), seeds and past
/// findings, run once through its target: the quick replay CI makes of what Scripts/fuzz.sh runs for minutes.
final class ReplayFuzzCorporaTests: XCTestCase {
    func test_everyDriversCorpusInput_isAnsweredAsItsTargetRequires() throws {
        XCTAssertEqual(try FuzzCorpus.replay(.drivers), [])
    }

    func test_everyPlaceOfASecretInTheCommandTable_isReachedBySomeSeed() throws {
        XCTAssertEqual(try FuzzCorpus.unreached(.drivers), [])
    }

    func test_unreached_namesEachPlaceOfASecretOnlyRemovedSeedsReached() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-corpora-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: FuzzCorpus.folder, to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let commands = copy.appendingPathComponent("command")
        for seed in try FileManager.default.contentsOfDirectory(atPath: commands.path) where seed.contains("card") {
            try FileManager.default.removeItem(at: commands.appendingPathComponent(seed))
        }

        XCTAssertEqual(try FuzzCorpus.unreached(.drivers, in: copy), [
            "command: checkout", "command: card", "command: --card", "command: a word that calls no command", "command: a later statement",
        ])
    }
}

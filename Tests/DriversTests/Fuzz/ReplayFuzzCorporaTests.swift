import Foundation
import TaschFuzzTargets
import XCTest

/// Every input kept in the corpora of the fuzz targets that read with the Drivers (Tests/Fuzz/Corpus), seeds and past
/// findings, run once through its target: the quick replay CI makes of what Scripts/fuzz.sh runs for minutes.
final class ReplayFuzzCorporaTests: XCTestCase {
    func test_everyDriversCorpusInput_isAnsweredAsItsTargetRequires() throws {
        XCTAssertEqual(try FuzzCorpus.replay(.drivers), [])
    }
}

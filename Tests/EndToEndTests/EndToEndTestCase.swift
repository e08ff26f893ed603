import Foundation
import XCTest

/// A test of the built binary with a fresh folder of its own, and a state file path in it to pass with `--state`.
class EndToEndTestCase: XCTestCase {
    var tasch: TaschProcess!
    var statePath: String { tasch.folder.appendingPathComponent("state.json").path }

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }
}

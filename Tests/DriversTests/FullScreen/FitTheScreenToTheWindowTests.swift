@testable import Drivers
import XCTest

/// The full screen in every window from 80×24 down to its smallest, 40×10, as a person meets it: the keys for help and
/// quitting always in the status line, and no price or total ever cut.
@MainActor
final class FitTheScreenToTheWindowTests: XCTestCase {
    func test_theStatusLine_keepsHelpAndQuitOnEveryViewAtEverySize() async throws {
        for size in everyWindowSize {
            for view in try await EveryViewTour.views(at: size) {
                // While a search is typed every key types, so its ways out are Escape and Ctrl-C.
                let keys = view.isSearching ? ["Esc leave the search", "Ctrl-C quit"] : ["? help", "q quit"]
                XCTAssertTrue(keys.allSatisfy(view.status.contains), "\(view.name): \(view.status)")
                XCTAssertFalse(view.status.hasSuffix("…"), "\(view.name): a hint is cut: \(view.status)")
            }
        }
    }
}

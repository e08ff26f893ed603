import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// A call held up in a whole session, for as long as the test likes: the loading line waits on the session's clock,
/// never the machine's, so on a stopped clock it never appears, however slow the machine.
@MainActor
final class HeldUpCallSessionTests: XCTestCase {
    func test_aSaveHeldUpByAnotherShop_showsNoLoadingLineWhileTheSessionsClockStandsStill() async throws {
        let files = ShopSession.makeFiles()
        let clock = ManualFaultClock()
        let letGo = try XCTUnwrap(files.holdLock(forPath: "/state.json"), "the lock was free")
        // Standard error stands for a terminal, where a loading line would show.
        let session = Task { await ShopSession.run(["add 1"], files: files, faultClock: clock, errorIsTerminal: true) }

        await clock.waitForSleepers()
        let waits = clock.requestedSleeps
        letGo()
        let ended = await session.value
        let saved = try await JSONFileShopStateStore(path: "/state.json", fileSystem: files, currency: usd).read()

        XCTAssertEqual(waits, [.milliseconds(100)], "the loading line waits on the session's clock")
        XCTAssertEqual(ended.status, 0)
        XCTAssertEqual(ended.console.errors, "")
        XCTAssertEqual(saved.wishList.productIDs, [id(1)], "the save was made once the lock was let go")
    }
}

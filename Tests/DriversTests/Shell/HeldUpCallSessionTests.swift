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

        XCTAssertEqual(waits, [.milliseconds(100)], "the loading line waits on the session's clock")
        XCTAssertEqual(ended.status, 0)
        XCTAssertEqual(ended.console.errors, "")
        XCTAssertEqual(try savedWishListIDs(in: files), [1], "the save was made once the lock was let go")
    }

    private func savedWishListIDs(in files: InMemoryFileSystem) throws -> [Int] {
        let data = try XCTUnwrap(files.files["/state.json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["wishList"] as? [[String: Any]]).compactMap { $0["productID"] as? Int }
    }
}

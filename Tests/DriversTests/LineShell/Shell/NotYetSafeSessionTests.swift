import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The shop tells the customer the truth about what a failing disk did to a change: placed, but not yet safe when the
/// state's folder could not be synced after the commit.
@MainActor
final class NotYetSafeSessionTests: XCTestCase {
    private let folderSyncFails: @Sendable (FileSystemStep) -> Bool = { $0 == .sync("/") }

    func test_checkoutWhoseFolderCannotBeSyncedAfterTheCommit_saysTheOrderIsPlacedButNotYetSafe() async {
        let files = ShopSession.makeFiles()
        _ = await ShopSession.run(["add 1", "checkout --yes", "add 2"], files: files)
        files.failSteps(because: "Input/output error", where: folderSyncFails)

        let session = await ShopSession.run(["checkout --yes"], files: files)
        files.failSteps(because: nil)
        let after = await ShopSession.run(["orders"], files: files)

        XCTAssertEqual(session.status, 0, session.console.errors)
        XCTAssertTrue(session.console.output.hasPrefix("""
        Thank you! Order #1002 is placed.
        Saved, but not yet safe on disk: the folder of /state.json could not be synced (Input/output error); a crash of the \
        computer or a power cut now could still undo it.

        """), session.console.output)
        XCTAssertTrue(after.console.output.hasPrefix("Your orders: 2 orders"), after.console.output)
    }

    func test_changeWhoseFolderCannotBeSyncedAfterTheCommit_saysWhatWasDoneAndThatItIsNotYetSafe() async {
        let files = ShopSession.makeFiles()
        _ = await ShopSession.run(["add 1"], files: files)
        files.failSteps(because: "Input/output error", where: folderSyncFails)

        let session = await ShopSession.run(["rate 1 4"], files: files)

        XCTAssertEqual(session.status, 0, session.console.errors)
        XCTAssertEqual(session.console.output, """
        You rated "Heron Tote" ★★★★☆ 4/5.
        Saved, but not yet safe on disk: the folder of /state.json could not be synced (Input/output error); a crash of the \
        computer or a power cut now could still undo it.

        """)
    }
}

import Foundation
import XCTest

/// `tasch --screen` on a pseudo-terminal when keys come faster than the shop answers them: a burst of `a` while another
/// shop holds the state file's lock.
final class ScreenUnderLoadEndToEndTests: XCTestCase {
    private var home: TaschProcess!
    private var statePath: String { home.folder.appendingPathComponent("state.json").path }

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_aBurstOfAWhileAnotherShopSaves_saysItWaitsInTheStatusLineAndTakesEveryPressInTurn() throws {
        let held = try holdLock()
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")

        shop.type("aaa")
        let waiting = shop.waitUntil("the wait said in the status line") { $0[23].contains("waiting for another Tasch to finish saving…  Ctrl-C cancels") }
        XCTAssertTrue(waiting[0].hasPrefix(" Tasch"), "nothing scrolled the screen:\n\(waiting.joined(separator: "\n"))")
        XCTAssertEqual(waiting[1], "Catalogue: 10 products")
        close(held)

        shop.waitUntil("added, taken off and added again") { $0[0].hasSuffix("Your wish list: 1 item · Total: $64.50") && !$0[23].contains("waiting") }
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let wish = try home.run(["--state", statePath, "-c", "wish"])
        XCTAssertTrue(wish.output.hasPrefix("Your wish list: 1 item"), wish.output)
    }

    /// Takes the state file's lock as another shop saving would; close the descriptor to let go.
    private func holdLock() throws -> Int32 {
        // Never handed down to the shop the test starts, which would hold the lock on after the test let go.
        let descriptor = open(statePath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw CocoaError(.fileLocking) }
        return descriptor
    }
}

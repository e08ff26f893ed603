@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Whole sessions with faults injected, in-process, on a scripted console, in-memory files and a manual clock.
@MainActor
final class FaultSessionTests: XCTestCase {
    func test_failedCall_saysWhatFailedThatItWasInjectedAndHowToRetry() async {
        let (_, console, _) = await runSession(["catalogue"], faults: "catalogue=1*fail(no-internet)")

        XCTAssertEqual(console.errors, """
        line 1: no internet connection: check your connection and try again
          (injected at catalogue by fault entry "catalogue=1*fail(no-internet)"; type "retry" to try again)

        """)
        XCTAssertEqual(console.output, "")
    }

    func test_retry_repeatsTheLastFailedCommandAndSucceeds() async {
        let (_, console, _) = await runSession(["show 2", "retry"], faults: "product=1*fail(timeout)")

        XCTAssertTrue(console.output.hasPrefix("Brass Lamp (#2)"), console.output)
        XCTAssertTrue(console.errors.hasPrefix("line 1: the shop did not answer in time: try again\n"), console.errors)
    }

    func test_retry_saysSoWhenNothingHasFailed() async {
        let (_, console, _) = await runSession(["retry"])

        XCTAssertEqual(console.errors, "line 1: there is nothing to retry: no command has failed\n")
    }

    func test_retry_forgetsTheCommandOnceItSucceededAndSaysNothingFailedSince() async {
        let (_, console, _) = await runSession(["cart", "retry", "retry"], faults: "cart=1*fail")

        XCTAssertTrue(console.errors.hasSuffix("line 3: there is nothing to retry: \"cart\" went through when retried, and nothing has failed since\n"), console.errors)
    }

    func test_retry_neverRepeatsALineThatCannotBeReadOrACommandAboutTheSession() async {
        let (_, console, _) = await runSession(["cart", "retry", "shwo 1", "fault cart", "retry"], faults: "cart=1*fail")

        XCTAssertTrue(console.errors.hasSuffix("line 5: there is nothing to retry: \"cart\" went through when retried, and nothing has failed since\n"), console.errors)
    }

    func test_fault_withAPointAlone_saysItsTermsAreMissing() async {
        let (status, console, _) = await runSession(["fault cart"])

        XCTAssertEqual(status, 1)
        XCTAssertEqual(console.errors, "line 1: fault cart needs its terms, what calls there do, like \"fault cart 1*fail\": usage: fault POINT TERMS, fault PRESET or fault clear\n")
    }

    func test_fault_withAPreset_setsItsEntries() async {
        let (_, console, _) = await runSession(["fault demo", "cart"])

        XCTAssertTrue(console.output.hasPrefix("Faults set: *=1*fail(no-internet)->off (the demo preset)\n"), console.output)
        XCTAssertTrue(console.errors.hasPrefix("line 2: no internet connection"), console.errors)
    }

    func test_failedAdd_changesNothingInTheStateFile() async {
        let files = makeFiles()
        _ = await runSession(["add 1"], files: files)
        let saved = files.files["/state.json"]

        let (_, console, _) = await runSession(["add 2", "wish"], faults: "add=fail", files: files)

        XCTAssertEqual(files.files["/state.json"], saved)
        XCTAssertTrue(console.output.hasPrefix("Your wish list: 1 item\n"), console.output)
    }

    func test_failedCheckout_keepsTheWishListStockAndOrders() async {
        let files = makeFiles()
        _ = await runSession(["add 1"], files: files)
        let saved = files.files["/state.json"]

        _ = await runSession(["checkout --yes"], faults: "checkout=fail(timeout)", files: files)

        XCTAssertEqual(files.files["/state.json"], saved)
    }

    func test_faultCommand_setsAnEntryAtThePrompt() async {
        let (_, console, _) = await runSession(["fault wish 1*fail", "fault wishlist 1*fail(not-found)", "wish"])

        XCTAssertTrue(console.output.hasPrefix("Fault set: wishlist=1*fail(not-found)\n"), console.output)
        XCTAssertTrue(console.errors.contains("line 1: fault spec: \"wish=1*fail\": unknown point \"wish\""), console.errors)
        XCTAssertTrue(console.errors.contains("line 3: the shop's data could not be found\n"), console.errors)
    }

    func test_faultClear_removesEveryEntry() async {
        let (_, console, _) = await runSession(["fault clear", "cart"], faults: "offline")

        XCTAssertEqual(console.errors, "")
        XCTAssertTrue(console.output.hasPrefix("No faults are injected now.\n"), console.output)
    }

    func test_faults_listsTheEntriesAndWhatEachPointSawAndWhatItsNextCallMeets() async {
        let (_, console, _) = await runSession(["catalogue", "catalogue", "faults"], faults: "catalogue=1*fail;cart=30%fail", seed: "9")

        XCTAssertTrue(console.output.hasSuffix("""
        Faults (seed 9):
          catalogue=1*fail(no-internet)  fired, now off
          cart=30%fail(no-internet)      armed
          point       calls   failed  delayed     lost  next call
          catalogue       2        1        0        0  ok
          product         0        0        0        0  ok
          wishlist        0        0        0        0  ok
          add             0        0        0        0  ok
          remove          0        0        0        0  ok
          quantity        0        0        0        0  ok
          cart            0        0        0        0  30%fail(no-internet)
          checkout        0        0        0        0  ok
          orders          0        0        0        0  ok
          rate            0        0        0        0  ok
          search          0        0        0        0  ok
          ratings         0        0        0        0  ok
          giftcard        0        0        0        0  ok

        """), console.output)
    }

    func test_faults_saysALostAnswerFiredAndIsOffNow() async {
        let (_, console, _) = await runSession(["add 1", "checkout --yes", "faults"], faults: "checkout=1*lose", seed: "9")

        XCTAssertTrue(console.output.contains("Faults (seed 9):\n  checkout=1*lose  fired, now off\n"), console.output)
        XCTAssertTrue(console.output.contains("  checkout        1        0        0        1  ok\n"), console.output)
    }

    func test_faults_saysWherePresetsEntryIsStillArmed() async {
        let (_, console, _) = await runSession(["catalogue", "cart", "faults"], faults: "demo", seed: "9")

        XCTAssertTrue(console.output.contains("  *=1*fail(no-internet)->off  armed at 11 of 13 points\n"), console.output)
        XCTAssertTrue(console.output.contains("  product         0        0        0        0  1*fail(no-internet)\n"), console.output)
    }

    func test_faults_showsTheSeedWhenNoFaultIsInjected() async {
        let (_, console, _) = await runSession(["faults"], seed: "9")

        XCTAssertTrue(console.output.hasPrefix("No faults are injected (seed 9). Set one with"), console.output)
    }

    func test_sameSeed_printsTheSameOutput() async {
        let lines = Array(repeating: "cart", count: 12)
        let (_, first, _) = await runSession(lines, faults: "cart=30%fail", seed: "4")
        let (_, second, _) = await runSession(lines, faults: "cart=30%fail", seed: "4")

        XCTAssertEqual(first.output + first.errors, second.output + second.errors)
        XCTAssertTrue(first.errors.contains("no internet connection"), first.errors)
    }

    func test_start_announcesAChosenSeedWhenFaultsAreOn() async {
        let (_, console, _) = await runSession([], faults: "demo", seed: nil)

        XCTAssertEqual(console.errors, "tasch: faults on (*=1*fail(no-internet)->off); seed 77: replay with --fault-seed 77\n")
    }

    func test_startAtATerminal_saysWhatTheDemoPresetDoesAndThatTheNextFewCallsFailOnceEach() async {
        let (_, console, _) = await runSession([], faults: "demo", seed: "9", interactive: true)

        XCTAssertTrue(console.output.hasPrefix("""
        Tasch, a shop in your terminal. Type "help" for the commands, "quit" to leave.
        Faults are on (the demo preset): every point fails once, then works. So the next few calls fail once each, one at \
        every point, the start screen's first: type "retry" after each to go on. "faults" shows what is still armed; \
        "fault clear" turns faults off.


        """), console.output)
    }

    func test_startAtATerminal_saysWhichPointsFailOnceForASpecAndWhatAPresetThatNeverEndsDoes() async {
        let (_, spec, _) = await runSession([], faults: "cart=1*fail;checkout=1*lose", seed: "9", interactive: true)
        let (_, offline, _) = await runSession([], faults: "offline", seed: "9", interactive: true)

        XCTAssertTrue(spec.output.contains("""
        Faults are on: cart=1*fail(no-internet); checkout=1*lose. So the next call at cart and checkout fails once: type \
        "retry" after it to go on. "faults" shows what is still armed; "fault clear" turns faults off.

        """), spec.output)
        XCTAssertTrue(offline.output.contains("""
        Faults are on (the offline preset): every call fails with no internet. "faults" shows what is still armed; \
        "fault clear" turns faults off.

        """), offline.output)
    }

    func test_startAtATerminal_saysNothingAboutFaultsWhenNoneAreOn() async {
        let (_, console, _) = await runSession([], interactive: true)

        XCTAssertFalse(console.output.contains("Faults are on"), console.output)
    }

    func test_start_refusesAMalformedSpecWithUsageStatus() async {
        let (status, console, _) = await runSession(["catalogue"], faults: "cart=1*")

        XCTAssertEqual(status, 64)
        XCTAssertEqual(console.errors, "tasch: fault spec: \"cart=1*\": unknown action \"\" (expected off, fail, lose or delay)\nTry 'tasch --help' for the options.\n")
    }

    func test_interrupt_cancelsTheSlowCallAndCarriesOnWithTheNextLine() async {
        let clock = ManualFaultClock()
        let canceller = CommandCanceller()
        let session = Task { await self.runSession(["catalogue", "catalogue"], faults: "catalogue=1*delay(5s)->off", clock: clock, canceller: canceller) }
        await clock.waitForSleepers(2)

        XCTAssertTrue(canceller.interrupt())
        let (status, console, _) = await session.value

        XCTAssertEqual(status, 1, "a cancelled command counts as a failed one in a script")
        XCTAssertTrue(console.errors.hasPrefix("line 1: cancelled: nothing was changed\n"), console.errors)
        XCTAssertTrue(console.output.hasPrefix("Catalogue: 3 products"), console.output)
    }

    func test_interrupt_cancelsTheStartScreenAndGoesOnToThePrompt() async {
        let clock = ManualFaultClock()
        let canceller = CommandCanceller()
        let session = Task {
            await self.runSession(["quit"], faults: "catalogue=1*delay(5s)->off", interactive: true, clock: clock, canceller: canceller)
        }
        await clock.waitForSleepers(2)

        XCTAssertTrue(canceller.interrupt())
        let (status, console, _) = await session.value

        XCTAssertEqual(status, 0)
        XCTAssertEqual(console.errors, "cancelled: nothing was changed\n")
        XCTAssertEqual(console.prompts, ["tasch> "])
    }

    func test_interrupt_withNoCommandInFlightAsksToLeave() async {
        XCTAssertFalse(CommandCanceller().interrupt())
    }

    func test_slowCall_showsTheLoadingLineOnATerminalUntilTheAnswerComes() async {
        let clock = ManualFaultClock()
        let session = Task { await self.runSession(["cart"], faults: "cart=delay(300ms)", clock: clock, errorIsTerminal: true) }
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(100))
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(200))

        let (_, console, _) = await session.value

        XCTAssertTrue(console.errors.hasPrefix("\r⠋ loading…"), console.errors)
        XCTAssertTrue(console.errors.hasSuffix("\r\u{1B}[2K"), console.errors)
        XCTAssertTrue(console.output.hasPrefix("Your cart\nYour cart is empty"), console.output)
    }

    private func makeFiles() -> InMemoryFileSystem {
        InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])
    }

    private func runSession(
        _ lines: [String],
        faults: String? = nil,
        seed: String? = "1",
        interactive: Bool = false,
        files: InMemoryFileSystem? = nil,
        clock: ManualFaultClock = ManualFaultClock(),
        canceller: CommandCanceller = CommandCanceller(),
        errorIsTerminal: Bool = false
    ) async -> (status: Int32, console: ScriptedConsole, files: InMemoryFileSystem) {
        let files = files ?? makeFiles()
        let console = ScriptedConsole(lines: lines, isInteractive: interactive)
        let faultArguments = (faults.map { ["--faults", $0] } ?? []) + (seed.map { ["--fault-seed", $0] } ?? [])
        let status = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json"] + faultArguments,
            environment: [:],
            console: console,
            fileSystem: files,
            outputIsTerminal: false,
            errorIsTerminal: errorIsTerminal,
            services: .stopped(faultClock: clock, canceller: canceller),
            chooseSeed: { 77 }
        )
        return (status, console, files)
    }
}

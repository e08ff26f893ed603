import Adapters
import Entities
@testable import Drivers
import Foundation
import TaschTestSupport
import UseCases

/// The full screen over a catalogue (the bundled one unless told), in-process, over the real composition (the
/// catalogue file opened as a start opens it, the interactors, presenters and fault gate of the shell) with a state in
/// memory in place of the state file, on a scripted terminal: a session a
/// test drives step by step, each step's keys followed by the text that shows they were taken. Orders are dated by a
/// stopped clock and shown in UTC, so every screen is the same on every machine.
@MainActor
final class ScreenTour {
    let terminal: ScriptedScreenTerminal
    let program: ScreenProgram
    /// What the shop remembers, which a test may change as another shop would.
    let state = InMemoryShopStateStore()
    /// The session's clock, which moves only when the test moves it: delays, and how long a call may take before the
    /// spinner turns.
    let clock = ManualFaultClock()
    /// Where a save says it waits for another shop, as the world's file system says it.
    let lockWaits: LockWaitNotices
    /// What the screen says once it has given the terminal back.
    let console = ScriptedConsole(lines: [])
    private var run: Task<Int32, Never>?

    /// A tour of `catalogue` in a window of `columns` × `rows`, with `faults` planned, drawn in `style`.
    init(
        catalogue: Catalogue? = nil, columns: Int = 80, rows: Int = 24, faults spec: String = "",
        style: ScreenStyle = ScreenStyle(usesColour: true, isUnicode: true), giftCards: [GiftCard] = [],
        lockWaits: LockWaitNotices = LockWaitNotices()
    ) async throws {
        terminal = ScriptedScreenTerminal(columns: columns, rows: rows)
        self.lockWaits = lockWaits
        let catalogue = try catalogue ?? Self.bundledCatalogue()
        var settings = Settings.composed(usesColour: style.usesColour)
        settings.timeZoneName = "UTC"
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: true,
            builtInCatalogue: CatalogueFileText.json(for: catalogue, giftCards: giftCards),
            services: SessionServices(faultClock: clock, shopClock: FixedShopClock(), checkoutKeys: SequentialCheckoutKeys()), lockWaits: lockWaits,
            overrides: { [state] in $0.register((any ShopStateStore).self) { _ in state } }
        )
        (program, _) = try await CompositionRoot.makeScreen(
            for: Session.composed(in: world, settings: settings, faults: spec), on: terminal, isUnicode: style.isUnicode
        )
    }

    /// Starts the screen and waits for `shown`.
    func start(showing shown: String, file: StaticString = #filePath, line: UInt = #line) async {
        await start(file: file, line: line) { $0.text.contains(shown) }
    }

    /// Starts the screen and waits until `condition` holds of it.
    func start(file: StaticString = #filePath, line: UInt = #line, until condition: (ScriptedScreenTerminal) -> Bool) async {
        run = Task { await program.run() }
        await terminal.waitUntil(file: file, line: line, condition)
    }

    /// Types `keys`, then waits until the screen shows `shown`.
    func type(_ keys: Key..., showing shown: String, file: StaticString = #filePath, line: UInt = #line) async {
        keys.forEach { terminal.type($0) }
        await terminal.waitUntil(file: file, line: line) { $0.text.contains(shown) }
    }

    /// Types `keys`, then waits until `condition` holds of the screen.
    func type(_ keys: Key..., file: StaticString = #filePath, line: UInt = #line, until condition: (ScriptedScreenTerminal) -> Bool) async {
        keys.forEach { terminal.type($0) }
        await terminal.waitUntil(file: file, line: line, condition)
    }

    /// Types `key`, whose calls wait on the session's clock, and waits until `count` more sleep on it (an injected
    /// delay, the moment before the spinner turns): until then, moving the clock would pass them unseen.
    func type(_ key: Key, thenSleepers count: Int) async {
        let sleeping = clock.sleeperCount
        terminal.type(key)
        await clock.waitForSleepers(sleeping + count)
    }

    /// Closes any dialog, quits and returns the exit status.
    func quit() async -> Int32? {
        terminal.type(.escape, .text("q"))
        return await run?.value
    }

    /// Waits for the screen to end by itself, and returns the exit status.
    func end() async -> Int32? {
        await run?.value
    }

    /// The catalogue bundled with the shop, which `swift run tasch` opens.
    static func bundledCatalogue() throws -> Catalogue {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Resources/catalogue.json")
        return try CatalogueMapper.map(Data(contentsOf: url))
    }
}

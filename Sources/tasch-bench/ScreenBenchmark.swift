import Adapters
import Drivers
import Foundation
import Synchronization
import UseCases

/// The full screen timed key by key: a screen over the catalogue given, composed as `--screen` composes it (the
/// composition root's own registrations, the catalogue overriding the one a start opens, with no state file and a
/// clock that never turns the spinner), takes each key and answers it (the update, the use case, the presenter, the
/// frame written), and each key is timed from the moment it is typed to the frame that shows its answer, with the
/// bytes that frame wrote.
@MainActor
public enum ScreenBenchmark {
    /// One run of keys: each key as a person would name it, how long it took to be answered on screen, how long until
    /// the count of the page it showed was complete too, and how many bytes it wrote in all.
    public struct Measurement: Sendable {
        public let name: String
        public let keys: [String]
        public let seconds: [Double]
        public let countedSeconds: [Double]
        public let bytes: [Int]
    }

    /// Moving down a whole page, typing a search, and opening a product, in a window of `columns` × `rows`.
    public static func measure(catalogue: OpenedCatalogue, columns: Int = 80, rows: Int = 24) async throws -> [Measurement] {
        let pageRows = ScreenLayout(size: ScreenSize(columns: columns, rows: rows)).listRows
        let scenarios: [(String, [Key])] = [
            ("↓ × \(pageRows), down a page and on to the next", Array(repeating: .down, count: pageRows)),
            ("typing a search, /oak tote", [.text("/")] + "oak tote".map { .text(String($0)) } + [.enter]),
            ("Enter, opening a product, then Esc", [.enter, .escape]),
        ]
        let terminal = BenchmarkTerminal(size: ScreenSize(columns: columns, rows: rows))
        let (program, _) = try await CompositionRoot.makeScreen(for: session(over: catalogue), on: terminal, isUnicode: true)
        let (answered, idle) = (Signal(), Signal())
        program.whenAnswered = answered.fire
        program.whenIdle = idle.fire
        let run = Task { await program.run() }
        await idle.wait()
        var measurements: [Measurement] = []
        for (name, keys) in scenarios {
            var seconds: [Double] = [], counted: [Double] = [], bytes: [Int] = []
            for key in keys {
                let (written, start) = (terminal.bytesWritten, ContinuousClock.now)
                (answered.hasFired, idle.hasFired) = (false, false)
                terminal.type(key)
                await answered.wait()
                seconds.append((ContinuousClock.now - start) / .seconds(1))
                await idle.wait()
                counted.append((ContinuousClock.now - start) / .seconds(1))
                bytes.append(terminal.bytesWritten - written)
            }
            measurements.append(Measurement(name: name, keys: keys.map(Self.label), seconds: seconds, countedSeconds: counted, bytes: bytes))
        }
        terminal.type(.text("q"))
        _ = await run.value
        return measurements
    }

    /// A run of `--screen` over `catalogue`, with a state file no one keeps (`BenchFileSystem`).
    private static func session(over catalogue: OpenedCatalogue) -> Session {
        var settings = Settings(cataloguePath: nil, statePath: "/state.json", localeIdentifier: "en_US", usesColour: true)
        settings.colourDepth = .trueColour
        let world = ShopWorld(
            console: StandardConsole(), fileSystem: BenchFileSystem(), outputIsTerminal: true,
            // A slow key would turn the spinner, which is drawn, not answered: the benchmark's clock never lets it.
            services: SessionServices(faultClock: StoppedClock(), shopClock: SystemShopClock(), checkoutKeys: UUIDCheckoutKeys()),
            overrides: { $0.register(OpenedCatalogue.self) { _ in catalogue } }
        )
        return Session(options: LaunchOptions(), environment: [:], world: world, columns: { nil }, settings: settings, faults: .off)
    }

    private static func label(_ key: Key) -> String {
        switch key {
        case let .text(text): text == " " ? "space" : text
        case .enter: "Enter"
        case .escape: "Esc"
        case .down: "↓"
        default: "\(key)"
        }
    }
}

/// Something the screen tells, waited for: a wait ends at once when it was told since `hasFired` was last cleared.
@MainActor
private final class Signal {
    var hasFired = false
    private var waiting: CheckedContinuation<Void, Never>?

    func fire() {
        hasFired = true
        waiting?.resume()
        waiting = nil
    }

    func wait() async {
        guard !hasFired else { return }
        await withCheckedContinuation { waiting = $0 }
    }
}

import Drivers
import Foundation

/// One whole run of the shop, in-process, on a scripted console and in-memory files.
@MainActor
public struct ShopSession {
    public let status: Int32
    public let console: ScriptedConsole
    public let files: InMemoryFileSystem

    /// Runs `lines` through the shop selling `smallCatalogueJSON`, with `arguments` after the file options, on
    /// `faultClock`, which moves only when the test moves it.
    public static func run(
        _ lines: [String],
        interactive: Bool = false,
        arguments: [String] = [],
        environment: [String: String] = [:],
        files: InMemoryFileSystem? = nil,
        faultClock: ManualFaultClock = ManualFaultClock(),
        errorIsTerminal: Bool = false,
        whenAsked: ((String) -> Void)? = nil
    ) async -> ShopSession {
        let files = files ?? makeFiles()
        let console = ScriptedConsole(lines: lines, isInteractive: interactive)
        console.whenAsked = whenAsked
        let status = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json"] + arguments,
            // Dates and times read the same on every machine.
            environment: ["TZ": "UTC"].merging(environment) { $1 },
            console: console,
            fileSystem: files,
            outputIsTerminal: false,
            errorIsTerminal: errorIsTerminal,
            // No loading line appears because the machine is busy, and orders are dated by a stopped clock.
            services: .stopped(faultClock: faultClock)
        )
        return ShopSession(status: status, console: console, files: files)
    }

    /// In-memory files holding only the small catalogue, at `/catalogue.json`.
    public static func makeFiles() -> InMemoryFileSystem {
        InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])
    }
}

import Adapters
import Drivers
import Foundation

extension Session {
    /// A run of the shop as a test composes it: in `world` (whose built-in catalogue it sells, unless `settings` names
    /// a file), with `settings` and the faults `spec` plans, seeded with 1, its output fitted to `columns` when given.
    @MainActor
    package static func composed(
        in world: ShopWorld, settings: Settings = .composed(), faults spec: String = "", columns: Int? = nil
    ) throws -> Session {
        let faults = spec.isEmpty ? FaultSettings.off : FaultSettings(plan: try FaultSpec.parse(spec), seed: 1, seedWasChosen: false)
        return Session(options: LaunchOptions(), environment: [:], world: world, columns: { columns }, settings: settings, faults: faults)
    }
}

extension Settings {
    /// The settings of a shop a test composes: the built-in catalogue, the state at `/state.json`, American money and
    /// no colour unless asked.
    package static func composed(usesColour: Bool = false) -> Settings {
        Settings(cataloguePath: nil, statePath: "/state.json", localeIdentifier: "en_US", usesColour: usesColour)
    }
}

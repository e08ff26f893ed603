import Adapters

/// The faults to inject from the start, worked out from `--faults`, `--fault-seed` and their environment variables.
package struct FaultSettings: Equatable {
    let plan: FaultPlan
    let seed: UInt64
    /// Whether the seed was picked at random, and so must be shown for the run to be replayed.
    let seedWasChosen: Bool
    /// The preset the spec named, if it named one: what the shop tells a person at a terminal it does.
    var preset: FaultPreset?

    package init(plan: FaultPlan, seed: UInt64, seedWasChosen: Bool, preset: FaultPreset? = nil) {
        self.plan = plan
        self.seed = seed
        self.seedWasChosen = seedWasChosen
        self.preset = preset
    }

    /// No faults, with a fixed seed.
    package static let off = FaultSettings(plan: FaultPlan(), seed: 0, seedWasChosen: false)

    /// The options win over `TASCH_FAULTS` and `TASCH_FAULT_SEED`; `chooseSeed` is asked only when no seed is given.
    package static func make(
        options: LaunchOptions,
        environment: [String: String],
        chooseSeed: () -> UInt64
    ) throws(UsageError) -> FaultSettings {
        let specText = options.faultSpec ?? environment["TASCH_FAULTS"] ?? ""
        let plan: FaultPlan
        do {
            plan = specText.isEmpty ? FaultPlan() : try FaultSpec.parse(specText, points: ShopFeatures.faultPoints)
        } catch {
            throw UsageError(error.description + presetHint(for: specText))
        }
        let preset = FaultSpec.preset(named: specText)
        guard let seedText = options.faultSeed ?? environment["TASCH_FAULT_SEED"], !seedText.isEmpty else {
            return FaultSettings(plan: plan, seed: chooseSeed(), seedWasChosen: true, preset: preset)
        }
        guard let seed = UInt64(seedText) else {
            throw UsageError("the fault seed must be a whole number from 0 to \(UInt64.max), not \(Printable.word(seedText))")
        }
        return FaultSettings(plan: plan, seed: seed, seedWasChosen: false, preset: preset)
    }

    /// A word with no `=` was meant as a preset: the nearest one, or the list of them.
    private static func presetHint(for text: String) -> String {
        guard !text.contains("=") else { return "" }
        let presets = FaultPreset.allCases.map(\.rawValue)
        let word = text.filter { !$0.isWhitespace }.lowercased()
        if let preset = Suggestion.nearest(to: word, among: presets) { return "; did you mean the preset \"\(preset)\"?" }
        return "; or name a preset: " + presets.joined(separator: ", ")
    }

    /// The line that lets a surprising run be replayed, when faults are on and the seed was picked at random.
    var announcement: String? {
        guard !plan.isEmpty, seedWasChosen else { return nil }
        // Entries a space apart, so that a long plan wraps between them on a narrow terminal.
        let entries = plan.entries.map { "\($0)" }.joined(separator: "; ")
        return "faults on (\(entries)); seed \(seed): replay with --fault-seed \(seed)"
    }
}

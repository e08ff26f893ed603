import Adapters

/// What a person at a terminal is told as the shop opens with faults on, in the same words in both drivers: which
/// faults (the preset and what it does, or the entries) and, when that is sure, what the first calls meet. Each driver
/// says how to retry in its own terms (a command to type, a key to press), and adds what else it offers.
struct FaultsBanner: Sendable {
    let injector: FaultInjector
    /// The preset the session started with, if any.
    let preset: FaultPreset?

    /// The banner, `retry` saying how to retry in the driver's terms (`type "retry"`, `press r`); nil with no faults on.
    func words(retry: String) async -> String? {
        let plan = await injector.plan
        guard !plan.isEmpty else { return nil }
        let faults = preset.map { "Faults are on (the \($0.rawValue) preset): \($0.summary)." }
            ?? "Faults are on: \(plan.entries.map(\.description).joined(separator: "; "))."
        return [faults, Self.firstCalls(await injector.states(), retry: retry)].compactMap { $0 }.joined(separator: " ")
    }

    /// What the next calls meet, when every point still armed fails its next call once and then works: a newcomer's
    /// first screens fail, and a retry may fail again at another point.
    private static func firstCalls(_ states: [FaultPointState], retry: String) -> String? {
        let armed = states.filter(\.isArmed)
        guard !armed.isEmpty, armed.allSatisfy({ $0.failsBeforeItWorks == 1 }) else { return nil }
        guard armed.count < states.count else {
            return "So the next few calls fail once each, one at every point, the start screen's first: \(retry) after each to go on."
        }
        let points = armed.map(\.point.name)
        let named = points.count == 1 ? points[0] : points.dropLast().joined(separator: ", ") + " and " + (points.last ?? "")
        return "So the next call at \(named) fails once: \(retry) after it to go on."
    }
}

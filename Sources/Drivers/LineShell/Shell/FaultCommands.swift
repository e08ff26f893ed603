import Adapters

/// The prompt's fault commands: `faults` lists the entries and counters, `fault POINT TERMS` sets one, `fault PRESET`
/// sets a preset's, `fault clear` removes all.
@MainActor
final class FaultCommands {
    private let injector: FaultInjector
    private let output: TerminalOutput

    init(injector: FaultInjector, output: TerminalOutput) {
        self.injector = injector
        self.output = output
    }

    /// The fault list as scripts read it in JSON mode.
    private struct FaultsDocument: Encodable {
        struct Point: Encodable {
            let point: String
            let calls: Int
            let failed: Int
            let delayed: Int
            let lost: Int
        }

        let seed: UInt64
        let entries: [String]
        let points: [Point]
    }

    /// Prints the seed, the active entries and, for each point, the calls it saw, failed and delayed.
    func list() async {
        let plan = await injector.plan
        if output.mode == .json {
            let points = await injector.report().map {
                FaultsDocument.Point(point: $0.point.rawValue, calls: $0.calls, failed: $0.failed, delayed: $0.delayed, lost: $0.lost)
            }
            output.document("faults", FaultsDocument(seed: injector.seed, entries: plan.entries.map { "\($0)" }, points: points))
            return
        }
        if plan.isEmpty {
            output.line("No faults are injected. Set one with \"fault POINT TERMS\", like \"fault catalogue 1*fail\".")
        } else {
            output.line("Faults (seed \(injector.seed)):")
            plan.entries.forEach { output.line("  \($0)") }
        }
        let reports = await injector.report()
        let nameWidth = max("point".count, FaultPoint.allCases.map(\.rawValue.count).max() ?? 0)
        output.line(row(["point", "calls", "failed", "delayed", "lost"], nameWidth: nameWidth))
        for report in reports {
            output.line(row([report.point.rawValue, "\(report.calls)", "\(report.failed)", "\(report.delayed)", "\(report.lost)"], nameWidth: nameWidth))
        }
    }

    /// Runs `fault clear`, `fault PRESET` or `fault POINT TERMS`; false when the words were refused.
    func set(_ arguments: [String]) async -> Bool {
        if arguments.map({ $0.lowercased() }) == ["clear"] {
            await injector.clear()
            output.message("No faults are injected now.")
            return true
        }
        if arguments.count == 1, let preset = FaultPreset(rawValue: arguments[0].lowercased()) {
            return await set(preset)
        }
        guard arguments.count >= 2 else {
            output.error(Self.missingPart(after: arguments.first), kind: "usage")
            return false
        }
        do {
            let entry = try FaultSpec.parseEntry(point: arguments[0], terms: arguments.dropFirst().joined())
            await injector.set(entry)
            output.message("Fault set: \(entry)")
            return true
        } catch {
            output.error(error.description, kind: "fault-spec")
            return false
        }
    }

    private func set(_ preset: FaultPreset) async -> Bool {
        do {
            let entries = try FaultSpec.parse(preset.spec).entries
            for entry in entries { await injector.set(entry) }
            output.message("Faults set: \(entries.map { "\($0)" }.joined(separator: "; ")) (the \(preset.rawValue) preset)")
            return true
        } catch {
            output.error(error.description, kind: "fault-spec")
            return false
        }
    }

    /// What `fault` lacks after `typed`: a point and its terms, or the terms of the point it names (with an example).
    private static func missingPart(after typed: String?) -> String {
        let usage = "usage: fault POINT TERMS, fault PRESET or fault clear"
        guard let typed else {
            return "fault needs a point and its terms, or a preset: \(usage) (points: \(FaultPoint.validNames); presets: \(presetNames))"
        }
        if let point = typed == "*" ? "*" : FaultPoint(rawValue: typed.lowercased())?.rawValue {
            return "fault \(point) needs its terms, what calls there do, like \"fault \(point) 1*fail\": \(usage)"
        }
        let words = FaultPoint.allCases.map(\.rawValue) + FaultPreset.allCases.map(\.rawValue)
        return "fault does not know \(Printable.word(typed)): \(Suggestion.question(for: typed.lowercased(), among: words))\(usage)"
    }

    private static let presetNames = FaultPreset.allCases.map(\.rawValue).joined(separator: ", ")

    /// The line that says a failure just shown was injected, by which entry, and the way out that works: `retry` when
    /// a retry can get through, `fault clear` first when the entry fails every call; nil when it was not injected.
    func injectedFailureNote() async -> String? {
        guard let fault = await injector.takeLastFailure() else { return nil }
        let lost = fault.answerWasLost ? ": the call went through and its answer was lost" : ""
        let wayOut = fault.retryCanSucceed
            ? "; type \"retry\" to try again"
            : ", which fails every call there: type \"fault clear\", then \"retry\""
        return "  (injected at \(fault.point.rawValue) by fault entry \"\(fault.entry)\"\(lost)\(wayOut))"
    }

    /// Forgets any failure injected so far, so that the next note is about the next command only.
    func forgetInjectedFailure() async {
        _ = await injector.takeLastFailure()
    }

    private func row(_ cells: [String], nameWidth: Int) -> String {
        let name = cells[0] + String(repeating: " ", count: max(0, nameWidth - cells[0].count))
        let counts = cells.dropFirst().map { cell in String(repeating: " ", count: max(0, 8 - cell.count)) + cell }
        return "  " + name + counts.joined(separator: " ")
    }
}

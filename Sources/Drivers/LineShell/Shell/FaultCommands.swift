import Adapters

/// The prompt's fault commands: `faults` lists the entries and counters, `fault POINT TERMS` sets one, `fault PRESET`
/// sets a preset's, `fault clear` removes all.
@MainActor
final class FaultCommands {
    private let injector: FaultInjector
    private let output: TerminalOutput
    /// The preset the session started with, if any.
    private let preset: FaultPreset?

    init(injector: FaultInjector, output: TerminalOutput, preset: FaultPreset? = nil) {
        self.injector = injector
        self.output = output
        self.preset = preset
    }

    /// What a person at a terminal is told as the shop opens with faults on: the banner both drivers give, retried by
    /// typing `retry`, and the commands that show and end them; nil with none.
    func startNote() async -> String? {
        guard let banner = await FaultsBanner(injector: injector, preset: preset).words(retry: "type \"\(Self.retry)\"") else { return nil }
        return banner + " \"\(Self.faults)\" shows what is still armed; \"\(Self.clear)\" turns faults off."
    }

    /// The fault list as scripts read it in JSON mode.
    private struct FaultsDocument: Encodable {
        struct Point: Encodable {
            let point: String
            let calls: Int
            let failed: Int
            let delayed: Int
            let lost: Int
            /// The term the next call meets, or `ok`.
            let next: String
            let armed: Bool
        }

        let seed: UInt64
        let entries: [String]
        let points: [Point]
    }

    /// Prints the seed, the entries with what they did and whether they are still armed and, for each point, the calls
    /// it saw, failed, delayed and lost, and what its next call meets.
    func list() async {
        let plan = await injector.plan
        let points = zip(await injector.report(), await injector.states()).map { report, state in
            FaultsDocument.Point(
                point: report.point.name, calls: report.calls, failed: report.failed, delayed: report.delayed, lost: report.lost,
                next: state.next?.description ?? "ok", armed: state.isArmed
            )
        }
        if output.mode == .json {
            output.document("faults", FaultsDocument(seed: injector.seed, entries: plan.entries.map { "\($0)" }, points: points))
            return
        }
        if plan.isEmpty {
            output.line("No faults are injected (seed \(injector.seed)). Set one with \"\(Self.fault) POINT TERMS\", like \"\(Self.fault) catalogue 1*fail\".")
        } else {
            output.line("Faults (seed \(injector.seed)):")
            await listEntries(of: plan)
        }
        let nameWidth = max("point".count, injector.points.map(\.name.count).max() ?? 0)
        let header = ["point", "calls", "failed", "delayed", "lost", "next call"]
        let rows = points.map { [$0.point, "\($0.calls)", "\($0.failed)", "\($0.delayed)", "\($0.lost)", $0.next] }
        let wide = ([header] + rows).map { row($0, nameWidth: nameWidth) }
        // Narrower than the table, a row the terminal broke anywhere would be unreadable: the next call goes under it.
        guard let width = output.width, wide.contains(where: { DisplayWidth.of($0) > width }) else {
            wide.forEach { output.line($0) }
            return
        }
        output.line(narrowRow(header, nameWidth: nameWidth))
        for cells in rows {
            output.line(narrowRow(cells, nameWidth: nameWidth))
            output.line("    next call: \(cells[5])", indent: 6)
        }
    }

    /// Each entry of `plan`, and beside it what it did and can still do.
    private func listEntries(of plan: FaultPlan) async {
        let states = await injector.states()
        let width = plan.entries.map(\.description.count).max() ?? 0
        for entry in plan.entries {
            let padding = String(repeating: " ", count: width - entry.description.count + 2)
            output.line("  \(entry)" + padding + Self.status(of: entry, among: states), indent: width + 4)
        }
    }

    /// What `entry` did and can still do at the points it decides: armed at all, some or none of them, and whether it
    /// fired where it is spent.
    private static func status(of entry: FaultEntry, among states: [FaultPointState]) -> String {
        let decided = states.filter { $0.entry == entry }
        let armed = decided.filter(\.isArmed).count
        if decided.isEmpty { return "overridden at every point" }
        if armed == 0 { return decided.contains { $0.fired > 0 } ? "fired, now off" : "off" }
        if entry.point != nil { return "armed" }
        return armed == states.count ? "armed at every point" : "armed at \(armed) of \(decided.count) points"
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
            output.error(Self.missingPart(after: arguments.first, points: injector.points), kind: "usage")
            return false
        }
        do {
            let entry = try FaultSpec.parseEntry(point: arguments[0], terms: arguments.dropFirst().joined(), points: injector.points)
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
            let entries = try FaultSpec.parse(preset.spec, points: injector.points).entries
            for entry in entries { await injector.set(entry) }
            output.message("Faults set: \(entries.map { "\($0)" }.joined(separator: "; ")) (the \(preset.rawValue) preset)")
            return true
        } catch {
            output.error(error.description, kind: "fault-spec")
            return false
        }
    }

    /// What `fault` lacks after `typed`: a point (one of `points`) and its terms, or the terms of the point it names (with
    /// an example).
    private static func missingPart(after typed: String?, points: [FaultPoint]) -> String {
        let usage = "usage: \(fault) POINT TERMS, \(fault) PRESET or \(clear)"
        guard let typed else {
            return "\(fault) needs a point and its terms, or a preset: \(usage) (points: \(FaultPoint.validNames(among: points)); presets: \(presetNames))"
        }
        if let point = typed == "*" ? "*" : FaultPoint.named(typed, among: points)?.name {
            return "\(fault) \(point) needs its terms, what calls there do, like \"\(fault) \(point) 1*fail\": \(usage)"
        }
        let words = points.map(\.name) + FaultPreset.allCases.map(\.rawValue)
        return "\(fault) does not know \(Printable.word(typed)): \(Suggestion.question(for: typed.lowercased(), among: words))\(usage)"
    }

    private static let presetNames = FaultPreset.allCases.map(\.rawValue).joined(separator: ", ")

    // The commands a message tells of, in the table's words.
    private static var retry: String { SessionCommands.retry.name }
    private static var faults: String { SessionCommands.faults.name }
    private static var fault: String { SessionCommands.fault.name }
    private static var clear: String { fault + " clear" }

    /// The line that says a failure just shown was injected, by which entry, and the way out that works: `retry` when
    /// a retry can get through, `fault clear` first when the entry fails every call; nil when it was not injected.
    func injectedFailureNote() async -> String? {
        guard let fault = await injector.takeLastFailure() else { return nil }
        let lost = fault.answerWasLost ? ": the call went through and its answer was lost" : ""
        let wayOut = fault.retryCanSucceed
            ? "; type \"\(Self.retry)\" to try again"
            : ", which fails every call there: type \"\(Self.clear)\", then \"\(Self.retry)\""
        return "  (injected at \(fault.point) by fault entry \"\(fault.entry)\"\(lost)\(wayOut))"
    }

    /// Forgets any failure injected so far, so that the next note is about the next command only.
    func forgetInjectedFailure() async {
        _ = await injector.takeLastFailure()
    }

    /// A row of the table where the window is narrow: the point's name and its four counters, each as wide as its
    /// header.
    private func narrowRow(_ cells: [String], nameWidth: Int) -> String {
        let name = cells[0] + String(repeating: " ", count: max(0, nameWidth - cells[0].count))
        let counts = zip(cells.dropFirst().prefix(4), ["calls", "failed", "delayed", "lost"]).map { cell, header in
            String(repeating: " ", count: max(0, header.count - cell.count)) + cell
        }
        return "  " + name + " " + counts.joined(separator: " ")
    }

    /// A row of the table: the point's name, its four counters, and what its next call meets.
    private func row(_ cells: [String], nameWidth: Int) -> String {
        let name = cells[0] + String(repeating: " ", count: max(0, nameWidth - cells[0].count))
        let counts = cells.dropFirst().prefix(4).map { cell in String(repeating: " ", count: max(0, 8 - cell.count)) + cell }
        return "  " + name + counts.joined(separator: " ") + "  " + cells[5]
    }
}

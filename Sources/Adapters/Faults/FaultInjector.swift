/// Decides, call by call, which data-layer calls fail or wait: owns the plan, each point's place in its chain,
/// the counters and the seeded generator, so the same seed and the same calls give the same decisions.
public actor FaultInjector {
    private struct Progress {
        var term = 0
        var callsInTerm = 0
    }

    public nonisolated let seed: UInt64
    public private(set) var plan: FaultPlan
    private var generator: SeededGenerator
    private var progress: [FaultPoint: Progress] = [:]
    private var reports: [FaultPoint: FaultPointReport] = [:]
    private var lastFailure: InjectedFault?

    /// An injector following `plan`, drawing its chances from a generator seeded with `seed`.
    public init(plan: FaultPlan = FaultPlan(), seed: UInt64) {
        self.plan = plan
        self.seed = seed
        generator = SeededGenerator(seed: seed)
    }

    /// Decides the call now being made at `point`, and counts it.
    public func decide(_ point: FaultPoint) -> FaultDecision {
        reports[point, default: FaultPointReport(point: point)].calls += 1
        guard let entry = plan.entry(for: point), let term = currentTerm(of: entry, at: point) else { return .pass }
        if let percent = term.percent, generator.nextPercentile() >= percent {
            return .pass
        }
        var delay: Duration?
        var failure: FaultKind?
        var losesAnswer = false
        for action in term.actions {
            switch action {
            case .off: break
            case let .delay(duration): delay = (delay ?? .zero) + duration
            case let .fail(kind): failure = kind
            case .lose: losesAnswer = true
            }
        }
        if delay != nil { reports[point]?.delayed += 1 }
        if failure != nil { reports[point]?.failed += 1 }
        if losesAnswer { reports[point]?.lost += 1 }
        guard failure != nil || losesAnswer else { return delay == nil ? .pass : FaultDecision(delay: delay, entry: entry) }
        lastFailure = InjectedFault(point: point, entry: entry, answerWasLost: losesAnswer, retryCanSucceed: nextCallCanGetThrough(at: point, of: entry))
        return FaultDecision(delay: delay, failure: failure, losesAnswer: losesAnswer, entry: entry)
    }

    /// Sets or replaces the entry for its point; the point starts its chain afresh.
    public func set(_ entry: FaultEntry) {
        plan.setting(entry)
        if let point = entry.point {
            progress[point] = nil
        } else {
            progress = [:]
        }
    }

    /// Removes every entry: no call fails or waits any more. The counters are kept.
    public func clear() {
        plan = FaultPlan()
        progress = [:]
    }

    /// Each point's counters, in the shop's order, including points that saw no call.
    public func report() -> [FaultPointReport] {
        FaultPoint.allCases.map { reports[$0] ?? FaultPointReport(point: $0) }
    }

    /// The failure injected since the last time this was asked, if any; asking forgets it.
    public func takeLastFailure() -> InjectedFault? {
        defer { lastFailure = nil }
        return lastFailure
    }

    // Counted terms hand over to the next term once used up; a chain that ends on a counted term ends off.
    // An uncounted term stays in force only at the end of a chain: before an arrow it means one call,
    // so `delay(1s)->fail` delays the first call and fails the rest.
    private func currentTerm(of entry: FaultEntry, at point: FaultPoint) -> FaultTerm? {
        var place = progress[point] ?? Progress()
        defer { progress[point] = place }
        while place.term < entry.terms.count, let count = Self.count(of: place.term, in: entry), place.callsInTerm >= count {
            place.term += 1
            place.callsInTerm = 0
        }
        guard place.term < entry.terms.count else { return nil }
        place.callsInTerm += 1
        return entry.terms[place.term]
    }

    /// How many calls the term at `index` applies to; nil for one that stays in force.
    private static func count(of index: Int, in entry: FaultEntry) -> Int? {
        entry.terms[index].count ?? (index == entry.terms.count - 1 ? nil : 1)
    }

    // Whether some later call at `point` may get through: a term still to come (or the rest of this one) that can let a
    // call through, or a chain that runs out and so ends off. Only an endless term that fails every call says no.
    private func nextCallCanGetThrough(at point: FaultPoint, of entry: FaultEntry) -> Bool {
        let place = progress[point] ?? Progress()
        for index in place.term..<entry.terms.count {
            let used = index == place.term ? place.callsInTerm : 0
            guard let count = Self.count(of: index, in: entry) else { return entry.terms[index].canLetACallThrough }
            if count > used, entry.terms[index].canLetACallThrough { return true }
        }
        return true
    }
}

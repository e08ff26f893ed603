/// Decides, call by call, which data-layer calls fail or wait: owns the plan, each point's place in its chain,
/// the counters and the seeded generator, so the same seed and the same calls give the same decisions.
public actor FaultInjector {
    private struct Progress {
        var term = 0
        var callsInTerm = 0
        /// Calls the entry failed, delayed or lost the answer of, since it was set.
        var fired = 0
    }

    public nonisolated let seed: UInt64
    /// Every point the shop registers, in the order it reports them.
    public nonisolated let points: [FaultPoint]
    public private(set) var plan: FaultPlan
    private var generator: SeededGenerator
    private var progress: [FaultPoint: Progress] = [:]
    private var reports: [FaultPoint: FaultPointReport] = [:]
    private var lastFailure: InjectedFault?

    /// An injector following `plan` at `points`, drawing its chances from a generator seeded with `seed`.
    public init(plan: FaultPlan = FaultPlan(), seed: UInt64, points: [FaultPoint]) {
        self.plan = plan
        self.seed = seed
        self.points = points
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
        if delay != nil || failure != nil || losesAnswer { progress[point, default: Progress()].fired += 1 }
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
        points.map { reports[$0] ?? FaultPointReport(point: $0) }
    }

    /// Where each point stands, in the shop's order: the entry deciding it, the term its next call meets, whether it is
    /// still armed, and how often its entry fired there.
    public func states() -> [FaultPointState] {
        points.map { point in
            guard let entry = plan.entry(for: point) else {
                return FaultPointState(point: point, entry: nil, next: nil, isArmed: false, fired: 0, failsBeforeItWorks: 0)
            }
            let place = Self.advanced(progress[point] ?? Progress(), in: entry)
            let next = place.term < entry.terms.count ? entry.terms[place.term] : nil
            let ahead = Self.termsAhead(of: place, in: entry)
            return FaultPointState(
                point: point, entry: entry, next: next?.acts == true ? next : nil, isArmed: ahead.terms.contains { $0.term.acts },
                fired: place.fired, failsBeforeItWorks: Self.failuresBeforeItWorks(ahead)
            )
        }
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
        var place = Self.advanced(progress[point] ?? Progress(), in: entry)
        defer { progress[point] = place }
        guard place.term < entry.terms.count else { return nil }
        place.callsInTerm += 1
        return entry.terms[place.term]
    }

    /// `place` moved past the terms whose calls are used up.
    private static func advanced(_ place: Progress, in entry: FaultEntry) -> Progress {
        var place = place
        while place.term < entry.terms.count, let count = count(of: place.term, in: entry), place.callsInTerm >= count {
            place.term += 1
            place.callsInTerm = 0
        }
        return place
    }

    /// How many calls the term at `index` applies to; nil for one that stays in force.
    private static func count(of index: Int, in entry: FaultEntry) -> Int? {
        entry.terms[index].count ?? (index == entry.terms.count - 1 ? nil : 1)
    }

    /// The terms that will decide the point's calls from `place` on (the current one while it has calls left, then the
    /// later ones), each with the calls left to it (nil for all the rest), and whether the last of them stays in force;
    /// if not, the chain runs out and calls pass after it.
    private static func termsAhead(of place: Progress, in entry: FaultEntry) -> (terms: [(term: FaultTerm, calls: Int?)], isEndless: Bool) {
        guard place.term < entry.terms.count else { return ([], false) }
        let terms = (place.term..<entry.terms.count).compactMap { index -> (FaultTerm, Int?)? in
            guard let count = count(of: index, in: entry) else { return (entry.terms[index], nil) }
            let left = count - (index == place.term ? place.callsInTerm : 0)
            return left > 0 ? (entry.terms[index], left) : nil
        }
        return (terms, count(of: entry.terms.count - 1, in: entry) == nil)
    }

    /// How many calls fail for sure before every call works, if that is a number: each term ahead either stops every
    /// call it applies to, a counted number of them, or (once the failures are over) does nothing at all.
    private static func failuresBeforeItWorks(_ ahead: (terms: [(term: FaultTerm, calls: Int?)], isEndless: Bool)) -> Int? {
        var failures = 0
        var working = false
        for (term, calls) in ahead.terms {
            if !term.acts {
                working = true
            } else if working || term.canLetACallThrough {
                return nil
            } else {
                guard let calls else { return nil }
                failures += calls
            }
        }
        return failures
    }

    // Whether some later call at `point` may get through: a term still to come (or the rest of this one) that can let a
    // call through, or a chain that runs out and so ends off. Only an endless term that fails every call says no.
    private func nextCallCanGetThrough(at point: FaultPoint, of entry: FaultEntry) -> Bool {
        let ahead = Self.termsAhead(of: progress[point] ?? Progress(), in: entry)
        return !ahead.isEndless || ahead.terms.contains { $0.term.canLetACallThrough }
    }
}

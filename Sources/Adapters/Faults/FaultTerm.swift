/// One link of a fault chain: which actions, on what share of calls, for how many calls.
public struct FaultTerm: Equatable, Sendable, CustomStringConvertible {
    /// The percentage of calls the actions fire on; nil means every call.
    public let percent: Int?
    /// How many calls the term applies to before the next term takes over; nil means all the rest.
    public let count: Int?
    /// What happens to a call the term fires on, in order: a delay, then maybe a failure.
    public let actions: [FaultAction]

    public init(percent: Int? = nil, count: Int? = nil, actions: [FaultAction]) {
        self.percent = percent
        self.count = count
        self.actions = actions
    }

    /// Whether a call the term applies to may get through with its answer: one it does not fire on, or one it only delays.
    public var canLetACallThrough: Bool {
        let stopsTheCall = actions.contains { action in
            switch action {
            case .fail, .lose: true
            case .off, .delay: false
            }
        }
        return !stopsTheCall || (percent ?? 100) < 100
    }

    /// Whether the term can do anything to a call: fail it, delay it or lose its answer.
    var acts: Bool {
        percent != 0 && actions.contains { $0 != .off }
    }

    /// The term as a spec writes it: `30%2*fail(timeout)`.
    public var description: String {
        let share = percent.map { "\($0)%" } ?? ""
        let times = count.map { "\($0)*" } ?? ""
        return share + times + actions.map(\.description).joined(separator: "+")
    }
}

extension FaultTerm {
    /// The terms completion offers after a point (the line shell's Tab, and bash's, zsh's and fish's after `--faults
    /// POINT=`): off, a failure of each kind, a lost answer and a delay. One list, so that every completion offers the
    /// same.
    public static var suggestions: [String] {
        ["off", "fail"] + FaultKind.allCases.map { "fail(\($0.rawValue))" } + ["lose", "delay(1s)"]
    }
}

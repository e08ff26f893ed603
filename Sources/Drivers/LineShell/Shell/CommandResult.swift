import UseCases

/// How one command ended, as the shell needs it: whether it worked, and whether it asks to leave.
enum CommandResult: Equatable {
    /// It was done.
    case done
    /// It failed, and said why.
    case failed
    /// It waited for another shop too long and gave up; it may work in a moment.
    case busyElsewhere
    /// The customer stopped it; nothing was changed.
    case cancelled
    /// The customer asked to leave with this exit status.
    case quit(Int32)

    /// The result of a request that ended with `outcome`.
    init(_ outcome: Outcome) {
        switch outcome {
        case .done: self = .done
        case .failed(.dataAccess(.busy)): self = .busyElsewhere
        case .failed: self = .failed
        case .cancelled: self = .cancelled
        }
    }

    /// Whether the command did not do what was asked: a failed or cancelled command counts against a script.
    var didNotHappen: Bool {
        self == .failed || self == .cancelled || self == .busyElsewhere
    }
}

/// What the full screen says once it has given the terminal back: what became of the changes it finished before it
/// left (an order placed, or not), on standard output, and what failed, or is not yet safe on disk, on standard error.
@MainActor
struct ScreenFarewell {
    /// Writes to standard output.
    let write: (String) -> Void
    /// Writes to standard error.
    let writeError: (String) -> Void

    func say(_ notices: [ScreenModel.Notice]) {
        for notice in notices {
            switch notice {
            case let .message(text): write(text + "\n")
            case let .warning(text): writeError("tasch: \(text)\n")
            case let .error(error): writeError("tasch: \(error.message)\n")
            }
        }
    }
}

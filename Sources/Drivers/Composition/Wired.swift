import UseCases

/// One use case wired for one answer: its interactor, observed by what shows its states, and the parts that must live
/// until the answer is shown, since the interactor holds its observer weakly and the presenter its view. Both drivers
/// run every use case through one (`Wiring`), so this trick is written once.
@MainActor
struct Wired {
    /// The interactor, the presenter and the view.
    let parts: [AnyObject]
    private let operation: () async -> Outcome

    /// `interactor`, shown by `presentation`, running `operation`.
    init<Value>(_ interactor: AnyObject, _ presentation: Presentation<Value>, _ operation: @escaping () async -> Outcome) {
        parts = [interactor] + presentation.parts
        self.operation = operation
    }

    /// Runs the use case, keeping its parts alive until its answer is shown; how it ended.
    func run() async -> Outcome {
        let outcome = await operation()
        withExtendedLifetime(parts) {}
        return outcome
    }
}

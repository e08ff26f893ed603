import UseCases

/// Where the fault plan meets a call: asks the injector about each point the call stands for, in order, and waits or
/// fails as told. Waiting and failing come before the call goes through, so a cancelled or failed call never
/// reaches the data layer and changes nothing; a lost answer comes after, once the call did what it was asked.
public struct FaultGate: Sendable {
    /// What becomes of the answer of a call the gate let through.
    private enum Answer {
        case delivered, lost

        /// Lets the answer through, or throws the time-out a caller sees when its answer is lost on the way back.
        func deliver() throws(DataAccessError) {
            if self == .lost { throw .timedOut }
        }
    }

    private let injector: FaultInjector
    private let clock: any FaultClock

    /// A gate following `injector`'s decisions and waiting on `clock`.
    public init(injector: FaultInjector, clock: any FaultClock) {
        self.injector = injector
        self.clock = clock
    }

    /// Returns when a call standing for `points` may go through, saying whether its answer will be lost; throws the
    /// injected failure, or `cancelled` when the call was cancelled meanwhile. A call that stands for no point goes
    /// through untouched.
    private func pass(_ points: [FaultPoint]) async throws(DataAccessError) -> Answer {
        guard !points.isEmpty else { return .delivered }
        var answer = Answer.delivered
        for point in points {
            let decision = await injector.decide(point)
            if let delay = decision.delay {
                do {
                    try await clock.wait(for: delay)
                } catch {
                    throw .cancelled
                }
            }
            if let failure = decision.failure {
                throw failure.error
            }
            if decision.losesAnswer { answer = .lost }
        }
        // A call cancelled while it waited for the injector must not go on to change the shop.
        guard !Task.isCancelled else { throw .cancelled }
        return answer
    }

    /// What `call` answers, once the gate let it through at `points`: a call failed or cancelled here never reaches the
    /// port; a lost answer is lost after the call did what it was asked. Every fault decorator's call is this one line.
    func call<Value>(at points: [FaultPoint], _ call: () async throws(DataAccessError) -> Value) async throws(DataAccessError) -> Value {
        let answer = try await pass(points)
        let value = try await call()
        try answer.deliver()
        return value
    }
}

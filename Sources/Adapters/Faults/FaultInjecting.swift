import UseCases

/// A port whose every call stands for the same fault points, with faults injected: each call passes the gate at those
/// points, then goes to the port it wraps. A port conforms it in a few lines, one a call
/// (`FaultInjectingGiftCardStore.swift`), so that a feature's port costs no decorator of its own.
public struct FaultInjecting<Port: Sendable>: Sendable {
    private let port: Port
    private let gate: FaultGate
    private let points: [FaultPoint]

    /// Wraps `port`, passing each call through `gate` at `points`.
    public init(wrapping port: Port, gate: FaultGate, points: [FaultPoint]) {
        self.port = port
        self.gate = gate
        self.points = points
    }

    /// What `call` answers from the port, once the gate let it through.
    public func call<Answer>(_ call: (Port) async throws(DataAccessError) -> Answer) async throws(DataAccessError) -> Answer {
        try await gate.call(at: points) { () async throws(DataAccessError) in try await call(port) }
    }
}

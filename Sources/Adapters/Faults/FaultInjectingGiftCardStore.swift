import Entities
import UseCases

/// The gift card port with faults injected: each look-up passes the gate at the points it stands for, then goes to the
/// store it wraps.
public struct FaultInjectingGiftCardStore: GiftCardStore {
    private let base: any GiftCardStore
    private let gate: FaultGate
    private let points: [FaultPoint]

    /// Wraps `base`, passing each look-up through `gate` at `points`.
    public init(wrapping base: any GiftCardStore, gate: FaultGate, points: [FaultPoint]) {
        self.base = base
        self.gate = gate
        self.points = points
    }

    public func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard? {
        let answer = try await gate.pass(points)
        let card = try await base.giftCard(withCode: code)
        try answer.deliver()
        return card
    }
}

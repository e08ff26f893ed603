import Entities
import UseCases

/// Stands in for the state port: records each read and change in order, keeps the state in memory so that a test
/// can look at what a change left, and fails when told to.
@MainActor
public final class ShopStateStoreSpy: ShopStateStore {
    public enum Message: Equatable {
        case read
        case update
    }

    public private(set) var messages: [Message] = []
    /// What reads answer, and what changes change.
    public var state: ShopState
    /// When set, every read fails with it.
    public var readError: DataAccessError?
    /// When set, every change fails with it, before it is applied.
    public var updateError: DataAccessError?
    /// When set, the next change is applied and saved, and then its answer is lost: the caller sees a time-out.
    public var losesNextAnswer = false
    /// Applied to the state just before the next change, as another shop saving meanwhile would.
    public var changedElsewhere: ((inout ShopState) -> Void)?

    /// A store holding `state`.
    public init(_ state: ShopState = .empty) {
        self.state = state
    }

    public func read() async throws(DataAccessError) -> ShopState {
        messages.append(.read)
        if let readError { throw readError }
        return state
    }

    public func update<Value: Sendable>(_ change: @Sendable (inout ShopState) -> Value) async throws(DataAccessError) -> Value {
        messages.append(.update)
        if let updateError { throw updateError }
        changedElsewhere?(&state)
        changedElsewhere = nil
        let value = change(&state)
        guard !losesNextAnswer else {
            losesNextAnswer = false
            throw .timedOut
        }
        return value
    }
}

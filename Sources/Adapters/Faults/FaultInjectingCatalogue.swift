import Entities
import UseCases

/// The catalogue port with faults injected: each call passes the gate at the points it stands for (which a use case's
/// calls stand for is the composition root's choice), then goes to the catalogue it wraps.
public struct FaultInjectingCatalogue: ProductCatalogue {
    /// The fault points a catalogue call stands for: a page's may depend on what it asks (a search, a rating order).
    public struct Points: Sendable {
        /// The points of a page of `request`.
        public let page: @Sendable (CatalogueRequest) -> [FaultPoint]
        /// The points of a look-up by id.
        public let lookUp: [FaultPoint]

        /// Points for pages and look-ups; none by default.
        public init(page: @escaping @Sendable (CatalogueRequest) -> [FaultPoint] = { _ in [] }, lookUp: [FaultPoint] = []) {
            self.page = page
            self.lookUp = lookUp
        }
    }

    private let base: any ProductCatalogue
    private let gate: FaultGate
    private let points: Points

    /// Wraps `base`, passing each call through `gate` at its `points`.
    public init(wrapping base: any ProductCatalogue, gate: FaultGate, points: Points) {
        self.base = base
        self.gate = gate
        self.points = points
    }

    public var currency: Currency { base.currency }

    public var productCount: Int { base.productCount }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        try await gate.call(at: points.page(request)) { () async throws(DataAccessError) in try await base.page(request) }
    }

    public func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product] {
        try await gate.call(at: points.lookUp) { () async throws(DataAccessError) in try await base.products(withIDs: ids) }
    }
}

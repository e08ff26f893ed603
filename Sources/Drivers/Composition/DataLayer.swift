import Adapters
import UseCases

/// The shop's two ports as the use cases' interactors reach them, each call standing for the fault points `Interactors`
/// names.
/// Registered plain, then wrapped in the fault layer by a decoration of its own (`CompositionRoot.registerDataLayer`),
/// so that a test can register other ports (a twin, a spy) and still have them behind the same fault layer.
struct DataLayer {
    /// The catalogue for calls that stand for `points`.
    let catalogue: (FaultInjectingCatalogue.Points) -> any ProductCatalogue
    /// The state store for calls that stand for `points`.
    let state: (FaultInjectingShopStateStore.Points) -> any ShopStateStore

    /// The ports as they are: the points they stand for make no difference.
    static func plain(catalogue: any ProductCatalogue, state: any ShopStateStore) -> DataLayer {
        DataLayer(catalogue: { _ in catalogue }, state: { _ in state })
    }

    /// This data layer with each call passing `gate` at its points first.
    func gated(by gate: FaultGate) -> DataLayer {
        DataLayer(
            catalogue: { [catalogue] points in FaultInjectingCatalogue(wrapping: catalogue(points), gate: gate, points: points) },
            state: { [state] points in FaultInjectingShopStateStore(wrapping: state(points), gate: gate, points: points) }
        )
    }
}

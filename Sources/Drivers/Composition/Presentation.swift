import UseCases

/// What shows one use case's states: the presenter the interactor publishes to, and the parts (presenter and view)
/// that whoever shows it must keep alive, since the interactor holds its observer weakly and the presenter its view.
@MainActor
struct Presentation<Value: Equatable & Sendable> {
    let presenter: any StateObserver<LoadState<Value>>
    let parts: [AnyObject]
}

import Adapters
import Entities
import UseCases

/// Carries out the screen's requests, each through its use case's interactor and the same presenters as the line
/// shell, passing the answers back as events, and times what is slow. Each request runs as a task of its own, which Ctrl-C cancels.
@MainActor
final class ScreenRequests {
    private let interactors: Interactors
    private let presenters: ScreenPresenters
    private let errors: ShopErrorPresenter
    private let confirmation: ScreenCheckoutConfirmation
    private let clock: any FaultClock
    private var running: [ScreenRequest: Task<Void, Never>] = [:]
    /// Where events go: the program's queue of them.
    var send: (ScreenEvent) -> Void = { _ in } {
        didSet { confirmation.send = send }
    }

    /// Time that counts as a moment: after it, a request still under way shows the spinner, which turns at this pace.
    static let moment = Duration.milliseconds(100)

    init(interactors: Interactors, presenters: ScreenPresenters, clock: any FaultClock) {
        self.interactors = interactors
        self.presenters = presenters
        self.clock = clock
        errors = ShopErrorPresenter(money: presenters.money)
        confirmation = ScreenCheckoutConfirmation(presenters: presenters)
    }

    func perform(_ effect: ScreenEffect) {
        switch effect {
        case let .load(request, load): perform(load, for: request)
        case let .change(request, change): perform(change, for: request)
        case let .answerCheckout(yes): confirmation.answer(yes)
        case .cancelRequests: running.values.forEach { $0.cancel() }
        case .turnSpinner: after(Self.moment, send: .spinnerTurned)
        case .suspend, .quit, .redrawAll: break
        }
    }

    /// Cancels every request under way, and answers no to a question waiting: the screen is closing.
    func stop() {
        running.values.forEach { $0.cancel() }
        confirmation.answer(false)
    }

    private func perform(_ load: ScreenLoad, for request: ScreenRequest) {
        let presenters = presenters
        switch load {
        case let .catalogue(query):
            let interactor = interactors.browse()
            run(request, interactor, { interactor.observer = $0 }, { .catalogue(presenters.catalogue($0)) }) { await interactor.load(query) }
        case let .product(id):
            let interactor = interactors.productDetail()
            run(request, interactor, { interactor.observer = $0 }, { .product(presenters.product($0)) }) { await interactor.load(id) }
        case .wishList:
            let interactor = interactors.wishList()
            run(request, interactor, { interactor.observer = $0 }, { .wishList(presenters.wishList($0)) }) { await interactor.load() }
        case .cart:
            let interactor = interactors.cart()
            run(request, interactor, { interactor.observer = $0 }, { .cart(presenters.cart($0)) }) { await interactor.load() }
        case let .orders(query):
            let interactor = interactors.orderHistory()
            run(request, interactor, { interactor.observer = $0 }, { .orders(presenters.orders($0)) }) {
                await interactor.load(page: query.page, pageSize: query.pageSize)
            }
        case let .order(number):
            let interactor = interactors.order()
            run(request, interactor, { interactor.observer = $0 }, { .order(presenters.order($0)) }) { await interactor.load(number) }
        }
    }

    private func perform(_ change: ScreenChange, for request: ScreenRequest) {
        let presenters = presenters
        let edit: (WishListEdit) -> ScreenContent = { .edited(presenters.wishListEdit($0), $0.wishList.value.map(presenters.wishList)) }
        switch change {
        case let .add(id):
            let interactor = interactors.addToWishList()
            run(request, interactor, { interactor.observer = $0 }, edit) { await interactor.add(id) }
        case let .remove(id):
            let interactor = interactors.removeFromWishList()
            run(request, interactor, { interactor.observer = $0 }, edit) { await interactor.remove(id) }
        case let .setQuantity(id, quantity):
            let interactor = interactors.setQuantity()
            run(request, interactor, { interactor.observer = $0 }, edit) { await interactor.setQuantity(of: id, to: quantity) }
        case let .rate(id, stars):
            let interactor = interactors.rate()
            run(request, interactor, { interactor.observer = $0 }, { .message(presenters.rating($0)) }) { await interactor.rate(id, stars: stars) }
        case .checkOut:
            let interactor = interactors.checkout()
            let confirmation = confirmation
            run(request, interactor, { interactor.observer = $0 }, { .checkout(presenters.checkout($0)) }) {
                await interactor.checkout(confirmingWith: confirmation)
            }
        }
    }

    /// Runs `operation` for `request`, its states shown through `map` by a presenter that `observe` hands the interactor;
    /// the interactor, presenter and view are kept alive until it ends, since each holds the next weakly.
    private func run<Value>(
        _ request: ScreenRequest, _ interactor: AnyObject, _ observe: (LoadStatePresenter<Value, ScreenAnswerView>) -> Void,
        _ map: @escaping (Value) -> ScreenContent, _ operation: @escaping () async -> Outcome
    ) {
        let view = ScreenAnswerView(request: request) { [weak self] in self?.send($0) }
        let presenter = LoadStatePresenter(view: view, map: map, errors: errors)
        observe(presenter)
        let parts: [AnyObject] = [interactor, presenter, view]
        running[request] = Task { [weak self] in
            let outcome = await operation()
            withExtendedLifetime(parts) {}
            self?.running[request] = nil
            self?.send(.finished(request, outcome))
        }
        after(Self.moment, send: .requestIsSlow(request))
    }

    private func after(_ duration: Duration, send event: ScreenEvent) {
        Task { [weak self, clock] in
            guard (try? await clock.wait(for: duration)) != nil else { return }
            self?.send(event)
        }
    }
}

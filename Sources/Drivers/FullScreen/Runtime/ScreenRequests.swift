import Adapters
import Entities
import UseCases

/// Carries out the screen's requests, each through its use case's interactor and the same presenters as the line
/// shell, passing the answers back as events, and times what is slow. Each request runs as a task of its own, which Ctrl-C cancels.
@MainActor
final class ScreenRequests {
    private let wiring: Wiring
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

    /// `errors` words what went wrong, and `confirmation` asks the customer before a checkout, on the screen.
    init(
        wiring: Wiring, presenters: ScreenPresenters, errors: ShopErrorPresenter, confirmation: ScreenCheckoutConfirmation, clock: any FaultClock
    ) {
        self.wiring = wiring
        self.presenters = presenters
        self.errors = errors
        self.confirmation = confirmation
        self.clock = clock
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
        confirmation.answer(.no)
    }

    private func perform(_ load: ScreenLoad, for request: ScreenRequest) {
        let presenters = presenters
        switch load {
        case let .catalogue(query): run(request, wiring.browse(query, shownBy: presentation(request) { .catalogue(presenters.catalogue($0)) }))
        case let .product(id): run(request, wiring.product(id, shownBy: presentation(request) { .product(presenters.product($0)) }))
        case .wishList: run(request, wiring.wishList(shownBy: presentation(request) { .wishList(presenters.wishList($0)) }))
        case .cart: run(request, wiring.cart(shownBy: presentation(request) { .cart(presenters.cart($0)) }))
        case let .orders(query):
            run(request, wiring.orders(page: query.page, pageSize: query.pageSize, shownBy: presentation(request) { .orders(presenters.orders($0)) }))
        case let .order(number): run(request, wiring.order(number, shownBy: presentation(request) { .order(presenters.order($0)) }))
        }
    }

    private func perform(_ change: ScreenChange, for request: ScreenRequest) {
        let presenters = presenters
        let edited = presentation(request) { (edit: WishListEdit) in .edited(presenters.wishListEdit(edit), edit.wishList.value.map(presenters.wishList)) }
        switch change {
        case let .add(id): run(request, wiring.add(id, shownBy: edited))
        case let .remove(id): run(request, wiring.remove(id, shownBy: edited))
        case let .setQuantity(id, quantity): run(request, wiring.setQuantity(of: id, to: quantity, shownBy: edited))
        case let .rate(id, stars): run(request, wiring.rate(id, stars: stars, shownBy: presentation(request) { .message(presenters.rating($0)) }))
        case .checkOut:
            run(request, wiring.checkout(confirmingWith: confirmation, shownBy: presentation(request) { .checkout(presenters.checkout($0)) }))
        }
    }

    /// What shows `request`'s answer: the presenters' view model, mapped by `map`, sent to the screen as an event.
    private func presentation<Value>(_ request: ScreenRequest, _ map: @escaping (Value) -> ScreenContent) -> Presentation<Value> {
        let view = ScreenAnswerView(request: request) { [weak self] in self?.send($0) }
        let presenter = LoadStatePresenter(view: view, map: map, errors: errors)
        return Presentation(presenter: presenter, parts: [presenter, view])
    }

    /// Runs `wired` for `request` as a task of its own, which Ctrl-C can cancel, and says when it is slow.
    private func run(_ request: ScreenRequest, _ wired: Wired) {
        running[request] = Task { [weak self] in
            let outcome = await wired.run()
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

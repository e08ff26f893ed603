import Adapters
import Entities
import UseCases

/// Everything the full screen shows, as a plain value: `update` takes one event (a key, a window size, an answer)
/// and returns the effects to run, whose answers come back as events; `ScreenView` draws it. Nothing here touches a
/// terminal, a clock or a use case, so every key is tested as a change of value, as the line editor's are.
struct ScreenModel: Equatable, Sendable {
    /// The list on show.
    enum Place: Equatable, Sendable {
        case catalogue, wishList, cart, orders
        /// The receipt of the order just placed.
        case receipt
    }

    /// What stands over the screen until a key answers it.
    enum Overlay: Equatable, Sendable {
        case help
        case confirmQuit
        /// The checkout's question: `y` places the order. When the cart changed while the customer decided on the
        /// last question, nothing was bought, and it says how.
        case confirmCheckout(CheckoutDialog)
    }

    /// A line for the customer under the list: the answer to a change, what the customer must know of one (saved, but
    /// not yet safe on disk), or what failed.
    enum Notice: Equatable, Sendable {
        case message(String)
        case warning(String)
        case error(ErrorViewModel)

        /// The notice that answers with `message`: its warning, when it has one, which matters more than what was done,
        /// which the screen shows anyway.
        static func answer(_ message: MessageViewModel) -> Notice {
            message.warning.map(Notice.warning) ?? .message(message.text)
        }
    }

    /// What the detail shows: a product, or a placed order.
    enum DetailTarget: Equatable, Sendable {
        case product(ProductID)
        case order(Int)
    }

    /// What the detail holds once its answer has come.
    enum Detail: Equatable, Sendable {
        case product(ProductContent)
        case order(ReceiptViewModel)
    }

    private(set) var size: ScreenSize
    /// How the screen is dressed, which decides how its texts wrap, and so how far they scroll.
    let style: ScreenStyle
    var place = Place.catalogue {
        didSet { if place != oldValue { (detailTop, listScrolledBeyond) = (0, 0) } }
    }
    /// In a narrow window, whether the detail stands in the list's place.
    var showsDetail = false {
        didSet { if showsDetail != oldValue { detailTop = 0 } }
    }
    /// The first line on show of the detail (a product's page, a receipt) in the list's place or beside it, where it
    /// scrolls.
    var detailTop = 0
    /// How many lines the list on show is scrolled beyond where its selected row keeps it: past its last row, the keys
    /// that move down scroll on through the lines under it (`ScreenModel+Moves`).
    var listScrolledBeyond = 0
    var catalogue: CataloguePane
    var wishList: WishListContent?
    var cart: CartContent?
    var orders: OrdersPane
    /// The selected row of the wish list and the cart (its last row is "Check out"); the catalogue and the orders keep
    /// theirs in their panes.
    var rows = [Place: Int]()
    /// Whether the cart, when it comes, opens on "Check out" (when checking out is offered): `c` asked for it.
    var opensOnCheckout = false
    var detailTarget: DetailTarget?
    var detail: Detail?
    var receipt: ReceiptViewModel?
    /// Whether keys type into the search.
    var isSearching = false
    var overlay: Overlay? {
        didSet { if overlay?.isSameDialog(as: oldValue) != true { overlayTop = 0 } }
    }
    /// The first line of the overlay's dialog on show, where it scrolls.
    var overlayTop = 0
    var notice: Notice?
    /// The part of the screen whose failure the notice says.
    var failedSlot: ScreenRequest.Slot?
    /// The spinner's frame while a request is slow; nil when none is.
    var spinner: Int?
    /// What `r` repeats: each request that failed and has not been answered since (for each part of the screen, the
    /// last to fail).
    var retries = RetryMemory<ScreenEffect>()
    /// The requests under way, with what each asked.
    var requests = [ScreenRequest: ScreenEffect]()
    /// The requests under way for longer than a moment.
    var slowRequests = Set<ScreenRequest>()
    /// Keys typed while what they act on was still awaited, in the order typed (`ScreenModel+TypeAhead`).
    var typedAhead: [Key] = []
    /// How many keys typed before the checkout's question came it dropped, until the next key.
    var droppedKeys = 0
    /// What a save says while it waits for another shop's lock, until no change is under way.
    var saveWaiting: String?
    /// What the shop says of the faults it injects, as it opens: above the notice until the first key.
    var faultsBanner: String?
    /// Whether `q` was pressed while changes were under way: the screen leaves once they end (`ScreenModel+Leaving`).
    var isLeaving = false
    /// What the changes that ended while the screen was leaving answered, said once the terminal is given back.
    var farewell: [Notice] = []
    private var latest = [ScreenRequest.Slot: Int]()
    private var requestCount = 0

    var layout: ScreenLayout { ScreenLayout(size: size) }

    private init(size: ScreenSize, style: ScreenStyle) {
        self.size = size
        self.style = style
        let pageSize = ScreenLayout(size: size).pageSize
        // Every page shown counts its matches only one past its end, so that a key costs the same at any catalogue
        // size; the count is completed after the page is shown (`take`).
        catalogue = CataloguePane(query: CatalogueQuery(pageSize: pageSize, countsEveryMatch: false))
        orders = OrdersPane(query: OrdersQuery(pageSize: pageSize))
    }

    /// The screen as it opens in a window of `size`, dressed in `style`: the first page of the catalogue and the wish
    /// list, asked for.
    static func start(size: ScreenSize, style: ScreenStyle) -> (ScreenModel, [ScreenEffect]) {
        var model = ScreenModel(size: size, style: style)
        let effects = [model.load(.catalogue, .catalogue(model.catalogue.changeQuery { _ in })), model.load(.wishList, .wishList)]
        return (model, effects)
    }

    /// Takes `event` and returns what to run for it.
    mutating func update(_ event: ScreenEvent) -> [ScreenEffect] {
        if isLeaving { return updateWhileLeaving(event) }
        if case .key = event { (droppedKeys, faultsBanner) = (0, nil) }
        return react(to: event) + takeTypedAhead() + detailEffects()
    }

    /// What `event` does to the screen, and what to run for it.
    mutating func react(to event: ScreenEvent) -> [ScreenEffect] {
        switch event {
        case let .key(key): respond(to: key)
        case let .resized(size): resize(to: size)
        case let .loaded(request, content): take(content, for: request)
        case let .failed(request, error): takeFailure(error, for: request)
        case let .finished(request, outcome): finish(request, outcome)
        case let .checkoutQuestion(question): ask(question)
        case let .requestIsSlow(request): noteSlow(request)
        case .spinnerTurned: turnSpinner()
        case let .saveIsWaiting(notice): noteSaveWaiting(notice)
        case let .faultsAreOn(banner): noteFaults(banner)
        }
    }

    /// The product on the selected row of the list on show.
    var selectedProduct: ProductID? {
        switch place {
        case .catalogue: catalogue.selectedProduct
        case .wishList: wishList.flatMap { Self.item($0.productIDs, at: row(of: .wishList)) }
        case .cart: cart.flatMap { Self.item($0.productIDs, at: row(of: .cart)) }
        case .orders, .receipt: nil
        }
    }

    /// The selected row of `place`'s list.
    func row(of place: Place) -> Int {
        switch place {
        case .catalogue: catalogue.selection
        case .orders: orders.selection
        case .wishList, .cart, .receipt: rows[place] ?? 0
        }
    }

    /// How many of the product with `id` are wished for, as the wish list on show says; while it cannot be shown (its
    /// total too large to count, say), as the product's page says, so that the customer can still mend the line.
    func wishedQuantity(of id: ProductID) -> Int {
        if let wishList { return wishList.quantity(of: id) }
        guard case let .product(content) = detail, content.productID == id else { return 0 }
        return content.wishedQuantity
    }

    /// Whether the cart's "Check out" row, there only when checking out is offered, is selected.
    var isCheckoutSelected: Bool {
        place == .cart && selectedLine(of: .cart) == .checkOut
    }

    /// A request to read what `what` names into `slot`.
    mutating func load(_ slot: ScreenRequest.Slot, _ what: ScreenLoad) -> ScreenEffect {
        issue(slot) { .load($0, what) }
    }

    /// A request to make `change`.
    mutating func change(_ change: ScreenChange) -> ScreenEffect {
        issue(.change) { .change($0, change) }
    }

    /// The same request made again, as `r` does: a new request with the same question.
    mutating func repeating(_ effect: ScreenEffect) -> ScreenEffect? {
        switch effect {
        case let .load(request, what): load(request.slot, what)
        case let .change(_, what): change(what)
        default: nil
        }
    }

    /// Makes a request: its effect, remembered until it ends, and newest of its slot.
    private mutating func issue(_ slot: ScreenRequest.Slot, _ ask: (ScreenRequest) -> ScreenEffect) -> ScreenEffect {
        requestCount += 1
        let request = ScreenRequest(slot: slot, number: requestCount)
        let effect = ask(request)
        requests[request] = effect
        latest[slot] = request.number
        return effect
    }

    /// Leaves every answer under way for `slot` unwanted: what the screen shows there now is newer.
    mutating func supersede(_ slot: ScreenRequest.Slot) {
        requestCount += 1
        latest[slot] = requestCount
    }

    /// Whether `request`'s answer is still wanted: changes always are, reads only when newest of their slot.
    func isCurrent(_ request: ScreenRequest) -> Bool {
        request.slot == .change || latest[request.slot] == request.number
    }

    /// Whether a request for `slot` whose answer is still wanted is under way (for changes, any).
    func isUnderWay(_ slot: ScreenRequest.Slot) -> Bool {
        requests.keys.contains { $0.slot == slot && isCurrent($0) }
    }

    /// Each list a page at a time keeps a screenful a page, and the same row selected.
    private mutating func resize(to newSize: ScreenSize) -> [ScreenEffect] {
        size = newSize
        guard layout.isUsable else { return [] }
        var effects: [ScreenEffect] = []
        if let query = catalogue.resize(to: layout.pageSize) { effects.append(load(.catalogue, .catalogue(query))) }
        if let query = orders.resize(to: layout.pageSize), orders.content != nil { effects.append(load(.orders, .orders(query))) }
        return effects
    }

    /// The detail follows the selection: beside the list, or in its place once opened in a narrow window.
    private mutating func detailEffects() -> [ScreenEffect] {
        guard layout.isSideBySide || showsDetail, place != .receipt else { return [] }
        guard let target = selectedTarget, target != detailTarget else { return [] }
        return [loadDetail(target)]
    }

    /// What the detail shows for the selected row: its product, or its order once opened.
    var selectedTarget: DetailTarget? {
        if place == .orders {
            return orders.selectedOrder.map(DetailTarget.order)
        }
        return selectedProduct.map(DetailTarget.product)
    }

    /// Asks for the detail of `target`.
    mutating func loadDetail(_ target: DetailTarget) -> ScreenEffect {
        (detailTarget, detailTop) = (target, 0)
        switch target {
        case let .product(id): return load(.detail, .product(id))
        case let .order(number): return load(.detail, .order(number))
        }
    }

    static func item<Item>(_ items: [Item], at index: Int) -> Item? {
        items.indices.contains(index) ? items[index] : nil
    }
}

extension ScreenModel.Overlay {
    /// Whether this shows the same dialog as `other`, perhaps in another state (a code typed into its field): it then
    /// stays scrolled where it was.
    func isSameDialog(as other: ScreenModel.Overlay?) -> Bool {
        switch (self, other) {
        case (.help, .help?), (.confirmQuit, .confirmQuit?): true
        case let (.confirmCheckout(mine), .confirmCheckout(theirs)?): mine.question == theirs.question
        default: false
        }
    }
}

import Adapters
import UseCases

/// What the answers to the screen's requests do to it: each fills its part of the screen when it is the newest for
/// that part, a failure says what failed and becomes what `r` repeats, and a slow request turns the spinner.
extension ScreenModel {
    mutating func take(_ content: ScreenContent, for request: ScreenRequest) -> [ScreenEffect] {
        guard isCurrent(request) else { return [] }
        // The failure on show is over once its part of the screen is answered.
        if case .error = notice, failedSlot == request.slot { notice = nil }
        switch content {
        case let .catalogue(page): catalogue.show(page)
        case let .product(product): detail = .product(product)
        case let .order(receipt): detail = .order(receipt)
        case let .wishList(list): showWishList(list)
        case let .cart(list): showCart(list)
        case let .orders(page): orders.show(page)
        case let .checkout(.receipt(placed)): (receipt, place, showsDetail) = (placed, .receipt, false)
        case let .checkout(.message(message)), let .message(message): notice = .answer(message)
        case let .edited(message, list):
            notice = .answer(message)
            if let list { showWishList(list) }
        }
        keepSelectionsInside()
        return []
    }

    /// Shows `list` as the cart: on "Check out" when `c` opened it and the cart's presenter offers checking out, so that
    /// Enter asks at once; on the line its presenter says to mend when `c` opened a cart that cannot be bought (its first
    /// when none is named); else on the row selected. Once the line to mend is taken off, the cart is placed as `c` opens
    /// it, so that the key it offers next acts on the next line to mend, and Enter on "Check out" once it can be bought.
    private mutating func showCart(_ list: CartContent) {
        let selected = selectedLine(of: .cart)
        if case let .product(id)? = selected, cart?.viewModel.lineToMend == row(of: .cart), !list.productIDs.contains(id) {
            opensOnCheckout = true
        }
        cart = list
        guard opensOnCheckout else { return reselect(selected, in: .cart) }
        rows[.cart] = list.viewModel.offersCheckout ? list.productIDs.count : list.viewModel.lineToMend ?? 0
        // A cart read while a change is still being saved (`a` then `c`) may not hold it yet: the cart read again once it
        // is saved says where it opens.
        opensOnCheckout = !list.viewModel.offersCheckout && isUnderWay(.change)
    }

    /// Shows `list` as the wish list, the same product selected while it is on it.
    private mutating func showWishList(_ list: WishListContent) {
        let selected = selectedLine(of: .wishList)
        wishList = list
        reselect(selected, in: .wishList)
    }

    mutating func takeFailure(_ error: ErrorViewModel, for request: ScreenRequest) -> [ScreenEffect] {
        guard isCurrent(request) else { return [] }
        (notice, failedSlot) = (.error(error), request.slot)
        return []
    }

    mutating func finish(_ request: ScreenRequest, _ outcome: Outcome) -> [ScreenEffect] {
        guard let effect = requests.removeValue(forKey: request) else { return [] }
        slowRequests.remove(request)
        if slowRequests.isEmpty { spinner = nil }
        if !isUnderWay(.change) { saveWaiting = nil }
        noteRetry(effect, of: request, outcome)
        guard case let .change(_, change) = effect else { return outcome == .done ? countIfStoppedShort(effect, of: request) : [] }
        return refresh(after: change, done: outcome == .done)
    }

    /// Once the page on show has come, counting only one past its end, asks for it again counting every match: the
    /// same rows, and the title's count once known. It is asked only when the page's request has ended, so that the
    /// key's answer never shares the processor with the count; a newer catalogue request (the next key of a search,
    /// another page) leaves it unanswered.
    private mutating func countIfStoppedShort(_ effect: ScreenEffect, of request: ScreenRequest) -> [ScreenEffect] {
        guard case let .load(_, .catalogue(query)) = effect, !query.countsEveryMatch, isCurrent(request),
              catalogue.content?.isCountComplete == false else { return [] }
        var counting = query
        counting.countsEveryMatch = true
        return [load(.catalogue, .catalogue(counting))]
    }

    /// The checkout's question, over the cart it asks about and the wish list that cart buys, so that what stands
    /// behind the dialog is what a yes buys; reads of them still under way are older, and left unanswered. No key typed
    /// before it came answers it: those still waiting are dropped, and the status line says how many.
    mutating func ask(_ question: CheckoutQuestionContent) -> [ScreenEffect] {
        (overlay, isSearching) = (.confirmCheckout(CheckoutDialog(question: question.viewModel, fields: question.codeFields)), false)
        droppedKeys = typedAhead.count
        dropTypedAhead()
        let selected = selectedLine(of: .cart)
        (cart, opensOnCheckout) = (question.cart, false)
        reselect(selected, in: .cart)
        showWishList(question.wishList)
        supersede(.cart)
        supersede(.wishList)
        keepSelectionsInside()
        return []
    }

    /// What `r` repeats once `effect`'s request ended with `outcome`: a failure of the newest request for its part.
    private mutating func noteRetry(_ effect: ScreenEffect, of request: ScreenRequest, _ outcome: Outcome) {
        guard outcome == .done || isCurrent(request) else { return }
        retries.note(effect, happened: outcome == .done)
    }

    /// A save waiting for another shop says so while a change is under way; a notice for none that is is out of date.
    mutating func noteSaveWaiting(_ notice: String) -> [ScreenEffect] {
        if isUnderWay(.change) { saveWaiting = notice }
        return []
    }

    /// The faults the shop injects, said above the notice until the first key.
    mutating func noteFaults(_ banner: String) -> [ScreenEffect] {
        faultsBanner = banner
        return []
    }

    mutating func noteSlow(_ request: ScreenRequest) -> [ScreenEffect] {
        guard requests[request] != nil else { return [] }
        slowRequests.insert(request)
        guard spinner == nil else { return [] }
        spinner = 0
        return [.turnSpinner]
    }

    mutating func turnSpinner() -> [ScreenEffect] {
        guard spinner != nil, !slowRequests.isEmpty else {
            spinner = nil
            return []
        }
        spinner? += 1
        return [.turnSpinner]
    }

    /// After a change, what shows its effect: the product's page (its mark, its rating), the catalogue when stock was
    /// sold or the order is by rating, and, once no other change is under way, the wish list and the cart. They are
    /// read again rather than followed: changes under way at once end in any order, and the last to end may not be
    /// the last saved.
    /// A change that failed may have been made all the same (its answer lost), so the lists are read again after it too.
    private mutating func refresh(after change: ScreenChange, done: Bool) -> [ScreenEffect] {
        var effects: [ScreenEffect] = []
        if !requests.keys.contains(where: { $0.slot == .change }) {
            effects.append(load(.wishList, .wishList))
            if cart != nil || place == .cart { effects.append(load(.cart, .cart)) }
        }
        guard done else { return effects }
        if let detailTarget, case .product = detailTarget { effects.append(loadDetail(detailTarget)) }
        let ratingOrder = catalogue.query.sort?.key == .rating
        switch change {
        case .checkOut: effects.append(load(.catalogue, .catalogue(catalogue.query)))
        case .rate where ratingOrder: effects.append(load(.catalogue, .catalogue(catalogue.query)))
        default: break
        }
        return effects
    }
}

extension ScreenEffect: Retriable {
    /// A part of the screen retries only its last failure; a change retries each that failed, until it is made.
    func replaces(_ earlier: ScreenEffect) -> Bool {
        slot != .change ? earlier.slot == slot : asks(earlier)
    }
}

extension ScreenEffect {
    /// The part of the screen this effect's request fills.
    var slot: ScreenRequest.Slot? {
        switch self {
        case let .load(request, _), let .change(request, _): request.slot
        default: nil
        }
    }

    /// Whether `other` asks the same as this effect, whatever its request.
    func asks(_ other: ScreenEffect) -> Bool {
        switch (self, other) {
        case let (.load(_, mine), .load(_, theirs)): mine == theirs
        case let (.change(_, mine), .change(_, theirs)): mine == theirs
        default: false
        }
    }
}

import Entities

/// Asking about the cart and placing its order: the loop of questions a checkout may need (the cart changed while the
/// customer decided, or what pays for it was spent elsewhere; a code given), and the one transaction that places the
/// order.
extension CheckoutInteractor {
    /// Asks about the cart in `shop` and places its order in one transaction; the state saved, unless declined. When the
    /// cart, or what pays for it, changed while the customer decided, nothing is bought: they are asked again about the
    /// cart as it is now, told why, until an order is placed, they say no, or the cart can no longer be bought. A code
    /// given when asked applies what it names, and the question is asked again with the new amounts.
    func place(
        from shop: ShopState, codes: [CheckoutCode], confirmingWith confirmation: (any CheckoutConfirmation)?, key: String, ordersFrom first: Int?
    ) async throws(ShopError) -> (CheckoutResult, ShopState?) {
        var (products, cart) = try await cart(in: shop)
        var payments = CheckoutPayments(methods: methods)
        for code in codes {
            payments = try await payments.applying(code)
        }
        var question = try Self.question(about: cart, paying: payments, in: shop)
        while true {
            var buying = products, confirmed: CheckoutQuestion?
            if let confirmation {
                switch await confirmation.confirm(question) {
                case .no: return (.declined, nil)
                case let .apply(code):
                    (payments, question) = await applying(code, to: question, instead: payments)
                    continue
                // The customer took their time: what is bought is checked against the catalogue as it is now.
                case .yes: (buying, confirmed) = (try await catalogue.lookUp(products.map(\.id)), question)
                }
            }
            let kept = try await placeOrder(buying: buying, askedAbout: question.cart, confirmed: confirmed, paying: payments, key: key, ordersFrom: first)
            let (placement, saved) = kept.value
            switch placement {
            case let .done(result): return (result.kept(kept.durability), saved)
            case .cartChanged: (products, payments, question) = try await askedAgain(after: question, paying: payments, cartChanged: true)
            case .spentElsewhere: (products, payments, question) = try await askedAgain(after: question, paying: payments, cartChanged: false)
            }
        }
    }

    /// The order placed in one transaction, as `CheckoutPolicy` says.
    private func placeOrder(
        buying: [Product], askedAbout asked: Cart, confirmed: CheckoutQuestion?, paying payments: CheckoutPayments, key: String, ordersFrom first: Int?
    ) async throws(ShopError) -> Saved<(CheckoutPolicy.Placement, ShopState)> {
        let (now, currency) = (clock.now(), catalogue.currency)
        return try await state.transact(ordersFrom: first) { transaction throws(ShopError) in
            let placement = try CheckoutPolicy.placeOrder(
                buying: buying, askedAbout: asked, confirmed: confirmed, paying: payments, in: &transaction, currency: currency, at: now, key: key
            )
            return (placement, transaction.state)
        }
    }

    /// The question about the cart as it is now, after `agreed` could not be bought as it was: saying how the cart
    /// changed when it did, or else which payments were spent elsewhere; an instrument that can no longer pay is let go.
    private func askedAgain(
        after agreed: CheckoutQuestion, paying payments: CheckoutPayments, cartChanged: Bool
    ) async throws(ShopError) -> ([Product], CheckoutPayments, CheckoutQuestion) {
        let latest = try await state.readState()
        let (products, now) = try await cart(in: latest)
        let (kept, planned, refusal) = payments.keepingWhatCanPay(toward: now, in: latest)
        let changes = now.changes(since: agreed.cart), question: CheckoutQuestion
        do {
            if cartChanged || !changes.isEmpty {
                question = try CheckoutQuestion(cart: now, changes: changes, payments: planned, codeProblem: refusal)
            } else {
                let made = planned.map(\.payment)
                let spent = agreed.payments.map(\.payment).filter { !made.contains($0) }
                question = try CheckoutQuestion(cart: now, payments: planned, spentElsewhere: spent)
            }
        } catch {
            throw .refused(error)
        }
        return (products, kept, question)
    }

    /// `question` with what `code` names paying what it can, or, when it cannot (nothing has that code, it is spent, or
    /// it was not found just now), saying why and keeping `payments`, those applied before.
    private func applying(
        _ code: CheckoutCode, to question: CheckoutQuestion, instead payments: CheckoutPayments
    ) async -> (CheckoutPayments, CheckoutQuestion) {
        do throws(ShopError) {
            let applied = try await payments.applying(code)
            let question = try Self.question(about: question.cart, changes: question.changes, paying: applied, in: try await state.readState())
            return (applied, question)
        } catch {
            return (payments, question.noting(error))
        }
    }

    /// The question about `cart` as `payments` pay for it, as `shop` has their balances; refused when one can pay nothing.
    private static func question(
        about cart: Cart, changes: [CartChange]? = nil, paying payments: CheckoutPayments, in shop: ShopState
    ) throws(ShopError) -> CheckoutQuestion {
        let planned = try payments.planned(toward: cart, in: shop)
        do {
            return try CheckoutQuestion(cart: cart, changes: changes, payments: planned)
        } catch {
            throw .refused(error)
        }
    }

    /// The cart of the wish list in `shop`, with its products as the catalogue lists them now; refused, naming what
    /// stands in the way, when it cannot be bought.
    func cart(in shop: ShopState) async throws(ShopError) -> ([Product], Cart) {
        let products = try await catalogue.lookUp(shop.wishList.productIDs)
        let cart = try CheckoutPolicy.cart(of: products, in: shop, currency: catalogue.currency)
        try CheckoutPolicy.validate(cart)
        return (products, cart)
    }
}

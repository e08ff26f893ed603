import Entities

/// Asking about the cart and placing its order: the loop of questions a checkout may need (the cart changed while the
/// customer decided; a gift card's code given), and the one transaction that places the order.
extension CheckoutInteractor {
    /// Asks about the cart in `shop` and places its order in one transaction; the state saved, unless declined. When the
    /// cart changed while the customer decided, nothing is bought: they are asked again about the cart as it is now,
    /// told how it changed, until an order is placed, they say no, or the cart can no longer be bought. A code given
    /// when asked applies its card, and the question is asked again with the new total.
    func place(
        from shop: ShopState, giftCardCode code: String?, confirmingWith confirmation: (any CheckoutConfirmation)?, key: String,
        ordersFrom first: Int?
    ) async throws(ShopError) -> (CheckoutResult, ShopState?) {
        var (products, question) = try await cart(in: shop)
        var card: GiftCard?
        if let code {
            card = try await giftCards.card(withCode: code)
            _ = try CheckoutPolicy.giftCardPart(of: card, toward: question.cart, in: shop)
            question = question.paying(with: card, havingPaid: card.map(shop.paid))
        }
        while true {
            var buying = products, confirmed: CheckoutQuestion?
            if let confirmation {
                switch await confirmation.confirm(question) {
                case .no: return (.declined, nil)
                case let .useGiftCard(code):
                    (card, question) = await applying(code, to: question, instead: card)
                    continue
                // The customer took their time: what is bought is checked against the catalogue as it is now.
                case .yes: (buying, confirmed) = (try await catalogue.lookUp(products.map(\.id)), question)
                }
            }
            let kept = try await placeOrder(buying: buying, askedAbout: question.cart, confirmed: confirmed, paying: card, key: key, ordersFrom: first)
            let (placement, saved) = kept.value
            switch placement {
            case let .done(result): return (result.kept(kept.durability), saved)
            case .cartChanged: (products, card, question) = try await askedAgain(after: question, paying: card)
            }
        }
    }

    /// The order placed in one transaction, as `CheckoutPolicy` says.
    private func placeOrder(
        buying: [Product], askedAbout asked: Cart, confirmed: CheckoutQuestion?, paying card: GiftCard?, key: String, ordersFrom first: Int?
    ) async throws(ShopError) -> Saved<(CheckoutPolicy.Placement, ShopState)> {
        let (now, currency) = (clock.now(), catalogue.currency)
        return try await state.transact(ordersFrom: first) { transaction throws(ShopError) in
            let placement = try CheckoutPolicy.placeOrder(
                buying: buying, askedAbout: asked, confirmed: confirmed, paying: card, in: &transaction, currency: currency, at: now, key: key
            )
            return (placement, transaction.state)
        }
    }

    /// The question about the cart as it is now, after `agreed` could not be bought as it was, saying how it changed;
    /// the gift card kept while something is left on it.
    private func askedAgain(
        after agreed: CheckoutQuestion, paying card: GiftCard?
    ) async throws(ShopError) -> ([Product], GiftCard?, CheckoutQuestion) {
        let latest = try await state.readState()
        let (products, now) = try await cart(in: latest)
        let question = CheckoutQuestion(cart: now.cart, changes: now.cart.changes(since: agreed.cart))
        guard let card, card.isSpent(havingPaid: latest.paid(with: card)) else {
            return (products, card, question.paying(with: card, havingPaid: card.map(latest.paid)))
        }
        return (products, nil, question.noting(.refused(.giftCardSpent(ending: card.ending))))
    }

    /// `question` with the card `code` names paying what it can, or, when it cannot (no such card, spent, or not found
    /// just now), saying why and keeping `card`, the one applied before.
    private func applying(_ code: String, to question: CheckoutQuestion, instead card: GiftCard?) async -> (GiftCard?, CheckoutQuestion) {
        do {
            let found = try await giftCards.card(withCode: code)
            let shop = try await state.readState()
            guard !found.isSpent(havingPaid: shop.paid(with: found)) else {
                return (card, question.noting(.refused(.giftCardSpent(ending: found.ending))))
            }
            return (found, question.paying(with: found, havingPaid: shop.paid(with: found)))
        } catch {
            return (card, question.noting(error))
        }
    }

    /// The cart of the wish list in `shop`, with its products as the catalogue lists them now; refused, naming what
    /// stands in the way, when it cannot be bought.
    func cart(in shop: ShopState) async throws(ShopError) -> ([Product], CheckoutQuestion) {
        let products = try await catalogue.lookUp(shop.wishList.productIDs)
        let cart = try CheckoutPolicy.cart(of: products, in: shop, currency: catalogue.currency)
        try CheckoutPolicy.validate(cart)
        return (products, CheckoutQuestion(cart: cart))
    }
}

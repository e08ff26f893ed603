import Adapters
import Entities
import UseCases

/// Gift cards: the catalogue file issues them, `card CODE` says what is left on one, and `checkout --card CODE` (or a
/// code typed when asked) pays with one. Everything the feature adds to the shop is declared and registered here: its
/// fault point, its words at the prompt, its store behind the fault layer at its own point, its way of paying (the
/// checkout's method, its words among the payments, its field in the full screen's dialog), its interactor, made for
/// each use, and what `card CODE` runs.
enum GiftCardFeature: FeatureModule {
    static let faultPoints = [FaultPoint.giftcard]

    static let commands = CommandTableAddition(commands: [card], options: [.init(cardOption, to: CartCommands.checkout)])

    static func register(in shop: ServiceLocator) {
        shop.register((any GiftCardStore).self) { try $0.resolve(OpenedCatalogue.self).giftCards }
        shop.decorate((any GiftCardStore).self) { store, shop in
            FaultInjecting(wrapping: store, gate: try shop.resolve(), points: [.giftcard]) as any GiftCardStore
        }
        shop.decorate(PaymentFeatures.self) { payments, shop in payments.adding(payment(over: try shop.resolve())) }
        shop.register(perUse: GiftCardInteractor.self) {
            let (cards, state) = (try $0.resolve((any GiftCardStore).self), try $0.resolve(DataLayer.self).state(.init()))
            return { GiftCardInteractor(giftCards: cards, state: state) }
        }
    }

    static func registerShell(in shop: ServiceLocator) {
        shop.decorate(IssuedSecrets.self) { issued, shop in
            let keys = try shop.resolve(OpenedCatalogue.self).giftCardKeys
            return keys.isEmpty ? issued : issued.adding(cardSecret) { GiftCard.key(of: String($0)).map(keys.contains) ?? false }
        }
        shop.decorate(CommandTable.self) { table, shop in
            let (interactor, views) = (try shop.maker(GiftCardInteractor.self), try shop.resolve(ViewChoice.self))
            return table.binding(card) { command, _ in
                CommandResult(await balance(of: command.input.codes.first?.text ?? "", by: interactor(), shownBy: views))
            }
        }
    }

    /// Its way of paying, with the cards of `store`: the checkout's method, its words among the payments, and the field
    /// `g` opens in the full screen's checkout dialog.
    static func payment(over store: any GiftCardStore) -> PaymentRegistration {
        PaymentRegistration(
            method: GiftCardPayments(giftCards: store), wording: GiftCardText.wording,
            dialogField: CheckoutCodeField(kind: .giftCard, key: "g", name: "gift card", prompt: "Gift card code")
        )
    }

    /// What is left on the card `code` names, from a fresh `interactor`, shown as `views` choose.
    @MainActor
    private static func balance(of code: String, by interactor: GiftCardInteractor, shownBy views: ViewChoice) async -> Outcome {
        let presentation = views.presentation(
            text: (MessageTextView(output: views.output), GiftCardPresenter(money: views.money).map),
            json: ("giftCard", GiftCardPresenter(money: views.money).document)
        )
        interactor.observer = presentation.presenter
        return await Wired(interactor, presentation) { await interactor.load(code) }.run()
    }

    // MARK: - Its words at the prompt

    /// The kind of code the card's arguments give.
    static let codeKind = PaymentKind.giftCard.name

    /// A card's code, a secret: shown as receipts show a card (`····7KQ2`), and kept by the key it is matched by, never
    /// as typed, so that every reader of the table masks it wherever a line is kept or shown.
    static let code = ArgumentKind("CODE", noun: "the gift card's code", one: "one gift card code", secret: cardSecret) { text, input in
        input.codes.append(TypedCode(kind: codeKind, text: text))
    }

    /// How a card's code is written down: masked where shown, by its key where kept.
    static let cardSecret = Secret(shown: { GiftCardText.masked(typed: $0) }, kept: { GiftCard.key(of: $0) ?? $0 })

    static let cardOption = CommandOption.named(["--card"], code, aside: "a gift card pays what it can")

    static let card = CommandEntry(
        "card", summary: "what is left on a gift card", example: "card WINTER-7KQ2", group: .cart, arguments: [.one(code)], json: "giftCard",
        run: CommandEntry.boundAtStartUp
    )
}

extension FaultPoint {
    /// A look-up of a gift card by its code.
    static let giftcard = FaultPoint("giftcard")
}

/// The card's port behind the fault layer (`FaultInjecting`, the one decorator every port's calls pass): its one call
/// passes the gate at the points it stands for, then goes to the store it wraps.
extension FaultInjecting: GiftCardStore where Port == any GiftCardStore {
    public func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard? {
        try await call { store async throws(DataAccessError) in try await store.giftCard(withCode: code) }
    }
}

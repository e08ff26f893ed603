import Adapters
@testable import Drivers
import Entities
import Foundation
import TaschTestSupport
import UseCases

/// How the screen's tests dress it: in colour, with box-drawing lines and symbols.
let screenStyle = ScreenStyle(usesColour: true, isUnicode: true)

/// The presenters the screen's tests build answers with, in US English and UTC.
let screenPresenters = ScreenPresenters(
    money: MoneyFormatter(localeIdentifier: "en_US"), times: TimestampFormatter(timeZone: .gmt), payments: PaymentFeatures.shop.wording,
    codeFields: PaymentFeatures.shop.dialogFields
)

extension PaymentFeatures {
    /// The ways of paying with a code the shop offers, as the composition root registers them.
    static let shop = PaymentFeatures([PromotionFeature.payment(of: []), GiftCardFeature.payment(over: InMemoryGiftCardStore())])
}

/// A screen opened in a window of `columns` × `rows`, with the answers to its first requests: page 1 of a catalogue
/// of `products` products, and a wish list of `wished`.
func openScreen(columns: Int = 80, rows: Int = 24, products: Int = 50, wished: [Product] = []) -> ScreenModel {
    var (model, effects) = ScreenModel.start(size: ScreenSize(columns: columns, rows: rows), style: screenStyle)
    for effect in effects {
        guard case let .load(request, load) = effect else { continue }
        switch load {
        case let .catalogue(query): _ = model.answer(request, with: cataloguePage(query, of: products))
        case .wishList: _ = model.answer(request, with: .wishList(screenPresenters.wishList(makeWishList(wished))))
        default: break
        }
    }
    return model
}

/// A catalogue query as the screen asks it: counting the matches only one past its page.
func screenQuery(
    searchText: String? = nil, sort: CatalogueSort? = nil, inStockOnly: Bool = false, page: Int = 1, pageSize: PageSize = .standard
) -> CatalogueQuery {
    CatalogueQuery(searchText: searchText, sort: sort, inStockOnly: inStockOnly, page: page, pageSize: pageSize, countsEveryMatch: false)
}

/// The page `query` asks for of a catalogue of `count` products with ids from 1, `Product N` each; with its count
/// stopped one past the page when `countedAll` is false.
func cataloguePage(_ query: CatalogueQuery, of count: Int, countedAll: Bool = true) -> ScreenContent {
    let size = query.pageSize.value
    let first = (query.page - 1) * size + 1
    let products = first <= count ? (first...min(count, first + size - 1)).map { makeProduct(id: $0) } : []
    let counted = countedAll ? count : min(count, query.page * size + 1)
    return .catalogue(screenPresenters.catalogue(CataloguePage(
        products: products, query: query, matchCount: counted, catalogueCount: count, isCountComplete: counted == count
    )))
}

extension ScreenModel {
    /// Answers `request` with `content`, as a use case that succeeded does; returns the effects.
    mutating func answer(_ request: ScreenRequest, with content: ScreenContent) -> [ScreenEffect] {
        update(.loaded(request, content)) + update(.finished(request, .done))
    }

    /// Presses each key in turn; returns every effect.
    mutating func press(_ keys: Key...) -> [ScreenEffect] {
        keys.flatMap { update(.key($0)) }
    }
}

/// The requests `effects` make, with what each reads or changes.
func loads(_ effects: [ScreenEffect]) -> [ScreenLoad] {
    effects.compactMap { if case let .load(_, load) = $0 { load } else { nil } }
}

func changes(_ effects: [ScreenEffect]) -> [ScreenChange] {
    effects.compactMap { if case let .change(_, change) = $0 { change } else { nil } }
}

/// The request of the first effect in `effects` that reads into `slot`.
func request(in effects: [ScreenEffect], for slot: ScreenRequest.Slot) -> ScreenRequest? {
    effects.compactMap { effect -> ScreenRequest? in
        if case let .load(request, _) = effect, request.slot == slot { return request }
        if case let .change(request, _) = effect, request.slot == slot { return request }
        return nil
    }.first
}

/// The checkout's question about a cart of `products`, as the screen's presenters word it; `changes` when it is asked
/// again.
func checkoutQuestion(about products: [Product], changes: [CartChange]? = nil) throws -> ScreenEvent {
    .checkoutQuestion(screenPresenters.question(CheckoutQuestion(cart: try Cart(wishList: makeWishList(products)), changes: changes)))
}

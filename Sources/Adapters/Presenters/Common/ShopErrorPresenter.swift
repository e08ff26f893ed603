import Entities
import UseCases

/// Words each shop error as the customer reads it: its stable kind for scripts, its message, and the way out of it
/// where that is something the customer does; each driver words the way out's steps its own way. The shop's refusals
/// are `ViolationTable`'s entries; the other errors are this type's, kind, message and way out side by side.
public struct ShopErrorPresenter: Sendable {
    private let money: MoneyFormatter

    /// A presenter writing amounts with `money`.
    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The error's view model: its message cleaned for the terminal, since it may quote a product's name or a file's
    /// path.
    public func map(_ error: ShopError) -> ErrorViewModel {
        let entry = entry(for: error)
        return ErrorViewModel(kind: entry.kind, message: TerminalSafeText.clean(entry.message), wayOut: entry.wayOut)
    }

    private func entry(for error: ShopError) -> ErrorViewModel {
        switch error {
        case let .refused(violation): ViolationTable(money: money).entry(for: violation)
        case let .productNotFound(id): ErrorViewModel(kind: "product-not-found", message: "no product with id \(id)")
        case let .orderNotFound(number):
            ErrorViewModel(kind: "order-not-found", message: "no order #\(number)", wayOut: WayOut("type", [.seeOrders], follow: " to see yours"))
        case let .noSuchPage(page, _) where page < Paging.firstPage: ErrorViewModel(kind: "no-such-page", message: "this is the first page")
        case let .noSuchPage(page, pageCount): ErrorViewModel(
            kind: "no-such-page", message: "there is no page \(Plural.grouped(page)): the results fill \(Plural.count(pageCount, "page"))"
        )
        case let .dataAccess(failure): Self.entry(for: failure)
        case let .notRefreshed(reason): ErrorViewModel(
            kind: "not-refreshed", message: "what you did was saved, but the screen could not be shown again: \(entry(for: reason).message)"
        )
        case .checkoutUnderWay: ErrorViewModel(kind: "checkout-under-way", message: "another checkout is under way: one order is placed at a time")
        }
    }

    private static func entry(for failure: DataAccessError) -> ErrorViewModel {
        switch failure {
        case .unavailable: ErrorViewModel(kind: "no-internet", message: "no internet connection: check your connection and try again")
        case .timedOut: ErrorViewModel(kind: "timeout", message: "the shop did not answer in time: try again")
        case .notFound: ErrorViewModel(kind: "not-found", message: "the shop's data could not be found")
        case let .damaged(reason): ErrorViewModel(kind: "unreadable-data", message: "the shop's data could not be read: \(reason)")
        case let .notSaved(reason): ErrorViewModel(kind: "not-saved", message: "your change could not be saved: \(reason)")
        case let .busy(reason): ErrorViewModel(kind: "busy", message: "nothing was changed: \(reason); try again in a moment")
        case .cancelled: ErrorViewModel(kind: "cancelled", message: "cancelled: nothing was changed")
        }
    }
}

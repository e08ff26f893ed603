import Entities
import UseCases

/// A question for a list shown a page at a time: which page, how many a page.
protocol PagedQuery: Equatable, Sendable {
    var page: Int { get set }
    var pageSize: PageSize { get set }
}

/// One page of such a list, as it came: where it lies, and how many rows it has.
protocol PagedContent: Equatable, Sendable {
    var page: Int { get }
    var pageCount: Int { get }
    var rowCount: Int { get }
}

extension CatalogueQuery: PagedQuery {}

/// A way of moving through a list shown a page at a time, as the keys ask.
enum PageTurn: Equatable, Sendable {
    /// The selection moves by this many rows, on to the page beyond past either end.
    case move(Int)
    /// This many pages on, the same row selected.
    case page(Int)
    /// The first row of the first page, or the last of the last.
    case end(last: Bool)
}

/// The catalogue as the full screen browses it.
typealias CataloguePane = PagedPane<CatalogueQuery, CataloguePageContent>
/// The orders placed as the full screen lists them.
typealias OrdersPane = PagedPane<OrdersQuery, OrdersContent>

/// A list the full screen shows one page a screenful (the catalogue, the orders): a selected row, and the query asked
/// for last, which moves ahead of the page on show while the next one loads. Which pages exist is the use case's rule
/// (`Paging`); the pane only asks for the page before or after the one it has, within the page count that page came
/// with.
struct PagedPane<Query: PagedQuery, Content: PagedContent>: Equatable, Sendable {
    /// Where the selection goes when a page asked for arrives.
    enum Arrival: Equatable, Sendable {
        case first, last
        case row(Int)
    }

    /// The query asked for last.
    var query: Query
    /// The page on show.
    var content: Content?
    var selection = 0
    var arrival: Arrival?

    init(query: Query) {
        self.query = query
    }

    /// Moves the selection as `turn` asks; the query for the page it moves to (nil when it stays on this page, or
    /// there is no page beyond).
    mutating func apply(_ turn: PageTurn) -> Query? {
        switch turn {
        case let .move(step): move(by: step)
        case let .page(step): turnPage(by: step)
        case let .end(last): moveToEnd(last: last)
        }
    }

    /// The first page of the query `change` makes, its first row selected.
    mutating func changeQuery(_ change: (inout Query) -> Void) -> Query {
        change(&query)
        query.page = Paging.firstPage
        arrival = .first
        return query
    }

    /// The page holding the selected row at `pageSize` a page, the same row selected.
    mutating func resize(to pageSize: PageSize) -> Query? {
        guard pageSize != query.pageSize else { return nil }
        let position = Paging.position(of: Paging.Place(page: query.page, row: selection), size: query.pageSize)
        let place = Paging.place(ofPosition: position, size: pageSize)
        (query.pageSize, query.page, arrival) = (pageSize, place.page, .row(place.row))
        return query
    }

    /// Takes `page` as the page on show when it answers the query asked for last.
    mutating func show(_ page: Content) {
        content = page
        let count = page.rowCount
        switch arrival {
        case .first: selection = 0
        case .last: selection = max(0, count - 1)
        case let .row(row): selection = min(max(0, row), max(0, count - 1))
        case nil: selection = min(selection, max(0, count - 1))
        }
        arrival = nil
    }

    private mutating func move(by step: Int) -> Query? {
        guard let content, content.page == query.page else { return nil }
        let target = selection + step
        if (0..<content.rowCount).contains(target) {
            selection = target
            return nil
        }
        return turn(to: Paging.page(query.page, turnedBy: step > 0 ? 1 : -1), arriving: step > 0 ? .first : .last)
    }

    /// Turns `step` pages on, keeping the selected row; on the first or last page, selects its first or last row.
    private mutating func turnPage(by step: Int) -> Query? {
        guard let content else { return nil }
        let target = Paging.page(query.page, turnedBy: step, pageCount: content.pageCount)
        guard target != query.page else {
            selection = step > 0 ? max(0, content.rowCount - 1) : 0
            return nil
        }
        return turn(to: target, arriving: .row(selection))
    }

    private mutating func moveToEnd(last: Bool) -> Query? {
        guard let content else { return nil }
        let target = last ? content.pageCount : Paging.firstPage
        guard target != query.page else {
            selection = last ? max(0, content.rowCount - 1) : 0
            return nil
        }
        return turn(to: target, arriving: last ? .last : .first)
    }

    private mutating func turn(to page: Int, arriving: Arrival) -> Query? {
        guard let content, Paging.exists(page: page, pageCount: content.pageCount) else { return nil }
        query.page = page
        arrival = arriving
        return query
    }
}

extension PagedPane where Content == CataloguePageContent {
    /// The sorts `s` goes through, in turn: the catalogue's order, name, price up, price down, rating.
    static var sorts: [CatalogueSort?] {
        [nil, CatalogueSort(.name), CatalogueSort(.price), CatalogueSort(.price, descending: true), CatalogueSort.meant(by: .rating)]
    }

    /// The product of the selected row.
    var selectedProduct: ProductID? {
        content.flatMap { ScreenModel.item($0.productIDs, at: selection) }
    }
}

extension PagedPane where Content == OrdersContent {
    /// The number of the order on the selected row.
    var selectedOrder: Int? {
        content.flatMap { ScreenModel.item($0.numbers, at: selection) }
    }
}

import Entities
import UseCases

/// The catalogue as the full screen browses it: one page a screenful, a selected row, and the query asked for last,
/// which moves ahead of the page on show while the next one loads. Which pages exist is the browsing use case's rule;
/// the pane only asks for the page before or after the one it has, within the page count that page came with.
struct CataloguePane: Equatable, Sendable {
    /// Where the selection goes when a page asked for arrives.
    enum Arrival: Equatable, Sendable {
        case first, last
        case row(Int)
    }

    /// The sorts `s` goes through, in turn: the catalogue's order, name, price up, price down, rating.
    static let sorts: [CatalogueSort?] = [nil, CatalogueSort(.name), CatalogueSort(.price), CatalogueSort(.price, descending: true), CatalogueSort(.rating, descending: true)]

    /// The query asked for last.
    var query: CatalogueQuery
    /// The page on show.
    var content: CataloguePageContent?
    var selection = 0
    var arrival: Arrival?

    init(pageSize: Int) {
        query = CatalogueQuery(pageSize: pageSize)
    }

    /// The product of the selected row.
    var selectedProduct: ProductID? {
        content.flatMap { $0.productIDs.indices.contains(selection) ? $0.productIDs[selection] : nil }
    }

    /// Moves the selection by `step` rows; past either end of the page, the query for the page beyond (nil when the
    /// move stays on this page, or there is no page beyond).
    mutating func move(by step: Int) -> CatalogueQuery? {
        guard let content, content.page == query.page else { return nil }
        let target = selection + step
        if content.productIDs.indices.contains(target) {
            selection = target
            return nil
        }
        return turn(to: query.page + (step > 0 ? 1 : -1), arriving: step > 0 ? .first : .last)
    }

    /// Turns `step` pages on, keeping the selected row; on the first or last page, selects its first or last row.
    mutating func turnPage(by step: Int) -> CatalogueQuery? {
        guard let content else { return nil }
        let target = min(max(1, query.page + step), content.pageCount)
        guard target != query.page else {
            selection = step > 0 ? max(0, content.productIDs.count - 1) : 0
            return nil
        }
        return turn(to: target, arriving: .row(selection))
    }

    /// The first row of the first page, or the last row of the last.
    mutating func moveToEnd(last: Bool) -> CatalogueQuery? {
        guard let content else { return nil }
        let target = last ? content.pageCount : 1
        guard target != query.page else {
            selection = last ? max(0, content.productIDs.count - 1) : 0
            return nil
        }
        return turn(to: target, arriving: last ? .last : .first)
    }

    /// The first page of the query `change` makes, its first row selected.
    mutating func changeQuery(_ change: (inout CatalogueQuery) -> Void) -> CatalogueQuery {
        change(&query)
        query.page = 1
        arrival = .first
        return query
    }

    /// The page holding the selected product at `pageSize` a page, the same product selected.
    mutating func resize(to pageSize: Int) -> CatalogueQuery? {
        guard pageSize != query.pageSize else { return nil }
        let position = (query.page - 1) * query.pageSize + selection
        query.pageSize = pageSize
        query.page = position / pageSize + 1
        arrival = .row(position % pageSize)
        return query
    }

    /// Takes `page` as the page on show when it answers the query asked for last.
    mutating func show(_ page: CataloguePageContent) {
        content = page
        let count = page.productIDs.count
        switch arrival {
        case .first: selection = 0
        case .last: selection = max(0, count - 1)
        case let .row(row): selection = min(max(0, row), max(0, count - 1))
        case nil: selection = min(selection, max(0, count - 1))
        }
        arrival = nil
    }

    private mutating func turn(to page: Int, arriving: Arrival) -> CatalogueQuery? {
        guard let content, (1...content.pageCount).contains(page) else { return nil }
        query.page = page
        arrival = arriving
        return query
    }
}

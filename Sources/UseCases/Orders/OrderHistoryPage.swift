import Entities

/// One page of the orders placed, newest first, with where it lies among them.
public struct OrderHistoryPage: Equatable, Sendable {
    /// The orders on this page, the newest first.
    public let orders: [Order]
    /// The page number, counted from 1.
    public let page: Int
    public let pageSize: PageSize
    /// How many orders have been placed in all.
    public let orderCount: Int

    /// Page `page` of `orderCount` orders at `pageSize` a page, holding `orders`.
    public init(orders: [Order], page: Int, pageSize: PageSize, orderCount: Int) {
        self.orders = orders
        self.page = page
        self.pageSize = pageSize
        self.orderCount = orderCount
    }

    /// How many pages the orders fill; at least 1.
    public var pageCount: Int { Paging.pageCount(of: orderCount, size: pageSize) }
}

import UseCases

/// The commands that look back at the orders placed.
enum OrderCommands {
    static let all = [orders, order]

    static let orders = CommandEntry(
        "orders", aliases: ["history"], summary: "the orders you placed, newest first, a page at a time: when, how many items, total",
        example: "orders page 2", group: .orders, options: CatalogueChange.Options.paging, json: "orders"
    ) { command, shell in
        var (page, pageSize): (Int?, PageSize?) = (nil, nil)
        for change in command.input.changes {
            if case let .page(number) = change { page = number }
            if case let .pageSize(size) = change { pageSize = size }
        }
        // The first page unless one is given, at the size last asked for unless one is given.
        let size = pageSize ?? shell.router.lastOrdersPage?.pageSize ?? shell.options.pageSize
        return await shell.open(.orders(page: page ?? Paging.firstPage, pageSize: size))
    }

    static let order = CommandEntry(
        "order", summary: "the receipt of order N again", example: "order 1001", group: .orders, arguments: [.one(.orderNumber)], json: "order"
    ) { command, shell in await shell.open(.order(command.input.orderNumber ?? 0)) }
}

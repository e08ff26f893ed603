import UseCases

/// The commands that look around the shop: the start screen, the catalogue and its pages, a search, a product, and the
/// way back.
enum BrowseCommands {
    static let all = [home, catalogue, find, next, previous, show, back]

    static let home = CommandEntry(
        "home", summary: "the start screen: a few products and your wish list", example: "home", group: .browse, json: "home"
    ) { _, shell in await shell.open(.home) }

    static let catalogue = CommandEntry(
        "catalogue", aliases: ["list"], summary: "the products, a page at a time, with their id, price and stock",
        example: "catalogue sort -price in-stock", group: .browse, options: CatalogueChange.Options.every, json: "catalogue"
    ) { command, shell in
        let changes = command.input.changes
        // A plain `catalogue` forgets the search, the sort and the filter, but keeps the page size.
        guard !changes.isEmpty else { return await browse(shell) { $0 = CatalogueQuery(pageSize: $0.pageSize) } }
        return await browse(shell) { query in changes.forEach { $0.apply(to: &query) } }
    }

    static let find = CommandEntry(
        "find", aliases: ["search"], summary: "the products whose name or short description holds every word, ignoring case and accents",
        example: "find oak", group: .browse, arguments: [.rest(.text)], json: "catalogue"
    ) { command, shell in
        await browse(shell) { $0.searchText = command.input.words.joined(separator: " ") }
    }

    static let next = CommandEntry(
        "next", summary: "the next page of the catalogue, of what you found, or of your orders", example: "next", group: .browse, json: nil
    ) { _, shell in await turnPage(shell, by: 1) }

    static let previous = CommandEntry(
        "prev", aliases: ["previous"], summary: "the previous page", example: "prev", group: .browse, json: nil
    ) { _, shell in await turnPage(shell, by: -1) }

    static let show = CommandEntry(
        "show", summary: "one product in detail (no ID: the product on screen, afresh)", example: "show 3", group: .browse,
        arguments: [.optional(.productID)], json: "product"
    ) { command, shell in
        await shell.onProduct(command) { await shell.router.open(.product($0)) }
    }

    static let back = CommandEntry(
        "back", summary: "return to the previous screen", example: "back", group: .browse, json: nil
    ) { _, shell in
        guard let outcome = await shell.router.back() else {
            shell.output.error("there is no previous screen to go back to", kind: "no-previous-screen")
            return .failed
        }
        return CommandResult(outcome)
    }

    /// Opens the catalogue at the query `change` makes of the last one, from its first page unless `change` picks one.
    @MainActor
    private static func browse(_ shell: ShellContext, _ change: (inout CatalogueQuery) -> Void) async -> CommandResult {
        var query = shell.router.lastCatalogueQuery ?? CatalogueQuery(pageSize: shell.options.pageSize)
        query.page = Paging.firstPage
        change(&query)
        return await shell.open(.catalogue(query))
    }

    // Which pages exist is the use case's rule: a page before the first or past the last is refused there. `next` and
    // `prev` turn the pages of the list seen last: the catalogue (or a search), or the orders.
    @MainActor
    private static func turnPage(_ shell: ShellContext, by step: Int) async -> CommandResult {
        if case let .orders(page, pageSize) = shell.router.lastPagedDestination {
            return await shell.open(.orders(page: Paging.page(page, turnedBy: step), pageSize: pageSize))
        }
        var query = shell.router.lastCatalogueQuery ?? CatalogueQuery(pageSize: shell.options.pageSize)
        query.page = Paging.page(query.page, turnedBy: step)
        return await shell.open(.catalogue(query))
    }
}

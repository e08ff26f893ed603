import Adapters

/// The commands that change the wish list: a product on or off, how many of it, and its rating.
enum WishListCommands {
    static let all = [add, remove, quantity, wish, rate]

    static let add = CommandEntry(
        "add", summary: "put a product on your wish list (no ID: the product on screen)", example: "add 3", group: .wishList,
        arguments: [.optional(.productID)], json: "wishListEdit"
    ) { command, shell in
        await shell.onProduct(command) { await shell.actions.add($0) }
    }

    static let remove = CommandEntry(
        "remove", summary: "take a product off your wish list (no ID: the product on screen)", example: "remove 3", group: .wishList,
        arguments: [.optional(.productID)], json: "wishListEdit"
    ) { command, shell in
        await shell.onProduct(command) { await shell.actions.remove($0) }
    }

    static let quantity = CommandEntry(
        "quantity", aliases: ["qty"], summary: "wish for N of a product, 0 to take it off (no ID: the product on screen)",
        example: "quantity 6 2", group: .wishList, arguments: [.optional(.productID), .one(.quantity)], json: "wishListEdit"
    ) { command, shell in
        await shell.onProduct(command) { await shell.actions.setQuantity(of: $0, to: command.input.quantity ?? 0) }
    }

    static let wish = CommandEntry(
        "wish", aliases: ["wishlist"], summary: "your wish list with its total", example: "wish", group: .wishList, json: "wishList"
    ) { _, shell in await shell.open(.wishList) }

    static let rate = CommandEntry(
        "rate", summary: "give a product \(StarsFormatter.allowedRange) stars (no ID: the product on screen)", example: "rate 3 5",
        group: .wishList, arguments: [.optional(.productID), .one(.stars)], json: "rating"
    ) { command, shell in
        await shell.onProduct(command) { await shell.actions.rate($0, stars: command.input.stars ?? 0) }
    }
}

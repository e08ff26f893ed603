/// The commands that buy: the cart, and placing its order. A feature adds what pays (`checkout --card CODE`).
enum CartCommands {
    static let all = [cart, checkout]

    static let cart = CommandEntry(
        "cart", summary: "what checking out buys: sub-total, shipping, total", example: "cart", group: .cart, json: "cart"
    ) { _, shell in await shell.open(.cart) }

    static let yes = CommandOption.flag(["--yes", "-y"], aside: "without asking") { $0.confirmed = true }

    // The question, asked only about a cart that may be bought, is the checkout use case's to ask, and so is asking again
    // when the cart changed while the customer decided.
    static let checkout = CommandEntry(
        "checkout", summary: "place the order", example: "checkout --yes", group: .cart, options: [yes], json: "order"
    ) { command, shell in
        let confirmed = command.input.confirmed
        guard confirmed || shell.isInteractive else {
            shell.output.error(shell.options.unasked.checkoutRefusal, kind: "needs-confirmation")
            return .failed
        }
        return CommandResult(await shell.actions.checkout(asking: !confirmed, codes: command.input.codes.map(\.checkoutCode)))
    }
}

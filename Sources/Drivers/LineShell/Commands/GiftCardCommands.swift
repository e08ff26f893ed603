import Adapters
import Entities
import UseCases

/// The gift card's words at the prompt: `card CODE`, and checkout's `--card CODE`. Its code is a secret, so every
/// reader of the table masks it wherever a line is kept or shown. It is added to the table as a feature adds its own
/// (`CommandTableAddition`): the line shell's one file that names the card, until the card's feature module holds it.
enum GiftCardCommands {
    /// What the card adds to the command table.
    static let addition = CommandTableAddition(commands: [card], options: [.init(cardOption, to: CartCommands.checkout)])

    /// The kind of code the card's arguments give: the kind of payment a card makes.
    static let codeKind = PaymentKind.giftCard.name

    /// A card's code: shown as receipts show a card (`····7KQ2`), and kept by the key it is matched by, never as typed.
    static let code = ArgumentKind(
        "CODE", noun: "the gift card's code", one: "one gift card code",
        secret: Secret(shown: { GiftCardText.masked(typed: $0) }, kept: { GiftCard.key(of: $0) ?? $0 })
    ) { text, input in input.codes.append(TypedCode(kind: codeKind, text: text)) }

    static let cardOption = CommandOption.named(["--card"], code, aside: "a gift card pays what it can")

    static let card = CommandEntry(
        "card", summary: "what is left on a gift card", example: "card WINTER-7KQ2", group: .cart, arguments: [.one(code)], json: "giftCard"
    ) { command, shell in CommandResult(await shell.actions.giftCard(command.input.codes.first?.text ?? "")) }
}

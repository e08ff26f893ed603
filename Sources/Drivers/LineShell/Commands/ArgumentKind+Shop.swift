import Adapters
import Entities
import UseCases

/// The kinds of argument the shop's own commands take, each read into its field of `CommandInput`.
extension ArgumentKind {
    // Titles print ids as `(#3)`, so `#3` is read as 3; a number too long to count is no product's id, not a typo.
    static let productID = ArgumentKind("ID", noun: "the product", one: "one product id", completion: .products) { (typed, input) throws(ArgumentRefusal) in
        let text = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .said(CommandError("\(Printable.word(typed)) is not a product id: ids are whole numbers, like 3"))
        }
        guard let number = Int(text) else {
            let shown = text.count > Printable.maximumLength ? text.prefix(Printable.maximumLength) + "…" : Substring(text)
            throw .said(CommandError("no product with id \(shown)", kind: "product-not-found"))
        }
        guard let id = ProductID(number) else { throw .said(CommandError("no product with id \(number): ids start at 1")) }
        input.productID = id
    }

    static let stars = ArgumentKind("N", noun: "\(StarsFormatter.allowedRange) stars") { (text, input) throws(ArgumentRefusal) in
        guard text.allSatisfy(\.isASCII), let stars = Int(text) else {
            throw .said(CommandError("\(Printable.word(text)) is not a number of stars: give \(StarsFormatter.allowedRange)"))
        }
        input.stars = stars
    }

    static let quantity = ArgumentKind("N", noun: "how many") { (text, input) throws(ArgumentRefusal) in
        guard let quantity = TypedNumber.parse(text) else {
            throw .said(CommandError("\(Printable.word(text)) is not a quantity: give a whole number from 0 (0 takes the product off)"))
        }
        input.quantity = quantity
    }

    // Receipts print the number as `#1001`, so `#1001` is read as 1001.
    static let orderNumber = ArgumentKind("N", noun: "an order number") { (typed, input) throws(ArgumentRefusal) in
        guard let number = TypedNumber.parse(typed.hasPrefix("#") ? String(typed.dropFirst()) : typed) else {
            throw .said(CommandError("\(Printable.word(typed)) is not an order number: type \"\(OrderCommands.orders.name)\" to see yours"))
        }
        input.orderNumber = number
    }

    static let exitStatus = ArgumentKind("STATUS", noun: "an exit status") { (text, input) throws(ArgumentRefusal) in
        guard let status = Int32(text), (0...255).contains(status) else {
            throw .said(CommandError("\(Printable.word(text)) is not an exit status: use a whole number from 0 to 255"))
        }
        input.exitStatus = status
    }

    static let text = ArgumentKind("TEXT", noun: "the text to look for") { text, input in input.words.append(text) }

    static let commandName = ArgumentKind("COMMAND", noun: "a command name", completion: .commandNames) { word, input in
        input.topic = word.lowercased()
    }

    static let outputMode = ArgumentKind(
        modes.joined(separator: "|"), noun: modes.joined(separator: " or "), one: modes.joined(separator: " or "), completion: .words { modes }
    ) { (word, input) throws(ArgumentRefusal) in
        guard let mode = OutputMode(rawValue: word.lowercased()) else { throw .notTaken }
        input.mode = mode
    }

    private static var modes: [String] { OutputMode.allCases.map(\.rawValue) }
}

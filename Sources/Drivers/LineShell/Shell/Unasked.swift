/// Why a session asks the customer nothing, so that a command that would ask (`checkout`) says what is true and how to
/// have it asked: `-c` commands and a script's lines ask only with `--interactive`, `--batch` never asks, and input
/// that is not a terminal has no one to answer.
public enum Unasked: Equatable, Sendable {
    case inputIsNotATerminal
    case commandOptions
    case scriptFile
    case batch

    /// Why `checkout` without `--yes` was refused, and what to type instead.
    var checkoutRefusal: String {
        let checkout = CartCommands.checkout.name
        let refused = "\(checkout) asks for confirmation, and "
        let confirmed = "\"\(checkout) \(CartCommands.yes.name)\""
        return switch self {
        case .inputIsNotATerminal: refused + "input is not a terminal: use \(confirmed)"
        case .commandOptions: refused + "commands given with -c ask nothing without --interactive: use \(confirmed), "
            + "or --interactive with the answer as the next command (-c y)"
        case .scriptFile: refused + "a script's commands ask nothing without --interactive: use \(confirmed), "
            + "or --interactive with the answer on the next line"
        case .batch: refused + "--batch asks nothing: use \(confirmed)"
        }
    }
}

import Drivers

/// A terminal whose input is a script of what each read brings and whose modes and output are recorded in order; held
/// to what the process's own terminal does by `RawTerminalContract`.
final class ScriptedTerminal: RawTerminal {
    enum Event: Equatable {
        case enterRawMode
        case enterQuietMode
        case restore
        case read(timeout: Duration?)
        case write(String)
        case suspend
    }

    private var inputs: [TerminalInput]
    private var isGone = false
    private let refusesRawMode: Bool
    private(set) var events: [Event] = []
    var columns: Int

    /// A terminal whose reads bring `inputs` in order, then `.closed`: the script's end is the terminal's, which a read
    /// that waits only a while does not see (nothing comes in time: `.timedOut`).
    init(_ inputs: [TerminalInput], columns: Int = 80, refusesRawMode: Bool = false) {
        self.inputs = inputs
        self.columns = columns
        self.refusesRawMode = refusesRawMode
    }

    /// Whether pastes come bracketed: raw mode asks for them so, as the real terminal's does, until it is given back.
    var bracketsPastes: Bool {
        let modes: [Event] = [.enterRawMode, .enterQuietMode, .restore]
        return !refusesRawMode && events.last(where: modes.contains).map { $0 != .restore } == true
    }

    /// Everything written, joined.
    var output: String {
        events.map { if case let .write(text) = $0 { text } else { "" } }.joined()
    }

    func enterRawMode() -> Bool {
        events.append(.enterRawMode)
        return !refusesRawMode
    }

    func enterQuietMode() -> Bool {
        events.append(.enterQuietMode)
        return !refusesRawMode
    }

    func restore() {
        events.append(.restore)
    }

    func read(timeout: Duration?) -> TerminalInput {
        events.append(.read(timeout: timeout))
        if isGone { return .closed }
        if !inputs.isEmpty { return inputs.removeFirst() }
        return timeout == nil ? .closed : .timedOut
    }

    /// Adds `more` to what later reads bring.
    func bring(_ more: TerminalInput...) {
        inputs += more
    }

    /// The terminal goes away: every later read brings `.closed`, whatever was still to come.
    func hangUp() {
        isGone = true
    }

    func write(_ text: String) {
        events.append(.write(text))
    }

    func suspendJob() {
        events.append(.suspend)
    }
}

extension TerminalInput {
    /// The bytes of `text` as typed.
    static func typed(_ text: String) -> TerminalInput {
        .bytes(Array(text.utf8))
    }
}

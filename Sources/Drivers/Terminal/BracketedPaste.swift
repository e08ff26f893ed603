import Adapters

/// Bracketed paste, as xterm, tmux and every terminal people use offer it: once asked (`on`), the terminal sends a paste
/// between `start` and `end`, so that a program can take it as text for the field it lands in, never as keys. Raw
/// mode asks for it (`TermiosTerminal`) and every way of giving the terminal back stops asking (`off`).
enum BracketedPaste {
    /// Asks the terminal to bracket pastes.
    static let on = "\u{1B}[?2004h"
    /// Stops asking.
    static let off = "\u{1B}[?2004l"
    /// What comes before a paste.
    static let start = Array("\u{1B}[200~".utf8)
    /// What comes after it.
    static let end = Array("\u{1B}[201~".utf8)

    /// The text of a paste's bytes: UTF-8 (a byte that is not read as U+FFFD), every line break ("\r\n", "\r", "\n")
    /// as "\n", since terminals send a pasted line break as the Return key sends it.
    static func text(of bytes: [UInt8]) -> String {
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0D else {
                lines.append(byte)
                continue
            }
            lines.append(0x0A)
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        }
        return String(decoding: lines, as: UTF8.self)
    }

    /// A paste's text for a field of one line (a search, a code, an answer): each line break and tab a space, and
    /// nothing a terminal would act on.
    static func oneLine(_ text: String) -> String {
        TerminalSafeText.removingUnsafe(String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }

    /// Where `end` starts in `bytes`, from `start` on; nil when it is not there whole.
    static func endIndex(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + end.count <= bytes.count {
            if bytes[index] == end[0], bytes[index..<(index + end.count)].elementsEqual(end) { return index }
            index += 1
        }
        return nil
    }

    /// How many of the last bytes of `bytes` (after `start`) may be the first bytes of `end`, still arriving.
    static func partialEndLength(in bytes: [UInt8], from start: Int) -> Int {
        let longest = min(end.count - 1, bytes.count - start)
        return (0...longest).reversed().first { length in
            bytes[(bytes.count - length)...].elementsEqual(end.prefix(length))
        } ?? 0
    }
}

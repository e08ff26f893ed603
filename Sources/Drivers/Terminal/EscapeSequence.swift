/// The keys terminals send as escape sequences: `ESC [ … final` (CSI), `ESC O letter` (SS3), `ESC key` (Alt).
enum EscapeSequence {
    /// Longer than this, a sequence is garbage: it is dropped so that it cannot hold back the keys after it.
    static let maximumLength = 32

    /// The key for the sequence at the start of `bytes` (which starts with ESC) and its length; nil while unfinished.
    static func key(in bytes: ArraySlice<UInt8>, isComplete: Bool) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return isComplete ? (.escape, 1) : nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["): return controlSequence(in: bytes, isComplete: isComplete)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return isComplete ? (.unknown, 2) : nil }
            return (singleShift(bytes[start + 2]), 3)
        case 0x1B: return (.escape, 1)
        case 0x20...0x7F: return (.alt(Character(Unicode.Scalar(second))), 2)
        default: return (.escape, 1)
        }
    }

    private static func controlSequence(in bytes: ArraySlice<UInt8>, isComplete: Bool) -> (Key, Int)? {
        let body = bytes.dropFirst(2)
        // Parameters and intermediates run from 0x20 to 0x3F; the final byte is from @ to ~.
        let parameters = body.prefix { (0x20...0x3F).contains($0) }
        let length = 2 + parameters.count
        guard length < maximumLength else { return (.unknown, maximumLength) }
        guard length < bytes.count else { return isComplete ? (.unknown, length) : nil }
        let final = bytes[bytes.startIndex + length]
        guard (0x40...0x7E).contains(final) else { return (.unknown, length) }
        return (key(parameters: String(decoding: parameters, as: UTF8.self), final: final), length + 1)
    }

    private static func key(parameters: String, final: UInt8) -> Key {
        switch (parameters, Character(Unicode.Scalar(final))) {
        case ("1", "~"), ("7", "~"): .home
        case ("4", "~"), ("8", "~"): .end
        case ("3", "~"): .delete
        case ("5", "~"): .pageUp
        case ("6", "~"): .pageDown
        case ("1;5", "C"), ("1;3", "C"): .wordRight
        case ("1;5", "D"), ("1;3", "D"): .wordLeft
        case ("", _), ("1", _): singleShift(final)
        default: .unknown
        }
    }

    /// The key of `ESC O letter`, which is also `ESC [ letter` for the arrows, Home and End.
    private static func singleShift(_ letter: UInt8) -> Key {
        switch Character(Unicode.Scalar(letter)) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        default: .unknown
        }
    }
}

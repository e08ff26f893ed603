/// Turns the bytes read from a terminal in raw mode into keys: UTF-8 text, control letters, and the escape sequences
/// of arrows and other keys. A key may arrive split across reads, so what is incomplete waits for the next bytes;
/// a lone Escape is told from the start of a sequence only by time, so after a pause `flush()` takes it as it stands.
/// A bracketed paste (`BracketedPaste`) is one key, `.paste`, however many reads it takes and however long it pauses:
/// what it holds is text, never keys.
package struct KeyDecoder {
    private var pending: [UInt8] = []
    /// The bytes of the paste under way, while one is.
    private var pasted: [UInt8]?

    package init() {}

    /// Whether bytes of an unfinished key are waiting for more (a paste under way waits for its end, not for a pause).
    package var isWaiting: Bool { pasted == nil && !pending.isEmpty }

    /// The keys `bytes` finish, in order; runs of text come as one key.
    package mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        return take(isComplete: false)
    }

    /// The keys in what is waiting, taken as complete: no more bytes are coming for them.
    package mutating func flush() -> [Key] {
        take(isComplete: true)
    }

    private mutating func take(isComplete: Bool) -> [Key] {
        var keys: [Key] = []
        // A run of text is gathered in one string that grows in place, then becomes one key.
        var text = ""
        var start = 0
        while true {
            if pasted != nil {
                guard let end = takePasted(from: &start) else { break }
                keys.append(.paste(BracketedPaste.text(of: end)))
                continue
            }
            guard start < pending.count, let (key, length) = Self.key(in: pending[start...], isComplete: isComplete) else { break }
            if case let .text(more) = key {
                text += more
            } else {
                if !text.isEmpty { keys.append(.text(text)) }
                text = ""
                if pending[start..<(start + length)].elementsEqual(BracketedPaste.start) {
                    pasted = []
                } else {
                    keys.append(key)
                }
            }
            start += length
        }
        if !text.isEmpty { keys.append(.text(text)) }
        pending.removeFirst(start)
        return keys
    }

    /// Moves the paste's bytes from `start` on into the paste under way, up to its end; the whole paste once its end
    /// has come (`start` then past it), nil while it has not. Only bytes not yet looked at are searched, and a few that
    /// may begin the end are kept back, so a paste costs what it brings.
    private mutating func takePasted(from start: inout Int) -> [UInt8]? {
        guard let end = BracketedPaste.endIndex(in: pending, from: start) else {
            let kept = BracketedPaste.partialEndLength(in: pending, from: start)
            pasted? += pending[start..<(pending.count - kept)]
            start = pending.count - kept
            return nil
        }
        let whole = (pasted ?? []) + pending[start..<end]
        pasted = nil
        start = end + BracketedPaste.end.count
        return whole
    }

    /// The key at the start of `bytes` and how many bytes it takes; nil when it may still be unfinished.
    private static func key(in bytes: ArraySlice<UInt8>, isComplete: Bool) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return EscapeSequence.key(in: bytes, isComplete: isComplete)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00...0x1F: return (.unknown, 1)
        case 0x20...0x7E: return asciiRun(in: bytes)
        default: return character(in: bytes, isComplete: isComplete)
        }
    }

    /// The printable ASCII at the start of `bytes`, as one piece of text: most of what is typed or pasted.
    private static func asciiRun(in bytes: ArraySlice<UInt8>) -> (Key, Int) {
        let run = bytes.prefix { (0x20...0x7E).contains($0) }
        return (.text(String(decoding: run, as: UTF8.self)), run.count)
    }

    /// One UTF-8 character; a byte that cannot start or continue one is read as U+FFFD.
    private static func character(in bytes: ArraySlice<UInt8>, isComplete: Bool) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length = switch first {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
        let continuation = bytes.dropFirst().prefix(length - 1).prefix { (0x80...0xBF).contains($0) }
        guard continuation.count == length - 1 else {
            // Cut short by a byte that cannot continue it, or by the end of what has arrived so far.
            guard isComplete || continuation.count < bytes.count - 1 else { return nil }
            return (.text("\u{FFFD}"), 1 + continuation.count)
        }
        return (.text(String(decoding: bytes.prefix(length), as: UTF8.self)), length)
    }
}

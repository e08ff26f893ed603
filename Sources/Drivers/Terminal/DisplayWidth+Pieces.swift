extension DisplayWidth {
    /// Text as a terminal reads it: characters it shows, and escape sequences it obeys.
    enum Piece: Equatable {
        case character(Character)
        case escape(String)

        /// `text` in pieces; an escape sequence is ESC with one more character, or ESC [ up to its final byte.
        static func split(_ text: String) -> [Piece] {
            Array(Pieces(text))
        }
    }

    /// The pieces of some characters, read one at a time as they are asked for, so that a reader that stops early
    /// reads no further.
    struct Pieces<Characters: Sequence<Character>>: Sequence, IteratorProtocol {
        private var characters: Characters.Iterator

        init(_ characters: Characters) {
            self.characters = characters.makeIterator()
        }

        mutating func next() -> Piece? {
            guard let character = characters.next() else { return nil }
            guard DisplayWidth.asciiByte(of: character) == 0x1B else { return .character(character) }
            var sequence = "\u{1B}"
            while let next = characters.next() {
                sequence.append(next)
                if sequence.utf8.count == 2, DisplayWidth.asciiByte(of: next) == UInt8(ascii: "[") { continue }
                if sequence.utf8.count == 2 || isFinal(next) { break }
            }
            return .escape(sequence)
        }

        // A control sequence ends with a byte from @ to ~.
        private func isFinal(_ character: Character) -> Bool {
            guard let value = DisplayWidth.asciiByte(of: character) else { return true }
            return (0x40...0x7E).contains(value)
        }
    }
}

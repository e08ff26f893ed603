import Adapters

/// The line being edited: its text, and the cursor as a number of characters (grapheme clusters) from the start, so
/// that every step, Backspace or Delete moves over one character as the customer sees it (é, 👍🏽, a combining
/// sequence). It holds printable text only: what a terminal would act on instead of showing (controls, bidirectional
/// overrides, as `TerminalSafeText` says) is dropped on the way in.
struct LineBuffer: Equatable {
    private(set) var text: String
    private(set) var cursor: Int

    /// A line holding `text` with the cursor after `cursor` characters, at the end when nil.
    init(_ text: String = "", cursor: Int? = nil) {
        self.text = Self.printable(text)
        self.cursor = 0
        self.cursor = min(max(0, cursor ?? characterCount), characterCount)
    }

    var characterCount: Int { text.count }

    /// The text before the cursor.
    var beforeCursor: Substring { text.prefix(cursor) }

    /// The text from the cursor on.
    var fromCursor: Substring { text.dropFirst(cursor) }

    mutating func insert(_ inserted: String) {
        let before = String(beforeCursor) + Self.printable(inserted)
        text = before + fromCursor
        cursor = min(before.count, characterCount)
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characterCount, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = characterCount }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        deleteForward()
    }

    mutating func deleteForward() {
        guard cursor < characterCount else { return }
        text = String(beforeCursor) + text.dropFirst(cursor + 1)
    }

    /// Ctrl-K: removes everything from the cursor on.
    @discardableResult
    mutating func deleteToEnd() -> String {
        remove(cursor..<characterCount)
    }

    /// Ctrl-U: removes everything before the cursor.
    @discardableResult
    mutating func deleteToStart() -> String {
        remove(0..<cursor)
    }

    /// Ctrl-W: removes the spaces before the cursor, then the word before them (anything up to a space).
    @discardableResult
    mutating func deleteWordBackward() -> String {
        let characters = Array(beforeCursor)
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return remove(start..<cursor)
    }

    /// Alt-D: removes up to the end of the next word (letters and digits).
    @discardableResult
    mutating func deleteWordForward() -> String {
        remove(cursor..<nextWordEnd())
    }

    /// Alt-B: to the start of this word or the one before (letters and digits).
    mutating func moveWordLeft() {
        let characters = Array(beforeCursor)
        while cursor > 0, !Self.isWordCharacter(characters[cursor - 1]) { cursor -= 1 }
        while cursor > 0, Self.isWordCharacter(characters[cursor - 1]) { cursor -= 1 }
    }

    /// Alt-F: to the end of this word or the next (letters and digits).
    mutating func moveWordRight() {
        cursor = nextWordEnd()
    }

    /// Puts `replacement` in place of the `count` characters before the cursor, which ends up after it.
    mutating func replace(charactersBeforeCursor count: Int, with replacement: String) {
        _ = remove(max(0, cursor - count)..<cursor)
        insert(replacement)
    }

    private func nextWordEnd() -> Int {
        let characters = Array(text)
        var end = cursor
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// Removes the characters in `range`, keeping the cursor on the same text, and returns them.
    private mutating func remove(_ range: Range<Int>) -> String {
        let characters = Array(text)
        let removed = String(characters[range])
        text = String(characters[..<range.lowerBound]) + String(characters[range.upperBound...])
        if cursor >= range.upperBound {
            cursor -= range.count
        } else if cursor > range.lowerBound {
            cursor = range.lowerBound
        }
        return removed
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func printable(_ text: String) -> String {
        TerminalSafeText.removingUnsafe(text)
    }
}

import Adapters

/// The line being edited: its characters (grapheme clusters), one element each, and the cursor as a number of them
/// from the start, so that every step, Backspace or Delete moves over one character as the customer sees it (é, 👍🏽, a
/// combining sequence), and a place in the line is found at once however long a paste made it. It holds printable
/// text only: what a terminal would act on instead of showing (controls, bidirectional overrides, as
/// `TerminalSafeText` says) is dropped on the way in, but for the line breaks of a paste (`insertPasted`).
struct LineBuffer: Equatable {
    /// The characters as the whole text would cluster them: every edit clusters again only where it joins the rest.
    private(set) var characters: [Character]
    private(set) var cursor: Int

    /// A line holding `text` with the cursor after `cursor` characters, at the end when nil.
    init(_ text: String = "", cursor: Int? = nil) {
        characters = Array(Self.printable(text))
        self.cursor = 0
        self.cursor = min(max(0, cursor ?? characterCount), characterCount)
    }

    var text: String { String(characters) }

    var characterCount: Int { characters.count }

    /// The text before the cursor.
    var beforeCursor: String { String(characters[..<cursor]) }

    /// The text from the cursor on.
    var fromCursor: String { String(characters[cursor...]) }

    /// Puts `inserted` at the cursor, which ends up after it: a paste costs what it inserts, not what the line holds.
    mutating func insert(_ inserted: String) {
        cursor = splice(cursor..<cursor, with: Self.printable(inserted))
    }

    /// Puts a paste at the cursor, as `insert` does, keeping its line breaks (`lineBreak`): a block of several lines
    /// stays one line, shown whole, until it is entered.
    mutating func insertPasted(_ pasted: String) {
        let lines = pasted.split(separator: "\n", omittingEmptySubsequences: false).map { Self.printable(String($0)) }
        cursor = splice(cursor..<cursor, with: lines.joined(separator: String(Self.lineBreak)))
    }

    /// A line break a paste brought, which only a paste puts in a line.
    static let lineBreak: Character = "\n"

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
        splice(cursor..<cursor + 1, with: "")
        cursor = min(cursor, characterCount)
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
        var end = cursor
        while end < characterCount, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characterCount, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// Removes the characters in `range`, keeping the cursor on the same text, and returns them.
    private mutating func remove(_ range: Range<Int>) -> String {
        let removed = String(characters[range])
        if cursor >= range.upperBound {
            cursor -= range.count
        } else if cursor > range.lowerBound {
            cursor = range.lowerBound
        }
        splice(range, with: "")
        cursor = min(cursor, characterCount)
        return removed
    }

    /// Puts `text` in place of the characters in `range` and returns the place just after it. The characters either
    /// side are clustered again with what now meets them (an accent typed after a letter joins it; two halves of a
    /// flag meet when what was between them goes), and no other: a character already whole is not changed by what
    /// comes after its neighbour.
    @discardableResult
    private mutating func splice(_ range: Range<Int>, with text: String) -> Int {
        let start = max(0, range.lowerBound - 1)
        let end = min(characterCount, range.upperBound + 1)
        let leading = String(characters[start..<range.lowerBound]) + text
        let joined = Array(leading + String(characters[range.upperBound..<end]))
        characters.replaceSubrange(start..<end, with: joined)
        return start + min(leading.count, joined.count)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func printable(_ text: String) -> String {
        TerminalSafeText.removingUnsafe(text)
    }
}

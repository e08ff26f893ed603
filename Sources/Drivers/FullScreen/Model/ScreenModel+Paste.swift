/// A paste on the full screen is text for the field it lands in, never keys: typed into the search or into a gift
/// card's code as one piece (its line breaks as spaces, since both fields are one line), and ignored where no field is
/// open, so that pasted text can neither change the wish list nor answer a question.
extension ScreenModel {
    mutating func takePaste(_ text: String) -> [ScreenEffect] {
        // No field holds more than the search does: the rest of a long paste is never looked at.
        let line = BracketedPaste.oneLine(String(text.prefix(Self.maximumSearchLength)))
        switch overlay {
        case let .confirmCheckout(dialog)?:
            overlay = .confirmCheckout(dialog.pasting(line))
            return []
        case nil where isSearching && layout.isUsable:
            return search(.text(line))
        default:
            return []
        }
    }

}

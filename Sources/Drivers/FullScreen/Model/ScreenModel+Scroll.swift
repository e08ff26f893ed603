/// Scrolling a text taller than its place (a dialog, a product's page): how far is the view's to say, since it wraps the
/// text, as a viewport's model knows the height of its content.
extension ScreenModel {
    /// The top `key` scrolls the text shown as `window` to; nil when the text fits, or the key does not scroll it.
    /// Page Up and Page Down scroll by a page; with `byLine`, the arrows, Home and End scroll too (no letter does: in a
    /// dialog, letters answer it, or type into its field).
    static func top(after key: Key, in window: ScrollWindow?, byLine: Bool) -> Int? {
        guard let window, window.maxTop > 0 else { return nil }
        let target: Int
        switch key {
        case .pageUp: target = window.top - window.page
        case .pageDown: target = window.top + window.page
        case .up where byLine: target = window.top - 1
        case .down where byLine: target = window.top + 1
        case .home where byLine: target = 0
        case .end where byLine: target = window.maxTop
        default: return nil
        }
        return min(max(0, target), window.maxTop)
    }

    /// Page Up or Page Down: the text in the list's place scrolls (a product's page, a receipt), else the list turns.
    mutating func scrollPageOrTurn(_ key: Key) -> [ScreenEffect] {
        guard let page = ScreenView(style: style).pageScroll(self) else { return turnPage(by: key == .pageUp ? -1 : 1) }
        detailTop = Self.top(after: key, in: page.window, byLine: false) ?? detailTop
        return []
    }

    /// J or K: the detail scrolls a page down or up, in the list's place as beside it, where the list keeps the other
    /// keys (as lazygit scrolls its main panel).
    mutating func scrollDetail(down: Bool) -> [ScreenEffect] {
        let view = ScreenView(style: style)
        let window = view.pageScroll(self)?.window ?? view.detailBeside(self)?.window
        detailTop = Self.top(after: down ? .pageDown : .pageUp, in: window, byLine: false) ?? detailTop
        return []
    }
}

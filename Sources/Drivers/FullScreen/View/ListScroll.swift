/// The list on show, scrolled: its lines, those in sight, the selected row, and how far the customer may scroll beyond
/// where the selected row keeps it (to the list's last line).
struct ListScroll {
    let lines: [PaneLine]
    let window: ScrollWindow
    let selected: Int?
    let furthestBeyond: Int

    /// Whether the selected row is among the lines in sight.
    var showsSelection: Bool {
        guard let selected, let index = lines.firstIndex(where: { $0.selectableRow == selected }) else { return false }
        return window.shown.contains(index)
    }
}

import UseCases

/// The window's size in cells.
package struct ScreenSize: Equatable, Sendable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// Where each part of the full screen goes in a window: the header on the first row, the list's title under it, the
/// list (and, at 100 columns or more, the detail beside it), a notice row and the status line at the bottom.
package struct ScreenLayout: Equatable, Sendable {
    /// The smallest window the shop is drawn in; smaller ones are asked to grow.
    static let minimum = ScreenSize(columns: 40, rows: 10)
    /// From this width the detail stands beside the list instead of replacing it.
    static let sideBySideColumns = 100

    let size: ScreenSize

    package init(size: ScreenSize) {
        self.size = size
    }

    /// Whether the window is big enough to draw the shop in.
    var isUsable: Bool { size.columns >= Self.minimum.columns && size.rows >= Self.minimum.rows }

    /// Whether the detail stands beside the list.
    var isSideBySide: Bool { size.columns >= Self.sideBySideColumns }

    static let headerRow = 0
    static let titleRow = 1

    /// How many rows the list shows: a catalogue page is this long, so one page is one screenful.
    package var listRows: Int { max(1, size.rows - 4) }

    /// A page a screenful, within the sizes a page may have.
    var pageSize: PageSize {
        PageSize(min(listRows, PageSize.allowed.upperBound)) ?? .standard
    }

    /// How many rows the list's title and the list take, or the text that stands in their place.
    var paneRows: Int { max(0, noticeRow - Self.titleRow) }

    var noticeRow: Int { size.rows - 2 }
    var statusRow: Int { size.rows - 1 }

    /// The list's width: the whole window, or a little over half of it beside the detail.
    var listColumns: Int { isSideBySide ? size.columns * 11 / 20 : size.columns }

    /// Where the detail starts beside the list, after a one-column rule.
    var detailColumn: Int { isSideBySide ? listColumns + 1 : 0 }
    var detailColumns: Int { isSideBySide ? max(0, size.columns - detailColumn) : size.columns }
}

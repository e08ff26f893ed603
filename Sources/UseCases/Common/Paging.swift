/// What a page is, for every list the shop shows a page at a time (the catalogue, the orders): page N holds the things
/// after N − 1 full pages; there is always at least one page, so that an empty list is still page 1 of 1; and pages run
/// from 1 to the page count.
public enum Paging {
    /// The number of the first page.
    public static let firstPage = 1

    /// A row of a page: where a position lies.
    public struct Place: Equatable, Sendable {
        public let page: Int
        /// The row on the page, from 0.
        public let row: Int

        public init(page: Int, row: Int) {
            self.page = page
            self.row = row
        }
    }

    /// How many pages `count` things fill at `size` a page; at least 1.
    public static func pageCount(of count: Int, size: PageSize) -> Int {
        max(1, count / size.value + (count % size.value == 0 ? 0 : 1))
    }

    /// The positions, from 0, that page `page` shows; a page before the first shows none, and one too far to count
    /// shows positions past every list.
    public static func window(page: Int, size: PageSize) -> Range<Int> {
        guard page >= firstPage else { return 0..<0 }
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: size.value)
        guard !overflow, skipped <= Int.max - size.value else { return Int.max..<Int.max }
        return skipped..<(skipped + size.value)
    }

    /// How many things a list must count to show page `page` and to tell whether another page follows it: one past the
    /// page's end. Nil, every thing, for a page before the first, which does not exist, so that the refusal can say how
    /// many pages there are.
    static func countNeeded(toShow page: Int, size: PageSize) -> Int? {
        guard page >= firstPage else { return nil }
        let end = window(page: page, size: size).upperBound
        return end == Int.max ? Int.max : end + 1
    }

    /// Whether page `page` exists in a list of `count` things at `size` a page.
    public static func exists(page: Int, among count: Int, size: PageSize) -> Bool {
        exists(page: page, pageCount: pageCount(of: count, size: size))
    }

    /// Whether page `page` exists in a list of `pageCount` pages.
    public static func exists(page: Int, pageCount: Int) -> Bool {
        (firstPage...max(firstPage, pageCount)).contains(page)
    }

    /// The page `step` pages on from `page` (back when negative), within the `pageCount` pages there are.
    public static func page(_ page: Int, turnedBy step: Int, pageCount: Int) -> Int {
        min(max(firstPage, self.page(page, turnedBy: step)), max(firstPage, pageCount))
    }

    /// The page `step` pages on from `page`, when how many there are is not known here: whether it exists is asked of
    /// the list; a page too far to count stays where it is.
    public static func page(_ page: Int, turnedBy step: Int) -> Int {
        let (turned, overflow) = page.addingReportingOverflow(step)
        return overflow ? page : turned
    }

    /// The pages just before and after `page` among `pageCount` pages, where there are such pages.
    public static func neighbours(of page: Int, pageCount: Int) -> (previous: Int?, next: Int?) {
        let (previous, next) = (self.page(page, turnedBy: -1), self.page(page, turnedBy: 1))
        return (
            previous != page && exists(page: previous, pageCount: pageCount) ? previous : nil,
            next != page && exists(page: next, pageCount: pageCount) ? next : nil
        )
    }

    /// The page and row that position `position` (from 0) lies at, at `size` a page.
    public static func place(ofPosition position: Int, size: PageSize) -> Place {
        Place(page: max(0, position) / size.value + firstPage, row: max(0, position) % size.value)
    }

    /// The position, from 0, of `place` at `size` a page.
    public static func position(of place: Place, size: PageSize) -> Int {
        let start = window(page: place.page, size: size).lowerBound
        return start > Int.max - place.row ? Int.max : start + place.row
    }
}

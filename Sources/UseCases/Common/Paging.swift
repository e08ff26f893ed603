/// What a page is, for every list the shop shows a page at a time (the catalogue, the orders): page N holds the things
/// after N − 1 full pages; there is always at least one page, so that an empty list is still page 1 of 1; and pages run
/// from 1 to the page count.
public enum Paging {
    /// How many pages `count` things fill at `size` a page; at least 1.
    public static func pageCount(of count: Int, size: PageSize) -> Int {
        max(1, count / size.value + (count % size.value == 0 ? 0 : 1))
    }

    /// The positions, from 0, that page `page` shows; a page before the first shows none, and one too far to count
    /// shows positions past every list.
    static func window(page: Int, size: PageSize) -> Range<Int> {
        guard page >= 1 else { return 0..<0 }
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: size.value)
        guard !overflow, skipped <= Int.max - size.value else { return Int.max..<Int.max }
        return skipped..<(skipped + size.value)
    }

    /// How many things a list must count to show page `page` and to tell whether another page follows it: one past the
    /// page's end. Nil, every thing, for a page before the first, which does not exist, so that the refusal can say how
    /// many pages there are.
    static func countNeeded(toShow page: Int, size: PageSize) -> Int? {
        guard page >= 1 else { return nil }
        let end = window(page: page, size: size).upperBound
        return end == Int.max ? Int.max : end + 1
    }

    /// Whether page `page` exists in a list of `count` things at `size` a page.
    static func exists(page: Int, among count: Int, size: PageSize) -> Bool {
        (1...pageCount(of: count, size: size)).contains(page)
    }
}

/// Searching as you type: `/` opens the search on the catalogue's title row, each key asks for the matching first
/// page (the same search rule as `find`), Enter keeps the results and Escape leaves the search.
extension ScreenModel {
    /// The most the search holds: a search is a few words, and a paste of a megabyte must not be searched for whole.
    static let maximumSearchLength = 256

    /// The text typed into the search.
    var searchText: String { catalogue.query.searchText ?? "" }

    mutating func startSearch() -> [ScreenEffect] {
        (place, showsDetail, isSearching) = (.catalogue, false, true)
        return catalogue.content == nil ? [load(.catalogue, .catalogue(catalogue.query))] : []
    }

    mutating func search(_ key: Key) -> [ScreenEffect] {
        switch key {
        case let .text(text): return searchFor(searchText + text.prefix(max(0, Self.maximumSearchLength - searchText.count)))
        case .backspace: return searchFor(String(searchText.dropLast()))
        case .control("u"): return searchFor("")
        case .enter:
            isSearching = false
            return []
        case .escape:
            isSearching = false
            return catalogue.query.searchText == nil ? [] : browse { $0.searchText = nil }
        case .up, .down, .pageUp, .pageDown, .control("c"): return command(forSearch: key)
        default: return []
        }
    }

    private mutating func searchFor(_ text: String) -> [ScreenEffect] {
        let searched = text.isEmpty ? nil : text
        guard searched != catalogue.query.searchText else { return [] }
        return browse { $0.searchText = searched }
    }

    /// The keys that keep their meaning while typing a search: moving through the results, and Ctrl-C (the search is left
    /// when it asks whether to quit). Ctrl-Z and Ctrl-L never reach the search.
    private mutating func command(forSearch key: Key) -> [ScreenEffect] {
        isSearching = false
        defer { isSearching = overlay == nil }
        return respond(to: key)
    }
}

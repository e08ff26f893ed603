/// Sorts the products a search or filter kept by name at the time they are asked for, for the catalogues whose stored
/// name orders do not hold for every selection: those with a name key kept as a `String` (`NameSortKeys.allBytes`),
/// whose order may not be total. The selection's names are read and sorted as
/// `IndexedCatalogue` sorts them, which is the shop's own rule applied to exactly these products.
enum IndexNameSort {
    /// `positions` (ascending) in name order, or its reverse when `descending`; equal names keep catalogue order.
    static func sorted(_ positions: [Int], descending: Bool, in tables: IndexTables) throws(IndexDamage) -> [Int] {
        var names: [UInt8] = []
        var spans: [TextSpan] = []
        spans.reserveCapacity(positions.count)
        for position in positions {
            let name = try tables.name(at: position)
            spans.append(TextSpan(start: names.count, count: name.count))
            names += name
        }
        let keys = NameSortKeys(count: positions.count, in: SharedText(utf8: names)) { spans[$0] }
        return keys.order(descending: descending).map { positions[$0] }
    }
}

/// What the catalogue file's sections beside its products hold, each under its section (`CatalogueFileSection`): the
/// gift cards it issues, and whatever a later section adds. It comes with the catalogue however the file was opened
/// (decoded, or from its index); a section the file leaves out holds its `empty` value.
package struct CatalogueSections: Equatable, Sendable {
    private var values: [String: any Equatable & Sendable]

    /// No section at all: every one holds its `empty` value.
    package static let none = CatalogueSections(values: [:])

    private init(values: [String: any Equatable & Sendable]) {
        self.values = values
    }

    /// What `section` holds.
    subscript<Section: CatalogueFileSection>(_ section: Section.Type) -> Section.Value {
        values[Section.name] as? Section.Value ?? Section.empty
    }

    /// Sets what `section` holds to `value`. An empty value is not kept, so that sections holding the same compare equal
    /// whether a section was read empty or left out.
    mutating func set<Section: CatalogueFileSection>(_ value: Section.Value, for section: Section.Type) {
        values[Section.name] = value == Section.empty ? nil : value
    }

    package static func == (left: CatalogueSections, right: CatalogueSections) -> Bool {
        left.values.count == right.values.count && left.values.allSatisfy { name, value in
            right.values[name].map { isEqual(value, $0) } ?? false
        }
    }

    private static func isEqual<Value: Equatable>(_ left: Value, _ right: any Equatable) -> Bool {
        (right as? Value) == left
    }
}

/// What the catalogue file's sections beside its products hold, each under its section (`CatalogueFileSection`): the
/// gift cards it issues, and whatever a later section adds. It comes with the catalogue however the file was opened
/// (decoded, or from its index); a section the file leaves out holds its `empty` value.
package struct CatalogueSections: Equatable, Sendable {
    /// What each section of `FormatSections.catalogue` holds, in its place there.
    private var values: [any Sendable]

    /// No section at all: every one holds its `empty` value.
    package static var none: CatalogueSections {
        CatalogueSections(values: FormatSections.catalogue.map(\.empty))
    }

    /// Sections holding `values`, one for each section of `FormatSections.catalogue`, in its order.
    init(values: [any Sendable]) {
        self.values = values
    }

    /// What `section` holds.
    subscript<Section: CatalogueFileSection>(_ section: Section.Type) -> Section.Value {
        values[Self.place(of: section)] as? Section.Value ?? Section.empty
    }

    /// Sets what `section` holds to `value`.
    mutating func set<Section: CatalogueFileSection>(_ value: Section.Value, for section: Section.Type) {
        values[Self.place(of: section)] = value
    }

    /// Each section with what it holds, in the order of `FormatSections.catalogue`.
    var held: some Sequence<(section: AnyCatalogueSection, value: any Sendable)> {
        zip(FormatSections.catalogue, values).lazy.map { (section: $0, value: $1) }
    }

    package static func == (left: CatalogueSections, right: CatalogueSections) -> Bool {
        zip(FormatSections.catalogue, zip(left.values, right.values)).allSatisfy { section, values in
            section.isEqual(values.0, values.1)
        }
    }

    /// Where `section` stands in `FormatSections.catalogue`, which lists every section there is.
    private static func place<Section: CatalogueFileSection>(of section: Section.Type) -> Int {
        guard let place = FormatSections.catalogue.firstIndex(where: { $0.name == Section.name }) else {
            preconditionFailure("\(section) is not listed in FormatSections.catalogue")
        }
        return place
    }
}

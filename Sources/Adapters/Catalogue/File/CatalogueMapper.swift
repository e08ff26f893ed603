import Entities
import Foundation

/// Reads the catalogue file: its JSON format is a public contract, documented in Docs/catalogue-format.md.
public enum CatalogueMapper {
    /// The file as the decoder reads it: the currency and the products, fields in that order, then what is under the
    /// name of each section (`FormatSections.catalogue`, in its order), for the section to read.
    private struct Root: Decodable {
        let currency: String?
        let products: [Item]
        let sections: [JSONValue?]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            currency = try container.decodeIfPresent(String.self, forKey: JSONKey("currency"))
            products = try container.decode([Item].self, forKey: JSONKey("products"))
            sections = try FormatSections.catalogue.map { section in
                try container.decodeIfPresent(JSONValue.self, forKey: JSONKey(section.name))
            }
        }
    }

    private struct Item: Decodable {
        let id: CatalogueNumber
        let name: String
        let shortDescription: String?
        let description: String?
        let colors: [ColourItem]?
        let dimensions: [DimensionItem]?
        let price: CatalogueNumber
        let quantity: CatalogueNumber
        let image: String?
    }

    private struct ColourItem: Decodable {
        let value: String
    }

    private struct DimensionItem: Decodable {
        let dimension: String
        let centimeters: CatalogueNumber
        let inches: CatalogueNumber
    }

    /// Reads only what names each product in an error message; never fails on a product.
    private struct LabelRoot: Decodable {
        let products: [Label]
    }

    private struct Label: Decodable {
        let id: Int?
        let name: String?

        init(from decoder: any Decoder) {
            enum Keys: String, CodingKey { case id, name }
            let container = try? decoder.container(keyedBy: Keys.self)
            id = (try? container?.decodeIfPresent(CatalogueNumber.self, forKey: .id))??.wholeNumber
            name = (try? container?.decodeIfPresent(String.self, forKey: .name)) ?? nil
        }
    }

    private static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

    /// The largest catalogue file read, 256 MiB: four times a catalogue of 100,000 products, and refused before
    /// reading, so that a wrong file (a disk image, a log) is not read into memory.
    public static let maximumFileSize = 256 * 1024 * 1024

    /// The catalogue in `data`, or an error naming the first thing wrong and where.
    public static func map(_ data: Data) throws(CatalogueFileError) -> Catalogue {
        let packed = try packedCatalogue(data)
        // Cannot fail: a packed catalogue keeps the rules of products and catalogues.
        guard let catalogue = packed.unpacked() else { throw .notJSON }
        return catalogue
    }

    /// The catalogue in `data` packed for speed, or an error naming the first thing wrong and where.
    static func packedCatalogue(_ data: Data) throws(CatalogueFileError) -> PackedCatalogue {
        // Most files are valid: read those fast, and leave the rest to the slow path, which judges and words them.
        let json = data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data
        if let catalogue = FastCatalogueDecoder.decode(json) { return catalogue }
        let (catalogue, sections) = try readWithFoundation(data)
        return PackedCatalogue(packing: catalogue, sections: sections)
    }

    /// The catalogue in `file` packed, when the fast decoder takes it, each part of the file given back once decoded;
    /// nil when it does not: the file is then to be read again for the slow path, which judges it and words what is wrong.
    /// Files of at least `twoCoresFrom` bytes are decoded on two cores, and each gives back what it read every
    /// `releaseStep` bytes: tests and fuzzing lower both.
    package static func fastPackedCatalogue(
        _ file: FileBytes, twoCoresFrom: Int = FastCatalogueDecoder.twoCoreMinimumSize, releasingEvery releaseStep: Int = FastCatalogueDecoder.defaultReleaseStep
    ) -> PackedCatalogue? {
        let skipped = file.bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let json = UnsafeRawBufferPointer(rebasing: file.bytes[skipped...])
        return FastCatalogueDecoder.decode(json, twoCoresFrom: twoCoresFrom, releasing: { range in
            file.release((range.lowerBound + skipped)..<(range.upperBound + skipped))
        }, every: releaseStep)
    }

    /// The catalogue in `data` read the slow way, `JSONSyntaxCheck` judging the JSON and Foundation's decoder mapping it:
    /// the reference the fast decoder is tested against.
    package static func mapWithFoundation(_ data: Data) throws(CatalogueFileError) -> Catalogue {
        try readWithFoundation(data).catalogue
    }

    /// The catalogue and its sections in `data`, read the slow way, as `mapWithFoundation(_:)` reads it: every field
    /// first, the decoder's and each section's entries' (`CatalogueSections.requireFields(in:)`), then every rule, the
    /// products' and the catalogue's before the sections'.
    package static func readWithFoundation(_ data: Data) throws(CatalogueFileError) -> (catalogue: Catalogue, sections: CatalogueSections) {
        let json = data.starts(with: byteOrderMark) ? Data(data.dropFirst(byteOrderMark.count)) : data
        guard !json.isEmpty else { throw .emptyFile }
        // The decoder is lax in the fields it skips and says only "not valid JSON" when it refuses: the check judges.
        if let failure = JSONSyntaxCheck.firstError(in: data) {
            throw CatalogueFileError(failure.message)
        }
        let root: Root
        do {
            root = try JSONDecoder().decode(Root.self, from: json)
        } catch let error as DecodingError {
            throw CatalogueFileError(error, productLabels: labels(in: json))
        } catch {
            throw .notJSON
        }
        try CatalogueSections.requireFields(in: root.sections)
        let currency = try currency(root.currency)
        var products: [Product] = []
        for (index, item) in root.products.enumerated() {
            products.append(try product(item, at: index, in: currency))
        }
        let catalogue: Catalogue
        do {
            catalogue = try Catalogue(currency: currency, products: products)
        } catch {
            switch error {
            case let .duplicateID(id): throw CatalogueFileError("duplicate product id \(id)")
            case let .priceInOtherCurrency(id): throw CatalogueFileError("product \(id): price is not in \(currency.code)")
            }
        }
        return (catalogue, try CatalogueSections.read(root.sections, in: currency))
    }

    private static func labels(in json: Data) -> [String] {
        let products = (try? JSONDecoder().decode(LabelRoot.self, from: json))?.products ?? []
        return products.enumerated().map { index, label in
            CatalogueFileError.productLabel(index: index, id: label.id, name: label.name)
        }
    }

    private static func currency(_ code: String?) throws(CatalogueFileError) -> Currency {
        guard let code else { return .usDollar }
        guard let currency = Currency(code: code) else {
            throw CatalogueFileError("currency \(Quoted.excerpt(code)) is not a three-letter ISO 4217 code")
        }
        return currency
    }

    private static func product(_ item: Item, at index: Int, in currency: Currency) throws(CatalogueFileError) -> Product {
        guard let rawID = item.id.wholeNumber, let id = ProductID(rawID) else { throw .invalidID(index: index) }
        let label = CatalogueFileError.productLabel(index: index, id: rawID, name: item.name)
        func failure(_ problem: String) -> CatalogueFileError { CatalogueFileError("\(label): \(problem)") }

        let colours = try (item.colors ?? []).map { (colour) throws(CatalogueFileError) -> Colour in
            guard let value = Colour(hex: colour.value) else { throw failure("colour \(Quoted.excerpt(colour.value)) is not RRGGBB") }
            return value
        }
        let dimensions = try (item.dimensions ?? []).map { (side) throws(CatalogueFileError) -> Entities.Dimension in
            guard let axis = Entities.Dimension.Axis(name: side.dimension) else {
                throw failure("dimension \(Quoted.excerpt(side.dimension)) is not height, width or depth")
            }
            let (centimeters, inches) = (side.centimeters.double, side.inches.double)
            guard let dimension = Entities.Dimension(axis: axis, centimeters: centimeters, inches: inches) else {
                throw failure("\(side.dimension) must not be negative")
            }
            return dimension
        }
        let price = try item.price.money(named: "price", in: currency, failure: failure)
        guard item.quantity.isWhole else { throw failure("\"quantity\" must be a whole number") }
        guard let stock = item.quantity.wholeNumber else { throw failure("quantity \(item.quantity.text) is too large") }

        do {
            return try Product(
                id: id, name: item.name, shortDescription: item.shortDescription ?? "",
                description: item.description ?? "", colours: colours, dimensions: dimensions,
                price: price, stock: stock, image: item.image ?? ""
            )
        } catch {
            switch error {
            case .blankName: throw failure("name must not be blank")
            case .negativePrice: throw failure("price must not be negative")
            case .negativeStock: throw failure("quantity must not be negative")
            }
        }
    }
}

private extension Entities.Dimension.Axis {
    init?(name: String) {
        switch name {
        case "height": self = .height
        case "width": self = .width
        case "depth": self = .depth
        default: return nil
        }
    }
}

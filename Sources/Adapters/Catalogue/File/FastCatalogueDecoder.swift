import Entities
import Foundation

/// Reads a valid catalogue straight from its bytes, about ten times faster than `JSONDecoder`, in one pass that
/// builds only the records of a packed catalogue, and hands each section beside the products (`CatalogueFileSection`)
/// to the section's own reader, which the slow path uses too. It accepts a strict subset of what the format allows (no exponents, no `null` for
/// optional fields, no escapes in field names, no repeated fields) and answers nil for anything else: the caller
/// then reads the file the slow way, where `JSONSyntaxCheck` judges the JSON and Foundation maps the rest and words every
/// error. So it never has to agree on an error, only on a catalogue, and never accepts what the check refuses; the tests
/// hold it to both on many files.
package struct FastCatalogueDecoder {
    /// Anything this decoder does not accept; carries nothing, since the slow path finds and words the problem.
    struct Unaccepted: Error {}

    /// A number as written: whole part and fraction digits, never negative, never with an exponent.
    struct PlainNumber {
        var whole: Int
        /// The fraction's digits as a whole number, trailing zeros removed: `64.50` has fraction 5, 1 digit.
        var fraction: Int
        var fractionDigits: Int
        var text: Range<Int>

    /// The number as the slow path gives it: exact for whole numbers, and for fractions as Foundation makes a
    /// `Double` of the `Decimal` their digits make, so both paths round a length such as `0.1` to the same `Double`.
    var double: Double {
        guard fractionDigits > 0 else { return Double(whole) }
        // `Decimal`'s own conversion: its digits as a whole number, exact below 2^53, divided by ten once a fraction
        // digit. Worked out here, it spares a `Decimal` parsed from a string, with its locale, for every length.
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: Self.powersOfTen[fractionDigits])
        if !overflow, case let (digits, false) = scaled.addingReportingOverflow(fraction), digits <= 1 << 53 {
            var value = Double(digits)
            for _ in 0..<fractionDigits { value /= 10 }
            return value
        }
        return decimalDouble
    }

    /// Powers of ten up to a fraction's most digits.
    private static let powersOfTen = (0...FastCatalogueDecoder.maximumDigits).map { digits in
        (0..<digits).reduce(1) { power, _ in power * 10 }
    }

    /// The number through `Decimal`, as Foundation converts it.
    var decimalDouble: Double {
        var fractionText = String(fraction)
        fractionText = String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
        let decimal = Decimal(string: "\(whole).\(fractionText)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(whole)
        return NSDecimalNumber(decimal: decimal).doubleValue
    }

    /// The number as an amount in `currency`'s minor units, exactly: refused when it has more decimals than that has.
    func minorUnits(in currency: Currency) throws(Unaccepted) -> Int {
        guard fractionDigits <= currency.minorUnitDigits else { throw Unaccepted() }
        var scale = currency.minorUnitsPerMajorUnit
        for _ in 0..<fractionDigits { scale /= 10 }
        return whole * currency.minorUnitsPerMajorUnit + fraction * scale
    }
    }

    /// A product as read, its texts still spans of `text`: the currency, which prices need, may come after it.
    struct RawProduct {
        var id: Int
        var name: TextSpan
        var shortDescription: TextSpan
        var description: TextSpan
        /// Three bytes a colour, in `text` (`PackedDetails`).
        var colours: TextSpan
        /// Seventeen bytes a size, in `text`.
        var dimensions: TextSpan
        var price: PlainNumber
        var stock: Int
        var image: TextSpan

        /// The same product with its texts `offset` bytes further on, once its half's text follows another's.
        func shifted(by offset: Int) -> RawProduct {
            func shift(_ span: TextSpan) -> TextSpan { TextSpan(start: span.start + offset, count: span.count) }
            var product = self
            product.name = shift(name)
            product.shortDescription = shift(shortDescription)
            product.description = shift(description)
            product.image = shift(image)
            product.colours = shift(colours)
            product.dimensions = shift(dimensions)
            return product
        }
    }

    /// Gives back the bytes of a range of the file once read, when the file's memory can be (`FileBytes.release`): the
    /// products are then never held beside the whole file they came from.
    typealias Release = @Sendable (Range<Int>) -> Void

    let bytes: UnsafeRawBufferPointer
    var position = 0
    /// From what size the products are decoded on two cores.
    var twoCoresFrom = Int.max
    /// How far a decoder reads on before it gives back what it read (`Release`); tests give back after every product.
    var releaseStep = FastCatalogueDecoder.defaultReleaseStep
    /// Every product's texts, unescaped, one after another: shared by the products instead of a string each, which
    /// spares hundreds of thousands of allocations. Reserved at the file's size, which no unescaped text exceeds.
    var text: [UInt8] = []
    /// The texts of products another decoder read (the second half's), which follow `text` as they were written: copying
    /// them after it held both at once, and that was the highest memory of a first start.
    var textAfter: [[UInt8]] = []

    /// A decoder of `bytes` whose texts will take at most `textCapacity` bytes (a whole file's at most its size). Room
    /// for a big text is asked of the system in huge pages: clearing each 4 KiB page of it as it was first written took
    /// a tenth of a first start.
    init(bytes: UnsafeRawBufferPointer, textCapacity: Int) {
        self.bytes = bytes
        text.reserveCapacity(textCapacity)
        let capacity = text.capacity
        text.withUnsafeMutableBufferPointer { room in
            guard let base = room.baseAddress else { return }
            HugePages.advise(UnsafeMutableRawBufferPointer(start: base, count: capacity))
        }
    }

    /// The catalogue in `json` (no byte-order mark), or nil when this decoder does not accept it. Files of at least
    /// `twoCoresFrom` bytes are decoded on two cores; tests lower it to hold small files to the same answers.
    package static func decode(_ json: Data, twoCoresFrom minimumSize: Int = twoCoreMinimumSize) -> PackedCatalogue? {
        json.withUnsafeBytes { decode($0, twoCoresFrom: minimumSize) }
    }

    /// The catalogue in `json`, as above, handing each range of products it has read to `release`, which may give
    /// their bytes back: bytes given back are read again only after a wrong guess of where the second half starts, and
    /// read as the file again or as zeros, which no JSON holds anywhere, so that this decoder then answers the same
    /// catalogue or nil, never another.
    static func decode(
        _ json: UnsafeRawBufferPointer, twoCoresFrom minimumSize: Int = twoCoreMinimumSize, releasing release: Release? = nil,
        every releaseStep: Int = defaultReleaseStep
    ) -> PackedCatalogue? {
        var decoder = FastCatalogueDecoder(bytes: json, textCapacity: json.count)
        decoder.twoCoresFrom = minimumSize
        decoder.releaseStep = releaseStep
        return try? decoder.catalogue(releasing: release)
    }

    // MARK: - Structure

    /// The catalogue, each range of products read handed to `release`.
    private mutating func catalogue(releasing release: Release?) throws(Unaccepted) -> PackedCatalogue {
        var code: String?
        var sections = [JSONValue?](repeating: nil, count: FormatSections.catalogue.count)
        var items: [RawProduct]?
        var packed: [PackedProduct]?
        var sawCurrency = false
        var ignored: [FieldName] = []
        try object { (decoder, key) throws(Unaccepted) in
            switch key {
            case "currency":
                guard !sawCurrency else { throw Unaccepted() }
                sawCurrency = true
                code = try decoder.string()
            case "products":
                guard items == nil, packed == nil else { throw Unaccepted() }
                // With the currency already read, each product is packed as it is read, and no raw record is kept:
                // for a big catalogue that was a sixth of the memory its first start needs.
                if sawCurrency, let currency = code.flatMap(Currency.init(code:)) {
                    packed = try decoder.products(as: PackedProduct.self, currency: currency, releasing: release)
                } else {
                    items = try decoder.products(as: RawProduct.self, currency: nil, releasing: release)
                }
            default:
                guard let place = Self.section(named: key) else { return try decoder.skipField(key, unlike: &ignored, depth: 2) }
                guard sections[place] == nil else { throw Unaccepted() }
                sections[place] = try decoder.value(depth: 2)
            }
        }
        skipWhitespace()
        guard position == bytes.count, items != nil || packed != nil else { throw Unaccepted() }
        guard let currency = code.map({ Currency(code: $0) }) ?? Currency.usDollar else { throw Unaccepted() }
        let products: [PackedProduct]
        if let packed {
            products = packed
        } else {
            products = try Self.packed(items ?? [], in: currency)
        }
        // The sections' readers are the slow path's: what they refuse, the slow path refuses in their words.
        guard let values = try? CatalogueSections.read(sections, in: currency) else { throw Unaccepted() }
        // The rules of products and catalogues (one product an id, prices, stock) are checked there; names were as read.
        let text = SharedText(runs: [text] + textAfter)
        guard let catalogue = PackedCatalogue(currency: currency, products: products, text: text, sections: values, namesChecked: true) else {
            throw Unaccepted()
        }
        return catalogue
    }

    mutating func product() throws(Unaccepted) -> RawProduct {
        var id: Int?, name: TextSpan?, price: PlainNumber?, stock: Int?
        var shortDescription: TextSpan?, description: TextSpan?, image: TextSpan?
        var colours: TextSpan?, dimensions: TextSpan?
        var ignored: [FieldName] = []
        func once<T>(_ field: T?) throws(Unaccepted) {
            guard field == nil else { throw Unaccepted() }
        }
        try object { (decoder, key) throws(Unaccepted) in
            switch key {
            case "id": try once(id); id = try decoder.wholeNumber()
            case "name": try once(name); name = try decoder.name()
            case "shortDescription": try once(shortDescription); shortDescription = try decoder.textSpan()
            case "description": try once(description); description = try decoder.textSpan()
            case "image": try once(image); image = try decoder.textSpan()
            case "price": try once(price); price = try decoder.number()
            case "quantity": try once(stock); stock = try decoder.wholeNumber()
            case "colors": try once(colours); colours = try decoder.colours()
            case "dimensions": try once(dimensions); dimensions = try decoder.dimensions()
            default: try decoder.skipField(key, unlike: &ignored, depth: 4)
            }
        }
        guard let id, let name, let price, let stock else { throw Unaccepted() }
        return RawProduct(
            id: id, name: name, shortDescription: shortDescription ?? .empty, description: description ?? .empty,
            colours: colours ?? .empty, dimensions: dimensions ?? .empty, price: price, stock: stock, image: image ?? .empty
        )
    }

    /// The colours, each appended to the text as its bytes, where the span answered lies.
    private mutating func colours() throws(Unaccepted) -> TextSpan {
        let start = text.count
        try array { (decoder) throws(Unaccepted) in
            var colour: Colour?
            var ignored: [FieldName] = []
            try decoder.object { (decoder, key) throws(Unaccepted) in
                guard case "value" = key else { return try decoder.skipField(key, unlike: &ignored, depth: 6) }
                guard colour == nil else { throw Unaccepted() }
                colour = try decoder.colour()
            }
            guard let colour else { throw Unaccepted() }
            PackedDetails.append(colour, to: &decoder.text)
        }
        return TextSpan(start: start, count: text.count - start)
    }

    /// Six hexadecimal digits, read from the bytes; anything else, escapes included, is left to the slow path.
    private mutating func colour() throws(Unaccepted) -> Colour {
        guard let colour = Colour(hexDigits: try fieldName().bytes) else { throw Unaccepted() }
        return colour
    }

    /// The sizes, each appended to the text as its bytes, where the span answered lies.
    private mutating func dimensions() throws(Unaccepted) -> TextSpan {
        let start = text.count
        try array { (decoder) throws(Unaccepted) in
            var axis: Entities.Dimension.Axis?, centimeters: PlainNumber?, inches: PlainNumber?
            var ignored: [FieldName] = []
            try decoder.object { (decoder, key) throws(Unaccepted) in
                switch key {
                case "dimension": guard axis == nil else { throw Unaccepted() }; axis = try decoder.axis()
                case "centimeters": guard centimeters == nil else { throw Unaccepted() }; centimeters = try decoder.number()
                case "inches": guard inches == nil else { throw Unaccepted() }; inches = try decoder.number()
                default: try decoder.skipField(key, unlike: &ignored, depth: 6)
                }
            }
            guard let axis, let centimeters, let inches,
                  let dimension = Entities.Dimension(axis: axis, centimeters: centimeters.double, inches: inches.double) else {
                throw Unaccepted()
            }
            PackedDetails.append(dimension, to: &decoder.text)
        }
        return TextSpan(start: start, count: text.count - start)
    }

    /// An axis name without escapes, matched on its bytes.
    private mutating func axis() throws(Unaccepted) -> Entities.Dimension.Axis {
        switch try fieldName() {
        case "height": .height
        case "width": .width
        case "depth": .depth
        default: throw Unaccepted()
        }
    }

    // MARK: - Records

    private static func packed(_ items: [RawProduct], in currency: Currency) throws(Unaccepted) -> [PackedProduct] {
        var products: [PackedProduct] = []
        products.reserveCapacity(items.count)
        for index in items.indices {
            products.append(try product(items[index], in: currency))
        }
        return products
    }

    static func product(_ item: RawProduct, in currency: Currency) throws(Unaccepted) -> PackedProduct {
        guard let id = ProductID(item.id) else { throw Unaccepted() }
        return PackedProduct(
            id: id, name: item.name, shortDescription: item.shortDescription, description: item.description,
            image: item.image, colours: item.colours, dimensions: item.dimensions,
            price: try item.price.minorUnits(in: currency), stock: item.stock
        )
    }
}

import Entities
import Foundation

/// Reads a valid catalogue straight from its bytes, about ten times faster than `JSONDecoder`, in one pass that
/// builds only the entities. It accepts a strict subset of what the format allows (no exponents, no `null` for
/// optional fields, no escapes in field names, no repeated fields) and answers nil for anything else: the caller
/// then reads the file the slow way, which accepts the rest and words every error. So it never has to agree with
/// Foundation on an error, only on a catalogue, and the tests check that against Foundation on many files.
struct FastCatalogueDecoder {
    /// Anything this decoder does not accept; carries nothing, since the slow path finds and words the problem.
    struct Unaccepted: Error {}

    /// A number as written: whole part and fraction digits, never negative, never with an exponent.
    struct PlainNumber {
        var whole: Int
        /// The fraction's digits as a whole number, trailing zeros removed: `64.50` has fraction 5, 1 digit.
        var fraction: Int
        var fractionDigits: Int
        var text: Range<Int>

    /// The number as the slow path gives it: exact for whole numbers, through `Decimal` for fractions, so both
    /// paths round a length such as `0.1` to the same `Double`.
    var double: Double {
        guard fractionDigits > 0 else { return Double(whole) }
        var fractionText = String(fraction)
        fractionText = String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
        let decimal = Decimal(string: "\(whole).\(fractionText)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(whole)
        return NSDecimalNumber(decimal: decimal).doubleValue
    }
    }

    /// A product as read, its texts still spans of `text`: the currency, which prices need, may come after it.
    struct RawProduct {
        var id: Int
        var name: TextSpan
        var shortDescription: TextSpan
        var description: TextSpan
        var colours: [Colour]
        var dimensions: [Entities.Dimension]
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
            return product
        }
    }

    /// Deeper nesting in fields Tasch ignores is left to the slow path, which knows the 512-level limit.
    private static let maximumDepth = 64
    /// Longer numbers are left to the slow path, which holds 38 digits and words "too large".
    private static let maximumDigits = 15

    let bytes: UnsafeRawBufferPointer
    var position = 0
    /// From what size the products are decoded on two cores.
    var twoCoresFrom = Int.max
    /// Every product's texts, unescaped, one after another: shared by the products instead of a string each, which
    /// spares hundreds of thousands of allocations. Reserved at the file's size, which no unescaped text exceeds.
    private(set) var text: [UInt8] = []

    /// A decoder of `bytes` whose texts will take at most `textCapacity` bytes (a whole file's at most its size).
    init(bytes: UnsafeRawBufferPointer, textCapacity: Int) {
        self.bytes = bytes
        text.reserveCapacity(textCapacity)
    }

    /// The catalogue in `json` (no byte-order mark), or nil when this decoder does not accept it. Files of at least
    /// `twoCoresFrom` bytes are decoded on two cores; tests lower it to hold small files to the same answers.
    static func decode(_ json: Data, twoCoresFrom minimumSize: Int = twoCoreMinimumSize) -> Catalogue? {
        json.withUnsafeBytes { bytes in
            var decoder = FastCatalogueDecoder(bytes: bytes, textCapacity: bytes.count)
            decoder.twoCoresFrom = minimumSize
            return try? decoder.catalogue()
        }
    }

    // MARK: - Structure

    private mutating func catalogue() throws(Unaccepted) -> Catalogue {
        var code: String?
        var items: [RawProduct]?
        var sawCurrency = false
        try object { (decoder, key) throws(Unaccepted) in
            switch key {
            case "currency":
                guard !sawCurrency else { throw Unaccepted() }
                sawCurrency = true
                code = try decoder.string()
            case "products":
                guard items == nil else { throw Unaccepted() }
                items = try decoder.products()
            default:
                try decoder.skipValue(depth: 2)
            }
        }
        skipWhitespace()
        guard position == bytes.count, let items else { throw Unaccepted() }
        guard let currency = code.map({ Currency(code: $0) }) ?? Currency.usDollar else { throw Unaccepted() }
        let storage = SharedText(utf8: text)
        var products: [Product] = []
        products.reserveCapacity(items.count)
        for index in items.indices {
            products.append(try Self.product(items[index], in: currency, text: storage))
        }
        do {
            return try Catalogue(currency: currency, products: products)
        } catch {
            throw Unaccepted()
        }
    }

    mutating func product() throws(Unaccepted) -> RawProduct {
        var id: Int?, name: TextSpan?, price: PlainNumber?, stock: Int?
        var shortDescription: TextSpan?, description: TextSpan?, image: TextSpan?
        var colours: [Colour]?, dimensions: [Entities.Dimension]?
        func once<T>(_ field: T?) throws(Unaccepted) {
            guard field == nil else { throw Unaccepted() }
        }
        try object { (decoder, key) throws(Unaccepted) in
            switch key {
            case "id": try once(id); id = try decoder.wholeNumber()
            case "name": try once(name); name = try decoder.textSpan()
            case "shortDescription": try once(shortDescription); shortDescription = try decoder.textSpan()
            case "description": try once(description); description = try decoder.textSpan()
            case "image": try once(image); image = try decoder.textSpan()
            case "price": try once(price); price = try decoder.number()
            case "quantity": try once(stock); stock = try decoder.wholeNumber()
            case "colors": try once(colours); colours = try decoder.colours()
            case "dimensions": try once(dimensions); dimensions = try decoder.dimensions()
            default: try decoder.skipValue(depth: 4)
            }
        }
        guard let id, let name, let price, let stock else { throw Unaccepted() }
        return RawProduct(
            id: id, name: name, shortDescription: shortDescription ?? .empty, description: description ?? .empty,
            colours: colours ?? [], dimensions: dimensions ?? [], price: price, stock: stock, image: image ?? .empty
        )
    }

    private mutating func colours() throws(Unaccepted) -> [Colour] {
        var colours: [Colour] = []
        try array { (decoder) throws(Unaccepted) in
            var colour: Colour?
            try decoder.object { (decoder, key) throws(Unaccepted) in
                guard case "value" = key else { return try decoder.skipValue(depth: 6) }
                guard colour == nil else { throw Unaccepted() }
                colour = try decoder.colour()
            }
            guard let colour else { throw Unaccepted() }
            colours.append(colour)
        }
        return colours
    }

    /// Six hexadecimal digits, read from the bytes; anything else, escapes included, is left to the slow path.
    private mutating func colour() throws(Unaccepted) -> Colour {
        guard let colour = Colour(hexDigits: try fieldName().bytes) else { throw Unaccepted() }
        return colour
    }

    private mutating func dimensions() throws(Unaccepted) -> [Entities.Dimension] {
        var dimensions: [Entities.Dimension] = []
        try array { (decoder) throws(Unaccepted) in
            var axis: Entities.Dimension.Axis?, centimeters: PlainNumber?, inches: PlainNumber?
            try decoder.object { (decoder, key) throws(Unaccepted) in
                switch key {
                case "dimension": guard axis == nil else { throw Unaccepted() }; axis = try decoder.axis()
                case "centimeters": guard centimeters == nil else { throw Unaccepted() }; centimeters = try decoder.number()
                case "inches": guard inches == nil else { throw Unaccepted() }; inches = try decoder.number()
                default: try decoder.skipValue(depth: 6)
                }
            }
            guard let axis, let centimeters, let inches,
                  let dimension = Entities.Dimension(axis: axis, centimeters: centimeters.double, inches: inches.double) else {
                throw Unaccepted()
            }
            dimensions.append(dimension)
        }
        return dimensions
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

    // MARK: - Entities

    private static func product(_ item: RawProduct, in currency: Currency, text: SharedText) throws(Unaccepted) -> Product {
        guard let id = ProductID(item.id),
              let texts = ProductText(
                storage: text, name: item.name, shortDescription: item.shortDescription, description: item.description, image: item.image
              ) else { throw Unaccepted() }
        let price = item.price
        let perMajor = currency.minorUnitsPerMajorUnit
        guard price.fractionDigits <= currency.minorUnitDigits else { throw Unaccepted() }
        var scale = perMajor
        for _ in 0..<price.fractionDigits { scale /= 10 }
        let minorUnits = price.whole * perMajor + price.fraction * scale
        do {
            return try Product(
                id: id, text: texts, colours: item.colours, dimensions: item.dimensions,
                price: Money(minorUnits: minorUnits, currency: currency), stock: item.stock
            )
        } catch {
            throw Unaccepted()
        }
    }

    // MARK: - JSON

    /// A field name as bytes in the file, compared with the names Tasch knows without building a string.
    private struct FieldName {
        let bytes: UnsafeRawBufferPointer

        static func ~= (pattern: StaticString, name: FieldName) -> Bool {
            guard pattern.utf8CodeUnitCount == name.bytes.count else { return false }
            guard let base = name.bytes.baseAddress else { return name.bytes.isEmpty }
            return memcmp(pattern.utf8Start, base, name.bytes.count) == 0
        }
    }

    /// Reads an object, calling `field` with each field name once the decoder stands on its value.
    private mutating func object(_ field: (inout FastCatalogueDecoder, FieldName) throws(Unaccepted) -> Void) throws(Unaccepted) {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipWhitespace()
            let key = try fieldName()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try field(&self, key)
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
        }
    }

    /// Reads an array, calling `element` once the decoder stands on each element.
    private mutating func array(_ element: (inout FastCatalogueDecoder) throws(Unaccepted) -> Void) throws(Unaccepted) {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { position += 1; return }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "]") { return }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
        }
    }

    /// A field name without escapes; names with escapes are rare enough to leave to the slow path.
    private mutating func fieldName() throws(Unaccepted) -> FieldName {
        try expect(UInt8(ascii: "\""))
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "\"") {
            guard byte >= 0x20, byte != UInt8(ascii: "\\"), byte < 0x80 else { throw Unaccepted() }
            position += 1
        }
        try expect(UInt8(ascii: "\""))
        return FieldName(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)]))
    }

    /// Adds another decoder's texts after this one's.
    mutating func appendText(_ more: [UInt8]) {
        text += more
    }

    /// A string value, unescaped and its UTF-8 checked, appended to `text`; where it lies there.
    private mutating func textSpan() throws(Unaccepted) -> TextSpan {
        let start = text.count
        try scanString(keeping: true)
        return TextSpan(start: start, count: text.count - start)
    }

    /// A string value as a `String`, for the few that are not a product's text.
    private mutating func string() throws(Unaccepted) -> String {
        let span = try textSpan()
        defer { text.removeSubrange(span.start...) }
        return text[span.start...].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads a string value, checking it; appends it, unescaped, to `text` when `keeping`. Runs without escapes are
    /// appended in one copy.
    private mutating func scanString(keeping: Bool) throws(Unaccepted) {
        try expect(UInt8(ascii: "\""))
        var run = position
        while true {
            guard let byte = peek() else { throw Unaccepted() }
            switch byte {
            case UInt8(ascii: "\""):
                if keeping { text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<position])) }
                position += 1
                return
            case UInt8(ascii: "\\"):
                if keeping { text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<position])) }
                position += 1
                try unescape(keeping: keeping)
                run = position
            case ..<0x20:
                throw Unaccepted()
            case ..<0x80:
                position += 1
            default:
                position += try utf8SequenceLength()
            }
        }
    }

    private mutating func unescape(keeping: Bool) throws(Unaccepted) {
        guard let byte = peek() else { throw Unaccepted() }
        position += 1
        let unescaped: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped = byte
        case UInt8(ascii: "b"): unescaped = 0x08
        case UInt8(ascii: "f"): unescaped = 0x0C
        case UInt8(ascii: "n"): unescaped = 0x0A
        case UInt8(ascii: "r"): unescaped = 0x0D
        case UInt8(ascii: "t"): unescaped = 0x09
        case UInt8(ascii: "u"):
            var value = try hexQuad()
            if (0xD800..<0xDC00).contains(value) {
                // A high surrogate must be followed by a low one; a lone one is left to the slow path.
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else { throw Unaccepted() }
                position += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw Unaccepted() }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Unaccepted() }
            if keeping { UTF8.encode(scalar) { text.append($0) } }
            return
        default:
            throw Unaccepted()
        }
        if keeping { text.append(unescaped) }
    }

    private mutating func hexQuad() throws(Unaccepted) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { throw Unaccepted() }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at the position (Unicode table 3-7).
    private func utf8SequenceLength() throws(Unaccepted) -> Int {
        let lead = bytes[position]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: throw Unaccepted()
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { throw Unaccepted() }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
            throw Unaccepted()
        }
        return length
    }

    /// A number without sign or exponent, with at most `maximumDigits` digits on each side of the point.
    private mutating func number() throws(Unaccepted) -> PlainNumber {
        let start = position
        let whole = try digits(allowingLeadingZero: false)
        var fraction = 0, fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            fraction = try digits(allowingLeadingZero: true)
            fractionDigits = position - fractionStart
            while fractionDigits > 0, fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        guard peek() != UInt8(ascii: "e"), peek() != UInt8(ascii: "E") else { throw Unaccepted() }
        return PlainNumber(whole: whole, fraction: fraction, fractionDigits: fractionDigits, text: start..<position)
    }

    private mutating func wholeNumber() throws(Unaccepted) -> Int {
        let number = try number()
        guard number.text.count == String(number.whole).utf8.count else { throw Unaccepted() }
        return number.whole
    }

    private mutating func digits(allowingLeadingZero: Bool) throws(Unaccepted) -> Int {
        let start = position
        var value = 0
        while let byte = peek(), byte &- UInt8(ascii: "0") < 10 {
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            position += 1
            guard position - start <= Self.maximumDigits else { throw Unaccepted() }
        }
        let count = position - start
        guard count > 0, allowingLeadingZero || count == 1 || bytes[start] != UInt8(ascii: "0") else { throw Unaccepted() }
        return value
    }

    /// Skips a value of a field Tasch ignores, checking it as strictly as the rest.
    private mutating func skipValue(depth: Int) throws(Unaccepted) {
        guard depth <= Self.maximumDepth, let byte = peek() else { throw Unaccepted() }
        switch byte {
        case UInt8(ascii: "{"): try object { (decoder, _) throws(Unaccepted) in try decoder.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): try array { (decoder) throws(Unaccepted) in try decoder.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): try scanString(keeping: false)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"):
            position += 1
            _ = try number()
        default: _ = try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Unaccepted) {
        let expected = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            try expect(byte)
        }
    }

    mutating func expect(_ byte: UInt8) throws(Unaccepted) {
        guard peek() == byte else { throw Unaccepted() }
        position += 1
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }
}

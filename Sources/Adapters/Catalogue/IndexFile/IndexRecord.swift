import Entities

/// A product's fixed-width record in the index, so that the product at any position is found without reading the
/// others: id, price, stock, and where its body lies and what it holds. The body is its texts, then its colours
/// (three bytes each), then its sizes (an axis byte and two lengths as 64-bit floating-point bits each).
struct IndexRecord: Sendable {
    let id: ProductID
    let price: Int
    let stock: Int
    /// Where the body starts in the bodies section.
    let bodyOffset: Int
    /// The byte lengths of the name, short description, description and image, in that order, as a fixed-size value
    /// rather than an array: the index of a hundred thousand products makes as many records.
    let textLengths: (name: Int, shortDescription: Int, description: Int, image: Int)
    let colourCount: Int
    let dimensionCount: Int

    static let colourSize = PackedDetails.colourSize
    static let dimensionSize = PackedDetails.dimensionSize

    /// The body's length; every part was checked to lie within the index when the record was read.
    var bodyLength: Int {
        textLengths.name + textLengths.shortDescription + textLengths.description + textLengths.image
            + colourCount * Self.colourSize + dimensionCount * Self.dimensionSize
    }

    /// The record of `product`, whose body starts at `bodyOffset`.
    init(_ product: PackedProduct, bodyOffset: Int) {
        id = product.id
        price = product.price
        stock = product.stock
        self.bodyOffset = bodyOffset
        textLengths = (product.name.count, product.shortDescription.count, product.description.count, product.image.count)
        colourCount = product.colours.count / Self.colourSize
        dimensionCount = product.dimensions.count / Self.dimensionSize
    }

    /// Writes the record at the start of `bytes`, which holds at least `CatalogueIndexHeader.recordSize` bytes.
    func write(into bytes: UnsafeMutableRawBufferPointer) {
        bytes.storeLittleEndian(UInt64(id.rawValue), at: 0)
        bytes.storeLittleEndian(UInt64(price), at: 8)
        bytes.storeLittleEndian(UInt64(stock), at: 16)
        bytes.storeLittleEndian(UInt64(bodyOffset), at: 24)
        bytes.storeLittleEndian(UInt32(textLengths.name), at: 32)
        bytes.storeLittleEndian(UInt32(textLengths.shortDescription), at: 36)
        bytes.storeLittleEndian(UInt32(textLengths.description), at: 40)
        bytes.storeLittleEndian(UInt32(textLengths.image), at: 44)
        bytes.storeLittleEndian(UInt32(colourCount), at: 48)
        bytes.storeLittleEndian(UInt32(dimensionCount), at: 52)
        bytes.storeLittleEndian(UInt64(0), at: 56)
    }

    /// The record in `bytes` (one record's), refused unless it keeps a product's rules and its body lies within a
    /// bodies section of `bodiesLength` bytes.
    init(reading bytes: UnsafeRawBufferPointer, bodiesLength: Int) throws(IndexDamage) {
        let words = IndexWords(bytes)
        guard let id = ProductID(try words.count(at: 0)) else { throw IndexDamage("a product without an id") }
        let price = Int(try words.signed(at: 8)), stock = Int(try words.signed(at: 16))
        guard Product.isAllowed(priceInMinorUnits: price), Product.isAllowed(stock: stock), try words.word(at: 56) == 0 else {
            throw IndexDamage("a product's record is damaged")
        }
        self.id = id
        self.price = price
        self.stock = stock
        bodyOffset = try words.count(at: 24)
        textLengths = (try words.count32(at: 32), try words.count32(at: 36), try words.count32(at: 40), try words.count32(at: 44))
        colourCount = try words.count32(at: 48)
        dimensionCount = try words.count32(at: 52)
        // Each part is below 2^32, so the sum cannot overflow.
        guard bodyOffset <= bodiesLength, bodyLength <= bodiesLength - bodyOffset else { throw IndexDamage("a product's body lies outside the index") }
    }

    /// The product this record and its `body` (exactly `bodyLength` bytes) describe, priced in `currency`.
    func product(body: UnsafeRawBufferPointer, currency: Currency) throws(IndexDamage) -> Product {
        var offset = 0
        func text(_ length: Int) -> String {
            defer { offset += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: body[offset..<(offset + length)]), as: UTF8.self)
        }
        let texts = [text(textLengths.name), text(textLengths.shortDescription), text(textLengths.description), text(textLengths.image)]
        let colours = PackedDetails.colours(UnsafeRawBufferPointer(rebasing: body[offset..<(offset + colourCount * Self.colourSize)]))
        offset += colourCount * Self.colourSize
        guard let dimensions = PackedDetails.dimensions(UnsafeRawBufferPointer(rebasing: body[offset..<(offset + dimensionCount * Self.dimensionSize)])) else {
            throw IndexDamage("a product's size is damaged")
        }
        do {
            return try Product(
                id: id, name: texts[0], shortDescription: texts[1], description: texts[2], colours: colours, dimensions: dimensions,
                price: Money(minorUnits: price, currency: currency), stock: stock, image: texts[3]
            )
        } catch {
            throw IndexDamage("a product breaks the catalogue's rules")
        }
    }
}

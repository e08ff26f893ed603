import Entities
import Foundation

/// The start-up cache's format: a decoded catalogue as compact binary, so that a second start with an unchanged
/// catalogue file reads lengths, bytes and integers instead of parsing JSON. Docs/performance.md describes it.
///
/// A header (the magic `TASCHCAT`, the format version, the payload's length and a hash of the payload), then the
/// payload: the key it was made for, the currency and every product. A cache that is cut short, has another version,
/// a wrong hash or a different key is never used: `catalogue(from:key:)` is nil and the caller decodes the file.
public enum CatalogueCache {
    /// The format this Tasch writes and reads; any other is rebuilt, never converted.
    public static let version: UInt64 = 3
    private static let magic = Array("TASCHCAT".utf8)
    private static let headerSize = 32

    /// The cache of `catalogue`, decoded from the catalogue file that `key` describes.
    static func data(for catalogue: PackedCatalogue, key: CatalogueCacheKey) -> Data {
        var data = Data(count: size(of: catalogue, key: key))
        data.withUnsafeMutableBytes { bytes in
            var writer = CacheByteWriter(into: bytes)
            magic.forEach { writer.append($0) }
            writer.append(version)
            writer.append(UInt64(bytes.count - headerSize))
            writer.append(UInt64(0))
            writer.append(key.path)
            writer.append(key.attributes.size)
            writer.append(Int(key.attributes.modificationTime))
            writer.append(key.contentHash)
            writer.append(catalogue.currency.code)
            writer.append(catalogue.text.utf8)
            // Where the second half of the products starts, so that a start can rebuild both halves at once.
            let products = catalogue.products
            let split = products.count / 2
            writer.append(products.count)
            writer.append(split)
            let splitOffset = writer.position
            writer.append(0)
            for index in products.indices {
                if index == split { writer.set(UInt64(writer.position), at: splitOffset) }
                append(products[index], to: &writer)
            }
            if split == products.count { writer.set(UInt64(writer.position), at: splitOffset) }
            writer.set(ContentHash.hash(UnsafeRawBufferPointer(rebasing: bytes[headerSize...])), at: headerSize - 8)
        }
        return data
    }

    /// The exact size of the cache, so that it is written in place in one allocation.
    private static func size(of catalogue: PackedCatalogue, key: CatalogueCacheKey) -> Int {
        let word = CacheByteWriter.wordSize
        var size = headerSize + CacheByteWriter.size(of: key.path) + 3 * word + CacheByteWriter.size(of: catalogue.currency.code)
        size += word + catalogue.text.utf8.count + 3 * word
        for index in catalogue.products.indices {
            let product = catalogue.products[index]
            size += (5 + 2 * 4) * word
            size += 3 * product.colours.count + (1 + 2 * word) * product.dimensions.count
        }
        return size
    }

    /// The catalogue in `bytes` when they are an intact cache made for `key`; nil for anything else. The products'
    /// texts stay where they are in `bytes`, which the catalogue keeps instead of copying them out.
    static func catalogue(from bytes: [UInt8], key: CatalogueCacheKey) -> PackedCatalogue? {
        let storage = SharedText(utf8: bytes)
        return storage.utf8.withUnsafeBytes { raw in try? catalogue(from: raw, storage: storage, key: key) }
    }

    /// The key the cache in `bytes` says it was made for, read without checking the rest: a cheap first look that
    /// spares hashing the catalogue file when the cache is plainly for another file. Nil when it is no cache of this version.
    public static func key(in bytes: [UInt8]) -> CatalogueCacheKey? {
        bytes.withUnsafeBytes { bytes in
            guard var reader = try? payload(of: bytes, verifying: false) else { return nil }
            return try? madeFor(&reader)
        }
    }

    private static func payload(of bytes: UnsafeRawBufferPointer, verifying: Bool) throws(CacheByteReader.Damaged) -> CacheByteReader {
        guard bytes.count >= headerSize, zip(bytes.prefix(magic.count), magic).allSatisfy({ $0 == $1 }) else {
            throw CacheByteReader.Damaged()
        }
        var reader = CacheByteReader(UnsafeRawBufferPointer(rebasing: bytes[magic.count...]))
        guard try reader.word() == version, try reader.word() == UInt64(bytes.count - headerSize) else {
            throw CacheByteReader.Damaged()
        }
        let payloadHash = try reader.word()
        guard !verifying || ContentHash.hash(reader.rest) == payloadHash else { throw CacheByteReader.Damaged() }
        return reader
    }

    private static func madeFor(_ reader: inout CacheByteReader) throws(CacheByteReader.Damaged) -> CatalogueCacheKey {
        CatalogueCacheKey(
            path: try reader.string(),
            attributes: FileAttributes(size: try reader.integer(), modificationTime: Int64(try reader.integer())),
            contentHash: try reader.word()
        )
    }

    private static func catalogue(
        from bytes: UnsafeRawBufferPointer, storage: SharedText, key: CatalogueCacheKey
    ) throws(CacheByteReader.Damaged) -> PackedCatalogue {
        var reader = try payload(of: bytes, verifying: true)
        let madeFor = try madeFor(&reader)
        guard madeFor == key, let currency = Currency(code: try reader.string()) else { throw CacheByteReader.Damaged() }
        // Every product's texts are spans of this run, in place in the cache's bytes.
        let text = try reader.textRun(startingAt: magic.count)
        // The smallest product: id, four spans of two words, price, stock and two empty lists: thirteen words.
        let count = try reader.count(ofItemsAtLeast: 13 * 8)
        let split = try reader.integer()
        let splitOffset = try reader.integer() - magic.count
        guard (0...count).contains(split), (reader.position...reader.position + reader.remaining).contains(splitOffset) else {
            throw CacheByteReader.Damaged()
        }
        // Each half must end exactly where the next part starts, so a lying split is refused like any damage.
        let (firstHalf, secondHalf) = (reader.slice(upTo: splitOffset), reader.slice(from: splitOffset))
        let made = TwoHalves.array(
            count: count, split: split,
            first: { products(from: firstHalf, into: $0, count: $1, text: text) },
            second: { products(from: secondHalf, into: $0, count: $1, text: text) }
        )
        guard let products = made, let catalogue = PackedCatalogue(currency: currency, products: products, text: storage) else {
            throw CacheByteReader.Damaged()
        }
        return catalogue
    }

    /// Rebuilds `count` products from `reader`, which they must use up exactly, into `buffer`; false, with nothing left
    /// initialised, when they cannot.
    private static func products(
        from reader: CacheByteReader, into buffer: UnsafeMutablePointer<PackedProduct>, count: Int, text: CacheByteReader.TextRun
    ) -> Bool {
        var reader = reader
        for index in 0..<count {
            guard let product = try? product(from: &reader, text: text) else {
                buffer.deinitialize(count: index)
                return false
            }
            (buffer + index).initialize(to: product)
        }
        guard reader.remaining == 0 else {
            buffer.deinitialize(count: count)
            return false
        }
        return true
    }

    private static func append(_ product: PackedProduct, to writer: inout CacheByteWriter) {
        writer.append(product.id.rawValue)
        for span in [product.name, product.shortDescription, product.description, product.image] {
            writer.append(span.start)
            writer.append(span.count)
        }
        writer.append(product.price)
        writer.append(product.stock)
        writer.append(product.colours.count)
        for colour in product.colours {
            writer.append(colour.red)
            writer.append(colour.green)
            writer.append(colour.blue)
        }
        writer.append(product.dimensions.count)
        for dimension in product.dimensions {
            writer.append(axisCode(dimension.axis))
            writer.append(dimension.centimeters.bitPattern)
            writer.append(dimension.inches.bitPattern)
        }
    }

    private static func product(from reader: inout CacheByteReader, text: CacheByteReader.TextRun) throws(CacheByteReader.Damaged) -> PackedProduct {
        guard let id = ProductID(try reader.integer()) else { throw CacheByteReader.Damaged() }
        let (name, shortDescription) = (try reader.span(in: text), try reader.span(in: text))
        let (description, image) = (try reader.span(in: text), try reader.span(in: text))
        let price = try reader.integer()
        let stock = try reader.integer()
        let colourCount = try reader.count(ofItemsAtLeast: 3)
        var colours: [Colour] = []
        colours.reserveCapacity(colourCount)
        for _ in 0..<colourCount {
            colours.append(Colour(red: try reader.byte(), green: try reader.byte(), blue: try reader.byte()))
        }
        let dimensionCount = try reader.count(ofItemsAtLeast: 17)
        var dimensions: [Entities.Dimension] = []
        dimensions.reserveCapacity(dimensionCount)
        for _ in 0..<dimensionCount {
            guard let axis = axis(code: try reader.byte()),
                  let dimension = Entities.Dimension(
                    axis: axis, centimeters: Double(bitPattern: try reader.word()), inches: Double(bitPattern: try reader.word())
                  ) else { throw CacheByteReader.Damaged() }
            dimensions.append(dimension)
        }
        return PackedProduct(
            id: id, name: name, shortDescription: shortDescription, description: description, image: image,
            colours: colours, dimensions: dimensions, price: price, stock: stock
        )
    }

    private static func axisCode(_ axis: Entities.Dimension.Axis) -> UInt8 {
        switch axis {
        case .height: 0
        case .width: 1
        case .depth: 2
        }
    }

    private static func axis(code: UInt8) -> Entities.Dimension.Axis? {
        switch code {
        case 0: .height
        case 1: .width
        case 2: .depth
        default: nil
        }
    }
}

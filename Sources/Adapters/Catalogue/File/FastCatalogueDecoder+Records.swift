import Entities

/// What the fast decoder makes of each product as it reads it: the raw record, when the currency that prices it is
/// not known yet, or the packed product itself, when it is.
protocol DecodedRecord: SendableMetatype {
    /// The record of `raw`, priced in `currency` where the record needs one.
    init(_ raw: FastCatalogueDecoder.RawProduct, currency: Currency?) throws(FastCatalogueDecoder.Unaccepted)
    /// The same record with its texts `offset` bytes further on, once its half's text follows another's.
    func shifted(by offset: Int) -> Self
}

extension FastCatalogueDecoder.RawProduct: DecodedRecord {
    init(_ raw: FastCatalogueDecoder.RawProduct, currency: Currency?) {
        self = raw
    }
}

extension PackedProduct: DecodedRecord {
    init(_ raw: FastCatalogueDecoder.RawProduct, currency: Currency?) throws(FastCatalogueDecoder.Unaccepted) {
        guard let currency else { throw FastCatalogueDecoder.Unaccepted() }
        self = try FastCatalogueDecoder.product(raw, in: currency)
    }

    func shifted(by offset: Int) -> PackedProduct {
        func shift(_ span: TextSpan) -> TextSpan { TextSpan(start: span.start + offset, count: span.count) }
        return PackedProduct(
            id: id, name: shift(name), shortDescription: shift(shortDescription), description: shift(description),
            image: shift(image), colours: shift(colours), dimensions: shift(dimensions), price: price, stock: stock
        )
    }
}

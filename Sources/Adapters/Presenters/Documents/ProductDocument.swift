/// One product as scripts read it, in every list and on its own.
public struct ProductDocument: Encodable, Equatable, Sendable {
    /// One measured side.
    public struct Size: Encodable, Equatable, Sendable {
        public let dimension: String
        public let centimeters: Double
        public let inches: Double
    }

    public let id: Int
    public let name: String
    public let shortDescription: String
    public let price: MoneyDocument
    public let stock: Int
    public let inStock: Bool
    public let colours: [String]
    /// The customer's stars, only on a catalogue page in the rating order.
    public let rating: Int?
    /// Only on the product's own page.
    public let description: String?
    public let sizes: [Size]?
    public let image: String?
}

/// The product screen, every line ready to print: a title, the price, the description, then labelled fields.
public struct ProductDetailViewModel: Equatable, Sendable {
    /// One labelled field of the page: `Stock  In stock (12 left)`.
    public struct Field: Equatable, Sendable {
        /// What a field holds: lines of text (the sizes, one a line), or colours, which a driver shows as it can.
        public enum Value: Equatable, Sendable {
            case lines([String])
            case colours([ColourViewModel])
        }

        public let label: String
        public let value: Value

        public init(label: String, value: Value) {
            self.label = label
            self.value = value
        }
    }

    public let title: String
    public let price: String
    public let shipping: String
    public let description: String
    /// The colours, sizes, stock, rating and whether it is in the wish list (`In your wish list, 2 wished for`), in order.
    public let fields: [Field]
    /// The image's file, a field of its own for a driver that names it.
    public let image: Field
    /// What can be done with this product: add it, or remove it and change how many are wished for; rate it; go back.
    public let nextSteps: [NextStep]
}

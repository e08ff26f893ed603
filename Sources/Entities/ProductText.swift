/// A product's four texts (name, short description, description and image) as spans of a buffer it may share with
/// the rest of its catalogue. A string is built only when a text is read, which happens for the few products shown.
public struct ProductText: Sendable {
    /// One of a product's texts.
    public enum Field: Sendable, CaseIterable {
        case name, shortDescription, description, image
    }

    /// The buffer the spans lie in.
    public let storage: SharedText
    private let name: TextSpan
    private let shortDescription: TextSpan
    private let description: TextSpan
    private let image: TextSpan

    /// The texts at these spans of `storage`, or nil when a span does not lie wholly inside it.
    public init?(storage: SharedText, name: TextSpan, shortDescription: TextSpan, description: TextSpan, image: TextSpan) {
        // Four calls rather than a loop over an array: this runs once a product, and an array would allocate.
        let size = storage.utf8.count
        guard Self.span(name, liesIn: size), Self.span(shortDescription, liesIn: size), Self.span(description, liesIn: size),
              Self.span(image, liesIn: size) else { return nil }
        self.storage = storage
        self.name = name
        self.shortDescription = shortDescription
        self.description = description
        self.image = image
    }

    /// The four texts in a buffer of their own.
    public init(name: String, shortDescription: String, description: String, image: String) {
        let fields = [name, shortDescription, description, image]
        var utf8: [UInt8] = []
        utf8.reserveCapacity(fields.reduce(0) { $0 + $1.utf8.count })
        var spans: [TextSpan] = []
        for field in fields {
            spans.append(TextSpan(start: utf8.count, count: field.utf8.count))
            utf8 += field.utf8
        }
        self.storage = SharedText(utf8: utf8)
        (self.name, self.shortDescription, self.description, self.image) = (spans[0], spans[1], spans[2], spans[3])
    }

    private static func span(_ span: TextSpan, liesIn size: Int) -> Bool {
        span.start >= 0 && span.count >= 0 && span.start <= size && span.count <= size - span.start
    }

    /// Where `field` lies in `storage`.
    public func span(_ field: Field) -> TextSpan {
        switch field {
        case .name: name
        case .shortDescription: shortDescription
        case .description: description
        case .image: image
        }
    }

    /// `field` as a string; bytes that are not UTF-8 come out as U+FFFD.
    public func string(_ field: Field) -> String {
        withUTF8(field) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `field`, without building a string.
    public func withUTF8<Result>(_ field: Field, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let span = span(field)
        return try storage.utf8.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[span.start..<(span.start + span.count)]))
        }
    }
}

extension ProductText: Equatable {
    /// Texts are equal when their strings are, wherever they are kept; `String`'s equality, so canonically
    /// equivalent texts are equal as they were when products held strings.
    public static func == (lhs: ProductText, rhs: ProductText) -> Bool {
        if lhs.storage === rhs.storage, lhs.name == rhs.name, lhs.shortDescription == rhs.shortDescription,
           lhs.description == rhs.description, lhs.image == rhs.image {
            return true
        }
        return Field.allCases.allSatisfy { lhs.string($0) == rhs.string($0) }
    }
}

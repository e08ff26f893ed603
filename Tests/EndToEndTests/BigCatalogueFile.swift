import Foundation

/// Catalogue files big enough for Tasch to keep an index of (1 MiB or more), written for a test.
enum BigCatalogueFile {
    /// Writes a catalogue of `count` products (about 600 bytes each) to `url`: "Oak Lamp 1", "Wool Throw 2", ….
    static func write(products count: Int = 2_000, to url: URL) throws {
        let nouns = ["Oak Lamp", "Wool Throw", "Linen Tote", "Brass Bowl"]
        let products = (1...count).map { id in
            """
            {"id": \(id), "name": "\(nouns[id % nouns.count]) \(id)", "shortDescription": "Made to last, number \(id)",
             "description": "\(String(repeating: "Made by hand in a small workshop and checked twice. ", count: 9))",
             "colors": [{"value": "2F4F4F"}], "price": \(10 + id % 90).50, "quantity": \(id % 7), "image": "p\(id).jpg"}
            """
        }
        try Data("{\"currency\": \"USD\", \"products\": [\n\(products.joined(separator: ",\n"))\n]}\n".utf8).write(to: url)
    }
}

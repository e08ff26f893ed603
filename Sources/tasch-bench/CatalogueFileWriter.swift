import Foundation

/// Writes benchmark catalogues: products shaped like the bundled ones (about 620 bytes each, pretty-printed),
/// with varied names, a few accents, prices and stock, the same every run.
enum CatalogueFileWriter {
    private static let adjectives = ["Oak", "Linen", "Brass", "Wool", "Café", "Rattan", "Stoneware", "Canvas", "Crème", "Walnut", "Cotton", "Leather"]
    private static let nouns = ["Tote", "Cushion", "Board", "Lamp", "Throw", "Basket", "Mug", "Backpack", "Stool", "Towel", "Bowl", "Weekender"]

    /// Writes a catalogue of `count` products to `path`; returns its size in bytes.
    static func write(products count: Int, toPath path: String) throws -> Int {
        var text = "{\n  \"currency\": \"USD\",\n  \"products\": [\n"
        text.reserveCapacity(count * 700)
        for index in 0..<count {
            let id = index + 1
            let adjective = adjectives[(id * 7) % adjectives.count]
            let noun = nouns[(id * 13) % nouns.count]
            let price = (id * 7919) % 200_000
            text += """
                {
                  "id": \(id),
                  "name": "\(adjective) \(noun) \(id)",
                  "shortDescription": "A \(adjective.lowercased()) \(noun.lowercased()) made to last",
                  "description": "Made by hand from \(adjective.lowercased()) in a small workshop, finished with care and checked twice before it ships to you.",
                  "colors": [
                    {
                      "value": "\(hex(id))"
                    }
                  ],
                  "dimensions": [
                    {
                      "dimension": "height",
                      "centimeters": \(10 + id % 90),
                      "inches": \(4 + id % 35)
                    },
                    {
                      "dimension": "width",
                      "centimeters": \(20 + id % 60),
                      "inches": \(8 + id % 24)
                    }
                  ],
                  "price": \(price / 100).\(String(format: "%02d", price % 100)),
                  "quantity": \(id % 17),
                  "image": "product-\(id).jpg"
                }
            """
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: path))
        return data.count
    }

    private static func hex(_ id: Int) -> String {
        String(format: "%06X", (id &* 2_654_435_761) & 0xFFFFFF)
    }
}

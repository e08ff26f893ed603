// The yardstick tasch-bench compares Tasch's start with: a program that loads Foundation, reads the catalogue
// file and decodes it with JSONDecoder into Codable types of the same shape, the way most Swift programs would.
// Without an argument it is the hello world of issue 6: it decodes a small JSON file bundled with it (hello.json).
import Foundation

struct Root: Decodable {
    let currency: String?
    let products: [Item]
}

struct Item: Decodable {
    let id: Int
    let name: String
    let shortDescription: String?
    let description: String?
    let colors: [ColourItem]?
    let dimensions: [DimensionItem]?
    let price: Decimal
    let quantity: Int
    let image: String?
}

struct ColourItem: Decodable {
    let value: String
}

struct DimensionItem: Decodable {
    let dimension: String
    let centimeters: Double
    let inches: Double
}

guard CommandLine.arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: tasch-yardstick [CATALOGUE]\n".utf8))
    exit(64)
}
do {
    let url = CommandLine.arguments.count == 2
        ? URL(fileURLWithPath: CommandLine.arguments[1])
        : Bundle.module.url(forResource: "hello", withExtension: "json")
    guard let url else { exit(66) }
    let data = try Data(contentsOf: url)
    let root = try JSONDecoder().decode(Root.self, from: data)
    exit(root.products.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("tasch-yardstick: \(error)\n".utf8))
    exit(65)
}

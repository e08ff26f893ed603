import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

final class CatalogueMapperTests: XCTestCase {
    func test_map_deliversExactCatalogueOnValidDocument() throws {
        let json = """
        {
          "currency": "USD",
          "products": [
            {
              "id": 3,
              "name": "Tote",
              "shortDescription": "Canvas bag",
              "description": "Holds a week of shopping.",
              "colors": [{"value": "2F4F4F"}, {"value": "f5f5dc"}],
              "dimensions": [
                {"dimension": "height", "centimeters": 40, "inches": 16},
                {"dimension": "width", "centimeters": 35.5, "inches": 14},
                {"dimension": "depth", "centimeters": 10, "inches": 4}
              ],
              "price": 64.5,
              "quantity": 4,
              "image": "tote.png"
            },
            {
              "id": 1,
              "name": "Lamp",
              "shortDescription": "",
              "description": "",
              "colors": [],
              "dimensions": [],
              "price": 189,
              "quantity": 0,
              "image": "lamp.png"
            }
          ]
        }
        """
        let tote = try Product(
            id: id(3), name: "Tote", shortDescription: "Canvas bag", description: "Holds a week of shopping.",
            colours: [Colour(red: 0x2F, green: 0x4F, blue: 0x4F), Colour(red: 0xF5, green: 0xF5, blue: 0xDC)],
            dimensions: [
                try XCTUnwrap(Dimension(axis: .height, centimeters: 40, inches: 16)),
                try XCTUnwrap(Dimension(axis: .width, centimeters: 35.5, inches: 14)),
                try XCTUnwrap(Dimension(axis: .depth, centimeters: 10, inches: 4)),
            ],
            price: dollars(cents: 6450), stock: 4, image: "tote.png"
        )
        let lamp = try Product(id: id(1), name: "Lamp", price: dollars(cents: 18900), stock: 0, image: "lamp.png")

        XCTAssertEqual(try CatalogueMapper.map(Data(json.utf8)), try Catalogue(currency: usd, products: [tote, lamp]))
    }

    func test_map_defaultsToUSDollarsOnMissingCurrency() throws {
        let catalogue = try CatalogueMapper.map(Data("{\"products\": [\(productJSON())]}".utf8))

        XCTAssertEqual(catalogue.currency, usd)
        XCTAssertEqual(catalogue.products.map(\.price), [dollars(cents: 6450)])
    }

    func test_map_countsWholeYenOnZeroDecimalCurrency() throws {
        let yen = try XCTUnwrap(Currency(code: "JPY"))

        let catalogue = try CatalogueMapper.map(Data("{\"currency\": \"JPY\", \"products\": [\(productJSON(["price": "1500"]))]}".utf8))

        XCTAssertEqual(catalogue.products.map(\.price), [Money(minorUnits: 1500, currency: yen)])
    }

    func test_map_refusesFractionOfYenOnZeroDecimalCurrency() {
        let data = Data("{\"currency\": \"JPY\", \"products\": [\(productJSON(["price": "1500.5"]))]}".utf8)

        assertMapping(data, failsWith: "product 3 (\"Tote\"): price 1500.5 has more decimals than JPY allows")
    }

    func test_map_convertsPricesExactlyOnAmountsDoubleCannotHold() throws {
        let catalogue = try CatalogueMapper.map(catalogueJSON(
            productJSON(["id": "1", "price": "19.99"]),
            productJSON(["id": "2", "price": "0.29"]),
            productJSON(["id": "3", "price": "1e2"]),
            productJSON(["id": "4", "price": "92233720368547758.07"])
        ))

        XCTAssertEqual(catalogue.products.map(\.price.minorUnits), [1999, 29, 10000, Int.max])
    }

    func test_map_acceptsLeadingByteOrderMarkOnUTF8WithBOM() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + catalogueJSON(productJSON())

        XCTAssertEqual(try CatalogueMapper.map(data).products.map(\.id), [id(3)])
    }

    func test_map_deliversEmptyCatalogueOnEmptyProductList() throws {
        XCTAssertEqual(try CatalogueMapper.map(catalogueJSON()), try Catalogue(currency: usd, products: []))
    }

    func test_map_leavesOptionalTextsEmptyOnMissingDescriptiveFields() throws {
        let json = productJSON(["shortDescription": nil, "description": nil, "colors": nil, "dimensions": nil, "image": nil])

        let product = try XCTUnwrap(CatalogueMapper.map(catalogueJSON(json)).products.first)

        XCTAssertEqual(
            product,
            try Product(id: id(3), name: "Tote", price: dollars(cents: 6450), stock: 4)
        )
    }

    func test_map_ignoresUnknownFieldsOnNewerDocuments() throws {
        let data = Data("{\"products\": [\(productJSON(["sku": "\"T-1\""]))], \"shop\": \"Tasch\"}".utf8)

        XCTAssertEqual(try CatalogueMapper.map(data).products.map(\.id), [id(3)])
    }
}

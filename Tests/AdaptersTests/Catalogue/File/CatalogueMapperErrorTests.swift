import Adapters
import Foundation
import XCTest

final class CatalogueMapperErrorTests: XCTestCase {
    func test_map_failsOnEmptyData() {
        assertMapping(Data(), failsWith: "the file is empty")
    }

    func test_map_failsOnTextThatIsNotJSON() {
        assertMapping(Data("products: none".utf8), failsWith: "not valid JSON: expected a value, found \"p\" at line 1, column 1")
    }

    func test_map_failsOnTruncatedDocument() {
        assertMapping(
            Data("{\"products\": [\n\(productJSON())".utf8),
            failsWith: "not valid JSON: the document ends too early at line 2, column 262"
        )
    }

    func test_map_failsOnNestingDeeperThanDecoderAllows() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)

        assertMapping(Data(deep.utf8), failsWith: "not valid JSON: nested deeper than 512 levels at line 1, column 513")
    }

    func test_map_failsOnArrayAtTopLevel() {
        assertMapping(Data("[\(productJSON())]".utf8), failsWith: "the catalogue must be a JSON object with \"products\"")
    }

    func test_map_failsOnMissingProductList() {
        assertMapping(Data("{\"currency\": \"USD\"}".utf8), failsWith: "missing \"products\"")
    }

    func test_map_failsOnProductListThatIsNotAList() {
        assertMapping(Data("{\"products\": {}}".utf8), failsWith: "\"products\" must be a list")
    }

    func test_map_failsOnBadCurrencyCode() {
        assertMapping(
            Data("{\"currency\": \"usd\", \"products\": []}".utf8),
            failsWith: "currency \"usd\" is not a three-letter ISO 4217 code"
        )
    }

    func test_map_failsOnMissingFieldNamingProductByIDAndName() {
        assertMapping(
            catalogueJSON(productJSON(["id": "1"]), productJSON(["price": nil])),
            failsWith: "product 3 (\"Tote\"): missing \"price\""
        )
    }

    func test_map_failsOnAProductWithALongName_quotingItsFirst40CharactersOnly() {
        let name = String(repeating: "[", count: 470)
        assertMapping(
            catalogueJSON(productJSON(["name": "\"\(name)\"", "price": nil])),
            failsWith: "product 3 (\"\(String(repeating: "[", count: 40))…\"): missing \"price\""
        )
    }

    func test_map_failsOnMissingIDNamingProductByPlace() {
        assertMapping(catalogueJSON(productJSON(["id": nil])), failsWith: "products[0]: missing \"id\"")
    }

    func test_map_failsOnStringQuantity() {
        assertMapping(
            catalogueJSON(productJSON(["quantity": "\"4\""])),
            failsWith: "product 3 (\"Tote\"): \"quantity\" must be a whole number"
        )
    }

    func test_map_failsOnFractionalQuantity() {
        assertMapping(
            catalogueJSON(productJSON(["quantity": "2.5"])),
            failsWith: "product 3 (\"Tote\"): \"quantity\" must be a whole number"
        )
    }

    func test_map_failsOnNumericNameNamingProductByID() {
        assertMapping(catalogueJSON(productJSON(["name": "5"])), failsWith: "product 3: \"name\" must be a string")
    }

    func test_map_failsOnMistypedFieldInsideColour() {
        assertMapping(
            catalogueJSON(productJSON(["colors": "[{\"value\": \"FFFFFF\"}, {\"value\": 5}]"])),
            failsWith: "product 3 (\"Tote\"): \"colors[1].value\" must be a string"
        )
    }

    func test_map_failsOnNullField() {
        assertMapping(
            catalogueJSON(productJSON(["price": "null"])),
            failsWith: "product 3 (\"Tote\"): \"price\" must be a number, not null"
        )
    }

    func test_map_failsOnNullProduct() {
        assertMapping(catalogueJSON(productJSON(), "null"), failsWith: "products[1] must be an object, not null")
    }

    func test_map_failsOnProductThatIsNotAnObject() {
        assertMapping(catalogueJSON("3"), failsWith: "products[0] must be an object")
    }

    func test_map_failsOnDuplicateIDs() {
        assertMapping(
            catalogueJSON(productJSON(), productJSON(["name": "\"Other tote\""])),
            failsWith: "duplicate product id 3"
        )
    }

    func test_map_failsOnZeroID() {
        assertMapping(catalogueJSON(productJSON(["id": "0"])), failsWith: "products[0]: id must be a positive integer")
    }

    func test_map_failsOnNegativeID() {
        assertMapping(catalogueJSON(productJSON(["id": "-2"])), failsWith: "products[0]: id must be a positive integer")
    }

    func test_map_failsOnFractionalID() {
        assertMapping(catalogueJSON(productJSON(["id": "1.5"])), failsWith: "products[0]: id must be a positive integer")
    }

    func test_map_failsOnStringID() {
        assertMapping(catalogueJSON(productJSON(["id": "\"3\""])), failsWith: "products[0]: id must be a positive integer")
    }

    func test_map_failsOnIDTooBigForInt() {
        assertMapping(
            catalogueJSON(productJSON(), productJSON(["id": "99999999999999999999"])),
            failsWith: "products[1]: id must be a positive integer"
        )
    }

    func test_map_failsOnBlankName() {
        assertMapping(catalogueJSON(productJSON(["name": "\"  \""])), failsWith: "product 3: name must not be blank")
    }

    func test_map_failsOnANameOfOnlyZeroWidthCharacters() {
        assertMapping(catalogueJSON(productJSON(["name": "\"\u{200B}\\u200b\""])), failsWith: "product 3: name must not be blank")
    }

    func test_map_failsOnNegativePrice() {
        assertMapping(
            catalogueJSON(productJSON(["price": "-1"])),
            failsWith: "product 3 (\"Tote\"): price must not be negative"
        )
    }

    func test_map_failsOnMoreDecimalsThanCurrencyAllows() {
        assertMapping(
            catalogueJSON(productJSON(["price": "1.234"])),
            failsWith: "product 3 (\"Tote\"): price 1.234 has more decimals than USD allows"
        )
    }

    func test_map_failsOnPriceTooLargeForInt() {
        assertMapping(
            catalogueJSON(productJSON(["price": "1e30"])),
            failsWith: "product 3 (\"Tote\"): price 1000000000000000000000000000000 is too large"
        )
    }

    func test_map_failsOnPriceBeyondNumberRange() {
        assertMapping(
            catalogueJSON(productJSON(["price": "1e200"])),
            failsWith: "product 3 (\"Tote\"): \"price\" is out of range"
        )
    }

    func test_map_failsOnNegativeStock() {
        assertMapping(
            catalogueJSON(productJSON(["quantity": "-1"])),
            failsWith: "product 3 (\"Tote\"): quantity must not be negative"
        )
    }

    func test_map_failsOnStockTooLargeForInt() {
        assertMapping(
            catalogueJSON(productJSON(["quantity": "1e20"])),
            failsWith: "product 3 (\"Tote\"): quantity 100000000000000000000 is too large"
        )
    }

    func test_map_failsOnColourThatIsNotSixHexDigits() {
        assertMapping(
            catalogueJSON(productJSON(["colors": "[{\"value\": \"GGG\"}]"])),
            failsWith: "product 3 (\"Tote\"): colour \"GGG\" is not RRGGBB"
        )
    }

    func test_map_quotesTheFirst40CharactersOfALongCurrencyColourOrDimension() {
        let long = String(repeating: "x", count: 500), cut = "\"" + String(repeating: "x", count: 40) + "…\""
        assertMapping(Data("{\"currency\": \"\(long)\", \"products\": []}".utf8), failsWith: "currency \(cut) is not a three-letter ISO 4217 code")
        assertMapping(
            catalogueJSON(productJSON(["colors": "[{\"value\": \"\(long)\"}]"])), failsWith: "product 3 (\"Tote\"): colour \(cut) is not RRGGBB"
        )
        assertMapping(
            catalogueJSON(productJSON(["dimensions": "[{\"dimension\": \"\(long)\", \"centimeters\": 1, \"inches\": 0.4}]"])),
            failsWith: "product 3 (\"Tote\"): dimension \(cut) is not height, width or depth"
        )
    }

    func test_map_failsOnUnknownDimension() {
        assertMapping(
            catalogueJSON(productJSON(["dimensions": "[{\"dimension\": \"length\", \"centimeters\": 1, \"inches\": 0.4}]"])),
            failsWith: "product 3 (\"Tote\"): dimension \"length\" is not height, width or depth"
        )
    }

    func test_map_failsOnNegativeDimension() {
        assertMapping(
            catalogueJSON(productJSON(["dimensions": "[{\"dimension\": \"width\", \"centimeters\": -1, \"inches\": 0}]"])),
            failsWith: "product 3 (\"Tote\"): width must not be negative"
        )
    }
}

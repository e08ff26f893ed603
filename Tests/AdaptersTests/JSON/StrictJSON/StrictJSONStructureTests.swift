import XCTest

/// RFC 8259 sections 2, 4 and 5: values, objects (members in braces, a name in quotes, a colon, commas between) and
/// arrays (elements in brackets, commas between); names are unique in an object, as Tasch requires.
final class StrictJSONStructureTests: StrictJSONTestCase {
    func test_read_acceptsObjectsAndArraysOfTheGrammar() {
        assertAccepted([
            "[]", "{}", #"[1, "a", true, false, null]"#, #"{"a": 1, "b": [true, false, null]}"#, "[[], {}, [[]]]",
            #"{"": 0}"#, #"{"a": {"a": 1}}"#, #"[{"a": 1}, {"a": 1}]"#, #"{"a": 1, "A": 2}"#, #"{"é": 1, "e\u0301": 2}"#,
        ], as: .structure)
    }

    func test_read_readsAFieldWhoseNameIsEscapedAsThatField() {
        let data = Data(#"{"currency": "USD", "pr\u006Fducts": [{"id": 3, "n\u0061me": "Tote", "price": 64.5, "quantity": 4}]}"#.utf8)

        assertCatalogue(data, readsAs: .success(Self.catalogueWithoutLiteral), "escaped names")
    }

    func test_read_refusesTrailingCommas() {
        assertRefused("[1,]", as: .structure, #"not valid JSON: expected a value, found "]""#, atColumn: 4)
        assertRefused(#"{"a": 1,}"#, as: .structure, #"not valid JSON: expected a field name in quotes, found "}""#, atColumn: 9)
    }

    func test_read_refusesDoubledAndLeadingCommas() {
        assertRefused("[1,,2]", as: .structure, #"not valid JSON: expected a value, found ",""#, atColumn: 4)
        assertRefused("[,1]", as: .structure, #"not valid JSON: expected a value, found ",""#, atColumn: 2)
        assertRefused("{,}", as: .structure, #"not valid JSON: expected a field name in quotes, found ",""#, atColumn: 2)
    }

    func test_read_refusesMissingCommas() {
        assertRefused("[1 2]", as: .structure, #"not valid JSON: expected "," or "]", found "2""#, atColumn: 4)
        assertRefused(#"{"a": 1 "b": 2}"#, as: .structure, #"not valid JSON: expected "," or "}", found "\"""#, atColumn: 9)
    }

    func test_read_refusesMismatchedBrackets() {
        assertRefused("[1}", as: .structure, #"not valid JSON: expected "," or "]", found "}""#, atColumn: 3)
        assertRefused(#"{"a": 1]"#, as: .structure, #"not valid JSON: expected "," or "}", found "]""#, atColumn: 8)
    }

    func test_read_refusesNamesThatAreNotInDoubleQuotes() {
        assertRefused("{a: 1}", as: .structure, #"not valid JSON: expected a field name in quotes, found "a""#, atColumn: 2)
        assertRefused("{1: 1}", as: .structure, #"not valid JSON: expected a field name in quotes, found "1""#, atColumn: 2)
        assertRefused("{'a': 1}", as: .structure, #"not valid JSON: expected a field name in quotes, found "'""#, atColumn: 2)
    }

    func test_read_refusesMembersWithoutColonOrValue() {
        assertRefused(#"{"a" 1}"#, as: .structure, #"not valid JSON: expected ":", found "1""#, atColumn: 6)
        assertRefused(#"{"a"}"#, as: .structure, #"not valid JSON: expected ":", found "}""#, atColumn: 5)
        assertRefused(#"{"a":}"#, as: .structure, #"not valid JSON: expected a value, found "}""#, atColumn: 6)
    }

    func test_read_refusesValuesOutsideTheGrammar() {
        assertRefused("['a']", as: .structure, #"not valid JSON: expected a value, found "'""#, atColumn: 2)
        assertRefused("[True]", as: .structure, #"not valid JSON: expected a value, found "T""#, atColumn: 2)
        assertRefused("[undefined]", as: .structure, #"not valid JSON: expected a value, found "u""#, atColumn: 2)
    }

    func test_read_refusesLiteralsCutShortOrRunOn() {
        assertRefused("[tru]", as: .structure, #"not valid JSON: expected "true", found "tru""#, atColumn: 2)
        assertRefused("[nul]", as: .structure, #"not valid JSON: expected "null", found "nul""#, atColumn: 2)
        assertRefused("[fals e]", as: .structure, #"not valid JSON: expected "false", found "fals""#, atColumn: 2)
        assertRefused("[nulls]", as: .structure, #"not valid JSON: expected "," or "]", found "s""#, atColumn: 6)
        assertRefused("[truefalse]", as: .structure, #"not valid JSON: expected "," or "]", found "f""#, atColumn: 6)
    }

    func test_read_refusesANameRepeatedInOneObject() {
        assertRefused(#"{"a": 1, "a": 2}"#, as: .structure, #"duplicate field "a""#, atColumn: 10)
        assertRefused(#"{"a": {"b": 1, "b": 1}}"#, as: .structure, #"duplicate field "b""#, atColumn: 16)
        assertRefused(#"[{"id": 1}, {"id": 1, "id": 2}]"#, as: .structure, #"duplicate field "id""#, atColumn: 23)
    }

    func test_read_acceptsAnObjectOfManyNames() {
        assertAccepted(["{" + (0..<100).map { "\"x\($0)\": \($0)" }.joined(separator: ", ") + "}"], as: .structure)
    }

    func test_read_refusesANameRepeatedInAnObjectOfManyNames() {
        let names = (10..<50).map { "\"x\($0)\": 0" }.joined(separator: ", ")
        assertRefused("{\(names), \"x45\": 1}", as: .structure, #"duplicate field "x45""#, atColumn: 402)
        assertRefused("{\(names), \"x12\": 1}", as: .structure, #"duplicate field "x12""#, atColumn: 402)
    }

    func test_read_refusesANameRepeatedShowingALongNameCutShort() {
        let name = String(repeating: "é", count: 41)
        assertRefused(
            #"{"\#(name)": 1, "\#(name)": 2}"#, as: .structure, #"duplicate field "\#(String(repeating: "é", count: 40))…""#, atColumn: 91
        )
    }

    func test_read_refusesANameRepeatedWithEscapes() {
        assertRefused(#"{"a": 1, "\u0061": 2}"#, as: .structure, #"duplicate field "a""#, atColumn: 10)
        assertRefused(#"{"é": 1, "\u00e9": 2}"#, as: .structure, #"duplicate field "é""#, atColumn: 11)
    }
}

import XCTest

/// RFC 8259 section 7: a string is any characters between quotation marks except the quotation mark, the backslash and
/// the control characters U+0000 to U+001F, which must be escaped.
final class StrictJSONStringTests: StrictJSONTestCase {
    func test_read_acceptsStringsOfTheGrammar() {
        assertAccepted([
            #""""#, #""a""#, #""é日本🧺""#, #"" ""#, #""a/b""#, #""'""#,
            "\"\u{7F}\"", "\"\u{80}\"", "\"\u{2028}\u{2029}\"", "\"\u{FEFF}\"",
        ], as: .string)
    }

    func test_read_refusesARawLineBreakInAString() {
        let message = #"not valid JSON: expected \n instead of a raw control character in a string"#
        assertRefused("\"a\nb\"", as: .string, message, atColumn: 3)
        assertRefused("\"a\rb\"", as: .string, #"not valid JSON: expected \r instead of a raw control character in a string"#, atColumn: 3)
    }

    func test_read_refusesARawTabInAString() {
        assertRefused("\"a\tb\"", as: .string, #"not valid JSON: expected \t instead of a raw control character in a string"#, atColumn: 3)
    }

    func test_read_refusesEveryOtherRawControlCharacterInAString() {
        assertRefused("\"\u{0}\"", as: .string, #"not valid JSON: expected \u0000 instead of a raw control character in a string"#, atColumn: 2)
        assertRefused("\"\u{8}\"", as: .string, #"not valid JSON: expected \b instead of a raw control character in a string"#, atColumn: 2)
        assertRefused("\"\u{C}\"", as: .string, #"not valid JSON: expected \f instead of a raw control character in a string"#, atColumn: 2)
        assertRefused("\"x\u{1B}[2J\"", as: .string, #"not valid JSON: expected \u001B instead of a raw control character in a string"#, atColumn: 3)
        assertRefused("\"\u{1F}\"", as: .string, #"not valid JSON: expected \u001F instead of a raw control character in a string"#, atColumn: 2)
    }

    func test_read_refusesARawControlCharacterInAFieldName() {
        assertRefused("{\"a\tb\": 1}", as: .structure, #"not valid JSON: expected \t instead of a raw control character in a string"#, atColumn: 4)
    }
}

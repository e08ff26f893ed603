import XCTest

/// RFC 8259 section 7: a backslash is followed by one of `" \ / b f n r t`, or by `u` and four hex digits; a character
/// beyond U+FFFF is a pair of such escapes, a high surrogate then a low one. A surrogate alone is no character, and Tasch,
/// which keeps text as UTF-8, refuses it.
final class StrictJSONEscapeTests: StrictJSONTestCase {
    private let unknownEscape = #"not valid JSON: expected \" \\ \/ \b \f \n \r \t or \uXXXX after a backslash, found "#
    private let badHex = #"not valid JSON: expected four hex digits after \u, found "#

    func test_read_acceptsEscapesOfTheGrammar() {
        assertAccepted([
            #""\"""#, #""\\""#, #""\/""#, #""\b\f\n\r\t""#, #""\u0041""#, #""\u00e9\u00E9""#, #""\u0000""#, #""\uFFFF""#,
            #""\uD83D\uDE00""#, #""\ud83d\ude00""#, #""\uD800\uDC00""#, #""\uDBFF\uDFFF""#, #""\\u0041""#,
        ], as: .string)
    }

    func test_read_refusesUnknownEscapes() {
        assertRefused(#""\x41""#, as: .string, unknownEscape + #""x""#, atColumn: 3)
        assertRefused(#""\U0041""#, as: .string, unknownEscape + #""U""#, atColumn: 3)
        assertRefused(#""\a""#, as: .string, unknownEscape + #""a""#, atColumn: 3)
        assertRefused(#""\0""#, as: .string, unknownEscape + #""0""#, atColumn: 3)
        assertRefused(#""\'""#, as: .string, unknownEscape + #""'""#, atColumn: 3)
    }

    func test_read_refusesAnEscapedCharacterThatNeedsNone() {
        assertRefused(#""\🧺""#, as: .string, unknownEscape + "U+1F9FA", atColumn: 3)
        assertRefused("\"\\\t\"", as: .string, unknownEscape + "U+0009", atColumn: 3)
        assertRefused(#""\ ""#, as: .string, unknownEscape + #"" ""#, atColumn: 3)
    }

    func test_read_refusesUnicodeEscapesWithoutFourHexDigits() {
        assertRefused(#""\u00G0""#, as: .string, badHex + #""G""#, atColumn: 6)
        assertRefused(#""\u00""#, as: .string, badHex + #""\"""#, atColumn: 6)
        assertRefused(#""\u""#, as: .string, badHex + #""\"""#, atColumn: 4)
        assertRefused(#""\u-123""#, as: .string, badHex + #""-""#, atColumn: 4)
    }

    func test_read_refusesAHighSurrogateWithoutItsLowHalf() {
        let message = #"lone surrogate \uD800, expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#
        assertRefused(#""\uD800""#, as: .string, message, atColumn: 2)
        assertRefused(#""\uD800x""#, as: .string, message, atColumn: 2)
        assertRefused(#""\uD800\n""#, as: .string, message, atColumn: 2)
        assertRefused(#""\uD800\u0041""#, as: .string, message, atColumn: 2)
        assertRefused(#""\uD800\uD800""#, as: .string, message, atColumn: 2)
        assertRefused(#""a\ud800""#, as: .string, #"lone surrogate \ud800, expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#, atColumn: 3)
    }

    func test_read_refusesALowSurrogateWithoutItsHighHalf() {
        assertRefused(#""\uDC00""#, as: .string, #"lone surrogate \uDC00, expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#, atColumn: 2)
        assertRefused(#""\uDC00\uD800""#, as: .string, #"lone surrogate \uDC00, expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#, atColumn: 2)
    }

    func test_read_refusesAHighSurrogateFollowedByAnEscapeCutShort() {
        assertRefused(#""\uD800\u""#, as: .string, badHex + #""\"""#, atColumn: 10)
        assertRefused(#""\uD800\u00""#, as: .string, badHex + #""\"""#, atColumn: 12)
    }

    func test_read_refusesBadEscapesInFieldNames() {
        assertRefused(#"{"\x": 1}"#, as: .structure, unknownEscape + #""x""#, atColumn: 4)
        assertRefused(#"{"\uDC00": 1}"#, as: .structure, #"lone surrogate \uDC00, expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#, atColumn: 3)
    }
}

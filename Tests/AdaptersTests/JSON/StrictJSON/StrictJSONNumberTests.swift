import XCTest

/// RFC 8259 section 6: a number is an optional minus, an integer part (0, or a digit from 1 followed by digits), an
/// optional fraction (a point and digits) and an optional exponent (e or E, an optional sign, digits). Its size is not
/// the grammar's concern: a number too large for a field Tasch reads is refused as a value, not as JSON.
final class StrictJSONNumberTests: StrictJSONTestCase {
    func test_read_acceptsNumbersOfTheGrammar() {
        assertAccepted([
            "0", "-0", "1", "-1", "1234567890", "0.5", "-0.25", "10.01", "1e5", "1E5", "1e+5", "1E-5", "0e0", "-0.0e-0",
            "1.5e005", "1e400", "-1e-400", "123456789012345678901234567890", "0.000000000000000000000000000000000000000001",
        ], as: .number)
    }

    func test_read_refusesLeadingZeros() {
        let message = #"not valid JSON: expected ".", "e" or the end of the number after a leading 0, found "1""#
        assertRefused("01", as: .number, message, atColumn: 2)
        assertRefused("-01", as: .number, message, atColumn: 3)
        assertRefused("012.5", as: .number, message, atColumn: 2)
        assertRefused("00", as: .number, #"not valid JSON: expected ".", "e" or the end of the number after a leading 0, found "0""#, atColumn: 2)
    }

    func test_read_refusesAPointWithoutDigitsOnBothSides() {
        assertRefused("2.", as: .number, #"not valid JSON: expected a digit after ".", found ",""#, atColumn: 3)
        assertRefused("-2.", as: .number, #"not valid JSON: expected a digit after ".", found ",""#, atColumn: 4)
        assertRefused("0.e1", as: .number, #"not valid JSON: expected a digit after ".", found "e""#, atColumn: 3)
        assertRefused("2.e3", as: .number, #"not valid JSON: expected a digit after ".", found "e""#, atColumn: 3)
        assertRefused(".5", as: .number, #"not valid JSON: expected a value, found ".""#, atColumn: 1)
        assertRefused("-.5", as: .number, #"not valid JSON: expected a digit after "-", found ".""#, atColumn: 2)
    }

    func test_read_refusesExponentsWithoutDigits() {
        assertRefused("1.0e", as: .number, #"not valid JSON: expected a digit or a sign after "e", found ",""#, atColumn: 5)
        assertRefused("0E", as: .number, #"not valid JSON: expected a digit or a sign after "E", found ",""#, atColumn: 3)
        assertRefused("1.0e+", as: .number, #"not valid JSON: expected a digit after "+", found ",""#, atColumn: 6)
        assertRefused("1e-", as: .number, #"not valid JSON: expected a digit after "-", found ",""#, atColumn: 4)
        assertRefused("1eE2", as: .number, #"not valid JSON: expected a digit or a sign after "e", found "E""#, atColumn: 3)
        assertRefused("1e+-2", as: .number, #"not valid JSON: expected a digit after "+", found "-""#, atColumn: 4)
    }

    func test_read_refusesSignsOtherThanALeadingMinus() {
        assertRefused("+1", as: .number, #"not valid JSON: expected a value, found "+""#, atColumn: 1)
        assertRefused("+-1", as: .number, #"not valid JSON: expected a value, found "+""#, atColumn: 1)
        assertRefused("--1", as: .number, #"not valid JSON: expected a digit after "-", found "-""#, atColumn: 2)
        assertRefused("-", as: .number, #"not valid JSON: expected a digit after "-", found ",""#, atColumn: 2)
        assertRefused("1+2", as: .number, #"not valid JSON: expected "," or "}", found "+""#, atColumn: 2)
    }

    func test_read_refusesTextAfterANumber() {
        assertRefused("0.1.2", as: .number, #"not valid JSON: expected "," or "}", found ".""#, atColumn: 4)
        assertRefused("0x1F", as: .number, #"not valid JSON: expected "," or "}", found "x""#, atColumn: 2)
        assertRefused("1 000", as: .number, #"not valid JSON: expected "," or "}", found "0""#, atColumn: 3)
    }

    func test_read_refusesNumbersJSONHasNoWordFor() {
        assertRefused("NaN", as: .number, #"not valid JSON: expected a value, found "N""#, atColumn: 1)
        assertRefused("Infinity", as: .number, #"not valid JSON: expected a value, found "I""#, atColumn: 1)
        assertRefused("-Infinity", as: .number, #"not valid JSON: expected a digit after "-", found "I""#, atColumn: 2)
        assertRefused("١", as: .number, "not valid JSON: expected a value, found U+0661", atColumn: 1)
    }
}

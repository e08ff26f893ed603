@testable import Drivers
import XCTest

/// Colour swatches in the colours the terminal can show: 24-bit only when it says so, else the nearest of 256 or 16.
final class ChooseColourDepthTests: XCTestCase {
    func test_depth_isTrueColourOnlyWhenCOLORTERMSaysSo() {
        XCTAssertEqual(ColourDepth(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]), .trueColour)
        XCTAssertEqual(ColourDepth(environment: ["COLORTERM": "24bit"]), .trueColour)
        XCTAssertEqual(ColourDepth(environment: ["COLORTERM": "yes", "TERM": "xterm-256color"]), .palette256)
        XCTAssertEqual(ColourDepth(environment: ["TERM": "tmux-256color"]), .palette256)
        XCTAssertEqual(ColourDepth(environment: ["TERM": "xterm"]), .basic16)
        XCTAssertEqual(ColourDepth(environment: [:]), .basic16)
    }

    func test_trueColour_sendsTheColourAsItIs() {
        XCTAssertEqual(ColourDepth.trueColour.foreground(red: 47, green: 79, blue: 79), "38;2;47;79;79")
    }

    func test_palette256_sendsTheNearestOfTheCubeAndTheGreys() {
        XCTAssertEqual(ColourDepth.palette256.foreground(red: 255, green: 0, blue: 0), "38;5;196")
        XCTAssertEqual(ColourDepth.palette256.foreground(red: 0, green: 0, blue: 0), "38;5;16")
        XCTAssertEqual(ColourDepth.palette256.foreground(red: 255, green: 255, blue: 255), "38;5;231")
        XCTAssertEqual(ColourDepth.palette256.foreground(red: 47, green: 79, blue: 79), "38;5;238")
        XCTAssertEqual(ColourDepth.palette256.foreground(red: 95, green: 135, blue: 215), "38;5;68")
    }

    func test_basic16_sendsTheNearestBasicColour() {
        XCTAssertEqual(ColourDepth.basic16.foreground(red: 255, green: 0, blue: 0), "91")
        XCTAssertEqual(ColourDepth.basic16.foreground(red: 200, green: 10, blue: 5), "31")
        XCTAssertEqual(ColourDepth.basic16.foreground(red: 10, green: 10, blue: 10), "30")
        XCTAssertEqual(ColourDepth.basic16.foreground(red: 47, green: 79, blue: 79), "90")
        XCTAssertEqual(ColourDepth.basic16.foreground(red: 20, green: 30, blue: 200), "34")
    }

    func test_swatch_isWrittenAtTheStylesDepth() {
        XCTAssertEqual(TextStyle(usesColour: true, depth: .basic16).swatch(red: 255, green: 0, blue: 0), "\u{1B}[91m██\u{1B}[0m\u{A0}")
        XCTAssertEqual(TextStyle(usesColour: false, depth: .basic16).swatch(red: 255, green: 0, blue: 0), "")
    }
}

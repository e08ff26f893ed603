@testable import Drivers
import TaschTestSupport
import XCTest

/// Frames reach the terminal by difference: the first one whole, then only the cells that changed, and whole again
/// after a resize. What the terminal shows is checked on a strict virtual terminal.
final class DrawFramesByDifferenceTests: XCTestCase {
    func test_render_drawsTheFirstFrameWholeOnAClearedScreen() throws {
        var (sut, terminal) = makeSUT()
        let frame = makeFrame(["Tasch", "› 1  Market Tote", "  2  Linen Apron"])

        try terminal.apply(sut.render(frame))

        XCTAssertEqual(terminal.lines, frame.lines)
        XCTAssertEqual(terminal.displayErasures, 1)
    }

    func test_render_writesNothingWhenNothingChanged() {
        var (sut, _) = makeSUT()
        let frame = makeFrame(["Tasch", "› 1  Market Tote"])
        _ = sut.render(frame)

        XCTAssertEqual(sut.render(frame), "")
    }

    func test_render_writesOnlyTheRowsThatChangedWithoutClearing() throws {
        var (sut, terminal) = makeSUT()
        try terminal.apply(sut.render(makeFrame(["Tasch", "› 1  Market Tote", "  2  Linen Apron", "  3  Oak Board"])))
        let next = makeFrame(["Tasch", "  1  Market Tote", "› 2  Linen Apron", "  3  Oak Board"])

        let bytes = sut.render(next)
        try terminal.apply(bytes)

        XCTAssertEqual(terminal.lines, next.lines)
        XCTAssertEqual(terminal.displayErasures, 1)
        XCTAssertEqual(bytes, "\u{1B}[2;1H \u{1B}[3;1H›")
    }

    func test_render_clearsTheEndOfARowThatBecameBlankInsteadOfWritingSpacesToTheEdge() throws {
        var (sut, terminal) = makeSUT()
        try terminal.apply(sut.render(makeFrame(["Tasch", "› 1  Market Tote  $64.50", "  2  Linen Apron  $39.00"])))
        var next = makeFrame(["Tasch", "Your cart is empty."])
        next.fill(row: 0, column: 10, width: 20, style: .reversed)

        let bytes = sut.render(next)
        try terminal.apply(bytes)

        XCTAssertEqual(terminal.lines, next.lines)
        XCTAssertEqual(bytes, "\u{1B}[1;11H\u{1B}[0;7m" + String(repeating: " ", count: 20) + "\u{1B}[2;1H\u{1B}[0mYour cart is empty.\u{1B}[K\u{1B}[3;3H\u{1B}[K")
        XCTAssertTrue(terminal.cell(row: 0, column: 29).attributes.isReversed, "a reversed bar is written to the edge")
    }

    func test_render_drawsWholeAgainAfterInvalidate() throws {
        var (sut, terminal) = makeSUT()
        let frame = makeFrame(["Tasch"])
        try terminal.apply(sut.render(frame))

        sut.invalidate()
        try terminal.apply(sut.render(frame))

        XCTAssertEqual(terminal.displayErasures, 2)
        XCTAssertEqual(terminal.lines, frame.lines)
    }

    func test_render_setsEachCellsAttributesAndColourAtTheTerminalsDepth() throws {
        var (sut, terminal) = makeSUT(colours: .palette256)
        var frame = Frame(columns: 20, rows: 2)
        frame.put("Selected", row: 0, column: 0, style: .reversed)
        frame.put("██", row: 1, column: 0, style: CellStyle.plain.coloured(.rgb(47, 79, 79)))
        frame.put("2F4F4F", row: 1, column: 3)

        try terminal.apply(sut.render(frame))

        XCTAssertTrue(terminal.cell(row: 0, column: 0).attributes.isReversed)
        XCTAssertEqual(terminal.cell(row: 1, column: 0).attributes.foreground, "38;5;238")
        XCTAssertEqual(terminal.cell(row: 1, column: 3).attributes, VirtualTerminal.Attributes())
    }

    func test_render_withoutColoursSendsAttributesButNoColour() throws {
        var (sut, terminal) = makeSUT(colours: nil)
        var frame = Frame(columns: 10, rows: 1)
        frame.put("██", row: 0, column: 0, style: CellStyle.bold.coloured(.red))

        try terminal.apply(sut.render(frame))

        XCTAssertEqual(terminal.cell(row: 0, column: 0).attributes, VirtualTerminal.Attributes(isBold: true))
    }

    func test_render_replacesWideCharactersWithNarrowOnesAndBack() throws {
        var (sut, terminal) = makeSUT()
        for lines in [["日本語 tote"], ["a日b本 tote"], ["abcdef tote"], ["日本語 tote"]] {
            try terminal.apply(sut.render(makeFrame(lines)))

            XCTAssertEqual(terminal.lines.first, lines[0])
        }
    }

    func test_render_keepsTheTerminalEqualToEveryFrameOfARandomSequence() throws {
        var generator = SplitMix(seed: 7)
        var (sut, terminal) = makeSUT(columns: 12, rows: 4)
        let pieces = ["a", "Tote", "日", "本語", "★", " ", "—", "x y"]
        let styles: [CellStyle] = [.plain, .bold, .reversed, .dim, CellStyle.plain.coloured(.green)]
        var frame = Frame(columns: 12, rows: 4)
        for _ in 0..<300 {
            for _ in 0..<Int(generator.next() % 4) {
                frame.put(pieces[Int(generator.next() % 8)], row: Int(generator.next() % 4), column: Int(generator.next() % 12), style: styles[Int(generator.next() % 5)])
            }
            try terminal.apply(sut.render(frame))

            XCTAssertEqual(terminal.lines, frame.lines)
            for row in 0..<4 {
                XCTAssertEqual((0..<12).map { terminal.cell(row: row, column: $0).attributes.isReversed }, (0..<12).map { frame[row, $0].style.isReversed })
            }
        }
    }

    private func makeSUT(columns: Int = 30, rows: Int = 5, colours: ColourDepth? = .trueColour) -> (FrameRenderer, VirtualTerminal) {
        (FrameRenderer(colours: colours), VirtualTerminal(columns: columns, rows: rows))
    }

    private func makeFrame(_ lines: [String], columns: Int = 30, rows: Int = 5) -> Frame {
        var frame = Frame(columns: columns, rows: rows)
        for (row, line) in lines.enumerated() { frame.put(line, row: row, column: 0) }
        return frame
    }
}

/// A small seeded generator, so a random test fails the same way every time.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

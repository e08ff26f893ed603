@testable import Drivers
import XCTest

/// The bytes a terminal sends for each key press, read back as keys.
final class DecodeKeysTests: XCTestCase {
    func test_decode_readsPrintableBytesAsOneRunOfText() {
        XCTAssertEqual(decoded("show 1"), [.text("show 1")])
    }

    func test_decode_readsUTF8IncludingCharactersSplitAcrossReads() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode([0x63, 0x61, 0x66, 0xC3]), [.text("caf")])
        XCTAssertTrue(sut.isWaiting)
        XCTAssertEqual(sut.decode([0xA9]), [.text("é")])
        XCTAssertEqual(sut.decode(Array("👍".utf8)), [.text("👍")])
        XCTAssertFalse(sut.isWaiting)
    }

    func test_decode_replacesBytesThatAreNotUTF8() {
        XCTAssertEqual(decoded([0x61, 0xFF, 0x62, 0xC3, 0x28]), [.text("a\u{FFFD}b\u{FFFD}(")])
    }

    func test_decode_readsEnterTabAndBothBackspaces() {
        XCTAssertEqual(decoded([0x0D, 0x0A, 0x09, 0x7F, 0x08]), [.enter, .enter, .tab, .backspace, .backspace])
    }

    func test_decode_readsControlLettersAndSplitsTextAroundThem() {
        XCTAssertEqual(decoded([0x61, 0x01, 0x03, 0x12, 0x62]), [.text("a"), .control("a"), .control("c"), .control("r"), .text("b")])
    }

    func test_decode_readsArrowsHomeEndAndDeleteInEachCommonForm() {
        let sequences: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home),
            ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
            ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[1;5C", .wordRight), ("\u{1B}[1;3D", .wordLeft), ("\u{1B}[15~", .unknown),
        ]
        for (sequence, key) in sequences {
            XCTAssertEqual(decoded(sequence), [key], sequence.debugDescription)
        }
    }

    func test_decode_readsAltLettersAsEscapeThenTheLetter() {
        XCTAssertEqual(decoded("\u{1B}b\u{1B}f"), [.alt("b"), .alt("f")])
        XCTAssertEqual(decoded([0x1B, 0x7F]), [.alt("\u{7F}")])
    }

    func test_decode_waitsForTheRestOfASequenceSplitAcrossReads() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode([0x1B, 0x5B]), [])
        XCTAssertTrue(sut.isWaiting)
        XCTAssertEqual(sut.decode([0x41, 0x78]), [.up, .text("x")])
    }

    func test_flush_readsALoneEscapeAsTheEscapeKey() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode([0x1B]), [])
        XCTAssertEqual(sut.flush(), [.escape])
        XCTAssertFalse(sut.isWaiting)
    }

    func test_flush_givesUpOnASequenceOrCharacterLeftHalfway() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode([0x1B, 0x5B, 0x31]), [])
        XCTAssertEqual(sut.flush(), [.unknown])
        XCTAssertEqual(sut.decode([0xE2, 0x82]), [])
        XCTAssertEqual(sut.flush(), [.text("\u{FFFD}")])
    }

    func test_decode_readsAnEscapeBeforeAnotherAsTheEscapeKey() {
        XCTAssertEqual(decoded("\u{1B}\u{1B}[A"), [.escape, .up])
    }

    func test_decode_endsASequenceAtAControlByteOrAfter32Bytes() {
        XCTAssertEqual(decoded("\u{1B}[1\r"), [.unknown, .enter])
        XCTAssertEqual(decoded("\u{1B}[" + String(repeating: "1", count: 40)), [.unknown, .text("1111111111")])
    }

    func test_decode_readsABracketedPasteAsOnePasteOfTextNeverAsKeys() {
        XCTAssertEqual(
            decoded("a\u{1B}[200~linen\rplease add 2\u{1B}[A, rate 5 +1\r\u{3}\u{1B}[201~b"),
            [.text("a"), .paste("linen\nplease add 2\u{1B}[A, rate 5 +1\n\u{3}"), .text("b")]
        )
    }

    func test_decode_takesEveryLineBreakOfAPasteAsOne() {
        XCTAssertEqual(decoded("\u{1B}[200~one\r\ntwo\nthree\rfour\u{1B}[201~"), [.paste("one\ntwo\nthree\nfour")])
    }

    func test_decode_waitsForTheEndOfAPasteSplitAcrossReadsHoweverLongItPauses() {
        var sut = KeyDecoder()

        XCTAssertEqual(sut.decode(Array("\u{1B}[200~caf".utf8) + [0xC3]), [])
        XCTAssertEqual(sut.flush(), [], "a pause is no end of a paste")
        XCTAssertEqual(sut.decode([0xA9] + Array(" au lait\u{1B}[20".utf8)), [])
        XCTAssertEqual(sut.decode(Array("1~q".utf8)), [.paste("café au lait"), .text("q")])
        XCTAssertFalse(sut.isWaiting)
    }

    func test_decode_readsAPasteOfAMegabyteInStepWithItsReads() {
        var sut = KeyDecoder()
        let piece = Array(String(repeating: "x", count: 4_096).utf8)

        XCTAssertEqual(sut.decode(Array("\u{1B}[200~".utf8)), [])
        for _ in 0..<256 {
            XCTAssertEqual(sut.decode(piece), [])
        }
        let keys = sut.decode(Array("\u{1B}[201~".utf8))

        XCTAssertEqual(keys, [.paste(String(repeating: "x", count: 1_048_576))])
    }

    func test_decode_readsAnEndOfPasteWithNoStartAsNothing() {
        XCTAssertEqual(decoded("a\u{1B}[201~b"), [.text("a"), .unknown, .text("b")])
    }

    private func decoded(_ text: String) -> [Key] {
        decoded(Array(text.utf8))
    }

    private func decoded(_ bytes: [UInt8]) -> [Key] {
        var sut = KeyDecoder()
        return sut.decode(bytes)
    }
}

import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Whatever reaches the terminal, whatever its source (typed words, paths, the environment), is cleaned as the
/// catalogue's text is: a control character is shown, never obeyed.
@MainActor
final class TypedInputIsCleanedSessionTests: XCTestCase {
    func test_faultAtThePrompt_quotesAHostileSpecCleaned() async {
        let session = await ShopSession.run(["fault cat\u{1B}[2J 1*fail"])

        XCTAssertEqual(session.console.errors, "line 1: fault spec: \"cat␛[2J=1*fail\": unknown point \"cat␛[2J\" (expected catalogue, product, wishlist, add, remove, quantity, cart, checkout, orders, rate, search, ratings, giftcard or *)\n")
    }

    func test_faultsFromTheEnvironment_areQuotedCleaned() async {
        let session = await ShopSession.run([], environment: ["TASCH_FAULTS": "cart=1*f\u{9B}31m"])

        XCTAssertEqual(session.status, 64)
        XCTAssertTrue(session.console.errors.hasPrefix("tasch: fault spec: \"cart=1*f\\u{9B}31m\": unknown action \"f\\u{9B}31m\""), session.console.errors)
    }

    func test_echo_copiesTypedCommandsCleaned() async {
        let session = await ShopSession.run(["\u{1B}[2Jclear\u{07}"], arguments: ["--echo"])

        XCTAssertTrue(session.console.output.hasPrefix("tasch> ␛[2Jclear␇\n"), session.console.output)
    }

    func test_echoInJSON_writesC1AndBidiControlsAsEscapes() async {
        let session = await ShopSession.run(["\u{9B}31m \u{202E}x"], arguments: ["--echo", "--json"])

        let firstLine = String(session.console.output.prefix { $0 != "\n" })
        XCTAssertEqual(firstLine, #"{"input":"\u009B31m \u202Ex"}"#)
    }

    func test_aMissingScriptPath_isQuotedCleaned() async {
        let session = await ShopSession.run([], arguments: ["/tmp/\u{1B}[31mscript"])

        XCTAssertEqual(session.status, 66)
        XCTAssertEqual(session.console.errors, "tasch: /tmp/␛[31mscript: no such file\n")
    }
}

@testable import Drivers
import XCTest

/// Which pager shows long answers, chosen as git chooses it.
final class ChooseThePagerTests: XCTestCase {
    func test_chosen_isPAGERElseLessOnAnyTerminalButADumbOne() {
        XCTAssertEqual(PagerCommand.chosen(environment: [:]), PagerCommand(commandLine: "less -FRX"))
        XCTAssertEqual(PagerCommand.chosen(environment: ["PAGER": " more -d "]), PagerCommand(commandLine: "more -d"))
        XCTAssertNil(PagerCommand.chosen(environment: ["TERM": "dumb"]))
        XCTAssertEqual(PagerCommand.chosen(environment: ["TERM": "dumb", "PAGER": "most"]), PagerCommand(commandLine: "most"))
    }

    func test_chosen_isNoneForAnEmptyPAGEROrCat() {
        XCTAssertNil(PagerCommand.chosen(environment: ["PAGER": ""]))
        XCTAssertNil(PagerCommand.chosen(environment: ["PAGER": "cat"]))
    }

    func test_programPath_isFoundOnThePathOrAsGiven() {
        let executables: Set = ["/opt/bin/less", "/usr/local/bin/pager"]
        let isExecutable = { executables.contains($0) }

        XCTAssertEqual(PagerCommand.standard.programPath(searching: "/usr/bin:/opt/bin", isExecutable: isExecutable), "/opt/bin/less")
        XCTAssertEqual(PagerCommand(commandLine: "/usr/local/bin/pager -x").programPath(searching: nil, isExecutable: isExecutable), "/usr/local/bin/pager")
        XCTAssertNil(PagerCommand(commandLine: "nosuchpager").programPath(searching: "/usr/bin:/opt/bin", isExecutable: isExecutable))
    }
}

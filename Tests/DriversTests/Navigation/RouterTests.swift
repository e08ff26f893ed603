import Drivers
import TaschTestSupport
import XCTest

@MainActor
final class RouterTests: XCTestCase {
    func test_open_loadsTheScreenAndMakesItCurrent() async {
        let (sut, factory) = makeSUT()

        await sut.open(.catalogue)

        XCTAssertEqual(factory.opened, [.catalogue])
        XCTAssertEqual(sut.currentDestination, .catalogue)
    }

    func test_open_keepsAFailedScreenOutOfTheHistory() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue)
        factory.failing = [.product(id(42))]

        await sut.open(.product(id(42)))

        XCTAssertEqual(sut.currentDestination, .catalogue)
    }

    func test_back_reopensThePreviousScreen() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue)
        await sut.open(.product(id(3)))

        let wentBack = await sut.back()

        XCTAssertTrue(wentBack)
        XCTAssertEqual(factory.opened, [.catalogue, .product(id(3)), .catalogue])
        XCTAssertEqual(sut.currentDestination, .catalogue)
    }

    func test_back_isRefusedOnTheFirstScreen() async {
        let (sut, _) = makeSUT()
        await sut.open(.home)

        let wentBack = await sut.back()

        XCTAssertFalse(wentBack)
        XCTAssertEqual(sut.currentDestination, .home)
    }

    func test_open_releasesTheScreenItLeaves() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue)
        let firstScreenPart = factory.parts[0]

        await sut.open(.cart)

        XCTAssertNil(firstScreenPart())
    }

    @MainActor
    private final class ScreenFactorySpy {
        final class Part {}
        var opened: [Destination] = []
        var failing: [Destination] = []
        var parts: [() -> Part?] = []

        func makeScreen(_ destination: Destination) -> Screen {
            let part = Part()
            parts.append { [weak part] in part }
            return Screen(destination: destination, keepingAlive: [part]) { [unowned self] in
                opened.append(destination)
                return !failing.contains(destination)
            }
        }
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (Router, ScreenFactorySpy) {
        let factory = ScreenFactorySpy()
        let sut = Router(makeScreen: factory.makeScreen)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, factory)
    }
}

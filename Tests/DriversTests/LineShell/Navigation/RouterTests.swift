import UseCases
import Drivers
import TaschTestSupport
import XCTest

@MainActor
final class RouterTests: XCTestCase {
    func test_open_loadsTheScreenAndMakesItCurrent() async {
        let (sut, factory) = makeSUT()

        await sut.open(.catalogue(CatalogueQuery()))

        XCTAssertEqual(factory.opened, [.catalogue(CatalogueQuery())])
        XCTAssertEqual(sut.currentDestination, .catalogue(CatalogueQuery()))
    }

    func test_open_keepsAFailedScreenOutOfTheHistory() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue(CatalogueQuery()))
        factory.failing = [.product(id(42))]

        let outcome = await sut.open(.product(id(42)))

        XCTAssertEqual(outcome, .failed(.productNotFound(id(42))))
        XCTAssertEqual(sut.currentDestination, .catalogue(CatalogueQuery()))
    }

    func test_back_reopensThePreviousScreen() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue(CatalogueQuery()))
        await sut.open(.product(id(3)))

        let outcome = await sut.back()

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(factory.opened, [.catalogue(CatalogueQuery()), .product(id(3)), .catalogue(CatalogueQuery())])
        XCTAssertEqual(sut.currentDestination, .catalogue(CatalogueQuery()))
    }

    func test_back_isRefusedOnTheFirstScreen() async {
        let (sut, _) = makeSUT()
        await sut.open(.home)

        let outcome = await sut.back()

        XCTAssertNil(outcome)
        XCTAssertEqual(sut.currentDestination, .home)
    }

    func test_open_releasesTheScreenItLeaves() async {
        let (sut, factory) = makeSUT()
        await sut.open(.catalogue(CatalogueQuery()))
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
                return failing.contains(destination) ? .failed(.productNotFound(id(42))) : .done
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

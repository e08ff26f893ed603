import Drivers
import TaschTestSupport
import XCTest

@MainActor
final class ServiceLocatorTests: XCTestCase {
    private final class Service {}
    private final class Client {
        let service: Service
        init(service: Service) { self.service = service }
    }

    func test_resolve_buildsAServiceOnceAndSharesIt() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }

        XCTAssertTrue(try sut.resolve(Service.self) === sut.resolve(Service.self))
    }

    func test_resolve_buildsDependenciesThroughTheLocator() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }
        sut.register(Client.self) { try Client(service: $0.resolve()) }

        XCTAssertTrue(try sut.resolve(Client.self).service === sut.resolve(Service.self))
    }

    func test_resolve_throwsNotRegisteredNamingTheType() async {
        XCTAssertThrowsError(try makeSUT().resolve(Service.self)) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .notRegistered(String(reflecting: Service.self)))
        }
    }

    func test_resolve_throwsCircularDependencyInsteadOfLoopingForever() async {
        let sut = makeSUT()
        sut.register(Service.self) { locator in
            _ = try locator.resolve(Service.self)
            return Service()
        }

        XCTAssertThrowsError(try sut.resolve(Service.self)) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .circularDependency(String(reflecting: Service.self)))
        }
    }

    func test_register_replacesAnEarlierRegistration() async throws {
        let sut = makeSUT()
        let replacement = Service()
        sut.register(Service.self) { _ in Service() }
        _ = try sut.resolve(Service.self)

        sut.register(Service.self) { _ in replacement }

        XCTAssertTrue(try sut.resolve(Service.self) === replacement)
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> ServiceLocator {
        let sut = ServiceLocator()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }
}

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

    func test_decorate_wrapsTheServiceRegisteredAndWhatResolvesItGetsTheWrapper() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }
        sut.register(Client.self) { try Client(service: $0.resolve()) }
        var wrapped: Service?

        sut.decorate(Service.self) { inner, _ in
            wrapped = inner
            return Service()
        }

        let client = try sut.resolve(Client.self)
        XCTAssertNotNil(wrapped)
        XCTAssertFalse(client.service === wrapped, "the client is given the decorator, not what it wraps")
        XCTAssertTrue(client.service === (try sut.resolve(Service.self)))
    }

    func test_decorate_keepsWrappingWhatALaterRegistrationReplaces() async throws {
        let sut = makeSUT()
        let replacement = Service()
        sut.register(Service.self) { _ in Service() }
        var wrapped: [Service] = []
        sut.decorate(Service.self) { inner, _ in
            wrapped.append(inner)
            return inner
        }

        sut.register(Service.self) { _ in replacement }

        XCTAssertTrue(try sut.resolve(Service.self) === replacement)
        XCTAssertTrue(wrapped.first === replacement, "an override is decorated as the registration it replaces was")
    }

    func test_decorate_withNothingRegistered_failsWhenResolvedNamingTheType() async {
        let sut = makeSUT()
        sut.decorate(Service.self) { inner, _ in inner }

        XCTAssertThrowsError(try sut.resolve(Service.self)) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .notRegistered(String(reflecting: Service.self)))
        }
    }

    func test_resolveEveryRegistration_buildsEachServiceOnceAndNamesOneThatCannotBeBuilt() async throws {
        let sut = makeSUT()
        var built = 0
        sut.register(Service.self) { _ in
            built += 1
            return Service()
        }
        sut.register(Client.self) { try Client(service: $0.resolve()) }

        XCTAssertEqual(try sut.resolveEveryRegistration().sorted(), [String(reflecting: Client.self), String(reflecting: Service.self)].sorted())
        XCTAssertEqual(built, 1)

        sut.register(Client.self) { _ in throw ServiceLocatorError.notRegistered("Database") }
        XCTAssertThrowsError(try sut.resolveEveryRegistration()) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .notRegistered("Database"))
        }
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> ServiceLocator {
        let sut = ServiceLocator()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }
}

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

        let (first, second) = (try sut.resolve(Service.self), try sut.resolve(Service.self))

        XCTAssertTrue(first === second)
    }

    func test_resolve_buildsDependenciesThroughTheLocator() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }
        sut.register(Client.self) { try Client(service: $0.resolve()) }

        let (client, service) = (try sut.resolve(Client.self), try sut.resolve(Service.self))

        XCTAssertTrue(client.service === service)
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

        let resolved = try sut.resolve(Service.self)
        XCTAssertTrue(resolved === replacement)
    }

    func test_registerPerUse_makesAFreshServiceForEachUse_fromWhatItResolvedOnce() async throws {
        let sut = makeSUT()
        var sharedBuilt = 0
        sut.register(Service.self) { _ in
            sharedBuilt += 1
            return Service()
        }
        sut.register(perUse: Client.self) { locator in
            let service = try locator.resolve(Service.self)
            return { Client(service: service) }
        }

        let make = try sut.maker(Client.self)
        let (first, second) = (make(), make())
        let resolved = try sut.resolve(Client.self)

        XCTAssertFalse(first === second, "each use gets its own client")
        XCTAssertFalse(resolved === first)
        XCTAssertTrue(first.service === second.service, "what each client is built from is the shop's one")
        XCTAssertEqual(sharedBuilt, 1)
    }

    func test_maker_ofAServiceForTheWholeShop_givesTheShopsOne() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }

        let make = try sut.maker(Service.self)
        let resolved = try sut.resolve(Service.self)

        XCTAssertTrue(make() === resolved)
        XCTAssertTrue(make() === make())
    }

    func test_registerPerUse_replacesARegistrationForTheWholeShop() async throws {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }

        sut.register(perUse: Service.self) { _ in { Service() } }

        let make = try sut.maker(Service.self)
        XCTAssertFalse(make() === make())
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
        let service = try sut.resolve(Service.self)
        XCTAssertNotNil(wrapped)
        XCTAssertFalse(client.service === wrapped, "the client is given the decorator, not what it wraps")
        XCTAssertTrue(client.service === service)
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

        let resolved = try sut.resolve(Service.self)
        XCTAssertTrue(resolved === replacement)
        XCTAssertTrue(wrapped.first === replacement, "an override is decorated as the registration it replaces was")
    }

    func test_decorate_withNothingRegistered_failsWhenResolvedNamingTheType() async {
        let sut = makeSUT()
        sut.decorate(Service.self) { inner, _ in inner }

        XCTAssertThrowsError(try sut.resolve(Service.self)) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .notRegistered(String(reflecting: Service.self)))
        }
    }

    func test_decorate_aServiceMadeForEachUse_failsWhenResolvedNamingTheType() async {
        let sut = makeSUT()
        sut.register(perUse: Service.self) { _ in { Service() } }

        sut.decorate(Service.self) { inner, _ in inner }

        XCTAssertThrowsError(try sut.maker(Service.self)) { error in
            XCTAssertEqual(error as? ServiceLocatorError, .decoratedPerUse(String(reflecting: Service.self)))
        }
    }

    func test_resolveEveryRegistration_buildsEachServiceOnce_inTheOrderFirstRegistered() async throws {
        let sut = makeSUT()
        var built: [String] = []
        sut.register(Service.self) { _ in
            built.append("service")
            return Service()
        }
        sut.register(perUse: Client.self) { locator in
            built.append("client's maker")
            let service = try locator.resolve(Service.self)
            return { Client(service: service) }
        }
        sut.register(Service.self) { _ in
            built.append("replaced service")
            return Service()
        }

        try sut.resolveEveryRegistration()

        XCTAssertEqual(built, ["replaced service", "client's maker"], "a replacement keeps its type's place; no client is made until it is used")
    }

    func test_resolveEveryRegistration_failsOnARegistrationThatCannotBeBuilt() async {
        let sut = makeSUT()
        sut.register(Service.self) { _ in Service() }
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

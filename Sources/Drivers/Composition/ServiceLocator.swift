/// A small registry of how to build each service, resolved by type, each built once and shared; used by the
/// composition root only, while it composes the shop at start-up. What a struct of `let`s cannot do, it does: a later
/// registration overrides an earlier one (a test's twin or spy, the benchmark's clock), a decoration wraps whatever is
/// registered for a type (the fault layer around the data layer), and every registration is built and checked before
/// the shop starts (`resolveEveryRegistration`), so that a missing one fails at start-up, never mid-session.
@MainActor
public final class ServiceLocator {
    private var registrations: [ObjectIdentifier: (ServiceLocator) throws -> Any] = [:]
    private var decorations: [ObjectIdentifier: [(Any, ServiceLocator) throws -> Any]] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private var built: [ObjectIdentifier: Any] = [:]
    private var resolving: [ObjectIdentifier] = []

    public init() {}

    /// Registers how to build `type`; a later registration replaces an earlier one, and is decorated as it was.
    public func register<Service>(_ type: Service.Type, make: @escaping (ServiceLocator) throws -> Service) {
        let key = ObjectIdentifier(type)
        registrations[key] = make
        names[key] = String(reflecting: type)
        built = [:]
    }

    /// Wraps whatever is registered for `type`, now or later, in `wrap`: what resolves `type` gets the wrapper.
    /// Decorations apply in the order they were added, each around the last.
    public func decorate<Service>(_ type: Service.Type, with wrap: @escaping (Service, ServiceLocator) throws -> Service) {
        let key = ObjectIdentifier(type)
        decorations[key, default: []].append { inner, locator in
            guard let inner = inner as? Service else { throw ServiceLocatorError.notRegistered(String(reflecting: type)) }
            return try wrap(inner, locator)
        }
        names[key] = String(reflecting: type)
        built = [:]
    }

    /// The service registered for `type`, built on first use; a clear error when none is, or when building it needs itself.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        let key = ObjectIdentifier(type)
        names[key] = names[key] ?? String(reflecting: type)
        guard let service = try instance(of: key) as? Service else {
            throw ServiceLocatorError.notRegistered(String(reflecting: type))
        }
        return service
    }

    /// Builds every service registered, so that one that cannot be built fails now; the names of the types built.
    @discardableResult
    public func resolveEveryRegistration() throws -> [String] {
        try registrations.keys.map { key in
            _ = try instance(of: key)
            return names[key] ?? "\(key)"
        }
    }

    private func instance(of key: ObjectIdentifier) throws -> Any {
        let name = names[key] ?? "\(key)"
        guard let make = registrations[key] else { throw ServiceLocatorError.notRegistered(name) }
        if let shared = built[key] { return shared }
        guard !resolving.contains(key) else { throw ServiceLocatorError.circularDependency(name) }
        resolving.append(key)
        defer { resolving.removeLast() }
        var service = try make(self)
        for wrap in decorations[key] ?? [] {
            service = try wrap(service, self)
        }
        built[key] = service
        return service
    }
}

/// Why the service locator could not give a service.
public enum ServiceLocatorError: Error, Equatable, CustomStringConvertible {
    case notRegistered(String)
    case circularDependency(String)

    public var description: String {
        switch self {
        case let .notRegistered(type): "nothing is registered for \(type)"
        case let .circularDependency(type): "building \(type) needs \(type) itself"
        }
    }
}

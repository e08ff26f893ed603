/// A small registry of how to build each service, resolved by type; used by the composition root only.
@MainActor
public final class ServiceLocator {
    /// Whether a service is built once and shared, or built anew on each resolve.
    public enum Lifetime: Sendable {
        case singleton
        case factory
    }

    private struct Registration {
        let lifetime: Lifetime
        let make: (ServiceLocator) throws -> Any
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]
    private var resolving: [ObjectIdentifier] = []

    public init() {}

    /// Registers how to build `type`; a later registration replaces an earlier one.
    public func register<Service>(
        _ type: Service.Type,
        _ lifetime: Lifetime = .singleton,
        make: @escaping (ServiceLocator) throws -> Service
    ) {
        let key = ObjectIdentifier(type)
        registrations[key] = Registration(lifetime: lifetime, make: make)
        singletons[key] = nil
    }

    /// The service registered for `type`; a clear error when none is, or when building it needs itself.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        let key = ObjectIdentifier(type)
        guard let registration = registrations[key] else { throw ServiceLocatorError.notRegistered(String(reflecting: type)) }
        if let shared = singletons[key] as? Service { return shared }
        guard !resolving.contains(key) else { throw ServiceLocatorError.circularDependency(String(reflecting: type)) }
        resolving.append(key)
        defer { resolving.removeLast() }
        guard let service = try registration.make(self) as? Service else {
            throw ServiceLocatorError.notRegistered(String(reflecting: type))
        }
        if registration.lifetime == .singleton {
            singletons[key] = service
        }
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

/// A small registry of how to build each service, resolved by type, each built once and shared; used by the
/// composition root only, while it composes the shop at start-up.
@MainActor
public final class ServiceLocator {
    private var registrations: [ObjectIdentifier: (ServiceLocator) throws -> Any] = [:]
    private var built: [ObjectIdentifier: Any] = [:]
    private var resolving: [ObjectIdentifier] = []

    public init() {}

    /// Registers how to build `type`; a later registration replaces an earlier one.
    public func register<Service>(_ type: Service.Type, make: @escaping (ServiceLocator) throws -> Service) {
        let key = ObjectIdentifier(type)
        registrations[key] = make
        built[key] = nil
    }

    /// The service registered for `type`, built on first use; a clear error when none is, or when building it needs itself.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        let key = ObjectIdentifier(type)
        guard let make = registrations[key] else { throw ServiceLocatorError.notRegistered(String(reflecting: type)) }
        if let shared = built[key] as? Service { return shared }
        guard !resolving.contains(key) else { throw ServiceLocatorError.circularDependency(String(reflecting: type)) }
        resolving.append(key)
        defer { resolving.removeLast() }
        guard let service = try make(self) as? Service else {
            throw ServiceLocatorError.notRegistered(String(reflecting: type))
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

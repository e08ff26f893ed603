/// A small registry of how to build each service, resolved by type, each built once and shared; used by the
/// composition root only, while it composes the shop at start-up. What a struct of `let`s cannot do, it does: a later
/// registration overrides an earlier one (a test's twin or spy, the benchmark's clock), a decoration wraps whatever is
/// registered for a type (the fault layer around the data layer), and every registration is built and checked before
/// the shop starts (`resolveEveryRegistration`), so that a missing one fails at start-up, never mid-session.
///
/// Each type's registration is kept with its static type (`Entry<Service>`), so that resolving it is a class's cast,
/// never a search of the binary's protocol conformances (about a million instructions for each type met for the first
/// time, as casting an `Any` to `any Console` or naming a type does); a type is named only in an error.
@MainActor
public final class ServiceLocator {
    private var entries: [ObjectIdentifier: ServiceEntry] = [:]
    private var resolving: [ObjectIdentifier] = []
    /// Whether any service has been built since the last registration: the composition root registers everything first.
    private var hasBuilt = false

    public init() {}

    /// Registers how to build `type`; a later registration replaces an earlier one, and is decorated as it was.
    public func register<Service>(_ type: Service.Type, make: @escaping (ServiceLocator) throws -> Service) {
        entry(for: type).make = make
        forgetWhatWasBuilt()
    }

    /// Wraps whatever is registered for `type`, now or later, in `wrap`: what resolves `type` gets the wrapper.
    /// Decorations apply in the order they were added, each around the last.
    public func decorate<Service>(_ type: Service.Type, with wrap: @escaping (Service, ServiceLocator) throws -> Service) {
        entry(for: type).decorations.append(wrap)
        forgetWhatWasBuilt()
    }

    /// The service registered for `type`, built on first use; a clear error when none is, or when building it needs itself.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        guard let entry = entries[ObjectIdentifier(type)] as? Entry<Service> else {
            throw ServiceLocatorError.notRegistered(String(reflecting: type))
        }
        return try instance(of: entry)
    }

    /// Builds every service registered, so that one that cannot be built fails now; the names of the types built.
    @discardableResult
    public func resolveEveryRegistration() throws -> [String] {
        try buildEveryRegistration()
        return entries.values.filter(\.isRegistered).map(\.name)
    }

    /// Builds every service registered, as `resolveEveryRegistration` does, without naming them.
    func buildEveryRegistration() throws {
        for entry in entries.values where entry.isRegistered {
            try entry.build(by: self)
        }
    }

    fileprivate func instance<Service>(of entry: Entry<Service>) throws -> Service {
        if let built = entry.built { return built }
        guard let make = entry.make else { throw ServiceLocatorError.notRegistered(entry.name) }
        let key = ObjectIdentifier(entry)
        guard !resolving.contains(key) else { throw ServiceLocatorError.circularDependency(entry.name) }
        resolving.append(key)
        defer { resolving.removeLast() }
        var service = try make(self)
        for wrap in entry.decorations {
            service = try wrap(service, self)
        }
        entry.built = service
        hasBuilt = true
        return service
    }

    private func entry<Service>(for type: Service.Type) -> Entry<Service> {
        if let entry = entries[ObjectIdentifier(type)] as? Entry<Service> { return entry }
        let entry = Entry<Service>()
        entries[ObjectIdentifier(type)] = entry
        return entry
    }

    private func forgetWhatWasBuilt() {
        guard hasBuilt else { return }
        for entry in entries.values {
            entry.forget()
        }
        hasBuilt = false
    }
}

/// One type's registration, whatever the type.
@MainActor
private class ServiceEntry {
    var isRegistered: Bool { false }
    var name: String { "" }
    func build(by locator: ServiceLocator) throws {}
    func forget() {}
}

/// How to build `Service`, what wraps it, and the service once built.
@MainActor
private final class Entry<Service>: ServiceEntry {
    var make: ((ServiceLocator) throws -> Service)?
    var decorations: [(Service, ServiceLocator) throws -> Service] = []
    var built: Service?

    override var isRegistered: Bool { make != nil }
    override var name: String { String(reflecting: Service.self) }
    override func build(by locator: ServiceLocator) throws { _ = try locator.instance(of: self) }
    override func forget() { built = nil }
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

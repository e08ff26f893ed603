/// A small registry of how to build each service, resolved by type; used by the composition root only, while it
/// composes the shop at start-up. What a struct of `let`s cannot do, it does:
/// - *lifetimes*: a service registered with `register` is built once and shared by the whole shop; one registered with
///   `register(perUse:)` is made fresh for each use, by a maker resolved at start-up (`maker`), so that nothing asks
///   the locator for anything once the shop runs;
/// - *overrides*: a later registration replaces an earlier one (a test's twin or spy, the benchmark's catalogue);
/// - *decorations*: `decorate` wraps whatever is registered for a type (the fault layer around a port);
/// - *a check at start-up*: `resolveEveryRegistration` builds every registration, in the order registered, so that
///   one that cannot be built fails at start-up, never mid-session.
///
/// Each type's registration is kept with its static type (`Entry<Service>`), so that resolving it is a class's cast,
/// never a search of the binary's protocol conformances (about a million instructions for each type met for the first
/// time, as casting an `Any` to `any Console` or naming a type does); a type is named only in an error. Resolving does
/// not wait: an `await` on the main actor is a turn of the main queue, and a start made of them cost twice as much
/// (Docs/performance.md), so what a start waits for (the state file's lock) is awaited once, by the composition root.
@MainActor
public final class ServiceLocator {
    private var entries: [ObjectIdentifier: ServiceEntry] = [:]
    /// The entries in the order their types were first registered: the order they are built in.
    private var order: [ServiceEntry] = []
    private var resolving: [ObjectIdentifier] = []
    /// Whether any service has been built since the last registration: the composition root registers everything first.
    private var hasBuilt = false

    public init() {}

    /// Registers how to build `type`, once for the whole shop; a later registration replaces an earlier one, and is
    /// decorated as it was.
    public func register<Service>(_ type: Service.Type, make: @escaping (ServiceLocator) throws -> Service) {
        let entry = entry(for: type)
        (entry.make, entry.makeMaker, entry.isRegistered) = (make, nil, true)
        forgetWhatWasBuilt()
    }

    /// Registers how to build `type` afresh for each use: `make` resolves, once, what every instance is built from, and
    /// returns what builds one. A later registration replaces an earlier one.
    public func register<Service>(perUse type: Service.Type, make: @escaping (ServiceLocator) throws -> () -> Service) {
        let entry = entry(for: type)
        (entry.make, entry.makeMaker, entry.isRegistered) = (nil, make, true)
        forgetWhatWasBuilt()
    }

    /// Wraps whatever is registered for `type`, now or later, in `wrap`: what resolves `type` gets the wrapper.
    /// Decorations apply in the order they were added, each around the last. A service made for each use is not
    /// decorated: resolving it then fails, naming it.
    public func decorate<Service>(_ type: Service.Type, with wrap: @escaping (Service, ServiceLocator) throws -> Service) {
        let entry = entry(for: type)
        if let inner = entry.decorate {
            entry.decorate = { service, locator in try wrap(inner(service, locator), locator) }
        } else {
            entry.decorate = wrap
        }
        entry.isDecorated = true
        forgetWhatWasBuilt()
    }

    /// The service registered for `type`: the shop's one, built on first use, or a fresh one for a service made for each
    /// use. A clear error when none is registered, or when building it needs itself.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        try maker(of: registered(type))()
    }

    /// What gives a `type` for each use, to be called after start-up without the locator: a fresh one each call for a
    /// service registered per use, the shop's one for any other.
    public func maker<Service>(_ type: Service.Type = Service.self) throws -> () -> Service {
        try maker(of: registered(type))
    }

    /// Builds every service registered (the maker of one made for each use), in the order their types were first
    /// registered, so that one that cannot be built fails now: the composition root's check at start-up.
    public func resolveEveryRegistration() throws {
        for entry in order where entry.isRegistered {
            try entry.build(by: self)
        }
    }

    private func registered<Service>(_ type: Service.Type) throws -> Entry<Service> {
        guard let entry = entries[ObjectIdentifier(type)] as? Entry<Service> else {
            throw ServiceLocatorError.notRegistered(String(reflecting: type))
        }
        return entry
    }

    // The shop's one is kept in a closure, as a maker is: an optional of each service's type would cost that type's
    // metadata at every start, where a closure's layout is the same for every type.
    fileprivate func maker<Service>(of entry: Entry<Service>) throws -> () -> Service {
        if let built = entry.built { return built }
        let built: () -> Service
        if let make = entry.make {
            try startBuilding(entry)
            defer { resolving.removeLast() }
            var service = try make(self)
            if let decorate = entry.decorate {
                service = try decorate(service, self)
            }
            built = { [service] in service }
        } else if let makeMaker = entry.makeMaker {
            guard !entry.isDecorated else { throw ServiceLocatorError.decoratedPerUse(entry.name) }
            try startBuilding(entry)
            defer { resolving.removeLast() }
            built = try makeMaker(self)
        } else {
            throw ServiceLocatorError.notRegistered(entry.name)
        }
        entry.built = built
        return built
    }

    /// Notes that `entry` is being built, refused when building it needs itself.
    private func startBuilding(_ entry: ServiceEntry) throws {
        let key = ObjectIdentifier(entry)
        guard !resolving.contains(key) else { throw ServiceLocatorError.circularDependency(entry.name) }
        resolving.append(key)
        hasBuilt = true
    }

    private func entry<Service>(for type: Service.Type) -> Entry<Service> {
        if let entry = entries[ObjectIdentifier(type)] as? Entry<Service> { return entry }
        let entry = Entry<Service>()
        entries[ObjectIdentifier(type)] = entry
        order.append(entry)
        return entry
    }

    private func forgetWhatWasBuilt() {
        guard hasBuilt else { return }
        for entry in order {
            entry.forget()
        }
        hasBuilt = false
    }
}

/// One type's registration, whatever the type.
@MainActor
private class ServiceEntry {
    var name: String { "" }
    /// Whether a registration says how to build the service, not only how to decorate it.
    var isRegistered = false
    func build(by locator: ServiceLocator) throws {}
    func forget() {}
}

/// How to build `Service` (once, or a maker for each use), what wraps it, and the service or maker once built.
@MainActor
private final class Entry<Service>: ServiceEntry {
    var make: ((ServiceLocator) throws -> Service)?
    var makeMaker: ((ServiceLocator) throws -> () -> Service)?
    /// Every decoration, the first innermost.
    var decorate: ((Service, ServiceLocator) throws -> Service)?
    var built: (() -> Service)?
    // Kept apart from the closures: comparing a closure of the service's type with nil, or going through an array of
    // them, costs that type's metadata at every start.
    var isDecorated = false

    override var name: String { String(reflecting: Service.self) }

    override func build(by locator: ServiceLocator) throws { _ = try locator.maker(of: self) }
    override func forget() { built = nil }
}

/// Why the service locator could not give a service.
public enum ServiceLocatorError: Error, Equatable, CustomStringConvertible {
    case notRegistered(String)
    case circularDependency(String)
    /// A decoration was added to a service made for each use, which nothing could apply once the shop runs.
    case decoratedPerUse(String)

    public var description: String {
        switch self {
        case let .notRegistered(type): "nothing is registered for \(type)"
        case let .circularDependency(type): "building \(type) needs \(type) itself"
        case let .decoratedPerUse(type): "\(type) is made for each use, and cannot be decorated"
        }
    }
}

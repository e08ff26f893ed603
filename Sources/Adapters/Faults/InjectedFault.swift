/// A failure the injector caused: where, and by which entry, so the shop can say so.
public struct InjectedFault: Equatable, Sendable {
    public let point: FaultPoint
    public let entry: FaultEntry

    public init(point: FaultPoint, entry: FaultEntry) {
        self.point = point
        self.entry = entry
    }
}

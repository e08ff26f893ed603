/// How many calls one point saw, and how many of them were failed, delayed or had their answer lost.
public struct FaultPointReport: Equatable, Sendable {
    public let point: FaultPoint
    public var calls = 0
    public var failed = 0
    public var delayed = 0
    public var lost = 0

    public init(point: FaultPoint, calls: Int = 0, failed: Int = 0, delayed: Int = 0, lost: Int = 0) {
        self.point = point
        self.calls = calls
        self.failed = failed
        self.delayed = delayed
        self.lost = lost
    }
}

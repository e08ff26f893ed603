/// The clock injected delays wait on in tests: a `ManualClock`, which moves only when the test says so.
public typealias ManualFaultClock = ManualClock

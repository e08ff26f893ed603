/// Whether a request is under way.
public struct LoadingViewModel: Equatable, Sendable {
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}

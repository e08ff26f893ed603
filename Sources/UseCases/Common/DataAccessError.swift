/// Why the data layer behind a port could not do what it was asked: the ports' own error. Nothing was changed.
public enum DataAccessError: Error, Equatable, Sendable {
    /// The data could not be reached: no network connection.
    case unavailable
    /// The data did not answer in time.
    case timedOut
    /// What was asked for does not exist in the data layer.
    case notFound
    /// The data was there but could not be understood, for the reason given.
    case damaged(String)
    /// The change could not be saved, for the reason given.
    case notSaved(String)
    /// Someone else kept the data to themselves too long to wait for (another shop saving), for the reason given; it
    /// may work in a moment.
    case busy(String)
    /// The customer stopped the request before it was answered.
    case cancelled
}

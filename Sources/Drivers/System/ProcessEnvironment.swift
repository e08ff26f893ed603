import Glibc

/// The process's environment variables.
public enum ProcessEnvironment {
    /// Every variable, read from `environ` as Foundation's `ProcessInfo.environment` reads it (a later one of the same
    /// name wins, an entry without `=` is passed over), at a tenth of its cost: Foundation's splits each entry by
    /// `Character` and first makes its `ProcessInfo`, about 0.4 M instructions of a start.
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = text.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(decoding: text[..<equals], as: UTF8.self)] = String(decoding: text[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return variables
    }
}

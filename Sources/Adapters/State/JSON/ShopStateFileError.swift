import Foundation

/// What is wrong with the state file, as one line; the caller prefixes the file's name.
public struct ShopStateFileError: Error, Equatable, CustomStringConvertible {
    public let description: String

    /// An error reading `description` as is.
    public init(_ description: String) {
        self.description = description
    }
}

extension ShopStateFileError {
    static let notJSON = ShopStateFileError("not valid JSON")

    static func newerVersion(_ version: Int, supported: Int) -> ShopStateFileError {
        ShopStateFileError("written by a newer Tasch (version \(version)); this one reads version \(supported)")
    }

    /// The decoder's error in the file's own terms; a number that does not fit is found in `json` and located.
    init(_ error: DecodingError, in json: Data) {
        if case let .dataCorrupted(context) = error, !context.codingPath.isEmpty,
           let number = JSONSyntaxCheck.firstNumber(inValueAt: context.codingPath, in: json, where: Self.doesNotFit) {
            self.init("\"\(JSONPath.text(context.codingPath))\": \(number.text) is not a whole number that fits in 64 bits \(number.location)")
            return
        }
        self.init(error)
    }

    /// Whether the decoder refuses `number` as an `Int`, asked of the decoder itself so that the two never disagree.
    private static func doesNotFit(_ number: String) -> Bool {
        (try? JSONDecoder().decode(Int.self, from: Data(number.utf8))) == nil
    }

    /// The decoder's error in the file's own terms.
    init(_ error: DecodingError) {
        switch error {
        case let .keyNotFound(key, context):
            let path = JSONPath.text(context.codingPath)
            self.init(path.isEmpty ? "missing \"\(key.stringValue)\"" : "\(path): missing \"\(key.stringValue)\"")
        case let .typeMismatch(_, context) where context.codingPath.isEmpty:
            self.init("the state must be a JSON object")
        case let .typeMismatch(_, context):
            self.init("\"\(JSONPath.text(context.codingPath))\" has the wrong type")
        case let .valueNotFound(_, context):
            self.init("\"\(JSONPath.text(context.codingPath))\" must not be null")
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            self = .notJSON
        case let .dataCorrupted(context):
            self.init("\"\(JSONPath.text(context.codingPath))\" is out of range")
        @unknown default:
            self = .notJSON
        }
    }
}

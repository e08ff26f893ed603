import Adapters
import Foundation

/// `JSONSyntaxCheck`, the judge of what is JSON for the catalogue and the state file, on any bytes.
enum JSONSyntaxFuzzing {
    static let target = FuzzTarget(
        "json-syntax", .adapters,
        "JSONSyntaxCheck: a document it passes, Foundation reads too; a refusal is short and places the error inside the document"
    ) { input in
        guard let failure = JSONSyntaxCheck.firstError(in: input) else {
            // Strict JSON is JSON: a document the check passes must never reach Foundation's decoder as unreadable, where
            // it would only say "not valid JSON", and every text in it must decode. A number Foundation cannot hold is
            // not one: the mappers report it at its field, and the fields they skip are never converted.
            do {
                _ = try JSONDecoder().decode(EveryText.self, from: input)
                return nil
            } catch {
                return FuzzFinding("Foundation's decoder cannot read a document JSONSyntaxCheck passes: \(error)")
            }
        }
        return FuzzChecks.requireShort(failure.message, from: "JSONSyntaxCheck")
            ?? requirePlaceInside(failure.message, of: input)
    }

    /// A message's `at line L, column C` (when it has one) must name a place in `input`, or just past its end.
    private static func requirePlaceInside(_ message: String, of input: Data) -> FuzzFinding? {
        guard let range = message.range(of: #"at line [0-9]+, column [0-9]+$"#, options: .regularExpression) else { return nil }
        let numbers = message[range].split { !$0.isNumber }.compactMap { Int($0) }
        let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= lines.count, numbers[1] >= 1,
              numbers[1] <= lines[lines.startIndex + numbers[0] - 1].count + 1 else {
            return FuzzFinding("JSONSyntaxCheck placed an error outside the document: \(message.prefix(200).debugDescription)")
        }
        return nil
    }
}

/// Any JSON value, read as far as its texts: every name and string decoded, numbers passed over.
private struct EveryText: Decodable {
    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Name.self) {
            for name in object.allKeys { _ = try object.decode(EveryText.self, forKey: name) }
        } else if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(EveryText.self) }
        } else {
            let value = try decoder.singleValueContainer()
            guard !value.decodeNil(), (try? value.decode(Bool.self)) == nil else { return }
            do {
                _ = try value.decode(String.self)
            } catch DecodingError.typeMismatch {
                // A number.
            }
        }
    }
}

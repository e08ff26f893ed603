import Foundation

/// Places in a document already checked, found by the path a decoder gives (field names and element indices), so that
/// an error about a value the decoder read can say where that value is.
extension JSONSyntaxCheck {
    /// Where the name of the last field on `path` is, as a message ends (`at line L, column C`); where the value is when
    /// the path ends with an index. Nil when the document has no such value.
    static func location(ofNameAt path: [any CodingKey], in data: Data) -> String? {
        data.withUnsafeBytes { bytes in
            var check = JSONSyntaxCheck(bytes: bytes)
            guard let (nameStart, _) = try? check.seek(path[...]) else { return nil }
            return check.location(at: nameStart)
        }
    }

    /// The first number inside the value at `path` that `isRefused`, with where it is; nil when there is none.
    static func firstNumber(
        inValueAt path: [any CodingKey], in data: Data, where isRefused: (String) -> Bool
    ) -> (text: String, location: String)? {
        data.withUnsafeBytes { bytes in
            var check = JSONSyntaxCheck(bytes: bytes)
            guard let (_, valueStart) = try? check.seek(path[...]), (try? check.value(depth: 1)) != nil else { return nil }
            let valueEnd = check.position
            check.position = valueStart
            // The value is valid JSON: outside its strings, a number is all that starts with "-" or a digit.
            while check.position < valueEnd {
                let start = check.position
                switch bytes[start] {
                case UInt8(ascii: "\""):
                    guard (try? check.string(keepingName: false)) != nil else { return nil }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard (try? check.number()) != nil else { return nil }
                    let text = String(decoding: bytes[start..<check.position], as: UTF8.self)
                    if isRefused(text) { return (text, check.location(at: start)) }
                default:
                    check.position += 1
                }
            }
            return nil
        }
    }

    /// Follows `path` from the position: a name is looked for in an object, an index in an array. Answers where the
    /// last field's name starts (its value's start when the path ends with an index) and where its value starts.
    private mutating func seek(_ path: ArraySlice<any CodingKey>) throws(Failure) -> (name: Int, value: Int)? {
        skipWhitespace()
        guard let key = path.first else { return (position, position) }
        switch peek() {
        case UInt8(ascii: "["):
            guard let index = key.intValue else { return nil }
            position += 1
            for _ in 0..<index {
                skipWhitespace()
                try value(depth: 1)
                skipWhitespace()
                guard peek() == UInt8(ascii: ",") else { return nil }
                position += 1
            }
            skipWhitespace()
            guard peek() != UInt8(ascii: "]") else { return nil }
            return try seek(path.dropFirst())
        case UInt8(ascii: "{"):
            position += 1
            while true {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { return nil }
                let nameStart = position
                try string(keepingName: true)
                skipWhitespace()
                position += 1
                if name.elementsEqual(key.stringValue.utf8) {
                    guard path.count > 1 else { skipWhitespace(); return (nameStart, position) }
                    return try seek(path.dropFirst())
                }
                skipWhitespace()
                try value(depth: 1)
                skipWhitespace()
                guard peek() == UInt8(ascii: ",") else { return nil }
                position += 1
            }
        default:
            return nil
        }
    }

    private func location(at offset: Int) -> String {
        let (line, column) = location(of: offset)
        return "at line \(line), column \(column)"
    }
}

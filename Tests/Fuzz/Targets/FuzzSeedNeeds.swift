import Foundation

/// What a target's corpus must reach of its reader: every version of its format and every part registered for it, named
/// from the code's own tables (`ShopStateMapper.version`, `FormatSections`, the index's sections, the command table's
/// secrets), so that a version or a part added later without a seed fails the corpus replay, and the fuzzer never starts
/// without an input that reaches it.
struct FuzzSeedNeeds: Sendable {
    /// What some seed must reach, each named as the code names it.
    let required: @Sendable () -> [String]
    /// What `input` reaches of `required`: what its reader read of it, never what the bytes merely spell.
    let reached: @Sendable (Data) -> Set<String>

    /// A reader whose format has no versions or parts of its own.
    static let nothing = FuzzSeedNeeds(required: { [] }, reached: { _ in [] })

    /// The fields of the JSON object `input` holds, where it holds one.
    static func fields(of input: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: input, options: [.fragmentsAllowed])) as? [String: Any]
    }

    /// The names among `keys` whose field in `fields` holds something: a list or an object that is not empty, or a value.
    static func filled(_ keys: [String], in fields: [String: Any]) -> Set<String> {
        Set(keys.filter { key in
            guard let value = fields[key], !(value is NSNull) else { return false }
            if let list = value as? [Any] { return !list.isEmpty }
            if let object = value as? [String: Any] { return !object.isEmpty }
            return true
        })
    }
}

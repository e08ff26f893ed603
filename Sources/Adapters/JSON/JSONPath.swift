/// A decoder's coding path written as in the file: `orders[0].lines[1].price`. A key that comes from the file (a product
/// id in `sold`) is cleaned and cut as any text from outside is (`Quoted.cut`), so that a path always fits a line.
enum JSONPath {
    /// `path` as the file writes it.
    static func text(_ path: some Sequence<any CodingKey>) -> String {
        path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            let name = Quoted.cut(key.stringValue)
            return text.isEmpty ? name : text + "." + name
        }
    }
}

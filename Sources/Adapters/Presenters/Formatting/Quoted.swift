/// Product names as they appear inside a sentence.
enum Quoted {
    static func name(_ name: String) -> String {
        "\"\(name)\""
    }
}

/// Product names as they appear inside a sentence, cleaned of anything a terminal would act on.
enum Quoted {
    static func name(_ name: String) -> String {
        "\"\(TerminalSafeText.clean(name))\""
    }
}

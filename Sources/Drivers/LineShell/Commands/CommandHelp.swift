/// What `help` says about one command in JSON mode: a script reads the table's entry as this document.
struct CommandHelp: Encodable, Sendable {
    let name: String
    let aliases: [String]
    let usage: String
    let summary: String
    let example: String
    let group: String

    init(_ entry: CommandEntry) {
        name = entry.name
        aliases = entry.aliases
        usage = entry.usage
        summary = entry.summary
        example = entry.example
        group = entry.group.title
    }
}

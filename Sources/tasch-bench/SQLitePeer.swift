import Foundation

/// Issue 30's peer: the catalogue Tasch sells, as a SQLite database, each Tasch command beside one `sqlite3 -readonly`
/// process that answers the same question, whole process against whole process in the same rounds; and Tasch's start
/// beside sqlite3's, counted in instructions.
struct SQLitePeer {
    /// A Tasch command and the SQL that asks what it shows.
    struct Pair {
        let command: String
        let sql: String
    }

    /// One pair's runs: each side's median, and each side's instructions when valgrind is installed.
    struct Row {
        let pair: Pair
        let tasch: ProcessProbe.Run
        let sqlite: ProcessProbe.Run
        let instructions: (tasch: Int, sqlite: Int)?
    }

    /// The database the issue asks for: the products with an index by name and one by price, and a full-text index of
    /// what Tasch searches (the name and the short description), rebuilt.
    static func schema(catalogue path: String) -> String {
        let file = path.replacingOccurrences(of: "'", with: "''")
        return """
            create table products(id integer primary key, name text, price real, quantity integer, short text, description text);
            insert into products select json_extract(value, '$.id'), json_extract(value, '$.name'), json_extract(value, '$.price'),
              json_extract(value, '$.quantity'), json_extract(value, '$.shortDescription'), json_extract(value, '$.description')
              from json_each(readfile('\(file)'), '$.products');
            create index by_name on products(name);
            create index by_price on products(price);
            create virtual table search using fts5(name, short, content='products', content_rowid='id', tokenize='trigram');
            insert into search(search) values('rebuild');
            """
    }

    /// The issue's table: the first page, sorted by name and by price highest first, a page three fifths of the way
    /// (page 3,000 of 5,000 for 100,000 products), and a search for two words.
    static func pairs(products: Int) -> [Pair] {
        let columns = "select id, name, price, quantity from products"
        let page = max(1, (products + 19) / 20 * 3 / 5)
        let words = "leather naïve"
        return [
            Pair(command: "catalogue", sql: "\(columns) order by id limit 20"),
            Pair(command: "catalogue sort name", sql: "\(columns) order by name limit 20"),
            Pair(command: "catalogue sort -price", sql: "\(columns) order by price desc limit 20"),
            Pair(command: "catalogue page \(page)", sql: "\(columns) order by id limit 20 offset \((page - 1) * 20)"),
            Pair(
                command: "find \(words)",
                sql: "select count(*) from search where search match '\(words)'; "
                    + "\(columns) where id in (select rowid from search where search match '\(words)') order by id limit 20"
            ),
        ]
    }

    let sqlite3: Tool
    let database: String

    /// Makes the peer database of the catalogue at `catalogue` beside it; nil when sqlite3 is not installed or fails.
    static func make(catalogue: String, environment: [String: String]) -> SQLitePeer? {
        guard let sqlite3 = Tool.named("sqlite3") else { return nil }
        let database = catalogue + ".sqlite"
        _ = unlink(database)
        let made = sqlite3.run([database], input: schema(catalogue: catalogue), environment: environment)
        guard made?.status == 0 else {
            print("tasch-bench: sqlite3 could not make the peer database: \(made?.errors ?? "it could not be started")")
            return nil
        }
        return SQLitePeer(sqlite3: sqlite3, database: database)
    }

    /// Each pair, Tasch (`taschArguments` then `-c COMMAND`) and sqlite3 in turn, `rounds` rounds; nil when a run failed.
    func measure(
        products: Int, rounds: Int, tasch: String, taschArguments: [String], environment: [String: String]
    ) -> [Row]? {
        let pairs = Self.pairs(products: products)
        let programs = pairs.flatMap { pair in
            [(tasch, taschArguments + ["-c", pair.command]), (sqlite3.path, ["-readonly", database, pair.sql])]
        }
        guard let runs = ProcessProbe.medians(rounds, programs, environment: environment), runs.allSatisfy({ $0.status == 0 }) else {
            print("tasch-bench: a run beside sqlite3 failed")
            return nil
        }
        return pairs.enumerated().map { index, pair in
            let counts = InstructionCount.of(tasch, taschArguments + ["-c", pair.command], environment: environment).flatMap { tasch in
                InstructionCount.of(sqlite3.path, ["-readonly", database, pair.sql], environment: environment).map { (tasch, $0) }
            }
            return Row(pair: pair, tasch: runs[2 * index], sqlite: runs[2 * index + 1], instructions: counts)
        }
    }
}

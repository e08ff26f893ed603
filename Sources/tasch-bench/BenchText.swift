/// The benchmark's headings and the method each table follows, so that the tables read on their own.
enum BenchText {
    static func introduction(runs: Int) -> [String] {
        [
            "# tasch-bench", "",
            "Release build (Scripts/release-build.sh: standard library linked statically); median of \(runs) runs after one warm-up run, of \(3 * runs) rounds for the starts the targets compare and of \(2 * runs + 1) rounds for the commands after a second start; a shared 2-core machine.",
        ]
    }

    static let startUpHeading = [
        "", "## Start-up: `tasch -c quit` against the yardstick (Foundation, read, `JSONDecoder`)", "",
        "First start: no catalogue index (removed before each run). Second start: the same command again with the index the first wrote. The bundled catalogue (too small to index) is compared with the yardstick's hello world (no argument: Foundation, `Bundle.module` and a small bundled JSON file decoded); the others with the yardstick decoding the same file, up to 100,000 products.",
        "",
        "| catalogue | file | tasch, first start | yardstick | tasch / yardstick | tasch peak memory | per product, above the bundled run | peak / file | second start | its peak memory |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]

    static let loadingHeading = [
        "", "## Loading in-process (read the file, decode it and pack it for browsing, as a first start does)", "",
        "| catalogue | read + decode | throughput | yardstick, whole process |", "| ---: | ---: | ---: | ---: |",
    ]
}

// swift-tools-version:6.0
// Tasch: a shop in a terminal, laid out as Clean Architecture.
// Each layer is one target and lists only the layers inside it, so the compiler
// enforces the dependency rule: Entities <- UseCases <- Adapters <- Drivers <- tasch.
import PackageDescription

let package = Package(
    name: "tasch",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tasch", targets: ["tasch"]),
        .executable(name: "tasch-bench", targets: ["tasch-bench"]),
    ],
    targets: [
        // Plain values and the shop's rules. Imports nothing, not even Foundation.
        .target(name: "Entities"),
        // One interactor per use case, the ports it needs and the states it publishes.
        .target(name: "UseCases", dependencies: ["Entities"]),
        // Presenters (states -> view models of strings) and the JSON data layer.
        .target(name: "Adapters", dependencies: ["UseCases", "Entities"]),
        // The terminal: console, command parser, router, text views, composition root.
        .target(name: "Drivers", dependencies: ["Adapters", "UseCases", "Entities"]),
        // The executable only starts the driver. Its path is the package root so that the
        // default catalogue can live in the top-level Resources/ folder and be bundled.
        .executableTarget(
            name: "tasch",
            dependencies: ["Drivers"],
            path: ".",
            exclude: ["Docs", "README.md", "Tests", "Scripts", "Sources/Entities", "Sources/UseCases",
                      "Sources/Adapters", "Sources/Drivers", "Sources/tasch-bench", "Sources/tasch-yardstick"],
            sources: ["Sources/tasch"],
            resources: [.copy("Resources/catalogue.json")]
        ),
        // The benchmark (Scripts/bench.sh): times tasch against the yardstick and browsing in-process. The app never
        // depends on it, and `swift test` never runs it.
        .executableTarget(name: "tasch-bench", dependencies: ["Drivers", "Adapters", "UseCases", "Entities"], path: "Sources/tasch-bench"),
        // What the benchmark compares start-up with: Foundation, read the file, JSONDecoder. Imports nothing of Tasch.
        .executableTarget(name: "tasch-yardstick", path: "Sources/tasch-yardstick", resources: [.copy("hello.json")]),

        // Fixtures and test doubles shared by the test targets; never linked into the app.
        .target(
            name: "TaschTestSupport",
            dependencies: ["Drivers", "Adapters", "UseCases", "Entities"],
            path: "Tests/TaschTestSupport"
        ),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "TaschTestSupport"]),
        .testTarget(name: "UseCasesTests", dependencies: ["UseCases", "Entities", "TaschTestSupport"]),
        .testTarget(name: "AdaptersTests", dependencies: ["Adapters", "UseCases", "Entities", "TaschTestSupport"]),
        .testTarget(name: "DriversTests", dependencies: ["Drivers", "Adapters", "UseCases", "Entities", "TaschTestSupport"]),
        // Runs the built `tasch` binary on scripted input; depending on it makes SwiftPM build it first.
        // The virtual terminal of the test support reads the full screen as a person sees it.
        .testTarget(name: "EndToEndTests", dependencies: ["tasch", "TaschTestSupport"], exclude: ["Transcripts"]),
    ],
    swiftLanguageModes: [.v6]
)

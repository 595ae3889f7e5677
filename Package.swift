// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MappingKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "MappingKit", targets: ["MappingKit"]),
        .library(name: "MappingKitHTTP", targets: ["MappingKitHTTP"]),
        .executable(name: "mappings", targets: ["mappings"]),
        .executable(name: "mappings-benchmark", targets: ["MappingBenchmarks"]),
        // `swift build` checks a target's .mappings files: `plugins: [.plugin(name: "MappingsCheck", package: "MappingKit")]`.
        .plugin(name: "MappingsCheck", targets: ["MappingsCheck"]),
        // `swift package check-mappings [--target NAME]`.
        .plugin(name: "MappingsCheckCommand", targets: ["MappingsCheckCommand"]),
    ],
    targets: [
        .target(name: "MappingKit"),
        .target(name: "MappingKitHTTP", dependencies: ["MappingKit"]),
        .executableTarget(name: "mappings", dependencies: ["MappingKit", "MappingKitHTTP"]),
        .plugin(name: "MappingsCheck", capability: .buildTool(), dependencies: ["mappings"]),
        .plugin(
            name: "MappingsCheckCommand",
            capability: .command(
                intent: .custom(verb: "check-mappings", description: "Check the .mappings files of the package's targets"),
                permissions: []),
            dependencies: ["mappings"]),
        .executableTarget(
            name: "MappingBenchmarks", dependencies: ["MappingKit", "MappingKitHTTP"],
            exclude: ["README.md"]),  // the benchmark's document: its tables and the commands that print them
        // What every test target shares: the tool runner, the fixtures loader,
        // the seeded generator and `expectEqual`. Not a product: only this package's
        // tests use it (it imports Testing, so no shipped target may depend on it).
        .target(name: "MappingKitTestSupport", dependencies: ["MappingKit"], path: "Sources/MappingKitTestSupport"),
        .testTarget(
            name: "MappingKitTests", dependencies: ["MappingKit", "MappingKitTestSupport"],
            resources: [.copy("Resources")]),
        .testTarget(name: "MappingKitHTTPTests", dependencies: ["MappingKitHTTP", "MappingKitTestSupport"]),
        // The Codable path of MappingKitHTTP's getting started, compiled and run as an app's
        // module: its models (Issue.swift, Mappings/Issue.mappings: what `mappings infer` writes
        // from Fixtures/http/github-issues) at the top level, as the article has them.
        .testTarget(
            name: "MappingKitHTTPArticleTests", dependencies: ["MappingKitHTTP", "MappingKit", "MappingKitTestSupport"],
            resources: [.copy("Mappings")]),
        .testTarget(name: "mappingsTests", dependencies: ["mappings", "MappingKit", "MappingKitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

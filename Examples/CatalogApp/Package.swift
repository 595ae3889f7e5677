// swift-tools-version: 6.0
// An app's package that ships .mappings files and checks them in its build
// with MappingKit's MappingsCheck plugin. It depends on MappingKit by path
// (this repository); an app names the repository's URL instead.
import PackageDescription

let package = Package(
    name: "CatalogApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "MappingKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "Timeline",
            dependencies: [.product(name: "MappingKit", package: "MappingKit")],
            resources: [.copy("Mappings")],
            plugins: [.plugin(name: "MappingsCheck", package: "MappingKit")]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
    ],
    swiftLanguageModes: [.v6]
)

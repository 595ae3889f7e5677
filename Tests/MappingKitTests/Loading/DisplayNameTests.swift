import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Report locations name files as the user named them")
struct DisplayNameTests {
    @Test(
        "a root file is named relative to the current directory when inside it, else by its file name",
        arguments: [
            ("/work/app/Mappings/Twitter.mappings", "/work/app", "Mappings/Twitter.mappings"),
            ("/work/app/Mappings/Twitter.mappings", "/work/app/", "Mappings/Twitter.mappings"),
            ("/work/app/./Mappings/../Mappings/Twitter.mappings", "/work/app", "Mappings/Twitter.mappings"),
            ("/tmp/x/Tweets.mappings", "/work/app", "Tweets.mappings"),
            ("/work/application/Tweets.mappings", "/work/app", "Tweets.mappings"),
            ("/Tweets.mappings", "/", "Tweets.mappings"),
        ])
    func defaultName(path: String, currentDirectory: String, expected: String) {
        #expect(SourceFile.defaultDisplayName(for: URL(fileURLWithPath: path), currentDirectory: currentDirectory) == expected)
    }

    @Test("a catalog outside the current directory names its root by file name and its imports relative to it")
    func outsideCurrentDirectory() throws {
        let folder = try TemporaryFolder()
        try folder.write("Tweets.mappings", #"{ "@import": "users/Users", "$T": { "name": "user.name" } }"#)
        try folder.write("users/Users.mappings", "{\n  \"$U\": { \"name\": { \"@keyPath\": \"n\", \"@optinal\": 1 } }\n}")
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(contentsOf: folder.url.appendingPathComponent("Tweets.mappings"))
        }
        #expect(error.diagnostics.map { $0.location?.description } == ["users/Users.mappings:2:38"])
        #expect(!error.description.contains(folder.url.path))

        try folder.write("users/Users.mappings", #"{ "$U": { "name": "n" } }"#)
        let catalog = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("Tweets.mappings"))
        #expect(try catalog.context("$T").entries.first?.location?.description == "Tweets.mappings:1:37")
        #expect(try catalog.context("$U").entries.first?.location?.description == "users/Users.mappings:1:11")
        let issues = try catalog.context("$T").objects(from: [["user": [:]]], as: JSON.self).report.issues
        #expect(issues.map(\.description) == [
            "Tweets.mappings:1:37: error: [0].user.name: missing required value for 'name' [$T → [0].name]"
        ])
    }

    @Test("a catalog under the current directory is named by its relative path")
    func underCurrentDirectory() throws {
        let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Fixtures/mappings/valid/Twitter.mappings")
        try #require(FileManager.default.fileExists(atPath: url.path), "swift test runs in the package folder")
        let catalog = try MappingCatalog(contentsOf: url)
        let location = try #require(try catalog.context("$TweetModel").entries.first?.location)
        #expect(location.file == "Fixtures/mappings/valid/Twitter.mappings")
    }

    @Test("a displayName given is used as it is")
    func explicitName() throws {
        let folder = try TemporaryFolder()
        try folder.write("Tweets.mappings", #"{ "$T": { "name": "n" } }"#)
        let catalog = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("Tweets.mappings"), displayName: "/abs/Tweets.mappings")
        #expect(try catalog.context("$T").entries.first?.location?.file == "/abs/Tweets.mappings")
    }
}

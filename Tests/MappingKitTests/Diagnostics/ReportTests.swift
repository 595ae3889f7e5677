import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Validation reports")
struct ReportTests {
    static func brokenTimeline() throws -> MappingResult<[TweetModel]> {
        try ExampleFiles.catalog("Twitter").context("$TweetModel").objects(
            from: try ExampleFiles.payloadData("twitter-timeline-broken"), as: TweetModel.self)
    }

    @Test("every issue, in payload order, with kind, paths, context and entry location")
    func issues() throws {
        let result = try Self.brokenTimeline()
        #expect(result.value.map(\.identifier) == ["240859602684612608", "239413543487819778", "238726567316586497"])
        let issues = result.report.issues
        expectEqual(issues.map(\.kind), [.transformerFailed, .invalidElement, .transformerFailed, .typeMismatch, .missingRequired, .missingRequired])
        #expect(issues.map(\.sourcePath) == ["[0].coordinates.coordinates", "[1]", "[2].created_at", "[2].user.followers_count", "[3].user.name", "[3].user"])
        #expect(issues.map(\.targetPath) == ["[0].coordinates", "[1]", "[1].createdAt", "[1].user.followers", "[2].name", "[2].user"])
        #expect(issues.map(\.context) == ["$TweetModel", "$TweetModel", "$TweetModel", "$UserModel", "$TweetModel", "$TweetModel"])
        #expect(issues.map(\.entry) == ["coordinates", "", "createdAt", "followers", "name", "user"])
        #expect(issues.map { $0.location?.description ?? "" } == [
            "Twitter.mappings:19:9", "Twitter.mappings:7:5", "Twitter.mappings:25:9", "TwitterUsers.mappings:8:9",
            "Twitter.mappings:14:9", "Twitter.mappings:30:9",
        ])
        #expect(issues.allSatisfy { $0.severity == .error })
    }

    @Test("text rendering: one line per issue")
    func text() throws {
        let report = try Self.brokenTimeline().report
        #expect(report.description.split(separator: "\n").map(String.init) == [
            "Twitter.mappings:19:9: error: [0].coordinates.coordinates: transformer 'MyTransformers.coordinate2DFromFloatArray:error:' failed: expected [longitude, latitude], found array of 3 [$TweetModel → [0].coordinates]",
            "Twitter.mappings:7:5: error: [1]: expected object, found number 42 [$TweetModel → [1]]",
            #"Twitter.mappings:25:9: error: [2].created_at: transformer 'date' failed: expected a date in format 'EEE MMM dd HH:mm:ss Z yyyy', found string "2012-08-25" [$TweetModel → [1].createdAt]"#,
            #"TwitterUsers.mappings:8:9: error: [2].user.followers_count: expected Int, found string "1.2M" [$UserModel → [1].user.followers]"#,
            "Twitter.mappings:14:9: error: [3].user.name: missing required value for 'name' [$TweetModel → [2].name]",
            "Twitter.mappings:30:9: error: [3].user: missing required value for 'user' [$TweetModel → [2].user]",
        ])
    }

    @Test("the summary counts each entry's issues against the objects mapped")
    func summary() throws {
        let report = try Self.brokenTimeline().report
        #expect(report.summary.map(\.description) == [
            "$TweetModel.coordinates (coordinates.coordinates): transformerFailed in 1 of 4 objects",
            "$TweetModel (@self): invalidElement in 1 of 4 objects",
            "$TweetModel.createdAt (created_at): transformerFailed in 1 of 4 objects",
            "$UserModel.followers (followers_count): typeMismatch in 1 of 2 objects",
            "$TweetModel.name (user.name): missing in 1 of 4 objects",
            "$TweetModel.user (user): missing in 1 of 4 objects",
        ])
        let timeline = try ExampleFiles.catalog("Twitter").context("$TweetModel").objects(
            from: try ExampleFiles.payload("twitter-timeline"), as: TweetModel.self)
        #expect(timeline.report.summary.map(\.description) == [
            "$TweetModel.name (user.name): missing in 1 of 3 objects",
            "$TweetModel.message (text): missing in 1 of 3 objects",
            "$UserModel.name (name): missing in 1 of 3 objects",
        ])
        let line = try #require(timeline.report.summary.first)
        #expect([line.context, line.entry, line.keyPath] == ["$TweetModel", "name", "user.name"])
        #expect(line.count == 1 && line.total == 3)
        expectEqual(line.kind, .missingRequired)
    }

    @Test("a summary line counts every object with the issue")
    func summaryCounts() throws {
        let statuses: JSON = .array((0..<20).map { index -> JSON in
            var status: JSON = ["id_str": .string(String(index)), "text": "t", "created_at": "Wed Aug 29 17:12:58 +0000 2012"]
            status["user"] = index % 7 == 3 ? ["screen_name": "x"] : ["name": "n", "screen_name": "x", "profile_image_url": "http://a0.twimg.com/p.png"]
            return status
        })
        let report = try ExampleFiles.catalog("Twitter").context("$TweetModel").objects(from: statuses, as: TweetModel.self).report
        #expect(report.summary.map(\.description) == [
            "$TweetModel.name (user.name): missing in 3 of 20 objects",
            "$UserModel.name (name): missing in 3 of 20 objects",
        ])
        #expect(report.objectCounts == ["$TweetModel": 20, "$UserModel": 20])
    }

    @Test("JSON rendering of issues and summary")
    func json() throws {
        let report = try Self.brokenTimeline().report
        let first = try #require(report.issuesJSON[4])
        #expect(first.formatted() == #"{"severity":"error","kind":"missingRequired","code":"missingRequired","sourcePath":"[3].user.name","targetPath":"[2].name","context":"$TweetModel","location":"Twitter.mappings:14:9","message":"missing required value for 'name'"}"#)
        expectEqual(report.issuesJSON.arrayValue?.count, 6)
        #expect(report.issuesJSON[1]?["location"] == "Twitter.mappings:7:5")
        #expect(report.summaryJSON[3]?.formatted() == #"{"context":"$UserModel","entry":"followers","keyPath":"followers_count","kind":"typeMismatch","count":1,"total":2}"#)
        expectEqual(report.summaryJSON.arrayValue?.count, 6)
        let noLocation = ValidationIssue(
            severity: .warning, kind: .transformerUnavailable, sourcePath: "", targetPath: "", context: "$T", entry: "e",
            location: nil, message: "m")
        #expect(noLocation.json["location"] == .null)
        #expect(noLocation.description == "warning: (root): m [$T → e]")
    }

    @Test("hasErrors, errors, throwIfErrors and MappingResult.get()")
    func errors() throws {
        let result = try Self.brokenTimeline()
        #expect(result.report.hasErrors)
        expectEqual(result.report.errors.count, 6)
        let error = try #require(throws: ValidationError.self) { try result.get() }
        expectEqual(error.report, result.report)
        expectEqual(error.description, result.report.description)
        #expect(throws: ValidationError.self) { try result.report.throwIfErrors() }

        let clean = try ExampleFiles.catalog("GitHub").context("$GHUser").object(
            from: try #require(try ExampleFiles.payload("github-events")[0]?["actor"]), as: GHUser.self)
        #expect(!clean.report.hasErrors)
        #expect(try clean.get().login == "octocat")
        try clean.report.throwIfErrors()
    }

    @Test("warnings alone are not errors")
    func warnings() throws {
        let catalog = try MappingCatalog(contentsOf: ExampleFiles.mappingsURL("Twitter"), displayName: "Twitter.mappings")
        let result = try catalog.context("$TweetModel").objects(from: ExampleFiles.payload("twitter-timeline")[0] ?? [:], as: JSON.self)
        #expect(result.report.issues.map(\.description) == [
            "Twitter.mappings:19:9: warning: coordinates.coordinates: transformer 'MyTransformers.coordinate2DFromFloatArray:error:' is not registered; the value is copied as it is [$TweetModel → coordinates]",
        ])
        #expect(!result.report.hasErrors)
        #expect(result.report.errors.isEmpty)
        #expect(try result.get().count == 1)
    }
}

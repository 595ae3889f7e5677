import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 40 item 2: `"@optional": "warning"` tells an absent value apart
/// from `null` without an error: the object is made, the report has no
/// error, a `missingOptional` warning says where, and the summary counts
/// it; on every path (`Codable` through a context, `Mappable`, dynamic JSON).
@Suite("@optional: \"warning\": an absent value is a warning, on every path")
struct MissingAsWarningTests {
    struct Issue: Codable, Equatable {
        var number: Int
        var milestone: String?
    }

    struct Ticket: Mappable, Equatable {
        var number = 0
        var milestone: String? = "old"
        static let properties: MappableProperties<Ticket> = ["number": \.number, "milestone": \.milestone]
    }

    /// The article's recipe: `null` is a value (`nil`), absent is a warning.
    static let text = #"""
        {
          "$Issue": {
            "number": "number",
            "milestone": { "@keyPath": "milestone", "@optional": "warning", "@null": "value" }
          }
        }
        """#

    /// One with a value, one `null`, one without the key.
    static let payload: JSON = [["number": 1, "milestone": "v1"], ["number": 2, "milestone": nil], ["number": 3]]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.sourcePath): \($0.message)" }
    }

    static let expectedIssues = [
        "warning missingOptional [2].milestone: missing value for 'milestone', which is optional ('@optional': \"warning\")"
    ]

    @Test("Codable: all three objects made, nil for null and absent, one warning for the absent key, no error")
    func codable() throws {
        let context = try MappingCatalog(string: Self.text).context("$Issue")
        let result = try context.objects(from: Self.payload, as: Issue.self)
        #expect(try result.get() == [Issue(number: 1, milestone: "v1"), Issue(number: 2, milestone: nil), Issue(number: 3, milestone: nil)])
        expectEqual(Self.issues(result.report), Self.expectedIssues)
        #expect(result.report.errorCount == 0)
        #expect(result.report.warningCount == 1)
        expectEqual(result.report.summary.map(\.description), ["$Issue.milestone (milestone): missingOptional in 1 of 3 objects"])
    }

    @Test("Mappable: the absent key leaves the property as it was, with the same warning; null clears it")
    func mappable() throws {
        let context = try MappingCatalog(string: Self.text).context("$Issue")
        let result = try context.objects(from: Self.payload, as: Ticket.self)
        #expect(try result.get() == [Ticket(number: 1, milestone: "v1"), Ticket(number: 2, milestone: nil), Ticket(number: 3, milestone: "old")])
        expectEqual(Self.issues(result.report), Self.expectedIssues)
        #expect(result.report.errorCount == 0)
        expectEqual(result.report.summary.map(\.description), ["$Issue.milestone (milestone): missingOptional in 1 of 3 objects"])
    }

    @Test("dynamic JSON (what apply and fetch map): null written, the absent key left out, the same warning")
    func dynamic() throws {
        let context = try MappingCatalog(string: Self.text).context("$Issue")
        let result = context.objects(from: Self.payload, as: JSON.self)
        expectEqual(try result.get(), [["number": 1, "milestone": "v1"], ["number": 2, "milestone": nil], ["number": 3]] as [JSON])
        expectEqual(Self.issues(result.report), Self.expectedIssues)
        #expect(result.report.errorCount == 0)
    }

    @Test("without '@null': \"value\", null is missing too: a warning each; with a default, the default after the warning")
    func nullMissingAndDefault() throws {
        let context = try MappingCatalog(string: #"""
            { "$Issue": { "number": "number", "milestone": { "@keyPath": "milestone", "@optional": "warning", "@defaultValue": "none" } } }
            """#).context("$Issue")
        let codable = try context.objects(from: Self.payload, as: Issue.self)
        #expect(try codable.get().map(\.milestone) == ["v1", "none", "none"])
        expectEqual(codable.report.issues.map { "\($0.code) \($0.sourcePath)" }, ["missingOptional [1].milestone", "missingOptional [2].milestone"])
        let mappable = try context.objects(from: Self.payload, as: Ticket.self)
        #expect(try mappable.get().map(\.milestone) == ["v1", "none", "none"])
        expectEqual(mappable.report.issues.map { "\($0.code) \($0.sourcePath)" }, ["missingOptional [1].milestone", "missingOptional [2].milestone"])
    }

    @Test("through an array, each element without the value is a warning at its own path")
    func fannedOut() throws {
        struct Post: Codable, Equatable { var names: [String] }
        let context = try MappingCatalog(string: #"""
            { "$Post": { "names": { "@keyPath": "tags.name", "@optional": "warning" } } }
            """#).context("$Post")
        let result = try context.object(from: ["tags": [["name": "a"], [:], ["name": "c"]]] as JSON, as: Post.self)
        #expect(try result.get() == Post(names: ["a", "c"]))
        expectEqual(result.report.issues.map { "\($0.severity) \($0.code) \($0.sourcePath)" }, ["warning missingOptional tags[1].name"])
    }

    @Test("a word other than \"warning\" is refused at load with what @optional takes")
    func wrongWord() {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "$A": { "a": { "@keyPath": "a", "@optional": "warn" } } }"#)
        }
        expectEqual(error?.diagnostics.map(\.message), [#"'@optional' must be a boolean or "warning""#])
        expectEqual(error?.diagnostics.map(\.suggestion), [#"write true, false, 1, 0, "yes", "no", or "warning" (a missing value is then a warning)"#])
    }

    @Test("the entry says so: isOptional and missingIsWarning")
    func entry() throws {
        let entry = try MappingCatalog(string: Self.text).context("$Issue").entries[1]
        #expect(entry.isOptional)
        #expect(entry.missingIsWarning)
    }
}

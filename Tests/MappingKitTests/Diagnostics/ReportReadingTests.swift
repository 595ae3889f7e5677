import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// ``ValidationReport/init(json:)`` and ``ValidationReport/merged(_:maximumIssues:)``:
/// a report read back from its JSON renders as it did, and reports of parts
/// merge into the report of the whole.
@Suite("Reports read back from JSON and merged")
struct ReportReadingTests {
    static func report(_ payload: JSON) throws -> ValidationReport {
        let context = try MappingCatalog(string: #"{"$U": {"name": "user.name", "age": {"@keyPath": "age", "@optional": true}}}"#).context("$U")
        return context.objects(from: payload, as: JSON.self).report
    }

    @Test("read back: the same text, JSON, counts, summary and objects")
    func roundTrip() throws {
        let report = try Self.report([["user": ["name": "a"]], [:], ["user": [:], "age": "x"], ["user": ["name": "b"]]])
        let read = try ValidationReport(json: report.json)
        #expect(read.rendered(.text) == report.rendered(.text))
        #expect(read.json == report.json)
        #expect(read.objectCounts == ["$U": 4])
    }

    @Test("parts merged: the whole's counts and summary, even for a part where an entry had no issue")
    func merged() throws {
        let elements: [JSON] = (0..<30).map { $0 % 7 == 0 ? [:] : ["user": ["name": .string("n\($0)")]] }
        let whole = try Self.report(.array(elements))
        let parts = try stride(from: 0, to: 30, by: 10).map { try Self.report(.array(Array(elements[$0..<$0 + 10]))) }
        let merged = ValidationReport.merged(try parts.map { try ValidationReport(json: $0.json) })
        #expect(merged.errorCount == whole.errorCount)
        #expect(merged.summary == whole.summary)
        #expect(merged.summary.map(\.description) == ["$U.name (user.name): missing in 5 of 30 objects"])
        let named = parts[0].naming(source: "part-0.json")
        #expect(named.issues.first?.description.hasPrefix("part-0.json: ") == true)
    }

    @Test("what is not a report says which member is wrong")
    func errors() {
        #expect(throws: ReportReadingError(.notAnObject(found: "array"))) { try ValidationReport(json: [1]) }
        #expect(throws: ReportReadingError(.missingMember("issues"))) { try ValidationReport(json: ["summary": []]) }
        #expect(throws: ReportReadingError(.invalidMember(path: "summary[0].count", expected: "a count", found: "string"))) {
            try ValidationReport(json: ["issues": [], "summary": [["context": "$U", "entry": "a", "kind": "missingRequired", "count": "1", "total": 2]]])
        }
    }
}

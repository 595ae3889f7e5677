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
        #expect(throws: ReportReadingError(.invalidMember(path: "summary[0].count", expected: "a count", found: #"string "1""#))) {
            try ValidationReport(json: ["issues": [], "summary": [["context": "$U", "entry": "a", "kind": "missingRequired", "count": "1", "total": 2]]])
        }
    }
}

/// Issue 39 item 3: a report read back never has a summary line counting
/// more objects than were mapped, and a member at fault is named with the
/// value found there.
@Suite("Reports whose counts cannot add up")
struct ReportCountsTests {
    static func report(count: JSON, total: JSON, objects: JSON? = nil) -> JSON {
        var report: JSON = [
            "errors": 5, "warnings": 0, "issues": [],
            "summary": [["context": "$U", "entry": "name", "keyPath": "name", "kind": "missingRequired", "count": count, "total": total]],
        ]
        if let objects { report["objects"] = ["$U": objects] }
        return report
    }

    @Test("a summary line counting more objects than its total, or than its context's objects, is refused, naming both")
    func countAboveTotal() throws {
        let above = #expect(throws: ReportReadingError.self) { try ValidationReport(json: Self.report(count: 5, total: 3)) }
        #expect(above == ReportReadingError(.countAboveTotal(path: "summary[0].count", count: 5, totalPath: "summary[0].total", total: 3)))
        #expect(above?.description == "not a report: 'summary[0].count' counts 5 objects but 'summary[0].total' says 3 were mapped; "
            + "a summary line counts at most every object; write the report again with 'mappings apply --format json' or --report FILE")
        let objects = #expect(throws: ReportReadingError.self) { try ValidationReport(json: Self.report(count: 5, total: 5, objects: 2)) }
        #expect(objects == ReportReadingError(.countAboveTotal(path: "summary[0].count", count: 5, totalPath: "objects.$U", total: 2)))
        // A context `objects` leaves out keeps its lines' totals.
        var unnamed = Self.report(count: 4, total: 5, objects: 9)
        unnamed["objects"] = ["$Other": 9]
        #expect(try ValidationReport(json: unnamed).summary.map(\.description) == ["$U.name (name): missing in 4 of 5 objects"])
        // At its total: read, and merged into lines that still add up.
        let full = try ValidationReport(json: Self.report(count: 3, total: 3, objects: 3))
        let merged = ValidationReport.merged([full, full])
        #expect(merged.summary.map(\.description) == ["$U.name (name): missing in 6 of 6 objects"])
    }

    @Test("a member that is not a count names the value found: 'errors' should be a count, found -5")
    func foundValues() {
        var negative = Self.report(count: 1, total: 1)
        negative["errors"] = -5
        #expect(throws: ReportReadingError(.invalidMember(path: "errors", expected: "a count", found: "-5"))) {
            try ValidationReport(json: negative)
        }
        let described = (#expect(throws: ReportReadingError.self) { try ValidationReport(json: negative) })?.description
        #expect(described == "not a report: 'errors' should be a count, found -5")
        #expect(throws: ReportReadingError(.invalidMember(path: "summary[0].total", expected: "a count", found: "2.5"))) {
            try ValidationReport(json: Self.report(count: 1, total: 2.5))
        }
        #expect(throws: ReportReadingError(.invalidMember(path: "objects.$U", expected: "a count", found: "bool true"))) {
            try ValidationReport(json: Self.report(count: 1, total: 1, objects: true))
        }
        #expect(throws: ReportReadingError(.invalidMember(path: "issues", expected: "an array", found: #"string "none""#))) {
            try ValidationReport(json: ["issues": "none", "summary": []])
        }
    }

    @Test("a report a mapping wrote always reads back: its lines never count more than their totals")
    func writtenReportsReadBack() throws {
        let catalog = try MappingCatalog(string: SkippedElementCountTests.text)
        let result = try catalog.context("$Post").objects(from: SkippedElementCountTests.payload, as: SkippedElementCountTests.CodablePost.self)
        let read = try ValidationReport(json: result.report.json)
        #expect(read.summary == result.report.summary)
    }
}

/// Reports at the edges of `Int`: read, merged and merged again, never a
/// trap (issue 27, item 4).
@Suite("Reports with counts near Int.max")
struct ReportOverflowTests {
    static func part(errors: Int, count: Int, total: Int, objects: Int) -> JSON {
        [
            "errors": JSON(errors), "warnings": 0, "maximumIssues": 1000, "issues": [],
            "summary": [["context": "$U", "entry": "name", "keyPath": "name", "kind": "missingRequired", "count": JSON(count), "total": JSON(total)]],
            "objects": ["$U": JSON(objects)],
        ]
    }

    @Test("merging parts whose counts add past Int.max saturates: no trap, every count Int.max")
    func saturates() throws {
        let big = try ValidationReport(json: Self.part(errors: Int.max, count: Int.max - 1, total: Int.max, objects: Int.max))
        let merged = ValidationReport.merged([big, big, big])
        #expect(merged.errorCount == Int.max)
        #expect(merged.issueCount == Int.max)
        #expect(merged.summary.first?.count == Int.max)
        #expect(merged.summary.first?.total == Int.max)
        #expect(merged.objectCounts == ["$U": Int.max])
        let again = try ValidationReport(json: merged.json)
        #expect(again.errorCount == Int.max)
        #expect(big.merging(big).errorCount == Int.max)
        #expect(big.merging(big, line: 3).errorCount == Int.max)
    }

    @Test("errors and warnings that add past Int.max are counted, not trapped")
    func errorsAndWarnings() throws {
        var part = Self.part(errors: Int.max, count: 1, total: 1, objects: 1)
        part["warnings"] = JSON(Int.max)
        let report = try ValidationReport(json: part)
        #expect(report.issueCount == Int.max)
        #expect(report.droppedIssueCount == Int.max)
        #expect(!report.rendered(.text).isEmpty)
    }

    @Test("counts below the issues a report keeps are not a report: the member is named")
    func inconsistentCounts() {
        let issue: JSON = ["severity": "error", "kind": "missingRequired", "message": "m"]
        #expect(throws: ReportReadingError(.inconsistentCount(path: "errors", count: 0, kept: 2))) {
            try ValidationReport(json: ["errors": 0, "issues": [issue, issue], "summary": []])
        }
        #expect(throws: ReportReadingError(.inconsistentCount(path: "warnings", count: 0, kept: 1))) {
            try ValidationReport(json: ["warnings": 0, "issues": [["severity": "warning", "kind": "x", "message": "m"]], "summary": []])
        }
    }

    @Test("a merged report merged again keeps each issue's source; naming names only issues without one")
    func sourcesKept() throws {
        let part = try ReportReadingTests.report([[:]])
        let first = ValidationReport.merged([part.naming(source: "a.json"), part.naming(source: "b.json")])
        let read = try ValidationReport(json: first.json).naming(source: "merged.json")
        #expect(read.issues.map(\.source) == ["a.json", "b.json"])
        let fresh = try ValidationReport(json: part.json).naming(source: "c.json")
        #expect(fresh.issues.map(\.source) == ["c.json"])
    }

    @Test("the omission line says 'keeps the first N' only when this merge cut issues")
    func omissionWording() throws {
        let elements: [JSON] = Array(repeating: [:], count: 5)
        let context = try MappingCatalog(string: #"{"$U": {"name": "user.name"}}"#).context("$U")
        let capped = context.limitingIssues(to: 2).objects(from: .array(elements), as: JSON.self).report
        #expect(capped.droppedIssueCount == 3)
        // The parts left 6 out; this merge keeps all 4 they kept.
        let roomy = ValidationReport.merged([capped, capped], maximumIssues: 10)
        #expect(roomy.issues.count == 4)
        #expect(roomy.droppedIssueCount == 6)
        #expect(roomy.omissionNote == "6 more issues not shown: the merged reports had left them out")
        // This merge cuts 1 of the 4 as well.
        let tight = ValidationReport.merged([capped, capped], maximumIssues: 3)
        #expect(tight.omissionNote == "7 more issues not shown: the report keeps the first 3 (the merged reports had left out 6); "
            + ValidationReport.defaultLimitHint)
        let plain = ValidationReport.merged([capped.naming(source: "x")], maximumIssues: 2)
        #expect(plain.omissionNote == "3 more issues not shown: the merged reports had left them out")
        #expect(capped.omissionNote == "3 more issues not shown: the report keeps the first 2; " + ValidationReport.defaultLimitHint)
    }
}

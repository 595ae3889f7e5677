import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Two required properties: every empty object misses both.
private struct Pair: Mappable, Equatable {
    var name = ""
    var identifier = ""
    static let properties: MappableProperties<Pair> = ["name": \.name, "identifier": \.identifier]
}

@Suite("Bounded reports and messages")
struct ReportLimitTests {
    static let mappings = #"{ "$Pair": { "name": "user.name", "identifier": "id" }, "$Dict": { "counts": "v" } }"#

    static func context(_ id: String = "$Pair") throws -> MappingContext {
        try MappingCatalog(string: mappings, displayName: "Limit.mappings").context(id)
    }

    /// `[{},{},…]`: `count` empty objects, 3 bytes each.
    static func emptyObjects(_ count: Int) -> Data {
        var bytes = [UInt8]()
        bytes.reserveCapacity(count * 3 + 1)
        bytes.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
        return Data(bytes)
    }

    @Test("1 M empty objects (3 MB): 2 M issues counted, the first 1,000 kept, the summary exact")
    func millionEmptyObjects() throws {
        let count = 1_000_000
        let data = Self.emptyObjects(count)
        expectEqual(data.count, 3 * count + 1)
        let result = try Self.context().objects(from: data, as: Pair.self)
        expectEqual(result.value.count, count)
        let report = result.report
        expectEqual(report.maximumIssues, ValidationReport.defaultMaximumIssues)
        expectEqual(report.issues.count, 1_000)
        expectEqual(report.errorCount, 2 * count)
        expectEqual(report.warningCount, 0)
        expectEqual(report.issueCount, 2 * count)
        expectEqual(report.droppedIssueCount, 2 * count - 1_000)
        #expect(report.isTruncated)
        #expect(report.hasErrors)
        #expect(report.summary.map(\.description) == [
            "$Pair.name (user.name): missing in 1000000 of 1000000 objects",
            "$Pair.identifier (id): missing in 1000000 of 1000000 objects",
        ])
        // The kept issues are the first ones, in payload order.
        #expect(report.issues.prefix(4).map(\.sourcePath) == ["[0].user.name", "[0].id", "[1].user.name", "[1].id"])
        #expect(report.issues.last?.sourcePath == "[499].id")

        let lines = report.description.split(separator: "\n")
        expectEqual(lines.count, 1_001)
        #expect(lines.last == "1999000 more issues not shown: the report keeps the first 1000; raise the limit with MappingContext.limitingIssues(to:)")

        let json = report.json
        #expect(json["issuesOmitted"] == 1_999_000)
        #expect(json["errors"] == 2_000_000)
        #expect(json["warnings"] == 0)
        #expect(json["maximumIssues"] == 1_000)
        #expect(json["issues"]?.arrayValue?.count == 1_000)
        #expect(json["summary"]?[0]?["count"] == 1_000_000)
        #expect(json["summary"]?[0]?["total"] == 1_000_000)
    }

    @Test("the cap is the context's: a copy with limitingIssues(to:), nested contexts included")
    func configuredCap() throws {
        let base = try Self.context()
        let limited = base.limitingIssues(to: 3)
        expectEqual(base.maximumIssues, 1_000)
        expectEqual(limited.maximumIssues, 3)
        expectEqual(base.limitingIssues(to: -5).maximumIssues, 0)

        let payload: JSON = [[:], [:], [:]]
        let report = try limited.objects(from: payload, as: Pair.self).report
        #expect(report.issues.map(\.sourcePath) == ["[0].user.name", "[0].id", "[1].user.name"])
        expectEqual(report.droppedIssueCount, 3)
        expectEqual(report.summary.map(\.count), [3, 3])

        // Nothing kept, everything counted.
        let none = try base.limitingIssues(to: 0).objects(from: payload, as: Pair.self).report
        #expect(none.issues.isEmpty)
        #expect(none.errorCount == 6 && none.hasErrors && none.droppedIssueCount == 6)
        #expect(none.summary.map(\.description) == [
            "$Pair.name (user.name): missing in 3 of 3 objects", "$Pair.identifier (id): missing in 3 of 3 objects",
        ])

        // Every verb honours it: dynamic, populate (model and JSON).
        expectEqual(limited.objects(from: payload, as: JSON.self).report.issues.count, 3)
        var document: JSON = [[:], [:], [:]]
        expectEqual(limited.map(payload, intoJSON: &document).droppedIssueCount, 3)
        var pair = Pair()
        #expect(try base.limitingIssues(to: 1).map([:], into: &pair).issues.count == 1)

        // An untruncated report says nothing more and omits nothing.
        let small = try base.objects(from: payload, as: Pair.self).report
        #expect(!small.isTruncated && small.omissionNote == nil && small.issues.count == 6)
        #expect(small.json["issuesOmitted"] == 0)
    }

    @Test("hasErrors and the counts are exact when every kept issue is a warning")
    func warningsFirst() throws {
        let mappings = #"{ "$W": { "a": { "@keyPath": "a", "@transformer": "nope" }, "c": { "@keyPath": "c", "@transformer": "nope" }, "b": "b" } }"#
        let context = try MappingCatalog(string: mappings).context("$W").limitingIssues(to: 2)
        // A warning for each entry with an unregistered transformer (once,
        // not once per object); the last object also misses 'b'.
        let report = context.objects(from: [["a": 1, "b": 1, "c": 1], ["a": 2, "b": 2, "c": 2], ["a": 3, "c": 3]], as: JSON.self).report
        expectEqual(report.issues.map(\.severity), [.warning, .warning])
        #expect(report.errors.isEmpty)
        #expect(report.hasErrors)
        #expect(report.errorCount == 1 && report.warningCount == 2)
        #expect(throws: ValidationError.self) { try report.throwIfErrors() }
        let error = ValidationError(report: report)
        #expect(error.description == "1 more issue not shown: the report keeps the first 2; raise the limit with MappingContext.limitingIssues(to:)")
    }

    @Test("@identity probes respect the cap and their issues keep payload order")
    func identityProbes() throws {
        let mappings = #"""
            { "$List": { "items": { "@keyPath": "items", "@object": { "@mappings": { "id": "id", "name": "name" } }, "@identity": ["id"] } } }
            """#
        let context = try MappingCatalog(string: mappings).context("$List").limitingIssues(to: 3)
        let items: JSON = .array((0..<5).map { ["id": JSON($0)] })
        let report = context.object(from: ["items": items], as: JSON.self).report
        #expect(report.issues.map(\.sourcePath) == ["items[0].name", "items[1].name", "items[2].name"])
        #expect(report.errorCount == 5 && report.droppedIssueCount == 2)
        expectEqual(report.summary.map(\.count), [5])
        let nested = try #require(context.entries.first?.object)
        expectEqual(context.context(for: nested).maximumIssues, 3)
    }

    @Test("a long number, string or key is cut in messages, with its length")
    func longValuesCut() throws {
        let digits = String(repeating: "7", count: 100_000)
        let result = try Self.context().object(from: Data(#"{"user": {"name": \#(digits)}, "id": "x"}"#.utf8), as: Pair.self)
        // A number converts to String exactly; Int rejects it, with a short message.
        expectEqual(result.value.name, digits)
        let counts = try Convert.text("int", digits).1
        #expect(counts == ["expected Int, found number \(String(repeating: "7", count: 40))… (100000 characters) (out of range \(Int.min)...\(Int.max))"])
        #expect(counts.allSatisfy { $0.count < 200 })

        let longText = String(repeating: "é", count: 50_000)
        #expect(PayloadValue(.string(longText)).summary == "string \"\(String(repeating: "é", count: 40))…\" (50000 characters)")
        #expect(PayloadValue(.string("short")).summary == "string \"short\"")
        #expect(PayloadValue(JSON(42)).summary == "number 42")

        let longKey = String(repeating: "k", count: 100_000)
        let dictionary = try Convert.value("counts", .object(JSON.Object([(longKey, JSON.string("x"))]))).1
        #expect(dictionary == [#"at ["\#(String(repeating: "k", count: 40))…"]: expected Int, found string "x""#])

        let conversion = JSONConversionError(reason: .unsupportedType, pathComponents: [.key(longKey), .index(0)], typeName: "Date")
        #expect(conversion.path == #"["\#(String(repeating: "k", count: 40))…"][0]"#)

        let duplicate = #expect(throws: JSONParseError.self) {
            _ = try JSON(parsing: #"{"\#(longKey)": 1, "\#(longKey)": 2}"#, options: .mappings)
        }
        #expect(duplicate?.diagnostic.message == #"duplicate key "\#(String(repeating: "k", count: 40))…" in object"#)
    }
}

import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings apply --jobs N` on an array payload (not JSON Lines): the
/// elements mapped on N threads, the output bytes, the report and the exit
/// status those of `--jobs 1`.
@Suite("mappings apply --jobs on an array")
struct ApplyJobsTests {
    static let mappings = #"""
        {
          "$Order": {
            "id": "id",
            "customer": "customer.name",
            "total": { "@keyPath": "total", "@optional": true },
            "position": "@metadata.index",
            "page": { "@keyPath": "@metadata.page", "@optional": true },
            "note": { "@keyPath": "note", "@optional": true, "@transformer": "nope" },
            "lines": { "@keyPath": "lines", "@optional": true, "@identity": "sku", "@object": { "@mappings": "$Line" } }
          },
          "$Line": { "sku": "sku", "quantity": "qty" }
        }
        """#

    /// A seeded array of orders with a mix of issues (elements that are not
    /// objects, missing ids and customers, lines repeating a sku or not
    /// objects, notes through an unregistered transformer from element
    /// 1,000 on), a key the mappings do not read now and then.
    static func orders(seed: UInt64, count: Int) -> String {
        var random = SplitMix64(seed: seed)
        var elements: [String] = []
        for index in 0..<count {
            switch random.next(below: 40) {
            case 0: elements.append("\(index)")
            case 1: elements.append("null")
            default:
                var members: [String] = []
                if random.next(below: 20) != 0 { members.append(#""id": "o\#(index)""#) }
                if random.next(below: 20) != 0 { members.append(#""customer": {"name": "c\#(random.next(below: 300))"}"#) }
                members.append(random.next(below: 15) == 0 ? #""total": "lots""# : #""total": \#(random.next(below: 1_000))"#)
                let lines = (0..<random.next(below: 3)).map { _ in
                    random.next(below: 10) == 0 ? #""a line""# : #"{"sku": "s\#(random.next(below: 3))", "qty": \#(random.next(below: 9))}"#
                }
                if !lines.isEmpty { members.append(#""lines": [\#(lines.joined(separator: ", "))]"#) }
                if index >= 1_000, random.next(below: 2) == 0 { members.append(#""note": "n\#(index)""#) }
                if random.next(below: 30) == 0 { members.append(#""extra": true"#) }
                elements.append("{" + members.joined(separator: ", ") + "}")
            }
        }
        return "[\n" + elements.joined(separator: ",\n") + "\n]\n"
    }

    @Test("--jobs 2 and 3 write the stdout and stderr of --jobs 1 and exit alike, in text and json, with and without an issue cap")
    func sameOutput() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Orders.mappings", Self.mappings)
        try folder.write("orders.json", Self.orders(seed: 12, count: 3_000))
        for format in ["text", "json"] {
            for extra in [[], ["--max-issues", "25", "--unmapped", "--metadata", #"{"page": 2}"#]] {
                var outputs: [ToolRunner.Output] = []
                for jobs in ["1", "2", "3"] {
                    outputs.append(try await ToolRunner().run(
                        ["apply", folder.path("Orders.mappings"), "-c", "$Order", folder.path("orders.json"), "--jobs", jobs, "-f", format] + extra))
                }
                let what = "\(format) \(extra)"
                #expect(outputs[0].status == 1, "\(what)")
                #expect(outputs[0].stdout.count > 100_000, "\(what)")
                for output in outputs.dropFirst() {
                    #expect(output.status == outputs[0].status, "\(what)")
                    #expect(output.stdout == outputs[0].stdout, "\(what)")
                    #expect(output.stderr == outputs[0].stderr, "\(what)")
                }
            }
        }
    }

    @Test("the warning of an unregistered transformer is reported once, for its first element, with --jobs 2 as with --jobs 1")
    func onceReported() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Orders.mappings", Self.mappings)
        try folder.write("orders.json", Self.orders(seed: 3, count: 2_000))
        let output = try await ToolRunner().run(
            ["apply", folder.path("Orders.mappings"), "-c", "$Order", folder.path("orders.json"), "--jobs", "2", "-f", "json", "--max-issues", "100000"])
        let report = try #require(output.json)
        let warnings = (report["issues"]?.arrayValue ?? []).filter { $0["code"] == "transformerUnregistered" }
        #expect(warnings.count == 1)
        #expect(warnings.first?["sourcePath"]?.stringValue?.hasPrefix("[10") == true)
        let line = (report["summary"]?.arrayValue ?? []).first(where: { $0["entry"] == "note" })
        #expect((line?["count"]?.intValue ?? 0) > 400)
    }

    @Test("an array under --key-path, --object and a small array: the same output whatever --jobs")
    func otherShapes() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Orders.mappings", Self.mappings)
        try folder.write("wrapped.json", #"{"data": "# + Self.orders(seed: 5, count: 1_200) + "}")
        try folder.write("small.json", Self.orders(seed: 6, count: 40))
        let runs: [[String]] = [
            [folder.path("wrapped.json"), "-k", "data"],
            [folder.path("wrapped.json"), "-k", "data", "--object"],
            [folder.path("small.json")],
        ]
        for arguments in runs {
            var outputs: [ToolRunner.Output] = []
            for jobs in ["1", "4"] {
                outputs.append(try await ToolRunner().run(
                    ["apply", folder.path("Orders.mappings"), "-c", "$Order", "--jobs", jobs, "-f", "json"] + arguments))
            }
            #expect(outputs[1].stdout == outputs[0].stdout, "\(arguments)")
            #expect(outputs[1].stderr == outputs[0].stderr, "\(arguments)")
            #expect(outputs[1].status == outputs[0].status, "\(arguments)")
        }
    }
}

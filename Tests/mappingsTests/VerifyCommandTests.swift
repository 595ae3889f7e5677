import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings verify`, the built binary on `Fixtures/verify/`: recordings of
/// the shop of `Fixtures/openapi/shop-3.0.json` edited to break each
/// verdict (and a HAR file as a browser exports it), the app's own
/// `.mappings` file (the import's, with `number` made required) and the
/// routes file the import wrote.
@Suite("mappings verify")
struct VerifyCommandTests {
    static let inputs = ["Fixtures/verify/shop-recordings", "Fixtures/verify/shop.har"]
    static let both = inputs + ["--routes", "Fixtures/verify/shop.routes.json", "--openapi", "Fixtures/openapi/shop-3.0.json"]

    /// Each exchange's problems as `verdict code pointer`, by source.
    static func verdicts(_ output: ToolRunner.Output) throws -> [String: [String]] {
        let report = try JSON(parsing: output.stdout)
        var verdicts: [String: [String]] = [:]
        for exchange in report["exchanges"]?.arrayValue ?? [] {
            let source = exchange["source"]?.stringValue ?? ""
            let name = source.split(separator: "/").last.map(String.init) ?? source
            verdicts[name] = (exchange["problems"]?.arrayValue ?? []).map { problem in
                [problem["verdict"]?.stringValue, problem["code"]?.stringValue, problem["pointer"]?.stringValue].compactMap { $0 }.joined(separator: " ")
            }
        }
        return verdicts
    }

    @Test("each recording breaks its own verdict, kept apart from the others")
    func verdictsApart() async throws {
        let output = try await ToolRunner().run(["verify"] + Self.both + ["--format", "json"])
        #expect(output.status == 1, "\(output.stderr)")
        let verdicts = try Self.verdicts(output)
        #expect(verdicts["001-GET-shop.example.com-orders-1.json"] == [])
        #expect(verdicts["002-GET-shop.example.com-orders-2.json"] == [
            "vendorOutsideContract constraintViolated /channel", "vendorOutsideContract constraintViolated /total",
        ])
        #expect(verdicts["003-GET-shop.example.com-orders-3.json"] == ["mappingNoLongerFits missingRequired /number"])
        #expect(verdicts["004-GET-shop.example.com-orders-4.json"] == ["vendorOutsideContract statusNotDocumented"])
        #expect(verdicts["005-GET-shop.example.com-orders-5.json"] == ["vendorOutsideContract contentTypeNotDocumented"])
        #expect(verdicts["006-GET-shop.example.com-carts-1.json"] == ["contractCannotDescribe operationNotDocumented", "noRoute noRoute"])
        #expect(verdicts["shop.har#entries[0]"] == [])
        #expect(verdicts["shop.har#entries[1]"] == verdicts["002-GET-shop.example.com-orders-2.json"])
    }

    @Test("a problem names its exchange, its body pointer and property, the contract's pointer and the .mappings line")
    func places() async throws {
        let output = try await ToolRunner().run(["verify"] + Self.both + ["--format", "json"])
        let report = try JSON(parsing: output.stdout)
        let second = try #require(report["exchanges"]?.arrayValue?.first { $0["source"]?.stringValue?.hasSuffix("orders-2.json") == true })
        let channel = try #require(second["problems"]?[0])
        #expect(channel["property"] == "$Order.channel")
        #expect(channel["contract"] == "Fixtures/openapi/shop-3.0.json#/components/schemas/order/properties/channel")
        #expect(channel["mapping"] == "Fixtures/verify/Shop.mappings:15:9")
        #expect(second["operation"] == "GET /orders/{id}")
        let operations = report["operations"]?.arrayValue ?? []
        #expect(operations.first?["operation"] == "GET /orders/{id}")
        #expect(operations.first?["exchanges"] == 7)
        #expect(operations.first?["verdicts"]?["vendorOutsideContract"] == 6)
        #expect(operations.first?["verdicts"]?["mappingNoLongerFits"] == 1)
    }

    @Test("the text report is the golden file")
    func text() async throws {
        let output = try await ToolRunner().run(["verify"] + Self.both)
        #expect(output.status == 1)
        if let expected = try Fixtures.expected("verify/shop.expected.txt", actual: output.stdout) {
            #expect(output.stdout == expected)
        }
    }

    @Test("without --openapi every issue is the mapping's; without --routes only the contract is checked")
    func oneSide() async throws {
        let app = try Self.verdicts(try await ToolRunner().run(
            ["verify"] + Self.inputs + ["--routes", "Fixtures/verify/shop.routes.json", "--format", "json"]))
        #expect(app["002-GET-shop.example.com-orders-2.json"] == [
            "mappingNoLongerFits constraintViolated /channel", "mappingNoLongerFits constraintViolated /total",
        ])
        // A 500 no route maps is not the app's to read.
        #expect(app["004-GET-shop.example.com-orders-4.json"] == [])
        let contract = try Self.verdicts(try await ToolRunner().run(
            ["verify"] + Self.inputs + ["--openapi", "Fixtures/openapi/shop-3.0.json", "--format", "json"]))
        #expect(contract["003-GET-shop.example.com-orders-3.json"] == [])
        #expect(contract["002-GET-shop.example.com-orders-2.json"] == [
            "vendorOutsideContract constraintViolated /channel", "vendorOutsideContract constraintViolated /total",
        ])
    }

    @Test("annotations for GitHub and SARIF at the .mappings line, JUnit with a suite per operation")
    func formats() async throws {
        let github = try await ToolRunner().run(["verify"] + Self.both + ["--format", "github"])
        #expect(github.stdout.contains("::error file=Fixtures/verify/Shop.mappings,line=15,col=9,title=mappings%3A vendorOutsideContract::"))
        #expect(github.stdout.contains("title=mappings%3A mappingNoLongerFits::missing required value for 'number'"))
        let sarif = try JSON(parsing: try await ToolRunner().run(["verify"] + Self.both + ["--format", "sarif"]).stdout)
        let results = sarif["runs"]?[0]?["results"]?.arrayValue ?? []
        #expect(results.count == 9)
        #expect(Set(results.compactMap { $0["ruleId"]?.stringValue }) == ["vendorOutsideContract", "mappingNoLongerFits", "contractCannotDescribe", "noRoute"])
        let junit = try await ToolRunner().run(["verify"] + Self.both + ["--format", "junit"])
        #expect(junit.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"mappings verify\" tests=\"8\" failures=\"6\">\n"))
        #expect(junit.stdout.contains("<testsuite name=\"GET /orders/{id}\" tests=\"7\" failures=\"5\">"))
        #expect(junit.stdout.contains("mappingNoLongerFits: missing required value for &apos;number&apos; at /number [Fixtures/verify/Shop.mappings:13:9]"))
        #expect(junit.stdout.hasSuffix("</testsuites>\n"))
    }

    @Test("a clean recording exits 0")
    func clean() async throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("recordings")
        try folder.write("recordings/001.json", try Fixtures.text("verify/shop-recordings/001-GET-shop.example.com-orders-1.json"))
        let output = try await ToolRunner().run(
            ["verify", folder.path("recordings"), "--routes", "Fixtures/verify/shop.routes.json", "--openapi", "Fixtures/openapi/shop-3.0.json"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasSuffix("1 exchange verified, 0 with problems: 0 vendorOutsideContract, 0 contractCannotDescribe, 0 mappingNoLongerFits, 0 noRoute\n"))
    }

    @Test("a HAR file or a routes file that is not one is a located error", arguments: [
        ("entry-without-url", ["Fixtures/verify/refused/entry-without-url.har", "--openapi", "Fixtures/openapi/shop-3.0.json"]),
        ("route-without-path", ["Fixtures/verify/shop.har", "--routes", "Fixtures/verify/refused/route-without-path.routes.json"]),
    ])
    func refused(_ name: String, _ arguments: [String]) async throws {
        let output = try await ToolRunner().run(["verify"] + arguments)
        #expect(output.status == 2)
        if let expected = try Fixtures.expected("verify/refused/\(name).expected", actual: output.stderr) {
            #expect(output.stderr == expected)
        }
    }

    @Test("without recordings, or without --routes and --openapi, a usage error")
    func usage() async throws {
        #expect(try await ToolRunner().run(["verify", "--routes", "Fixtures/verify/shop.routes.json"]).status == 64)
        let neither = try await ToolRunner().run(["verify", "Fixtures/verify/shop.har"])
        #expect(neither.status == 64)
        #expect(neither.stderr.contains("--routes or --openapi"))
    }
}

import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings import openapi`, the built binary on the hand-written
/// descriptions of `Fixtures/openapi/` (3.0 in JSON, 3.1 in YAML): the files
/// it writes against golden files (reviewed once by a person;
/// `RECORD_FIXTURES=1` rewrites them), what each construct became, the
/// payloads that map cleanly and the drifted one with an issue for each
/// broken promise, the selections, the options, and the refused documents.
@Suite("mappings import openapi")
struct ImportCommandTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var document: String
        var root: String
        var description: String { name }
    }

    static let cases = [
        Case(name: "shop-3.0", document: "Fixtures/openapi/shop-3.0.json", root: "Shop"),
        Case(name: "events-3.1", document: "Fixtures/openapi/events-3.1.yaml", root: "Events"),
    ]

    /// Runs `mappings import openapi` into a new temporary folder.
    static func importing(_ document: String, name: String, _ options: [String] = []) async throws -> (TemporaryFolder, ToolRunner.Output) {
        let folder = try TemporaryFolder()
        let output = try await ToolRunner().run(["import", "openapi", document, "--out", folder.url.path, "--name", name] + options)
        return (folder, output)
    }

    static func report(_ output: ToolRunner.Output, folder: TemporaryFolder) -> String {
        output.stdout.replacingOccurrences(of: folder.url.path, with: "OUT")
    }

    @Test("the files import writes are the golden files, with the report it printed", arguments: cases)
    func golden(_ item: Case) async throws {
        let (folder, output) = try await Self.importing(item.document, name: item.root)
        #expect(output.status == 0, "\(output.stderr)")
        for suffix in [".mappings", ".swift"] {
            let written = try folder.read(item.root + suffix)
            if let expected = try Fixtures.expected("openapi/expected/\(item.name)\(suffix)", actual: written) {
                #expect(written == expected, "\(item.name)\(suffix)")
            }
        }
        let report = Self.report(output, folder: folder)
        if let expected = try Fixtures.expected("openapi/expected/\(item.name).report.txt", actual: report) {
            #expect(report == expected)
        }
        let checked = try await ToolRunner().run(["check", folder.path(item.root + ".mappings")])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    }

    @Test("the description in YAML imports as in JSON: the same contexts, models and notes")
    func yamlAsJSON() async throws {
        let (jsonFolder, fromJSON) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop")
        let (yamlFolder, fromYAML) = try await Self.importing("Fixtures/openapi/shop-3.0.yaml", name: "Shop")
        #expect(fromJSON.status == 0 && fromYAML.status == 0, "\(fromYAML.stderr)")
        for file in ["Shop.mappings", "Shop.swift", "Shop.routes.json"] {
            // Past the header, which names the document.
            let json = try jsonFolder.read(file).split(separator: "\n").filter { !$0.contains("shop-3.0.") }
            let yaml = try yamlFolder.read(file).split(separator: "\n").filter { !$0.contains("shop-3.0.") }
            #expect(json == yaml, "\(file)")
        }
    }

    @Test("each construct of the 3.0 description becomes its keyword")
    func constructs() async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop")
        try #require(output.status == 0, "\(output.stderr)")
        let catalog = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("Shop.mappings"))
        let text = try folder.read("Shop.mappings")
        // required absent, nullable, an open enum (its unknown case), a closed one, exclusive integer bounds, defaults.
        #expect(text.contains(#""number": { "@keyPath": "number", "@optional": true, "@pattern": "^[A-Z]{2}-[0-9]{6}$" }"#))
        #expect(text.contains(#""note": { "@keyPath": "note", "@optional": true, "@null": "value", "@maxLength": 5000 }"#))
        #expect(text.contains(#""state": { "@keyPath": "state", "@allowedValues": ["open", "paid", "shipped", "unknown"], "@onInvalid": "default", "@defaultValue": "unknown" }"#))
        #expect(text.contains(#""channel": { "@keyPath": "channel", "@optional": true, "@allowedValues": ["web", "store"] }"#))
        #expect(text.contains(#""quantity": { "@keyPath": "quantity", "@defaultValue": 1, "@minimum": 1, "@maximum": 98 }"#))
        #expect(text.contains(#""createdAt": { "@keyPath": "created_at", "@transformer": "iso8601Date" }"#))
        // $ref, a dictionary of models (its key's receiver), allOf, a discriminator.
        #expect(text.contains(#""discounts": { "@keyPath": "discounts", "@optional": true, "@object": { "@mappings": "$Discount", "@key": "key" } }"#))
        #expect(text.contains(#""@inherits": ["$PaymentBase", "$Payment"]"#))
        #expect(text.contains(#""@switch": "method", "@cases": { "card": "$CardPayment", "transfer": "$TransferPayment" }"#))
        // readOnly: not written back; writeOnly: not read.
        let order = try catalog.context("$Order")
        #expect(order.entries.map(\.property).contains("id"))
        #expect(!order.entries.map(\.property).contains("password"))
        #expect(order.reverseEntries?.map(\.property).contains("password") == true)
        #expect(order.reverseEntries?.map(\.property).contains("id") == false)
        #expect(text.contains(#""password": { "@keyPath": "password", "@optional": true }"#))
        // Every note at its pointer, in the file above its context and in the report.
        for pointer in [
            "#/components/schemas/line/not", "#/components/schemas/order/properties/tags/uniqueItems",
            "#/components/schemas/order/properties/weight/multipleOf", "#/components/schemas/order/properties/reference/oneOf",
            "#/components/schemas/order/properties/total/exclusiveMinimum", "#/components/schemas/customer/properties/email/format",
            "#/components/schemas/problem/additionalProperties",
        ] {
            #expect(text.contains("    // " + pointer + ": "), "\(pointer)")
            #expect(output.stdout.contains("  " + pointer + ": "), "\(pointer)")
        }
    }

    @Test("a value the language cannot take is a note, never a file that does not load (what the fuzzer found)")
    func oddValues() async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/odd-values-3.0.json", name: "Odd", ["--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let notes = Set((try JSON(parsing: output.stdout)["notes"]?.arrayValue ?? []).compactMap { note -> String? in
            guard let kind = note["kind"]?.stringValue, let pointer = note["pointer"]?.stringValue else { return nil }
            return kind + " " + pointer
        })
        #expect(notes == [
            "constraintNotValid #/components/schemas/odd/properties/note/maxLength",
            "boundsContradict #/components/schemas/odd/properties/count",
            "boundsContradict #/components/schemas/odd/properties/code",
            "constraintNotValid #/components/schemas/odd/properties/shape/enum",
            "constraintNotValid #/components/schemas/odd/properties/size/minimum",
            "freeFormLeftOut #/components/schemas/odd/properties/shape",
            "defaultBreaksConstraints #/components/schemas/odd/properties/quantity/default",
        ])
        #expect(try folder.read("Odd.mappings").contains(#""count": { "@keyPath": "count", "@optional": true }"#))
        // `loop: allOf: [$ref loop, …]` (the fuzzer's third find): its own properties, no @inherits of itself.
        #expect(try folder.read("Odd.mappings").contains(#""$Loop": {\#n        "x": { "@keyPath": "x", "@optional": true }\#n    }"#))
    }

    @Test("an allOf chain is an @inherits chain, its Swift model holding every property")
    func allOfChain() async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/events-3.1.yaml", name: "Events")
        try #require(output.status == 0, "\(output.stderr)")
        let text = try folder.read("Events.mappings")
        #expect(text.contains(#""$LabelModel": {\#n        "@inherits": "$Named","#))
        #expect(text.contains(#""$Named": {\#n        "@inherits": "$Entity","#))
        #expect(try folder.read("Events.swift").contains("struct LabelModel: Codable, Sendable {\n    var id: Int\n    var name: String\n    var color: String?\n}"))
        let mapped = try await ToolRunner().run(
            ["apply", folder.path("Events.mappings"), "--context", "$EventsListResponse", "Fixtures/openapi/events-page.json", "--format", "json"])
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(try JSON(parsing: mapped.stdout)["result"]?["events"]?[0]?["label"] == ["id": 3, "name": "bug", "color": "d73a4a"])
    }

    @Test("an order that keeps the contract maps with no issue; one that breaks it has an issue for each broken promise")
    func payloads() async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop")
        try #require(output.status == 0, "\(output.stderr)")
        let tool = try ToolRunner()
        let clean = try await tool.run(["apply", folder.path("Shop.mappings"), "--context", "$Order", "Fixtures/openapi/shop-order.json"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stderr.contains("no issues"))
        let drifted = try await tool.run(
            ["apply", folder.path("Shop.mappings"), "--context", "$Order", "Fixtures/openapi/shop-order-drifted.json", "--format", "json"])
        #expect(drifted.status == 1)
        let report = try JSON(parsing: drifted.stdout)
        let issues = report["issues"]?.arrayValue ?? []
        let found = Set(issues.compactMap { issue -> String? in
            guard let path = issue["sourcePath"]?.stringValue, let kind = issue["kind"]?.stringValue else { return nil }
            return path + " " + kind
        })
        #expect(found == [
            "number constraintViolated", "state invalidValueReplaced", "channel constraintViolated", "priority constraintViolated",
            "quantity constraintViolated", "currency constraintViolated", "customer.name constraintViolated", "reviewer.name missingRequired",
            "lines constraintViolated", "tags constraintViolated", "created_at transformerFailed",
        ])
    }

    @Test("--schema, --path and --tag import the selection and what it refers to, no more")
    func selections() async throws {
        let (schemaFolder, bySchema) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Customers", ["--schema", "customer"])
        #expect(bySchema.status == 0, "\(bySchema.stderr)")
        #expect(try MappingCatalog(contentsOf: schemaFolder.url.appendingPathComponent("Customers.mappings")).identifiers == ["$Customer"])
        let (pathFolder, byPath) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Health", ["--path", "/health"])
        #expect(byPath.status == 0, "\(byPath.stderr)")
        #expect(try MappingCatalog(contentsOf: pathFolder.url.appendingPathComponent("Health.mappings")).identifiers == ["$HealthResponse"])
        #expect(byPath.stdout.contains("  GET /health 200 application/json: $HealthResponse\n"))
        let (tagFolder, byTag) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Orders", ["--tag", "orders", "--models", "none"])
        #expect(byTag.status == 0, "\(byTag.stderr)")
        let ids = try MappingCatalog(contentsOf: tagFolder.url.appendingPathComponent("Orders.mappings")).identifiers
        #expect(ids.contains("$Order") && ids.contains("$CardPayment") && ids.contains("$OrdersUpdateBody"))
        #expect(!ids.contains("$HealthResponse") && !ids.contains("$Problem"))
        #expect(!FileManager.default.fileExists(atPath: tagFolder.path("Orders.swift")))
    }

    @Test("a selection that names nothing is a located error with the closest name")
    func unknownSelections() async throws {
        let (_, schema) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop", ["--schema", "costumer"])
        #expect(schema.status == 2)
        #expect(schema.stderr == """
            Fixtures/openapi/shop-3.0.json: error: --schema 'costumer': the document's components.schemas has no such schema
            note: did you mean 'customer'?

            """)
        let (_, tag) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop", ["--tag", "billing"])
        #expect(tag.status == 2)
        #expect(tag.stderr.contains("note: the tags in the document: 'orders', 'meta'"))
    }

    @Test("--ignore-constraint drops a vendor's blanket bound with a note; --open-enums opens every enum")
    func options() async throws {
        let (folder, output) = try await Self.importing(
            "Fixtures/openapi/shop-3.0.json", name: "Shop", ["--ignore-constraint", "maxLength=5000", "--open-enums"])
        #expect(output.status == 0, "\(output.stderr)")
        let text = try folder.read("Shop.mappings")
        #expect(text.contains(#""note": { "@keyPath": "note", "@optional": true, "@null": "value" }"#))
        #expect(text.contains(#""@minLength": 3, "@maxLength": 3"#))
        #expect(output.stdout.contains("#/components/schemas/order/properties/note/maxLength: 'maxLength: 5000' left out (--ignore-constraint)"))
        #expect(text.contains(#""channel": { "@keyPath": "channel", "@optional": true, "@allowedValues": ["web", "store"], "@onInvalid": "ignore" }"#))
        let (_, bad) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop", ["--ignore-constraint", "maxSize"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--ignore-constraint takes a schema keyword"))
    }

    @Test("the JSON report names each context's schema, each body's operation and each note's pointer")
    func jsonReport() async throws {
        let (_, output) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop", ["--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let report = try JSON(parsing: output.stdout)
        let contexts = report["contexts"]?.arrayValue ?? []
        #expect(contexts.first?["context"] == "$Order")
        #expect(contexts.first?["schema"] == "#/components/schemas/order")
        let list = report["operations"]?.arrayValue?.first { $0["path"] == "/orders" }
        #expect(list?["context"] == "$Order")
        #expect(list?["array"] == true)
        #expect(list?["mediaType"] == "application/vnd.shop+json")
        #expect(report["noteCounts"]?["keywordNotMapped"] == 4)
        #expect(report["notes"]?.arrayValue?.count == 10)
        #expect(report["noteCounts"]?["freeFormLeftOut"] == 2)
    }

    @Test("--list prints the document's schemas, paths and tags and writes nothing")
    func listing() async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop", ["--list"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("  /orders/{id} GET PATCH\n"))
        #expect(output.stdout.contains("tags (2): orders, meta\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Shop.mappings")))
    }

    /// What GitHub's description requires that the recordings of
    /// `Fixtures/http/` lack: they were trimmed by hand when written (the
    /// article "From a vendor's contract" lists them).
    static let membersTheRecordingsLack: Set<String> = [
        "$Issue.repositoryUrl", "$Issue.labelsUrl", "$Issue.commentsUrl", "$Issue.eventsUrl", "$Issue.milestone",
        "$NullableSimpleUser.followingUrl", "$NullableSimpleUser.gistsUrl", "$NullableSimpleUser.starredUrl",
        "$NullableSimpleUser.subscriptionsUrl", "$NullableSimpleUser.organizationsUrl", "$NullableSimpleUser.eventsUrl",
        "$NullableSimpleUser.receivedEventsUrl",
    ]

    @Test("GitHub's trimmed description imports, and every recorded issues page maps through it with only the members the recordings lack")
    func gitHub() async throws {
        let (folder, output) = try await Self.importing(
            "Fixtures/openapi/github/api.github.com.trimmed.yaml", name: "GitHub", ["--path", "/repos/{owner}/{repo}/issues"])
        try #require(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  GET /repos/{owner}/{repo}/issues 200 application/json: [$Issue]\n"))
        let catalog = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("GitHub.mappings"))
        #expect(catalog.identifiers.contains("$Issue") && catalog.identifiers.contains("$Repository"))
        let tool = try ToolRunner()
        var pages = 0
        for recordings in ["github-issues", "github-issues-archived", "github-renamed"] {
            for name in Fixtures.files(in: "http/" + recordings) where name.hasSuffix(".json") {
                let recording = try JSON(parsing: Fixtures.data("http/\(recordings)/\(name)"))
                // A redirect (github-renamed's first answer) has no body to map.
                guard recording["response"]?["status"] == 200 else { continue }
                let body = try #require(recording["response"]?["body"]?.stringValue)
                try folder.write("body.json", body)
                let mapped = try await tool.run(["apply", folder.path("GitHub.mappings"), "--context", "$Issue", folder.path("body.json"), "--format", "json"])
                let report = try JSON(parsing: mapped.stdout)
                let found = Set((report["issues"]?.arrayValue ?? []).compactMap { issue -> String? in
                    guard issue["kind"] == "missingRequired", let context = issue["context"]?.stringValue,
                        let path = issue["targetPath"]?.stringValue, let property = path.split(separator: ".").last
                    else { return "\(issue)" }
                    return context + "." + property
                })
                #expect(found == Self.membersTheRecordingsLack, "\(recordings)/\(name)")
                pages += 1
            }
        }
        #expect(pages == 5)
    }

    /// The refused documents: `NAME.json` with its diagnostic in `NAME.expected`.
    static let refused = Fixtures.names(in: "openapi/refused", withSuffix: ".json")

    @Test("a document that cannot be imported is refused with a located error and its fix", arguments: refused)
    func refusedDocument(_ name: String) async throws {
        let (folder, output) = try await Self.importing("Fixtures/openapi/refused/\(name).json", name: "Refused")
        #expect(output.status == 2)
        if let expected = try Fixtures.expected("openapi/refused/\(name).expected", actual: output.stderr) {
            #expect(output.stderr == expected)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("Refused.mappings")))
    }

    @Test("an existing file is not replaced without --force")
    func existingFile() async throws {
        let (folder, first) = try await Self.importing("Fixtures/openapi/shop-3.0.json", name: "Shop")
        #expect(first.status == 0)
        let again = try await ToolRunner().run(["import", "openapi", "Fixtures/openapi/shop-3.0.json", "--out", folder.url.path, "--name", "Shop"])
        #expect(again.status == 64)
        let forced = try await ToolRunner().run(
            ["import", "openapi", "Fixtures/openapi/shop-3.0.json", "--out", folder.url.path, "--name", "Shop", "--force"])
        #expect(forced.status == 0)
    }
}

import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A page of results with values read beside the payload.
struct ResultPage: Mappable {
    var page = 0
    var etag: String?
    var requestID = ""
    var rows: [Row] = []
    static let properties: MappableProperties<ResultPage> = [
        "page": \.page, "etag": \.etag, "requestID": \.requestID, "rows": \.rows,
    ]
}

struct Row: Mappable, Equatable {
    var index = -1
    var owner = ""
    var name = ""
    static let properties: MappableProperties<Row> = ["index": \.index, "owner": \.owner, "name": \.name]
}

final class RowObject: Mappable {
    var index = -1
    var owner = ""
    var name = ""
    init() {}
    static let properties: MappableProperties<RowObject> = ["index": \.index, "owner": \.owner, "name": \.name]
}

/// Issue 12 item 7: `@metadata.index`, `@metadata.parent.…` and the
/// caller's `metadata:` on every mapping verb.
@Suite("@metadata")
struct MetadataTests {
    static let catalog = """
        {
            "$Page": {
                "page": "@metadata.page",
                "etag": { "@keyPath": "@metadata.response.headers.etag", "@optional": true },
                "requestID": "@metadata.request.id",
                "rows": { "@keyPath": "user.repos", "@object": { "@mappings": "$Row" } }
            },
            "$Row": {
                "index": "@metadata.index",
                "owner": "@metadata.parent.login",
                "name": "name"
            }
        }
        """

    static let payload: JSON = ["user": ["login": "ada", "repos": [["name": "engine"], ["name": "notes"]]]]
    static let metadata: JSON = ["page": 3, "request": ["id": "r-1"], "index": 99]

    @Test("struct: the caller's keys, the element's index and the object holding the collection")
    func structs() throws {
        let result = try MappingCatalog(string: Self.catalog).context("$Page").object(
            from: Self.payload, as: ResultPage.self, metadata: Self.metadata)
        #expect(result.value.page == 3)
        #expect(result.value.requestID == "r-1")
        #expect(result.value.etag == nil)
        #expect(result.value.rows == [Row(index: 0, owner: "ada", name: "engine"), Row(index: 1, owner: "ada", name: "notes")])
        #expect(result.report.issues.isEmpty)
    }

    @Test("missing metadata: optional is skipped, required is missingRequired at the path '@metadata.…'")
    func missing() throws {
        let result = try MappingCatalog(string: Self.catalog).context("$Page").object(from: Self.payload, as: ResultPage.self)
        #expect(result.value.page == 0)
        #expect(result.report.issues.map { "\($0.sourcePath) → \($0.targetPath): \($0.message)" } == [
            "@metadata.page → page: missing required value for 'page'",
            "@metadata.request.id → requestID: missing required value for 'requestID'",
        ])
        #expect(result.report.summary.map(\.description) == [
            "$Page.page (@metadata.page): missing in 1 of 1 object",
            "$Page.requestID (@metadata.request.id): missing in 1 of 1 object",
        ])
    }

    @Test("classes and a top-level array: the index is the element's, the parent is missing at the root")
    func topLevelArray() throws {
        let context = try MappingCatalog(string: Self.catalog).context("$Row")
        let rows: JSON = [["name": "a"], ["name": "b"], ["name": "c"]]
        let result = try context.objects(from: rows, as: RowObject.self)
        #expect(result.value.map(\.index) == [0, 1, 2])
        #expect(result.report.issues.map(\.sourcePath) == ["@metadata.parent.login", "@metadata.parent.login", "@metadata.parent.login"])
        #expect(result.report.issues.map(\.targetPath) == ["[0].owner", "[1].owner", "[2].owner"])
        // One object, not in a collection: no index.
        let single = try context.object(from: ["name": "a"], as: Row.self)
        #expect(single.value.index == -1)
        #expect(single.report.issues.map(\.sourcePath) == ["@metadata.index", "@metadata.parent.login"])
    }

    @Test("every verb takes metadata: Data and JSON forms, map(_:into:) for structs and classes, map(_:intoJSON:), dynamic")
    func verbs() throws {
        let context = try MappingCatalog(string: #"{"$R": {"name": "name", "index": "@metadata.page"}}"#).context("$R")
        let data = Data(#"{"name": "x"}"#.utf8)
        let metadata: JSON = ["page": 7]
        #expect(try context.object(from: data, as: Row.self, metadata: metadata).value.index == 7)
        #expect(try context.objects(from: Data("[{}]".utf8), as: Row.self, metadata: metadata).value.first?.index == 7)
        var row = Row()
        try context.map(JSON.object(["name": "y"]), into: &row, metadata: metadata)
        #expect(row.index == 7 && row.name == "y")
        let object = RowObject()
        try context.map(Payload(["name": "z"]), into: object, metadata: metadata)
        #expect(object.index == 7)
        var document: JSON = [:]
        context.map(["name": "w"], intoJSON: &document, metadata: metadata)
        #expect(document == ["name": "w", "index": 7])
        #expect(try context.object(from: data, as: JSON.self, metadata: metadata).value == ["name": "x", "index": 7])
        #expect(context.objects(from: [["name": "v"]], as: JSON.self, metadata: metadata).value == [["name": "v", "index": 7]])
    }

    @Test("a payload member named '@metadata' is never read: metadata comes only from beside the payload")
    func payloadCannotSpoof() throws {
        let context = try MappingCatalog(string: #"{"$R": {"name": {"@keyPath": "@metadata.name", "@optional": true}}}"#).context("$R")
        let result = try context.object(from: ["@metadata": ["name": "spoofed"]], as: Row.self)
        #expect(result.value.name == "")
    }

    @Test("reverse mapping leaves @metadata entries out")
    func reverse() throws {
        let context = try MappingCatalog(string: Self.catalog).context("$Row")
        #expect(try context.json(from: Row(index: 4, owner: "ada", name: "engine")) == ["name": "engine"])
    }

    @Test("a malformed @metadata path is a load error")
    func malformed() throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{"$R": {"index": "@metadata.index.value", "all": "@metadata"}}"#)
        }
        #expect(error?.errors.map(\.message) == [
            "key path '@metadata.index.value' reads into '@metadata.index', which is a number",
            "key path '@metadata' names no metadata value",
        ])
    }
}

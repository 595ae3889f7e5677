import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings apply --object` (the library's `forEachJSONObject(asOneObject:)`)
/// is the caller's explicit request to map a whole payload as one object:
/// on a root array, every entry's key path reads the array, a numeric
/// segment indexing it.
@Suite struct AsOneObjectTests {
    static let catalog = """
        { "$Pair": { "first": {"@keyPath": "0.a", "@optional": true}, "second": {"@keyPath": "1"}, "count": {"@keyPath": "9", "@optional": true} } }
        """

    @Test func aRootArrayIsReadByIndex() throws {
        let context = try MappingCatalog(string: Self.catalog).context("$Pair")
        var objects: [JSON] = []
        let report = context.forEachJSONObject(from: try Payload(parsing: Data(#"[{"a": 1}, {"b": 2}, 3]"#.utf8)), asOneObject: true) {
            objects.append($0)
        }
        expectEqual(objects, [["first": 1, "second": ["b": 2]]])
        expectEqual(report.issueCount, 0)
    }

    @Test func withoutTheRequestEachElementIsAnObject() throws {
        let context = try MappingCatalog(string: Self.catalog).context("$Pair")
        var objects: [JSON] = []
        let report = context.forEachJSONObject(from: try Payload(parsing: Data(#"[{"a": 1}, 3]"#.utf8))) { objects.append($0) }
        expectEqual(objects.count, 1)
        expectEqual(report.issues.map(\.sourcePath), [#"[0]["1"]"#, "[1]"])
    }

    @Test func aScalarIsStillNoObject() throws {
        let context = try MappingCatalog(string: Self.catalog).context("$Pair")
        let report = context.forEachJSONObject(from: try Payload(parsing: Data("3".utf8)), asOneObject: true) { _ in }
        expectEqual(report.issues.map(\.kind), [.invalidElement])
    }
}

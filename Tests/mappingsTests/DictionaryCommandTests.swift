import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Issue 12 items 2 and 3 through the built tool: `mappings apply` maps
/// dictionaries of models and polymorphic elements dynamically.
@Suite("mappings apply: dictionaries of models and @switch")
struct DictionaryCommandTests {
    @Test("apply: an @object with @key maps an object of objects keyed as the payload, the key in each; the issues are the typed path's")
    func dictionaries() async throws {
        let folder = "Fixtures/mappings/dictionaries"
        // Run in the fixture's folder, so the report names the file as the typed test's does.
        let run = try await ToolRunner().run(
            ["apply", "Catalog.mappings", "--context", "$Catalog", "catalog.json"],
            in: ToolRunner.packageRoot.appendingPathComponent(folder))
        #expect(run.status == 1)
        let expected = try Fixtures.text("mappings/dictionaries/catalog.dynamic.expected.json")
        #expect(run.stdout == expected)
        #expect(run.stderr == (try Fixtures.text("mappings/dictionaries/catalog.expected.txt")))
    }

    @Test("apply: @switch maps each event with the context its type picks, keeps the type field, and reports an unknown type naming the known ones")
    func polymorphism() async throws {
        let folder = "Fixtures/mappings/polymorphism"
        let run = try await ToolRunner().run(
            ["apply", "Events.mappings", "--context", "$Feed", "events.json"],
            in: ToolRunner.packageRoot.appendingPathComponent(folder))
        #expect(run.status == 1)
        #expect(run.stdout == (try Fixtures.text("mappings/polymorphism/events.dynamic.expected.json")))
        #expect(run.stderr == (try Fixtures.text("mappings/polymorphism/events.expected.txt")))
    }
}

import Foundation
import MappingKit
import Testing
import Timeline

/// The one test an app keeps beside the build plugin: the plugin checks
/// the files on their own, but only loading them with the app's models
/// finds an entry its types lack (`"mesage"` for `message`).
@Test("the catalog loads with the app's models, and maps a timeline")
func catalogLoads() throws {
    let catalog = try Timeline.catalog()
    #expect(catalog.identifiers.contains("$Tweet"))
    let payload = #"[{"id_str": "1", "text": "hello", "user": {"name": "Ada"}}]"#
    let result = try Timeline.tweets(from: Data(payload.utf8))
    #expect(result.report.issues.isEmpty)
    #expect(result.value.map(\.message) == ["hello"])
}

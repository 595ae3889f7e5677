import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 12 item 5: selector tags compare case-insensitively, and the
/// default environment holds `debug` or `release`.
@Suite("Selector tags")
struct SelectorTagTests {
    static let text = """
        {
            "$Feed": {
                "pageSize": "page_size",
                "@iPad": { "pageSize": "page_size_tablet" },
                "@iPhone": { "pageSize": "page_size_phone" },
                "@iOS >= 9.0": { "badge": "badge" },
                "@DEBUG": { "trace": "debug_trace" },
                "@release": { "trace": "release_trace" }
            }
        }
        """

    static func keyPaths(_ environment: MappingEnvironment) throws -> [String] {
        try MappingCatalog(string: text, environment: environment).context("$Feed").entries.map(\.keyPath.description)
    }

    @Test("AppCoreKit's @iPad and @iPhone match the ipad and iphone tags; @iOS the ios version")
    func caseInsensitive() throws {
        expectEqual(try Self.keyPaths(MappingEnvironment(tags: ["ipad"])), ["page_size_tablet"])
        expectEqual(try Self.keyPaths(MappingEnvironment(tags: ["iphone"])), ["page_size_phone"])
        expectEqual(try Self.keyPaths(MappingEnvironment(tags: ["IPAD"])), ["page_size_tablet"])
        expectEqual(try Self.keyPaths(MappingEnvironment(versions: ["ios": MappingVersion([9, 3])])), ["page_size", "badge"])
        expectEqual(try Self.keyPaths(MappingEnvironment(versions: ["ios": MappingVersion([8, 4])])), ["page_size"])
        expectEqual(try Self.keyPaths(MappingEnvironment()), ["page_size"])
    }

    @Test("has(_:) compares names case-insensitively, tags and versions alike")
    func has() {
        let environment = MappingEnvironment(tags: ["Beta"], versions: ["ios": MappingVersion([17])])
        #expect(environment.has("beta") && environment.has("BETA") && environment.has("Beta"))
        #expect(environment.has("iOS"))
        #expect(!environment.has("ipad"))
        expectEqual(environment.version(named: "IOS"), MappingVersion([17]))
    }

    @Test("the default environment holds debug in a debug build, release otherwise, never both")
    func buildConfiguration() throws {
        let tags = MappingEnvironment.current.tags
        #if DEBUG
            #expect(tags.contains("debug") && !tags.contains("release"))
            expectEqual(try Self.keyPaths(.current).last, "debug_trace")
        #else
            #expect(tags.contains("release") && !tags.contains("debug"))
            expectEqual(try Self.keyPaths(.current).last, "release_trace")
        #endif
    }

    @Test("debug and release are ordinary tags: an environment given at load sets them")
    func explicitConfiguration() throws {
        expectEqual(try Self.keyPaths(MappingEnvironment(tags: ["release"])), ["page_size", "release_trace"])
        expectEqual(try Self.keyPaths(MappingEnvironment(tags: ["debug"])), ["page_size", "debug_trace"])
    }
}

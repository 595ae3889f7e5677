import Foundation
import MappingKitTestSupport
import Testing

/// The shared test support: where fixtures are found, how catalog cases
/// are enumerated, the seeded generator, and where `expectEqual` reports.
@Suite("Test support")
struct TestSupportTests {
    @Test("the package root holds Package.swift; Fixtures/ and Mappings/ are found from it")
    func packageRoot() throws {
        #expect(FileManager.default.fileExists(atPath: Fixtures.packageURL("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: Fixtures.packageURL("Mappings/Twitter.mappings").path))
        expectEqual(Fixtures.url("payloads/github-events.json"), Fixtures.root.appendingPathComponent("payloads/github-events.json"))
        expectEqual(try Fixtures.data("json/valid/bom.json").prefix(3), Data([0xEF, 0xBB, 0xBF]))
    }

    @Test("catalog cases: NAME.mappings and NAME/main.mappings, by name; other files are not cases")
    func catalogCases() {
        let cases = Fixtures.catalogCases(in: "mappings/invalid")
        expectEqual(cases.map(\.name), cases.map(\.name).sorted())
        #expect(cases.contains(FixtureCase(name: "errors-in-two-files", path: "errors-in-two-files/main.mappings")))
        #expect(cases.contains(FixtureCase(name: "unknown-keyword-optinal", path: "unknown-keyword-optinal.mappings")))
        #expect(!cases.contains { $0.path.hasSuffix(".expected") || $0.path.hasSuffix(".env") })
        expectEqual(cases.first { $0.name == "errors-in-two-files" }?.description, "errors-in-two-files")
        expectEqual(Fixtures.catalogCases(in: "no-such-folder"), [])
    }

    @Test("names by suffix leave out the expected outputs kept beside the inputs")
    func namesBySuffix() {
        let names = Fixtures.names(in: "json/valid", withSuffix: ".json", excluding: ".expected.json")
        #expect(names.contains("tweet"))
        #expect(!names.contains { $0.hasSuffix(".expected") })
        expectEqual(names, names.sorted())
    }

    @Test("SplitMix64 draws the reference sequence, and the same one for the same seed")
    func splitMix() {
        var zero = SplitMix64(seed: 0)
        expectEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
        var a = SplitMix64(seed: 0x5EED)
        var b = SplitMix64(seed: 0x5EED)
        expectEqual((0..<8).map { _ in a.next(below: 10) }, (0..<8).map { _ in b.next(below: 10) })
        for _ in 0..<100 {
            #expect((3...9).contains(a.next(in: 3...9)))
        }
    }

    @Test("a failed expectEqual is recorded at the caller's line, with the comment")
    func expectEqualReportsAtTheCaller() {
        let line = #line + 2
        withKnownIssue {
            expectEqual(1 + 1, 3, "deliberately wrong")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.contains("deliberately wrong")
        }
    }
}

import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Issue 12 items 4 and 6 through the built tool: `mappings check` on the
/// notes fixtures (the file loads, the warnings are printed) and
/// `mappings apply` ignoring `@reverseMappings`.
@Suite("mappings: @reverseMappings and former keywords")
struct LanguageCommandTests {
    static let package = ToolRunner.packageRoot
    static let notes = package.appendingPathComponent("Fixtures/mappings/notes")

    @Test(
        "check: a file with '@required' or '@transformCallback' is ok, with exactly the expected warnings on stderr",
        arguments: ["former-required", "former-transform-callback"])
    func notes(_ name: String) async throws {
        let run = try await ToolRunner().run(["check", name + ".mappings"], in: Self.notes)
        let expected = try String(contentsOf: Self.notes.appendingPathComponent(name + ".expected"), encoding: .utf8)
        #expect(run.status == 0)
        #expect(run.stdout == "\(name).mappings: ok, 1 context\n")
        #expect(run.stderr == expected)
    }

    @Test("check: a file with @reverseMappings is ok, and its contexts are counted without the reverse sets")
    func checkReverse() async throws {
        let run = try await ToolRunner().run(["check", "Fixtures/mappings/reverse/Accounts.mappings"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Fixtures/mappings/reverse/Accounts.mappings: ok, 5 contexts\n")
        #expect(run.stderr == "")
    }

    @Test("apply: forward mapping reads the entries, never @reverseMappings")
    func applyIgnoresReverse() async throws {
        let run = try await ToolRunner().run([
            "apply", "Fixtures/mappings/reverse/Accounts.mappings", "--context", "$Profile",
            "Fixtures/mappings/reverse/profile.json", "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["result"]?.formatted() == """
            {"name":"Ada","email":"ada@example.com","age":36,"address":{"city":"London","zip":"N1 9GU"}}
            """)
    }
}

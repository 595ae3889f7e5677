import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings schema` (issue 30, item 6), run as the built binary: the
/// JSON Schema of the `.mappings` format on standard output.
@Suite("mappings schema")
struct SchemaCommandTests {
    static func mappings(_ arguments: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: ToolRunner.packageRoot)
    }

    @Test("prints the schema pretty-printed on stdout, exit 0, nothing on stderr")
    func prints() async throws {
        let run = try await Self.mappings(["schema"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == MappingsSchema.document.formatted([.prettyPrinted]) + "\n")
        let schema = try JSON(parsing: Array(run.stdout.utf8))
        #expect(schema["$schema"] == "http://json-schema.org/draft-07/schema#")
        #expect(schema["properties"]?["@import"] != nil)
        #expect(schema["definitions"]?["entry"]?["properties"]?["@optional"]?["description"] != nil)
    }

    @Test("--help and 'mappings help schema' print its help; the tool's help lists it", arguments: [["schema", "--help"], ["help", "schema"]])
    func help(_ arguments: [String]) async throws {
        let run = try await Self.mappings(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("USAGE: mappings schema\n"))
        #expect(run.stdout.contains("mappings schema > .vscode/mappings.schema.json"))
        let tool = try await Self.mappings(["--help"])
        #expect(tool.stdout.contains("\n  schema  "))
    }

    @Test("an argument is a usage error with a note, exit 64; a misspelt subcommand suggests it")
    func usageErrors() async throws {
        let run = try await Self.mappings(["schema", "Mappings/Twitter.mappings"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            error: unexpected argument 'Mappings/Twitter.mappings': schema takes no file, it prints the schema of every .mappings file
            note: write the schema to a file, mappings schema > mappings.schema.json; check a file with mappings check FILE
            usage: mappings schema
              See 'mappings schema --help' for more information.

            """)
        let misspelt = try await Self.mappings(["shema"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("note: did you mean 'schema'?"))
    }

    @Test("standard output full: a message on stderr and exit 74")
    func unwritableOutput() async throws {
        let run = try await ToolRunner().shell("$MAPPINGS schema > /dev/full", in: ToolRunner.packageRoot)
        #expect(run.status == 74)
        #expect(run.stderr == "error: cannot write standard output: No space left on device\n")
    }
}

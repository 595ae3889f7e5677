import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings schema` (issue 30, item 6), run as the built binary: the
/// JSON Schema of the `.mappings` format on standard output; with a file
/// and `--context` (issue 43, item 2), the JSON Schema of the payload the
/// context maps, or with `--reverse` of what it writes back.
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
        #expect(run.stdout.hasPrefix("USAGE: mappings schema [FILE --context ID [--reverse]]\n"))
        #expect(run.stdout.contains("mappings schema > .vscode/mappings.schema.json"))
        #expect(run.stdout.contains("mappings schema Mappings/Tweets.mappings --context '$Tweet' > tweet.schema.json"))
        #expect(run.stdout.contains("  --reverse "))
        let tool = try await Self.mappings(["--help"])
        #expect(tool.stdout.contains("\n  schema [FILE --context ID]  "))
    }

    @Test("a file without --context, --context or --reverse without a file, two files: usage errors, exit 64; a misspelt subcommand suggests it",
        arguments: [
            (["schema", "Mappings/Twitter.mappings"], "error: schema FILE needs --context ID"),
            (["schema", "--context", "$Tweet"], "error: schema --context needs a .mappings file"),
            (["schema", "--reverse"], "error: --reverse goes with FILE --context ID"),
            (["schema", "Mappings/Tweets.mappings", "Mappings/Twitter.mappings", "--context", "$Tweet"],
                "error: unexpected argument 'Mappings/Twitter.mappings'"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) async throws {
        let run = try await Self.mappings(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            \(message)
            usage: mappings schema [FILE --context ID [--reverse]]
              See 'mappings schema --help' for more information.

            """)
        let misspelt = try await Self.mappings(["shema"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("note: did you mean 'schema'?"))
    }

    @Test("FILE --context: the payload's schema, and with --reverse what it writes back, as the fixtures beside Shop.mappings")
    func payloadSchema() async throws {
        for (extra, expected) in [([String](), "Shop.schema.json"), (["--reverse"], "Shop.reverse.schema.json")] {
            let run = try await Self.mappings(["schema", "Fixtures/payload-schema/Shop.mappings", "--context", "$Shop"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "")
            let file = ToolRunner.packageRoot.appendingPathComponent("Fixtures/payload-schema/\(expected)")
            #expect(run.stdout == (try String(contentsOf: file, encoding: .utf8)))
        }
    }

    @Test("an unknown context or a broken file: the diagnostic on stderr, exit 2, nothing on stdout")
    func invalidInput() async throws {
        let unknown = try await Self.mappings(["schema", "Fixtures/payload-schema/Shop.mappings", "--context", "$Shp"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr == "error: no context named '$Shp'\nnote: did you mean '$Shop'?\n")
        let broken = try await Self.mappings(
            ["schema", "Fixtures/mappings/invalid/unknown-keyword-defaultvalue.mappings", "--context", "$TweetModel"])
        #expect(broken.status == 2)
        #expect(broken.stdout == "")
        #expect(broken.stderr.hasPrefix(
            "Fixtures/mappings/invalid/unknown-keyword-defaultvalue.mappings:7:13: error: unknown keyword '@defaultvalue' in entry 'imageUrl'\n"))
    }

    @Test("standard output full: a message on stderr and exit 74")
    func unwritableOutput() async throws {
        let run = try await ToolRunner().shell("$MAPPINGS schema > /dev/full", in: ToolRunner.packageRoot)
        #expect(run.status == 74)
        #expect(run.stderr == "error: cannot write standard output: No space left on device\n")
    }
}

import MappingKit

/// `mappings schema`: the JSON Schema (draft-07) of the `.mappings`
/// format on standard output, for an editor's JSON support
/// (``MappingsSchema``, made from the loader's keyword table); with a file
/// and `--context`, the JSON Schema (2020-12) of the payload that context
/// maps, or with `--reverse` of what it writes back (``PayloadSchema``).
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let synopsis = "mappings schema [FILE --context ID [--reverse]]"
    static let abstract = SubcommandAbstract(
        "schema [FILE --context ID]",
        "Print the JSON Schema of the .mappings format (for\nan editor), or of the payload a context maps.")

    static let reader = ArgumentReader(options: [
        .value("context", short: "c", "ID", help: """
            With FILE: the context whose payload the schema
            describes; quote it, as in -c '$TweetModel'.
            """),
        .flag("reverse", help: """
            With FILE and --context: the schema of the JSON the
            context writes back (json(from:), request bodies)
            rather than of the payload it maps.
            """),
        .environment,
    ])

    static let usage = """
        USAGE: \(synopsis)

        Without FILE: prints the JSON Schema (draft-07) of the .mappings format on
        standard output, for an editor's JSON support: contexts, templates, @import,
        selectors, and every keyword with its allowed values and the language
        reference's description (shown on hover); a misspelt keyword in an entry, a
        context or an @object is an error. Write it to a file and associate
        *.mappings files with it (VS Code: 'files.associations' and 'json.schemas'):

          mappings schema > .vscode/mappings.schema.json

        What only loading a catalog can know (imports, templates and context
        references, classes, transformers, keywords that go together) is checked by
        'mappings check'.

        With FILE and --context: prints the JSON Schema (2020-12) of the payload
        that context maps (one object, or an array of them), with every context it
        reaches in $defs: key paths as nested properties, required entries, @null,
        the value constraints, @object and @switch; what JSON Schema cannot say
        (@onInvalid, @fallbackKeyPaths, @invalidElements, transformers) as
        x-mappings- keywords. With --reverse, of the JSON it writes back.

          mappings schema Mappings/Tweets.mappings --context '$Tweet' > tweet.schema.json

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0, 2 when the mappings are invalid or the context is unknown
        (a diagnostic on stderr), 64 on a bad command line, 74 when standard output
        cannot be written.
        """

    struct Options {
        /// The catalog and context of a payload schema; `nil` for the
        /// format's schema.
        var payload: (file: String, context: String, environment: MappingEnvironment)?
        var reverse = false
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        var options = Options()
        options.reverse = read.has("reverse")
        guard let file = read.positionals.first else {
            if read["context"] != nil { throw .missingMappingsFile(subcommand: "schema --context") }
            if options.reverse { throw .requiresOption("--reverse", requires: "FILE --context ID") }
            return options
        }
        if read.positionals.count > 1 { throw .unexpectedArgument(read.positionals[1]) }
        let context = try read.context(subcommand: "schema FILE")
        options.payload = (MappingsTool.mappingsFile(file), context, try read.environment())
        return options
    }

    static func execute(_ options: Options) -> Int32 {
        guard let payload = options.payload else {
            return MappingsTool.printOutput(MappingsSchema.document.formatted([.prettyPrinted]))
        }
        do {
            let (_, context) = try MappingsTool.loadContext(
                file: payload.file, environment: payload.environment, identifier: payload.context,
                maximumIssues: ValidationReport.defaultMaximumIssues)
            let schema = PayloadSchema.document(for: context, direction: options.reverse ? .reverse : .forward)
            return MappingsTool.printOutput(schema.formatted([.prettyPrinted]))
        } catch {
            return error.code
        }
    }
}

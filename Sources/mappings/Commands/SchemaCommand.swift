import MappingKit

/// `mappings schema`: the JSON Schema (draft-07) of the `.mappings`
/// format on standard output, for an editor's JSON support
/// (``MappingsSchema``, made from the loader's keyword table).
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let synopsis = "mappings schema"
    static let abstract = SubcommandAbstract(
        "schema",
        "Print the JSON Schema of the .mappings format, for\nan editor (VS Code: json.schemas).")

    static let reader = ArgumentReader(options: [])

    static let usage = """
        USAGE: \(synopsis)

        Prints the JSON Schema (draft-07) of the .mappings format on standard output,
        for an editor's JSON support: contexts, templates, @import, selectors, and every
        keyword with its allowed values and the language reference's description (shown
        on hover); a misspelt keyword in an entry, a context or an @object is an error.
        Write it to a file and associate *.mappings files with it (VS Code:
        'files.associations' and 'json.schemas'):

          mappings schema > .vscode/mappings.schema.json

        What only loading a catalog can know (imports, templates and context
        references, classes, transformers, keywords that go together) is checked by
        'mappings check'.

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0, 64 on a bad command line, 74 when standard output cannot be
        written.
        """

    /// The schema takes no options of its own.
    struct Options {}

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        if let argument = read.positionals.first { throw .schemaArgument(argument) }
        return Options()
    }

    static func execute(_: Options) -> Int32 {
        MappingsTool.printOutput(MappingsSchema.document.formatted([.prettyPrinted]))
    }
}

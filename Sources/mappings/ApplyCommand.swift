/// `mappings apply`: arrives with the applier.
enum ApplyCommand {
    static let usage = """
        USAGE: mappings apply FILE --context ID [PAYLOAD|-]

        Not available yet in this version.
        """

    static func run(_ arguments: [String]) -> Int32 {
        MappingsTool.printError("error: 'apply' is not available yet")
        return MappingsTool.usageError
    }
}

extension MappingKeyPath {
    /// The first segment of a key path that reads the values given beside
    /// the payload: `@metadata.index`, `@metadata.parent.id`, `@metadata.page`.
    static let metadataRoot = "@metadata"

    /// `true` when the key path starts with `@metadata`.
    var readsMetadata: Bool { segments.first == Self.metadataRoot }

    /// Why a `@metadata` key path reads nothing, checked at load: it names
    /// no value (`@metadata` alone), or reads into `@metadata.index`.
    var metadataProblem: ConfigurationProblem? {
        guard readsMetadata else { return nil }
        if segments.count < 2 { return .malformedMetadataPath(keyPath: description, indexMember: false) }
        if segments[1] == "index", segments.count > 2 { return .malformedMetadataPath(keyPath: description, indexMember: true) }
        return nil
    }
}

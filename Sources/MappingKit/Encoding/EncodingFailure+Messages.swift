extension EncodingFailure {
    /// Why the value could not be encoded; the only place these are worded.
    var reason: String {
        switch problem {
        case .nonFiniteNumber(let value):
            "\(value) is not a JSON number (JSON has no NaN or infinity); encode it as a string or leave it out"
        case .mixedContainers(let asked, let holding):
            "encode(to:) asked for \(asked) where it already wrote \(holding)"
        case .tooDeep(let limit):
            "values nest deeper than \(limit) levels (a cycle of references?)"
        case .thrown(let description):
            "encode(to:) threw: \(description)"
        }
    }

    /// The sentence of ``MappingError/encodingFailed(path:reason:)``.
    static func message(path: String, reason: String) -> String {
        path.isEmpty ? "cannot encode the value: \(reason)" : "cannot encode the value at \(path): \(reason)"
    }
}

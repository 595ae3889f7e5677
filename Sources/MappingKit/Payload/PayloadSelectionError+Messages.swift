extension PayloadSelectionError {
    /// What is wrong: `'artists' is an object with no key 'itemz'`. The only
    /// place these sentences are written.
    public var message: String {
        let place = found.isSelf ? "the payload" : "'" + found.description + "'"
        let missingText = "'" + MessageExcerpt.cut(missing) + "'"
        switch foundKind {
        case .object: return "\(place) is an object with no key \(missingText)"
        case .array: return "\(place) is an \(foundSummary), with no element \(missingText)"
        default: return "\(place) is \(foundSummary), which has no key \(missingText)"
        }
    }

    /// The likely fix: a close key, or what key paths look like.
    public var suggestion: String {
        if !suggestions.isEmpty {
            return "did you mean " + suggestions.map { "'" + $0 + "'" }.joined(separator: " or ") + "?"
        }
        return "check the envelope's keys; segments are dotted and a number indexes an array, such as artists.items or data.0"
    }

    /// `key path 'artists.itemz' is not in the payload: …`.
    public var description: String {
        "key path '\(MessageExcerpt.cut(path.description))' is not in the payload: \(message)"
    }
}
